/**
 * Compaction at the end of a parse (part of `finish`). Measured on the bench
 * corpus (tools/bench/html-hast.bench.mjs), it takes the retained hast from
 * 0.90 to about 0.5 of parse5's default tree:
 * - child arrays grow by `push`, so most hold spare capacity (V8 gives an
 *   array 17 slots on its first push); an exact-size copy drops it;
 * - text merged from many tokens (`value += text`) is a tree of V8 cons
 *   strings; reading a character flattens it in place into one string,
 *   freeing the pieces.
 * One iterative walk (decision H8).
 */
import type { Nodes, Root } from 'hast';

export function compact(tree: Root): void {
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'text' || node.type === 'comment') {
      node.value.charCodeAt(0);
      continue;
    }
    if (node.type !== 'root' && node.type !== 'element') continue;
    const children = node.children.slice();
    node.children = children as typeof node.children;
    for (let i = 0; i < children.length; i++) stack.push(children[i]!);
    if (node.type === 'element' && node.content !== undefined) stack.push(node.content);
  }
}
