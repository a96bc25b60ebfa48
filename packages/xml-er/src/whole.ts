/**
 * parseXml's fast path for a whole string (issue 13 item 17): one scanner
 * that builds the xast nodes directly, with no events, no OpenTag objects
 * and no per-tag records between a tokenizer and a tree builder, for the
 * common well-formed document. It takes only what it can prove well-formed
 * on the spot: tags (tag-scan.ts), text with the predefined and character
 * references, CDATA sections (merged into text), comments, processing
 * instructions, the XML declaration and a DOCTYPE without an internal
 * subset; line ends (X2) and attribute values (CDATA type, X6) normalised.
 * At the first thing it does not take (any error, an internal subset, an
 * undeclared entity, a non-ASCII or colon-led name, an option it does not
 * support...) it returns null and parseXml starts over on the full path
 * (tree.ts), so the result is always the full path's own: an error-free
 * document's tree is fixed by XML 1.0, and every other one is not taken
 * here. Linear: each character is read a bounded number of times, and a
 * bail-out costs at most one more pass. After many long values (SVG path
 * data) the rest of the input is checked for non-Chars once (non-chars.ts),
 * and values, text and comments are then found by memoised indexOf searches
 * instead of read character by character (TagScan.clean).
 */
import { hexDigitValue, isXmlChar, normalise as normaliseLineEnds, sizedRecord } from '@forgiving/char-ref';
import { Char, isXmlWhitespace } from '@forgiving/char-ref/codes';
import type { Element, ElementContent, RootContent } from 'xast';
import { parseDoctypeExternalId } from './dtd.ts';
import { indentation } from './indentation.ts';
import { DECLARATION_ENCODING, HEAD_LIMIT } from './input.ts';
import { MAX_INTERNED_NAME, MAX_INTERNED_TEXT, internWhole, newWholeInputCache, sameRun } from './intern.ts';
import { hasNonChar } from './non-chars.ts';
import { XML_DECLARATION } from './phases.ts';
import { Joiner } from './joiner.ts';
import { ASCII_NAME } from './names.ts';
import { endTagClose, isFastNameStart, LONG_VALUE, scanStartTag, TagScan } from './tag-scan.ts';
import type { ParseXmlOptions } from './types.ts';

/** Placeholder until an element closes, as in tree.ts. */
const OPEN: ElementContent[] = [];
/**
 * Longest attribute value interned: 24, not the full path's 64. A hit
 * compares every character, and on the SVG icon sets the values of 25 to 64
 * characters (styles, URIs) cost ~10% of the parse for little memory
 * (retained tree 2.95x the corpus instead of 2.94x; measured in
 * docs/benchmarks.md, xml-er: "a fused fast path for parseXml"). Values over 12 characters are
 * slices of the input (V8 copies shorter ones), so not interning them costs
 * one slice object each, no copy.
 */
const MAX_INTERNED_VALUE = 24;

/**
 * Values longer than tag-scan.ts's checked loop after which the rest of the
 * input gets the non-Char prepass (non-chars.ts) and values, text and
 * comments are scanned by memoised searches (TagScan.clean). The prepass
 * costs ~0.15-0.35 ns a character of what is left; it pays on documents
 * with many long values (SVG path data), and documents with few (cldr: none,
 * gio: 33) never pay it.
 */
const LONG_VALUES_BEFORE_PREPASS = 64;

/**
 * Whether parseXml may try the fast path with these options: only the
 * defaults of everything that changes the tree or the errors (positions,
 * CDATA nodes, namespace checks, the entity guard's limits). `encoding` and
 * `decode` apply to bytes only; onError and onEnd see nothing different.
 */
