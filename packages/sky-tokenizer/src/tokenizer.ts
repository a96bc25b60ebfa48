/**
 * The low-level Sky tokeniser (sky-parsing.txt "Tokenisation stage"): one
 * charCodeAt loop over each chunk, numeric states, callbacks with offsets
 * (htmlparser2's Tokenizer is the model). Normalisation (errata S2) is
 * inline: the states treat U+000D as U+000A, a CR LF pair counts once where
 * that matters (the signature line), and `text()` normalises a range only
 * when its chunk holds a CR or NUL. Offsets count the original input
 * (errata S3).
 *
 * Streaming: text, names and values are reported in pieces at chunk ends, so
 * nothing is kept but the few characters whose fate is still open (`<`, `</`,
 * `<!-`, a `</scrip` prefix, a character reference's raw text): `held`.
 */
import {
  REPLACEMENT_CHARACTER,
  accumulateDigit,
  hexDigitValue,
  normalise,
  skyNumericReference,
} from '@forgiving/char-ref';
import { firstReferenceState, namedStep } from './references.ts';
import { EOF_ACTIONS, EndOfInput, State } from './generated/states.ts';
import { NO_TERMINATOR, endsTagName, isRawDataClose, isTagNameStart } from './states.ts';
import type { SkyCallbacks, SkyContext } from './types.ts';
import { Ascii, Char, SKY_APPLICATION_SIGNATURE, SKY_MODULE_SIGNATURE, isSkySpace } from '@forgiving/char-ref/codes';

/** Errata S2: NUL → U+FFFD as well as the line ends. */
const SKY_NORMALISE = { replaceNul: true } as const;

/** The held prefix of "script/style raw data: close N". */
const SCRIPT_CLOSE = '</script';
const STYLE_CLOSE = '</style';
const SCRIPT = 'script';
const NAME_CACHE_SIZE = 256;
const STYLE = 'style';

/** The end-of-input action of a state (errata S6; generated/states.ts). */
function endOfInput(s: State): EndOfInput {
  return EOF_ACTIONS.charCodeAt(s) - Char.Digit0;
}

/** The position-independent part of the tokeniser state (for line-resumable scanning). */
export interface SkyTokenizerState {
  readonly context: SkyContext;
  readonly state: number;
  readonly tagIsEnd: boolean;
  readonly nameBits: number;
  readonly nameLen: number;
  readonly rawKind: number;
  readonly closeIndex: number;
  readonly sigIndex: number;
  readonly returnState: number;
  readonly extra: number;
  readonly refValue: number;
  readonly refChar: number;
}

/** The index of the first `char` at or after `i`, or buf.length; `cached` when it still is. */
function nextIndex(buf: string, i: number, cached: number, char: string): number {
  if (cached >= i) return cached;
  const at = buf.indexOf(char, i);
  return at === -1 ? buf.length : at;
}

export class SkyTokenizer {
  #state = State.Signature;
  #buffer = '';
  /** Offset of buffer[0] in the whole input. */
  #offset = 0;
  /** Characters written so far. */
  #total = 0;
  #held = '';
  #heldStart = 0;
  #carryCr = false;
  /** Whether the buffer holds a CR or NUL: 1 yes, 0 no, -1 not checked yet (checked lazily, so
   * callback users that never ask for text pay nothing). */
  #dirty = -1;
  #ended = false;
  /**
   * Buffer index of the next "<", "&" and closing quote of the current
   * value (buffer.length: none; see `nextIndex`). A run is scanned once,
   * not again after each reference in it: that rescan made a long run of
   * references quadratic.
   */
  #ltAt = -1;
  #ampAt = -1;
  /** (A value ends at this quote, so the next value, whatever its quote, starts past it.) */
  #quoteAt = -1;
  /** Start of the text, name or value run being read. */
  #section = 0;
  /** The "<" of the current tag, comment or "<"-fallback. */
  #tagStart = 0;
  #tagIsEnd = false;
  /** Bit 1: the tag name so far is a prefix of "script"; bit 2: of "style". */
  #nameBits = 0;
  #nameLen = 0;
  /** The script or style raw data state of the raw text element open (0: none). */
  #rawKind = 0;
  #closeStart = 0;
  #sigIndex = 0;
  #returnState = State.Data;
  #extra = NO_TERMINATOR;
  #refStart = 0;
  #refValue = 0;
  #refChar = 0;
  #signature: string;
  #names: (string | undefined)[] = new Array(NAME_CACHE_SIZE);

