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
import { normalise } from '@forgiving/char-ref';
import { Char, SKY_APPLICATION_SIGNATURE, SKY_MODULE_SIGNATURE } from '@forgiving/char-ref/codes';
import type { SkyMachine } from './machine.ts';
import { failReference, referenceStep } from './references.ts';
import { failSignature, signatureStep } from './signature.ts';
import { NO_TERMINATOR, Raw, State } from './states.ts';
import { reportTagName, tagStates, unquotedAttributeValueState, voidTagState } from './tag-states.ts';
import { commentStates, dataState, rawDataCloseState, rawDataState } from './text-states.ts';
import type { SkyCallbacks, SkyContext } from './types.ts';

/** Errata S2: NUL → U+FFFD as well as the line ends. */
const SKY_NORMALISE = { replaceNul: true } as const;

const NAME_CACHE_SIZE = 256;

/** "<", "</", "<!" or "<!-" read: whether it starts a tag or comment or is text is still open. */
function isPending(s: State): boolean {
  return s === State.TagOpen || s === State.CloseTag || s === State.CommentStart1 || s === State.CommentStart2;
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

/** The public tokenizer; its state fields are the ones SkyMachine (machine.ts) lists for the state functions. */
export class SkyTokenizer {
  private state = State.Signature;
  private buffer = '';
  /** Offset of buffer[0] in the whole input. */
  private offset = 0;
  /** Characters written so far. */
  private total = 0;
  private held = '';
  private heldStart = 0;
  private carryCr = false;
  /** Whether the buffer holds a CR or NUL: 1 yes, 0 no, -1 not checked yet (checked lazily, so
   * callback users that never ask for text pay nothing). */
  private dirty = -1;
  private ended = false;
  /**
   * Buffer index of the next "<", "&" and closing quote of the current
   * value (buffer.length: none; see `nextIndex`). A run is scanned once,
   * not again after each reference in it: that rescan made a long run of
   * references quadratic.
   */
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by the state functions (machine.ts)
  private ltAt = -1;
  private ampAt = -1;
  /** (A value ends at this quote, so the next value, whatever its quote, starts past it.) */
  private quoteAt = -1;
  /** Start of the text, name or value run being read. */
  private section = 0;
  /** The "<" of the current tag, comment or "<"-fallback. */
  private tagStart = 0;
  private tagIsEnd = false;
  /** Bit 1: the tag name so far is a prefix of "script"; bit 2: of "style". */
  private nameBits = 0;
  private nameLen = 0;
  private rawKind = Raw.None;
  private closeIndex = 0;
  private closeStart = 0;
  private sigIndex = 0;
  private returnState = State.Data;
  private extra = NO_TERMINATOR;
  private refStart = 0;
  private refValue = 0;
  private refChar = 0;
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by the signature states (signature.ts)
  private readonly signature: string;
  private readonly names: (string | undefined)[] = new Array(NAME_CACHE_SIZE);

  // `declare`d and assigned below rather than parameter properties: with
  // ES2022 class fields those emit a declaration too (size budget, issue #14).
  declare private readonly context: SkyContext;
  declare private readonly cb: SkyCallbacks;

  /** `origin`: the offset of the first character written (1 after a BOM the caller stripped but counts). */
  constructor(context: SkyContext, cb: SkyCallbacks, origin = 0) {
    this.context = context;
    this.cb = cb;
    this.offset = this.total = origin;
    // An unknown context matches no signature: failed signature state.
    // Compared, not looked up: `constructor` or `toString` is an unknown context (issue #13 item 1).
    this.signature =
      context === 'application' ? SKY_APPLICATION_SIGNATURE : context === 'module' ? SKY_MODULE_SIGNATURE : '';
  }

  /** Feeds the next chunk of decoded text (BOM already stripped, errata S1). */
  write(chunk: string): void {
    if (!this.ended) this.feed(chunk, false);
  }

  /** End of input: the errata S6 action of the current state, then `onend`. */
  end(): void {
    if (this.ended) return;
    this.feed('', true);
    this.ended = true;
    const total = this.total;
    let dropped = -1;
    const state = this.state;
    if (state <= State.AfterSignature)
      failSignature(machine(this)); // errata S4
    else if (state === State.ConsumeRestOfLine)
      this.cb.onsignature(total); // a Sky file, no tokens
    else if (isPending(state)) this.cb.ontext(this.section, total);
    else if (state === State.RawDataClose) this.cb.onrawtext(this.section, total);
    else if (state >= State.CharacterReference) {
      failReference(machine(this), total);
      if (this.returnState !== State.Data) dropped = this.tagStart;
    } else if (state >= State.TagName) dropped = this.tagStart; // tag and comment states
    this.cb.onend(dropped);
  }

  /** The original text of a range reported by a callback (valid until the next write). */
  slice(start: number, end: number): string {
    const offset = this.offset;
    if (start >= offset) return this.buffer.slice(start - offset, end - offset);
    const held = this.held.slice(start - this.heldStart, end - this.heldStart);
    return end <= offset ? held : held + this.buffer.slice(0, end - offset);
  }

  /** The normalised text of a range (errata S2): CR LF and CR → LF, NUL → U+FFFD. */
  text(start: number, end: number): string {
    const raw = this.slice(start, end);
    if (this.dirty < 0) {
      // Held text never holds CR or NUL (it is `<`, `</`, `<!-`, a raw close prefix or a reference).
      const buf = this.buffer;
      this.dirty = buf.indexOf('\r') !== -1 || buf.indexOf('\0') !== -1 ? 1 : 0;
    }
    // Ranges never end between a CR and its LF, so each normalises on its own.
    return this.dirty === 1 ? normalise(raw, SKY_NORMALISE) : raw;
  }

  /**
   * Like `text`, for tag and attribute names: short names are interned in a
   * small hash-indexed cache, so the thousandth `class` allocates nothing.
   */
  name(start: number, end: number): string {
    const k = start - this.offset;
    const length = end - start;
    if (k < 0 || length > 24 || this.dirty === 1) return this.text(start, end);
    const buf = this.buffer;
    let hash = length;
    for (let j = k; j < k + length; j++) hash = (hash * 31 + buf.charCodeAt(j)) | 0;
    const slot = hash & (NAME_CACHE_SIZE - 1);
    const cached = this.names[slot];
    if (cached !== undefined && cached.length === length && buf.startsWith(cached, k)) return cached;
    return (this.names[slot] = this.text(start, end));
  }

  /** True when the state is inside a tag (for highlighting). */
  get inTag(): boolean {
    const s = this.state;
    if (s >= State.CharacterReference) return this.returnState !== State.Data;
    return s >= State.TagName && s <= State.UnquotedAttributeValue;
  }

  /** True once the signature failed (not a Sky file). */
  get failed(): boolean {
    return this.state === State.FailedSignature;
  }

  /** True inside a comment (after `<!--`). */
  get inComment(): boolean {
    return this.state >= State.Comment && this.state <= State.CommentEnd2;
  }

  /** The resumable state (position-independent; irrelevant fields zeroed so states compare). */
  snapshot(): SkyTokenizerState {
    const s = this.state;
    const tag = this.inTag && !this.tagIsEnd;
    const raw = s === State.RawData || s === State.RawDataClose;
    const ref = s >= State.CharacterReference;
    return {
      context: this.context,
      state: s,
      tagIsEnd: this.inTag && this.tagIsEnd,
      nameBits: tag ? this.nameBits : 0,
      nameLen: tag && this.nameBits !== 0 ? this.nameLen : 0,
      rawKind: raw ? this.rawKind : 0,
      closeIndex: s === State.RawDataClose ? this.closeIndex : 0,
      sigIndex: s === State.ExpectString ? this.sigIndex : 0,
      returnState: ref ? this.returnState : 0,
      extra: ref ? this.extra : 0,
      refValue: ref ? this.refValue : 0,
      refChar: ref ? this.refChar : 0,
    };
  }

  /**
   * Resumes from a snapshot taken at a point where nothing is held (a line
   * start: every pending `<`, prefix or reference is settled by a U+000A).
   * Offsets restart at 0.
   */
  restore(snapshot: SkyTokenizerState): void {
    // Every saved field by its own name (only those: a snapshot with other keys cannot touch
    // anything else); the context stays the one this tokenizer was made for.
    for (const key in this.snapshot()) {
      if (key !== 'context')
        (this as unknown as Record<string, unknown>)[key] = snapshot[key as keyof SkyTokenizerState];
    }
    this.offset = this.total = this.section = this.tagStart = this.closeStart = this.refStart = 0;
    this.held = '';
    this.carryCr = this.ended = false;
  }

  private feed(chunk: string, final: boolean): void {
    let buf = chunk;
    let base = this.total;
    if (this.carryCr) {
      buf = '\r' + chunk;
      base--;
      this.carryCr = false;
    }
    let limit = buf.length;
    // A CR ending a chunk waits: an LF may follow (errata S2).
    if (!final && limit > 0 && buf.charCodeAt(limit - 1) === Char.CarriageReturn) {
      limit--;
      this.carryCr = true;
    }
    this.buffer = buf;
    this.offset = base;
    this.total += chunk.length;
    this.ltAt = this.ampAt = this.quoteAt = -1;
    this.dirty = -1;
    if (this.state === State.FailedSignature) return;
    this.run(buf, base, limit);
    this.flush(buf, base, limit);
  }

  /** Reports the open run up to the chunk end and keeps what is still undecided. */
  private flush(buf: string, base: number, limit: number): void {
    const end = base + limit;
    const cb = this.cb;
    const s = this.state;
    const section = this.section;
    let keep = -1;
    if (s === State.Data) {
      if (section < end) cb.ontext(section, end);
    } else if (s === State.RawData) {
      if (section < end) cb.onrawtext(section, end);
    } else if (s === State.RawDataClose) {
      if (section < this.closeStart) cb.onrawtext(section, this.closeStart);
      keep = this.closeStart;
    } else if (isPending(s)) {
      if (section < this.tagStart) cb.ontext(section, this.tagStart);
      keep = this.tagStart;
    } else if (s === State.TagName) {
      if (section < end) reportTagName(machine(this), section, end);
    } else if (s === State.AttributeName) {
      if (section < end) cb.onattribname(section, end);
    } else if (s >= State.SingleQuotedAttributeValue && s <= State.UnquotedAttributeValue) {
      if (section < end) cb.onattribdata(section, end);
    } else if (s >= State.CharacterReference) keep = this.refStart;
    this.section = keep === -1 ? end : keep;
    if (keep === -1) this.held = '';
    else if (keep < base) this.held += buf.slice(0, limit);
    else {
      this.held = buf.slice(keep - base, limit);
      this.heldStart = keep;
    }
  }

  /**
   * The state machine over buf[0..limit): one state function per spec state
   * or group (text-states.ts, tag-states.ts, references.ts, signature.ts).
   */
  private run(buf: string, base: number, limit: number): void {
    const t = machine(this);
    let i = 0;
    while (i < limit) {
      switch (t.state) {
        case State.Data:
          i = dataState(t, buf, base, i, limit);
          break;
        case State.TagOpen:
        case State.CloseTag:
        case State.TagName:
        case State.BeforeAttributeName:
        case State.AfterAttributeName:
        case State.AttributeName:
        case State.BeforeAttributeValue:
        case State.SingleQuotedAttributeValue:
        case State.DoubleQuotedAttributeValue:
          i = tagStates(t, buf, base, i, limit);
          break;
        case State.VoidTag:
          i = voidTagState(t, buf, base, i);
          break;
        case State.UnquotedAttributeValue:
          i = unquotedAttributeValueState(t, buf, base, i, limit);
          break;
        case State.RawData:
          i = rawDataState(t, buf, base, i, limit);
          break;
        case State.RawDataClose:
          i = rawDataCloseState(t, buf, base, i);
          break;
        case State.CommentStart1:
        case State.CommentStart2:
        case State.Comment:
        case State.CommentEnd1:
        case State.CommentEnd2:
          i = commentStates(t, buf, base, i, limit);
          break;
        case State.FailedSignature:
          return;
        default:
          i = t.state < State.Data ? signatureStep(t, buf, base, i, limit) : referenceStep(t, buf, base, i);
      }
    }
  }
}

/** The tokenizer as its state functions see it (its fields are private to the public API only). */
function machine(tokenizer: SkyTokenizer): SkyMachine {
  return tokenizer as unknown as SkyMachine;
}
