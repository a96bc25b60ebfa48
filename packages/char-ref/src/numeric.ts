/**
 * Numeric character references, by dialect. Pure functions over a code
 * point value: the tokenizers accumulate digits with `accumulateDigit` and
 * resolve the value here once the reference ends.
 */
import { Ascii, Char, isSurrogate } from './codes.ts';

/** U+FFFD REPLACEMENT CHARACTER (typed as its number: no const enum in published declarations). */
export const REPLACEMENT_CHARACTER: 0xfffd = Char.ReplacementCharacter;

/**
 * Any value above this is out of Unicode. Accumulation saturates here so a
 * long digit run never overflows past 2^53 (Sky errata S15).
 */
export const SATURATED_CODE_POINT = 0x110000;

/** value * radix + digit, saturating at SATURATED_CODE_POINT (errata S15). */
export function accumulateDigit(value: number, digit: number, radix: 10 | 16): number {
  const next = value * radix + digit;
  return Math.min(next, SATURATED_CODE_POINT);
}

/**
 * Value of an ASCII hex digit char code, or -1. Decimal digits are the
 * subset 0-9 (callers check the range for decimal references).
 */
export function hexDigitValue(code: number): number {
  if (code >= Char.Digit0 && code <= Char.Digit9) return code - Char.Digit0;
  const lower = code | Ascii.CaseBit;
  if (lower >= Char.LowerA && lower <= Char.LowerF) return lower - Char.LowerA + 10;
  return -1;
}

/**
 * Sky: a value between 0x1 and 0x10FFFF that is not a surrogate is itself,
 * anything else is U+FFFD (sky-parsing.txt, hexadecimal / decimal numeric
 * character reference states).
 */
export function skyNumericReference(value: number): number {
  return value >= 1 && value <= Char.MaxCodePoint && !isSurrogate(value) ? value : REPLACEMENT_CHARACTER;
}

/**
 * The XML 1.0 `Char` production:
 * #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
 */
export function isXmlChar(cp: number): boolean {
  if (cp < Char.Space) return cp === Char.Tab || cp === Char.LineFeed || cp === Char.CarriageReturn;
  if (cp <= 0xd7ff) return true;
  if (cp < 0xe000) return false;
  if (cp <= 0xfffd) return true;
  return cp >= 0x10000 && cp <= Char.MaxCodePoint;
}

/**
 * XML: a value that matches `Char` is itself; anything else is U+FFFD and
 * the caller reports `invalid-character-reference` (XML-ER decision X3).
 * Returns -1 for "not a Char" so callers can tell and substitute.
 */
export function xmlNumericReference(value: number): number {
  return isXmlChar(value) ? value : -1;
}

/** Error kinds of the WHATWG numeric character reference end state. */
export type HtmlNumericReferenceError =
  | 'null-character-reference'
  | 'character-reference-outside-unicode-range'
  | 'surrogate-character-reference'
  | 'noncharacter-character-reference'
  | 'control-character-reference';

/**
 * WHATWG HTML "numeric character reference end state": C1 values that
 * Windows-1252 maps elsewhere are remapped (0x80 → U+20AC ...).
 * Index is value - 0x80; 0 means "no remapping".
 */
// Marked pure so bundles that never remap C1 drop it (size budget, issue #14).
const C1_REMAP = /* @__PURE__ */ new Uint16Array([
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
]);

function isNoncharacter(cp: number): boolean {
  return (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe;
}

/** TAB, LF and FF as bits: the C0 controls that are ASCII whitespace, but for CR, which the Standard reports. */
const C0_WHITESPACE_BUT_CR = (1 << Char.Tab) | (1 << Char.LineFeed) | (1 << Char.FormFeed);

/** CR, or a control that is not ASCII whitespace (NUL is reported before). */
function isControlReference(cp: number): boolean {
  return cp < Char.Space ? ((C0_WHITESPACE_BUT_CR >> cp) & 1) === 0 : cp >= Char.Delete && cp <= Char.C1ControlMax;
}

/**
 * HTML: the code point a numeric reference with this value produces, per the
 * WHATWG numeric character reference end state.
 */
export function htmlNumericReference(value: number): number {
  if (value === 0 || value > Char.MaxCodePoint || isSurrogate(value)) return REPLACEMENT_CHARACTER;
  if (value >= Char.NonAscii && value <= Char.C1ControlMax) {
    const mapped = C1_REMAP[value - Char.NonAscii]!;
    if (mapped !== 0) return mapped;
  }
  return value;
}

/** The parse errors of the numeric reference end state, by `htmlNumericReferenceErrorKind`. */
const HTML_NUMERIC_REFERENCE_ERRORS = [
  null,
  'null-character-reference',
  'character-reference-outside-unicode-range',
  'surrogate-character-reference',
  'noncharacter-character-reference',
  'control-character-reference',
] as const;

/**
 * The parse error (if any) that the WHATWG rules report for this value, as
 * a number: its index in `HTML_NUMERIC_REFERENCE_ERRORS`, 0 for none
 * (html-tokenizer's low level reports numbers, not code strings: issue 15).
 */
export function htmlNumericReferenceErrorKind(value: number): number {
  if (value === 0) return 1;
  if (value > Char.MaxCodePoint) return 2;
  if (isSurrogate(value)) return 3;
  if (isNoncharacter(value)) return 4;
  return isControlReference(value) ? 5 : 0;
}

/** The parse error (if any) that the WHATWG rules report for this value. */
export function htmlNumericReferenceError(value: number): HtmlNumericReferenceError | null {
  return HTML_NUMERIC_REFERENCE_ERRORS[htmlNumericReferenceErrorKind(value)]!;
}