  #context: SkyContext;
  #cb: SkyCallbacks;
  /** See the constructor's `fastPaths`. */
  #fast: boolean;

  /**
   * `origin`: the offset of the first character written (1 after a BOM the caller stripped but
   * counts). `fastPaths` false: the spec path alone (issue #31): the state machine runs over a
   * window of one character at a time, so no run, search or fall-through reaches past the
   * character its state consumes; state and open runs carry over as between chunks (without
   * their reports).
   */
  constructor(context: SkyContext, cb: SkyCallbacks, origin = 0, fastPaths = true) {
    this.#context = context;
    this.#cb = cb;
    this.#fast = fastPaths;
    this.#offset = this.#total = origin;
    // An unknown context matches no signature: failed signature state.
    // Compared, not looked up: `constructor` or `toString` is an unknown context (issue #13 item 1).
    this.#signature =
      context === 'application' ? SKY_APPLICATION_SIGNATURE : context === 'module' ? SKY_MODULE_SIGNATURE : '';
  }

  /** Feeds the next chunk of decoded text (BOM already stripped, errata S1). */
  write(chunk: string): void {
    if (!this.#ended) this.#feed(chunk, false);
  }

  /** End of input: the errata S6 action of the current state, then `onend`. */
  end(): void {
    if (this.#ended) return;
    this.#feed('', true);
    this.#ended = true;
    const total = this.#total;
    let dropped = -1;
    // The state's own end-of-input action (errata S6), assigned by state name
    // in the generator beside the states (generated/states.ts).
    switch (endOfInput(this.#state)) {
      case EndOfInput.FailSignature:
        this.#failSignature(0); // errata S4
        break;
      case EndOfInput.SkyFile:
        this.#cb.onsignature(total);
        break;
      case EndOfInput.Text:
        this.#cb.ontext(this.#section, total);
        break;
      case EndOfInput.RawText:
        this.#cb.onrawtext(this.#section, total);
        break;
      case EndOfInput.Reference:
        this.#failReference(total);
        if (this.#returnState !== State.Data) dropped = this.#tagStart;
        break;
      case EndOfInput.DropTag:
        dropped = this.#tagStart;
    }
    this.#cb.onend(dropped);
  }

  /** The original text of a range reported by a callback (valid until the next write). */
  slice(start: number, end: number): string {
    const offset = this.#offset;
    if (start >= offset) return this.#buffer.slice(start - offset, end - offset);
    const held = this.#held.slice(start - this.#heldStart, end - this.#heldStart);
    return end <= offset ? held : held + this.#buffer.slice(0, end - offset);
  }

  /** The normalised text of a range (errata S2): CR LF and CR → LF, NUL → U+FFFD. */
  text(start: number, end: number): string {
    const raw = this.slice(start, end);
    if (this.#dirty < 0) {
      // Held text never holds CR or NUL (it is `<`, `</`, `<!-`, a raw close prefix or a reference).
      const buf = this.#buffer;
      this.#dirty = buf.indexOf('\r') !== -1 || buf.indexOf('\0') !== -1 ? 1 : 0;
    }
    // Ranges never end between a CR and its LF, so each normalises on its own.
    return this.#dirty === 1 ? normalise(raw, SKY_NORMALISE) : raw;
  }

  /**
   * Like `text`, for tag and attribute names: short names are interned in a
   * small hash-indexed cache, so the thousandth `class` allocates nothing.
   */
  name(start: number, end: number): string {
    const k = start - this.#offset;
    const length = end - start;
    if (k < 0 || length > 24 || this.#dirty === 1) return this.text(start, end);
    const buf = this.#buffer;
    let hash = length;
    for (let j = k; j < k + length; j++) hash = (hash * 31 + buf.charCodeAt(j)) | 0;
    const slot = hash & (NAME_CACHE_SIZE - 1);
    const cached = this.#names[slot];
    if (cached !== undefined && cached.length === length && buf.startsWith(cached, k)) return cached;
    return (this.#names[slot] = this.text(start, end));
  }

  /** True when the state is inside a tag (for highlighting). */
  get inTag(): boolean {
    const s = this.#state;
    if (s >= State.CharacterReference) return this.#returnState !== State.Data;
    return s >= State.TagName && s <= State.UnquotedAttributeValue;
  }

  /** True once the signature failed (not a Sky file). */
  get failed(): boolean {
    return this.#state === State.FailedSignature;
  }

  /** True inside a comment (after `<!--`). */
  get inComment(): boolean {
    return this.#state >= State.Comment && this.#state <= State.CommentEnd2;
  }

  /** The resumable state (position-independent; irrelevant fields zeroed so states compare). */
  snapshot(): SkyTokenizerState {
    const s = this.#state;
    const tag = this.inTag && !this.#tagIsEnd;
    const raw = s >= State.ScriptRawData && s < State.TagOpen;
    const ref = s >= State.CharacterReference;
    return {
      context: this.#context,
      state: s,
      tagIsEnd: this.inTag && this.#tagIsEnd,
      nameBits: tag ? this.#nameBits : 0,
      nameLen: tag && this.#nameBits !== 0 ? this.#nameLen : 0,
      rawKind: raw ? this.#rawKind : 0,
      closeIndex: isRawDataClose(s) ? s - this.#rawKind : 0,
      sigIndex: s === State.ExpectAString ? this.#sigIndex : 0,
      returnState: ref ? this.#returnState : 0,
      extra: ref ? this.#extra : 0,
      refValue: ref ? this.#refValue : 0,
      refChar: ref ? this.#refChar : 0,
    };
  }

  /**
   * Resumes from a snapshot taken at a point where nothing is held (a line
   * start: every pending `<`, prefix or reference is settled by a U+000A).
   * Offsets restart at 0.
   */
  restore(snapshot: SkyTokenizerState): void {
    // Every saved field by its own name (a snapshot with other keys cannot touch anything
    // else); the context stays the one this tokenizer was made for.
    this.#state = snapshot.state;
    this.#tagIsEnd = snapshot.tagIsEnd;
    this.#nameBits = snapshot.nameBits;
    this.#nameLen = snapshot.nameLen;
    this.#rawKind = snapshot.rawKind;
    this.#sigIndex = snapshot.sigIndex;
    this.#returnState = snapshot.returnState;
    this.#extra = snapshot.extra;
    this.#refValue = snapshot.refValue;
    this.#refChar = snapshot.refChar;
    this.#offset = this.#total = this.#section = this.#tagStart = this.#closeStart = this.#refStart = 0;
    this.#held = '';
    this.#carryCr = this.#ended = false;
  }

  /** Not in the specification. Helper: one chunk through the state machine. */
  #feed(chunk: string, final: boolean): void {
    let buf = chunk;
    let base = this.#total;
    if (this.#carryCr) {
      buf = '\r' + chunk;
      base--;
      this.#carryCr = false;
    }
    let limit = buf.length;
    // A CR ending a chunk waits: an LF may follow (errata S2).
    if (!final && limit > 0 && buf.charCodeAt(limit - 1) === Char.CarriageReturn) {
      limit--;
      this.#carryCr = true;
    }
    this.#buffer = buf;
    this.#offset = base;
    this.#total += chunk.length;
    this.#ltAt = this.#ampAt = this.#quoteAt = -1;
    this.#dirty = -1;
    if (this.#state === State.FailedSignature) return;
    // One window to the limit (fast paths), or one window a character (the spec path alone).
    for (let i = 0; i < limit; ) i = this.#run(buf, base, i, this.#fast ? limit : i + 1);
    this.#flush(buf, base, limit);
  }

  /**
   * Not in the specification. Helper (streaming).
   *
   * Reports the open run up to the chunk end and keeps what is still undecided.
   */
  #flush(buf: string, base: number, limit: number): void {
    const end = base + limit;
    const cb = this.#cb;
    const s = this.#state;
    const section = this.#section;
    let keep = -1;
    if (s === State.Data) {
      if (section < end) cb.ontext(section, end);
    } else if (s === State.ScriptRawData || s === State.StyleRawData) {
      if (section < end) cb.onrawtext(section, end);
    } else if (isRawDataClose(s)) {
      if (section < this.#closeStart) cb.onrawtext(section, this.#closeStart);
      keep = this.#closeStart;
    } else if (endOfInput(s) === EndOfInput.Text) {
      // "<", "</", "<!" or "<!-" read: whether it starts a tag or comment or is text is still open
      if (section < this.#tagStart) cb.ontext(section, this.#tagStart);
      keep = this.#tagStart;
    } else if (s === State.TagName) {
      if (section < end) this.#tagName(section, end);
    } else if (s === State.AttributeName) {
      if (section < end) cb.onattribname(section, end);
    } else if (s >= State.SingleQuotedAttributeValue && s <= State.UnquotedAttributeValue) {
      if (section < end) cb.onattribdata(section, end);
    } else if (s >= State.CharacterReference) keep = this.#refStart;
    this.#section = keep === -1 ? end : keep;
    if (keep === -1) this.#held = '';
    else if (keep < base) this.#held += buf.slice(0, limit);
    else {
      this.#held = buf.slice(keep - base, limit);
      this.#heldStart = keep;
    }
  }

  /**
   * § Tokenisation stage: Data state, Tag open state, Close tag state, Tag name state, Before
   * attribute name state, After attribute name state, Attribute name state (the cases here).
   *
   * The state machine over buf[0..limit). The data state and a tag's usual path up to its
   * attribute values are cases here, in reading order, so they go on without a call or a new
   * dispatch; the other states are methods named after them (issue #14: no function over 150
   * lines). Measured (docs/benchmarks.md): a method running a whole tag or comment group in a
   * loop of its own cost 5-7% of the callback level, these one-pass methods about 1%.
   */
  #run(buf: string, base: number, i: number, limit: number): number {
    const cb = this.#cb;
    while (i < limit) {
      switch (this.#state) {
        // biome-ignore lint/suspicious/noFallthroughSwitchClause: falls through on purpose (into the tag open state)
        case State.Data: {
          // Text runs are skipped with indexOf: only "<" and "&" matter here (both remembered).
          let lt = (this.#ltAt = nextIndex(buf, i, this.#ltAt, '<'));
          if (lt > limit) lt = limit;
          const amp = (this.#ampAt = nextIndex(buf, i, this.#ampAt, '&'));
          if (amp < lt) {
            if (this.#section < base + amp) cb.ontext(this.#section, base + amp);
            this.#beginReference(base + amp, State.Data, NO_TERMINATOR);
            i = amp + 1;
            break;
          }
          if (lt === limit) {
            i = limit;
            break;
          }
          // Tag open state, anything else: a "<" followed by "<" is text (reprocessed in
          // the data state), so only the last "<" of a run can open a tag.
          while (lt + 1 < limit && buf.charCodeAt(lt + 1) === Char.LessThan) lt++;
          this.#tagStart = base + lt;
          this.#state = State.TagOpen;
          i = lt + 1;
          if (i === limit) break;
        }
        // Falls through (deliberately, here and below): the cases from here to the attribute
        // values are in the order a tag is usually read, so the common path goes on without
        // a new dispatch (measured: 5-15% of the callback level). Each case ends with a break
        // unless the next case's state was just entered and a character is left.
        case State.TagOpen:
        // biome-ignore lint/suspicious/noFallthroughSwitchClause: falls through on purpose (see the data state)
        case State.CloseTag: {
          let c = buf.charCodeAt(i);
          if (c === Char.Solidus && this.#state === State.TagOpen) {
            this.#state = State.CloseTag;
            if (++i === limit) break;
            c = buf.charCodeAt(i);
          }
          if (!isTagNameStart(c)) {
            if (c === Char.Exclamation && this.#state === State.TagOpen) {
              this.#state = State.CommentStart1;
              i++;
            } else {
              // "<>" and "</>" stay in the text run; anything else: "<" or "</" is text, reprocess.
              if (c === Char.GreaterThan) i++;
              this.#state = State.Data;
            }
            break;
          }
          this.#openTag(this.#state === State.CloseTag, base + i, c);
          if (++i === limit) break;
        }
        // falls through
        // biome-ignore lint/suspicious/noFallthroughSwitchClause: falls through on purpose (see the data state)
        case State.TagName: {
          let j = i;
          while (j < limit && !endsTagName(buf.charCodeAt(j))) j++;
          if (j === limit) {
            i = limit;
            break;
          }
          this.#tagName(this.#section, base + j);
          const c = buf.charCodeAt(j);
          i = j + 1;
          if (c === Char.Solidus) this.#state = State.VoidTag;
          else if (c === Char.GreaterThan) this.#afterTag(base + i, false);
          else this.#state = State.BeforeAttributeName;
          if (i === limit || this.#state !== State.BeforeAttributeName) break;
        }
        // falls through
        case State.BeforeAttributeName:
        // biome-ignore lint/suspicious/noFallthroughSwitchClause: falls through on purpose (see the data state)
        case State.AfterAttributeName: {
          while (i < limit && isSkySpace(buf.charCodeAt(i))) i++;
          if (i === limit) break;
          const c = buf.charCodeAt(i++);
          if (c === Char.Solidus) this.#state = State.VoidTag;
          else if (c === Char.GreaterThan) this.#afterTag(base + i, false);
          else if (c === Char.EqualsSign && this.#state === State.AfterAttributeName) {
            this.#state = State.BeforeAttributeValue;
          } else {
            // A new attribute named by this character (consumed, so `<a =b>` names it "=").
            this.#section = base + i - 1;
            cb.onattribstart(this.#section);
            this.#state = State.AttributeName;
          }
          if (i === limit || this.#state !== State.AttributeName) break;
        }
        // falls through
        // biome-ignore lint/suspicious/noFallthroughSwitchClause: falls through on purpose (see the data state)
        case State.AttributeName: {
          let j = i;
          let c = 0;
          while (j < limit) {
            c = buf.charCodeAt(j);
            if (c <= Char.GreaterThan && (c === Char.EqualsSign || endsTagName(c))) break;
            j++;
          }
          if (j === limit) {
            i = limit;
            break;
          }
          cb.onattribname(this.#section, base + j);
          i = j + 1;
          if (c === Char.EqualsSign) this.#state = State.BeforeAttributeValue;
          else if (c === Char.Solidus) this.#state = State.VoidTag;
          else if (c === Char.GreaterThan) this.#afterTag(base + i, false);
          else this.#state = State.AfterAttributeName;
          if (i === limit || this.#state !== State.BeforeAttributeValue) break;
        }
        // falls through
        case State.BeforeAttributeValue:
        case State.SingleQuotedAttributeValue:
        case State.DoubleQuotedAttributeValue:
          i = this.#stateAttributeValue(buf, base, i, limit);
          break;
        case State.UnquotedAttributeValue:
          i = this.#stateUnquotedAttributeValue(buf, base, i, limit);
          break;
        case State.VoidTag:
          i = this.#stateVoidTag(buf, base, i);
          break;
        case State.ScriptRawData:
        case State.StyleRawData:
          i = this.#stateRawData(buf, base, i, limit);
          break;
        case State.CommentStart1:
        case State.CommentStart2:
        case State.Comment:
        case State.CommentEnd1:
        case State.CommentEnd2:
          i = this.#stateComment(buf, base, i, limit);
          break;
        case State.FailedSignature:
          return buf.length;
        default:
          // The signature states, the raw data close states and the character reference states.
          i =
            this.#state < State.Data
              ? this.#stateSignature(buf, base, i, limit)
              : this.#state < State.TagOpen
                ? this.#stateRawDataClose(buf, i)
                : this.#stateCharacterReference(buf, base, i);
      }
    }
    return i;
  }

  /**
   * Before attribute value and single- and double-quoted attribute value states: one value
   * (or its piece up to a reference or the chunk end) in one pass; returns the next index.
   */
  /**
   * § Tokenisation stage: Before attribute value state
   * § Tokenisation stage: Single-quoted attribute value state
   * § Tokenisation stage: Double-quoted attribute value state
   */
  #stateAttributeValue(buf: string, base: number, i: number, limit: number): number {
    if (this.#state === State.BeforeAttributeValue) {
      while (i < limit && isSkySpace(buf.charCodeAt(i))) i++;
      if (i === limit) return i;
      const c = buf.charCodeAt(i);
      if (c === Char.GreaterThan) {
        this.#afterTag(base + i + 1, false);
        return i + 1;
      }
      if (c !== Char.Apostrophe && c !== Char.QuotationMark) {
        // Errata S10: anything else, "&" included, is reprocessed as an unquoted value.
        this.#section = base + i;
        this.#state = State.UnquotedAttributeValue;
        return i;
      }
      this.#section = base + ++i;
      this.#state = c === Char.Apostrophe ? State.SingleQuotedAttributeValue : State.DoubleQuotedAttributeValue;
      if (i === limit) return i;
    }
    const single = this.#state === State.SingleQuotedAttributeValue;
    let q = (this.#quoteAt = nextIndex(buf, i, this.#quoteAt, single ? "'" : '"'));
    if (q > limit) q = limit;
    const amp = (this.#ampAt = nextIndex(buf, i, this.#ampAt, '&'));
    if (amp < q) {
      if (this.#section < base + amp) this.#cb.onattribdata(this.#section, base + amp);
      this.#beginReference(base + amp, this.#state, single ? Char.Apostrophe : Char.QuotationMark);
      return amp + 1;
    }
    if (q === limit) return limit;
    if (this.#section < base + q) this.#cb.onattribdata(this.#section, base + q);
    this.#state = State.BeforeAttributeName;
    return q + 1;
  }

  /**
   * § Tokenisation stage: Unquoted attribute value state
   *
   * Unquoted attribute value state: returns the next index.
   */
  #stateUnquotedAttributeValue(buf: string, base: number, i: number, limit: number): number {
    let j = i;
    let c = 0;
    while (j < limit) {
      c = buf.charCodeAt(j);
      // Value characters are mostly above ">": one comparison settles them.
      if (c <= Char.GreaterThan && (c === Char.Ampersand || c === Char.GreaterThan || isSkySpace(c))) break;
      j++;
    }
    if (j === limit) return limit;
    if (this.#section < base + j) this.#cb.onattribdata(this.#section, base + j);
    if (c === Char.Ampersand) this.#beginReference(base + j, State.UnquotedAttributeValue, NO_TERMINATOR);
    else if (c === Char.GreaterThan)
      this.#afterTag(base + j + 1, false); // errata S11
    else this.#state = State.BeforeAttributeName;
    return j + 1;
  }

  /**
   * § Tokenisation stage: Comment start 1 state
   * § Tokenisation stage: Comment start 2 state
   * § Tokenisation stage: Comment state
   * § Tokenisation stage: Comment end 1 state
   * § Tokenisation stage: Comment end 2 state
   *
   * Comment start 1 and 2, comment, comment end 1 and 2 states, until the comment is left; returns the next index.
   */
  #stateComment(buf: string, base: number, i: number, limit: number): number {
    while (i < limit) {
      switch (this.#state) {
        case State.CommentStart1: {
          const c = buf.charCodeAt(i);
          if (c === Char.HyphenMinus) this.#state = State.CommentStart2;
          else if (c === Char.GreaterThan)
            this.#state = State.Data; // "<!>" is text
          else {
            this.#state = State.Data; // errata S8: "<!" is text; reprocess
            break;
          }
          i++;
          break;
        }
        case State.CommentStart2: {
          const c = buf.charCodeAt(i);
          if (c === Char.HyphenMinus) {
            if (this.#section < this.#tagStart) this.#cb.ontext(this.#section, this.#tagStart);
            this.#state = State.Comment;
          } else if (c === Char.GreaterThan)
            this.#state = State.Data; // "<!->" is text
          else {
            this.#state = State.Data; // errata S8: "<!-" is text; reprocess
            break;
          }
          i++;
          break;
        }
        case State.Comment: {
          const dash = buf.indexOf('-', i);
          if (dash === -1 || dash >= limit) i = limit;
          else {
            this.#state = State.CommentEnd1;
            i = dash + 1;
          }
          break;
        }
        case State.CommentEnd1:
          this.#state = buf.charCodeAt(i++) === Char.HyphenMinus ? State.CommentEnd2 : State.Comment;
          break;
        case State.CommentEnd2: {
          const c = buf.charCodeAt(i++);
          if (c === Char.GreaterThan) {
            this.#cb.oncomment(this.#tagStart, base + i);
            this.#section = base + i;
            this.#state = State.Data;
          } else if (c !== Char.HyphenMinus) this.#state = State.Comment;
          break;
        }
        default:
          return i;
      }
    }
    return i;
  }

  /**
   * Not in the specification. Helper of the tag open and close tag states.
   *
   * Tag open / close tag state, name start: a tag token is created.
   */
  #openTag(isEnd: boolean, nameStart: number, first: number): void {
    if (this.#section < this.#tagStart) this.#cb.ontext(this.#section, this.#tagStart);
    this.#cb.ontagopen(this.#tagStart, isEnd);
    this.#tagIsEnd = isEnd;
    // Only a start tag whose name starts with "s" can be script or style.
    this.#nameBits = !isEnd && first === Char.LowerS ? 3 : 0;
    this.#nameLen = 0;
    this.#section = nameStart;
    this.#state = State.TagName;
  }

  /**
   * Not in the specification. Helper of the tag name state.
   *
   * Reports a tag name piece and tracks whether the name is "script" or "style".
   */
  #tagName(start: number, end: number): void {
    const buf = this.#buffer;
    for (let k = start - this.#offset; k < end - this.#offset && this.#nameBits !== 0; k++) {
      const n = this.#nameLen++;
      const c = buf.charCodeAt(k);
      if (n >= SCRIPT.length || c !== SCRIPT.charCodeAt(n)) this.#nameBits &= ~1;
      if (n >= STYLE.length || c !== STYLE.charCodeAt(n)) this.#nameBits &= ~2;
    }
    this.#cb.ontagname(start, end);
  }

  /**
   * § Tokenisation stage: After tag state
   * § Tokenisation stage: After void tag state
   *
   * "after tag state" / "after void tag state": act on entry (errata S5).
   */
  #afterTag(end: number, selfClosing: boolean): void {
    this.#cb.ontagend(end, selfClosing);
    this.#section = end;
    this.#state = State.Data;
    // `<script/>` is void and does not enter raw data (sky-errata "not bugs").
    if (selfClosing || this.#tagIsEnd) return;
    if (this.#nameBits & 1 && this.#nameLen === SCRIPT.length) this.#rawKind = State.ScriptRawData;
    else if (this.#nameBits & 2 && this.#nameLen === STYLE.length) this.#rawKind = State.StyleRawData;
    else return;
    this.#state = this.#rawKind;
  }

  /**
   * § Tokenisation stage: Void tag state
   *
   * Void tag state: returns the next index.
   */
  #stateVoidTag(buf: string, base: number, i: number): number {
    if (buf.charCodeAt(i) !== Char.GreaterThan) {
      this.#state = State.BeforeAttributeName; // reprocess
      return i;
    }
    this.#afterTag(base + i + 1, true);
    return i + 1;
  }

  /**
   * § Tokenisation stage: Script raw data state
   * § Tokenisation stage: Style raw data state
   *
   * Script and style raw data states: up to the next "<" (close 1).
   */
  #stateRawData(buf: string, base: number, i: number, limit: number): number {
    const lt = buf.indexOf('<', i);
    if (lt === -1 || lt >= limit) return limit;
    this.#closeStart = base + lt;
    // Script / style raw data: close 1 (each close N state follows close N - 1 in the spec's order).
    this.#state = this.#rawKind + 1;
    return lt + 1;
  }

  /**
   * § Tokenisation stage: Script raw data: close 1 state (to close 8)
   * § Tokenisation stage: Style raw data: close 1 state (to close 7)
   *
   * "script/style raw data: close N": one sequence matcher (errata S7).
   */
  #stateRawDataClose(buf: string, i: number): number {
    const sequence = this.#rawKind === State.ScriptRawData ? SCRIPT_CLOSE : STYLE_CLOSE;
    const c = buf.charCodeAt(i);
    // Close N is N states after the raw data state: N characters of the sequence matched.
    const n = this.#state - this.#rawKind;
    if (n < sequence.length) {
      if (c === sequence.charCodeAt(n)) {
        this.#state++; // close N + 1
        return i + 1;
      }
    } else if (endsTagName(c)) {
      // Close 8 (script) / close 7 (style): U+0020, U+000A, "/", ">".
      const start = this.#closeStart;
      if (this.#section < start) this.#cb.onrawtext(this.#section, start);
      this.#tagStart = start;
      this.#tagIsEnd = true;
      this.#cb.ontagopen(start, true);
      this.#cb.ontagname(start + 2, start + sequence.length);
      this.#state = State.BeforeAttributeName; // without consuming
      return i;
    }
    // Errata S7: the held prefix stays raw text; reprocess this character.
    this.#state = this.#rawKind;
    return i;
  }

  /**
   * § Tokenisation stage: Signature state
   * § Tokenisation stage: Expect a string state
   * § Tokenisation stage: After signature state
   * § Tokenisation stage: Consume rest of line state
   */
  #stateSignature(buf: string, base: number, i: number, limit: number): number {
    const c = buf.charCodeAt(i);
    switch (this.#state) {
      // The signature state is the expect-string state at index 0 (sigIndex is 0 there):
      // "#" only in an application, "S" only in a module (errata S4).
      case State.Signature:
      case State.ExpectAString: {
        if (c !== this.#signature.charCodeAt(this.#sigIndex)) return this.#failSignature(limit);
        this.#state = ++this.#sigIndex === this.#signature.length ? State.AfterSignature : State.ExpectAString;
        return i + 1;
      }
      case State.AfterSignature: {
        if (c === Char.Space) {
          this.#state = State.ConsumeRestOfLine;
          return i + 1;
        }
        if (c !== Char.LineFeed && c !== Char.CarriageReturn) return this.#failSignature(limit);
        return this.#acceptSignature(buf, base, i);
      }
      default: {
        // Consume rest of line state.
        let j = i;
        while (j < limit) {
          const d = buf.charCodeAt(j);
          if (d === Char.LineFeed || d === Char.CarriageReturn) return this.#acceptSignature(buf, base, j);
          j++;
        }
        return limit;
      }
    }
  }

  /**
   * Not in the specification. Helper of the after signature and consume rest of line states.
   *
   * Consumes the line break at i (CR LF counts once, errata S2) and enters the data state.
   */
  #acceptSignature(buf: string, base: number, i: number): number {
    const next = buf.charCodeAt(i) === Char.CarriageReturn && buf.charCodeAt(i + 1) === Char.LineFeed ? i + 2 : i + 1;
    this.#state = State.Data;
    this.#section = base + next;
    this.#cb.onsignature(base + next);
    return next;
  }

  /**
   * § Tokenisation stage: Failed signature state
   *
   * Failed signature state: stop parsing, no tokens (errata S4).
   */
  #failSignature(limit: number): number {
    this.#state = State.FailedSignature;
    this.#cb.onnotsky();
    return limit;
  }

  /** Not in the specification. Helper: enters the character reference state. */
  #beginReference(start: number, returnState: State, extra: number): void {
    this.#refStart = start;
    this.#returnState = returnState;
    this.#extra = extra;
    this.#state = State.CharacterReference;
  }

  /**
   * § Tokenisation stage: Character reference state
   * § Tokenisation stage: Numeric character reference state
   * § Tokenisation stage: Hexadecimal numeric character reference state
   * § Tokenisation stage: Decimal numeric character reference state
   * and the named character reference L to QUO, after named and bad named character reference states
   *
   * One character in a character reference state; returns the next index.
   */
  #stateCharacterReference(buf: string, base: number, i: number): number {
    const c = buf.charCodeAt(i);
    switch (this.#state) {
      case State.CharacterReference:
        this.#state = firstReferenceState(c);
        if (this.#state !== State.Data) return i + 1;
        break;
      case State.NumericCharacterReference:
        if ((c | Ascii.CaseBit) === Char.LowerX) {
          this.#refValue = 0;
          this.#state = State.HexadecimalNumericCharacterReference;
          return i + 1;
        }
        if (c >= Char.Digit0 && c <= Char.Digit9) {
          this.#refValue = c - Char.Digit0;
          this.#state = State.DecimalNumericCharacterReference;
          return i + 1;
        }
        break;
      case State.HexadecimalNumericCharacterReference:
      case State.DecimalNumericCharacterReference: {
        const hex = this.#state === State.HexadecimalNumericCharacterReference;
        const digit = hex ? hexDigitValue(c) : c >= Char.Digit0 && c <= Char.Digit9 ? c - Char.Digit0 : -1;
        if (digit >= 0) {
          // Errata S15: digits are consumed; the value saturates.
          this.#refValue = accumulateDigit(this.#refValue, digit, hex ? 16 : 10);
          return i + 1;
        }
        if (c !== Char.Semicolon) break;
        const cp = skyNumericReference(this.#refValue);
        this.#resolveReference(cp, base + i + 1, cp !== this.#refValue);
        return i + 1;
      }
      // biome-ignore lint/suspicious/noFallthroughSwitchClause: reprocessed in the bad named reference state
      case State.AfterNamedCharacterReference:
        if (c === Char.Semicolon) {
          this.#resolveReference(this.#refChar, base + i + 1, false);
          return i + 1;
        }
        // Anything else: the bad named character reference state reprocesses c (it
        // treats the terminator as this state does; ";" is settled above).
        this.#state = State.BadNamedCharacterReference;
      case State.BadNamedCharacterReference:
        if (c === Char.Semicolon) {
          this.#resolveReference(REPLACEMENT_CHARACTER, base + i + 1, true);
          return i + 1;
        }
        if (c === this.#extra) {
          // Errata S16: U+FFFD rather than dropping the raw text.
          this.#resolveReference(REPLACEMENT_CHARACTER, base + i, true);
          return i;
        }
        if (hexDigitValue(c) >= 0) return i + 1;
        break;
      default: {
        // Named character reference L, A, AM, AP, APO, G, Q, QU, QUO states.
        const next = namedStep(this.#state, c);
        if (next < 0) {
          this.#refChar = -next;
          this.#state = State.AfterNamedCharacterReference;
          return i + 1;
        }
        this.#state = next;
        return next === State.BadNamedCharacterReference ? i : i + 1;
      }
    }
    // "Anything else": emit the consumed raw value (errata S14) and reprocess
    // in the return state (errata S13).
    this.#failReference(base + i);
    return i;
  }

  /** Not in the specification. Helper: the emitting operation, then the return state. */
  #resolveReference(cp: number, end: number, invalid: boolean): void {
    if (this.#returnState === State.Data) this.#cb.ontextentity(cp, this.#refStart, end, invalid);
    else this.#cb.onattribentity(cp, this.#refStart, end, invalid);
    this.#section = end;
    this.#state = this.#returnState;
  }

  /** Not in the specification. Helper: "anything else" in a character reference state (errata S13, S14). */
  #failReference(end: number): void {
    this.#resolveReference(-1, end, false);
  }
}
