// `:dir()` on hast: the HTML Standard's directionality (§3.2.6.4 "The dir
// attribute"), over the static tree, filled for every element once per
// select call, parents before children (ids are preorder), no recursion:
// - `dir=ltr` / `dir=rtl` give it; the document element without a valid
//   `dir` is ltr;
// - `dir=auto` (and a `bdi` without a valid `dir`): the auto directionality,
//   the first strong character of the element's text (for `textarea` and
//   `input`: its value), skipping `bdi`, `script`, `style` and `textarea`
//   elements and elements with a valid `dir`; none found: ltr;
// - otherwise the parent's directionality (ltr at the top).
// Strong characters: a letter (\p{L}) or a spacing mark in a right-to-left
// script, or U+200F / U+061C, is R / AL; any other letter or spacing mark, or
// U+200E, is L (the Unicode Bidi_Class, which JavaScript does not expose,
// approximated by script: digits, punctuation and symbols are weak or
// neutral and skipped).
import type { Matcher, MatchContext } from './context.ts';
import { asciiLower } from './html-rules.ts';
import { childrenOf, htmlAttribute, htmlName, inputType } from './html-states.ts';
import { ELEMENT } from './tree-adapter.ts';

const LTR = 1;
const RTL = 2;

const STRONG = /[\p{L}\p{Mc}\u200E\u200F\u061C]/u;
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Imperial_Aramaic}\p{Script=Phoenician}\p{Script=Kharoshthi}\p{Script=Avestan}\p{Script=Old_South_Arabian}\p{Script=Old_North_Arabian}\p{Script=Nabataean}\p{Script=Palmyrene}\p{Script=Hatran}\p{Script=Manichaean}\p{Script=Mende_Kikakui}\p{Script=Yezidi}\u200F\u061C]/u;
const STRONG_ALL = new RegExp(STRONG.source, 'gu');

/** The direction of the first strong character of `text`: LTR, RTL or 0 (none). */
function firstStrong(text: string): number {
  STRONG_ALL.lastIndex = 0;
  const found = STRONG_ALL.exec(text);
  if (found === null) return 0;
  return RIGHT_TO_LEFT.test(found[0]) ? RTL : LTR;
}

/** The `dir` attribute's state: LTR, RTL, 3 (auto) or 0 (undefined state: missing or invalid). */
function dirState(c: MatchContext, id: number): number {
  const value = htmlAttribute(c, id, 'dir');
  if (value === undefined) return 0;
  const state = asciiLower(value);
  return state === 'ltr' ? LTR : state === 'rtl' ? RTL : state === 'auto' ? 3 : 0;
}

const SKIPPED = new Set(['bdi', 'script', 'style', 'textarea']);

interface Node {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

/** The auto directionality of an element (HTML §3.2.6.4), iteratively; 0 when no strong character. */
function autoDirection(c: MatchContext, id: number): number {
  const name = htmlName(c, id);
  if (name === 'textarea' || (name === 'input' && isTextual(c, id))) {
    if (name === 'input') return firstStrong(htmlAttribute(c, id, 'value') ?? '');
    let text = '';
    for (const child of childrenOf(c, id) as Node[]) if (child.type === 'text') text += child.value ?? '';
    return firstStrong(text);
  }
  const stack: Node[] = [];
  const children = childrenOf(c, id) as Node[];
  for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'text') {
      const found = firstStrong(node.value ?? '');
      if (found !== 0) return found;
      continue;
    }
    if (node.type !== 'element' || node.children === undefined) continue;
    if (SKIPPED.has(node.tagName ?? '') || hasValidDir(node)) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return 0;
}

/** A descendant hast element with `dir` in a defined state (ltr, rtl, auto): its text does not count for the ancestor. */
function hasValidDir(node: Node): boolean {
  const value = node.properties?.dir;
  if (typeof value !== 'string') return false;
  const state = asciiLower(value);
  return state === 'ltr' || state === 'rtl' || state === 'auto';
}

function isTextual(c: MatchContext, id: number): boolean {
  const type = inputType(c, id);
  return type === 'text' || type === 'search' || type === 'tel' || type === 'url' || type === 'email';
}

function fill(c: MatchContext, table: Uint8Array): void {
  const { index } = c;
  for (let id = 0; id < index.size; id++) {
    if (index.kind[id] !== ELEMENT) continue;
    const p = index.parent[id]!;
    const parentDirection = p >= 0 && index.kind[p] === ELEMENT ? table[p]! : 0;
    const state = dirState(c, id);
    if (state === LTR || state === RTL) table[id] = state;
    else if (state === 3 || (htmlName(c, id) === 'bdi' && state === 0)) table[id] = autoDirection(c, id) || LTR;
    else table[id] = parentDirection || LTR;
  }
}

/** `:dir(ltr)` / `:dir(rtl)`; any other argument matches nothing (Selectors 4 §7.1). */
export function compileDirection(argument: string, slot: number): Matcher {
  const wanted = argument === 'ltr' ? LTR : argument === 'rtl' ? RTL : 0;
  if (wanted === 0) return () => false;
  return (c, id) => c.table(slot, (table) => fill(c, table))[id] === wanted;
}
