// How large an input the commands that hold the whole document accept
// (issue 27 item 2). `tree`, `format`, `select` with a selector or output that
// needs the tree, and `highlight` on XML keep the document (its text, its
// tree) in memory. Past V8's longest string (2^29 - 24 UTF-16 code units on
// 64-bit: a 600 MB file aborted the process with "FATAL ERROR:
// v8::ToLocalChecked Empty MaybeLocal") or past what the heap holds (a
// 500 MB file ran out of memory after 40 s), they now stop before reading
// with an error that names the commands which stream: `check`, `tokens` and
// `highlight` (Sky and HTML) read any size in bounded memory.
//
// The limit is the smaller of V8's string limit (a decoded text has at most
// one UTF-16 code unit per byte) and the heap's size divided by the peak
// memory per input byte measured for these commands in the input's language
// (its driver's `limits`; docs/benchmarks.md, "Hardening round 3: CLI
// memory"). FORGIVING_WHOLE_INPUT_LIMIT (bytes) replaces it: for the tests, which cannot write 600 MB files, and for who
// runs node with a larger --max-old-space-size.
import { getHeapStatistics } from 'node:v8';
import type { Document } from './context.ts';
import { InputError } from './io.ts';

/** V8's maximum string length on 64-bit platforms (String::kMaxLength). */
export const V8_MAX_STRING_LENGTH = 2 ** 29 - 24;

export const WHOLE_INPUT_LIMIT_ENV = 'FORGIVING_WHOLE_INPUT_LIMIT';

/**
 * The largest input, in bytes, that a whole-document command reads, for a
 * language whose whole-document commands peak at `perByte` bytes of memory
 * per input byte (its driver's `limits.wholeInputBytesPerByte`: the largest
 * of `tree`, `format` and `select` measured by tools/bench/cli-memory.mjs,
 * docs/benchmarks.md, "Hardening round 3: CLI memory", rounded up).
 */
export function wholeInputLimit(env: NodeJS.ProcessEnv, perByte: number): number {
  const forced = env[WHOLE_INPUT_LIMIT_ENV];
  if (forced !== undefined && forced !== '') {
    const value = Number(forced);
    if (Number.isFinite(value) && value >= 0) return Math.floor(value);
  }
  const heap = getHeapStatistics().heap_size_limit;
  return Math.min(V8_MAX_STRING_LENGTH, Math.floor(heap / perByte));
}

export class InputTooLargeError extends InputError {}

/** The error for an input of `size` bytes (or more: a pipe is stopped at the limit). */
export function tooLarge(
  name: string,
  command: string,
  size: number,
  limit: number,
  atLeast: boolean,
  perByte: number,
): InputTooLargeError {
  return new InputTooLargeError(
    `${name}: file too large for \`${command}\` (${atLeast ? 'over ' : ''}${size} bytes; the limit is ${limit} bytes: V8's longest string, or the heap divided by ${perByte}, the memory per input byte \`${command}\` takes as it holds the whole document); use \`check\`, \`tokens\` or \`highlight\`, which stream (so does \`select\` on XML and Sky with a selector decided at the start tag)`,
  );
}

/**
 * The document's chunks, stopped with an InputTooLargeError past the limit:
 * at once when the size is known (a file), else when the bytes read pass it.
 */
export async function* limitedChunks(
  document: Document,
  command: string,
  env: NodeJS.ProcessEnv,
): AsyncGenerator<Uint8Array> {
  const { input, chunks } = document;
  const perByte = document.driver.limits.wholeInputBytesPerByte;
  const limit = wholeInputLimit(env, perByte);
  if (input.size !== undefined && input.size > limit)
    throw tooLarge(input.name, command, input.size, limit, false, perByte);
  let read = 0;
  for await (const chunk of chunks) {
    read += chunk.length;
    if (read > limit) throw tooLarge(input.name, command, limit, limit, true, perByte);
    yield chunk;
  }
}
