/**
 * Public types of @forgiving/sky-tokenizer. The conventions they follow are
 * in ARCHITECTURE.md, "Conventions".
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
  /**
   * Use the fast paths (runs of text, names, comments, raw text and values
   * read in one loop or found by one search). Default true. With `false`
   * only the spec path runs, one character a step: the same tokens (tested),
   * for checking exactly that.
   */
  fastPaths?: boolean;
  /**
   * The spec's "JavaScript token stream callback" (errata S18). Named after
   * a token (a start tag, as read), not a tree event (`onOpenTag`): the
   * naming rule of ARCHITECTURE.md, "Callbacks and sinks".
   */
  onStartTag?: (tag: SkyStartTagView) => void;
}

/**
 * What a tokenizer stream's `end()` returns (and `onEnd` receives): the
 * `tokenize` result without the tokens, which went to `onToken` or the sink.
 * `ok` is `isSky` (the token level has no errors; a failed signature is
 * reported as a `not-sky` error by @forgiving/sky-tree's `parse`).
 */
export interface TokenizerEnd {
  ok: boolean;
  /** False when the signature failed (errata S4): then there are no tokens. */
  isSky: boolean;
}

export interface TokenizeResult extends TokenizerEnd {
  tokens: SkyToken[];
}

/**
 * Tokens after cleanup as calls, without token objects (what `tokenize` and
 * `onToken` build on; @forgiving/sky-tree builds its tree from them). Every
 * member is optional: a sink that lacks one (`{ startTag }` alone) ignores
 * those tokens.
 */
export interface SkyTokenSink {
  text?(value: string, start: number, end: number): void;
  /**
   * Duplicates already removed (errata S17). The array is reused once the
   * call returns: copy it to keep it.
   */
  startTag?(name: string, attributes: SkyAttribute[], start: number, end: number): void;
  endTag?(name: string, start: number, end: number): void;
}

export interface TokenizerStreamOptions extends TokenizeOptions {
  /** Tokens after cleanup, in order. */
  onToken?: (token: SkyToken) => void;
  /** Instead of `onToken`: the same tokens as calls, no token objects. */
  sink?: SkyTokenSink;
  /** Every decoded, pre-normalisation chunk (to feed a LineIndex). */
  onDecoded?: (chunk: string) => void;
  /** Called once by `end()`, after the last token, with what `end()` returns. */
  onEnd?: (result: TokenizerEnd) => void;
}

export interface SkyTokenizerStream {
  /** Text or bytes (a Uint8Array); anything else, or a call after `end()`, throws a StreamMisuseError. */
  write(chunk: StreamChunk): void;
  /** Ends the stream; a second call throws a StreamMisuseError. */
  end(): TokenizerEnd;
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
  /** See TokenizeOptions.fastPaths. */
  fastPaths?: boolean;
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
