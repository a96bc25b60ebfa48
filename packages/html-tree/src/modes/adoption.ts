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
import { anyOtherEndTag } from './body-end.ts';
import { ops } from '../op-count.ts';

export function adoptionAgency(b: TreeBuilder, subjectId: number): void {
  const s = b.stack;
  if (b.isCurrent(subjectId) && b.afe.indexOfNode(s.current) < 0) {
    b.pop();
    return;
  }
  for (let outer = 0; outer < 8; outer++) {
    const fe = b.afe.lastNamed(subjectId);
    if (fe === null) {
      anyOtherEndTag(b);
      return;
    }
    const feNode = fe.node;
    const feIndex = fe.state & EntryState.OPEN ? s.indexOf(feNode) : -1;
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
    let fbIndex = -1;
    for (let i = feIndex + 1; i <= s.top; i++) {
      ops.n++;
      if ((s.flags[i] as number) & Cat.SPECIAL) {
        fbIndex = i;
        break;
      }
    }
    if (fbIndex < 0) {
      while (s.top >= feIndex) b.pop();
      b.afe.removeEntry(fe);
      return;
    }
    adoptStep(b, fe, feIndex, fbIndex);
  }
}

/** The part of one outer iteration after a furthest block was found. */
function adoptStep(b: TreeBuilder, fe: FormattingEntry<unknown>, feIndex: number, fbIndexIn: number): void {
  const s = b.stack;
  const a = b.adapter;
  let fbIndex = fbIndexIn;
  const furthestBlock = s.nodes[fbIndex];
  const commonAncestorIndex = feIndex - 1;
  const commonAncestor = s.nodes[commonAncestorIndex];
  let bookmark = b.afe.indexOfEntry(fe as FormattingEntry<never>);
  let lastNode = furthestBlock;
  let nodeIndex = fbIndex;
  for (let inner = 1; ; inner++) {
    ops.n++;
    nodeIndex--;
    const node = s.nodes[nodeIndex];
    if (node === fe.node) break;
    // The entry of the node, if it is in the list of active formatting elements.
    let entry = s.entries[nodeIndex];
    if (entry !== null && entry !== undefined && !(entry.state & EntryState.LISTED)) entry = null;
    if (inner > 3 && entry !== null && entry !== undefined) {
      const ei = b.afe.indexOfEntry(entry);
      if (ei < bookmark) bookmark--;
      b.afe.removeEntry(entry);
      entry = null;
    }
    if (entry === null || entry === undefined) {
      b.removeAt(nodeIndex);
      fbIndex--;
      continue;
    }
    const el = b.createElement(TAG_NAMES[entry.id] as string, Ns.HTML, attributeObjects(entry.attrs), commonAncestor);
    s.replaceNode(nodeIndex, el, b.afe.replaceNode(entry, el));
    b.moves?.closed(node);
    if (lastNode === furthestBlock) bookmark = b.afe.indexOfNode(el) + 1;
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
  const feAt = b.afe.indexOfEntry(fe as FormattingEntry<never>);
  if (feAt < bookmark) bookmark--;
  b.afe.removeEntry(fe as FormattingEntry<never>);
  const entry = newEntry(el, fe.id, fe.attrs, fe.start, fe.end) as FormattingEntry<never>;
  b.afe.insertAt(bookmark, entry);
  const feIdx = s.indexOf(fe.node);
  b.removeAt(feIdx);
  fbIndex--;
  s.insertAt(fbIndex + 1, el, fe.id, Ns.HTML, TAG_NAMES[fe.id] as string);
  s.attach(fbIndex + 1, entry);
  b.pushed(el, fbIndex + 1, furthestBlock);
}
