/**
 * Issue 27 item A: the fast start-tag path memoised its searches per
 * buffer, keyed on the buffer compared by value. A stream whose chunk size
 * is a multiple of the input's period hands the tokenizer equal buffers one
 * after the other: each tag then compared two whole buffers (quadratic), and
 * memos of the previous buffer were taken for the new one (wrong values).
 */
import { describe, expect, it } from 'vitest';
import { createXmlParser } from '../src/index.ts';

function events(chunks: string[]): string[] {
  const out: string[] = [];
  const parser = createXmlParser({
    onOpenTag: (tag) => out.push(`${tag.name} ${JSON.stringify(tag.attributes)}`),
    onError: (error) => out.push(`!${error.code}`),
  });
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return out;
}

function inChunks(input: string, size: number): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < input.length; i += size) chunks.push(input.slice(i, i + size));
  return chunks;
}

/** Best of three CPU times (µs) of streaming `input` in chunks of `size`. */
function cpu(input: string, size: number): number {
  const chunks = inChunks(input, size);
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const before = process.cpuUsage();
    const parser = createXmlParser({});
    for (const chunk of chunks) parser.write(chunk);
    parser.end();
    const used = process.cpuUsage(before);
    best = Math.min(best, used.user + used.system);
  }
  return best;
}

describe('periodic chunks (issue 27 item A)', () => {
  it('a buffer equal to the previous one takes none of its memos (long values found in the new buffer)', () => {
    const period = `<a b="${'x'.repeat(60)}"/><a b="${'y'.repeat(60)}"/>`;
    const input = `<r>${period.repeat(3)}</r>`;
    const whole = events([input]);
    expect(events(['<r>', period, period, period, '</r>'])).toEqual(whole);
    expect(whole).toEqual([
      'r {}',
      ...Array(3)
        .fill([`a {"b":"${'x'.repeat(60)}"}`, `a {"b":"${'y'.repeat(60)}"}`])
        .flat(),
    ]);
  });

  it('chunks of a multiple of the period cost about what other chunks cost (no buffer compared per tag)', () => {
    // Half a million characters: 2^16-character chunks hold whole periods.
    for (const unit of ['<a/>', '<v>0</v>']) {
      const input = `<r>${unit.repeat((1 << 19) / unit.length)}</r>`;
      const periodic = cpu(input, 1 << 16);
      const other = cpu(input, (1 << 16) + 1);
      // Before the fix: 10 to 30 times (growing with the chunk size); now about 1.
      expect(periodic / other).toBeLessThan(4);
    }
  });
});
