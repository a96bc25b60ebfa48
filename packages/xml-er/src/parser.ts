/**
 * createXmlParser: bytes or strings in (X1, X2), balanced events out. The
 * pipeline is decoder → tokenizer → tree construction → handlers.
 */
import { streamChunk, streamEnd } from '@forgiving/char-ref';
import { Entities } from './entities.ts';
import { ByteInput } from './input.ts';
import { LazyLines } from './lines.ts';
import { type NameSink, TreeConstruction } from './phases.ts';
import { Tokenizer } from './tokenizer.ts';
import type { XmlHandlers, XmlParseError, XmlParser, XmlParserEnd, XmlParserOptions } from './types.ts';
import { Char } from '@forgiving/char-ref/codes';

export class XmlStream {
  readonly lines = new LazyLines();
  private readonly entities: Entities;
  private readonly stage: TreeConstruction;
  private readonly tokenizer: Tokenizer;
  private bytes: ByteInput | null = null;
  /** Characters written as strings so far (bytes and strings may be mixed). */
  private stringChars = 0;
  private size = 0;
  private started = false;
  /** A leading U+FEFF dropped from the text (decoder offsets are one past ours after it). */
  private dropped = 0;
  private ended = false;
  private keepLines = false;
  /** Decoder offsets of invalid byte sequences in the text about to be fed. */
  private readonly invalid: number[] = [];

  constructor(
    handlers: XmlHandlers,
    private readonly options: XmlParserOptions,
  ) {
    this.entities = new Entities(options);
    this.stage = new TreeConstruction(
      handlers,
      {
        positions: options.positions === true,
        preserveCdata: options.preserveCdata === true,
        fastPaths: options.fastPaths !== false,
      },
      this.lines,
      this.entities,
    );
    this.tokenizer = new Tokenizer(this.stage, true, options.fastPaths !== false);
  }

  /** Size of the whole input when known up front (the guard's ratio, X5). */
  expectSize(size: number): void {
    this.entities.noteInputSize(size);
  }

  /** Parses a whole input given at once (parseXml); see Tokenizer.holdWholeInput. */
  writeWhole(input: string | Uint8Array): void {
    this.expectSize(input.length);
    this.tokenizer.holdWholeInput(input.length);
    this.write(input);
    this.end();
  }

  /**
   * Tells `sink` where each tag's and PI's name lies (see
   * TreeConstruction.nameSink) and keeps every line, so that points can be
   * asked for at the end (checkNamespaces; the tree is in memory anyway).
   */
  locateNames(sink: NameSink): void {
    this.stage.nameSink = sink;
    this.keepLines = true;
  }

  /** See TreeConstruction.declarationNamespaceErrors. */
  get declarationNamespaceErrors(): XmlParseError[] {
    return this.stage.declarationNamespaceErrors;
  }

  get inputLength(): number {
    return this.size;
  }

  write(chunk: string | Uint8Array): void {
    if (this.ended) return;
    if (typeof chunk === 'string') {
      // Mixed kinds (the stream contract's MixedChunks): the bytes before a string come first.
      if (this.bytes !== null) this.feed(this.bytes.flush());
      this.stringChars += chunk.length;
      this.feed(chunk);
    } else {
      this.bytes ??= new ByteInput(
        this.options.encoding,
        {
          error: (code) => this.stage.error(code, this.size),
          // Reported by the tokenizer when it reaches that U+FFFD: in input order (item 11).
          // The decoder counts its own text: the strings written between bytes come before it.
          invalidSequence: (offset) => this.invalid.push(offset + this.stringChars),
        },
        this.options.decode,
      );
      this.feed(this.bytes.write(chunk));
    }
  }

  end(): void {
    if (this.ended) return;
    if (this.bytes !== null) this.feed(this.bytes.end());
    this.ended = true;
    this.tokenizer.end();
    this.stage.finish(this.size);
  }

  private feed(text: string): void {
    if (text.length === 0) return;
    if (!this.started) {
      this.started = true;
      // A BOM in string input is not content either (as for bytes, X1).
      if (text.charCodeAt(0) === Char.ByteOrderMark) {
        text = text.slice(1);
        this.dropped = 1;
      }
    }
    const invalid = this.invalid;
    if (invalid.length > 0) {
      for (let k = 0; k < invalid.length; k++) this.tokenizer.invalidSequenceAt(invalid[k]! - this.dropped);
      invalid.length = 0;
    }
    this.size += text.length;
    this.lines.append(text);
    this.entities.noteInputSize(this.size);
    this.tokenizer.write(text);
    // Lines an error may still need: the open token's, and a run of text outside the root (X10).
    if (!this.keepLines) this.lines.forget(Math.min(this.tokenizer.lowWater, this.stage.keepFrom));
  }
}

export function createXmlParser(options: XmlHandlers & XmlParserOptions = {}): XmlParser {
  let result: XmlParserEnd | null = null;
  const onEnd = options.onEnd;
  // The stage's end report becomes the result end() returns; onEnd gets that same object.
  const handlers: XmlHandlers = {
    ...options,
    onEnd({ wellFormed }) {
      result = { ok: wellFormed, wellFormed };
      onEnd?.(result);
    },
  };
  const stream = new XmlStream(handlers, options);
  // Misuse (a bad chunk, a call after end()) throws StreamMisuseError, as in every streaming API (issue 13, item 18).
  let ended = false;
  return {
    write: (chunk) => stream.write(streamChunk(chunk, ended, 'createXmlParser')),
    end: () => {
      streamEnd(ended, 'createXmlParser');
      ended = true;
      stream.end();
      return result!;
    },
  };
}
