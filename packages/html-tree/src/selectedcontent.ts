/**
 * Customizable <select> (WHATWG HTML, 2025-26, §4.10.7, §4.10.10,
 * §4.10.12): when an option is popped off the stack of open elements,
 * "maybe clone an option into selectedcontent" copies the option's children
 * into its select's enabled <selectedcontent>, if the option is selected;
 * when a <selectedcontent> is inserted, its post-connection steps "update a
 * select's selectedcontent": the option selected so far is copied into it
 * (`<select><option>A</option><selectedcontent>` holds "A", as Chromium
 * gives). Selectedness while parsing: an option with a `selected`
 * attribute, else the first option (html5lib webkit02.dat).
 *
 * The open elements stand for the DOM's ancestors here: an element's
 * ancestors are the entries below it down to the last open <template>,
 * whose contents are a tree of their own. Every test is O(1) through the
 * stack's last-by-id links, so nesting cannot make it quadratic (H8).
 * Selects are tracked from the first <select> of a document on (each
 * option's select keeps its selected option), so documents without one pay
 * nothing.
 */
import { TagId as T } from './generated/tag-ids.ts';
import type { TreeBuilder } from './builder.ts';
import { ops } from './op-count.ts';

export interface SelectState<N> {
  /** The select's enabled selectedcontent, or null when it has none. */
  content: N | null;
  /** Its first selectedcontent descendant was inserted: `content` is settled. */
  decided: boolean;
  /** The option selected so far (popped), or null. */
  selected: N | null;
  /**
   * The option whose copy `content` holds, or null when it may hold
   * anything else (nothing copied yet, or `content` was open since): an
   * insertion with the same selected option need not copy it again, which
   * keeps many selectedcontents after one option linear.
   */
  copied: N | null;
}

function stateOf<N>(b: TreeBuilder<N>, select: N): SelectState<N> {
  const selects = b.selects as Map<N, SelectState<N>>;
  let state = selects.get(select);
  if (state === undefined) {
    state = { content: null, decided: false, selected: null, copied: null };
    selects.set(select, state);
  }
  return state;
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
 * not enabled. A select decided already had its outer selects decided
 * with it, which stops the walk (linear in all).
 *
 * Then its post-connection steps 5-6: unless the nearest select has
 * `multiple`, "update a select's selectedcontent": the select's enabled
 * selectedcontent gets a copy of the option selected so far, or is cleared
 * when none is. Step 7, "clear a select's non-primary selectedcontent
 * elements", is not applied (README, Spec notes): the parser copies nothing
 * into those.
 */
export function selectedcontentInserted<N>(b: TreeBuilder<N>, el: N): void {
  const s = b.stack;
  const floor = treeFloor(b);
  const select = s.lastIndexOf(T.select, 'select');
  if (select <= floor) return;
  const disabled =
    s.lastIndexOf(T.option, 'option') > floor || s.previousSame(s.top) > floor || s.previousSame(select) > floor;
  const multiple = hasAttribute(b, s.nodes[select] as N, 'multiple');
  const enabled = disabled || multiple ? null : el;
  if (b.selects === null) b.selects = new Map();
  for (let at = select; at > floor; at = s.previousSame(at)) {
    const state = stateOf(b, s.nodes[at] as N);
    if (state.decided) break;
    ops.n++;
    state.decided = true;
    state.content = at === select ? enabled : null;
  }
  // Below an open selectedcontent the enabled one is that ancestor (or an
  // ancestor of it): replacing its children would take the element being
  // inserted out of the tree while it is open (README, Spec notes).
  if (multiple || s.previousSame(s.top) > floor) return;
  const state = stateOf(b, s.nodes[select] as N);
  if (state.content === null) return;
  if (state.selected === null) b.removeChildren(state.content);
  else if (state.copied !== state.selected) {
    cloneChildren(b, state.selected, state.content);
    state.copied = state.selected;
  }
}

/** A selectedcontent was popped: if it is its select's enabled one, what it holds may have changed while open. */
export function selectedcontentPopped<N>(b: TreeBuilder<N>, el: N): void {
  const s = b.stack;
  const select = s.lastIndexOf(T.select, 'select');
  if (select <= treeFloor(b)) return;
  const state = (b.selects as Map<N, SelectState<N>>).get(s.nodes[select] as N);
  if (state !== undefined && state.content === el) state.copied = null;
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
  const state = stateOf(b, b.stack.nodes[i] as N);
  if (!hasAttribute(b, option, 'selected') && state.selected !== null) return;
  state.selected = option;
  if (state.content !== null) {
    cloneChildren(b, option, state.content);
    state.copied = option;
  }
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
      else if (a.isProcessingInstructionNode?.(child) && a.createProcessingInstruction) {
        const target = a.getProcessingInstructionTarget?.(child) ?? '';
        a.appendChild(dst, a.createProcessingInstruction(target, a.getProcessingInstructionData?.(child) ?? ''));
      } else if (a.isElementNode?.(child)) {
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
