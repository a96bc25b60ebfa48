/**
 * The one contract of every streaming API in forgiving (`write(chunk)` then
 * `end()`: Sky's createTokenizer and createTreeBuilder, XML-ER's
 * createXmlParser, the HTML packages to come). Input is never an error to
 * throw; misuse of the API is (issue 13, item 18), always the same way:
 *
 * - a chunk is a string, a Uint8Array (a Buffer), another ArrayBufferView
 *   (its bytes) or an ArrayBuffer; anything else (`null`, a number, an
 *   object) throws a StreamMisuseError with code `invalid-chunk`, and the
 *   stream is unchanged (the next valid write goes on);
 * - after `end()`, `write()` throws `write-after-end` and `end()` throws
 *   `end-after-end`; the result already returned stays valid.
 */
export type StreamMisuse = 'invalid-chunk' | 'write-after-end' | 'end-after-end';

/** A chunk as the streaming APIs accept it. */
export type StreamChunk = string | Uint8Array | ArrayBufferView | ArrayBuffer;

function message(code: StreamMisuse): string {
  if (code === 'invalid-chunk') return 'write() takes a string, a Uint8Array, an ArrayBufferView or an ArrayBuffer';
  return code === 'write-after-end' ? 'write() after end()' : 'end() called twice';
}

/** Thrown for a misused stream (never for input): a TypeError with a `code`. */
export class StreamMisuseError extends TypeError {
  readonly code: StreamMisuse;
  constructor(code: StreamMisuse, api: string, detail = '') {
    super(`${api}: ${message(code)}${detail}`);
    this.name = 'StreamMisuseError';
    this.code = code;
  }
}

/** One stream's side of the contract: checks each call, normalises chunks. */
export class StreamContract {
  private ended = false;

  /** `api`: the name the messages give (`createXmlParser`). */
  constructor(private readonly api: string) {}

  /** A valid chunk as a string or a Uint8Array; throws StreamMisuseError otherwise. */
  chunk(chunk: unknown): string | Uint8Array {
    if (this.ended) throw new StreamMisuseError('write-after-end', this.api);
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) return chunk;
    if (ArrayBuffer.isView(chunk)) return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (chunk instanceof ArrayBuffer) return new Uint8Array(chunk);
    throw new StreamMisuseError('invalid-chunk', this.api, ` (got ${describe(chunk)})`);
  }

  /** Marks the end; throws StreamMisuseError on a second call. */
  end(): void {
    if (this.ended) throw new StreamMisuseError('end-after-end', this.api);
    this.ended = true;
  }

  get isEnded(): boolean {
    return this.ended;
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' ? name : 'object';
}
