/**
 * Public types of @forgiving/sky-tokenizer. The conventions they follow (and
 * the target they move to) are in ARCHITECTURE.md, "Conventions"; until
 * that target is applied, additions only, nothing renamed or removed.
 */
import type { StreamChunk } from '@forgiving/char-ref';

/** The parsing context: which signature the input must start with (errata S4). */
export type SkyContext = 'application' | 'module';

export interface SkyAttribute {
  name: string;
  value: string;
}

export interface SkyTextToken {
  type: 'text';
  value: string;
  start: number;
  end: number;
}

export interface SkyStartTagToken {
  type: 'startTag';
  name: string;
  attributes: SkyAttribute[];
  start: number;
  end: number;
}

export interface SkyEndTagToken {
  type: 'endTag';
  name: string;
  start: number;
  end: number;
}

/**
 * A token after cleanup (spec "token cleanup stage", errata S17).
 * start/end: offsets (UTF-16 units) into the decoded input BEFORE
 * normalisation (errata S3), BOM stripped (errata S1).
 */
export type SkyToken = SkyTextToken | SkyStartTagToken | SkyEndTagToken;

/** The read-only view of a start tag given to the token stream callback (errata S18). */
export type SkyStartTagView = Readonly<{ name: string; attributes: readonly SkyAttribute[] }>;

export interface TokenizeOptions {
  context: SkyContext;
  /** The spec's "JavaScript token stream callback" (errata S18). */
  onStartTag?: (tag: SkyStartTagView) => void;
}

export interface TokenizeResult {
  isSky: boolean;
  tokens: SkyToken[];
}

/**
 * Tokens after cleanup as calls, without token objects (what `tokenize` and
 * `onToken` build on; @forgiving/sky-tree builds its tree from them).
 */
export interface SkyTokenSink {
  text(value: string, start: number, end: number): void;
  /**
   * Duplicates already removed (errata S17). The array is reused once the
   * call returns: copy it to keep it.
   */
  startTag(name: string, attributes: SkyAttribute[], start: number, end: number): void;
  endTag(name: string, start: number, end: number): void;
}

export interface TokenizerStreamOptions extends TokenizeOptions {
  /** Tokens after cleanup, in order. */
  onToken?: (token: SkyToken) => void;
  /** Instead of `onToken`: the same tokens as calls, no token objects. */
  sink?: SkyTokenSink;
  /** Every decoded, pre-normalisation chunk (to feed a LineIndex). */
  onDecoded?: (chunk: string) => void;
}

export interface SkyTokenizerStream {
  /** Text or bytes (a Uint8Array); anything else, or a call after `end()`, throws a StreamMisuseError. */
  write(chunk: StreamChunk): void;
  /** Ends the stream; a second call throws a StreamMisuseError. */
  end(): { isSky: boolean };
}

/** Kinds of highlighting spans. */
export type SkySpanKind =
  | 'signature'
  | 'text'
  | 'whitespace'
  | 'reference'
  | 'invalid-reference'
  | 'tag-open' /* < or </ */
  | 'tag-close' /* > or /> */
  | 'tag-name'
  | 'attribute-name'
  | 'equals'
  | 'quote'
  | 'attribute-value'
  | 'comment'
  | 'raw-text'
  | 'unfinished'
  | 'not-sky';

/** A lossless highlighting span: spans cover the input exactly once, in order. */
export interface SkySpan {
  kind: SkySpanKind;
  start: number;
  end: number;
}

export interface ScanOptions {
  context: SkyContext;
}

/**
 * Low-level callbacks (htmlparser2's Tokenizer is the model): offsets
 * (UTF-16 units) into the original, pre-normalisation input, never strings;
 * nothing is allocated per call. Turn a range into text with
 * `SkyTokenizer.text(start, end)` (normalised, errata S2) or `slice` (raw);
 * both work only during the callback (or until the next `write`).
 *
 * Text, names and values may arrive in several pieces (a piece ends at a
 * chunk boundary): consumers append. Between `ontagopen` and `ontagend` (or
 * `onend`) everything belongs to that tag.
 */
export interface SkyCallbacks {
  /** The signature line was accepted; it spans 0..end (end includes its line break). */
  onsignature(end: number): void;
  /** Failed signature state: not a Sky file, nothing else is reported but `onend`. */
  onnotsky(): void;
  /** Data-state text (including "<"-style fallbacks such as `<>` or `</`). */
  ontext(start: number, end: number): void;
  /** Script or style raw text. */
  onrawtext(start: number, end: number): void;
  /**
   * A character reference in text spanning start..end. `codePoint` is the
   * character it produces; -1 means the reference failed and its raw text
   * (start..end) stands for itself. `invalid`: U+FFFD replaced a bad value.
   */
  ontextentity(codePoint: number, start: number, end: number, invalid: boolean): void;
  /** A complete comment `<!--...-->` (no token; for highlighting). */
  oncomment(start: number, end: number): void;
  /** A tag token is created; its `<` is at `start` (`</` when isEnd). */
  ontagopen(start: number, isEnd: boolean): void;
  /** A piece of the tag name. */
  ontagname(start: number, end: number): void;
  /** A new attribute starts at `start` (its value is "" until data arrives, errata S9). */
  onattribstart(start: number): void;
  /** A piece of the current attribute's name. */
  onattribname(start: number, end: number): void;
  /** A piece of the current attribute's value (quotes excluded). */
  onattribdata(start: number, end: number): void;
  /** A character reference in an attribute value (same conventions as ontextentity). */
  onattribentity(codePoint: number, start: number, end: number, invalid: boolean): void;
  /**
   * The tag is complete: `>` (after tag state) or `/>` (after void tag state,
   * `selfClosing`) ends at `end`.
   */
  ontagend(end: number, selfClosing: boolean): void;
  /**
   * End of input (after the errata S6 actions). `dropped` is the start of an
   * unfinished tag or comment that was discarded, or -1.
   */
  onend(dropped: number): void;
}
