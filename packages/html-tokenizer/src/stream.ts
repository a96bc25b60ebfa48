/**
 * The sink layer: `createTokenizer({ sink })` turns the low-level callbacks
 * into one call per token (adjacent characters merged into one `text`),
 * errors with line and column, and — unless `guessContentModel: false` — the
 * content-model switches tree construction would make in body content.
 */
import { LineIndex, type StreamChunk, parseError, streamChunk, streamEnd } from '@forgiving/char-ref';
import { MixedChunks } from '@forgiving/char-ref/streams';
import { StringBuilder } from './builder.ts';
import type { TokenizerCallbacks } from './callbacks.ts';
import { ForeignTracker, Tag, contentModelOf } from './content-model.ts';
import { ByteStream } from './decode.ts';
import { ERROR_CODES, errorMessage } from './error-codes.ts';
import type { StateId } from './states.ts';
import { Tokenizer } from './tokenizer.ts';
import type { HtmlAttribute, HtmlTokenSink } from './types.ts';

export interface TokenizerOptions {
  /** Initial state (`State.RCDATA` ...); default `State.Data`. */
  state?: StateId | undefined;
  /** The last start tag name, for "appropriate end tag" (html5lib `lastStartTag`). */
  lastStartTag?: string | undefined;
  /**
   * Guess the content model as tree construction would in body content
   * (RCDATA after `<title>`, script data after `<script>`, CDATA sections
   * only inside `<svg>`/`<math>`). Default true; false gives the pure
   * tokenizer that the html5lib tests describe (and that html-tree drives).
   */
  guessContentModel?: boolean;
  /** The scripting flag (decision H3): `<noscript>` is RAWTEXT when true. Default true. */
  scripting?: boolean;
  /**
   * Whether `<?target data>` is a processing instruction (whatwg/html #12118,
   * 2026-06-25) or, false, a bogus comment as the Standard had it before (and
   * html5lib-tests 9329e64, parse5 8.1.1). Default: whether the sink has
   * `processingInstruction` (`tokenize`'s has), so a sink written before
   * keeps its comments.
   */
  processingInstructions?: boolean | undefined;
  /**
   * Whether the fast paths run (default true). False: the tokenizer states
   * alone read everything, as the Standard writes them; the output is the
   * same (a property test checks it), only slower. For differential testing.
   */
  fastPaths?: boolean | undefined;
  /** Byte input: the transport layer's encoding label (decision H1); a BOM wins over it. */
  encoding?: string | undefined;
  /** Byte input: the encoding when neither BOM, label nor `<meta>` decides; default windows-1252. */
  defaultEncoding?: string | undefined;
}

export interface CreateTokenizerOptions extends TokenizerOptions {
  sink: HtmlTokenSink;
}

/**
 * What a tokenizer stream's `end()` returns: the `tokenize` result without
 * the tokens and errors, which went to the sink (ARCHITECTURE.md, "Stream
 * lifecycle"). `ok`: no parse error was found.
 */
export interface TokenizerEnd {
  ok: boolean;
}

/**
 * What `createTokenizer` returns. See `HtmlTokenSink` for how html-tree
 * drives it. Misuse (a chunk that is neither a string nor a Uint8Array, a
 * call after `end()`) throws a StreamMisuseError, as every streaming API.
 */
export interface HtmlStreamTokenizer {
  /** Feeds a chunk: a string, or bytes (decoded per decision H1). */
  write(chunk: StreamChunk): void;
  /** Ends the input (optionally with a last chunk): pending tokens, EOF errors, `sink.eof`; returns `{ ok }`. */
  end(chunk?: StreamChunk): TokenizerEnd;
  /** Switches the tokenizer state (from inside `sink.startTag`, as tree construction does). */
  setState(state: StateId): void;
  /** The current state. */
  readonly state: StateId;
  /** Sets "the adjusted current node is not an element in the HTML namespace" (for `<![CDATA[`). */
  setForeign(foreign: boolean): void;
  /** Sets the last start tag name (normally set from every emitted start tag). */
  setLastStartTag(name: string): void;
  /** The low-level tokenizer underneath (offsets, buffer). */
  readonly tokenizer: Tokenizer;
  /**
   * During `sink.text`: where each piece of its value starts, as triples
   * (index in the value, original offset, 1 for verbatim input or 0 for a
   * character reference's value or a NUL's replacement); empty when the
   * value is one verbatim section that starts at the text's `start`. A
   * verbatim piece may still hold CR LF pairs, each one LF in the value.
   */
  textPieces(): readonly number[];
}

/** The members the stream calls without checking: each is optional in `HtmlTokenSink`. */
type FullSink = HtmlTokenSink & Required<Pick<HtmlTokenSink, 'text' | 'startTag' | 'endTag' | 'comment' | 'doctype'>>;