export function fastPathOptions(options: ParseXmlOptions): boolean {
  return (
    options.positions !== true &&
    options.preserveCdata !== true &&
    options.checkNamespaces !== true &&
    options.maxExpansion === undefined &&
    options.maxExpansionRatio === undefined &&
    options.maxEntityDepth === undefined
  );
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of byte input when the byte path would read it as this same
 * text with no error: no `encoding` option, valid UTF-8 (a BOM dropped, as
 * the byte path does), and an XML declaration that names UTF-8 or no
 * encoding (input.ts reads the label with the same expression); else null.
 * Then the fast path takes bytes too, and the byte path stays within its
 * bound of decode-then-parse (issue 13 item 16).
 */
export function utf8Text(bytes: Uint8Array, options: ParseXmlOptions): string | null {
  if (options.encoding !== undefined) return null;
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return null;
  }
  const match = DECLARATION_ENCODING.exec(
    text.charCodeAt(0) === Char.ByteOrderMark ? text.slice(1, HEAD_LIMIT) : text.slice(0, HEAD_LIMIT),
  );
  return match === null || match[2]!.toLowerCase() === 'utf-8' ? text : null;
}

/**
 * The root's children of a well-formed `input` (see the module comment), or
 * null: take the full path. `prepassAfter`: long values before the non-Char
 * prepass (tests set 0: the prepass right after the root's start tag).
 */
export function parseWhole(input: string, prepassAfter = LONG_VALUES_BEFORE_PREPASS): RootContent[] | null {
  return new WholeParser(input, prepassAfter).run();
}

/** Where the fast path gave `input` up (the start of the token it did not take), or -1 when it took it (for tests). */
export function fastPathStop(input: string, prepassAfter = LONG_VALUES_BEFORE_PREPASS): number {
  const parser = new WholeParser(input, prepassAfter);
  return parser.run() === null ? parser.stop : -1;
}

/** Pieces of a text node joined by `+=` before the rest go to a Joiner (see WholeParser.text). */
const TEXT_PIECES = 32;

class WholeParser {
  private readonly length: number;
  /** Children of all open elements, innermost last: pending[0, top) (as in tree.ts). */
  private readonly pending: RootContent[] = [];
  private top = 0;
  private readonly open: Element[] = [];
  private readonly starts: number[] = [];
  /**
   * Text of the open element not yet a node (runs, references and CDATA
   * sections are one text node): its first TEXT_PIECES pieces joined by
   * `+=` in `text` (most runs are one piece: nothing else to pay), the rest
   * in `longText`, joined in blocks (issue 27 item B: `+=` alone kept a rope
   * of one cons cell per piece in the tree).
   */
  private text = '';
  private textPieces = 0;
  private readonly longText = new Joiner();
  /** Builds attribute values with references or whitespace to normalise. */
  private readonly value = new Joiner();
  private readonly scan = new TagScan();
  /** What the last reference stood for (set by `reference`). */
  private referenceText = '';
  private readonly low: string[];
  private readonly high: string[];
  private readonly lowMeta: Int32Array;
  private readonly highMeta: Int32Array;
  private readonly shift: number;
  /** Names of the attributes of the tag being read (duplicate check). */
  private readonly names: string[] = [];
  /** The name of the last start tag that was not the one before it (a guess for the next). */
  private lastName = '';
  private lastNameAt = 0;
  /** Where the open elements' names start in the input (end tags compare runs of the flat input). */
  private readonly nameAt: number[] = [];
  /** Where each name in `names` starts in the input. */
  private readonly namesAt: number[] = [];
  /** Values longer than tag-scan.ts's checked loop so far (see LONG_VALUES_BEFORE_PREPASS); -Infinity once the prepass ran. */
  private longValues = 0;
  /** Where the token not taken starts (fastPathStop). */
  stop = 0;

  constructor(
    private readonly input: string,
    private readonly prepassAfter: number,
  ) {
    this.length = input.length;
    // The tokenizer's cache with the whole input held (Tokenizer.holdWholeInput).
    const cache = newWholeInputCache(input.length);
    this.low = cache.low;
    this.high = cache.high;
    this.lowMeta = cache.lowMeta;
    this.highMeta = cache.highMeta;
    this.shift = cache.shift;
  }

