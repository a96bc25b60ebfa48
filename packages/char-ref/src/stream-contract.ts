/**
 * The one contract of every streaming API in forgiving (`write(chunk)` then
 * `end()`: Sky's createTokenizer and createTreeBuilder, XML-ER's
 * createXmlParser, the HTML packages to come). Input is never an error to
 * throw; misuse of the API is (issue 13, item 18), always the same way:
 *
 * - a chunk is a string or a Uint8Array (a Buffer is one); anything else
 *   (`null`, a number, an ArrayBuffer, another typed array) throws a
 *   StreamMisuseError with code `invalid-chunk`, and the stream is unchanged
 *   (the next valid write goes on): bytes must be a Uint8Array, so a
 *   Uint16Array is never read as bytes by accident;
 * - after `end()`, `write()` throws `write-after-end` and `end()` throws
 *   `end-after-end`; the result already returned stays valid;
 * - one stream may take both kinds (MixedChunks, streams.ts): the text is the
 *   strings and the decoded bytes in the order they were written.
 *
 * Two small functions rather than a class: the Sky tokenizer's whole bundle
 * has a 5.9 kB budget, and each stream already keeps its own `ended` flag.
 */
export type StreamMisuse = 'invalid-chunk' | 'write-after-end' | 'end-after-end';

/** A chunk as the streaming APIs accept it. */
export type StreamChunk = string | Uint8Array;

/**
 * Thrown for a misused stream (never for input): a TypeError whose message
 * is `api: code: what to do instead` (issue 28 item 8: the code alone did
 * not say): `fix`, else the code's own, kept short because this file is in
 * the Sky tokenizer's 5.9 kB bundle.
 */
export class StreamMisuseError extends TypeError {
  declare readonly code: StreamMisuse;
  constructor(code: StreamMisuse, api: string, fix?: string) {
    super(
      `${api}: ${code}: ${fix ?? (code === 'invalid-chunk' ? 'write a string or a Uint8Array' : 'it has ended; start a new one')}`,
    );
    this.name = 'StreamMisuseError';
    this.code = code;
  }
}

/** A chunk checked against the contract: a string or a Uint8Array; throws StreamMisuseError when `ended` or for any other value. */
export function streamChunk(chunk: unknown, ended: boolean, api: string): string | Uint8Array {
  if (!ended && (typeof chunk === 'string' || chunk instanceof Uint8Array)) return chunk;
  throw new StreamMisuseError(ended ? 'write-after-end' : 'invalid-chunk', api);
}

/** Checks an `end()` call: throws StreamMisuseError when the stream had ended. */
export function streamEnd(ended: boolean, api: string): void {
  if (ended) throw new StreamMisuseError('end-after-end', api);
}
