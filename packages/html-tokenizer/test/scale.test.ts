// Hostile input at scale: the work grows linearly. The tokenizer counts its
// work (state dispatches, characters appended or carried over between
// chunks, characters walked in named references: `Tokenizer.work`), so each
// check is exact, not a timing: the work at 8n is at most 8.5 times the work
// at n (quadratic handling would give 64). Inputs reach 10^6 units.
import { describe, expect, it } from 'vitest';
import { createTokenizer, tokenize } from '../src/index.ts';

const noop = () => {};
const sink = { text: noop, startTag: noop, endTag: noop, comment: noop, doctype: noop, error: noop };

/** Work for the whole input at once. */
function whole(input: string): number {
  const t = createTokenizer({ sink });
  t.end(input);
  return t.tokenizer.work;
}

/** Work for `head + body * n + tail` streamed in 16 kB chunks. */
function streamed(head: string, body: string, n: number, tail: string): number {
  const t = createTokenizer({ sink });
  const block = body.repeat(Math.max(1, Math.floor(16384 / body.length)));
  const blocks = Math.ceil((n * body.length) / block.length);
  t.write(head);
  for (let k = 0; k < blocks; k++) t.write(block);
  t.end(tail);
  return t.tokenizer.work;
}

function growth(work: (n: number) => number, n: number): number {
  return work(8 * n) / work(n);
}

describe('linear work on 10^6 repetitions', () => {
  // The last two: tags the fast path searches in and gives up (a duplicate),
  // read again by the states: the kept searches must not start over each time.
  it.each(['<', '&', '&#', '</', '<!', '&amp', '<a ', '\r\n', '\0', '<a b="x" b="y">', "<a b&c='x' b=y b=z>"])(
    '%j',
    (unit) => {
      expect(growth((n) => whole(unit.repeat(n)), 125_000)).toBeLessThanOrEqual(8.5);
    },
  );

  it('an unclosed comment', () => {
    expect(growth((n) => whole(`<!--${'a-'.repeat(n)}`), 125_000)).toBeLessThanOrEqual(8.5);
  });

  it('an unclosed attribute value', () => {
    expect(growth((n) => whole(`<a b="${'x&amp;'.repeat(n)}`), 125_000)).toBeLessThanOrEqual(8.5);
  });

  it('10^5 attributes on one tag, half of them duplicates: first kept, one error each', () => {
    const input = (n: number) => {
      let s = '<a';
      // Fixed-width names and values: the input grows exactly with n.
      for (let k = 0; k < n; k++) s += ` a${String(k >> 1).padStart(6, '0')}=${String(k).padStart(6, '0')}`;
      return `${s}>`;
    };
    const { tokens, errors } = tokenize(input(100_000));
    const first = tokens[0];
    expect(first?.type === 'startTag' && first.attributes.length).toBe(50_000);
    expect(first?.type === 'startTag' && first.attributes[1]).toEqual({ name: 'a000001', value: '000002' });
    expect(errors).toHaveLength(50_000);
    expect(growth((n) => whole(input(n)), 12_500)).toBeLessThanOrEqual(8.5);
  });
});

describe('linear work on long tokens across 16 kB chunks', () => {
  it.each([
    ['a comment', '<!--', 'ab-', '-->'],
    ['an attribute value', '<a b="', 'xy&amp;', '">'],
    ['text with references', '', 'text &amp; &#x41 ', ''],
    ['script data', '<script>', 'if (a<b) c--; ', '</script>'],
    ['a bogus comment', '<?', 'xyz', '>'],
    ['a tag name', '<a', 'bcd', '>'],
    ['RCDATA near-end tags', '<title>', '</titl</titlex', '</title>'],
    ['a DOCTYPE identifier', '<!DOCTYPE a PUBLIC "', 'xyz', '">'],
  ])('%s', (_name, head, body, tail) => {
    expect(growth((n) => streamed(head, body, n, tail), 40_000)).toBeLessThanOrEqual(8.5);
  });
});
