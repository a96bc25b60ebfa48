import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Normaliser, normalise } from '../src/index.ts';

function chunked(text: string, cuts: number[], options = {}): string {
  const n = new Normaliser(options);
  let out = '';
  let last = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    out += n.write(text.slice(last, cut));
    last = cut;
  }
  return out + n.write(text.slice(last)) + n.end();
}

describe('normalisation (Sky errata S2, XML-ER decision X2)', () => {
  it.each([
    ['a\r\nb', 'a\nb', 'CR LF → LF'],
    ['a\rb', 'a\nb', 'lone CR → LF'],
    ['\r\r\n', '\n\n', 'left to right: CR CR LF → LF LF'],
    ['\n\r', '\n\n', 'LF CR → LF LF'],
    ['a\r', 'a\n', 'CR at end of input becomes LF'],
    ['plain', 'plain', 'no change'],
    ['', '', 'empty input'],
  ])('%j → %j (%s)', (input, output) => expect(normalise(input)).toBe(output));
  it('NUL → U+FFFD only when asked (Sky)', () => {
    expect(normalise('a\0b', { replaceNul: true })).toBe('a\ufffdb');
    expect(normalise('a\0b')).toBe('a\0b');
  });
  it('a CR that ends a chunk waits for the next chunk', () => {
    const n = new Normaliser();
    expect(n.write('a\r')).toBe('a');
    expect(n.write('\nb')).toBe('\nb');
    expect(n.end()).toBe('');
  });
  it('a held CR survives empty chunks', () => {
    const n = new Normaliser();
    expect(n.write('a\r') + n.write('') + n.write('') + n.write('b') + n.end()).toBe('a\nb');
  });
  it('property: every chunk split gives the same output', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '\r', '\n', '\0', 'é', ' ') }),
        fc.array(fc.nat(40)),
        fc.boolean(),
        (text, cuts, replaceNul) => {
          const whole = normalise(text, { replaceNul });
          expect(
            chunked(
              text,
              cuts.map((c) => c % (text.length + 1)),
              { replaceNul },
            ),
          ).toBe(whole);
        },
      ),
      { numRuns: 500 },
    );
  });
  it('toOriginal maps normalised offsets back past removed CRs (errata S3)', () => {
    const n = new Normaliser({ trackOffsets: true });
    const out = n.write('a\r\nb\r\nc') + n.end();
    expect(out).toBe('a\nb\nc');
    expect([0, 1, 2, 3, 4].map((o) => n.toOriginal(o))).toEqual([0, 2, 3, 5, 6]);
  });
  it('property: toOriginal points at the same character', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '\r', '\n') }), fc.array(fc.nat(30)), (text, cuts) => {
        const n = new Normaliser({ trackOffsets: true });
        let out = '';
        let last = 0;
        for (const cut of [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b)) {
          out += n.write(text.slice(last, cut));
          last = cut;
        }
        out += n.write(text.slice(last)) + n.end();
        for (let i = 0; i < out.length; i++) {
          const original = text[n.toOriginal(i)];
          if (out[i] === '\n') expect(['\n', '\r']).toContain(original);
          else expect(original).toBe(out[i]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
