/**
 * Streams the way the web does them, for every streaming parser of the
 * monorepo (issue 28 item 4): one adapter over the stream contract's
 * `write(chunk)` / `end()` (stream-contract.ts), so Sky's, XML-ER's and HTML's
 * tokenizers and tree builders all get a WHATWG `WritableStream`, and every
 * `parse…Async` reads any readable the same way. Browser-safe: no Node
 * import (Node's `stream.Writable` is in ./node.ts, the `/node` entry).
 */
import type { StreamChunk } from './stream-contract.ts';

/**
 * A byte decoder as the streams use it. `flush` decodes every byte received
 * so far (an unfinished sequence becomes U+FFFD, bytes held for encoding
 * sniffing are sniffed with what has arrived) and stays ready for more bytes
 * in the encoding it decided; `end` does the same, last.
 */
export interface ByteChunkDecoder {
  write(bytes: Uint8Array): string;
  flush(): string;
  end(): string;
}

/**
 * Byte and string chunks mixed in one stream (issue 28 item 3): a string
 * chunk first takes the text of every byte written before it (`flush`), so
 * nothing is reordered, and the text is the same for every chunking of each
 * run of bytes. The decoder (made at the first byte chunk) decides the
 * encoding from the bytes before the first string: those are all a sniffer
 * sees. A string therefore ends a byte sequence split around it, as the end
 * of input would.
 */
export class MixedChunks<D extends ByteChunkDecoder> {
  /** The byte decoder, once a byte chunk was written. */
  decoder: D | null = null;
  readonly #create: () => D;

  constructor(create: () => D) {
    this.#create = create;
  }

  /** The text a chunk adds, in input order. */
  text(chunk: string | Uint8Array): string {
    if (typeof chunk === 'string') return this.decoder === null ? chunk : this.decoder.flush() + chunk;
    this.decoder ??= this.#create();
    return this.decoder.write(chunk);
  }

  /** What the decoder still holds, at the end of input. */
  end(): string {
    return this.decoder === null ? '' : this.decoder.end();
  }
}

/** Anything with the stream contract: `write` chunks, then `end()` once, which returns the result. */
export interface ChunkTarget<R> {
  write(chunk: StreamChunk): void;
  end(): R;
}

/** A readable of strings or bytes: an async iterable (a Node stream, `process.stdin`), a WHATWG `ReadableStream` (`fetch().body`), or an iterable. */
export type ChunkSource =
  | AsyncIterable<StreamChunk>
  | Iterable<StreamChunk>
  | { getReader(): { read(): Promise<{ done: boolean; value?: StreamChunk | undefined }>; releaseLock(): void } };

/**
 * The chunks of any source, in order. A `ReadableStream` is read through its
 * reader (not every engine makes it async iterable), and its lock released
 * at the end or on an error.
 */
export async function* readChunks(source: ChunkSource): AsyncGenerator<StreamChunk, void, undefined> {
  if (typeof source === 'object' && source !== null && 'getReader' in source) {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value as StreamChunk;
      }
    } finally {
      reader.releaseLock();
    }
  }
  yield* source as AsyncIterable<StreamChunk> | Iterable<StreamChunk>;
}

/**
 * Writes every chunk of `source` to `target`, then ends it: the result of
 * `end()`, the same as for the whole input at once. A chunk the contract
 * refuses (not a string or a Uint8Array) rejects with its StreamMisuseError.
 */
export async function writeAll<R>(source: ChunkSource, target: ChunkTarget<R>): Promise<R> {
  for await (const chunk of readChunks(source)) target.write(chunk);
  return target.end();
}

/**
 * Every chunk of `source`, joined: the string when all chunks are strings,
 * the bytes when all are bytes (so byte input keeps its encoding sniffing),
 * else the chunks as they came (`parse…Async` of a mixed source feeds them to
 * a stream, whose MixedChunks keeps their order).
 */
export async function collectChunks(source: ChunkSource): Promise<string | Uint8Array | StreamChunk[]> {
  const chunks: StreamChunk[] = [];
  let strings = 0;
  let length = 0;
  for await (const chunk of readChunks(source)) {
    chunks.push(chunk);
    length += chunk.length;
    if (typeof chunk === 'string') strings++;
  }
  if (strings === chunks.length) return chunks.join('');
  if (strings > 0) return chunks;
  const all = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks as Uint8Array[]) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/** A WHATWG WritableStream over a stream target, with the result `end()` gave once the stream closes. */
export interface ParserWritableStream<R> extends WritableStream<StreamChunk> {
  /** Resolves with `end()`'s result when the stream is closed; rejects if it is aborted or a write failed. */
  readonly result: Promise<R>;
}

/**
 * A WHATWG `WritableStream` that writes each chunk to `target` and calls
 * `end()` on close: `await response.body.pipeTo(stream); await stream.result`.
 * A chunk the contract refuses errors the stream with its StreamMisuseError.
 */
export function toWritableStream<R>(target: ChunkTarget<R>): ParserWritableStream<R> {
  let settle!: { resolve: (value: R) => void; reject: (reason: unknown) => void };
  const result = new Promise<R>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // A rejection nobody awaits must not crash the process: callers see it through the stream too.
  result.catch(() => {});
  const stream = new WritableStream<StreamChunk>({
    write(chunk) {
      try {
        target.write(chunk);
      } catch (error) {
        settle.reject(error);
        throw error;
      }
    },
    close() {
      settle.resolve(target.end());
    },
    abort(reason) {
      settle.reject(reason);
    },
  });
  return Object.assign(stream, { result });
}
