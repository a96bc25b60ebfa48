/**
 * "Prescan a byte stream to determine its encoding" (HTML Standard
 * §13.2.3.2), decision H1: one small function per step of the algorithm
 * and of its "get an attribute" helper. Only ASCII bytes can name an
 * encoding, so names and values are built from bytes as Latin-1 code
 * points, as the Standard says.
 *
 * The end condition is `limit` bytes (1024, what the Standard encourages).
 * Whenever the position would pass the end of the bytes or the limit, the
 * whole prescan aborts unsuccessfully: a `<meta>` cut off by the limit
 * names nothing.
 */
import { extractEncodingFromMetaContent, htmlMetaEncodingFixup, whatwgEncodingForLabel } from './html-encoding.ts';
import { Ascii, Char, isAsciiAlpha, isAsciiWhitespace } from './codes.ts';

/** The byte at or after the end: the prescan has run out of bytes. */
const OUT = -1;

/** ASCII upper-case letters become lower-case; any other byte stays (as a Latin-1 code point). */
function lowerByte(b: number): string {
  return String.fromCharCode(b >= Char.UpperA && b <= Char.UpperZ ? b | Ascii.CaseBit : b);
}

/** Results of "get an attribute". */
const ATTRIBUTE = 0;
const NO_ATTRIBUTE = 1;
const ABORTED = 2;

/** The scanning position and the attribute last sniffed. */
class Prescan {
  position = 0;
  name = '';
  value = '';

  constructor(
    private readonly bytes: Uint8Array,
    private readonly end: number,
  ) {}

  /** The byte at `position + ahead`, or OUT past the end condition. */
  at(ahead = 0): number {
    const i = this.position + ahead;
    return i < this.end ? this.bytes[i]! : OUT;
  }

  /**
   * "Get an attribute" steps 1-3: skip whitespace and `/`; `>` means
   * no attribute; anything else starts a name.
   */
  getAttribute(): number {
    let b = this.at();
    while (isAsciiWhitespace(b) || b === Char.Solidus) {
      this.position++;
      b = this.at();
    }
    if (b === OUT) return ABORTED;
    if (b === Char.GreaterThan) return NO_ATTRIBUTE;
    this.name = '';
    this.value = '';
    return this.attributeName();
  }

  /** Steps 4-5: the name, lowercased, up to `=`, whitespace, `/` or `>`. */
  private attributeName(): number {
    for (;;) {
      const b = this.at();
      if (b === OUT) return ABORTED;
      if (b === Char.EqualsSign && this.name !== '') {
        this.position++;
        return this.attributeValue();
      }
      if (isAsciiWhitespace(b)) return this.spaces();
      if (b === Char.Solidus || b === Char.GreaterThan) return ATTRIBUTE;
      this.name += lowerByte(b);
      this.position++;
    }
  }

  /** Steps 6-8 ("Spaces"): whitespace, then `=` leads to a value, anything else ends a valueless attribute. */
  private spaces(): number {
    let b = this.at();
    while (isAsciiWhitespace(b)) {
      this.position++;
      b = this.at();
    }
    if (b === OUT) return ABORTED;
    if (b !== Char.EqualsSign) return ATTRIBUTE;
    this.position++;
    return this.attributeValue();
  }

  /** Steps 9-10 ("Value"): whitespace, then a quoted value, `>` (empty value), or the first byte of an unquoted one. */
  private attributeValue(): number {
    let b = this.at();
    while (isAsciiWhitespace(b)) {
      this.position++;
      b = this.at();
    }
    if (b === OUT) return ABORTED;
    if (b === Char.QuotationMark || b === Char.Apostrophe) return this.quotedValue(b);
    if (b === Char.GreaterThan) return ATTRIBUTE;
    this.value += lowerByte(b);
    this.position++;
    return this.unquotedValue();
  }

  /** Step 10, quote loop: up to the matching quote, which is consumed. */
  private quotedValue(quote: number): number {
    for (;;) {
      this.position++;
      const b = this.at();
      if (b === OUT) return ABORTED;
      if (b === quote) {
        this.position++;
        return ATTRIBUTE;
      }
      this.value += lowerByte(b);
    }
  }

  /** Steps 11-12: the rest of an unquoted value, up to whitespace or `>` (not consumed). */
  private unquotedValue(): number {
    for (;;) {
      const b = this.at();
      if (b === OUT) return ABORTED;
      if (isAsciiWhitespace(b) || b === Char.GreaterThan) return ATTRIBUTE;
      this.value += lowerByte(b);
      this.position++;
    }
  }

  /** Moves to the first byte from `position` for which `found` holds; false if the bytes run out. */
  advanceTo(found: (b: number) => boolean): boolean {
    for (let b = this.at(); b !== OUT; b = this.at()) {
      if (found(b)) return true;
      this.position++;
    }
    return false;
  }
}

