/**
 * The XML-ER tokenizer (§3.3): one charCodeAt loop over a buffer with
 * numeric states and one method per state named after it (`stateTagName`
 * for the draft's tag name state), htmlparser2 style. It reports tokens to a sink with
 * absolute offsets into the original input (decision X2: line ends are
 * normalised per slice, so offsets stay original). Markup that spans
 * chunks stays in the buffer; text is flushed at every chunk end, so memory
 * is bounded by the largest single token.
 */
import {
  accumulateDigit,
  hexDigitValue,
  normalise as normaliseLineEnds,
  xmlNumericReference,
} from '@forgiving/char-ref';
import { predefinedEntity } from './entities.ts';
import { indentation } from './indentation.ts';
import type { XmlErrorCode } from './errors.ts';
import {
  INTERN_BITS,
  MAX_INTERNED_NAME,
  MAX_INTERNED_TEXT,
  internSlice,
  internWhole,
  isAt,
  newInternTable,
  newWholeInputCache,
} from './intern.ts';
import { isNameChar, isNameStartChar } from './names.ts';
import { State } from './generated/states.ts';
import { TagScan, endTagClose, openEndTagName, scanEndTagName, scanStartTag } from './tag-scan.ts';
import { Char, isHighSurrogate, isXmlWhitespace } from '@forgiving/char-ref/codes';

/** Attributes of the current tag; arrays reused between tags (the sink copies). */
export interface RawAttributes {
  names: string[];
  values: string[];
  /** Offset of each attribute's name. */
  offsets: number[];
  /**
   * Offset of each value's first character (after the quote): errors inside a
   * value point into it (issue #13 item 13). Set at least for every `complex`
   * value (only those can report an error inside them).
   */
  valueOffsets: number[];
  /** Whether a value may need work: a reference or a whitespace character other than space (X6). */
  complex: boolean[];
  /** Attributes of the current tag (entries past it are stale). */
  length: number;
  /** The tag name and every attribute name are known to be XML Names (X12: no isName check needed). */
  namesChecked: boolean;
}

export interface DoctypeToken {
  name: string;
  /** Raw text between the name and the internal subset or `>`. */
  externalId: string;
  /** Raw internal subset, or null without `[...]`. */
  subset: string | null;
  subsetOffset: number;
  start: number;
  end: number;
}

export interface TokenSink {
  /** Character data; `reference` is true when it came from a character reference. */
  text(value: string, start: number, end: number, reference: boolean): void;
  /** A general entity reference in content that is not predefined (X4, X5). */
  reference(name: string, start: number, end: number): void;
  openTag(name: string, attributes: RawAttributes, selfClosing: boolean, start: number, end: number): void;
  /** The innermost open element's name ('' if none): an end tag that repeats it reuses the string. */
  openName(): string;
  /** `name` is '' for a short end tag `</>`. */
  closeTag(name: string, start: number, end: number): void;
  comment(value: string, start: number, end: number): void;
  instruction(target: string, value: string, start: number, end: number): void;
  cdata(value: string, start: number, end: number): void;
  doctype(token: DoctypeToken): void;
  /** `end` (exclusive) is where the culprit ends; defaults to `offset`. */
  error(code: XmlErrorCode, offset: number, end?: number): void;
  /**
   * Whether text inside a run is to be handed over before an error in the
   * run is reported (see Tokenizer.charError). The tree stage wants it (its
   * errors about the run then come in input order); the token stream keeps
   * one text token per run after the run's errors, as the draft emits them.
   */
  readonly textBeforeErrors?: boolean;
}

/**
 * V8 makes slices of 13 characters or more point into their parent string; a
 * stream's cache keeps only shorter ones (copies), so it never holds an old
 * chunk alive. A stream interns names only: its values and text are plain
 * slices (looking them up cost the stream ~20% of its speed, more than
 * copying short strings; it keeps no tree to make smaller).
 */
const MAX_INTERNED = 12;
const CDATA_SEQUENCE = 'CDATA[';

/**
 * ASCII characters that end a run of ordinary text in the data state: markup
 * and references, "]" and ">" (for "]]>", X12), and the C0 controls other
 * than LF and tab (CR for line ends, the rest are not XML Chars, X12).
 */
const DATA_STOP = new Uint8Array(Char.NonAscii);
for (let c = 0; c < Char.Space; c++) DATA_STOP[c] = c === Char.LineFeed || c === Char.Tab ? 0 : 1;
DATA_STOP[Char.LessThan] = 1;
DATA_STOP[Char.Ampersand] = 1;
DATA_STOP[Char.GreaterThan] = 1;
DATA_STOP[Char.RightBracket] = 1;
const DOCTYPE_SEQUENCE = 'OCTYPE';
/**
 * A token still open at the end of a write keeps at most max(CARRY_MIN,
 * chunk length) of its scanned characters in the buffer; the rest moves to
 * `spilled` (issue 13 item 4). The next chunk is appended to the buffer and
 * V8 flattens that rope on the first charCodeAt, so what the buffer carries
 * from chunk to chunk must stay within a constant factor of the chunks, or a
 * long token costs its length per chunk. Short tokens that span a chunk
 * boundary stay in the buffer as before.
 */
const CARRY_MIN = 64;

/**
 * The end of a run that needs no per-character work: the first index at or
 * after `from` holding `stop`, a control character (checked for validity,
 * X12) or a surrogate (pairing is checked), or `length`.
 */
function skipTo(buffer: string, from: number, length: number, stop: number): number {
  let j = from;
  for (; j < length; j++) {
    const d = buffer.charCodeAt(j);
    if (d === stop || d < Char.Space || d >= Char.SurrogateMin) break;
  }
  return j;
}

function hasCarriageReturn(text: string, from: number, to: number): boolean {
  for (let j = from; j < to; j++) if (text.charCodeAt(j) === Char.CarriageReturn) return true;
  return false;
}

/** Whether text[from, to) holds only spaces, tabs and line feeds (indentation). */
function isIndentation(text: string, from: number, to: number): boolean {
  for (let j = from; j < to; j++) {
    const c = text.charCodeAt(j);
    if (c !== Char.Space && c !== Char.LineFeed && c !== Char.Tab) return false;
  }
  return true;
}

/**
 * The end of a run of ordinary text from `from` (the data state's and
 * content's loop): the first index holding a DATA_STOP character or a
 * surrogate, or `length`. LF and tab need no X12 check.
 */
function textRunEnd(buffer: string, from: number, length: number): number {
  let j = from;
  for (; j < length; j++) {
    const d = buffer.charCodeAt(j);
    if (d < Char.NonAscii ? DATA_STOP[d] !== 0 : d >= Char.SurrogateMin) break;
  }
  return j;
}

/** The end of a run of spaces, line feeds and tabs from `from` (a CR stops it: run records it for X2). */
function indentationEnd(buffer: string, from: number, length: number): number {
  let j = from;
  for (; j < length; j++) {
    const d = buffer.charCodeAt(j);
    if (d !== Char.Space && d !== Char.LineFeed && d !== Char.Tab) break;
  }
  return j;
}

/** The end of a run of a quoted value that needs no work: up to the quote, `<`, `&`, a control or a surrogate. */
function valueRunEnd(buffer: string, from: number, length: number, quote: number): number {
  let j = from;
  for (; j < length; j++) {
    const d = buffer.charCodeAt(j);
    if (d === quote || d === Char.LessThan || d === Char.Ampersand || d < Char.Space || d >= Char.SurrogateMin) break;
  }
  return j;
}

/** Like skipTo for names: stops at anything up to `>` (spaces, `/`, `=`, quotes...) or a surrogate. */
function skipNameRun(buffer: string, from: number, length: number): number {
  let j = from;
  for (; j < length; j++) {
    const d = buffer.charCodeAt(j);
    if (d <= Char.GreaterThan || d >= Char.SurrogateMin) break;
  }
  return j;
}

