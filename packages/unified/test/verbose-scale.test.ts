// `verbose` in linear time and memory (decision H8): its own work (characters
// scanned for start tags, nodes visited) is counted in `work.n`, so each
// check is exact, not a timing: the count for 16n repetitions is at most
// LIMIT times the count for n (linear: about 16; quadratic: about 256).
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import rehypeParse from '../src/rehype.ts';
import { work } from '../src/verbose.ts';

const N = 1_000;
const LIMIT = 20;
const processor = unified().use(rehypeParse, { verbose: true });

function count(input: string): number {
  work.n = 0;
  processor.parse(input);
  return work.n;
}

function growth(make: (n: number) => string): number {
  const small = count(make(N));
  const large = count(make(16 * N));
  expect(small).toBeGreaterThan(N);
  return large / small;
}

const attributes = (n: number) => Array.from({ length: n }, (_, i) => ` a${i}="${i}"`).join('');

describe('verbose: linear work', () => {
  it('many elements', () => {
    expect(growth((n) => '<p class=x>a</p>'.repeat(n))).toBeLessThan(LIMIT);
  });
  it('one start tag with n attributes (and duplicates), on several lines', () => {
    expect(growth((n) => `<p${attributes(n)}\r\n${attributes(n)}>x</p>`)).toBeLessThan(LIMIT);
  });
  it('a formatting element with many attributes reconstructed n times (its tag is scanned once)', () => {
    expect(growth((n) => `<p><b${attributes(16)}>x${'<p>y'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('a long start tag the highlighting scan reads as text (scanned alone, on doubling slices)', () => {
    expect(growth((n) => `<frameset><textarea>${'<frameset>'.repeat(n)}<frameset${attributes(n)}>`)).toBeLessThan(
      LIMIT,
    );
  });
  it('a long start tag cut by the end of the input after many elements', () => {
    expect(growth((n) => `${'<i>'.repeat(n)}<p${attributes(n)}`)).toBeLessThan(LIMIT);
  });
});