  /** input.slice(from, to), shared with an equal earlier slice up to `limit` characters. */
  private intern(from: number, to: number, limit: number): string {
    const length = to - from;
    if (length > limit || length === 0) return this.input.slice(from, to);
    return internWhole(this.low, this.high, this.lowMeta, this.highMeta, this.shift, this.input, 0, from, to);
  }

  /** The document: prolog, root element, misc; null at anything not taken. */
  run(): RootContent[] | null {
    const input = this.input;
    const length = this.length;
    // A BOM is not content (X1); the XML declaration may follow it.
    const first = input.charCodeAt(0) === Char.ByteOrderMark ? 1 : 0;
    let i = first;
    /** 0: before the root, 1: inside it, 2: after it. */
    let phase = 0;
    let sawDoctype = false;
    while (i < length) {
      this.stop = i;
      let c = input.charCodeAt(i);
      if (c !== Char.LessThan) {
        if (phase === 1) {
          i = this.content(i);
          if (i < 0) return null;
          continue;
        }
        // Outside the root only whitespace, which is dropped (X10).
        while (isXmlWhitespace(c)) c = input.charCodeAt(++i);
        if (i < length && c !== Char.LessThan) return null;
        continue;
      }
      c = input.charCodeAt(i + 1);
      if (c === Char.Solidus) {
        if (phase !== 1) return null;
        i = this.endTag(i + 2);
        if (i < 0) return null;
        if (this.open.length === 0) phase = 2;
      } else if (c === Char.QuestionMark) {
        i = this.instruction(i, i === first);
      } else if (c === Char.Exclamation) {
        c = input.charCodeAt(i + 2);
        if (c === Char.HyphenMinus) i = this.comment(i);
        else if (c === Char.LeftBracket && phase === 1) i = this.cdata(i);
        else if (c === Char.UpperD && phase === 0 && !sawDoctype) {
          sawDoctype = true;
          i = this.doctype(i);
        } else return null;
      } else {
        if (phase === 2) return null;
        phase = 1;
        i = this.startTag(i);
        if (i >= 0 && this.open.length === 0) phase = 2;
      }
      if (i < 0) return null;
    }
    this.stop = length;
    if (phase !== 2) return null;
    return this.pending.slice(0, this.top);
  }

  /** The open element's text as a node, if any (before any other node or its end). */
  private flushText(): void {
    if (this.textPieces === 0) return;
    const value = this.textPieces > TEXT_PIECES ? this.longText.take() : this.text;
    this.text = '';
    this.textPieces = 0;
    this.pending[this.top++] = { type: 'text', value };
  }

  /** Adds a piece to the open element's text (see `text`). */
  private addText(piece: string): void {
    if (piece.length === 0) return;
    const n = this.textPieces++;
    if (n < TEXT_PIECES) {
      this.text = n === 0 ? piece : this.text + piece;
      return;
    }
    if (n === TEXT_PIECES) {
      this.longText.add(this.text);
      this.text = '';
    }
    this.longText.add(piece);
  }

  /**
   * With no non-Chars in the input (the prepass): a run up to the next `<`
   * with no `&`, `]` or CR is text as it is; its end, or -1 (the checked
   * loop of content() reads it).
   */
  private cleanText(from: number): number {
    const input = this.input;
    const scan = this.scan;
    const end = scan.lessThanFrom(input, from);
    if (
      scan.ampersandFrom(input, from) < end ||
      scan.rightBracketFrom(input, from) < end ||
      scan.carriageReturnFrom(input, from) < end
    ) {
      return -1;
    }
    if (this.textPieces > 0) this.addText(input.slice(from, end));
    else {
      this.text = this.wholeText(from, end);
      this.textPieces = 1;
    }
    return end;
  }

