/**
 * Compaction of child arrays and merged text. Measured on the bench corpus
 * (tools/bench/html-hast.bench.mjs), it takes the retained hast from 0.90 to
 * about 0.45 of parse5's default tree:
 * - child arrays grow by `push`, so most hold spare capacity (V8 gives an
 *   array 17 slots on its first push); an exact-size copy drops it;
 * - text merged from many tokens (`value += text`) is a tree of V8 cons
 *   strings; reading a character flattens it in place into one string,
 *   freeing the pieces.
 * parseHtml's builder compacts each element as it is popped
 * (`compactChildren`, adapter.ts `onItemPop`); a tree another parser built
 * through the adapter is compacted at the end by `compact`, one iterative
 * walk (decision H8).
 */
import type { Element, Nodes, Root } from 'hast';
import { ops } from '../op-count.js';

/** An exact-size copy of the child array (and of a template's contents), when not empty. */
export function compactChildren(node: Element | Root): void {
  // An empty array was (nearly always) never pushed to: no spare capacity, no copy (void elements).
  ops.n += node.children.length;
  if (node.children.length > 0) node.children = node.children.slice() as typeof node.children;
  if (node.type === 'element' && node.content !== undefined && node.content.children.length > 0) {
    node.content.children = node.content.children.slice();
  }
}

export function compact(tree: Root): void {
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'text' || node.type === 'comment' || node.type === 'instruction') {
      node.value.charCodeAt(0);
      continue;
    }
    if (node.type !== 'root' && node.type !== 'element') continue;
    if (node.children.length > 0) {
      const children = node.children.slice();
      node.children = children as typeof node.children;
      for (let i = 0; i < children.length; i++) stack.push(children[i]!);
    }
    if (node.type === 'element' && node.content !== undefined) stack.push(node.content);
  }
}
