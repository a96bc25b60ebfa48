/**
 * Fast paths for the common shapes of start and end tags (§3.3 tag states).
 * A tag that lies whole in the buffer and holds nothing any tag state would
 * report (decision X12 checks included) is read here in tight local loops,
 * as offsets only; anything else (non-ASCII or colon-led names, missing
 * whitespace, unquoted values, `<` or a non-Char in a value, a surrogate,
 * the buffer's end...) returns -1 and the tag states take the tag from its
 * `<` again. Nothing has been reported then, so the events and errors are
 * the states' own, whatever the chunking.
 */
import { ASCII_NAME } from './names.ts';
import { Char, isXmlWhitespace } from '@forgiving/char-ref/codes';

/** Attributes a tag may have on the fast path (more take the states). */
const MAX_FAST_ATTRIBUTES = 64;

/** Offsets (buffer indices) of the start tag scanStartTag read; reused from tag to tag. */
export class TagScan {
  nameEnd = 0;
  count = 0;
  selfClosing = false;
  /** A CR was skipped as whitespace or in a value (line ends are normalised on slicing, X2). */
  carriageReturn = false;
  /** name start, name end, value start, value end of each attribute. */
  readonly bounds = new Int32Array(MAX_FAST_ATTRIBUTES * 4);
  /** Whether each value holds a reference or a tab, LF or CR (X6: resolved with its ATTLIST type). */
  readonly complex: boolean[] = [];
  /**
   * Memos of native searches in the buffer being scanned (see valueEnd):
   * the next `"`, `'` and character a value must act on, at or after where
   * each search started; -1 when unknown, the buffer's length when there is
   * none. Tags are scanned at increasing offsets of a buffer, so each memo
   * holds until the scan passes it: every search covers each character once.
   * Whoever changes the buffer calls forgetMemos (issue 27 item A: the memos
   * were keyed on the buffer compared by value, and a stream's consecutive
   * buffers are equal strings when the chunk size is a multiple of the
   * input's period: every tag then compared two whole buffers, quadratic).
   */
  nextDoubleQuote = -1;
  nextSingleQuote = -1;
  nextSpecial = -1;
  /**
   * Set by the whole-input fast path (whole.ts) when its prepass found no
   * non-Char in the input (X12): values then need only their quote and the
   * next `<`, `&`, tab, LF and CR, memoised like the quotes.
   */
  clean = false;
  nextLessThan = -1;
  nextAmpersand = -1;
  nextTab = -1;
  nextLineFeed = -1;
  nextCarriageReturn = -1;
  nextRightBracket = -1;

  /** The buffer changed (appended to, or sliced): no memo holds. */
  forgetMemos(): void {
    this.nextDoubleQuote = -1;
    this.nextSingleQuote = -1;
    this.nextSpecial = -1;
    this.nextLessThan = -1;
    this.nextAmpersand = -1;
    this.nextTab = -1;
    this.nextLineFeed = -1;
    this.nextCarriageReturn = -1;
    this.nextRightBracket = -1;
  }

  // The next such character at or after `from` in `buffer`, its memo moved
  // there (nextAt): one small method per character, small enough to inline.
  lessThanFrom(buffer: string, from: number): number {
    this.nextLessThan = nextAt(buffer, from, this.nextLessThan, '<');
    return this.nextLessThan;
  }
  ampersandFrom(buffer: string, from: number): number {
    this.nextAmpersand = nextAt(buffer, from, this.nextAmpersand, '&');
    return this.nextAmpersand;
  }
  tabFrom(buffer: string, from: number): number {
    this.nextTab = nextAt(buffer, from, this.nextTab, '\t');
    return this.nextTab;
  }
  lineFeedFrom(buffer: string, from: number): number {
    this.nextLineFeed = nextAt(buffer, from, this.nextLineFeed, '\n');
    return this.nextLineFeed;
  }
  carriageReturnFrom(buffer: string, from: number): number {
    this.nextCarriageReturn = nextAt(buffer, from, this.nextCarriageReturn, '\r');
    return this.nextCarriageReturn;
  }
  rightBracketFrom(buffer: string, from: number): number {
    this.nextRightBracket = nextAt(buffer, from, this.nextRightBracket, ']');
    return this.nextRightBracket;
  }
}

/**
 * What a value must act on (issue 13 item 17): "<" (an error), "&" (a
 * reference), the C0 controls (tab, LF and CR are normalised, X6; the
 * others are not Chars, X12), surrogates and U+FFFD-U+FFFF (pairing, an
 * invalid byte sequence, non-Chars). Everything else is copied as is.
 * Written as the complement of what is copied: the same set as
 * `[\0-\x1f<&\ud800-\udfff\ufffd-\uffff]` (a test compares the two over
 * every code unit), which V8 searched ~35% slower per character on the SVG
 * icon sets' path data.
 */
export const VALUE_SPECIAL = /[^\x20-\x25\x27-\x3b\x3d-\ud7ff\ue000-\ufffc]/g;

