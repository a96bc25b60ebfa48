/**
 * The An+B argument parser of the note ("Parsing of functional
 * pseudo-classes arguments": nth-start, nth-after-n, nth-after-b-sign and
 * nth-end modes) with decisions N1–N5, on regrouped tokens (decision N0).
 * With them the modes equal CSS Syntax 3 §6 "The An+B microsyntax".
 */
import { consumeComponentValues } from './regroup.ts';
import { Tokenizer } from './tokenizer.ts';
import { type RawSelectorError, locateError, rawError } from './errors.ts';
import type { ComponentValue, ParseNthResult } from './types.ts';

/** parseNthTokens' result: the error is located by the caller, against the whole string. */
type NthTokensResult = { ok: true; a: number; b: number } | { ok: false; error: RawSelectorError };
import { Ascii, Char, isAsciiDigit, isAsciiWhitespace } from '@forgiving/char-ref/codes';

const enum Mode {
  Start = 0,
  AfterN = 1,
  AfterBSign = 2,
  End = 3,
}

const INT32_MAX = 2147483647;
const INT32_MIN = -2147483648;

/** Decision N5: integers saturate to the signed 32-bit range (and -0 becomes 0). */
export function saturate(value: number): number {
  if (value > INT32_MAX) return INT32_MAX;
  if (value < INT32_MIN) return INT32_MIN;
  return value + 0;
}

/** ASCII case-insensitive equality with a lowercase literal (decision N1). */
function equalsLower(value: string, lower: string): boolean {
  if (value.length !== lower.length) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const folded = c >= Char.UpperA && c <= Char.UpperZ ? c | Ascii.CaseBit : c;
    if (folded !== lower.charCodeAt(i)) return false;
  }
  return true;
}

/** `n-<digits>` (ASCII case-insensitive n): the digits' value, or -1 when it is not that shape. */
function nDashDigits(value: string, from: number): number {
  if (value.length < from + 3) return -1;
  if ((value.charCodeAt(from) | Ascii.CaseBit) !== Char.LowerN || value.charCodeAt(from + 1) !== Char.HyphenMinus)
    return -1;
  for (let i = from + 2; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (!isAsciiDigit(c)) return -1;
  }
  return Number(value.slice(from + 2));
}

interface NthState {
  mode: Mode;
  a: number;
  b: number;
  negativeB: boolean;
}

/**
 * nth-start mode for an ident whose value (after an optional `+` of
 * decision N2 has been taken off) is `value`; `allowDash` is false after `+`
 * (`+-n` is not An+B). Returns false when the ident is not valid here.
 */
function startIdent(state: NthState, value: string, afterPlus: boolean): boolean {
  if (!afterPlus) {
    if (equalsLower(value, 'even')) return set(state, 2, 0, Mode.End);
    if (equalsLower(value, 'odd')) return set(state, 2, 1, Mode.End);
  }
  let a = 1;
  let from = 0;
  if (!afterPlus && value.charCodeAt(0) === Char.HyphenMinus) {
    a = -1;
    from = 1;
  }
  const rest = value.length - from;
  if (rest === 1 && (value.charCodeAt(from) | Ascii.CaseBit) === Char.LowerN) return set(state, a, 0, Mode.AfterN);
  if (
    rest === 2 &&
    (value.charCodeAt(from) | Ascii.CaseBit) === Char.LowerN &&
    value.charCodeAt(from + 1) === Char.HyphenMinus
  ) {
    state.negativeB = true;
    return set(state, a, 0, Mode.AfterBSign);
  }
  const digits = nDashDigits(value, from);
  if (digits >= 0) return set(state, a, -digits, Mode.End); // decision N3
  return false;
}

function set(state: NthState, a: number, b: number, mode: Mode): boolean {
  state.a = a;
  state.b = b;
  state.mode = mode;
  return true;
}

/** nth-start mode: dimension with the integer flag and a unit n, n-, n-<digits>. */
function startDimension(state: NthState, token: ComponentValue & { type: 'dimension' }): boolean {
  if (!token.integer) return false;
  const unit = token.unit;
  const a = token.value;
  if (unit.length === 1 && (unit.charCodeAt(0) | Ascii.CaseBit) === Char.LowerN) return set(state, a, 0, Mode.AfterN);
  if (
    unit.length === 2 &&
    (unit.charCodeAt(0) | Ascii.CaseBit) === Char.LowerN &&
    unit.charCodeAt(1) === Char.HyphenMinus
  ) {
    state.negativeB = true;
    return set(state, a, 0, Mode.AfterBSign);
  }
  const digits = nDashDigits(unit, 0);
  if (digits >= 0) return set(state, a, -digits, Mode.End);
  return false;
}