  /**
   * Character data from input[from] (not `<`) to the next `<` or the end,
   * added to the open element's text: the index of that `<`, or -1.
   */
  private content(from: number): number {
    const input = this.input;
    const length = this.length;
    if (this.scan.clean) {
      const end = this.cleanText(from);
      if (end >= 0) return end;
    }
    // The pieces before the last reference: a rope of at most TEXT_PIECES (then handed to addText).
    let value = '';
    let references = 0;
    let run = from;
    let carriageReturn = false;
    let j = from;
    while (j < length) {
      const c = input.charCodeAt(j);
      // Most characters: one test (markup, references, "]" and the C0 controls other than LF and tab stop).
      if (c < Char.SurrogateMin) {
        if (
          c > Char.RightBracket ||
          (c >= Char.Space
            ? c !== Char.LessThan && c !== Char.Ampersand && c !== Char.RightBracket
            : c === Char.LineFeed || c === Char.Tab)
        ) {
          j++;
          continue;
        }
        if (c === Char.LessThan) break;
        if (c === Char.Ampersand) {
          value += this.piece(run, j, carriageReturn);
          carriageReturn = false;
          j = this.reference(j);
          if (j < 0) return -1;
          value += this.referenceText;
          if (++references === TEXT_PIECES) {
            this.addText(value);
            value = '';
            references = 0;
          }
          run = j;
          continue;
        }
        if (c === Char.RightBracket) {
          // "]]>" in text is an error (X12).
          if (input.charCodeAt(j + 1) === Char.RightBracket && input.charCodeAt(j + 2) === Char.GreaterThan) return -1;
        } else if (c === Char.CarriageReturn) carriageReturn = true;
        else return -1;
        j++;
      } else if (c >= 0xe000) {
        if (c >= 0xfffe) return -1;
        j++;
      } else {
        // A surrogate: only a high one followed by a low one (X12).
        const next = input.charCodeAt(j + 1);
        if (c > Char.HighSurrogateMax || !(next >= Char.LowSurrogateMin && next <= Char.SurrogateMax)) return -1;
        j += 2;
      }
    }
    if (run !== from || this.textPieces > 0) this.addText(value + this.piece(run, j, carriageReturn));
    else {
      // CR LF indentation shares the LF one's string (indentation.ts), as on the full path.
      this.text = carriageReturn
        ? (indentation(input, from, j, true) ?? normaliseLineEnds(input.slice(from, j)))
        : this.wholeText(from, j);
      this.textPieces = 1;
    }
    return j;
  }

  /** input[from, to) with its line ends normalised when it holds a CR (X2). */
  private piece(from: number, to: number, carriageReturn: boolean): string {
    if (from === to) return '';
    const slice = this.input.slice(from, to);
    return carriageReturn ? normaliseLineEnds(slice) : slice;
  }

  /**
   * A run of text with no CR or reference: indentation from its table, other
   * whitespace runs interned like names, other text up to MAX_INTERNED_TEXT
   * (Tokenizer.wholeText), so the tree shares what the full path shares.
   */
  private wholeText(from: number, to: number): string {
    const shared = indentation(this.input, from, to, true);
    if (shared !== undefined) return shared;
    const length = to - from;
    if (length > MAX_INTERNED_TEXT) {
      if (length > MAX_INTERNED_NAME) return this.input.slice(from, to);
      for (let j = from; j < to; j++) {
        const c = this.input.charCodeAt(j);
        if (c !== Char.Space && c !== Char.LineFeed && c !== Char.Tab) return this.input.slice(from, to);
      }
    }
    return this.intern(from, to, MAX_INTERNED_NAME);
  }

