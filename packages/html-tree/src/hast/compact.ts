/**
 * Compaction at the end of a parse (part of `finish`). Measured on the bench
 * corpus (tools/bench/html-hast.bench.mjs), it takes the retained hast from
 * 0.90 to about 0.5 of parse5's default tree:
 * - child arrays grow by `push`, so most hold spare capacity (V8 gives an
 *   array 17 slots on its first push); an exact-size copy drops it;
 * - text merged from many tokens (`value += text`) is a tree of V8 cons
 *   strings; reading a character flattens it in place into one string,
 *   freeing the pieces.
 * With `unlink`, it also deletes the parent slot the adapter keeps on each
 * node while parsing without positions (adapter.ts, `parents`), so the tree
 * is plain hast again.
 * One iterative walk (decision H8).
 */
import type { Nodes, Parents, Root } from 'hast';

/** The parse-time parent slot: a symbol, so no hast key or JSON field can clash with it. */
export const PARENT: unique symbol = Symbol('parent');

/** A node while the adapter builds it. */
export type Linked = Nodes & { [PARENT]?: Parents | undefined };

export function compact(tree: Root, unlink = false): void {
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    // The slot was added last, so deleting it returns the node to its
    // earlier hidden class (fast properties, no dictionary).
    if (unlink) delete (node as Linked)[PARENT];
    if (node.type === 'text' || node.type === 'comment') {
      node.value.charCodeAt(0);
      continue;
    }
    if (node.type !== 'root' && node.type !== 'element') continue;
    // An empty array was (nearly always) never pushed to: no spare capacity, no copy (void elements).
    if (node.children.length === 0) {
      if (node.type === 'element' && node.content !== undefined) stack.push(node.content);
      continue;
    }
    const children = node.children.slice();
    node.children = children as typeof node.children;
    for (let i = 0; i < children.length; i++) stack.push(children[i]!);
    if (node.type === 'element' && node.content !== undefined) stack.push(node.content);
  }
}