const ignore = (): void => {};

/**
 * The sink with a shared no-op for each member it lacks (`{ startTag }`
 * alone is a sink), resolved once here rather than checked per call; a
 * whole sink is used as it is, so its calls stay what they were. The
 * optional members (`rawStartTag`, `error`, `rawError`, `eof`) are checked
 * where they are called and stay absent.
 */
function fullSink(sink: HtmlTokenSink): FullSink {
  if (sink.text && sink.startTag && sink.endTag && sink.comment && sink.doctype) return sink as FullSink;
  const full: Record<string, unknown> = {};
  // The first five are called unchecked: a missing one is a no-op; the others stay absent.
  'text startTag endTag comment doctype rawStartTag error rawError eof'.split(' ').forEach((key, k) => {
    const member = (sink as Record<string, unknown>)[key];
    if (typeof member === 'function' || k < 5) full[key] = member ? (member as () => void).bind(sink) : ignore;
  });
  return full as unknown as FullSink;
}

/**
 * The low-level callbacks of one stream, as a class rather than closures:
 * its methods are the prototype's, so every call site in the low level sees
 * one function and one shape (docs/benchmarks.md, html-tokenizer: "the
 * sink layer's cost": closures and the text run in a
 * separate object cost about a tenth of the sink's time).
 *
 * The text token being merged: most text is one section of one buffer, kept
 * as (buffer, from, to) and sliced once, with no builder; a buffer string is
 * immutable, so the section stays valid after the tokenizer moves on.
 */
class SinkCallbacks implements TokenizerCallbacks {
  // `declare`d fields are assigned, not defined first (fewer bytes).
  declare tokenizer: Tokenizer;
  readonly #sink: FullSink;
  readonly #tracker: ForeignTracker | null;
  readonly #scripting: boolean;
  ok = true;
  readonly lines = new LineIndex();
  /** Original offsets of the pending text (start -1: no text pending). */
  #start = -1;
  #end = 0;
  readonly #builder = new StringBuilder();
  #of: string | null = null;
  #from = 0;
  #to = 0;
  /**
   * Where each piece of the pending text starts, once it has more than one:
   * triples (index in the value, original offset, 1 verbatim / 0 a
   * replacement). Empty while the text is one verbatim section. Read by
   * `textPieces` during `sink.text` (html-tree maps a character of the value
   * back to the input: errors and positions of text split in two).
   */
  readonly pieces: number[] = [];
  /** The length of the value in the builder. */
  #length = 0;

  constructor(options: CreateTokenizerOptions) {
    this.#sink = fullSink(options.sink);
    this.#tracker = (options.guessContentModel ?? true) ? new ForeignTracker() : null;
    this.#scripting = options.scripting ?? true;
  }

  text(start: number, end: number): void {
    const t = this.tokenizer;
    if (this.#start < 0) {
      this.#start = t.offsetAt(start);
      this.#of = t.buffer;
      this.#from = start;
      this.#to = end;
      this.#end = t.offsetAt(end);
    } else this.#piece(t.buffer.slice(start, end), t.offsetAt(start), t.offsetAt(end), 1);
  }