  /**
   * A predefined entity or character reference at input[at] (`&`): the
   * index after its `;`, with its text in `referenceText`, or -1 (any other
   * entity, an invalid reference or character).
   */
  private reference(at: number): number {
    const input = this.input;
    let j = at + 1;
    let c = input.charCodeAt(j);
    if (c !== Char.NumberSign) {
      if (input.startsWith('lt;', j)) this.referenceText = '<';
      else if (input.startsWith('gt;', j)) this.referenceText = '>';
      else if (input.startsWith('amp;', j)) this.referenceText = '&';
      else if (input.startsWith('quot;', j)) this.referenceText = '"';
      else if (input.startsWith('apos;', j)) this.referenceText = "'";
      else return -1;
      // "lt;" and "gt;" are 3 characters, "amp;" 4, the others 5.
      return j + (c === Char.LowerA ? (input.charCodeAt(j + 1) === Char.LowerM ? 4 : 5) : c === Char.LowerQ ? 5 : 3);
    }
    c = input.charCodeAt(++j);
    let cp = 0;
    const digitsFrom = c === Char.LowerX ? ++j : j;
    // Eight digits at most (more take the full path): every Char fits, and the value stays exact.
    for (; j - digitsFrom < 8; j++) {
      c = input.charCodeAt(j);
      const digit =
        digitsFrom > at + 2 ? hexDigitValue(c) : c >= Char.Digit0 && c <= Char.Digit9 ? c - Char.Digit0 : -1;
      if (digit < 0) break;
      cp = cp * (digitsFrom > at + 2 ? 16 : 10) + digit;
    }
    if (j === digitsFrom || c !== Char.Semicolon || !isXmlChar(cp)) return -1;
    this.referenceText = String.fromCodePoint(cp);
    return j + 1;
  }

  /** A CDATA section at input[at] (`<![`): its text joins the open element's (X12: CDATA as text). */
  private cdata(at: number): number {
    const input = this.input;
    if (!input.startsWith('<![CDATA[', at)) return -1;
    const from = at + 9;
    const end = input.indexOf(']]>', from);
    if (end < 0) return -1;
    const carriageReturn = this.checkChars(from, end);
    if (carriageReturn < 0) return -1;
    if (end > from) this.addText(this.piece(from, end, carriageReturn === 1));
    return end + 3;
  }

  /**
   * Whether input[from, to) holds only Chars (X12): -1 if not, else 1 when
   * it holds a CR (line ends to normalise), 0 when not.
   */
  private checkChars(from: number, to: number): number {
    const input = this.input;
    let carriageReturn = 0;
    for (let j = from; j < to; j++) {
      const c = input.charCodeAt(j);
      if (c >= Char.Space && c < Char.SurrogateMin) continue;
      if (c < Char.Space) {
        if (c === Char.CarriageReturn) carriageReturn = 1;
        else if (c !== Char.LineFeed && c !== Char.Tab) return -1;
      } else if (c >= 0xe000) {
        if (c >= 0xfffe) return -1;
      } else {
        const next = input.charCodeAt(j + 1);
        if (c > Char.HighSurrogateMax || !(next >= Char.LowSurrogateMin && next <= Char.SurrogateMax)) return -1;
        j++;
      }
    }
    return carriageReturn;
  }

  /** With no non-Chars in the input (the prepass): 1 when input[from, to) holds a CR, else 0 (as checkChars). */
  private cleanCarriageReturn(from: number, to: number): number {
    return this.scan.carriageReturnFrom(this.input, from) < to ? 1 : 0;
  }

  /** A comment at input[at] (`<!-`): the index after it, or -1 (`--` inside, X12). */
  private comment(at: number): number {
    const input = this.input;
    if (input.charCodeAt(at + 3) !== Char.HyphenMinus) return -1;
    const from = at + 4;
    const end = input.indexOf('--', from);
    if (end < 0 || input.charCodeAt(end + 2) !== Char.GreaterThan) return -1;
    const carriageReturn = this.scan.clean ? this.cleanCarriageReturn(from, end) : this.checkChars(from, end);
    if (carriageReturn < 0) return -1;
    this.flushText();
    this.pending[this.top++] = { type: 'comment', value: this.piece(from, end, carriageReturn === 1) };
    return end + 3;
  }

