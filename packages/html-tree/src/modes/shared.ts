/** Pieces several insertion modes share. */
import type { TreeBuilder } from '../builder.ts';
import { isWs, wsPrefix } from '../constants.ts';
import { textOffset } from '../locations.ts';
import { Bound } from '../open-elements.ts';
import { DONE, type ModeHandlers, REPROCESS, type Result } from './types.ts';

/** Comments go to the appropriate place; DOCTYPEs are errors: the default of most modes. */
export const base: Pick<ModeHandlers, 'comment' | 'doctype'> = {
  comment(b, data) {
    b.insertComment(data);
  },
  doctype(b) {
    b.error('unexpected-doctype');
  },
};

/**
 * Text in a mode that handles whitespace itself and everything else by
 * "anything else": `ws` gets the leading whitespace, `other` the rest (which
 * it reprocesses after switching modes).
 */
export function splitText(
  b: TreeBuilder,
  s: string,
  ws: (b: TreeBuilder, s: string) => void,
  other: (b: TreeBuilder, s: string) => Result,
): Result {
  const n = wsPrefix(s);
  if (n === s.length) {
    ws(b, s);
    return DONE;
  }
  if (n > 0) {
    // Each part gets its own span, as separate character tokens would (positions).
    const end = b.end;
    const at = textOffset(b, s, n);
    b.end = at;
    ws(b, s.slice(0, n));
    b.start = at;
    b.end = end;
  }
  return other(b, n === 0 ? s : s.slice(n));
}

/** Reprocess `rest` (the text after a split) in the current insertion mode, which the caller has switched. */
export function reprocessRest(b: TreeBuilder, rest: string): Result {
  b.rest = rest;
  return REPROCESS;
}

/** The unexpected-null-character error for the NUL at `s[i]` (a suffix of the current text token). */
export function nullCharacter(b: TreeBuilder, s: string, i: number): void {
  const at = textOffset(b, s, i);
  b.error('unexpected-null-character', at, at + 1);
}

export function ignoreWs(): void {}

export function insertWs(b: TreeBuilder, s: string): void {
  b.insertText(s);
}

/**
 * Insert only the whitespace of s (modes that drop other characters one by
 * one); its span runs from the first whitespace character kept to the end
 * of the last, as the separate character tokens would give (positions).
 */
export function insertWsOnly(b: TreeBuilder, s: string): void {
  const ws = s.replace(/[^\t\n\f\r ]+/g, '');
  if (ws === '') return;
  let first = 0;
  while (!isWs(s.charCodeAt(first))) first++;
  let last = s.length - 1;
  while (!isWs(s.charCodeAt(last))) last--;
  const { start, end } = b;
  b.start = textOffset(b, s, first);
  b.end = textOffset(b, s, last + 1);
  b.insertText(ws);
  b.start = start;
  b.end = end;
}

/**
 * Whether an element other than dd, dt, li, optgroup, option, p, rb, rp,
 * rt, rtc, tbody, td, tfoot, th, thead, tr, body, html is open (errors at
 * EOF and on </body>): the stack keeps the topmost such entry, O(1) (H8).
 */
export function checkOpenElements(b: TreeBuilder): void {
  if (b.stack.boundary(Bound.MUST_CLOSE) >= 0) b.error('eof-with-open-elements');
}
