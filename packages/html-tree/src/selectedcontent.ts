/**
 * Customizable <select> (WHATWG HTML, 2025-26, §4.10.7, §4.10.10,
 * §4.10.12): when an option is popped off the stack of open elements,
 * "maybe clone an option into selectedcontent" copies the option's children
 * into its select's enabled <selectedcontent>, if the option is selected.
 * Selectedness while parsing: an option with a `selected` attribute, else
 * the first option (html5lib webkit02.dat).
 *
 * The open elements stand for the DOM's ancestors here: an element's
 * ancestors are the entries below it down to the last open <template>,
 * whose contents are a tree of their own. Every test is O(1) through the
 * stack's last-by-id links, so nesting cannot make it quadratic (H8). Only
 * selects that hold a <selectedcontent> are tracked, so documents without
 * one pay nothing.
 */
import { TagId as T } from './generated/tag-ids.ts';
import type { TreeBuilder } from './builder.ts';
import { ops } from './op-count.ts';

export interface SelectState<N> {
  /** The select's enabled selectedcontent, or null when it has none. */
  content: N | null;
  selected: N | null;
}

/** Index of the last open template (the floor of the current tree), or -1. */
function treeFloor<N>(b: TreeBuilder<N>): number {
  return b.stack.lastIndexOf(T.template, 'template');
}

/**
 * A <selectedcontent> was inserted and pushed (it is the top entry). Its
 * insertion steps (§4.10.12) disable it below an option, another
 * selectedcontent, or a second select. A select's enabled selectedcontent
 * is its first selectedcontent descendant unless that one is disabled or
 * the select has `multiple` ("get a select's enabled selectedcontent"), so
 * the first one inside each open select is recorded, as null when it is
 * not enabled. A select recorded already had its outer selects recorded
 * with it, which stops the walk (linear in all).
 */
export function selectedcontentInserted<N>(b: TreeBuilder<N>, el: N): void {
  const s = b.stack;
  const floor = treeFloor(b);
  const select = s.lastIndexOf(T.select, 'select');
  if (select <= floor) return;
  const disabled =
    s.lastIndexOf(T.option, 'option') > floor || s.previousSame(s.top) > floor || s.previousSame(select) > floor;
  const enabled = disabled || hasAttribute(b, s.nodes[select] as N, 'multiple') ? null : el;
  if (b.selects === null) b.selects = new Map();
  const selects = b.selects;
  for (let at = select; at > floor && !selects.has(s.nodes[at] as N); at = s.previousSame(at)) {
    ops.n++;
    selects.set(s.nodes[at] as N, { content: at === select ? enabled : null, selected: null });
  }
}

/**
 * "Option element nearest ancestor select" (§4.10.10) of the option on top
 * of the stack: the nearest select, unless an option, a datalist, a second
 * optgroup (or the tree's floor) comes first; `hr` is void, never open.
 */
function nearestSelect<N>(b: TreeBuilder<N>): number {
  const s = b.stack;
  const select = s.lastIndexOf(T.select, 'select');
  if (select < 0) return -1;
  const optgroup = s.lastIndexOf(T.optgroup, 'optgroup');
  const blocked = Math.max(
    s.previousSame(s.top),
    s.lastIndexOf(T.datalist, 'datalist'),
    optgroup < 0 ? -1 : s.previousSame(optgroup),
    treeFloor(b),
  );
  return select > blocked ? select : -1;
}

/** "Maybe clone an option into selectedcontent", for the option on top of the stack. */
export function optionPopped<N>(b: TreeBuilder<N>, option: N): void {
  const i = nearestSelect(b);
  if (i < 0) return;
  const state = (b.selects as Map<N, SelectState<N>>).get(b.stack.nodes[i] as N);
  if (state === undefined || state.content === null) return;
  if (!hasAttribute(b, option, 'selected') && state.selected !== null) return;
  state.selected = option;
  cloneChildren(b, option, state.content);
}

function hasAttribute<N>(b: TreeBuilder<N>, el: N, name: string): boolean {
  return b.adapter.getAttrList(el).some((attr) => attr.name === name && !attr.namespace);
}

/**
 * "Clone an option into a selectedcontent": the option's children are
 * cloned into a new fragment, then replace all of selectedcontent's. The
 * copy is made apart from the tree, so it ends even where the
 * selectedcontent is inside the option; iterative (decision H8).
 */
function cloneChildren<N>(b: TreeBuilder<N>, from: N, to: N): void {
  const a = b.adapter;
  const fragment = a.createDocumentFragment();
  const work: [N, N][] = [[from, fragment]];
  while (work.length > 0) {
    const [src, dst] = work.pop() as [N, N];
    for (const child of a.getChildNodes(src)) {
      ops.n++;
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
  b.removeChildren(to);
  b.moveChildren(fragment, to);
}