/**
 * Characters of a value read by a loop before the native searches take over
 * (see valueEnd). 48 rather than 16: a regular expression call costs about
 * what the loop takes over 30-50 characters, and values of 17 to 48
 * characters (ids, styles, file names) are common (issue 13 item 17: the
 * stream ~6% faster, the tree 2-5%, each build alone in fresh processes).
 */
export const LONG_VALUE = 48;

/** The index of the first `quote` at or after `from` (memoised), or the buffer's length. */
function quoteAfter(buffer: string, from: number, quote: number, scan: TagScan): number {
  const double = quote === Char.QuotationMark;
  let at = double ? scan.nextDoubleQuote : scan.nextSingleQuote;
  if (at < from) {
    at = buffer.indexOf(double ? '"' : "'", from);
    if (at < 0) at = buffer.length;
    if (double) scan.nextDoubleQuote = at;
    else scan.nextSingleQuote = at;
  }
  return at;
}

/** The index of the first VALUE_SPECIAL character at or after `from` (memoised), or the buffer's length. */
function specialAfter(buffer: string, from: number, scan: TagScan): number {
  let at = scan.nextSpecial;
  if (at < from) {
    VALUE_SPECIAL.lastIndex = from;
    at = VALUE_SPECIAL.test(buffer) ? VALUE_SPECIAL.lastIndex - 1 : buffer.length;
    scan.nextSpecial = at;
  }
  return at;
}

/** A name of ASCII NameChars from buffer[from] (a NameStartChar other than ":" was checked there). */
function nameEnd(buffer: string, from: number, length: number): number {
  let j = from;
  for (; j < length; j++) {
    const c = buffer.charCodeAt(j);
    if (c >= Char.NonAscii || ASCII_NAME[c] === 0) break;
  }
  return j;
}

/** The tag name and attribute names of the fast path start with an ASCII letter or "_" (":" goes to the states' errors). */
export function isFastNameStart(c: number): boolean {
  return c < Char.NonAscii && ASCII_NAME[c] === 1 && c !== Char.Colon;
}

/** Past whitespace from buffer[from] (XML S, CR noted for X2). */
function skipSpace(buffer: string, from: number, scan: TagScan): number {
  let j = from;
  // Spaces first: one test each (the others are rarer; anything above U+0020 ends the run).
  for (let c = buffer.charCodeAt(j); c <= Char.Space; c = buffer.charCodeAt(++j)) {
    if (c === Char.Space || c === Char.LineFeed || c === Char.Tab) continue;
    if (c !== Char.CarriageReturn) break;
    scan.carriageReturn = true;
  }
  return j;
}

/**
 * The first `what` at or after `from`, given `at`, the memo of an earlier
 * search (kept while the scan has not passed it), or the buffer's length.
 */
function nextAt(buffer: string, from: number, at: number, what: string): number {
  if (at >= from) return at;
  const found = buffer.indexOf(what, from);
  return found < 0 ? buffer.length : found;
}

/**
 * valueEnd for an input with no non-Char (scan.clean, set by whole.ts after
 * its prepass): the quote by a memoised indexOf, then the memoised next `<`,
 * `&`, tab, LF and CR compared with it, so no character of the value is
 * read here. Each memo moves forward only, so every search covers each
 * character once per kind: linear. Cheaper than the checked loop even for
 * short values (issue 13 item 17: breeze-actions22 ~10%, the loop kept for
 * the first 16 or 48 characters was slower; docs/benchmarks.md, xml-er: "values, text and
 * comments by search after a non-Char prepass").
 */
function cleanValueEnd(buffer: string, from: number, quote: number, scan: TagScan, k: number): number {
  const length = buffer.length;
  const end = quoteAfter(buffer, from, quote, scan);
  if (end === length) return -1;
  // "<" in a value is an error (X12): the states report it.
  if (scan.lessThanFrom(buffer, from) < end) return -1;
  const carriageReturn = scan.carriageReturnFrom(buffer, from) < end;
  if (carriageReturn) scan.carriageReturn = true;
  scan.complex[k] =
    carriageReturn ||
    scan.ampersandFrom(buffer, from) < end ||
    scan.lineFeedFrom(buffer, from) < end ||
    scan.tabFrom(buffer, from) < end;
  return end;
}

/**
 * The end of a quoted value from buffer[from], or -1. Sets scan.complex for
 * attribute `k`. Stops the fast path at `<`, a non-Char, a surrogate or
 * U+FFFD (it may stand for an invalid byte sequence, which the states
 * report, issue 13 item 11). The first LONG_VALUE characters are read in a
 * tight loop (most values end there, and a native call costs more than
 * that); past them, the quote is found by a native search and the rest is
 * checked by one for the few characters that need action (issue 13 item 17:
 * SVG path data), not character by character.
 */