export class Tokenizer {
  private state = State.Data;
  private buffer = '';
  /** Absolute offset of buffer[0]. */
  private offset = 0;
  /** Buffer index to resume at. */
  private index = 0;
  /**
   * The input from `spillStart` to `offset` that an open token still needs,
   * joined by `+=` (a rope V8 flattens once, when the token ends): a long
   * comment, value, name, PI, CDATA section or DOCTYPE costs time and memory
   * linear in its length at any chunk size (issue 13 item 4). Empty when
   * nothing before the buffer is needed.
   */
  private spilled = '';
  private spillStart = 0;
  /** Absolute start of the current section (text run, name, value, data). */
  private sectionStart = 0;
  /** Absolute start of the current markup token, or -1 in text. */
  private tokenStart = -1;
  private closed = false;
  private lastChecked = -1;
  /** Only the document's own tokenizer interns (entity expansions are short-lived). */
  private internTable: string[] | null;
  /** Slots from HALF_TABLE on of a large cache (see LARGE_INTERN_BITS), else the same array as internTable. */
  private internHigh: string[] | null;
  private internShift = 32 - INTERN_BITS;
  /** With the whole input held: where each cached string lies in it (intern.ts internWhole), per half. */
  private internMeta: Int32Array | null = null;
  private internMetaHigh: Int32Array | null = null;
  private sawCarriageReturn = false;
  /**
   * Offsets of the U+FFFDs that replaced invalid byte sequences (from the
   * decoder, in order), reported when the scan reaches each one, so they
   * come in input order among the other errors at any chunking (issue 13
   * item 11). Entries before `invalidHead` are done.
   */
  private invalidOffsets: number[] = [];
  private invalidHead = 0;
  /** The sink's textBeforeErrors. */
  private readonly eager: boolean;
  /** Longest value and name slices that are interned (holdWholeInput raises them; a stream interns no values). */
  private valueLimit = 0;
  private nameLimit = MAX_INTERNED;
  private wholeInput = false;
  /** The input ended with a high surrogate (at `highAt`): unpaired (X12). */
  private previousWasHigh = false;
  private highAt = 0;

  private tagName = '';
  private readonly attributes: RawAttributes = {
    names: [],
    values: [],
    offsets: [],
    valueOffsets: [],
    complex: [],
    length: 0,
    namesChecked: false,
  };
  private readonly scan = new TagScan();
  private sawSpace = false;
  private piTarget = '';
  private commentDashes = false;
  private sequence = '';
  private sequenceIndex = 0;
  private referenceValue = 0;
  private brackets = 0;
  private quote = 0;
  private valueComplex = false;
  private doctypeName = '';
  private externalStart = 0;
  private externalId = '';
  private subsetStart = 0;
  private subset: string | null = null;

  /**
   * @param normalise false for entity replacement text, which was normalised
   *   when declared and may hold a CR from `&#13;` that must stay (X2, X5).
   * @param fast false: no fast paths (tag-scan.ts, the runs skipped in one
   *   loop); every character goes through its state's method (the spec path
   *   the fast paths are tested against, issue #31).
   */
  constructor(
    private readonly sink: TokenSink,
    private readonly normalise = true,
    private readonly fast = true,
  ) {
    this.internTable = normalise ? newInternTable(INTERN_BITS) : null;
    this.internHigh = this.internTable;
    this.eager = sink.textBeforeErrors === true;
  }

  write(chunk: string): void {
    if (this.closed || chunk.length === 0) return;
    this.buffer += chunk;
    this.scan.forgetMemos();
    this.run();
    this.flushPartialText();
    this.trim(Math.max(chunk.length, CARRY_MIN));
  }

  /** The U+FFFD at absolute `offset` replaced an invalid byte sequence (call before writing it). */
  invalidSequenceAt(offset: number): void {
    const queue = this.invalidOffsets;
    // Drop the entries done, once they are most of the queue (amortised linear).
    if (this.invalidHead > 1024 && this.invalidHead * 2 > queue.length) {
      this.invalidOffsets = queue.slice(this.invalidHead);
      this.invalidHead = 0;
    }
    this.invalidOffsets.push(offset);
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.run();
    // Every U+FFFD passes the character check; none may be left, but none is lost either.
    while (this.invalidHead < this.invalidOffsets.length) {
      this.sink.error('invalid-byte-sequence', this.invalidOffsets[this.invalidHead++]!);
    }
    if (this.previousWasHigh) {
      // In text, the text first (see charError).
      if (this.eager && this.state === State.Data) this.flushText(this.highAt + 1);
      this.sink.error('invalid-character', this.highAt);
    }
    this.eof();
  }

  /**
   * The input from absolute `start` to `end`, where `start` lies before the
   * buffer (in `spilled`): joined once, not interned.
   */
  private spilledSlice(start: number, end: number): string {
    const spilled = this.spilled;
    const into = start - this.spillStart;
    if (end <= this.offset) return spilled.slice(into, end - this.spillStart);
    const head = into === 0 ? spilled : spilled.slice(into);
    return head + this.buffer.slice(0, end - this.offset);
  }

  private slice(start: number, end: number): string {
    if (start < this.offset) {
      const text = this.spilledSlice(start, end);
      return this.sawCarriageReturn && this.normalise ? normaliseLineEnds(text) : text;
    }
    // Only documents that contain a CR pay for line-end normalisation (X2).
    const from = start - this.offset;
    const to = end - this.offset;
    // Short slices without a CR are still interned (a cheap check, at most valueLimit characters).
    if (
      this.sawCarriageReturn &&
      this.normalise &&
      (to - from > this.valueLimit || hasCarriageReturn(this.buffer, from, to))
    ) {
      return normaliseLineEnds(this.buffer.slice(from, to));
    }
    return this.intern(from, to, this.valueLimit);
  }

  /**
   * The whole input comes in one write (parseXml): the tree holds the input
   * anyway, so the cache may keep plain slices of it, and names, attribute
   * values (they repeat: file names, types, labels) and indentation up to
   * MAX_INTERNED_NAME characters, and text up to MAX_INTERNED_TEXT, are
   * interned too. A stream does not pay for these look-ups (see
   * MAX_INTERNED).
   */
  holdWholeInput(length: number): void {
    this.wholeInput = true;
    this.valueLimit = MAX_INTERNED_NAME;
    this.nameLimit = MAX_INTERNED_NAME;
    if (this.internTable === null) return;
    // Nothing was written yet: the small table is replaced by an equally empty one.
    const cache = newWholeInputCache(length);
    this.internTable = cache.low;
    this.internHigh = cache.high;
    this.internMeta = cache.lowMeta;
    this.internMetaHigh = cache.highMeta;
    this.internShift = cache.shift;
  }

  /**
   * A name (element, attribute, PI target, doctype), interned up to
   * `nameLimit` characters. A CR ends every name, so names need no line-end
   * normalisation (X2).
   */
  private name(start: number, end: number): string {
    if (start < this.offset) return this.spilledSlice(start, end);
    return this.intern(start - this.offset, end - this.offset, this.nameLimit);
  }

  /**
   * Character data of the data state: plain slices in a stream (see
   * MAX_INTERNED), shared strings with the whole input held (wholeText).
   */
  private textSlice(start: number, end: number): string {
    if (start >= this.offset && this.wholeInput) return this.wholeText(start - this.offset, end - this.offset);
    return this.slice(start, end);
  }

  /**
   * textSlice of buffer[from, to) with the whole input held: indentation
   * from its table (indentation.ts), other whitespace runs interned like
   * names, other text only up to MAX_INTERNED_TEXT characters (longer text
   * rarely repeats, and looking it up cost the tree ~5% of its speed). A
   * method of its own, called only then: inlined into the stream's text
   * path, the table look-up made V8 inline the tag scan differently and
   * cost the stream up to 30% (issue 13 item 17).
   */
  private wholeText(from: number, to: number): string {
    const shared = indentation(this.buffer, from, to, this.normalise);
    if (shared !== undefined) return shared;
    const length = to - from;
    if (length > MAX_INTERNED) {
      // isIndentation rejects a CR, so a run it accepts needs no normalisation.
      if (length <= MAX_INTERNED_NAME && isIndentation(this.buffer, from, to)) {
        return this.intern(from, to, MAX_INTERNED_NAME);
      }
      if (length > MAX_INTERNED_TEXT && !(this.sawCarriageReturn && this.normalise)) return this.buffer.slice(from, to);
    }
    return this.slice(from + this.offset, to + this.offset);
  }

