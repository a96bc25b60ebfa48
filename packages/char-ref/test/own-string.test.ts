// ownString (own-string.ts): a string a long-lived cache may keep without
// keeping the input it was cut from. Measured by the heap after a full
// collection: a ratio of sizes (what is held against the input's size),
// not a time.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ownString } from '../src/index.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap bytes still held by what `keep` returns from a fresh 16 M-character input. */
function heldBy(keep: (input: string) => string[]): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  // Two-byte, so the input is 32 MB: far above any noise of the heap.
  let input: string | null = `${'\u0100'.repeat(1 << 24)}${Math.random()}`;
  const kept = keep(input);
  input = null;
  gc();
  const held = process.memoryUsage().heapUsed - before;
  expect(kept.join('')).toContain('\u0100'); // kept stays alive until measured
  return held;
}

describe('ownString', () => {
  it('equals its argument, short or long', () => {
    for (const s of ['', 'a', 'aria-describedby', 'x'.repeat(12), 'y'.repeat(13), '\u0100'.repeat(40)]) {
      expect(ownString(s)).toBe(s);
    }
  });
  it('a long slice kept as is holds its whole input (the hazard)', () => {
    expect(heldBy((input) => [input.slice(100, 140)])).toBeGreaterThan(16 << 20);
  });
  it('a long slice made its own holds only itself', () => {
    expect(heldBy((input) => [ownString(input.slice(100, 140))])).toBeLessThan(1 << 20);
  });
});
