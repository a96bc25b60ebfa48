// `check --format json` writes each error as it comes; between input chunks
// it waits for a slow reader (review finding: it wrote without waiting, so
// a hostile input's errors piled up in the output stream's buffer).
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { tempFiles } from './helpers/main-cli.ts';

const files = tempFiles('forgiving-backpressure-');

/** A reader that takes one write per macrotask and records the most bytes ever waiting. */
function slowReader(): { stream: Writable; maxWaiting: () => number; written: () => number; tail: () => string } {
  let max = 0;
  let written = 0;
  let tail = '';
  const stream = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk, _encoding, done) {
      written += chunk.length;
      tail = (tail + chunk).slice(-32);
      setImmediate(done);
    },
  });
  const original = stream.write.bind(stream);
  stream.write = ((chunk: string) => {
    const ok = original(chunk);
    max = Math.max(max, stream.writableLength);
    return ok;
  }) as typeof stream.write;
  return { stream, maxWaiting: () => max, written: () => written, tail: () => tail };
}

it('check --format json: errors of a hostile input wait for a slow reader (bounded buffer)', async () => {
  // `</>` is an error each (missing-end-tag-name): 150,000 errors, about 25 MB of JSON.
  const path = files.file('hostile.html', `<!DOCTYPE html>${'</>'.repeat(150_000)}`);
  const out = slowReader();
  const code = await main(['check', '--format', 'json', path], {
    stdin: process.stdin,
    stdout: out.stream,
    stderr: new Writable({ write: (_c, _e, done) => done() }),
    env: {},
  });
  expect(code).toBe(1);
  expect(out.tail().endsWith('],"ok":false}\n')).toBe(true);
  // Without waiting, all of it would be buffered at once.
  expect(out.maxWaiting()).toBeLessThan(out.written() / 4);
}, 60_000);