  /** buffer.slice(from, to), shared with an equal earlier slice of at most `limit` characters (intern.ts). */
  private intern(from: number, to: number, limit: number): string {
    const length = to - from;
    const table = this.internTable;
    if (length > limit || length === 0 || table === null) return this.buffer.slice(from, to);
    const meta = this.internMeta;
    if (meta !== null) {
      return internWhole(
        table,
        this.internHigh!,
        meta,
        this.internMetaHigh!,
        this.internShift,
        this.buffer,
        this.offset,
        from,
        to,
      );
    }
    return internSlice(table, this.internHigh!, this.internShift, this.buffer, from, to);
  }

  /** buffer[from, to) as `guess` when it is that string (no slice, no cache look-up), else interned. */
  private repeated(guess: string, from: number, to: number, limit: number): string {
    if (guess.length === to - from && isAt(this.buffer, from, guess)) return guess;
    return this.intern(from, to, limit);
  }

  /**
   * Drops what no token can need any more (bounded memory), and moves the
   * scanned part of a long open token out of the buffer (see CARRY_MIN).
   */
  private trim(carryLimit: number): void {
    const keep = this.lowWater;
    let cut = keep - this.offset;
    if (cut >= 0) {
      this.spilled = '';
    } else cut = 0; // keep lies in spilled: the whole buffer is still needed
    if (this.index - cut > carryLimit) {
      if (this.spilled.length === 0) this.spillStart = this.offset + cut;
      this.spilled += this.buffer.slice(cut, this.index);
      cut = this.index;
    }
    if (cut > 0) {
      this.buffer = this.buffer.slice(cut);
      this.scan.forgetMemos();
      this.offset += cut;
      this.index -= cut;
      this.lastChecked -= cut;
    }
  }

  /** Characters held in the buffer (tests check that it stays within the chunk sizes, issue 13 item 4). */
  get bufferedLength(): number {
    return this.buffer.length;
  }

  /** Absolute offset that positions may still refer to (for LineIndex.forget). */
  get lowWater(): number {
    return this.tokenStart >= 0 && this.tokenStart < this.sectionStart ? this.tokenStart : this.sectionStart;
  }

  /** Text in the data state is reported at each chunk end; a trailing CR waits for a possible LF, a high surrogate for its pair. */
  private flushPartialText(): void {
    if (this.state !== State.Data) return;
    let end = this.offset + this.buffer.length;
    const last = this.buffer.charCodeAt(this.buffer.length - 1);
    // A trailing high surrogate waits too (see run).
    if ((this.normalise && last === Char.CarriageReturn) || isHighSurrogate(last)) end--;
    if (end > this.sectionStart) {
      this.sink.text(this.textSlice(this.sectionStart, end), this.sectionStart, end, false);
      this.sectionStart = end;
    }
  }

  private flushText(at: number): void {
    if (at > this.sectionStart) this.sink.text(this.textSlice(this.sectionStart, at), this.sectionStart, at, false);
    this.sectionStart = at;
  }

  /** Character validity (X12): not an XML Char, or an unpaired surrogate. */
  private checkChar(c: number, i: number): void {
    if (c < Char.Space) {
      if (c === Char.CarriageReturn) {
        this.sawCarriageReturn = true;
      } else if (c !== Char.LineFeed && c !== Char.Tab) {
        this.charError(i);
      }
      return;
    }
    if (c <= Char.HighSurrogateMax) {
      const next = this.buffer.charCodeAt(i + 1);
      if (Number.isNaN(next)) {
        this.previousWasHigh = true;
        this.highAt = this.offset + i;
      } else if (!(next >= Char.LowSurrogateMin && next <= Char.SurrogateMax)) this.charError(i);
      return;
    }
    if (c <= Char.SurrogateMax) {
      const previous = i > 0 ? this.buffer.charCodeAt(i - 1) : this.previousWasHigh ? Char.SurrogateMin : 0;
      if (!isHighSurrogate(previous)) this.charError(i);
      return;
    }
    if (c === 0xfffe || c === 0xffff) this.charError(i);
    else if (
      c === Char.ReplacementCharacter &&
      this.invalidHead < this.invalidOffsets.length &&
      this.invalidOffsets[this.invalidHead] === this.offset + i
    ) {
      this.invalidHead++;
      this.charError(i, 'invalid-byte-sequence');
    }
  }

  /**
   * An invalid character at buffer index i (X12). In text, the run up to and
   * including it is handed over first, so that a text-outside-root error for
   * the run (which points at its start) comes before this one, in input
   * order at any chunking (X10; issue 13 item 12). Text runs are coalesced
   * by the tree stage, so this changes no event.
   */
  private charError(i: number, code: XmlErrorCode = 'invalid-character'): void {
    if (this.eager && this.state === State.Data) this.flushText(this.offset + i + 1);
    this.sink.error(code, this.offset + i);
  }

  /**
   * Markup that turned out to be text (from `from`) and the error that says
   * so at `errorAt`: the text is handed over up to `textEnd` before the
   * error is reported, for the same reason as in charError.
   */
  private toTextThenError(from: number, textEnd: number, code: XmlErrorCode, errorAt: number, errorEnd?: number): void {
    this.toText(from);
    if (this.eager) this.flushText(textEnd);
    this.sink.error(code, errorAt, errorEnd);
  }

  /** Leaves markup that turned out not to be markup as text, from `from`. */
  private toText(from: number): void {
    this.sectionStart = from;
    this.tokenStart = -1;
    this.state = State.Data;
  }

  private emitTag(selfClosing: boolean, end: number): void {
    this.sink.openTag(this.tagName, this.attributes, selfClosing, this.tokenStart, end);
    this.afterToken(end);
  }

  /**
   * A start tag read by scanStartTag (tag-scan.ts): the buffer index after
   * it, or -1 with nothing reported (the tag states take it).
   */
  private fastStartTag(from: number): number {
    const scan = this.scan;
    const after = scanStartTag(this.buffer, from, scan);
    if (after < 0) return -1;
    if (scan.carriageReturn) this.sawCarriageReturn = true;
    const attributes = this.attributes;
    const { names, values, offsets, valueOffsets, complex } = attributes;
    const bounds = scan.bounds;
    const count = scan.count;
    // Tags of a kind tend to repeat their attributes in order: the previous
    // tag's k-th name (still in `names`) is tried before the string cache.
    for (let k = 0; k < count; k++) {
      const at = k * 4;
      names[k] = this.repeated(k < attributes.length ? names[k]! : '', bounds[at]!, bounds[at + 1]!, this.nameLimit);
      offsets[k] = this.offset + bounds[at]!;
      values[k] = this.intern(bounds[at + 2]!, bounds[at + 3]!, this.valueLimit);
      complex[k] = scan.complex[k]!;
      // Only a value that needs work can report an error inside it.
      if (complex[k]) valueOffsets[k] = this.offset + bounds[at + 2]!;
    }
    attributes.length = count;
    attributes.namesChecked = true;
    this.tagName = this.repeated(this.tagName, from, scan.nameEnd, this.nameLimit);
    this.emitTag(scan.selfClosing, this.offset + after);
    attributes.namesChecked = false;
    return after;
  }

  /** An end tag `</name>` read by tag-scan.ts: the buffer index after it, or -1 (the tag states take it). */
  private fastEndTag(from: number): number {
    const buffer = this.buffer;
    // Most end tags close the open element: its name is compared and
    // scanned in one pass (openEndTagName), the others are read as usual.
    const open = this.sink.openName();
    const openEnd = openEndTagName(buffer, from, open);
    const nameEnd = openEnd >= 0 ? openEnd : scanEndTagName(buffer, from);
    if (nameEnd < 0) return -1;
    const after = endTagClose(buffer, nameEnd);
    if (after < 0) return -1;
    const name = openEnd >= 0 ? open : this.intern(from, nameEnd, this.nameLimit);
    this.sink.closeTag(name, this.tokenStart, this.offset + after);
    this.afterToken(this.offset + after);
    return after;
  }

  private afterToken(end: number): void {
    this.tokenStart = -1;
    this.sectionStart = end;
    this.state = State.Data;
  }

  private startAttribute(at: number): void {
    if (!this.sawSpace) this.sink.error('missing-whitespace-between-attributes', at);
    this.sectionStart = at;
    this.state = State.TagAttributeName;
  }

