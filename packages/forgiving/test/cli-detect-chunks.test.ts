// The CLI detects the language from the first DETECTION_PREFIX bytes however
// the input arrives: a pipe can hand over its first bytes in chunks of any
// size (found in review: detection read the first chunk alone, so
// `<!DOCTYPE html>` arriving as "<!DOC" + "TYPE html>" was not HTML).
import { describe, expect, it } from 'vitest';
import type { Options } from '../src/cli/args.ts';
import { openDocument } from '../src/cli/context.ts';
import { DRIVERS } from '../src/cli/drivers/registry.ts';
import type { Input } from '../src/cli/io.ts';
import { detectLanguage } from '../src/detect.ts';

const encoder = new TextEncoder();

/** An input read once (a pipe) whose chunks are `size` bytes each. */
function pipe(text: string, size: number): Input {
  const bytes = encoder.encode(text);
  return {
    name: '-',
    path: null,
    rereadable: false,
    size: undefined,
    async *chunks() {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    },
  };
}

async function read(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

const options = { json: false } as Options;
const documents = [
  '<!DOCTYPE html><title>t</title><p>x',
  '<?xml version="1.0"?><r><a/></r>',
  '#!mojo mojo:sky\n<div>x</div>',
  `${' '.repeat(2000)}<html><body>late</body></html>`,
  '',
];

describe('CLI language detection over chunks', () => {
  for (const text of documents)
    for (const size of [1, 3, 7, 64, 1 << 20])
      it(`${JSON.stringify(text.slice(0, 20))} in ${size}-byte chunks: detected as a whole input, nothing lost`, async () => {
        const document = await openDocument(pipe(text, size), options, DRIVERS);
        expect(document.language).toBe(detectLanguage(encoder.encode(text)).language);
        expect(await read(document.chunks)).toBe(text);
      });
});
