/**
 * The low-level WHATWG HTML tokenizer (§13.2.5): numeric states, one method
 * per state named after it (htmlparser2's Tokenizer is the model), working on
 * char codes and offsets of a normalized buffer (decision H2) and emitting
 * through `TokenizerCallbacks`.
 *
 * Streaming: a chunk is normalized and appended; text, names, values and
 * comment data are accumulated per chunk as slices, so a token of any length
 * costs linear time. Only a few states hold characters whose meaning is not
 * decided yet (`<`, `</name` after RCDATA, `&amp`, `<!DOC`, `--` before `>`);
 * those characters, never more than the longest keyword, reference name or
 * last start tag name, are carried into the next buffer.
 */
import {
  NamedReferenceMatcher,
  accumulateDigit,
  hexDigitValue,
  htmlNumericReference,
  htmlNumericReferenceErrorKind,
  ownString,
} from '@forgiving/char-ref';
import { Ascii, Char, isAsciiAlpha, isAsciiAlphanumeric } from '@forgiving/char-ref/codes';
import { htmlNamedReferences } from '@forgiving/char-ref/html';
import type { TokenizerCallbacks } from './callbacks.ts';
import { E } from './generated/error-ids.ts';
import { StringBuilder } from './builder.ts';
import { type NormalizedChunk, Preprocessor } from './input.ts';
import { EOF_BRANCHES, Eof, S } from './generated/state-ids.ts';
import type { StateId } from './states.ts';
import { TAG_BY_HASH, TAG_HASH_MASK, TAG_NAMES, TAG_PACKED, tagId } from './tag-names.ts';

// Character codes are written `Char.X` (@forgiving/char-ref/codes) and the
// file's own small numbers are enums (A, K): esbuild inlines enum members as
// literals. A module-level alias (`const LT = Char.LessThan`) stays a module
// variable, which V8's optimized code (Node 20) loads from the module context
// and checks at every use, about five instructions per comparison (docs/benchmarks.md,
// html-tokenizer: "every character code a literal").

/** Where the current section of input goes. */
enum A {
  None = 0,
  Text = 1,
  Tag = 2,
  AttrName = 3,
  AttrValue = 4,
  Comment = 5,
  DoctypeName = 6,
  Public = 7,
  System = 8,
}

/** What `nextOf` searches, by kind. */
const SEARCHED = ['<', '&', '\0', '"', "'"];
enum K {
  Lt = 0,
  Amp = 1,
  Nul = 2,
  DQuote = 3,
  SQuote = 4,
}
/** The ids of char-ref's `htmlNumericReferenceErrorKind` (0: none). */
const NUMERIC_ERRORS = [
  -1,
  E.NullCharacterReference,
  E.CharacterReferenceOutsideUnicodeRange,
  E.SurrogateCharacterReference,
  E.NoncharacterCharacterReference,
  E.ControlCharacterReference,
];
/** Characters per slice when a chunk is normalized into a new string (see `#feed`). */
const SLICE = 1 << 16;
/** The fast tag path leaves tags with more attributes to the states (its duplicate check is quadratic). */
const FAST_ATTRIBUTES = 16;

/**
 * The tokenizer's whitespace (§13.2.5: tab, LF, FF, space): ASCII whitespace
 * without CR, which preprocessing (H2) has already turned into LF.
 */
function isWhitespace(c: number): boolean {
  return c === Char.Space || c === Char.LineFeed || c === Char.Tab || c === Char.FormFeed;
}
const UPPER_ALL = /[A-Z]+/g;
/** Short names lowered so far (a Map: prototype-safe), cleared when full. */
const LOWERED = /* @__PURE__ */ new Map<string, string>();
/**
 * ASCII lowercase only: the Standard lowercases nothing else in names.
 * Short names are cached (a lookup, where lowering costs a RegExp call, and
 * on a two-byte buffer, any character above U+00FF in the chunk, every slice
 * is two-byte and `toLowerCase` of it a call into ICU: docs/benchmarks.md, html-tokenizer:
 * "two-byte pages, references in text, and where time is not instructions").
 */
function asciiLower(s: string): string {
  let lower = LOWERED.get(s);
  if (lower === undefined) {
    lower = s.replace(UPPER_ALL, (m) => m.toLowerCase());
    // Own copies: a slice of 13 or more characters would keep its whole buffer alive (char-ref ownString).
    if (s.length < 32) LOWERED.size > 511 ? LOWERED.clear() : LOWERED.set(ownString(s), (lower = ownString(lower)));
  }
  return lower;
}

/**
 * States that hold undecided characters starting at `mark` (carried across
 * chunks), listed by name (a range of numbers would take in whatever a
 * renumbering puts inside it): the less-than sign, end tag open and end
 * tag name states of RCDATA, RAWTEXT, script data and script data escaped;
 * the comment states holding `-`, `--` or `--!`; the CDATA end brackets;
 * the reference states before their name or digits. Not in the
 * specification: it reads one character at a time, this tokenizer chunks.
 */
// One entry per state number, as many as the generated table has (not a
// hand-kept size, which a state added past it would silently miss).
const CARRY = new Uint8Array(EOF_BRANCHES.length >> 1);
for (const s of [
  S.TagOpen,
  S.EndTagOpen,
  S.RCDATALessThanSign,
  S.RCDATAEndTagOpen,
  S.RCDATAEndTagName,
  S.RAWTEXTLessThanSign,
  S.RAWTEXTEndTagOpen,
  S.RAWTEXTEndTagName,
  S.ScriptDataLessThanSign,
  S.ScriptDataEndTagOpen,
  S.ScriptDataEndTagName,
  S.ScriptDataEscapedLessThanSign,
  S.ScriptDataEscapedEndTagOpen,
  S.ScriptDataEscapedEndTagName,
  S.CommentStartDash,
  S.CommentLessThanSignBangDash,
  S.CommentLessThanSignBangDashDash,
  S.CommentEndDash,
  S.CommentEnd,
  S.CommentEndBang,
  S.CDATASectionBracket,
  S.CDATASectionEnd,
  S.CharacterReference,
  S.NumericCharacterReference,
  S.HexadecimalCharacterReferenceStart,
  S.DecimalCharacterReferenceStart,
  // The `?` that may end a processing instruction (its data ends at mark).
  S.ProcessingInstructionQuestionable,
]) {
  CARRY[s] = 1;
}

export interface TokenizerOptions {
  /** Initial state (default Data). */
  state?: StateId | undefined;
  /** The last start tag name, for "appropriate end tag" (html5lib `lastStartTag`). */
  lastStartTag?: string | undefined;
  /**
   * True: `<?target data>` is a processing instruction (whatwg/html #12118,
   * 2026-06-25), given to the `processingInstruction` callback. False: the
   * Standard before that change, `<?` an
   * unexpected-question-mark-instead-of-tag-name bogus comment (what
   * html5lib-tests 9329e64's tokenizer tests and parse5 8.1.1 expect).
   * Default: whether the callbacks have `processingInstruction`.
   */
  processingInstructions?: boolean | undefined;
  /**
   * Whether the fast paths run (default true): `fastTag` and the Data
   * state's terminated references (`#textReference`), which read in one go
   * what the states would read character by character. False: the states
   * alone, for differential tests (test/fast-paths.test.ts) and for running
   * every conformance suite on the spec path (`FORGIVING_FAST_PATHS=off`).
   * The output is the same either way.
   */
  fastPaths?: boolean | undefined;
}

export class Tokenizer {
  /** The normalized buffer the current `text(start, end)` sections index. */
  buffer = '';
  #length = 0;
  #index = 0;
  #eof = false;
  #ended = false;
  #paused = false;
  /** Original offset of buffer[0], and where LFs of CR LF pairs were dropped. */
  #base = 0;
  #removals: number[] = [];
  /** `offsetAt`'s last answer: how many removals lie before its index. */
  #cursor = 0;

  /**
   * Work done so far, for scale tests: state dispatches, characters appended
   * or carried over, characters walked in named references. Linear input
   * handling keeps it proportional to the input.
   */
  work = 0;

  state: StateId = S.Data;
  /** `nextOf`'s answers for SEARCHED (-1: not searched in this buffer). */
  readonly #nextAt = new Int32Array(5).fill(-1);
  /**
   * Where each of those searches started: an answer holds for any `from`
   * between its start and itself. Queries are not always in order: the
   * states read again a tag that `fastTag` searched in and gave up.
   */
  readonly #nextFrom = new Int32Array(5);
  /** Whether the fast paths run (TokenizerOptions.fastPaths). */
  readonly #fast: boolean;
  #returnState: StateId = S.Data;
  /** The "adjusted current node is not in the HTML namespace" flag (for `<![CDATA[`). */
  foreign = false;
  /**
   * The TAG_NAMES id (decision H9) of the tag being emitted: read it inside
   * `startTag` / `endTag` instead of looking the name up again.
   */
  tagId = 0;
  /** Name of the last start tag emitted (or set): "appropriate end tag". */
  lastStartTag = '';
  /** Whether `<?` opens a processing instruction (TokenizerOptions.processingInstructions). */
  readonly #pi: boolean;
  /** The current processing instruction token's target. */
  #piTarget = '';

  #acc = A.Text;
  /** The current name section holds an ASCII upper-case letter (tag and attribute names). */
  #upper = false;
  #sectionStart = 0;
  #mark = 0;
  /** Original offset where the current tag, comment or doctype began. */
  #tokenStart = 0;

  #isEndTag = false;
  #selfClosing = false;
  readonly #tagName = new StringBuilder();
  readonly #attrName = new StringBuilder();
  /** The current attribute's name once complete (set on leaving the attribute name state). */
  #attrNameDone = '';
  readonly #attrValue = new StringBuilder();
  #hasAttr = false;
  #attrDropped = false;
  readonly #attrNames: string[] = [];
  readonly #attrValues: string[] = [];
  #attrCount = 0;
  /**
   * The current tag's attribute names, for duplicates (10^5 attributes stay
   * linear). Only the states fill it: the fast path, which leaves tags with
   * a duplicate to them, checks its few names by scanning.
   */
  readonly #attrSet = new Set<string>();

  readonly #commentData = new StringBuilder();
  readonly #doctypeName = new StringBuilder();
  readonly #publicId = new StringBuilder();
  readonly #systemId = new StringBuilder();
  #forceQuirks = false;
  /** The temporary buffer of the double escape states, capped (only "script" matters). */
  #temp = '';

  #refStart = 0;
  #refStartOffset = 0;
  #refCode = 0;
  readonly #matcher = new NamedReferenceMatcher(htmlNamedReferences());

  readonly #preprocessor: Preprocessor;
  /** Input stream errors waiting for the tokenizer to reach them (code, offset, end). */
  readonly #preCodes: E[] = [];
  readonly #preOffsets: number[] = [];
  readonly #preEnds: number[] = [];
  #preHead = 0;
  readonly #cb: TokenizerCallbacks;

