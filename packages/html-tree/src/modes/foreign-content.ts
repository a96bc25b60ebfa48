/** § 13.2.6.5 The rules for parsing tokens in foreign content. */
import { TagId as T } from '../generated/tag-ids.ts';
import type { TreeBuilder } from '../builder.ts';
import { Cat, HTML_FLAGS, Ns } from '../categories.ts';
import { isWs } from '../constants.ts';
import { asciiLower, SVG_TAG_NAMES } from '../foreign.ts';
import { Bound } from '../open-elements.ts';
import { nullCharacter } from './shared.ts';
import { DONE, type Result, useRulesOf } from './types.ts';

function text(b: TreeBuilder, s: string): void {
  let value = s;
  if (value.indexOf('\u0000') >= 0) {
    for (let i = 0; i < s.length; i++) {
      if (s.charCodeAt(i) === 0) nullCharacter(b, s, i);
    }
    value = s.replace(/\u0000/g, '\uFFFD');
  }
  b.insertText(value);
  if (b.framesetOk) {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c !== 0 && !isWs(c)) {
        b.framesetOk = false;
        break;
      }
    }
  }
}

function breaksOut(b: TreeBuilder): boolean {
  if ((HTML_FLAGS[b.id] as number) & Cat.BREAKOUT) return true;
  if (b.id !== T.font) return false;
  for (const a of b.attrs) if (a.name === 'color' || a.name === 'face' || a.name === 'size') return true;
  return false;
}

/** Pop until the current node is HTML or an integration point (the breakout of §13.2.6.5). */
function popToHtml(b: TreeBuilder): void {
  const s = b.stack;
  b.error('unexpected-html-in-foreign-content');
  while (s.top > 0 && s.currentNs !== Ns.HTML && !((s.flags[s.top] as number) & (Cat.MATH_TEXT_IP | Cat.HTML_IP)))
    b.pop();
}

function startTag(b: TreeBuilder): Result {
  if (breaksOut(b)) {
    popToHtml(b);
    // "Reprocess the token according to the rules given in the section
    // corresponding to the current insertion mode in HTML content."
    return useRulesOf(b.mode);
  }
  const ns = b.adjustedNs();
  const name = ns === Ns.SVG ? (SVG_TAG_NAMES.get(b.name) ?? b.name) : b.name;
  b.insertForeignElement(ns, name, b.selfClosing);
  return DONE;
}

function endTag(b: TreeBuilder): Result {
  const s = b.stack;
  if (b.id === T.br || b.id === T.p) {
    // </br> and </p> break out of foreign content like the start tags above (current Standard).
    popToHtml(b);
    return useRulesOf(b.mode);
  }
  const i = s.top;
  if (b.id === T.script && s.currentNs === Ns.SVG && s.names[i] === 'script') {
    b.pop();
    return DONE;
  }
  if (asciiLower(s.names[i] as string) !== b.name) b.error('unexpected-end-tag-in-foreign-content');
  // Fragment case: the current node is the root html element; the loop ends at once.
  if (i === 0) return DONE;
  // The loop of §13.2.6.5 walks down from the current node to the first
  // element of that name, stopping at the first HTML element. With the
  // stack's per-name links both are O(1) (decision H8).
  const match = s.lastForeignIndexOf(b.name);
  const html = s.boundary(Bound.HTML);
  if (match > html) {
    // The element's own spelling, so that its location gets this end tag (as parse5).
    b.lastTagName = s.names[match] as string;
    while (s.top >= match) b.pop();
    return DONE;
  }
  // "Process the token according to the rules given in the section
  // corresponding to the current insertion mode in HTML content."
  return html >= 0 ? useRulesOf(b.mode) : DONE;
}

export const dispatchForeign = { text, startTag, endTag };
