// Input and output for the CLI: files or stdin read as byte chunks (bounded
// memory), and buffered output that respects backpressure between chunks.
import { createReadStream, fstatSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { safeOutput } from './escape.ts';
import { createProgress, progressThreshold } from './progress.ts';

export const CHUNK_SIZE = 64 * 1024;

export class InputError extends Error {}

/** An opened input: its name for messages, its size when known, and its chunks. */
export interface Input {
  name: string;
  /** The path given (null for stdin): its extension helps detect the language. */
  path: string | null;
  /** A regular file: `chunks()` may be called again (a pipe, FIFO or stdin is read once). */
  rereadable: boolean;
  size: number | undefined;
  chunks(): AsyncIterable<Uint8Array>;
}

export interface Streams {
  stdin: Readable;
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
}

/**
 * Opens `file` (or stdin for `-`); unreadable files are an InputError with a
 * helpful message. The file is opened once and read from that descriptor: a
 * named pipe, `/dev/stdin` or a process substitution (`<(cmd)`) gives its
 * data to the first reader only (issue 27: a probe open lost the writer's data
 * and the command hung). Only a regular file is opened again by later reads.
 */
export async function openInput(file: string, streams: Streams): Promise<Input> {
  if (file === '-') {
    const size = stdinFileSize(streams.stdin);
    return {
      name: '<stdin>',
      path: null,
      rereadable: false,
      size,
      chunks: () => withProgress(streams.stdin, size, streams, 'stdin'),
    };
  }
  let handle: fs.FileHandle | undefined;
  let regular: boolean;
  let size: number | undefined;
  try {
    handle = await fs.open(file, 'r');
    const stat = await handle.stat();
    if (stat.isDirectory()) throw new InputError(`cannot read ${file}: it is a directory`);
    regular = stat.isFile();
    size = regular ? stat.size : undefined;
  } catch (error) {
    await handle?.close().catch(() => {});
    if (error instanceof InputError) throw error;
    throw new InputError(`cannot read ${file}: ${describe(error)}`);
  }
  let opened: fs.FileHandle | undefined = handle;
  const read = (): Readable => {
    const first = opened;
    opened = undefined;
    if (first !== undefined) return first.createReadStream({ highWaterMark: CHUNK_SIZE });
    return createReadStream(file, { highWaterMark: CHUNK_SIZE });
  };
  return {
    name: file,
    path: file,
    rereadable: regular,
    size,
    chunks: () => withProgress(read(), size, streams, file),
  };
}

/** The size of standard input when it is redirected from a regular file (`< big.xml`), for the progress bar. */
function stdinFileSize(stdin: Readable): number | undefined {
  const fd = (stdin as { fd?: unknown }).fd;
  if (typeof fd !== 'number') return undefined;
  try {
    const stat = fstatSync(fd);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

async function* withProgress(stream: Readable, size: number | undefined, streams: Streams, label: string) {
  const progress = createProgress(size, streams.stderr, label, progressThreshold(streams.env));
  try {
    for await (const chunk of stream) {
      const bytes: Uint8Array = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
      progress.advance(bytes.length);
      yield bytes;
    }
  } finally {
    progress.done();
  }
}

/** Reads a whole input as bytes (commands that need the whole document). */
export async function readAll(input: Input): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of input.chunks()) {
    parts.push(chunk);
    length += chunk.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Buffered text output; `flush()` waits for the stream to drain
 * (backpressure). Every text goes through `safeOutput` (escape.ts) unless
 * written with `data` (format's document to a file or a pipe).
 */
export class Output {
  private buffer: string[] = [];
  private size = 0;

  constructor(readonly stream: Writable & { isTTY?: boolean }) {}

  write(text: string): void {
    this.data(safeOutput(text));
  }

  /** Writes the text exactly (a document written as data, not shown). */
  data(text: string): void {
    this.buffer.push(text);
    this.size += text.length;
    if (this.size >= CHUNK_SIZE) this.push();
  }

  line(text: string): void {
    this.write(text + '\n');
  }

  private push(): boolean {
    if (this.size === 0) return true;
    const text = this.buffer.join('');
    this.buffer = [];
    this.size = 0;
    return this.stream.write(text);
  }

  async flush(): Promise<void> {
    if (!this.push() || this.stream.writableNeedDrain) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.stream.off('drain', done);
          this.stream.off('error', done);
          this.stream.off('close', done);
          resolve();
        };
        this.stream.once('drain', done);
        this.stream.once('error', done);
        this.stream.once('close', done);
      });
    }
  }
}
