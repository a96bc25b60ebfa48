import { State } from '@forgiving/html-tokenizer';

/** Insertion modes (WHATWG HTML §13.2.4.1), numbered; handlers are indexed by them. */
export const enum Mode {
  INITIAL = 0,
  BEFORE_HTML = 1,
  BEFORE_HEAD = 2,
  IN_HEAD = 3,
  IN_HEAD_NOSCRIPT = 4,
  AFTER_HEAD = 5,
  IN_BODY = 6,
  TEXT = 7,
  IN_TABLE = 8,
  IN_TABLE_TEXT = 9,
  IN_CAPTION = 10,
  IN_COLUMN_GROUP = 11,
  IN_TABLE_BODY = 12,
  IN_ROW = 13,
  IN_CELL = 14,
  IN_TEMPLATE = 15,
  AFTER_BODY = 16,
  IN_FRAMESET = 17,
  AFTER_FRAMESET = 18,
  AFTER_AFTER_BODY = 19,
  AFTER_AFTER_FRAMESET = 20,
}

/**
 * The tokenizer states that tree construction switches to (§13.2.5): the
 * numbers of @forgiving/html-tokenizer's `State`, taken from it, so a custom
 * factory that hands them to `createTokenizer().setState` switches to the
 * state named (they were numbered apart once, and `<title>` then lexed as
 * data: test/custom-tokenizer.test.ts).
 */
export const STATE_DATA: number = State.Data;
export const STATE_RCDATA: number = State.RCDATA;
export const STATE_RAWTEXT: number = State.RAWTEXT;
export const STATE_SCRIPT_DATA: number = State.ScriptData;
export const STATE_PLAINTEXT: number = State.PLAINTEXT;

/** What the tree builder needs from its tokenizer. */
export interface TokenizerControl {
  /** Switch the tokenizer to one of the STATE_* states. */
  setState(state: number): void;
  /** Whether the adjusted current node is a foreign element (CDATA sections allowed). */
  setForeign(flag: boolean): void;
  /**
   * During a text token: where each piece of its value starts, as triples
   * (index in the value, input offset, 1 verbatim / 0 a replacement); empty
   * when the value is one verbatim section (HtmlStreamTokenizer.textPieces).
   * Without it, text values are taken as verbatim.
   */
  textPieces?(): readonly number[];
}

/** HTML whitespace as tree construction tests it: tab, LF, FF, CR, space. */
export function isWs(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
}

/** Length of the leading whitespace of s. */
export function wsPrefix(s: string): number {
  let i = 0;
  while (i < s.length && isWs(s.charCodeAt(i))) i++;
  return i;
}
