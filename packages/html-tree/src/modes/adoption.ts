/**
 * The adoption agency algorithm (WHATWG HTML §13.2.6.4.7, "in body", end tag
 * of a formatting element). Loop bounds as written: 8 outer, inner counter
 * with the "more than 3" clause (decision H8).
 */
import { TAG_NAMES } from '@forgiving/html-tokenizer';
import type { TreeBuilder } from '../builder.ts';
import { Cat, Ns } from '../categories.ts';
import { attributeObjects, EntryState, type FormattingEntry, newEntry } from '../formatting.ts';
import { Bound } from '../open-elements.ts';
import { anyOtherEndTag } from './any-other-end-tag.ts';
import { ops } from '../op-count.ts';

export function adoptionAgency(b: TreeBuilder, subjectId: number): void {
  const s = b.stack;
  // "If the current node is an HTML element whose tag name is subject, and
  // the current node is not in the list of active formatting elements": an
  // element is in the list exactly when the entry the stack keeps for it is
  // listed (O(1); a search of the list made </b> under many open <b> that
  // Noah's Ark had dropped quadratic, issue 27).
  if (b.isCurrent(subjectId)) {
    const entry = s.entries[s.top];
    if (entry === null || entry === undefined || !(entry.state & EntryState.LISTED)) {
      b.pop();
      return;
    }
  }
  for (let outer = 0; outer < 8; outer++) {
    const fe = b.afe.lastNamed(subjectId);
    if (fe === null) {
      anyOtherEndTag(b);
      return;
    }
    // Its slot, which the stack keeps in the entry (a search from the top
    // cost the depth above it per step, issue 27).
    const feIndex = fe.state & EntryState.OPEN ? fe.slot : -1;
    if (feIndex < 0) {
      b.error('misnested-tag');
      b.afe.removeEntry(fe);
      return;
    }
    if (!s.indexInScope(feIndex, Bound.DEFAULT)) {
      b.error('misnested-tag');
      return;
    }
    if (feIndex !== s.top) b.error('misnested-tag');
    // The walk up to the furthest block passes the entries the inner loop
    // then walks down (all but three of them leave the stack).
    let fbIndex = -1;
    for (let i = s.above(feIndex); i <= s.top; i = s.above(i)) {
      ops.n++;
      if ((s.flags[i] as number) & Cat.SPECIAL) {
        fbIndex = i;
        break;
      }
    }
    // The step copies the formatting element (and up to three below the
    // furthest block): charged to the reconstruction budget, whose end
    // makes the step close the formatting element as when no furthest
    // block is found (README, Spec notes; issue 27 item 2).
    if (fbIndex < 0 || !b.chargeRebuilt(fe.attrs.length >> 1)) {
      while (s.top >= feIndex) b.pop();
      b.afe.removeEntry(fe);
      return;
    }
    adoptStep(b, fe, feIndex, fbIndex);
  }
}

/**
 * The part of one outer iteration after a furthest block was found. The
 * stack's entries change in one edit at the end (OpenElements.adopt), linear
 * in the entries the inner loop walked: removing and inserting entries one
 * at a time relinked every entry above each of them (issue 27).
 */
function adoptStep(b: TreeBuilder, fe: FormattingEntry<unknown>, feIndex: number, fbIndex: number): void {
  const s = b.stack;
  const a = b.adapter;
  const furthestBlock = s.nodes[fbIndex];
  const commonAncestorIndex = s.below(feIndex);
  const commonAncestor = s.nodes[commonAncestorIndex];
  let bookmark = b.afe.indexOfEntry(fe as FormattingEntry<never>);
  let lastNode = furthestBlock;
  // The entries that stay (their nodes replaced), top-down.
  const kept: number[] = [];
  let nodeIndex = fbIndex;
  for (let inner = 1; ; inner++) {
    ops.n++;
    nodeIndex = s.below(nodeIndex);
    if (nodeIndex === feIndex) break;
    const node = s.nodes[nodeIndex];
    // The entry of the node, if it is in the list of active formatting elements.
    let entry = s.entries[nodeIndex];
    if (entry !== null && entry !== undefined && !(entry.state & EntryState.LISTED)) entry = null;
    if (inner > 3 && entry !== null && entry !== undefined) {
      // A removed entry leaves a GONE in its place: the bookmark's index stays.
      b.afe.removeEntry(entry);
      entry = null;
    }
    if (entry === null || entry === undefined) {
      // It leaves the stack in OpenElements.adopt; told now, in order.
      b.leaving(nodeIndex);
      continue;
    }
    b.rebuilt.add(entry.attrs.length >> 1);
    const el = b.createElement(TAG_NAMES[entry.id] as string, Ns.HTML, attributeObjects(entry.attrs), commonAncestor);
    const fresh = b.afe.replaceNode(entry, el);
    s.replaceNode(nodeIndex, el, fresh);
    kept.push(nodeIndex);
    b.moves?.closed(node);
    if (lastNode === furthestBlock) bookmark = b.afe.indexOfEntry(fresh) + 1;
    a.detachNode(lastNode);
    a.appendChild(el, lastNode);
    lastNode = el;
  }
  a.detachNode(lastNode);
  b.place(commonAncestor, commonAncestorIndex);
  if (b.placeBefore !== null) a.insertBefore(b.placeParent, lastNode, b.placeBefore);
  else a.appendChild(b.placeParent, lastNode);
  const el = b.createElement(TAG_NAMES[fe.id] as string, Ns.HTML, attributeObjects(fe.attrs), furthestBlock);
  b.moveChildren(furthestBlock, el);
  a.appendChild(furthestBlock, el);
  const entry = newEntry(el, fe.id, fe.attrs, fe.start, fe.end) as FormattingEntry<never>;
  b.afe.moveEntry(fe as FormattingEntry<never>, entry, bookmark);
  b.leaving(feIndex);
  kept.reverse();
  s.adopt(feIndex, fbIndex, kept, el, entry);
  b.updateForeign();
  b.pushed(el, fbIndex, furthestBlock);
}