  private finishAttributeName(at: number): void {
    const attributes = this.attributes;
    attributes.names[attributes.length] = this.name(this.sectionStart, at);
    attributes.offsets[attributes.length] = this.sectionStart;
  }

  private missingValue(at: number): void {
    this.sink.error('missing-attribute-value', at);
    this.attributes.valueOffsets[this.attributes.length] = at;
    this.pushValue('');
  }

  private finishValue(at: number): void {
    // Raw: references and whitespace are handled with the ATTLIST type (X6).
    this.attributes.valueOffsets[this.attributes.length] = this.sectionStart;
    const start = this.sectionStart;
    const value =
      start < this.offset
        ? this.spilledSlice(start, at)
        : this.intern(start - this.offset, at - this.offset, this.valueLimit);
    this.pushValue(value, this.valueComplex);
    this.valueComplex = false;
  }

  private pushValue(value: string, complex = false): void {
    const attributes = this.attributes;
    attributes.complex[attributes.length] = complex;
    attributes.values[attributes.length++] = value;
  }

  private characterReference(end: number): void {
    let cp = xmlNumericReference(this.referenceValue);
    if (cp < 0) {
      this.sink.error('invalid-character-reference', this.tokenStart, end); // decision X3
      cp = Char.ReplacementCharacter;
    }
    this.sink.text(String.fromCodePoint(cp), this.tokenStart, end, true);
    this.afterToken(end);
  }

  private namedReference(end: number): void {
    const name =
      this.sectionStart < this.offset
        ? this.spilledSlice(this.sectionStart, end - 1)
        : this.buffer.slice(this.sectionStart - this.offset, end - 1 - this.offset);
    const start = this.tokenStart;
    this.afterToken(end);
    const predefined = predefinedEntity(name);
    if (predefined !== undefined) this.sink.text(predefined, start, end, true);
    else this.sink.reference(name, start, end);
  }

  /**
   * Reference that is not one: an error, and it stays literal text (X3, X4).
   * The error spans the reference from its `&` to where it broke off, a
   * `;` included (`&#x;`), as the same text in an attribute value does.
   */
  private badReference(code: XmlErrorCode, i: number): number {
    const end = this.offset + i + (this.buffer.charCodeAt(i) === Char.Semicolon ? 1 : 0);
    this.toTextThenError(this.tokenStart, this.offset + i, code, this.tokenStart, end);
    return i - 1;
  }

  private bogusComment(from: number, i: number): number {
    this.sectionStart = from;
    this.state = State.BogusComment;
    return i - 1;
  }

  private emitDoctype(end: number): void {
    this.sink.doctype({
      name: this.doctypeName,
      externalId: this.externalId,
      subset: this.subset,
      subsetOffset: this.subsetStart,
      start: this.tokenStart,
      end,
    });
    this.afterToken(end);
  }

  /**
   * From a `<` in the data state: tags read by the fast paths and the
   * ordinary text between them, in one local loop (the same work as the
   * data state's, without a round of the state switch per tag). Returns the
   * index of the last character taken; the state is Tag if the fast paths
   * left the tag at `i` to the tag states.
   */
  private content(i: number, length: number): number {
    const buffer = this.buffer;
    for (;;) {
      this.flushText(this.offset + i);
      this.tokenStart = this.offset + i;
      this.brackets = 0;
      const after = buffer.charCodeAt(i + 1) === Char.Solidus ? this.fastEndTag(i + 2) : this.fastStartTag(i + 1);
      if (after < 0) {
        this.state = State.Tag;
        return i;
      }
      // Ordinary text (DATA_STOP stops at "]", so brackets stays 0).
      const j = textRunEnd(buffer, after, length);
      if (j >= length || buffer.charCodeAt(j) !== Char.LessThan) return j - 1;
      i = j;
    }
  }

  /**
   * The tokenizer loop: the character check (X12) once per character, then
   * the method of the current state (`step`). A state method returns the
   * index of the last character it took: `i`, `i - 1` to reconsume the
   * character in the next state, or the end of a run it skipped.
   */
  private run(): void {
    const buffer = this.buffer;
    let length = buffer.length;
    // A high surrogate at the end of a chunk waits for the next one: its pair
    // decides whether it is a Char (X12), and the states see it after that
    // check at any chunking, as with the whole input.
    if (!this.closed && isHighSurrogate(buffer.charCodeAt(length - 1))) length--;
    let i = this.index;
    for (; i < length; i++) {
      const c = buffer.charCodeAt(i);
      if ((c < Char.Space || c >= Char.SurrogateMin) && i > this.lastChecked) {
        this.lastChecked = i;
        if (c < Char.Space || c <= Char.SurrogateMax || c >= Char.ReplacementCharacter) this.checkChar(c, i);
        if (c < Char.SurrogateMin || c > Char.HighSurrogateMax) this.previousWasHigh = false;
      }
      // Text is the common case: the data state is tried before the switch.
      i = this.state === State.Data ? this.#stateData(c, i, length) : this.step(c, i, length);
    }
    this.index = i;
  }

  /** Dispatches character `c` at buffer index `i` to the current state's method (XML-ER §3.3). */
  private step(c: number, i: number, length: number): number {
    switch (this.state) {
      case State.Data:
        return this.#stateData(c, i, length);
      // References (the draft's "..." after "&"; decisions X3, X4)
      case State.ReferenceStart:
        return this.#stateReferenceStart(c, i);
      case State.NumericReferenceStart:
        return this.#stateNumericReferenceStart(c, i);
      case State.HexReferenceStart:
        return this.#stateHexReferenceStart(c, i);
      case State.DecimalReference:
        return this.#stateDecimalReference(c, i);
      case State.HexReference:
        return this.#stateHexReference(c, i);
      case State.NamedReference:
        return this.#stateNamedReference(c, i);
      // Start tags (the fallback of the fast paths in tag-scan.ts)
      case State.Tag:
        return this.#stateTag(c, i);
      case State.TagName:
        return this.#stateTagName(c, i, length);
      case State.EmptyTag:
        return this.#stateEmptyTag(c, i);
      case State.TagAttributeNameBefore:
        return this.#stateTagAttributeNameBefore(c, i, length);
      case State.TagAttributeName:
        return this.#stateTagAttributeName(c, i, length);
      case State.TagAttributeNameAfter:
        return this.#stateTagAttributeNameAfter(c, i);
      case State.TagAttributeValueBefore:
        return this.#stateTagAttributeValueBefore(c, i);
      case State.TagAttributeValueDoubleQuoted:
      case State.TagAttributeValueSingleQuoted:
        return this.#stateTagAttributeValueQuoted(c, i, length);
      case State.TagAttributeValueUnquoted:
        return this.#stateTagAttributeValueUnquoted(c, i);
      // End tags
      case State.EndTag:
        return this.#stateEndTag(c, i);
      case State.EndTagName:
        return this.#stateEndTagName(c, i);
      case State.EndTagNameAfter:
        return this.#stateEndTagNameAfter(c, i);
      // Processing instructions (X11: a "?" not before ">" stays in the data)
      case State.Pi:
        return this.#statePi(c, i);
      case State.PiTarget:
        return this.#statePiTarget(c, i);
      case State.PiTargetAfter:
        return this.#statePiTargetAfter(c, i);
      case State.PiData:
        return this.#statePiData(c, i, length);
      case State.PiAfter:
        return this.#statePiAfter(c, i);
      // Markup declarations: comments, CDATA, DOCTYPE
      case State.MarkupDeclaration:
        return this.#stateMarkupDeclaration(c, i);
      case State.MarkupDeclarationDash:
        return this.#stateMarkupDeclarationDash(c, i);
      case State.MarkupDeclarationSequence:
        return this.#stateMarkupDeclarationSequence(c, i);
      case State.Comment:
        return this.#stateComment(c, i, length);
      case State.CommentDash:
        return this.#stateCommentDash(c, i);
      case State.CommentEnd:
        return this.#stateCommentEnd(c, i);
      case State.CDATA:
        return this.#stateCDATA(c, i, length);
      case State.CDATABracket:
        return this.#stateCDATABracket(c, i);
      case State.CDATAEnd:
        return this.#stateCDATAEnd(c, i);
      case State.BogusComment:
        return this.#stateBogusComment(c, i);
      // DOCTYPE (decision X8 adds the token; the subset goes to dtd.ts)
      case State.DOCTYPE:
        return this.#stateDOCTYPE(c, i);
      case State.DOCTYPERootNameBefore:
        return this.#stateDOCTYPERootNameBefore(c, i);
      case State.DOCTYPERootName:
        return this.#stateDOCTYPERootName(c, i);
      case State.DOCTYPERootNameAfter:
        return this.#stateDOCTYPERootNameAfter(c, i);
      case State.DOCTYPEIdentifierDoubleQuoted:
      case State.DOCTYPEIdentifierSingleQuoted:
        return this.#stateDOCTYPEIdentifierQuoted(c, i);
      case State.DOCTYPEInternalSubset:
        return this.#stateDOCTYPEInternalSubset(c, i);
      case State.DOCTYPEInternalSubsetAfter:
        return this.#stateDOCTYPEInternalSubsetAfter(c, i);
      case State.SubsetDoubleQuoted:
      case State.SubsetSingleQuoted:
      case State.SubsetLessThan:
      case State.SubsetBang:
      case State.SubsetBangDash:
      case State.SubsetComment:
      case State.SubsetCommentDash:
      case State.SubsetCommentDashDash:
      case State.SubsetPi:
      case State.SubsetPiQuestion:
        return this.#stateSubsetMarkup(c, i);
      default:
        // The draft's DOCTYPE tag to DOCTYPE bogus comment states: never entered (the Subset
        // states find the internal subset's end; dtd.ts parses it, decision X8).
        return i;
    }
  }

