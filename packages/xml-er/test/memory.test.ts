/**
 * Issue 27 item B: memory per input character. Values and text built from
 * many pieces (a newline in an attribute value is a piece and a space, a
 * reference in text a piece) were joined by `+=`: a rope of one cons cell
 * per piece that the tree kept (a 16 MB value with 8 M newlines held
 * ~460 MB), or an array of one slot per piece while a stream built it
 * (docs/benchmarks.md, "Hardening round 3").
 * Measured by the heap after a full collection: a size, not a time.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Joiner } from '../src/joiner.ts';
import { parseXml } from '../src/index.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap bytes that `make()`'s result keeps alive, per character of `input`. */
function retainedPerChar(input: string, make: (input: string) => unknown): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = make(input);
  gc();
  const used = process.memoryUsage().heapUsed - before;
  expect(kept).toBeTruthy();
  return used / input.length;
}

const shapes: Array<[string, (n: number) => string]> = [
  ['an attribute value of newlines', (n) => `<r a="${'x\n'.repeat(n)}"/>`],
  ['an attribute value of references', (n) => `<r a="${'x&amp;'.repeat(n / 3)}"/>`],
  ['text of references', (n) => `<r>${'x&amp;'.repeat(n / 3)}</r>`],
  [
    'a non-CDATA value of spaces (collapsed)',
    (n) => `<!DOCTYPE r [<!ATTLIST r a NMTOKENS #IMPLIED>]><r a="${'x\n\n'.repeat(n / 1.5)}"/>`,
  ],
];

describe('memory per input character (issue 27 item B)', () => {
  for (const [name, make] of shapes) {
    it(`${name}: the tree keeps a flat string (whole-input path and stream path)`, () => {
      for (const options of [{}, { positions: true }]) {
        const small = retainedPerChar(make(1 << 17), (input) => parseXml(input, options));
        const large = retainedPerChar(make(1 << 19), (input) => parseXml(input, options));
        // One-byte input: the flat value is at most a byte per character
        // (a rope was ~30); the line index of positions adds its share.
        expect(large).toBeLessThan(4);
        expect(large / small).toBeLessThan(1.5);
      }
    });
  }

  it('property: a Joiner gives the pieces joined, however many, and is empty again after take', () => {
    const joiner = new Joiner();
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 3000 }), (pieces) => {
        for (const piece of pieces) joiner.add(piece);
        expect(joiner.empty).toBe(pieces.join('').length === 0);
        expect(joiner.take()).toBe(pieces.join(''));
        expect(joiner.empty).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