/**
 * Runs the modes over `tokens` (whitespace at both ends already trimmed).
 * Returns the index of the offending token (tokens.length for EOF), or -1
 * when valid (then state.a / state.b hold the result, unsaturated).
 */
function runModes(tokens: readonly ComponentValue[], state: NthState): number {
  let i = 0;
  for (; i <= tokens.length; i++) {
    const token = tokens[i];
    switch (state.mode) {
      case Mode.Start: {
        if (token === undefined) return i;
        if (token.type === 'ident') {
          if (!startIdent(state, token.value, false)) return i;
        } else if (token.type === 'delim' && token.value === '+') {
          // Decision N2: `+` immediately followed by n, n-, n-<digits>.
          const next = tokens[i + 1];
          if (next === undefined || next.type !== 'ident' || !startIdent(state, next.value, true)) return i;
          i++;
        } else if (token.type === 'dimension') {
          if (!startDimension(state, token)) return i;
        } else if (token.type === 'number' && token.integer) {
          set(state, 0, token.value, Mode.End);
        } else return i;
        break;
      }
      case Mode.AfterN: {
        if (token === undefined) {
          state.b = 0;
          return -1;
        }
        if (token.type === 'whitespace') break;
        if (token.type === 'delim' && (token.value === '+' || token.value === '-')) {
          state.negativeB = token.value === '-';
          state.mode = Mode.AfterBSign;
        } else if (token.type === 'number' && token.integer && token.signed) {
          // Decision N4: B as a number must carry its sign here.
          state.b = token.value;
          state.mode = Mode.End;
        } else return i;
        break;
      }
      case Mode.AfterBSign: {
        if (token === undefined) return i;
        if (token.type === 'whitespace') break;
        if (token.type === 'number' && token.integer && !token.signed) {
          state.b = state.negativeB ? -token.value : token.value;
          state.mode = Mode.End;
        } else return i;
        break;
      }
      case Mode.End:
        return token === undefined ? -1 : i;
    }
  }
  return -1;
}

/** Drops whitespace tokens at both ends (the note: arguments are trimmed). */
export function trimWhitespace(tokens: readonly ComponentValue[]): readonly ComponentValue[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && tokens[start]!.type === 'whitespace') start++;
  while (end > start && tokens[end - 1]!.type === 'whitespace') end--;
  return start === 0 && end === tokens.length ? tokens : tokens.slice(start, end);
}

/**
 * Parses An+B from regrouped tokens that carry positions (offsets into the
 * string being parsed); `endOffset` is where EOF is.
 */
export function parseNthTokens(tokens: readonly ComponentValue[], endOffset: number): NthTokensResult {
  const trimmed = trimWhitespace(tokens);
  const state: NthState = { mode: Mode.Start, a: 0, b: 0, negativeB: false };
  const bad = runModes(trimmed, state);
  if (bad === -1) return { ok: true, a: saturate(state.a), b: saturate(state.b) };
  return { ok: false, error: nthError(trimmed[bad], endOffset) };
}

/** The error spans the token at fault, or is empty at the end of the argument. */
function nthError(token: ComponentValue | undefined, endOffset: number): RawSelectorError {
  if (token === undefined || token.start === undefined) return rawError('invalid-an-plus-b', endOffset);
  return rawError('invalid-an-plus-b', token.start, token.end);
}

/**
 * Fast path for plain ASCII arguments: `odd`, `even`, `[+-]?<digits>?n`,
 * optionally followed by `[+-] <digits>`, or `[+-]?<digits>`. Only the
 * forms whose token reading is unambiguous are accepted here; anything
 * else (escapes, comments, exponents, non-ASCII, invalid input) returns
 * undefined and goes through the tokenizer and the modes.
 */
export function parseNthFast(text: string): { a: number; b: number } | undefined {
  return scanNth(text) ? { a: scanned.a, b: scanned.b } : undefined;
}

