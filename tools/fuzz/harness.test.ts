// The fuzz harness itself: a throw and a chunking that changes the result are
// both caught, and the same seed gives the same inputs.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without types
import { fuzzTarget } from './harness.mjs';

describe('fuzz harness', () => {
  it('reports a target that throws, with the input that did it', async () => {
    const { failures } = await fuzzTarget(
      {
        name: 'throws on <',
        run: (input: string) => {
          if (typeof input === 'string' && input.includes('<')) throw new RangeError('boom');
        },
      },
      { count: 200 },
    );
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0].problem).toBe('threw RangeError: boom');
    expect(failures[0].input).toContain('<');
  });
  it('reports a chunked result that differs from the whole-input result', async () => {
    const target = {
      name: 'counts chunks',
      grammar: 'xml',
      run: () => 1,
      chunked: (chunks: unknown[]) => chunks.length,
    };
    const { failures } = await fuzzTarget(target, { count: 200 });
    expect(failures.some((f: { problem: string }) => f.problem.startsWith('chunked as'))).toBe(true);
  });
  it('a fixed seed gives the same inputs; another seed other inputs', async () => {
    const seen = (seed: number) => {
      const inputs: unknown[] = [];
      return fuzzTarget(
        { name: 'records', grammar: 'sky', bytes: true, run: (input: unknown) => void inputs.push(input) },
        { count: 50, seed },
      ).then(() => JSON.stringify(inputs.map((i) => (typeof i === 'string' ? i : Array.from(i as Uint8Array)))));
    };
    expect(await seen(1)).toBe(await seen(1));
    expect(await seen(1)).not.toBe(await seen(2));
  });
});
