/**
 * Streams the way Node does them (issue 28 item 4): a `stream.Writable` over
 * any parser with the stream contract's `write` / `end`, for
 * `fs.createReadStream(file).pipe(…)` and `stream.pipeline`. Its own entry
 * (`@forgiving/char-ref/node`) so that browser bundles never meet `node:stream`.
 */
import { Writable } from 'node:stream';
import type { StreamChunk } from './stream-contract.ts';
import type { ChunkTarget } from './streams.ts';

export type { ChunkTarget };

/** A Node Writable over a stream target, with the result `end()` gave once it finishes. */
export interface ParserWritable<R> extends Writable {
  /** Resolves with `end()`'s result on 'finish'; rejects with the error that destroyed the stream. */
  readonly result: Promise<R>;
}

/**
 * A Node `Writable` that writes each chunk to `target` (a Buffer is a
 * Uint8Array; strings stay strings) and calls `end()`
 * in `final`. A chunk the contract refuses fails the stream with its
 * StreamMisuseError, as `pipeline` reports.
 */
export function toNodeWritable<R>(target: ChunkTarget<R>): ParserWritable<R> {
  let settle!: { resolve: (value: R) => void; reject: (reason: unknown) => void };
  const result = new Promise<R>((resolve, reject) => {
    settle = { resolve, reject };
  });
  result.catch(() => {});
  // Object mode: chunks reach the contract as they are (a Buffer, a string, or
  // a value it refuses with its own error rather than Node's).
  const writable = new Writable({
    objectMode: true,
    write(chunk: StreamChunk, _encoding, callback) {
      try {
        target.write(chunk);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    final(callback) {
      try {
        settle.resolve(target.end());
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  writable.on('error', (error) => settle.reject(error));
  return Object.assign(writable, { result });
}