  /**
   * § 3.3 Data state
   *
   * Data: ordinary text is skipped in one loop; `<`, `&` and `]]>` are acted on.
   */
  #stateData(c: number, i: number, length: number): number {
    if (c < Char.NonAscii ? DATA_STOP[c] === 0 : c < Char.SurrogateMin) {
      // The character at i was checked by run; LF and tab need no check, so they are skipped.
      this.brackets = 0;
      return this.fast ? textRunEnd(this.buffer, i + 1, length) - 1 : i;
    }
    if (c === Char.LessThan) {
      if (this.fast) return this.content(i, length);
      // Without fast paths: the tag state reads the tag character by character.
      this.flushText(this.offset + i);
      this.tokenStart = this.offset + i;
      this.brackets = 0;
      this.state = State.Tag;
      return i;
    }
    const at = this.offset + i;
    if (c === Char.Ampersand) {
      this.flushText(at);
      this.tokenStart = at;
      this.state = State.ReferenceStart;
      this.brackets = 0;
    } else if (c === Char.RightBracket) {
      this.brackets++;
    } else {
      // "]]>" is not allowed in text (X12).
      if (c === Char.GreaterThan && this.brackets >= 2) {
        // The text before it first (see charError): errors in input order.
        if (this.eager) this.flushText(at);
        this.sink.error('cdata-end-in-text', at - 2);
      }
      this.brackets = 0;
    }
    return i;
  }

  /** "&" in the data state: the draft leaves references as "..." (decisions X3, X4). Not in the specification. */
  #stateReferenceStart(c: number, i: number): number {
    if (c === Char.NumberSign) this.state = State.NumericReferenceStart;
    else if (isNameStartChar(c)) {
      this.sectionStart = this.offset + i;
      this.state = State.NamedReference;
    } else return this.badReference('invalid-reference', i);
    return i;
  }

  /** "&#" (decisions X3, X4). Not in the specification. */
  #stateNumericReferenceStart(c: number, i: number): number {
    if (c === Char.LowerX) this.state = State.HexReferenceStart;
    else if (c >= Char.Digit0 && c <= Char.Digit9) {
      this.referenceValue = c - Char.Digit0;
      this.state = State.DecimalReference;
    } else return this.badReference('invalid-reference', i);
    return i;
  }

  /** "&#x" (decisions X3, X4). Not in the specification. */
  #stateHexReferenceStart(c: number, i: number): number {
    const digit = hexDigitValue(c);
    if (digit < 0) return this.badReference('invalid-reference', i);
    this.referenceValue = digit;
    this.state = State.HexReference;
    return i;
  }

  /** The digits of "&#...;" (decisions X3, X4). Not in the specification. */
  #stateDecimalReference(c: number, i: number): number {
    if (c >= Char.Digit0 && c <= Char.Digit9)
      this.referenceValue = accumulateDigit(this.referenceValue, c - Char.Digit0, 10);
    else if (c === Char.Semicolon) this.characterReference(this.offset + i + 1);
    else return this.badReference('missing-semicolon-after-reference', i);
    return i;
  }

  /** The digits of "&#x...;" (decisions X3, X4). Not in the specification. */
  #stateHexReference(c: number, i: number): number {
    const digit = hexDigitValue(c);
    if (digit >= 0) this.referenceValue = accumulateDigit(this.referenceValue, digit, 16);
    else if (c === Char.Semicolon) this.characterReference(this.offset + i + 1);
    else return this.badReference('missing-semicolon-after-reference', i);
    return i;
  }

  /** The name of "&name;" (decisions X3, X4). Not in the specification. */
  #stateNamedReference(c: number, i: number): number {
    if (c === Char.Semicolon) this.namedReference(this.offset + i + 1);
    else if (!isNameChar(c)) return this.badReference('missing-semicolon-after-reference', i);
    return i;
  }

  /** End of input in a reference state (the draft's "..."; decisions X3, X4). Not in the specification. */
  #eofReference(end: number): void {
    this.toTextThenError(this.tokenStart, end, 'missing-semicolon-after-reference', this.tokenStart, end);
  }

  /**
   * § 3.3 Tag state
   *
   * After `<` when the fast paths left the tag to the states.
   */
  #stateTag(c: number, i: number): number {
    if (c === Char.Solidus) this.state = State.EndTag;
    else if (c === Char.QuestionMark) this.state = State.Pi;
    else if (c === Char.Exclamation) this.state = State.MarkupDeclaration;
    else if (isXmlWhitespace(c) || c === Char.Colon || c === Char.LessThan || c === Char.GreaterThan) {
      this.toTextThenError(this.tokenStart, this.offset + i, 'invalid-tag-open', this.tokenStart);
      return i - 1;
    } else {
      this.sectionStart = this.offset + i;
      this.attributes.length = 0;
      this.state = State.TagName;
    }
    return i;
  }

  /** § 3.3 Tag state, EOF (and the end tag state's, which is the same). */
  #eofTag(end: number): void {
    this.toTextThenError(this.tokenStart, end, 'eof-in-tag', end);
  }

  /** § 3.3 Tag name state */
  #stateTagName(c: number, i: number, length: number): number {
    if (c > Char.GreaterThan && c < Char.SurrogateMin)
      return this.fast ? skipNameRun(this.buffer, i + 1, length) - 1 : i;
    const at = this.offset + i;
    if (isXmlWhitespace(c)) {
      this.tagName = this.name(this.sectionStart, at);
      this.sawSpace = true;
      this.state = State.TagAttributeNameBefore;
    } else if (c === Char.GreaterThan) {
      this.tagName = this.name(this.sectionStart, at);
      this.emitTag(false, at + 1);
    } else if (c === Char.Solidus) {
      this.tagName = this.name(this.sectionStart, at);
      this.state = State.EmptyTag;
    }
    return i;
  }

  /** § 3.3 Tag name state, EOF. */
  #eofTagName(end: number): void {
    this.sink.error('eof-in-tag', end);
    this.tagName = this.name(this.sectionStart, end);
    this.emitTag(false, end);
  }

  /** § 3.3 Empty tag state */
  #stateEmptyTag(c: number, i: number): number {
    if (c === Char.GreaterThan) {
      this.emitTag(true, this.offset + i + 1);
      return i;
    }
    this.sink.error('unexpected-solidus-in-tag', this.offset + i - 1);
    this.sawSpace = false;
    this.state = State.TagAttributeNameBefore;
    return i - 1;
  }

  /** § 3.3 Empty tag state, EOF (and the tag attribute name before state's, which is the same). */
  #eofEmptyTag(end: number): void {
    this.sink.error('eof-in-tag', end);
    this.emitTag(false, end);
  }

  /** § 3.3 Tag attribute name before state */
  #stateTagAttributeNameBefore(c: number, i: number, length: number): number {
    if (isXmlWhitespace(c)) {
      this.sawSpace = true;
      // Attributes on their own lines: the indentation in one tight loop.
      return this.fast ? indentationEnd(this.buffer, i + 1, length) - 1 : i;
    }
    if (c === Char.GreaterThan) this.emitTag(false, this.offset + i + 1);
    else if (c === Char.Solidus) this.state = State.EmptyTag;
    else if (c === Char.Colon) this.sink.error('invalid-attribute-name', this.offset + i);
    else this.startAttribute(this.offset + i);
    return i;
  }

  /** § 3.3 Tag attribute name state */
  #stateTagAttributeName(c: number, i: number, length: number): number {
    if (c > Char.GreaterThan && c < Char.SurrogateMin)
      return this.fast ? skipNameRun(this.buffer, i + 1, length) - 1 : i;
    const at = this.offset + i;
    if (c === Char.EqualsSign) {
      this.finishAttributeName(at);
      this.state = State.TagAttributeValueBefore;
    } else if (c === Char.GreaterThan) {
      this.finishAttributeName(at);
      this.missingValue(at);
      this.emitTag(false, at + 1);
    } else if (isXmlWhitespace(c)) {
      this.finishAttributeName(at);
      this.state = State.TagAttributeNameAfter;
    } else if (c === Char.Solidus) {
      this.finishAttributeName(at);
      this.missingValue(at);
      this.state = State.EmptyTag;
    }
    return i;
  }

  /** § 3.3 Tag attribute name state, EOF. */
  #eofTagAttributeName(end: number): void {
    this.sink.error('eof-in-tag', end);
    this.finishAttributeName(end);
    this.pushValue('');
    this.emitTag(false, end);
  }

  /** § 3.3 Tag attribute name after state */
  #stateTagAttributeNameAfter(c: number, i: number): number {
    const at = this.offset + i;
    if (c === Char.EqualsSign) this.state = State.TagAttributeValueBefore;
    else if (c === Char.GreaterThan) {
      this.missingValue(at);
      this.emitTag(false, at + 1);
    } else if (c === Char.Solidus) {
      this.missingValue(at);
      this.state = State.EmptyTag;
    } else if (!isXmlWhitespace(c)) {
      this.missingValue(at);
      this.sawSpace = true;
      this.startAttribute(at);
    }
    return i;
  }

  /** § 3.3 Tag attribute name after state, EOF (and the tag attribute value before state's). */
  #eofTagAttributeNameAfter(end: number): void {
    this.sink.error('eof-in-tag', end);
    this.pushValue('');
    this.emitTag(false, end);
  }

  /** § 3.3 Tag attribute value before state */
  #stateTagAttributeValueBefore(c: number, i: number): number {
    const at = this.offset + i;
    if (c === Char.QuotationMark || c === Char.Apostrophe) {
      this.quote = c;
      this.sectionStart = at + 1;
      this.state = c === Char.QuotationMark ? State.TagAttributeValueDoubleQuoted : State.TagAttributeValueSingleQuoted;
    } else if (c === Char.GreaterThan) {
      this.missingValue(at);
      this.emitTag(false, at + 1);
    } else if (!isXmlWhitespace(c)) {
      this.sink.error('unquoted-attribute-value', at);
      this.valueComplex = true;
      this.sectionStart = at;
      this.state = State.TagAttributeValueUnquoted;
    }
    return i;
  }

  /**
   * § 3.3 Tag attribute value double quoted state
   * § 3.3 Tag attribute value single quoted state
   *
   * Both quoted value states (the quote is in `quote`).
   */
  #stateTagAttributeValueQuoted(c: number, i: number, length: number): number {
    const quote = this.quote;
    if (c !== quote && c !== Char.LessThan && c !== Char.Ampersand && c >= Char.Space && c < Char.SurrogateMin) {
      return this.fast ? valueRunEnd(this.buffer, i + 1, length, quote) - 1 : i;
    }
    if (c === quote) {
      this.finishValue(this.offset + i);
      this.sawSpace = false;
      this.state = State.TagAttributeNameBefore;
    } else if (c === Char.LessThan) this.sink.error('less-than-in-attribute-value', this.offset + i);
    else if (c === Char.Ampersand || c < Char.Space) this.valueComplex = true;
    return i;
  }

  /** § 3.3 Tag attribute value double quoted, single quoted and unquoted states, EOF. */
  #eofTagAttributeValue(end: number): void {
    this.sink.error('eof-in-tag', end);
    this.valueComplex = true;
    this.finishValue(end);
    this.emitTag(false, end);
  }

  /** § 3.3 Tag attribute value unquoted state */
  #stateTagAttributeValueUnquoted(c: number, i: number): number {
    if (isXmlWhitespace(c)) {
      this.finishValue(this.offset + i);
      this.sawSpace = true;
      this.state = State.TagAttributeNameBefore;
    } else if (c === Char.GreaterThan) {
      this.finishValue(this.offset + i);
      this.emitTag(false, this.offset + i + 1);
    }
    return i;
  }

  /** § 3.3 End tag state */
  #stateEndTag(c: number, i: number): number {
    const at = this.offset + i;
    if (c === Char.GreaterThan) {
      this.sink.closeTag('', this.tokenStart, at + 1); // short end tag
      this.afterToken(at + 1);
    } else if (isXmlWhitespace(c) || c === Char.LessThan || c === Char.Colon) {
      this.toTextThenError(this.tokenStart, at, 'invalid-end-tag-open', this.tokenStart);
      return i - 1;
    } else {
      this.sectionStart = at;
      this.state = State.EndTagName;
    }
    return i;
  }

  /** § 3.3 End tag name state */
  #stateEndTagName(c: number, i: number): number {
    const at = this.offset + i;
    if (isXmlWhitespace(c)) {
      this.tagName = this.name(this.sectionStart, at);
      this.state = State.EndTagNameAfter;
    } else if (c === Char.GreaterThan) {
      this.sink.closeTag(this.name(this.sectionStart, at), this.tokenStart, at + 1);
      this.afterToken(at + 1);
    }
    return i;
  }

  /** § 3.3 End tag name state, EOF. */
  #eofEndTagName(end: number): void {
    this.sink.error('eof-in-tag', end);
    this.sink.closeTag(this.name(this.sectionStart, end), this.tokenStart, end);
    this.afterToken(end);
  }

  /** § 3.3 End tag name after state */
  #stateEndTagNameAfter(c: number, i: number): number {
    const at = this.offset + i;
    if (c === Char.GreaterThan) {
      this.sink.closeTag(this.tagName, this.tokenStart, at + 1);
      this.afterToken(at + 1);
    } else if (!isXmlWhitespace(c)) {
      // The draft: "Anything else: Parse error. Stay in the current state" (one per character).
      this.sink.error('junk-in-end-tag', at);
    }
    return i;
  }

  /** § 3.3 End tag name after state, EOF. */
  #eofEndTagNameAfter(end: number): void {
    this.sink.error('eof-in-tag', end);
    this.sink.closeTag(this.tagName, this.tokenStart, end);
    this.afterToken(end);
  }

  /** § 3.3 Pi state */
  #statePi(c: number, i: number): number {
    if (isXmlWhitespace(c)) {
      this.sink.error('missing-pi-target', this.offset + i);
      return this.bogusComment(this.offset + i, i);
    }
    this.sectionStart = this.offset + i;
    this.state = State.PiTarget;
    return i;
  }

  /** § 3.3 Pi state, EOF. */
  #eofPi(end: number): void {
    this.sink.error('eof-in-pi', end);
    this.sectionStart = end;
    this.emitEofComment(end, end);
  }

  /** § 3.3 Pi target state */
  #statePiTarget(c: number, i: number): number {
    const at = this.offset + i;
    if (isXmlWhitespace(c)) {
      this.piTarget = this.name(this.sectionStart, at);
      this.state = State.PiTargetAfter;
    } else if (c === Char.QuestionMark) {
      this.piTarget = this.name(this.sectionStart, at);
      this.sectionStart = at;
      this.state = State.PiAfter;
    }
    return i;
  }

  /** § 3.3 Pi target state, EOF. */
  #eofPiTarget(end: number): void {
    this.sink.error('eof-in-pi', end);
    this.eofInstruction(this.name(this.sectionStart, end), '', end);
  }

  /** § 3.3 Pi target after state */
  #statePiTargetAfter(c: number, i: number): number {
    if (isXmlWhitespace(c)) return i;
    this.sectionStart = this.offset + i;
    this.state = State.PiData;
    return i - 1;
  }

  /** § 3.3 Pi target after state, EOF. */
  #eofPiTargetAfter(end: number): void {
    this.sink.error('eof-in-pi', end);
    this.eofInstruction(this.piTarget, '', end);
  }

  /** § 3.3 Pi data state */
  #statePiData(c: number, i: number, length: number): number {
    if (c !== Char.QuestionMark) return this.fast ? skipTo(this.buffer, i + 1, length, Char.QuestionMark) - 1 : i;
    this.state = State.PiAfter;
    return i;
  }

  /** § 3.3 Pi after state */
  #statePiAfter(c: number, i: number): number {
    const at = this.offset + i;
    if (c === Char.GreaterThan) {
      this.sink.instruction(this.piTarget, this.slice(this.sectionStart, at - 1), this.tokenStart, at + 1);
      this.afterToken(at + 1);
    } else if (c !== Char.QuestionMark) {
      this.state = State.PiData;
    }
    return i;
  }

  /** § 3.3 Pi data state and Pi after state, EOF (the after state's "?" is not data). */
  #eofPiData(end: number): void {
    this.sink.error('eof-in-pi', end);
    const dataEnd = this.state === State.PiAfter ? end - 1 : end;
    this.eofInstruction(this.piTarget, this.slice(this.sectionStart, dataEnd), end);
  }

  /**
   * § 3.3 Markup declaration state
   *
   * After `<!`.
   */
  #stateMarkupDeclaration(c: number, i: number): number {
    if (c === Char.HyphenMinus) this.state = State.MarkupDeclarationDash;
    else if (c === Char.LeftBracket || c === Char.UpperD) {
      this.sequence = c === Char.LeftBracket ? CDATA_SEQUENCE : DOCTYPE_SEQUENCE;
      this.sequenceIndex = 0;
      this.state = State.MarkupDeclarationSequence;
    } else {
      this.sink.error('incorrectly-opened-comment', this.offset + i);
      return this.bogusComment(this.offset + i, i);
    }
    return i;
  }

  /** The markup declaration state's look-ahead, a character a step (it may span chunks): "<!-". Not in the specification (as a state). */
  #stateMarkupDeclarationDash(c: number, i: number): number {
    if (c !== Char.HyphenMinus) {
      this.sink.error('incorrectly-opened-comment', this.offset + i);
      return this.bogusComment(this.tokenStart + 2, i);
    }
    this.sectionStart = this.offset + i + 1;
    this.commentDashes = false;
    this.state = State.Comment;
    return i;
  }

  /**
   * The markup declaration state's look-ahead: the rest of "<![CDATA[" or "<!DOCTYPE". Not in the specification (as a state).
   *
   * The rest of `<![CDATA[` or `<!DOCTYPE`, one character at a time (it may span chunks).
   */
  #stateMarkupDeclarationSequence(c: number, i: number): number {
    if (c !== this.sequence.charCodeAt(this.sequenceIndex)) {
      this.sink.error('incorrectly-opened-comment', this.offset + i);
      return this.bogusComment(this.tokenStart + 2, i);
    }
    if (++this.sequenceIndex === this.sequence.length) {
      if (this.sequence === CDATA_SEQUENCE) {
        this.sectionStart = this.offset + i + 1;
        this.state = State.CDATA;
      } else this.state = State.DOCTYPE;
    }
    return i;
  }

  /** § 3.3 Markup declaration state, EOF (with its look-ahead states). */
  #eofMarkupDeclaration(end: number): void {
    this.sink.error('incorrectly-opened-comment', end);
    this.sectionStart = this.tokenStart + 2;
    this.emitEofComment(end, end);
  }

  /** § 3.3 Comment state */
  #stateComment(c: number, i: number, length: number): number {
    if (c !== Char.HyphenMinus) return this.fast ? skipTo(this.buffer, i + 1, length, Char.HyphenMinus) - 1 : i;
    this.state = State.CommentDash;
    return i;
  }

  /** § 3.3 Comment dash state */
  #stateCommentDash(c: number, i: number): number {
    this.state = c === Char.HyphenMinus ? State.CommentEnd : State.Comment;
    return i;
  }

  /** § 3.3 Comment end state */
  #stateCommentEnd(c: number, i: number): number {
    const at = this.offset + i;
    if (c === Char.GreaterThan) {
      this.sink.comment(this.slice(this.sectionStart, at - 2), this.tokenStart, at + 1);
      this.afterToken(at + 1);
    } else {
      // "--" inside a comment (X12); the draft keeps it in the data.
      if (!this.commentDashes) this.sink.error('double-hyphen-in-comment', at - 2);
      this.commentDashes = true;
      if (c !== Char.HyphenMinus) this.state = State.Comment;
    }
    return i;
  }

  /** § 3.3 Comment, comment dash and comment end states, EOF: the dashes seen are not data. */
  #eofComment(end: number): void {
    this.sink.error('eof-in-comment', end);
    const state = this.state;
    this.emitEofComment(end - (state === State.CommentDash ? 1 : state === State.CommentEnd ? 2 : 0), end);
  }

  /** § 3.3 CDATA state */
  #stateCDATA(c: number, i: number, length: number): number {
    if (c !== Char.RightBracket) return this.fast ? skipTo(this.buffer, i + 1, length, Char.RightBracket) - 1 : i;
    this.state = State.CDATABracket;
    return i;
  }

  /** § 3.3 CDATA bracket state */
  #stateCDATABracket(c: number, i: number): number {
    this.state = c === Char.RightBracket ? State.CDATAEnd : State.CDATA;
    return i;
  }

  /** § 3.3 CDATA end state */
  #stateCDATAEnd(c: number, i: number): number {
    const at = this.offset + i;
    if (c === Char.GreaterThan) {
      this.sink.cdata(this.slice(this.sectionStart, at - 2), this.tokenStart, at + 1);
      this.afterToken(at + 1);
    } else if (c !== Char.RightBracket) this.state = State.CDATA;
    return i;
  }

  /**
   * § 3.3 CDATA, CDATA bracket and CDATA end states, EOF: the characters already seen come
   * first; brackets that might have ended it are dropped.
   */
  #eofCDATA(end: number): void {
    const state = this.state;
    const dataEnd = end - (state === State.CDATABracket ? 1 : state === State.CDATAEnd ? 2 : 0);
    this.sink.cdata(this.slice(this.sectionStart, dataEnd), this.tokenStart, end);
    this.sink.error('eof-in-cdata', end);
    this.afterToken(end);
  }

  /** § 3.3 Bogus comment state */
  #stateBogusComment(c: number, i: number): number {
    if (c === Char.GreaterThan) {
      const at = this.offset + i;
      this.sink.comment(this.slice(this.sectionStart, at), this.tokenStart, at + 1);
      this.afterToken(at + 1);
    }
    return i;
  }

  /** § 3.3 Bogus comment state, EOF. */
  #eofBogusComment(end: number): void {
    this.emitEofComment(end, end);
  }

  /**
   * § 3.3 DOCTYPE state
   *
   * After `<!DOCTYPE`.
   */
  #stateDOCTYPE(c: number, i: number): number {
    if (isXmlWhitespace(c)) {
      this.state = State.DOCTYPERootNameBefore;
      return i;
    }
    this.sink.error('malformed-doctype', this.offset + i);
    return this.bogusComment(this.tokenStart + 2, i);
  }

  /** § 3.3 DOCTYPE states, EOF: the draft reprocesses EOF in the data state; no token. */
  #eofDOCTYPE(end: number): void {
    this.sink.error('eof-in-doctype', end);
    this.afterToken(end);
  }

  /** § 3.3 DOCTYPE root name before state */
  #stateDOCTYPERootNameBefore(c: number, i: number): number {
    const at = this.offset + i;
    if (c === Char.GreaterThan) {
      this.sink.error('missing-doctype-name', at);
      this.afterToken(at + 1);
    } else if (!isXmlWhitespace(c)) {
      this.sectionStart = at;
      this.doctypeName = '';
      this.externalId = '';
      this.subset = null;
      this.state = State.DOCTYPERootName;
    }
    return i;
  }

  /** § 3.3 DOCTYPE root name state */
  #stateDOCTYPERootName(c: number, i: number): number {
    if (isXmlWhitespace(c) || c === Char.GreaterThan || c === Char.LeftBracket) {
      const at = this.offset + i;
      this.doctypeName = this.name(this.sectionStart, at);
      this.externalStart = at;
      if (c === Char.GreaterThan) this.emitDoctype(at + 1);
      else if (c === Char.LeftBracket) this.startSubset(at);
      else this.state = State.DOCTYPERootNameAfter;
    }
    return i;
  }

  /**
   * § 3.3 DOCTYPE root name after state
   *
   * The external ID is kept raw up to `[` or `>` (quoted `[` and `>` included).
   */
  #stateDOCTYPERootNameAfter(c: number, i: number): number {
    const at = this.offset + i;
    if (c === Char.GreaterThan) {
      this.externalId = this.slice(this.externalStart, at);
      this.emitDoctype(at + 1);
    } else if (c === Char.QuotationMark) this.state = State.DOCTYPEIdentifierDoubleQuoted;
    else if (c === Char.Apostrophe) this.state = State.DOCTYPEIdentifierSingleQuoted;
    else if (c === Char.LeftBracket) this.startSubset(at);
    return i;
  }

  /**
   * § 3.3 DOCTYPE identifier double quoted state
   * § 3.3 DOCTYPE identifier single quoted state
   *
   * Both quoted identifier states.
   */
  #stateDOCTYPEIdentifierQuoted(c: number, i: number): number {
    const quote = this.state === State.DOCTYPEIdentifierDoubleQuoted ? Char.QuotationMark : Char.Apostrophe;
    if (c === quote) this.state = State.DOCTYPERootNameAfter;
    return i;
  }

  /** § 3.3 DOCTYPE internal subset state */
  #stateDOCTYPEInternalSubset(c: number, i: number): number {
    if (c === Char.RightBracket) {
      const offset = this.offset;
      this.subset =
        this.subsetStart < offset
          ? this.spilledSlice(this.subsetStart, offset + i)
          : this.buffer.slice(this.subsetStart - offset, i);
      this.state = State.DOCTYPEInternalSubsetAfter;
    } else if (c === Char.QuotationMark) this.state = State.SubsetDoubleQuoted;
    else if (c === Char.Apostrophe) this.state = State.SubsetSingleQuoted;
    else if (c === Char.LessThan) this.state = State.SubsetLessThan;
    return i;
  }

  /** § 3.3 DOCTYPE internal subset after state */
  #stateDOCTYPEInternalSubsetAfter(c: number, i: number): number {
    if (c === Char.GreaterThan) this.emitDoctype(this.offset + i + 1);
    else if (!isXmlWhitespace(c)) this.sink.error('junk-after-internal-subset', this.offset + i);
    return i;
  }

  /**
   * Quotes, comments and PIs inside the internal subset, which may hold a
   * `]` (the draft's DOCTYPE ENTITY, comment and pi states): only their end
   * is looked for; dtd.ts reads the subset.
   */
  /** The Subset states: the internal subset scanned for its "]" (quotes, comments and PIs may hold one); dtd.ts parses it (decision X8). Not in the specification (the draft's DOCTYPE tag to DOCTYPE bogus comment states parse it here). */
  #stateSubsetMarkup(c: number, i: number): number {
    switch (this.state) {
      case State.SubsetDoubleQuoted:
        if (c === Char.QuotationMark) this.state = State.DOCTYPEInternalSubset;
        return i;
      case State.SubsetSingleQuoted:
        if (c === Char.Apostrophe) this.state = State.DOCTYPEInternalSubset;
        return i;
      case State.SubsetLessThan:
        if (c === Char.Exclamation) this.state = State.SubsetBang;
        else if (c === Char.QuestionMark) this.state = State.SubsetPi;
        else return this.reconsumeInSubset(i);
        return i;
      case State.SubsetBang:
        if (c !== Char.HyphenMinus) return this.reconsumeInSubset(i);
        this.state = State.SubsetBangDash;
        return i;
      case State.SubsetBangDash:
        if (c !== Char.HyphenMinus) return this.reconsumeInSubset(i);
        this.state = State.SubsetComment;
        return i;
      case State.SubsetComment:
        if (c === Char.HyphenMinus) this.state = State.SubsetCommentDash;
        return i;
      case State.SubsetCommentDash:
        this.state = c === Char.HyphenMinus ? State.SubsetCommentDashDash : State.SubsetComment;
        return i;
      case State.SubsetCommentDashDash:
        if (c === Char.GreaterThan) this.state = State.DOCTYPEInternalSubset;
        else if (c !== Char.HyphenMinus) this.state = State.SubsetComment;
        return i;
      case State.SubsetPi:
        if (c === Char.QuestionMark) this.state = State.SubsetPiQuestion;
        return i;
      default:
        // SubsetPiQuestion
        if (c === Char.GreaterThan) this.state = State.DOCTYPEInternalSubset;
        else if (c !== Char.QuestionMark) this.state = State.SubsetPi;
        return i;
    }
  }

  private reconsumeInSubset(i: number): number {
    this.state = State.DOCTYPEInternalSubset;
    return i - 1;
  }

  private startSubset(at: number): void {
    if (this.state === State.DOCTYPERootNameAfter) this.externalId = this.slice(this.externalStart, at);
    this.subsetStart = at + 1;
    this.state = State.DOCTYPEInternalSubset;
  }

  /**
   * End of input: the end-of-input branch of the current state (each `#eofX` stands beside its
   * state's method), then the text not yet reported.
   */
  private eof(): void {
    const end = this.offset + this.buffer.length;
    switch (this.state) {
      case State.Data:
        break;
      case State.ReferenceStart:
      case State.NumericReferenceStart:
      case State.HexReferenceStart:
      case State.DecimalReference:
      case State.HexReference:
      case State.NamedReference:
        this.#eofReference(end);
        break;
      case State.Tag:
      case State.EndTag:
        this.#eofTag(end);
        break;
      case State.TagName:
        this.#eofTagName(end);
        break;
      case State.EmptyTag:
      case State.TagAttributeNameBefore:
        this.#eofEmptyTag(end);
        break;
      case State.TagAttributeName:
        this.#eofTagAttributeName(end);
        break;
      case State.TagAttributeNameAfter:
      case State.TagAttributeValueBefore:
        this.#eofTagAttributeNameAfter(end);
        break;
      case State.TagAttributeValueDoubleQuoted:
      case State.TagAttributeValueSingleQuoted:
      case State.TagAttributeValueUnquoted:
        this.#eofTagAttributeValue(end);
        break;
      case State.EndTagName:
        this.#eofEndTagName(end);
        break;
      case State.EndTagNameAfter:
        this.#eofEndTagNameAfter(end);
        break;
      case State.Pi:
        this.#eofPi(end);
        break;
      case State.PiTarget:
        this.#eofPiTarget(end);
        break;
      case State.PiTargetAfter:
        this.#eofPiTargetAfter(end);
        break;
      case State.PiData:
      case State.PiAfter:
        this.#eofPiData(end);
        break;
      case State.MarkupDeclaration:
      case State.MarkupDeclarationDash:
      case State.MarkupDeclarationSequence:
        this.#eofMarkupDeclaration(end);
        break;
      case State.Comment:
      case State.CommentDash:
      case State.CommentEnd:
        this.#eofComment(end);
        break;
      case State.BogusComment:
        this.#eofBogusComment(end);
        break;
      case State.CDATA:
      case State.CDATABracket:
      case State.CDATAEnd:
        this.#eofCDATA(end);
        break;
      default:
        this.#eofDOCTYPE(end);
    }
    this.flushText(end);
  }

  private emitEofComment(dataEnd: number, end: number): void {
    this.sink.comment(this.slice(this.sectionStart, dataEnd), this.tokenStart, end);
    this.afterToken(end);
  }

  private eofInstruction(target: string, value: string, end: number): void {
    this.sink.instruction(target, value, this.tokenStart, end);
    this.afterToken(end);
  }
}