  constructor(cb: TokenizerCallbacks, options: TokenizerOptions = {}) {
    this.#cb = cb;
    this.#preprocessor = new Preprocessor((code, offset, end) => {
      this.#preCodes.push(code);
      this.#preOffsets.push(offset);
      this.#preEnds.push(end);
    });
    if (options.state !== undefined) this.state = options.state;
    if (options.lastStartTag !== undefined) this.lastStartTag = options.lastStartTag;
    this.#pi = options.processingInstructions ?? cb.processingInstruction !== undefined;
    this.#fast = options.fastPaths !== false;
  }

  /** Original offset where the tag, comment or DOCTYPE being built began (`scanLine` at a line end inside one). */
  get tokenStartOffset(): number {
    return this.#tokenStart;
  }

  /** Original offset of a buffer index. */
  offsetAt(index: number): number {
    const removals = this.#removals;
    const offset = this.#base + index;
    // Kept small: it is inlined into every caller.
    return removals.length === 0 ? offset : offset + this.#removedBefore(index);
  }

  /** How many removals lie before buffer index `index`. */
  #removedBefore(index: number): number {
    const removals = this.#removals;
    // Queries mostly move forward (a CR LF page: one removal a line): the
    // binary search starts at the last answer when no removal before it
    // lies past the index.
    const n = removals.length;
    let lo = this.#cursor;
    if (lo > n || (lo > 0 && removals[lo - 1]! > index)) lo = 0;
    // Galloping from there: the next query is mostly a line or two on
    // (a binary search over the rest of the buffer's removals took 11 steps,
    // a fifth of the time of a CR LF page).
    let hi = lo;
    for (let step = 1; hi < n && removals[hi]! <= index; step += step) {
      lo = hi + 1;
      hi += step;
    }
    if (hi > n) hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (removals[mid]! <= index) lo = mid + 1;
      else hi = mid;
    }
    this.#cursor = lo;
    return lo;
  }

  /** Feeds the next chunk of input. */
  write(chunk: string): void {
    if (this.#ended) return;
    this.#append(this.#preprocessor.process(this.#feed(chunk), false));
    this.#run();
    this.#endChunk();
  }

  /** Ends the input: the pending token, the EOF branches, `eof`. */
  end(chunk?: string): void {
    if (this.#ended) return;
    this.#append(this.#preprocessor.process(this.#feed(chunk ?? ''), true));
    this.#eof = true;
    this.#run();
    this.#finish();
    this.#ended = true;
  }

  /**
   * Tokenizes all of `chunk` but its last slice, and returns that slice. Input with CRs is normalized into a new string, and a large
   * new string costs more than tokenizing it (a 400 kB CR LF page: 2 ms to
   * allocate the copy, 3 ms to tokenize it); slices of `SLICE` characters
   * stay small. Slicing is a chunking: the tokens are the same.
   */
  #feed(chunk: string): string {
    let from = 0;
    if (chunk.length > SLICE && chunk.indexOf('\r') !== -1) {
      for (; chunk.length - from > SLICE; from += SLICE) {
        this.#append(this.#preprocessor.process(chunk.slice(from, from + SLICE), false));
        this.#run();
        this.#endChunk();
      }
    }
    return from === 0 ? chunk : chunk.slice(from);
  }

  /** Appends a normalized chunk after the carried characters. */
  #append(chunk: NormalizedChunk): void {
    this.work += this.buffer.length + chunk.text.length;
    this.#nextAt.fill(-1);
    if (this.buffer.length === 0) {
      this.buffer = chunk.text;
      this.#base = chunk.base;
      this.#removals = chunk.removals;
      // Where the first NUL is, preprocessing found (when it can tell).
      this.#nextAt[K.Nul] = chunk.nul;
      this.#nextFrom[K.Nul] = 0;
    } else {
      const at = this.buffer.length;
      // Original characters between the carry and the chunk (a dropped LF).
      const gap = chunk.base - this.offsetAt(at);
      for (let i = 0; i < gap; i++) this.#removals.push(at);
      for (const r of chunk.removals) this.#removals.push(r + at);
      this.buffer += chunk.text;
    }
    this.#length = this.buffer.length;
  }

  /** Buffer index from which characters must survive the end of this chunk. */
  #keepFrom(): number {
    if (this.#paused || CARRY[this.state] === 1) return this.#mark;
    return this.#length;
  }

  /** Drops buffer[0, keep): everything before it has been flushed. */
  #shift(keep: number): void {
    if (keep === 0) return;
    const removals = this.#removals;
    if (removals.length > 0) {
      this.#base = this.offsetAt(keep);
      const rest: number[] = [];
      for (const r of removals) if (r > keep) rest.push(r - keep);
      this.#removals = rest;
    } else {
      this.#base += keep;
    }
    // The searches' answers are dropped by the next `#append`, which always follows.
    this.buffer = keep >= this.#length ? '' : this.buffer.slice(keep);
    this.#length = this.buffer.length;
    this.#index -= keep;
    this.#sectionStart = Math.max(0, this.#sectionStart - keep);
    this.#mark -= keep;
    this.#refStart -= keep;
  }

  #endChunk(): void {
    if (this.state === S.HexadecimalCharacterReference || this.state === S.DecimalCharacterReference) {
      // The digits become one replacement character at the end: drop them.
      this.#flush(this.#refStart);
      this.#sectionStart = this.#length;
    }
    const keep = this.#keepFrom();
    this.#flush(keep);
    this.#index = this.#paused ? this.#index : this.#length;
    this.#paused = false;
    this.#shift(keep);
  }

  /** Sets the state (tree construction does this from inside `startTag`). */
  setState(state: StateId): void {
    this.state = state;
  }

  // ---------------------------------------------------------------- driving

  #run(): void {
    while (this.#index < this.#length) {
      this.work++;
      this.#step(this.buffer.charCodeAt(this.#index));
      if (this.#paused) {
        break;
      }
      this.#index++;
    }
  }

  // Case labels are `S.X`, which esbuild inlines as the literal numbers
  // (generated/state-ids.ts): V8 compiles a switch over literal labels to a
  // jump table, over property loads to a chain of comparisons. The switch is
  // cut in three for the size of each function V8 optimizes; a state not in
  // the first goes on to the next by `default`, not by a range of numbers.
  #step(c: number): void {
    switch (this.state) {
      case S.Data:
        this.#stateData(c);
        return;
      case S.RCDATA:
        this.#stateRCDATA(c);
        return;
      case S.RAWTEXT:
        this.#stateRAWTEXT(c);
        return;
      case S.ScriptData:
        this.#stateScriptData(c);
        return;
      case S.PLAINTEXT:
        this.#statePLAINTEXT(c);
        return;
      case S.TagOpen:
        this.#stateTagOpen(c);
        return;
      case S.EndTagOpen:
        this.#stateEndTagOpen(c);
        return;
      case S.TagName:
        this.#stateTagName(c);
        return;
      case S.RCDATALessThanSign:
        this.#lessThanSignIn(c, S.RCDATA, S.RCDATAEndTagOpen);
        return;
      case S.RCDATAEndTagOpen:
        this.#endTagOpenIn(c, S.RCDATA, S.RCDATAEndTagName);
        return;
      case S.RCDATAEndTagName:
        this.#endTagNameIn(c, S.RCDATA);
        return;
      case S.RAWTEXTLessThanSign:
        this.#lessThanSignIn(c, S.RAWTEXT, S.RAWTEXTEndTagOpen);
        return;
      case S.RAWTEXTEndTagOpen:
        this.#endTagOpenIn(c, S.RAWTEXT, S.RAWTEXTEndTagName);
        return;
      case S.RAWTEXTEndTagName:
        this.#endTagNameIn(c, S.RAWTEXT);
        return;
      case S.ScriptDataLessThanSign:
        this.#stateScriptDataLessThanSign(c);
        return;
      case S.ScriptDataEndTagOpen:
        this.#endTagOpenIn(c, S.ScriptData, S.ScriptDataEndTagName);
        return;
      case S.ScriptDataEndTagName:
        this.#endTagNameIn(c, S.ScriptData);
        return;
      case S.ScriptDataEscapeStart:
        this.#onChar(c, Char.HyphenMinus, S.ScriptDataEscapeStartDash, S.ScriptData);
        return;
      case S.ScriptDataEscapeStartDash:
        this.#onChar(c, Char.HyphenMinus, S.ScriptDataEscapedDashDash, S.ScriptData);
        return;
      case S.ScriptDataEscaped:
        this.#escapedText(c, S.ScriptDataEscaped);
        return;
      case S.ScriptDataEscapedDash:
        this.#escapedDashIn(c, S.ScriptDataEscaped);
        return;
      case S.ScriptDataEscapedDashDash:
        this.#escapedDashDashIn(c, S.ScriptDataEscaped);
        return;
      case S.ScriptDataEscapedLessThanSign:
        this.#stateScriptDataEscapedLessThanSign(c);
        return;
      case S.ScriptDataEscapedEndTagOpen:
        this.#endTagOpenIn(c, S.ScriptDataEscaped, S.ScriptDataEscapedEndTagName);
        return;
      case S.ScriptDataEscapedEndTagName:
        this.#endTagNameIn(c, S.ScriptDataEscaped);
        return;
      case S.ScriptDataDoubleEscapeStart:
        this.#doubleEscapeSwitch(c, S.ScriptDataDoubleEscaped, S.ScriptDataEscaped);
        return;
      case S.ScriptDataDoubleEscaped:
        this.#escapedText(c, S.ScriptDataDoubleEscaped);
        return;
      case S.ScriptDataDoubleEscapedDash:
        this.#escapedDashIn(c, S.ScriptDataDoubleEscaped);
        return;
      case S.ScriptDataDoubleEscapedDashDash:
        this.#escapedDashDashIn(c, S.ScriptDataDoubleEscaped);
        return;
      case S.ScriptDataDoubleEscapedLessThanSign:
        this.#stateScriptDataDoubleEscapedLessThanSign(c);
        return;
      case S.ScriptDataDoubleEscapeEnd:
        this.#doubleEscapeSwitch(c, S.ScriptDataEscaped, S.ScriptDataDoubleEscaped);
        return;
      case S.BeforeAttributeName:
        this.#stateBeforeAttributeName(c);
        return;
      case S.AttributeName:
        this.#stateAttributeName(c);
        return;
      case S.AfterAttributeName:
        this.#stateAfterAttributeName(c);
        return;
      case S.BeforeAttributeValue:
        this.#stateBeforeAttributeValue(c);
        return;
      case S.AttributeValueDoubleQuoted:
        this.#attributeValueQuoted(c, Char.QuotationMark);
        return;
      case S.AttributeValueSingleQuoted:
        this.#attributeValueQuoted(c, Char.Apostrophe);
        return;
      case S.AttributeValueUnquoted:
        this.#stateAttributeValueUnquoted(c);
        return;
      case S.AfterAttributeValueQuoted:
        this.#stateAfterAttributeValueQuoted(c);
        return;
      case S.SelfClosingStartTag:
        this.#stateSelfClosingStartTag(c);
        return;
      default:
        this.#stepMarkup(c);
    }
  }

  /** The comment, markup declaration, DOCTYPE, CDATA and character reference states. */
  #stepMarkup(c: number): void {
    switch (this.state) {
      case S.BogusComment:
        this.#stateBogusComment(c);
        return;
      case S.MarkupDeclarationOpen:
        this.#stateMarkupDeclarationOpen(c);
        return;
      case S.CommentStart:
        this.#stateCommentStart(c);
        return;
      case S.CommentStartDash:
        this.#stateCommentStartDash(c);
        return;
      case S.Comment:
        this.#stateComment(c);
        return;
      case S.CommentLessThanSign:
        this.#stateCommentLessThanSign(c);
        return;
      case S.CommentLessThanSignBang:
        this.#stateCommentLessThanSignBang(c);
        return;
      case S.CommentLessThanSignBangDash:
        this.#onChar(c, Char.HyphenMinus, S.CommentLessThanSignBangDashDash, S.CommentEndDash);
        return;
      case S.CommentLessThanSignBangDashDash:
        this.#stateCommentLessThanSignBangDashDash(c);
        return;
      case S.CommentEndDash:
        this.#onChar(c, Char.HyphenMinus, S.CommentEnd, S.Comment); // the `-` at mark is data
        return;
      case S.CommentEnd:
        this.#stateCommentEnd(c);
        return;
      case S.CommentEndBang:
        this.#stateCommentEndBang(c);
        return;
      case S.DOCTYPE:
        this.#stateDOCTYPE(c);
        return;
      case S.BeforeDOCTYPEName:
        this.#stateBeforeDOCTYPEName(c);
        return;
      case S.DOCTYPEName:
        this.#stateDOCTYPEName(c);
        return;
      case S.AfterDOCTYPEName:
        this.#stateAfterDOCTYPEName(c);
        return;
      case S.AfterDOCTYPEPublicKeyword:
        this.#doctypeBetweenParts(
          c,
          true,
          S.BeforeDOCTYPEPublicIdentifier,
          E.MissingWhitespaceAfterDoctypePublicKeyword,
          E.MissingDoctypePublicIdentifier,
        );
        return;
      case S.BeforeDOCTYPEPublicIdentifier:
        this.#doctypeBetweenParts(c, true, 0, null, E.MissingDoctypePublicIdentifier);
        return;
      case S.DOCTYPEPublicIdentifierDoubleQuoted:
        this.#doctypeIdentifierQuoted(c, Char.QuotationMark, true);
        return;
      case S.DOCTYPEPublicIdentifierSingleQuoted:
        this.#doctypeIdentifierQuoted(c, Char.Apostrophe, true);
        return;
      case S.AfterDOCTYPEPublicIdentifier:
        this.#doctypeBetweenParts(
          c,
          false,
          S.BetweenDOCTYPEPublicAndSystemIdentifiers,
          E.MissingWhitespaceBetweenDoctypePublicAndSystemIdentifiers,
          null,
        );
        return;
      case S.BetweenDOCTYPEPublicAndSystemIdentifiers:
        this.#doctypeBetweenParts(c, false, 0, null, null);
        return;
      case S.AfterDOCTYPESystemKeyword:
        this.#doctypeBetweenParts(
          c,
          false,
          S.BeforeDOCTYPESystemIdentifier,
          E.MissingWhitespaceAfterDoctypeSystemKeyword,
          E.MissingDoctypeSystemIdentifier,
        );
        return;
      case S.BeforeDOCTYPESystemIdentifier:
        this.#doctypeBetweenParts(c, false, 0, null, E.MissingDoctypeSystemIdentifier);
        return;
      case S.DOCTYPESystemIdentifierDoubleQuoted:
        this.#doctypeIdentifierQuoted(c, Char.QuotationMark, false);
        return;
      case S.DOCTYPESystemIdentifierSingleQuoted:
        this.#doctypeIdentifierQuoted(c, Char.Apostrophe, false);
        return;
      case S.AfterDOCTYPESystemIdentifier:
        this.#stateAfterDOCTYPESystemIdentifier(c);
        return;
      case S.BogusDOCTYPE:
        this.#stateBogusDOCTYPE(c);
        return;
      case S.CDATASection:
        this.#stateCDATASection(c);
        return;
      case S.CDATASectionBracket:
        this.#onChar(c, Char.RightBracket, S.CDATASectionEnd, S.CDATASection);
        return;
      case S.CDATASectionEnd:
        this.#stateCDATASectionEnd(c);
        return;
      case S.CharacterReference:
        this.#stateCharacterReference(c);
        return;
      case S.NamedCharacterReference:
        this.#stateNamedCharacterReference();
        return;
      case S.AmbiguousAmpersand:
        this.#stateAmbiguousAmpersand(c);
        return;
      case S.NumericCharacterReference:
        this.#stateNumericCharacterReference(c);
        return;
      case S.HexadecimalCharacterReferenceStart:
        this.#digitsStart(c, 16, S.HexadecimalCharacterReference);
        return;
      case S.DecimalCharacterReferenceStart:
        this.#digitsStart(c, 10, S.DecimalCharacterReference);
        return;
      case S.HexadecimalCharacterReference:
        this.#digits(c, 16);
        return;
      case S.DecimalCharacterReference:
        this.#digits(c, 10);
        return;
      default:
        this.#stepProcessingInstruction(c);
    }
  }

  /** The processing instruction states (whatwg/html #12118). */
  #stepProcessingInstruction(c: number): void {
    switch (this.state) {
      case S.ProcessingInstructionOpen:
        this.#stateProcessingInstructionOpen(c);
        return;
      case S.ProcessingInstructionTarget:
        this.#stateProcessingInstructionTarget(c);
        return;
      case S.AfterProcessingInstructionTarget:
        this.#stateAfterProcessingInstructionTarget(c);
        return;
      case S.ProcessingInstructionData:
        this.#stateProcessingInstructionData(c);
        return;
      case S.ProcessingInstructionQuestionable:
        this.#stateProcessingInstructionQuestionable(c);
        return;
    }
  }

  /** Reprocess the current character in another state. */
  #reconsume(state: StateId): void {
    this.state = state;
    this.#index--;
  }

  /**
   * Waits for more input: the current state runs again on the current
   * character with the next chunk; characters from `from` are kept.
   */
  #pause(from: number): void {
    this.#paused = true;
    this.#mark = from;
  }

  /**
   * True when buffer[i, length) (shorter than `word`) may still begin
   * `word`; `fold`: compared in lower case. A false "may" only waits.
   */
  #mayBegin(i: number, word: string, fold = true): boolean {
    const rest = this.buffer.slice(i, this.#length);
    return word.startsWith(fold ? rest.toLowerCase() : rest);
  }

  // --------------------------------------------------------------- emitting

  #error(code: E, index: number): void {
    this.#errorAt(code, this.offsetAt(index), this.offsetAt(Math.min(index + 1, this.#length)));
  }

  /**
   * An error at an original offset. Input stream errors at the same offset go
   * first when that character has been consumed (`inclusive`); an error
   * about the position after a reference must not wait for the next chunk.
   */
  #errorAt(code: E, offset: number, end: number, inclusive = true): void {
    this.#flushPre(offset, inclusive);
    this.#cb.error(code, offset, end);
  }

  /** Reports the input stream errors before `offset` (at it, when `inclusive`). */
  #flushPre(offset: number, inclusive: boolean): void {
    const offsets = this.#preOffsets;
    while (this.#preHead < offsets.length) {
      const at = offsets[this.#preHead]!;
      if (at > offset || (at === offset && !inclusive)) break;
      this.#cb.error(this.#preCodes[this.#preHead]!, at, this.#preEnds[this.#preHead]!);
      this.#preHead++;
    }
    if (this.#preHead > 0 && this.#preHead === offsets.length) {
      this.#preHead = 0;
      offsets.length = 0;
      this.#preCodes.length = 0;
      this.#preEnds.length = 0;
    }
  }

  /** Moves buffer[sectionStart, end) into the current accumulator. */
  #flush(end: number): void {
    const start = this.#sectionStart;
    if (end < start) return;
    if (end > start) {
      switch (this.#acc) {
        case A.Text:
          if (this.#preHead < this.#preOffsets.length) this.#flushPre(this.offsetAt(end), false);
          this.#cb.text(start, end);
          break;
        case A.Tag:
          this.#tagName.add(this.#upper ? asciiLower(this.buffer.slice(start, end)) : this.buffer.slice(start, end));
          break;
        case A.AttrName:
          this.#attrName.add(this.#upper ? asciiLower(this.buffer.slice(start, end)) : this.buffer.slice(start, end));
          break;
        case A.AttrValue:
          this.#attrValue.add(this.buffer.slice(start, end));
          break;
        case A.Comment:
          this.#commentData.add(this.buffer.slice(start, end));
          break;
        case A.DoctypeName:
          this.#doctypeName.add(asciiLower(this.buffer.slice(start, end)));
          break;
        case A.Public:
          this.#publicId.add(this.buffer.slice(start, end));
          break;
        case A.System:
          this.#systemId.add(this.buffer.slice(start, end));
          break;
      }
    }
    this.#sectionStart = end;
  }

  /** Appends characters that are not verbatim input (U+FFFD, a reference's value). */
  #appendValue(value: string, start: number, end: number): void {
    switch (this.#acc) {
      case A.Text:
        this.#flushPre(end, false);
        this.#cb.textValue(value, start, end);
        break;
      case A.Tag:
        this.#tagName.add(value);
        break;
      case A.AttrName:
        this.#attrName.add(value);
        break;
      case A.AttrValue:
        this.#attrValue.add(value);
        // Only highlighting asks where these are: one optional call per reference.
        this.#cb.attributeValueReplaced?.(start, end);
        break;
      case A.Comment:
        this.#commentData.add(value);
        break;
      case A.DoctypeName:
        this.#doctypeName.add(value);
        break;
      case A.Public:
        this.#publicId.add(value);
        break;
      case A.System:
        this.#systemId.add(value);
        break;
    }
  }

  /** U+0000 NULL in a state that replaces it: unexpected-null-character, U+FFFD. */
  #replaceNull(i: number): void {
    this.#flush(i);
    this.#error(E.UnexpectedNullCharacter, i);
    this.#appendValue('\ufffd', this.offsetAt(i), this.offsetAt(i + 1));
    this.#sectionStart = i + 1;
  }

  /** Ends the current section at i: nothing more goes to its accumulator. */
  #endSection(i: number): void {
    this.#flush(i);
    this.#acc = A.None;
  }

  #startText(at: number): void {
    this.#acc = A.Text;
    this.#sectionStart = at;
  }

  #startSection(acc: number, at: number): void {
    this.#upper = false;
    this.#acc = acc;
    this.#sectionStart = at;
  }

  #newTag(isEnd: boolean, markIndex: number): void {
    this.#tokenStart = this.offsetAt(markIndex);
    this.#isEndTag = isEnd;
    this.#selfClosing = false;
    this.#tagName.reset();
    this.#hasAttr = false;
    this.#attrCount = 0;
    this.#attrSet.clear();
  }

  #newAttribute(at: number): void {
    this.#finishAttribute();
    this.#hasAttr = true;
    this.#attrDropped = false;
    this.#attrName.reset();
    this.#attrValue.reset();
    this.#startSection(A.AttrName, at);
  }

  /** On leaving the attribute name state: drop a duplicate (the first is kept). */
  #checkDuplicate(i: number): void {
    const name = this.#attrName.take();
    this.#attrNameDone = name;
    if (this.#attrSet.has(name)) {
      this.#attrDropped = true;
      this.#error(E.DuplicateAttribute, i);
    }
  }

  #finishAttribute(): void {
    if (!this.#hasAttr) return;
    this.#hasAttr = false;
    if (this.#attrDropped) return;
    const k = this.#attrCount++;
    this.#attrNames[k] = this.#attrNameDone;
    this.#attrValues[k] = this.#attrValue.take();
    this.#attrSet.add(this.#attrNameDone);
  }

  /** Emits the current tag at the `>` at index i. */
  #emitTag(i: number): void {
    this.#finishAttribute();
    const end = this.offsetAt(i + 1);
    this.state = S.Data;
    this.#startText(i + 1);
    const name = this.#tagName.take();
    this.tagId = tagId(name);
    if (this.#isEndTag) {
      if (this.#attrCount > 0) this.#error(E.EndTagWithAttributes, i);
      if (this.#selfClosing) this.#error(E.EndTagWithTrailingSolidus, i);
      this.#flushPre(end, false);
      this.#cb.endTag(name, this.#tokenStart, end);
    } else {
      this.lastStartTag = name;
      this.#flushPre(end, false);
      this.#cb.startTag(
        name,
        this.#attrNames,
        this.#attrValues,
        this.#attrCount,
        this.#selfClosing,
        this.#tokenStart,
        end,
      );
    }
  }

  #emitComment(end: number): void {
    this.#flushPre(end, false);
    this.#cb.comment(this.#commentData.take(), this.#tokenStart, end);
  }

  #emitDoctype(end: number): void {
    this.#flushPre(end, false);
    this.#cb.doctype(
      this.#doctypeName.takeOrNull(),
      this.#publicId.takeOrNull(),
      this.#systemId.takeOrNull(),
      this.#forceQuirks,
      this.#tokenStart,
      end,
    );
  }

  /** Emits the comment closed by the `>` at i. */
  #closeComment(i: number): void {
    this.state = S.Data;
    this.#startText(i + 1);
    this.#emitComment(this.offsetAt(i + 1));
  }

  #closeDoctype(i: number): void {
    this.#flush(i);
    this.state = S.Data;
    this.#startText(i + 1);
    this.#emitDoctype(this.offsetAt(i + 1));
  }

  // ------------------------------------------------------------- data states

  /**
   * § 13.2.5.1 Data state
   *
   * A common tag is read by `fastTag` without leaving it.
   */
  #stateData(c: number): void {
    const buf = this.buffer;
    const len = this.#length;
    let i = this.#index;
    for (;;) {
      if (c !== Char.LessThan && c !== Char.Ampersand && c !== Char.Null) {
        // The next `<`, `&` or NUL, by native searches whose answers are
        // kept; but a one-character text (a newline between two tags: half
        // the texts of a typical page) costs no search.
        const stop =
          i + 1 < len && buf.charCodeAt(i + 1) === Char.LessThan
            ? i + 1
            : Math.min(this.#nextOf(K.Lt, i), this.#nextOf(K.Amp, i), this.#nextOf(K.Nul, i));
        this.work += stop - i;
        if (stop === len) {
          this.#index = len - 1;
          return;
        }
        i = stop;
        c = buf.charCodeAt(i);
      }
      if (c === Char.Ampersand) {
        this.#beginCharacterReference(i, S.Data);
        // A terminated named reference is read here, not by three dispatches (it ends before `len`).
        const end = this.#fast ? this.#textReference(i) : -1;
        if (end < 0) break;
        i = end;
        c = buf.charCodeAt(i);
        continue;
      }
      if (c !== Char.LessThan || !this.#fast || !this.fastTag(i)) break;
      // The sink may have switched the state (RCDATA after `<title>`).
      i = this.#index;
      if (this.state !== S.Data) return;
      if (++i === len) {
        this.#index = len - 1;
        return;
      }
      c = buf.charCodeAt(i);
    }
    this.#index = i;
    if (c === Char.LessThan) {
      this.#mark = i; // the text runs on until a token really starts here
      this.state = S.TagOpen;
    } else if (c !== Char.Ampersand) {
      // The Data state emits U+0000 as it is (tree construction decides).
      this.#error(E.UnexpectedNullCharacter, i);
    }
  }

  /**
   * A character reference in the Data state, read without the dispatches of
   * 13.2.5.77: a named one that ends with `;` inside the buffer, as 13.2.5.78
   * would read it (no error to report), or `&#` and a decimal digit, handed
   * to the digit state 13.2.5.84 (which reports what it finds). Returns the
   * index after it, or -1 when the states must read it (anything else, or a
   * named one at the buffer's end).
   */
  #textReference(i: number): number {
    const buf = this.buffer;
    const len = this.#length;
    if (buf.charCodeAt(i + 1) === Char.NumberSign) {
      // `&#` and a decimal digit (`&#39;`: 94 % of the corpus's numeric
      // references) go to 13.2.5.84 at once; anything else to the states.
      const c = buf.charCodeAt(i + 2);
      if (!(c >= Char.Digit0 && c <= Char.Digit9)) return -1;
      this.#index = i + 2;
      this.state = S.DecimalCharacterReference;
      this.#digits(c, 10);
      // At the buffer's end (`#index` len - 1) the digit state goes on with the next chunk.
      return this.#index + 1;
    }
    const m = this.#matcher;
    m.reset();
    let j = i + 1;
    while (j < len && m.step(buf.charCodeAt(j))) j++;
    // No match (length 0) ends at the `&` itself: not a `;`.
    const end = i + 1 + m.matchLength;
    if (j === len || buf.charCodeAt(end - 1) !== Char.Semicolon) return -1;
    this.work += j - i;
    this.state = S.Data;
    this.#flush(i);
    this.#appendValue(m.matchValue!, this.#refStartOffset, this.offsetAt(end));
    this.#sectionStart = end;
    return end;
  }

  /**
   * The fast path for the common tag, at the `<` at `lt` in the Data state:
   * `<name a="v" b='v' c=v d>`, `<name/>` or `</name>`, wholly inside the
   * buffer and free of what makes a parse error, a character reference or a
   * NUL replacement. It makes exactly the calls the tag states (13.2.5.6 to
   * 13.2.5.40) would make, and returns false, having changed nothing, on any
   * other tag: the states then read it from its `<`. test/fast-tag.test.ts
   * checks both paths give the same calls on generated tags (property).
   *
   * Written for V8's optimizing compiler: character codes as `Char.X`
   * literals (see the aliases above), and the tag-name hash and its
   * TAG_BY_HASH probe written out rather than called, because what it
   * inlines into one function is capped (about 920 bytes of bytecode) and
   * that budget is better spent on the sink's callbacks (7 % fewer
   * instructions per sink pass; docs/benchmarks.md, html-tokenizer: "the fast tag path").
   */
  private fastTag(lt: number): boolean {
    const buf = this.buffer;
    const len = this.#length;
    let j = lt + 1;
    if (j >= len) return false;
    let c = buf.charCodeAt(j);
    const isEnd = c === Char.Solidus;
    if (isEnd) {
      if (++j >= len) return false;
      c = buf.charCodeAt(j);
    }
    if (!isAsciiAlpha(c)) return false;
    const nameStart = j;
    let hash = 0;
    let packed = 0;
    for (;;) {
      // Letters and every code above `>` are name characters: one comparison.
      if (c <= Char.GreaterThan) {
        if (c === Char.GreaterThan || c === Char.Solidus) break;
        if (c <= Char.Space) {
          if (isWhitespace(c)) break;
          return false;
        }
      }
      hash = (Math.imul(hash, 31) + (c | Ascii.CaseBit)) | 0; // tagNameHash, written out
      // Up to 4 ASCII codes folded, one a byte (-1 at a non-ASCII one: 3 more shifts keep it < 0).
      packed = c > 0x7f ? -1 : (packed << 8) | c | Ascii.CaseBit;
      if (++j >= len) return false;
      c = buf.charCodeAt(j);
    }
    const nameEnd = j;
    let count = 0;
    let selfClosing = false;
    if (isEnd) {
      if (c !== Char.GreaterThan) return false;
    } else {
      const names = this.#attrNames;
      const values = this.#attrValues;
      for (;;) {
        if (c === Char.GreaterThan) break;
        if (c === Char.Solidus) {
          if (j + 1 >= len || buf.charCodeAt(j + 1) !== Char.GreaterThan) return false;
          selfClosing = true;
          j++;
          break;
        }
        if (isWhitespace(c)) {
          if (++j >= len) return false;
          c = buf.charCodeAt(j);
          continue;
        }
        // An attribute name (13.2.5.33) runs to whitespace, `/`, `>` or `=`.
        if (c === Char.EqualsSign || count === FAST_ATTRIBUTES) return false;
        const at = j;
        let upper = false;
        for (;;) {
          // Every code above `Z` is a name character: one comparison.
          if (c <= Char.UpperZ) {
            if (c === Char.EqualsSign || c === Char.GreaterThan || c === Char.Solidus) break;
            if (c <= Char.Space) {
              if (isWhitespace(c)) break;
              return false;
            }
            if (c === Char.QuotationMark || c === Char.Apostrophe || c === Char.LessThan) return false;
            if (c >= Char.UpperA) upper = true;
          }
          if (++j >= len) return false;
          c = buf.charCodeAt(j);
        }
        const name = upper ? asciiLower(buf.slice(at, j)) : buf.slice(at, j);
        for (let k = 0; k < count; k++) if (names[k] === name) return false;
        while (isWhitespace(c)) {
          if (++j >= len) return false;
          c = buf.charCodeAt(j);
        }
        let value: string | null = '';
        if (c === Char.EqualsSign) {
          do {
            if (++j >= len) return false;
            c = buf.charCodeAt(j);
          } while (isWhitespace(c));
          const from = j;
          if (c === Char.QuotationMark || c === Char.Apostrophe) {
            // Closing quote by a native search; NUL before it (nextOf), none, or an erroneous reference: #handOff.
            j = buf.indexOf(c === Char.QuotationMark ? '"' : "'", from + 1);
            const amp = j < 0 || this.#nextOf(K.Nul, from) < j ? -1 : this.#nextOf(K.Amp, from);
            value = amp < 0 ? null : amp < j ? this.#quotedValue(from + 1, j, amp) : buf.slice(from + 1, j);
            if (value === null) return this.#handOff(lt, nameEnd, count, name, from);
            if (++j >= len) return false;
            c = buf.charCodeAt(j);
            if (c !== Char.GreaterThan && c !== Char.Solidus && !isWhitespace(c)) return false;
          } else {
            for (;;) {
              if (c === Char.GreaterThan || isWhitespace(c)) break;
              if (
                c === Char.Ampersand ||
                c === Char.Null ||
                c === Char.QuotationMark ||
                c === Char.Apostrophe ||
                c === Char.LessThan ||
                c === Char.EqualsSign ||
                c === Char.GraveAccent
              ) {
                return false;
              }
              if (++j >= len) return false;
              c = buf.charCodeAt(j);
            }
            if (j === from) return false; // missing-attribute-value
            value = buf.slice(from, j);
          }
        }
        names[count] = name;
        values[count] = value;
        count++;
      }
    }
    // Accepted: the calls of stateTagOpen ... emitTag, in their order.
    this.#flush(lt);
    const start = this.offsetAt(lt);
    const end = this.offsetAt(j + 1);
    this.#tokenStart = start;
    this.work += j - lt;
    this.#attrCount = 0;
    this.#index = j;
    this.#startText(j + 1);
    // The TAG_NAMES id by TAG_BY_HASH (up to 4 characters: packed); `c | CaseBit` lowers all that can match
    // (no code <= U+0020 here, TAG_NAMES has a-z, 0-9, `-`). A known name is interned, any other sliced.
    const length = nameEnd - nameStart;
    let id = 0;
    for (let slot = hash & TAG_HASH_MASK; (id = TAG_BY_HASH[slot]!) !== 0; slot = (slot + 1) & TAG_HASH_MASK) {
      if (length < 5) {
        if (TAG_PACKED[id] === packed) break;
        continue;
      }
      const known = TAG_NAMES[id]!;
      let k = known.length === length ? 0 : -1;
      while (k >= 0 && k < length && known.charCodeAt(k) === (buf.charCodeAt(nameStart + k) | Ascii.CaseBit)) k++;
      if (k === length) break;
    }
    const name = id !== 0 ? TAG_NAMES[id]! : asciiLower(buf.slice(nameStart, nameEnd));
    this.tagId = id;
    if (this.#preHead < this.#preOffsets.length) this.#flushPre(end, false);
    if (isEnd) this.#cb.endTag(name, start, end);
    else {
      this.lastStartTag = name;
      this.#cb.startTag(name, this.#attrNames, this.#attrValues, count, selfClosing, start, end);
    }
    return true;
  }

  /**
   * The quoted attribute value buffer[from, to) with its first `&` at `amp`,
   * for `fastTag`: its character references decoded as 13.2.5.77 to 13.2.5.85
   * decode them in an attribute value, or null when one of them is a parse
   * error (the states then read the value and report it), or when the sink
   * asks where references are (`attributeValueReplaced`: highlighting).
   * A `&` left as written (`&b=1`, `&copy=`, `& `) is value.
   */
  #quotedValue(from: number, to: number, amp: number): string | null {
    if (this.#cb.attributeValueReplaced) return null;
    const buf = this.buffer;
    const m = this.#matcher;
    let value = '';
    while (amp < to) {
      let end = amp + 1;
      let c = buf.charCodeAt(end);
      let decoded: string | undefined;
      if (c === Char.NumberSign) {
        // 13.2.5.80 to 13.2.5.85: `&#` / `&#x`, digits and `;`, or null (absence of digits, no `;`, an error value).
        const radix = (buf.charCodeAt(++end) | Ascii.CaseBit) === Char.LowerX ? 16 : 10;
        if (radix === 16) end++;
        const digits = end;
        let code = 0;
        for (let d = hexDigitValue(buf.charCodeAt(end)); d >= 0 && d < radix; d = hexDigitValue(buf.charCodeAt(++end)))
          code = accumulateDigit(code, d, radix);
        if (end === digits || buf.charCodeAt(end) !== Char.Semicolon || htmlNumericReferenceErrorKind(code) !== 0)
          return null;
        decoded = String.fromCodePoint(htmlNumericReference(code));
        end++;
      } else {
        // 13.2.5.78: the longest name (the walk stops at the closing quote at the latest).
        m.reset();
        while (m.step(c)) c = buf.charCodeAt(++end);
        end = amp + 1 + m.matchLength;
        if (m.matchLength === 0) {
          // 13.2.5.79: alphanumerics then `;` is unknown-named-character-reference.
          while (isAsciiAlphanumeric(buf.charCodeAt(end))) end++;
          if (end > amp + 1 && buf.charCodeAt(end) === Char.Semicolon) return null;
        } else if (buf.charCodeAt(end - 1) === Char.Semicolon) decoded = m.matchValue!;
        else {
          // No `;`: the historical rule keeps it as written before `=` or an alphanumeric, else an error.
          c = buf.charCodeAt(end);
          if (c !== Char.EqualsSign && !isAsciiAlphanumeric(c)) return null;
        }
      }
      if (decoded !== undefined) {
        value += buf.slice(from, amp) + decoded;
        from = end;
      }
      this.work += end - amp;
      amp = this.#nextOf(K.Amp, end);
    }
    return value + buf.slice(from, to);
  }

  /**
   * Leaves a start tag that `fastTag` has read, free of errors, up to the
   * opening quote of an attribute value at `quote` to the states, in the
   * state they would be in there (13.2.5.36/37): a value with a character
   * reference (a sixth of a reference-heavy page's tags) is not read again
   * from the tag's `<`; the states read it to the same closing quote. The
   * names before it are in `#attrNames`; the tag name is [lt + 1, nameEnd).
   */
  #handOff(lt: number, nameEnd: number, count: number, attrName: string, quote: number): boolean {
    this.#flush(lt);
    this.#newTag(false, lt);
    this.#tagName.add(asciiLower(this.buffer.slice(lt + 1, nameEnd)));
    this.#attrCount = count;
    for (let k = 0; k < count; k++) this.#attrSet.add(this.#attrNames[k]!);
    this.#newAttribute(quote + 1);
    this.#attrNameDone = attrName;
    this.#startSection(A.AttrValue, quote + 1);
    const double = this.buffer.charCodeAt(quote) === Char.QuotationMark;
    this.state = double ? S.AttributeValueDoubleQuoted : S.AttributeValueSingleQuoted;
    this.#index = quote;
    this.work += quote - lt;
    return true;
  }

  /**
   * Index of the next SEARCHED[kind] at or after `from`, or the length:
   * `indexOf` is a native search, and its answer stays true until `from`
   * passes it, so each character is searched once per buffer. Before where
   * the answer's search started (a tag read again), only the characters up
   * to there are looked at, by a loop: a tag's own length.
   */
  #nextOf(kind: number, from: number): number {
    const at = this.#nextAt[kind]!;
    const start = this.#nextFrom[kind]!;
    if (from <= at) {
      if (from >= start) return at;
      const buf = this.buffer;
      const code = SEARCHED[kind]!.charCodeAt(0);
      this.work += start - from;
      for (let k = from; k < start; k++) if (buf.charCodeAt(k) === code) return k;
      this.#nextFrom[kind] = from;
      return at;
    }
    this.#nextFrom[kind] = from;
    return (this.#nextAt[kind] = this.#search(SEARCHED[kind]!, from));
  }

  #search(char: string, from: number): number {
    let at = this.buffer.indexOf(char, from);
    if (at === -1) at = this.#length;
    // Counted, so that a search repeated from the same place shows in the scale tests.
    this.work += at - from;
    return at;
  }

  /** § 13.2.5.2 RCDATA state */
  #stateRCDATA(c: number): void {
    const buf = this.buffer;
    const len = this.#length;
    let i = this.#index;
    while (c !== Char.LessThan && c !== Char.Ampersand && c !== Char.Null) {
      if (++i === len) {
        this.#index = len - 1;
        return;
      }
      c = buf.charCodeAt(i);
    }
    this.#index = i;
    if (c === Char.LessThan) {
      this.#mark = i; // the text runs on until a token really starts here
      this.state = S.RCDATALessThanSign;
    } else if (c === Char.Ampersand) {
      this.#beginCharacterReference(i, S.RCDATA);
    } else this.#replaceNull(i);
  }

  /**
   * Not in the specification: the shared body of
   * 13.2.5.3 RAWTEXT state and 13.2.5.4 Script data state: text until `<`
   * or NUL, by the kept native searches (a script's text, as a loop, was
   * compiled on the stack (OSR) before the code after the loop had run, and
   * Node 20 re-entered that code and left it again at every long script:
   * 2,120 deoptimizations in a first pass over the corpus; docs/benchmarks.md,
   * html-tokenizer: "bytes out of the state machine, then references in quoted values").
   */
  #rawTextUntilLessThan(c: number, lessThan: StateId): void {
    let i = this.#index;
    if (c !== Char.LessThan && c !== Char.Null) {
      i = Math.min(this.#nextOf(K.Lt, i), this.#nextOf(K.Nul, i));
      if (i === this.#length) {
        this.#index = i - 1;
        return;
      }
      c = this.buffer.charCodeAt(i);
    }
    this.#index = i;
    if (c === Char.LessThan) {
      this.#mark = i; // the text runs on until a token really starts here
      this.state = lessThan;
    } else this.#replaceNull(i);
  }

  /** § 13.2.5.3 RAWTEXT state */
  #stateRAWTEXT(c: number): void {
    this.#rawTextUntilLessThan(c, S.RAWTEXTLessThanSign);
  }

  /** § 13.2.5.4 Script data state */
  #stateScriptData(c: number): void {
    this.#rawTextUntilLessThan(c, S.ScriptDataLessThanSign);
  }

  /** § 13.2.5.5 PLAINTEXT state */
  #statePLAINTEXT(c: number): void {
    if (c === Char.Null) {
      this.#replaceNull(this.#index);
      return;
    }
    this.#index = this.#search('\0', this.#index) - 1;
  }

  /** § 13.2.5.6 Tag open state */
  #stateTagOpen(c: number): void {
    const i = this.#index;
    if (c === Char.Exclamation) {
      this.#flush(this.#mark);
      this.#tokenStart = this.offsetAt(this.#mark);
      this.#acc = A.None;
      this.state = S.MarkupDeclarationOpen;
    } else if (c === Char.Solidus) {
      this.state = S.EndTagOpen;
    } else if (isAsciiAlpha(c)) {
      this.#flush(this.#mark);
      this.#newTag(false, this.#mark);
      this.#startSection(A.Tag, i);
      this.#upper = c <= Char.UpperZ;
      this.state = S.TagName;
    } else if (c === Char.QuestionMark) {
      if (!this.#pi) this.#error(E.UnexpectedQuestionMarkInsteadOfTagName, i);
      this.#flush(this.#mark);
      this.#tokenStart = this.offsetAt(this.#mark);
      this.#commentData.reset();
      // The section starts at the `?`: the temporary buffer of the
      // processing instruction states is this section less its `?`, so
      // "convert the temporary buffer to a comment" (data `?` + buffer) is
      // to keep accumulating it as a bogus comment.
      this.#startSection(A.Comment, i);
      this.state = this.#pi ? S.ProcessingInstructionOpen : S.BogusComment;
    } else {
      this.#error(E.InvalidFirstCharacterOfTagName, i);
      // The `<` stays text: the text section still starts at it.
      this.#reconsume(S.Data);
    }
  }

  /** § 13.2.5.7 End tag open state */
  #stateEndTagOpen(c: number): void {
    const i = this.#index;
    if (isAsciiAlpha(c)) {
      this.#flush(this.#mark);
      this.#newTag(true, this.#mark);
      this.#startSection(A.Tag, i);
      this.#upper = c <= Char.UpperZ;
      this.state = S.TagName;
    } else if (c === Char.GreaterThan) {
      this.#error(E.MissingEndTagName, i);
      this.#flush(this.#mark);
      this.state = S.Data;
      this.#startText(i + 1);
    } else {
      this.#error(E.InvalidFirstCharacterOfTagName, i);
      this.#flush(this.#mark);
      this.#tokenStart = this.offsetAt(this.#mark);
      this.#commentData.reset();
      this.#startSection(A.Comment, i);
      this.#reconsume(S.BogusComment);
    }
  }

  /** § 13.2.5.8 Tag name state */
  #stateTagName(c: number): void {
    const buf = this.buffer;
    const len = this.#length;
    let i = this.#index;
    while (!(c === Char.GreaterThan || c === Char.Solidus || c === Char.Null || (c <= Char.Space && isWhitespace(c)))) {
      if (c <= Char.UpperZ && c >= Char.UpperA) this.#upper = true;
      if (++i === len) {
        this.#index = len - 1;
        return;
      }
      c = buf.charCodeAt(i);
    }
    this.#index = i;
    if (c === Char.GreaterThan) {
      this.#flush(i);
      this.#emitTag(i);
    } else if (c === Char.Null) {
      this.#replaceNull(i);
    } else {
      this.#endSection(i);
      this.state = c === Char.Solidus ? S.SelfClosingStartTag : S.BeforeAttributeName;
    }
  }

  /** Not in the specification: the shared body of RCDATA / RAWTEXT less-than sign states (13.2.5.9, 13.2.5.12). */
  #lessThanSignIn(c: number, text: StateId, endTagOpen: StateId): void {
    if (c === Char.Solidus) this.state = endTagOpen;
    else this.#reconsume(text);
  }

  /** Not in the specification: the shared body of RCDATA / RAWTEXT / script data (escaped) end tag open states. */
  #endTagOpenIn(c: number, text: StateId, endTagName: StateId): void {
    if (isAsciiAlpha(c)) this.#reconsume(endTagName);
    else this.#reconsume(text);
  }

  /**
   * Not in the specification: the shared body of
   * RCDATA / RAWTEXT / script data (escaped) end tag name states: the name
   * runs from mark + 2 (after `</`). A name longer than the last start tag
   * can never be appropriate: it is text already, so go back to `text`
   * (the outcome the Standard gives, without holding the name).
   */
  #endTagNameIn(c: number, text: StateId): void {
    const i = this.#index;
    const nameStart = this.#mark + 2;
    if (isAsciiAlpha(c)) {
      if (i - nameStart + 1 > this.lastStartTag.length) this.#reconsume(text);
      return;
    }
    if (c === Char.GreaterThan || c === Char.Solidus || isWhitespace(c)) {
      const name = asciiLower(this.buffer.slice(nameStart, i));
      if (name === this.lastStartTag) {
        this.#flush(this.#mark);
        this.#newTag(true, this.#mark);
        this.#tagName.add(name);
        this.#acc = A.None;
        if (c === Char.GreaterThan) this.#emitTag(i);
        else this.state = c === Char.Solidus ? S.SelfClosingStartTag : S.BeforeAttributeName;
        return;
      }
    }
    this.#reconsume(text);
  }

  // ------------------------------------------------------ script data states

  /**
   * Not in the specification: the shared body of
   * the states that look for one character (13.2.5.18 script data escape
   * start, 13.2.5.19 script data escape start dash, 13.2.5.48 comment
   * less-than sign bang dash, 13.2.5.50 comment end dash, 13.2.5.70 CDATA
   * section bracket): it moves to `next`, anything else is reconsumed in
   * `otherwise`.
   */
  #onChar(c: number, char: number, next: StateId, otherwise: StateId): void {
    if (c === char) this.state = next;
    else this.#reconsume(otherwise);
  }

  /** § 13.2.5.15 Script data less-than sign state */
  #stateScriptDataLessThanSign(c: number): void {
    if (c === Char.Solidus) this.state = S.ScriptDataEndTagOpen;
    else if (c === Char.Exclamation) this.state = S.ScriptDataEscapeStart;
    else this.#reconsume(S.ScriptData);
  }

  /**
   * Not in the specification: the shared body of
   * 13.2.5.20 Script data escaped state and 13.2.5.27 script data double
   * escaped state (`escaped`): text until `-`, `<` or U+0000. Each family's
   * dash, dash dash and less-than sign states are named, not counted from
   * the text state's number.
   */
  #escapedText(c: number, escaped: StateId): void {
    const buf = this.buffer;
    const len = this.#length;
    let i = this.#index;
    while (c !== Char.HyphenMinus && c !== Char.LessThan && c !== Char.Null) {
      if (++i === len) {
        this.#index = len - 1;
        return;
      }
      c = buf.charCodeAt(i);
    }
    this.#index = i;
    if (c === Char.HyphenMinus)
      this.state = escaped === S.ScriptDataEscaped ? S.ScriptDataEscapedDash : S.ScriptDataDoubleEscapedDash;
    else this.#escapedOther(c, escaped);
  }

  /** Not in the specification: the shared body of 13.2.5.21 Script data escaped dash / 13.2.5.28 script data double escaped dash states. */
  #escapedDashIn(c: number, escaped: StateId): void {
    if (c === Char.HyphenMinus)
      this.state = escaped === S.ScriptDataEscaped ? S.ScriptDataEscapedDashDash : S.ScriptDataDoubleEscapedDashDash;
    else this.#escapedOther(c, escaped);
  }

  /** Not in the specification: the shared body of 13.2.5.22 Script data escaped dash dash / 13.2.5.29 script data double escaped dash dash states. */
  #escapedDashDashIn(c: number, escaped: StateId): void {
    if (c === Char.HyphenMinus) return;
    if (c === Char.GreaterThan) this.state = S.ScriptData;
    else this.#escapedOther(c, escaped);
  }

  /**
   * `<` (to the less-than sign state; the mark matters only for the escaped
   * one, whose `</script` is carried across chunks), U+0000 (replaced) or
   * any other character: back to the (double) escaped text state.
   */
  #escapedOther(c: number, escaped: StateId): void {
    const i = this.#index;
    if (c === Char.LessThan) {
      this.#mark = i;
      this.state =
        escaped === S.ScriptDataEscaped ? S.ScriptDataEscapedLessThanSign : S.ScriptDataDoubleEscapedLessThanSign;
      return;
    }
    this.state = escaped;
    if (c === Char.Null) this.#replaceNull(i);
  }

  /** § 13.2.5.23 Script data escaped less-than sign state */
  #stateScriptDataEscapedLessThanSign(c: number): void {
    if (c === Char.Solidus) this.state = S.ScriptDataEscapedEndTagOpen;
    else if (isAsciiAlpha(c)) {
      this.#temp = '';
      this.#reconsume(S.ScriptDataDoubleEscapeStart);
    } else this.#reconsume(S.ScriptDataEscaped);
  }

  /** Appends a letter to the temporary buffer; past 7 letters it can no longer be "script". */
  #tempAppend(c: number): void {
    if (this.#temp.length < 7) this.#temp += String.fromCharCode(c | Ascii.CaseBit);
  }

  /**
   * Not in the specification: the shared body of
   * 13.2.5.26 Script data double escape start state (`ifScript` double
   * escaped, `otherwise` escaped) and 13.2.5.31 script data double escape
   * end state (the other way round): the temporary buffer decides at the
   * end of the name.
   */
  #doubleEscapeSwitch(c: number, ifScript: StateId, otherwise: StateId): void {
    if (c === Char.Solidus || c === Char.GreaterThan || isWhitespace(c))
      this.state = this.#temp === 'script' ? ifScript : otherwise;
    else if (isAsciiAlpha(c)) this.#tempAppend(c);
    else this.#reconsume(otherwise);
  }

  /** § 13.2.5.30 Script data double escaped less-than sign state */
  #stateScriptDataDoubleEscapedLessThanSign(c: number): void {
    if (c === Char.Solidus) {
      this.#temp = '';
      this.state = S.ScriptDataDoubleEscapeEnd;
    } else this.#reconsume(S.ScriptDataDoubleEscaped);
  }

  // -------------------------------------------------------- attribute states

  /** § 13.2.5.32 Before attribute name state */
  #stateBeforeAttributeName(c: number): void {
    const buf = this.buffer;
    const len = this.#length;
    let i = this.#index;
    while (c <= Char.Space && isWhitespace(c)) {
      if (++i === len) {
        this.#index = len - 1;
        return;
      }
      c = buf.charCodeAt(i);
    }
    this.#index = i;
    if (c === Char.Solidus || c === Char.GreaterThan) this.#reconsume(S.AfterAttributeName);
    else if (c === Char.EqualsSign) {
      this.#error(E.UnexpectedEqualsSignBeforeAttributeName, i);
      this.#newAttribute(i);
      this.state = S.AttributeName;
    } else {
      this.#newAttribute(i);
      this.#reconsume(S.AttributeName);
    }
  }

  /** § 13.2.5.33 Attribute name state */
  #stateAttributeName(c: number): void {
    const buf = this.buffer;
    const len = this.#length;
    let i = this.#index;
    for (;;) {
      if (c === Char.EqualsSign || c === Char.GreaterThan || c === Char.Solidus || (c <= Char.Space && isWhitespace(c)))
        break;
      if (c <= Char.UpperZ && c >= Char.UpperA) this.#upper = true;
      else if (c === Char.Null) {
        this.#replaceNull(i);
      } else if (c === Char.QuotationMark || c === Char.Apostrophe || c === Char.LessThan) {
        this.#error(E.UnexpectedCharacterInAttributeName, i);
      }
      if (++i === len) {
        this.#index = len - 1;
        return;
      }
      c = buf.charCodeAt(i);
    }
    this.#index = i;
    this.#endSection(i);
    this.#checkDuplicate(i);
    if (c === Char.EqualsSign) this.state = S.BeforeAttributeValue;
    else this.#reconsume(S.AfterAttributeName);
  }

  /** § 13.2.5.34 After attribute name state */
  #stateAfterAttributeName(c: number): void {
    const i = this.#index;
    if (isWhitespace(c)) return;
    if (c === Char.Solidus) this.state = S.SelfClosingStartTag;
    else if (c === Char.EqualsSign) this.state = S.BeforeAttributeValue;
    else if (c === Char.GreaterThan) this.#emitTag(i);
    else {
      this.#newAttribute(i);
      this.#reconsume(S.AttributeName);
    }
  }

  /** § 13.2.5.35 Before attribute value state */
  #stateBeforeAttributeValue(c: number): void {
    const i = this.#index;
    if (isWhitespace(c)) return;
    if (c === Char.QuotationMark) {
      this.#startSection(A.AttrValue, i + 1);
      this.state = S.AttributeValueDoubleQuoted;
    } else if (c === Char.Apostrophe) {
      this.#startSection(A.AttrValue, i + 1);
      this.state = S.AttributeValueSingleQuoted;
    } else if (c === Char.GreaterThan) {
      this.#error(E.MissingAttributeValue, i);
      this.#emitTag(i);
    } else {
      this.#startSection(A.AttrValue, i);
      this.#reconsume(S.AttributeValueUnquoted);
    }
  }

  /** Not in the specification: the shared body of 13.2.5.36/37 Attribute value (double-quoted / single-quoted) state. */
  #attributeValueQuoted(c: number, quote: number): void {
    let i = this.#index;
    if (c !== quote && c !== Char.Ampersand && c !== Char.Null) {
      // Native searches (htmlparser2's fastForwardTo does this by a loop).
      i = Math.min(
        this.#nextOf(quote === Char.QuotationMark ? K.DQuote : K.SQuote, i),
        this.#nextOf(K.Amp, i),
        this.#nextOf(K.Nul, i),
      );
      if (i === this.#length) {
        this.#index = i - 1;
        return;
      }
      c = this.buffer.charCodeAt(i);
    }
    this.#index = i;
    if (c === quote) {
      this.#endSection(i);
      this.state = S.AfterAttributeValueQuoted;
    } else if (c === Char.Ampersand) {
      this.#beginCharacterReference(i, this.state);
    } else this.#replaceNull(i);
  }

  /** § 13.2.5.38 Attribute value (unquoted) state */
  #stateAttributeValueUnquoted(c: number): void {
    const buf = this.buffer;
    const len = this.#length;
    let i = this.#index;
    for (;;) {
      if (c === Char.GreaterThan || c === Char.Ampersand || (c <= Char.Space && isWhitespace(c))) break;
      if (c === Char.Null) this.#replaceNull(i);
      else if (
        c === Char.QuotationMark ||
        c === Char.Apostrophe ||
        c === Char.LessThan ||
        c === Char.EqualsSign ||
        c === Char.GraveAccent
      ) {
        this.#error(E.UnexpectedCharacterInUnquotedAttributeValue, i);
      }
      if (++i === len) {
        this.#index = len - 1;
        return;
      }
      c = buf.charCodeAt(i);
    }
    this.#index = i;
    if (c === Char.Ampersand) {
      this.#beginCharacterReference(i, S.AttributeValueUnquoted);
      return;
    }
    this.#endSection(i);
    if (c === Char.GreaterThan) this.#emitTag(i);
    else this.state = S.BeforeAttributeName;
  }

  /** § 13.2.5.39 After attribute value (quoted) state */
  #stateAfterAttributeValueQuoted(c: number): void {
    const i = this.#index;
    if (isWhitespace(c)) this.state = S.BeforeAttributeName;
    else if (c === Char.Solidus) this.state = S.SelfClosingStartTag;
    else if (c === Char.GreaterThan) this.#emitTag(i);
    else {
      this.#error(E.MissingWhitespaceBetweenAttributes, i);
      this.#reconsume(S.BeforeAttributeName);
    }
  }

  /** § 13.2.5.40 Self-closing start tag state */
  #stateSelfClosingStartTag(c: number): void {
    const i = this.#index;
    if (c === Char.GreaterThan) {
      this.#selfClosing = true;
      this.#emitTag(i);
    } else {
      this.#error(E.UnexpectedSolidusInTag, i);
      this.#reconsume(S.BeforeAttributeName);
    }
  }

  // ---------------------------------------------------------- comment states

  /** § 13.2.5.41 Bogus comment state */
  #stateBogusComment(c: number): void {
    const buf = this.buffer;
    const len = this.#length;
    let i = this.#index;
    while (c !== Char.GreaterThan && c !== Char.Null) {
      if (++i === len) {
        this.#index = len - 1;
        return;
      }
      c = buf.charCodeAt(i);
    }
    this.#index = i;
    if (c === Char.Null) {
      this.#replaceNull(i);
      return;
    }
    this.#flush(i);
    this.#closeComment(i);
  }

  // ------------------------------------------ processing instruction states

  /** § 13.2.5.72 Processing instruction open state */
  #stateProcessingInstructionOpen(c: number): void {
    if (isAsciiAlpha(c) || c === Char.LowLine) {
      this.#reconsume(S.ProcessingInstructionTarget);
    } else {
      this.#error(E.InvalidFirstCharacterOfProcessingInstructionTarget, this.#index);
      this.#reconsume(S.BogusComment);
    }
  }

  /**
   * § 13.2.5.73 Processing instruction target state
   *
   * ASCII alphanumerics, `-` and `_` until whitespace, `?` or `>`.
   */
  #stateProcessingInstructionTarget(c: number): void {
    // One character a step (no inner loop, as the text states have): targets
    // are short, and the low-level bundle stays within its 8 kB.
    if (isAsciiAlphanumeric(c) || c === Char.HyphenMinus || c === Char.LowLine) return;
    const i = this.#index;
    if (isWhitespace(c) || c === Char.QuestionMark || c === Char.GreaterThan) {
      this.#flush(i);
      const buffer = this.#commentData.take(); // `?` and the target
      if (/^\?xml(-stylesheet)?$/i.test(buffer)) {
        this.#error(E.DisallowedProcessingInstructionTarget, i);
        this.#commentData.add(buffer);
      } else {
        this.#piTarget = buffer.slice(1);
        this.#acc = A.None;
        this.#reconsume(S.AfterProcessingInstructionTarget);
        return;
      }
    } else this.#error(E.InvalidProcessingInstructionTarget, i);
    this.#reconsume(S.BogusComment);
  }

  /**
   * § 13.2.5.74 After processing instruction target state
   *
   * Whitespace is ignored.
   */
  #stateAfterProcessingInstructionTarget(c: number): void {
    if (isWhitespace(c)) return;
    this.#startSection(A.Comment, this.#index); // the token's data
    this.#reconsume(S.ProcessingInstructionData);
  }

  /**
   * § 13.2.5.75 Processing instruction data state
   *
   * Up to `>`; a `?` may end it (the questionable state).
   */
  #stateProcessingInstructionData(c: number): void {
    const i = this.#index;
    if (c === Char.GreaterThan) this.#closeProcessingInstruction(i, i);
    else if (c === Char.QuestionMark) {
      this.#mark = i; // the `?`: data unless `>` follows
      this.state = S.ProcessingInstructionQuestionable;
    }
  }

  /**
   * § 13.2.5.76 Processing instruction questionable state
   *
   * `?>` ends the token; otherwise the `?` is data.
   */
  #stateProcessingInstructionQuestionable(c: number): void {
    if (c === Char.GreaterThan) this.#closeProcessingInstruction(this.#mark, this.#index);
    else this.#reconsume(S.ProcessingInstructionData); // the section still holds the `?`
  }

  /** Emits the processing instruction whose data ends at `dataEnd`, closed by the `>` at i. */
  #closeProcessingInstruction(dataEnd: number, i: number): void {
    this.#flush(dataEnd);
    this.state = S.Data;
    this.#startText(i + 1);
    const end = this.offsetAt(i + 1);
    this.#flushPre(end, false);
    this.#cb.processingInstruction?.(this.#piTarget, this.#commentData.take(), this.#tokenStart, end);
  }

  /**
   * § 13.2.5.42 Markup declaration open state
   *
   * `--`, `DOCTYPE`, `[CDATA[` or a bogus comment.
   */
  #stateMarkupDeclarationOpen(c: number): void {
    const i = this.#index;
    const buf = this.buffer;
    const need = c === Char.HyphenMinus ? 2 : 7;
    // Waits for more input only while the characters so far may still
    // begin a keyword: a line end after `<!DOC` decides at once (scanLine).
    if (
      !this.#eof &&
      i + need > this.#length &&
      (c === Char.HyphenMinus
        ? this.#mayBegin(i, '--')
        : (c | Ascii.CaseBit) === Char.LowerD
          ? this.#mayBegin(i, 'doctype')
          : c === Char.LeftBracket && this.#mayBegin(i, '[CDATA[', false))
    ) {
      this.#pause(i);
      return;
    }
    if (c === Char.HyphenMinus && buf.charCodeAt(i + 1) === Char.HyphenMinus) {
      this.#commentData.reset();
      this.#startSection(A.Comment, i + 2);
      this.state = S.CommentStart;
      this.#index = i + 1;
    } else if ((c | Ascii.CaseBit) === Char.LowerD && buf.slice(i, i + 7).toLowerCase() === 'doctype') {
      this.state = S.DOCTYPE;
      this.#index = i + 6;
    } else if (c === Char.LeftBracket && buf.startsWith('[CDATA[', i)) {
      if (this.foreign) {
        this.#startText(i + 7);
        this.state = S.CDATASection;
      } else {
        this.#error(E.CdataInHtmlContent, i + 6);
        this.#commentData.reset();
        this.#startSection(A.Comment, i);
        this.state = S.BogusComment;
      }
      this.#index = i + 6;
    } else {
      this.#error(E.IncorrectlyOpenedComment, i);
      this.#commentData.reset();
      this.#startSection(A.Comment, i);
      this.#reconsume(S.BogusComment);
    }
  }

  /** § 13.2.5.43 Comment start state */
  #stateCommentStart(c: number): void {
    const i = this.#index;
    if (c === Char.HyphenMinus) {
      this.#mark = i;
      this.state = S.CommentStartDash;
    } else if (c === Char.GreaterThan) {
      this.#error(E.AbruptClosingOfEmptyComment, i);
      this.#closeComment(i);
    } else this.#reconsume(S.Comment);
  }

  /** § 13.2.5.44 Comment start dash state */
  #stateCommentStartDash(c: number): void {
    const i = this.#index;
    if (c === Char.HyphenMinus) this.state = S.CommentEnd;
    else if (c === Char.GreaterThan) {
      this.#error(E.AbruptClosingOfEmptyComment, i);
      this.#closeComment(i);
    } else this.#reconsume(S.Comment);
  }

  /** § 13.2.5.45 Comment state */
  #stateComment(c: number): void {
    const buf = this.buffer;
    const len = this.#length;
    let i = this.#index;
    while (c !== Char.HyphenMinus && c !== Char.LessThan && c !== Char.Null) {
      if (++i === len) {
        this.#index = len - 1;
        return;
      }
      c = buf.charCodeAt(i);
    }
    this.#index = i;
    if (c === Char.HyphenMinus) {
      this.#mark = i;
      this.state = S.CommentEndDash;
    } else if (c === Char.LessThan) this.state = S.CommentLessThanSign;
    else this.#replaceNull(i);
  }

  /** § 13.2.5.46 Comment less-than sign state */
  #stateCommentLessThanSign(c: number): void {
    if (c === Char.Exclamation) this.state = S.CommentLessThanSignBang;
    else if (c !== Char.LessThan) this.#reconsume(S.Comment);
  }

  /** § 13.2.5.47 Comment less-than sign bang state */
  #stateCommentLessThanSignBang(c: number): void {
    if (c === Char.HyphenMinus) {
      this.#mark = this.#index;
      this.state = S.CommentLessThanSignBangDash;
    } else this.#reconsume(S.Comment);
  }

  /** § 13.2.5.49 Comment less-than sign bang dash dash state */
  #stateCommentLessThanSignBangDashDash(c: number): void {
    if (c !== Char.GreaterThan) this.#error(E.NestedComment, this.#index);
    this.#reconsume(S.CommentEnd);
  }

  /**
   * § 13.2.5.51 Comment end state
   *
   * `--` pending at mark.
   */
  #stateCommentEnd(c: number): void {
    const i = this.#index;
    if (c === Char.GreaterThan) {
      this.#flush(this.#mark);
      this.#closeComment(i);
    } else if (c === Char.Exclamation) this.state = S.CommentEndBang;
    else if (c === Char.HyphenMinus) this.#mark++;
    else this.#reconsume(S.Comment);
  }

  /**
   * § 13.2.5.52 Comment end bang state
   *
   * `--!` pending at mark.
   */
  #stateCommentEndBang(c: number): void {
    const i = this.#index;
    if (c === Char.HyphenMinus) {
      this.#mark = i;
      this.state = S.CommentEndDash;
    } else if (c === Char.GreaterThan) {
      this.#error(E.IncorrectlyClosedComment, i);
      this.#flush(this.#mark);
      this.#closeComment(i);
    } else this.#reconsume(S.Comment);
  }

  // ------------------------------------------------------------ CDATA states

  /** § 13.2.5.69 CDATA section state */
  #stateCDATASection(c: number): void {
    if (c === Char.RightBracket) {
      this.#mark = this.#index;
      this.state = S.CDATASectionBracket;
      return;
    }
    this.#index = this.#search(']', this.#index) - 1;
  }

  /**
   * § 13.2.5.71 CDATA section end state
   *
   * `]]` pending at mark.
   */
  #stateCDATASectionEnd(c: number): void {
    const i = this.#index;
    if (c === Char.RightBracket) this.#mark++;
    else if (c === Char.GreaterThan) {
      this.#flush(this.#mark);
      this.state = S.Data;
      this.#startText(i + 1);
    } else this.#reconsume(S.CDATASection);
  }

  // ------------------------------------------------ character reference states

  #beginCharacterReference(i: number, returnState: StateId): void {
    // No flush: a reference left as written stays part of the section.
    this.#returnState = returnState;
    this.#refStart = i;
    this.#refStartOffset = this.offsetAt(i);
    this.#refCode = 0; // for 13.2.5.80, here once for both ways to it
    this.#mark = i;
    this.state = S.CharacterReference;
  }

  /** § 13.2.5.77 Character reference state */
  #stateCharacterReference(c: number): void {
    if (isAsciiAlphanumeric(c)) this.#reconsume(S.NamedCharacterReference);
    else if (c === Char.NumberSign) this.state = S.NumericCharacterReference;
    else this.#reconsume(this.#returnState); // `&` stays as it is
  }

  /**
   * § 13.2.5.78 Named character reference state
   *
   * The longest name of the table, then the attribute-value historical rule.
   */
  #stateNamedCharacterReference(): void {
    const i = this.#index;
    const buf = this.buffer;
    const len = this.#length;
    const m = this.#matcher;
    m.reset();
    let j = i;
    while (j < len && m.step(buf.charCodeAt(j))) j++;
    this.work += j - i;
    if (j === len && !this.#eof) {
      this.#pause(this.#refStart);
      return;
    }
    if (m.matchLength === 0) {
      this.#reconsume(S.AmbiguousAmpersand);
      return;
    }
    const end = i + m.matchLength;
    const terminated = buf.charCodeAt(end - 1) === Char.Semicolon;
    this.state = this.#returnState;
    this.#index = end - 1;
    // In an attribute value: the three value states are consecutive ids (generated/state-ids.ts).
    const r = this.#returnState;
    if (!terminated && r >= S.AttributeValueDoubleQuoted && r <= S.AttributeValueUnquoted) {
      const next = end < len ? buf.charCodeAt(end) : -1;
      if (next === Char.EqualsSign || isAsciiAlphanumeric(next)) return; // historical: stays as written
    }
    if (!terminated) this.#error(E.MissingSemicolonAfterCharacterReference, end);
    this.#flush(this.#refStart);
    this.#appendValue(m.matchValue!, this.#refStartOffset, this.offsetAt(end));
    this.#sectionStart = end;
  }

  /** § 13.2.5.79 Ambiguous ampersand state */
  #stateAmbiguousAmpersand(c: number): void {
    if (isAsciiAlphanumeric(c)) return;
    if (c === Char.Semicolon) this.#error(E.UnknownNamedCharacterReference, this.#index);
    this.#reconsume(this.#returnState);
  }

  /** § 13.2.5.80 Numeric character reference state */
  #stateNumericCharacterReference(c: number): void {
    if ((c | Ascii.CaseBit) === Char.LowerX) this.state = S.HexadecimalCharacterReferenceStart;
    else this.#reconsume(S.DecimalCharacterReferenceStart);
  }

  /**
   * Not in the specification: the shared body of
   * 13.2.5.81 Hexadecimal character reference start state (`radix` 16) and
   * 13.2.5.82 decimal character reference start state (10): a digit goes to
   * the `digits` state, anything else is absence-of-digits and `&#` / `&#x`
   * stay as written.
   */
  #digitsStart(c: number, radix: 10 | 16, digits: StateId): void {
    const digit = hexDigitValue(c);
    if (digit >= 0 && digit < radix) this.#reconsume(digits);
    else {
      this.#error(E.AbsenceOfDigitsInNumericCharacterReference, this.#index);
      this.#reconsume(this.#returnState);
    }
  }

  /** Not in the specification: the shared body of 13.2.5.83 Hexadecimal character reference state (`radix` 16) and 13.2.5.84 decimal character reference state (10). */
  #digits(c: number, radix: 10 | 16): void {
    const buf = this.buffer;
    const len = this.#length;
    let i = this.#index;
    let code = this.#refCode;
    for (let digit = hexDigitValue(c); digit >= 0 && digit < radix; digit = hexDigitValue(c)) {
      code = accumulateDigit(code, digit, radix);
      if (++i === len) {
        this.#refCode = code;
        this.#index = len - 1;
        return;
      }
      c = buf.charCodeAt(i);
    }
    this.#refCode = code;
    this.#index = i;
    // The character after the digits: `;` ends the reference, anything else is an error.
    if (c === Char.Semicolon) this.#stateNumericCharacterReferenceEnd(i + 1);
    else {
      this.#error(E.MissingSemicolonAfterCharacterReference, i);
      this.#stateNumericCharacterReferenceEnd(i);
      this.#index = i - 1; // reconsume in the return state
    }
  }
  /**
   * § 13.2.5.85 Numeric character reference end state
   *
   * (end: index after the reference).
   */
  #stateNumericCharacterReferenceEnd(end: number): void {
    const value = this.#refCode;
    const code = NUMERIC_ERRORS[htmlNumericReferenceErrorKind(value)]!;
    const endOffset = this.offsetAt(Math.min(end, this.#length));
    if (code >= 0) this.#errorAt(code, endOffset, endOffset, false);
    this.state = this.#returnState;
    this.#flush(this.#refStart);
    this.#appendValue(String.fromCodePoint(htmlNumericReference(value)), this.#refStartOffset, endOffset);
    this.#sectionStart = end;
  }

  // ---------------------------------------------------------- DOCTYPE states

  #newDoctype(): void {
    this.#doctypeName.reset();
    this.#publicId.reset();
    this.#systemId.reset();
    this.#forceQuirks = false;
  }

  /** § 13.2.5.53 DOCTYPE state */
  #stateDOCTYPE(c: number): void {
    this.#newDoctype();
    if (isWhitespace(c)) this.state = S.BeforeDOCTYPEName;
    else {
      if (c !== Char.GreaterThan) this.#error(E.MissingWhitespaceBeforeDoctypeName, this.#index);
      this.#reconsume(S.BeforeDOCTYPEName);
    }
  }

  /** § 13.2.5.54 Before DOCTYPE name state */
  #stateBeforeDOCTYPEName(c: number): void {
    const i = this.#index;
    if (isWhitespace(c)) return;
    if (c === Char.GreaterThan) {
      this.#error(E.MissingDoctypeName, i);
      this.#forceQuirks = true;
      this.#acc = A.None;
      this.#closeDoctype(i);
      return;
    }
    this.#doctypeName.open();
    this.#startSection(A.DoctypeName, i);
    this.state = S.DOCTYPEName;
    if (c === Char.Null) this.#replaceNull(i);
  }

  /** § 13.2.5.55 DOCTYPE name state */
  #stateDOCTYPEName(c: number): void {
    const i = this.#index;
    if (isWhitespace(c)) {
      this.#flush(i);
      this.#acc = A.None;
      this.state = S.AfterDOCTYPEName;
    } else if (c === Char.GreaterThan) this.#closeDoctype(i);
    else if (c === Char.Null) this.#replaceNull(i);
  }

  /**
   * § 13.2.5.56 After DOCTYPE name state
   *
   * PUBLIC, SYSTEM or a bogus DOCTYPE.
   */
  #stateAfterDOCTYPEName(c: number): void {
    const i = this.#index;
    if (isWhitespace(c)) return;
    if (c === Char.GreaterThan) {
      this.#closeDoctype(i);
      return;
    }
    if (!this.#eof && i + 6 > this.#length && (this.#mayBegin(i, 'public') || this.#mayBegin(i, 'system'))) {
      this.#pause(i);
      return;
    }
    const word = this.buffer.slice(i, i + 6).toLowerCase();
    if (word === 'public' || word === 'system') {
      this.state = word === 'public' ? S.AfterDOCTYPEPublicKeyword : S.AfterDOCTYPESystemKeyword;
      this.#index = i + 5;
    } else {
      this.#error(E.InvalidCharacterSequenceAfterDoctypeName, i);
      this.#forceQuirks = true;
      this.#reconsume(S.BogusDOCTYPE);
    }
  }

  /** Starts a quoted identifier after its opening quote at i. */
  #openIdentifier(c: number, isPublic: boolean, i: number): void {
    if (isPublic) {
      this.#publicId.open();
      this.#startSection(A.Public, i + 1);
      this.state =
        c === Char.QuotationMark ? S.DOCTYPEPublicIdentifierDoubleQuoted : S.DOCTYPEPublicIdentifierSingleQuoted;
    } else {
      this.#systemId.open();
      this.#startSection(A.System, i + 1);
      this.state =
        c === Char.QuotationMark ? S.DOCTYPESystemIdentifierDoubleQuoted : S.DOCTYPESystemIdentifierSingleQuoted;
    }
  }

  /**
   * Not in the specification: the shared body of
   * the states between the parts of a DOCTYPE, one shape with what differs
   * as arguments: 13.2.5.57 after DOCTYPE public keyword, 13.2.5.58 before
   * DOCTYPE public identifier, 13.2.5.61 after DOCTYPE public identifier,
   * 13.2.5.62 between DOCTYPE public and system identifiers, 13.2.5.63 after
   * DOCTYPE system keyword, 13.2.5.64 before DOCTYPE system identifier.
   * Whitespace moves to `whitespace` (0: stays); a quote opens the public
   * (`isPublic`) or system identifier, after `quoteError` if any; `>` closes
   * the DOCTYPE, force-quirks with `gtError` if any; anything else is a
   * missing quote: force-quirks and the bogus DOCTYPE state.
   */
  #doctypeBetweenParts(
    c: number,
    isPublic: boolean,
    whitespace: StateId | 0,
    quoteError: E | null,
    gtError: E | null,
  ): void {
    const i = this.#index;
    if (isWhitespace(c)) {
      if (whitespace) this.state = whitespace;
    } else if (c === Char.QuotationMark || c === Char.Apostrophe) {
      if (quoteError !== null) this.#error(quoteError, i);
      this.#openIdentifier(c, isPublic, i);
    } else if (c === Char.GreaterThan) {
      if (gtError !== null) {
        this.#error(gtError, i);
        this.#forceQuirks = true;
      }
      this.#closeDoctype(i);
    } else {
      this.#error(
        isPublic ? E.MissingQuoteBeforeDoctypePublicIdentifier : E.MissingQuoteBeforeDoctypeSystemIdentifier,
        i,
      );
      this.#forceQuirks = true;
      this.#reconsume(S.BogusDOCTYPE);
    }
  }

  /** Not in the specification: the shared body of 13.2.5.59/60/65/66 DOCTYPE public / system identifier (double-quoted / single-quoted) states. */
  #doctypeIdentifierQuoted(c: number, quote: number, isPublic: boolean): void {
    const buf = this.buffer;
    const len = this.#length;
    let i = this.#index;
    while (c !== quote && c !== Char.GreaterThan && c !== Char.Null) {
      if (++i === len) {
        this.#index = len - 1;
        return;
      }
      c = buf.charCodeAt(i);
    }
    this.#index = i;
    if (c === Char.Null) {
      this.#replaceNull(i);
      return;
    }
    this.#flush(i);
    this.#acc = A.None;
    if (c === quote) {
      this.state = isPublic ? S.AfterDOCTYPEPublicIdentifier : S.AfterDOCTYPESystemIdentifier;
    } else {
      this.#error(isPublic ? E.AbruptDoctypePublicIdentifier : E.AbruptDoctypeSystemIdentifier, i);
      this.#forceQuirks = true;
      this.#closeDoctype(i);
    }
  }

  /** § 13.2.5.67 After DOCTYPE system identifier state */
  #stateAfterDOCTYPESystemIdentifier(c: number): void {
    const i = this.#index;
    if (isWhitespace(c)) return;
    if (c === Char.GreaterThan) this.#closeDoctype(i);
    else {
      this.#error(E.UnexpectedCharacterAfterDoctypeSystemIdentifier, i);
      this.#reconsume(S.BogusDOCTYPE); // not force-quirks
    }
  }

  /** § 13.2.5.68 Bogus DOCTYPE state */
  #stateBogusDOCTYPE(c: number): void {
    const i = this.#index;
    if (c === Char.GreaterThan) {
      this.#acc = A.None;
      this.#closeDoctype(i);
    } else if (c === Char.Null) this.#error(E.UnexpectedNullCharacter, i);
  }

  // --------------------------------------------------------------------- EOF

  /**
   * The end of the input: the current state's EOF branch, as the Standard
   * writes it under each state ("EOF: …", or "Anything else: … reconsume in
   * …" in a state without one), by state from the generated `EOF_BRANCHES`
   * (scripts/standard-excerpt.txt holds each branch beside its state's
   * heading): no ranges of state numbers, which a renumbering would break.
   */
  #finish(): void {
    const len = this.#length;
    const endOffset = this.offsetAt(len);
    for (;;) {
      const s = this.state;
      const error = EOF_BRANCHES.charCodeAt(2 * s) - 48;
      const action = EOF_BRANCHES.charCodeAt(2 * s + 1) - 48;
      if (error > 0) this.#errorAt(error - 1, endOffset, endOffset);
      if (action >= Eof.Reconsume) {
        this.state = (action - Eof.Reconsume) as StateId;
        continue;
      }
      if (action === Eof.ReturnState) {
        this.state = this.#returnState; // the `&` (`&#`, `&#x`) stays as written
        continue;
      }
      if (action === Eof.NumericEnd) {
        this.#stateNumericCharacterReferenceEnd(len); // then the return state's branch
        continue;
      }
      if (action === Eof.BogusComment) {
        this.#commentData.reset();
        this.state = S.BogusComment;
        this.#startSection(A.Comment, len);
        continue;
      }
      if (action === Eof.NewDoctype) this.#newDoctype();
      if (action === Eof.NewDoctype || action === Eof.QuirksDoctype) this.#forceQuirks = true;
      // The comment states holding `-`, `--` or `--!` at mark (CARRY) end the data there.
      this.#flush(action === Eof.Comment && CARRY[s] === 1 ? this.#mark : len);
      if (action === Eof.Comment) this.#emitComment(endOffset);
      else if (action !== Eof.End) this.#emitDoctype(endOffset);
      break;
    }
    this.#flushPre(Infinity, true);
    this.#cb.eof(endOffset);
  }
}