function valueEnd(buffer: string, from: number, quote: number, scan: TagScan, k: number): number {
  const length = buffer.length;
  let complex = false;
  const short = Math.min(from + LONG_VALUE, length);
  let j = from;
  for (; j < short; j++) {
    const c = buffer.charCodeAt(j);
    // Most characters: one range test (quotes, "&" and "<" are all below ">").
    if (c > Char.LessThan && c < Char.SurrogateMin) continue;
    if (c === quote) {
      scan.complex[k] = complex;
      return j;
    }
    if (
      c >= Char.Space
        ? c === Char.LessThan || (c >= Char.SurrogateMin && (c < 0xe000 || c > 0xfffc))
        : !isXmlWhitespace(c)
    )
      return -1;
    if (c === Char.Ampersand || c < Char.Space) {
      complex = true;
      if (c === Char.CarriageReturn) scan.carriageReturn = true;
    }
  }
  if (j === length) return -1;
  const end = quoteAfter(buffer, j, quote, scan);
  if (end === length) return -1;
  for (j = specialAfter(buffer, j, scan); j < end; j++) {
    const c = buffer.charCodeAt(j);
    if (c > Char.LessThan ? c < Char.SurrogateMin : c >= Char.Space && c !== Char.Ampersand && c !== Char.LessThan)
      continue;
    if (
      c >= Char.Space
        ? c === Char.LessThan || (c >= Char.SurrogateMin && (c < 0xe000 || c > 0xfffc))
        : !isXmlWhitespace(c)
    )
      return -1;
    if (c === Char.Ampersand || c < Char.Space) {
      complex = true;
      if (c === Char.CarriageReturn) scan.carriageReturn = true;
    }
  }
  scan.complex[k] = complex;
  return end;
}

/**
 * A start tag from buffer[from] (just after `<`) to its `>`: the index after
 * it, or -1 for the tag states.
 */
export function scanStartTag(buffer: string, from: number, scan: TagScan): number {
  const length = buffer.length;
  if (from >= length || !isFastNameStart(buffer.charCodeAt(from))) return -1;
  let j = nameEnd(buffer, from + 1, length);
  scan.nameEnd = j;
  scan.carriageReturn = false;
  const bounds = scan.bounds;
  let count = 0;
  for (;;) {
    const afterValue = j;
    j = skipSpace(buffer, j, scan);
    let c = buffer.charCodeAt(j);
    if (c === Char.GreaterThan) {
      scan.selfClosing = false;
      break;
    }
    if (c === Char.Solidus) {
      if (buffer.charCodeAt(j + 1) !== Char.GreaterThan) return -1;
      scan.selfClosing = true;
      j++;
      break;
    }
    // NaN (the buffer's end) fails here too.
    if (j === afterValue || count === MAX_FAST_ATTRIBUTES || !isFastNameStart(c)) return -1;
    const at = count * 4;
    bounds[at] = j;
    j = nameEnd(buffer, j + 1, length);
    bounds[at + 1] = j;
    j = skipSpace(buffer, j, scan);
    if (buffer.charCodeAt(j) !== Char.EqualsSign) return -1;
    j = skipSpace(buffer, j + 1, scan);
    c = buffer.charCodeAt(j);
    if (c !== Char.QuotationMark && c !== Char.Apostrophe) return -1;
    bounds[at + 2] = j + 1;
    // (The stream never sets clean: its valueEnd stays as small as it was.)
    j = scan.clean ? cleanValueEnd(buffer, j + 1, c, scan, count) : valueEnd(buffer, j + 1, c, scan, count);
    if (j < 0) return -1;
    bounds[at + 3] = j;
    j++;
    count++;
  }
  scan.count = count;
  return j + 1;
}

/**
 * An end tag from buffer[from] (just after `</`): the name's end, or -1.
 * The name runs to whitespace or `>` like the end tag name state; here it
 * may only hold characters above `>` and below the surrogates.
 */
export function scanEndTagName(buffer: string, from: number): number {
  const length = buffer.length;
  let j = from;
  for (; j < length; j++) {
    const c = buffer.charCodeAt(j);
    if (c <= Char.GreaterThan || c >= Char.SurrogateMin) break;
  }
  return j === from ? -1 : j;
}

/**
 * The end of an end tag name from buffer[from] that is exactly `open` (the
 * open element's name) as scanEndTagName would read it, or -1: one pass
 * instead of a scan and a comparison.
 */
export function openEndTagName(buffer: string, from: number, open: string): number {
  const length = open.length;
  if (length === 0) return -1;
  for (let k = 0; k < length; k++) {
    const c = buffer.charCodeAt(from + k);
    if (c !== open.charCodeAt(k) || c <= Char.GreaterThan || c >= Char.SurrogateMin) return -1;
  }
  // The name must end here too (NaN, the buffer's end, ends it as in scanEndTagName).
  const next = buffer.charCodeAt(from + length);
  return next > Char.GreaterThan && next < Char.SurrogateMin ? -1 : from + length;
}

/** After an end tag's name at buffer[from]: the index after `>` past optional whitespace, or -1. */
export function endTagClose(buffer: string, from: number): number {
  let j = from;
  let c = buffer.charCodeAt(j);
  while (c === Char.Space || c === Char.LineFeed || c === Char.Tab) c = buffer.charCodeAt(++j);
  return c === Char.GreaterThan ? j + 1 : -1;
}