/** The result of the last successful scanNth (module scratch: no allocation on the hot path). */
export const scanned = { a: 0, b: 0 };

function found(a: number, b: number): boolean {
  scanned.a = a;
  scanned.b = b;
  return true;
}

/** `odd` / `even` in place, ASCII case-insensitively (decision N1). */
function scanWord(text: string, i: number, end: number): boolean {
  const length = end - i;
  if (
    length === 3 &&
    (text.charCodeAt(i) | Ascii.CaseBit) === Char.LowerO &&
    (text.charCodeAt(i + 1) | Ascii.CaseBit) === Char.LowerD &&
    (text.charCodeAt(i + 2) | Ascii.CaseBit) === Char.LowerD
  ) {
    return found(2, 1);
  }
  if (
    length === 4 &&
    (text.charCodeAt(i) | Ascii.CaseBit) === Char.LowerE &&
    (text.charCodeAt(i + 1) | Ascii.CaseBit) === Char.LowerV &&
    (text.charCodeAt(i + 2) | Ascii.CaseBit) === Char.LowerE &&
    (text.charCodeAt(i + 3) | Ascii.CaseBit) === Char.LowerN
  ) {
    return found(2, 0);
  }
  return false;
}

/**
 * The fast path proper: true with scanned.a/scanned.b set, or false to take
 * the tokenizer path. Reads stay inside [start, end) (-1 past the end):
 * out-of-bounds charCodeAt is slow in optimised code.
 */
export function scanNth(text: string, start = 0, end = text.length): boolean {
  let i = start;
  while (i < end && isAsciiWhitespace(text.charCodeAt(i))) i++;
  while (end > i && isAsciiWhitespace(text.charCodeAt(end - 1))) end--;
  if (i === end) return false;
  let c = text.charCodeAt(i);
  if ((c | Ascii.CaseBit) === Char.LowerO || (c | Ascii.CaseBit) === Char.LowerE) return scanWord(text, i, end);
  let sign = 1;
  if (c === Char.Plus || c === Char.HyphenMinus) {
    if (c === Char.HyphenMinus) sign = -1;
    c = ++i < end ? text.charCodeAt(i) : -1;
  }
  const digitsStart = i;
  let value = 0;
  while (c >= Char.Digit0 && c <= Char.Digit9) {
    value = value * 10 + (c - Char.Digit0);
    c = ++i < end ? text.charCodeAt(i) : -1;
  }
  const hasDigits = i > digitsStart;
  if (i === end) return hasDigits && found(0, saturate(sign * value));
  if ((c | Ascii.CaseBit) !== Char.LowerN) return false;
  const a = hasDigits ? saturate(sign * value) : sign;
  if (++i === end) return found(a, 0);
  c = text.charCodeAt(i);
  // After n: optional whitespace, a sign, optional whitespace, digits.
  // `n-1` / `2n-1` (one ident / dimension, decision N3) and `n -1`, `n - 1`,
  // `n- 1` all give the same value, so the shapes can be read alike — except
  // `n 1` (decision N4), `n+` at the end, and `-n-` without digits.
  while (isAsciiWhitespace(c)) c = ++i < end ? text.charCodeAt(i) : -1;
  if (c !== Char.Plus && c !== Char.HyphenMinus) return false;
  const bSign = c === Char.HyphenMinus ? -1 : 1;
  c = ++i < end ? text.charCodeAt(i) : -1;
  while (isAsciiWhitespace(c)) c = ++i < end ? text.charCodeAt(i) : -1;
  const bStart = i;
  let b = 0;
  while (c >= Char.Digit0 && c <= Char.Digit9) {
    b = b * 10 + (c - Char.Digit0);
    c = ++i < end ? text.charCodeAt(i) : -1;
  }
  if (i === bStart || i !== end) return false;
  return found(a, saturate(bSign * b));
}

/** parseNthWithError on a whole argument string (the text inside the parentheses). */
export function parseNthArgument(text: string): ParseNthResult {
  if (scanNth(text)) return { ok: true, a: scanned.a, b: scanned.b };
  const tokens = consumeComponentValues(new Tokenizer(text), false, true);
  const result = parseNthTokens(tokens, text.length);
  return result.ok ? result : { ok: false, error: locateError(result.error, text) };
}