  /** The end of an ASCII Name at input[from] (a letter or `_` first, as in tag-scan.ts), or -1. */
  private nameEnd(from: number): number {
    const input = this.input;
    let c = input.charCodeAt(from);
    if (!isFastNameStart(c)) return -1;
    let j = from + 1;
    // names.ts's table (the Name production's ASCII part), as tag-scan.ts reads it.
    for (c = input.charCodeAt(j); c < Char.NonAscii && ASCII_NAME[c] !== 0; c = input.charCodeAt(++j));
    // A non-ASCII name character: the full path checks it.
    return c >= Char.NonAscii ? -1 : j;
  }

  /**
   * A processing instruction at input[at] (`<?`): the index after it, or -1.
   * `xml` is taken only as the XML declaration at the start (`first`), with
   * the full path's check of its pseudo-attributes.
   */
  private instruction(at: number, first: boolean): number {
    const input = this.input;
    const nameEnd = this.nameEnd(at + 2);
    if (nameEnd < 0) return -1;
    let from = nameEnd;
    let c = input.charCodeAt(from);
    if (c !== Char.QuestionMark) {
      if (!isXmlWhitespace(c)) return -1;
      while (isXmlWhitespace(c)) c = input.charCodeAt(++from);
    }
    const end = input.indexOf('?>', from);
    if (end < 0) return -1;
    const carriageReturn = this.checkChars(from, end);
    if (carriageReturn < 0) return -1;
    const value = this.piece(from, end, carriageReturn === 1);
    if (nameEnd - at === 5 && input.slice(at + 2, nameEnd).toLowerCase() === 'xml') {
      if (!first || !input.startsWith('xml', at + 2) || !XML_DECLARATION.test(value)) return -1;
    }
    this.flushText();
    this.pending[this.top++] = { type: 'instruction', name: this.intern(at + 2, nameEnd, MAX_INTERNED_NAME), value };
    return end + 2;
  }

  /**
   * A DOCTYPE without an internal subset at input[at] (`<!D`): the index
   * after it, or -1. The external ID is read by the full path's own
   * function (dtd.ts); nothing of an external subset is read, and a
   * reference other than the predefined ones takes the full path anyway.
   */
  private doctype(at: number): number {
    const input = this.input;
    if (!input.startsWith('<!DOCTYPE', at) || !isXmlWhitespace(input.charCodeAt(at + 9))) return -1;
    let from = at + 9;
    while (isXmlWhitespace(input.charCodeAt(from))) from++;
    const nameEnd = this.nameEnd(from);
    if (nameEnd < 0) return -1;
    const c = input.charCodeAt(nameEnd);
    if (c !== Char.GreaterThan && !isXmlWhitespace(c)) return -1;
    // Up to ">" outside quotes; "[" (an internal subset) and CRs take the full path.
    let j = nameEnd;
    for (; j < this.length; j++) {
      const d = input.charCodeAt(j);
      if (d === Char.GreaterThan) break;
      if (d === Char.QuotationMark || d === Char.Apostrophe) {
        j = input.indexOf(d === Char.QuotationMark ? '"' : "'", j + 1);
        if (j < 0) return -1;
      } else if (d === Char.LeftBracket || d === Char.CarriageReturn) return -1;
    }
    if (j === this.length || this.checkChars(nameEnd, j) !== 0) return -1;
    const ids = parseDoctypeExternalId(input.slice(nameEnd, j));
    if (ids === null) return -1;
    const node: RootContent = { type: 'doctype', name: this.intern(from, nameEnd, MAX_INTERNED_NAME) };
    if (ids.public !== undefined) node.public = ids.public;
    if (ids.system !== undefined) node.system = ids.system;
    this.pending[this.top++] = node;
    return j + 1;
  }

  /** An end tag from input[from] (after `</`): it must close the open element. The index after it, or -1. */
  private endTag(from: number): number {
    const open = this.open;
    if (open.length === 0) return -1;
    const element = open[open.length - 1]!;
    const length = element.name.length;
    // The open element's name (compared with its start tag's in the flat input, as intern.ts does), then
    // whitespace or ">" (endTagClose: a name character there fails).
    if (!sameRun(this.input, this.nameAt[open.length - 1]!, from, length)) return -1;
    const end = endTagClose(this.input, from + length);
    if (end < 0) return -1;
    this.flushText();
    open.pop();
    this.nameAt.pop();
    const start = this.starts.pop()!;
    const top = this.top;
    // slice: an exact-size array.
    element.children = start < top ? (this.pending.slice(start, top) as ElementContent[]) : [];
    this.top = start;
    return end;
  }

