/**
 * Customizable <select> (WHATWG HTML, 2025): when an option is popped off
 * the stack of open elements, "maybe clone an option into selectedcontent"
 * copies the selected option's children into the select's
 * <selectedcontent>. Selectedness while parsing: an option with a
 * `selected` attribute, else the first option (html5lib webkit02.dat).
 * Only selects that hold a <selectedcontent> are tracked, so documents
 * without one pay nothing.
 */
import { TagId as T } from './generated/tag-ids.ts';
import type { TreeBuilder } from './builder.ts';

export interface SelectState<N> {
  content: N;
  selected: N | null;
}

export function selectedcontentInserted<N>(b: TreeBuilder<N>, el: N): void {
  const i = b.stack.lastIndexOf(T.select, 'select');
  if (i < 0) return;
  const select = b.stack.nodes[i] as N;
  if (b.selects === null) b.selects = new Map();
  if (!b.selects.has(select)) b.selects.set(select, { content: el, selected: null });
}

export function optionPopped<N>(b: TreeBuilder<N>, option: N): void {
  const i = b.stack.lastIndexOf(T.select, 'select');
  if (i < 0) return;
  const state = (b.selects as Map<N, SelectState<N>>).get(b.stack.nodes[i] as N);
  if (state === undefined) return;
  const a = b.adapter;
  const hasSelected = a.getAttrList(option).some((attr) => attr.name === 'selected' && !attr.namespace);
  if (!hasSelected && state.selected !== null) return;
  state.selected = option;
  b.removeChildren(state.content);
  cloneChildren(b, option, state.content);
}

/** Deep copy of `from`'s children into `to`, iteratively (decision H8). */
function cloneChildren<N>(b: TreeBuilder<N>, from: N, to: N): void {
  const a = b.adapter;
  const work: [N, N][] = [[from, to]];
  while (work.length > 0) {
    const [src, dst] = work.pop() as [N, N];
    for (const child of a.getChildNodes(src)) {
      if (a.isTextNode?.(child)) a.insertText(dst, a.getTextNodeContent(child));
      else if (a.isCommentNode?.(child))
        a.appendChild(dst, a.createCommentNode(a.getCommentNodeContent?.(child) ?? ''));
      else if (a.isElementNode?.(child)) {
        const el = a.createElement(
          a.getTagName(child),
          a.getNamespaceURI(child),
          a.getAttrList(child).map((x) => ({ ...x })),
        );
        a.appendChild(dst, el);
        work.push([child, el]);
      }
    }
  }
}
