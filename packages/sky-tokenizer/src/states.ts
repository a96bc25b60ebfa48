/**
 * Helpers of the tokeniser states (the states themselves are generated from
 * the spec: generated/states.ts).
 */
import { Ascii, Char } from '@forgiving/char-ref/codes';
import { State } from './generated/states.ts';

/** "Script raw data: close 1".."close 8" and "Style raw data: close 1".."close 7" (errata S7: one matcher). */
export function isRawDataClose(s: State): boolean {
  return s > State.ScriptRawData && s < State.TagOpen && s !== State.StyleRawData;
}

/** "The extra terminating character unset": never equal to a char code. */
export const NO_TERMINATOR = -1;

/** The "0".."9", "a".."z", "A".."Z", "-", "_", "." set of the tag open and close tag states. */
export function isTagNameStart(c: number): boolean {
  const lower = c | Ascii.CaseBit;
  return (
    (lower >= Char.LowerA && lower <= Char.LowerZ) ||
    (c >= Char.Digit0 && c <= Char.Digit9) ||
    c === Char.HyphenMinus ||
    c === Char.LowLine ||
    c === Char.FullStop
  );
}

/**
 * Ends a tag name run: whitespace, "/" or ">". Name characters are mostly
 * letters, above ">": one comparison settles them.
 */
export function endsTagName(c: number): boolean {
  return (
    c <= Char.GreaterThan &&
    (c === Char.Space ||
      c === Char.LineFeed ||
      c === Char.CarriageReturn ||
      c === Char.Solidus ||
      c === Char.GreaterThan)
  );
}
