/**
 * XML 1.0 (5th edition) Name productions, used for the well-formedness
 * checks of decision X12 (the draft's tokenizer accepts any character).
 */
import { Char } from '@forgiving/char-ref/codes';

/** NameStartChar. */
export function isNameStartChar(c: number): boolean {
  if (c < Char.NonAscii) {
    return (
      (c >= Char.LowerA && c <= Char.LowerZ) ||
      (c >= Char.UpperA && c <= Char.UpperZ) ||
      c === Char.LowLine ||
      c === Char.Colon
    );
  }
  return (
    (c >= 0xc0 && c <= 0xd6) ||
    (c >= 0xd8 && c <= 0xf6) ||
    (c >= 0xf8 && c <= 0x2ff) ||
    (c >= 0x370 && c <= 0x37d) ||
    (c >= 0x37f && c <= 0x1fff) ||
    (c >= 0x200c && c <= 0x200d) ||
    (c >= 0x2070 && c <= 0x218f) ||
    (c >= 0x2c00 && c <= 0x2fef) ||
    (c >= 0x3001 && c <= 0xd7ff) ||
    (c >= 0xf900 && c <= 0xfdcf) ||
    (c >= 0xfdf0 && c <= 0xfffd) ||
    // Surrogates: a pair encodes [#x10000-#xEFFFF]; checked as a pair by callers.
    (c >= Char.SurrogateMin && c <= Char.HighSurrogateMax)
  );
}

/** NameChar. */
export function isNameChar(c: number): boolean {
  if (c < Char.NonAscii) {
    return (
      (c >= Char.LowerA && c <= Char.LowerZ) ||
      (c >= Char.UpperA && c <= Char.UpperZ) ||
      (c >= Char.Digit0 && c <= Char.Digit9) ||
      c === Char.LowLine ||
      c === Char.Colon ||
      c === Char.HyphenMinus ||
      c === Char.FullStop
    );
  }
  return (
    c === 0xb7 ||
    (c >= 0x300 && c <= 0x36f) ||
    (c >= 0x203f && c <= 0x2040) ||
    (c >= Char.LowSurrogateMin && c <= Char.SurrogateMax) ||
    isNameStartChar(c)
  );
}

function isNameFrom(text: string, first: boolean): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= Char.SurrogateMin && c <= Char.HighSurrogateMax) {
      // Only [#x10000-#xEFFFF]: high surrogates D800-DB7F.
      const low = text.charCodeAt(i + 1);
      if (c > 0xdb7f || !(low >= Char.LowSurrogateMin && low <= Char.SurrogateMax)) return false;
      i++;
      continue;
    }
    if (c >= Char.LowSurrogateMin && c <= Char.SurrogateMax) return false;
    if (i === 0 && first ? !isNameStartChar(c) : !isNameChar(c)) return false;
  }
  return true;
}

/** 1: NameStartChar, 2: NameChar only, 0: neither (ASCII). */
export const ASCII_NAME = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_NAME[c] = isNameStartChar(c) ? 1 : isNameChar(c) ? 2 : 0;

/** Name: NameStartChar (NameChar)*. ASCII names take a table-driven fast path. */
export function isName(text: string): boolean {
  const length = text.length;
  if (length === 0) return false;
  const first = text.charCodeAt(0);
  if (first >= 128 || ASCII_NAME[first] !== 1) return isNameFrom(text, true);
  for (let i = 1; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128 || ASCII_NAME[c] === 0) return isNameFrom(text, true);
  }
  return true;
}

/** Nmtoken: (NameChar)+. */
export function isNmtoken(text: string): boolean {
  return isNameFrom(text, false);
}
