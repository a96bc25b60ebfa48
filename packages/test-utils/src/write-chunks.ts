/** A streaming builder or tokenizer: `write` chunks, then `end`. */
export interface Writable<R> {
  write(chunk: string): void;
  end(): R;
}

/**
 * Writes `input` to `stream` in chunks of `chunkSize` characters (the whole
 * input in one write without it), then ends it: the chunking the tree runners
 * and html-tree's `drive` share, so streaming is tested on the same inputs.
 */
export function writeInChunks<R>(stream: Writable<R>, input: string, chunkSize?: number): R {
  const size = Math.max(1, chunkSize ?? input.length);
  for (let i = 0; i < input.length; i += size) stream.write(input.slice(i, i + size));
  return stream.end();
}