  /** Characters that are not verbatim input, replacing original [start, end). */
  textValue(value: string, start: number, end: number): void {
    if (this.#start < 0) this.#start = start;
    this.#piece(value, start, end, 0);
  }

  /** A second or later piece of the pending text (`verbatim` 1: input as is). */
  #piece(value: string, start: number, end: number, verbatim: number): void {
    const pieces = this.pieces;
    if (this.#of !== null) {
      // The pending section moves into the builder, as the first piece.
      const first = this.#of.slice(this.#from, this.#to);
      this.#builder.add(first);
      this.#of = null;
      pieces.push(0, this.#start, 1);
      this.#length = first.length;
    }
    pieces.push(this.#length, start, verbatim);
    this.#length += value.length;
    this.#builder.add(value);
    this.#end = end;
  }

  /** Emits the pending text, if any. */
  #flushText(): void {
    const start = this.#start;
    if (start < 0) return;
    this.#start = -1;
    let value: string;
    if (this.#of === null) value = this.#builder.take();
    else {
      value = this.#of.slice(this.#from, this.#to);
      this.#of = null;
    }
    this.#sink.text(value, start, this.#end);
    if (this.pieces.length !== 0) {
      // Only a text of several pieces counted its length (#piece).
      this.pieces.length = 0;
      this.#length = 0;
    }
  }

  startTag(
    name: string,
    names: readonly string[],
    values: readonly string[],
    count: number,
    selfClosing: boolean,
    start: number,
    end: number,
  ): void {
    this.#flushText();
    const t = this.tokenizer;
    const id = t.tagId;
    const tracker = this.#tracker;
    if (tracker !== null) {
      // The tag's own namespace is decided by where it appears. Outside
      // <svg> and <math> (nearly every tag) the tracker has nothing to do,
      // and the foreign flag it last set is false.
      let html = true;
      if (tracker.ids.length !== 0 || id === Tag.Svg || id === Tag.Math) {
        html = !tracker.isForeign;
        tracker.startTag(id, selfClosing, names, count);
        t.foreign = tracker.isForeign;
      }
      if (html) {
        const next = contentModelOf(id, this.#scripting);
        if (next !== 0) t.setState(next);
      }
    }
    const sink = this.#sink;
    if (sink.rawStartTag) {
      sink.rawStartTag(name, id, names, values, count, selfClosing, start, end);
      return;
    }
    const attributes: HtmlAttribute[] = new Array(count);
    for (let k = 0; k < count; k++) attributes[k] = { name: names[k]!, value: values[k]! };
    sink.startTag(name, id, attributes, selfClosing, start, end);
  }

  endTag(name: string, start: number, end: number): void {
    this.#flushText();
    const t = this.tokenizer;
    const id = t.tagId;
    const tracker = this.#tracker;
    if (tracker !== null && tracker.ids.length !== 0) {
      tracker.endTag(id);
      t.foreign = tracker.isForeign;
    }
    this.#sink.endTag(name, id, start, end);
  }

  comment(value: string, start: number, end: number): void {
    this.#flushText();
    this.#sink.comment(value, start, end);
  }

  processingInstruction(target: string, data: string, start: number, end: number): void {
    this.#flushText();
    this.#sink.processingInstruction?.(target, data, start, end);
  }

  doctype(
    name: string | null,
    publicId: string | null,
    systemId: string | null,
    forceQuirks: boolean,
    start: number,
    end: number,
  ): void {
    this.#flushText();
    this.#sink.doctype(name, publicId, systemId, forceQuirks, start, end);
  }

  error(id: number, offset: number, endOffset: number): void {
    this.ok = false;
    const code = ERROR_CODES[id]!;
    const sink = this.#sink;
    if (sink.rawError) sink.rawError(code, offset, endOffset);
    else if (sink.error) {
      const lines = this.lines;
      sink.error(parseError(code, errorMessage(code), lines.point(offset), lines.point(endOffset)));
    }
  }

  eof(offset: number): void {
    this.#flushText();
    this.#sink.eof?.(offset);
  }
}

/**
 * The streaming tokenizer: one sink call per token, identical for every
 * chunking. A sink with `rawError` gets errors as code and offsets and no
 * line index is kept (`tokenize` resolves lines at the end, only when there
 * are errors; html-tree with its own index).
 */
export function createTokenizer(options: CreateTokenizerOptions): HtmlStreamTokenizer {
  const { sink } = options;
  const indexLines = !sink.rawError && sink.error !== undefined;
  const callbacks = new SinkCallbacks(options);
  const lines = callbacks.lines;
  // Bytes and strings may be mixed: a string takes the bytes before it first (char-ref's MixedChunks).
  const input = new MixedChunks(() => new ByteStream(options));
  let ended = false;

  const tokenizer = new Tokenizer(callbacks, {
    state: options.state,
    lastStartTag: options.lastStartTag,
    processingInstructions: options.processingInstructions ?? sink.processingInstruction !== undefined,
    fastPaths: options.fastPaths,
  });
  callbacks.tokenizer = tokenizer;

  const decode = (chunk: string | Uint8Array): string => input.text(chunk);

  // The stream contract of @forgiving/char-ref (issue 13 item 18): misuse throws StreamMisuseError.
  return {
    write(chunk) {
      const text = decode(streamChunk(chunk, ended, 'createTokenizer'));
      // Lines and columns are only for errors: no error callback, no index.
      if (indexLines) lines.append(text);
      tokenizer.write(text);
      // Positions before the pending token can no longer be asked for.
      if (indexLines) lines.forget(Math.max(0, lines.size - text.length - 1024));
    },
    end(chunk) {
      // A second end() is `end-after-end` whatever its chunk (the contract's order).
      streamEnd(ended, 'createTokenizer');
      let text = chunk === undefined ? '' : decode(streamChunk(chunk, false, 'createTokenizer'));
      ended = true;
      text += input.end();
      if (indexLines) lines.append(text);
      tokenizer.end(text);
      return { ok: callbacks.ok };
    },
    setState(state) {
      tokenizer.setState(state);
    },
    get state() {
      return tokenizer.state;
    },
    setForeign(foreign) {
      tokenizer.foreign = foreign;
    },
    setLastStartTag(name) {
      tokenizer.lastStartTag = name;
    },
    tokenizer,
    textPieces: () => callbacks.pieces,
  };
}