  /** A start tag at input[at] (`<`), read by tag-scan.ts: the index after it, or -1. */
  private startTag(at: number): number {
    const input = this.input;
    const scan = this.scan;
    const end = scanStartTag(input, at + 1, scan);
    if (end < 0) return -1;
    const count = scan.count;
    const bounds = scan.bounds;
    const names = this.names;
    const attributes = sizedRecord(count);
    for (let k = 0; k < count; k++) {
      const b = k * 4;
      // The k-th name of an earlier tag first (tags of a kind repeat their names), then the cache.
      const guess = names[k];
      const nameFrom = bounds[b]!;
      let name: string;
      if (
        guess !== undefined &&
        guess.length === bounds[b + 1]! - nameFrom &&
        sameRun(input, this.namesAt[k]!, nameFrom, guess.length)
      ) {
        name = guess;
      } else {
        name = this.intern(nameFrom, bounds[b + 1]!, MAX_INTERNED_NAME);
        if (name === '__proto__') return -1;
      }
      for (let m = 0; m < k; m++) if (names[m] === name) return -1;
      names[k] = name;
      this.namesAt[k] = nameFrom;
      const from = bounds[b + 2]!;
      const to = bounds[b + 3]!;
      if (to - from > LONG_VALUE) this.longValues++;
      if (scan.complex[k]) {
        const value = this.attributeValue(from, to);
        if (value === null) return -1;
        attributes[name] = value;
      } else attributes[name] = this.intern(from, to, MAX_INTERNED_VALUE);
    }
    if (this.longValues >= this.prepassAfter) {
      // Enough long values: check the rest of the input for non-Chars once, then scan values by search.
      this.longValues = Number.NEGATIVE_INFINITY;
      // (A non-Char ahead: the checked scans stop at it, as before.)
      if (!hasNonChar(input.slice(end))) scan.clean = true;
    }
    this.flushText();
    // The previous start tag's name first, then the cache.
    let name = this.lastName;
    if (name.length !== scan.nameEnd - at - 1 || !sameRun(input, this.lastNameAt, at + 1, name.length)) {
      name = this.intern(at + 1, scan.nameEnd, MAX_INTERNED_NAME);
      this.lastName = name;
      this.lastNameAt = at + 1;
    }
    const element: Element = {
      type: 'element',
      name,
      attributes,
      children: OPEN,
    };
    if (scan.selfClosing) element.children = [];
    this.pending[this.top++] = element;
    if (!scan.selfClosing) {
      this.open.push(element);
      this.nameAt.push(at + 1);
      this.starts.push(this.top);
    }
    return end;
  }

  /**
   * A value with references or tab, LF or CR (tag-scan.ts checked its
   * characters), normalised as CDATA (XML 1.0 §3.3.3: each of them a space,
   * CR LF one space), or null at a reference not taken.
   */
  private attributeValue(from: number, to: number): string | null {
    const input = this.input;
    const value = this.value;
    let run = from;
    for (let j = from; j < to; ) {
      const c = input.charCodeAt(j);
      if (c === Char.Ampersand) {
        value.add(input.slice(run, j));
        j = this.reference(j);
        if (j < 0) {
          value.take();
          return null;
        }
        value.add(this.referenceText);
        run = j;
      } else if (c === Char.Tab || c === Char.LineFeed || c === Char.CarriageReturn) {
        value.add(input.slice(run, j));
        value.add(' ');
        j += c === Char.CarriageReturn && input.charCodeAt(j + 1) === Char.LineFeed ? 2 : 1;
        run = j;
      } else j++;
    }
    value.add(input.slice(run, to));
    return value.take();
  }
}