/** Step 3: `<\0?\0x\0` or `\0<\0?\0x`, a UTF-16 XML declaration without BOM. */
function utf16XmlDeclaration(scan: Prescan): string | null {
  const le = [Char.LessThan, 0, Char.QuestionMark, 0, Char.LowerX, 0];
  const be = [0, Char.LessThan, 0, Char.QuestionMark, 0, Char.LowerX];
  let isLe = true;
  let isBe = true;
  for (let i = 0; i < 6; i++) {
    const b = scan.at(i);
    if (b !== le[i]) isLe = false;
    if (b !== be[i]) isBe = false;
  }
  return isLe ? 'utf-16le' : isBe ? 'utf-16be' : null;
}

/** `<!--`: to the first `>` preceded by `--` (those of `<!--` count). False if the bytes run out. */
function skipComment(scan: Prescan): boolean {
  scan.position += 2; // at the first '-' of '<!--': '<!-->' ends here
  for (;;) {
    const b = scan.at(2);
    if (b === OUT) return false;
    if (b === Char.GreaterThan && scan.at() === Char.HyphenMinus && scan.at(1) === Char.HyphenMinus) {
      scan.position += 2;
      return true;
    }
    scan.position++;
  }
}

/** `<meta` followed by whitespace or `/` (ASCII case-insensitive). */
function isMetaStart(scan: Prescan): boolean {
  const m = scan.at(1) | Ascii.CaseBit;
  const e = scan.at(2) | Ascii.CaseBit;
  const t = scan.at(3) | Ascii.CaseBit;
  const a = scan.at(4) | Ascii.CaseBit;
  const after = scan.at(5);
  return (
    m === Char.LowerM &&
    e === Char.LowerE &&
    t === Char.LowerT &&
    a === Char.LowerA &&
    (isAsciiWhitespace(after) || after === Char.Solidus)
  );
}

/** Outcome of a `<meta>`: an encoding, nothing (go on with the next byte), or the bytes ran out. */
type MetaOutcome = string | null | typeof ABORTED;

/**
 * The `<meta` branch, steps 1-17: collect `http-equiv`, `content` and
 * `charset` (first occurrence of each name only), then decide. Leaves the
 * position at the byte that ended the tag.
 */
function meta(scan: Prescan): MetaOutcome {
  scan.position += 5; // at the whitespace or '/' after '<meta'
  const seen = new Set<string>();
  let gotPragma = false;
  let needPragma: boolean | null = null;
  // null: none yet; false: failure (an unknown label).
  let charset: string | false | null = null;
  for (;;) {
    const result = scan.getAttribute();
    if (result === ABORTED) return ABORTED;
    if (result === NO_ATTRIBUTE) break;
    if (seen.has(scan.name)) continue;
    seen.add(scan.name);
    if (scan.name === 'http-equiv') {
      if (scan.value === 'content-type') gotPragma = true;
    } else if (scan.name === 'content') {
      const encoding = extractEncodingFromMetaContent(scan.value);
      if (encoding !== null && charset === null) {
        charset = encoding;
        needPragma = true;
      }
    } else if (scan.name === 'charset') {
      charset = whatwgEncodingForLabel(scan.value) ?? false;
      needPragma = false;
    }
  }
  // Processing.
  if (needPragma === null) return null;
  if (needPragma && !gotPragma) return null;
  if (charset === null || charset === false) return null;
  return htmlMetaEncodingFixup(charset);
}

/**
 * `<` then a letter, or `</` then a letter: skip the tag name, then every
 * attribute. False if the bytes run out.
 */
function otherTag(scan: Prescan): boolean {
  if (!scan.advanceTo((b) => isAsciiWhitespace(b) || b === Char.GreaterThan)) return false;
  for (;;) {
    const result = scan.getAttribute();
    if (result === ABORTED) return false;
    if (result === NO_ATTRIBUTE) return true;
  }
}

/**
 * Runs the prescan over the first `limit` bytes: the encoding a `<meta>`
 * (or a UTF-16 XML declaration) names, or null for failure.
 */
export function prescanHtmlEncoding(bytes: Uint8Array, limit = 1024): string | null {
  const scan = new Prescan(bytes, Math.min(bytes.length, limit));
  const utf16 = utf16XmlDeclaration(scan);
  if (utf16 !== null) return utf16;
  // Loop.
  for (let b = scan.at(); b !== OUT; b = scan.at()) {
    if (b === Char.LessThan) {
      const next = scan.at(1);
      if (next === Char.Exclamation && scan.at(2) === Char.HyphenMinus && scan.at(3) === Char.HyphenMinus) {
        if (!skipComment(scan)) return null;
      } else if (isMetaStart(scan)) {
        const outcome = meta(scan);
        if (outcome === ABORTED) return null;
        if (outcome !== null) return outcome;
      } else if (isAsciiAlpha(next) || (next === Char.Solidus && isAsciiAlpha(scan.at(2)))) {
        if (!otherTag(scan)) return null;
      } else if (next === Char.Exclamation || next === Char.Solidus || next === Char.QuestionMark) {
        scan.position += 2;
        if (!scan.advanceTo((c) => c === Char.GreaterThan)) return null;
      }
    }
    // Next byte.
    scan.position++;
  }
  return null;
}
