import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineIndex, parseError } from '../src/index.ts';

/** The obvious quadratic reference implementation. */
function naive(text: string, offset: number) {
  let line = 1;
  let column = 1;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line++;
      column = 1;
    } else column++;
  }
  return { line, column, offset };
}

describe('LineIndex', () => {
  it('maps offsets to 1-based lines and columns', () => {
    const index = new LineIndex('ab\ncd');
    expect(index.point(0)).toEqual({ line: 1, column: 1, offset: 0 });
    expect(index.point(2)).toEqual({ line: 1, column: 3, offset: 2 });
    expect(index.point(3)).toEqual({ line: 2, column: 1, offset: 3 });
    expect(index.point(5)).toEqual({ line: 2, column: 3, offset: 5 });
  });
  it('counts CR LF as one line break and lone CR as one (errata S3)', () => {
    const index = new LineIndex('a\r\nb\rc');
    expect(index.point(3)).toEqual({ line: 2, column: 1, offset: 3 });
    expect(index.point(5)).toEqual({ line: 3, column: 1, offset: 5 });
  });
  it('columns count UTF-16 code units', () => {
    expect(new LineIndex('𝔄x').point(2)).toEqual({ line: 1, column: 3, offset: 2 });
  });
  it('clamps offsets outside the input', () => {
    const index = new LineIndex('abc');
    expect(index.point(-4).offset).toBe(0);
    expect(index.point(99).offset).toBe(3);
    expect(index.size).toBe(3);
  });
  it('a CR LF pair split across appends is one break', () => {
    const index = new LineIndex();
    index.append('a\r');
    index.append('\nb');
    expect(index.point(3)).toEqual({ line: 2, column: 1, offset: 3 });
  });
  it('property: agrees with a naive count for every chunking', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\r', '\n', 'é') }), fc.array(fc.nat(50)), (text, cuts) => {
        const index = new LineIndex();
        let last = 0;
        for (const cut of [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b)) {
          index.append(text.slice(last, cut));
          last = cut;
        }
        index.append(text.slice(last));
        for (let o = 0; o <= text.length; o++) expect(index.point(o)).toEqual(naive(text, o));
      }),
      { numRuns: 300 },
    );
  });
  it('builds in linear time on a large input', () => {
    const text = 'line\n'.repeat(200_000);
    const index = new LineIndex(text);
    expect(index.point(text.length - 1)).toEqual({ line: 200_000, column: 5, offset: text.length - 1 });
  });
});

describe('parseError', () => {
  it('is plain data with code, message, start and end (the end defaults to the start)', () => {
    const error = parseError('eof-in-tag', 'End of input inside a tag', { line: 2, column: 4, offset: 9 });
    expect(error).toEqual({
      code: 'eof-in-tag',
      message: 'End of input inside a tag',
      line: 2,
      column: 4,
      offset: 9,
      endOffset: 9,
      endLine: 2,
      endColumn: 4,
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual(error);
  });

  it('spans from the start point to the end point', () => {
    const lines = new LineIndex('ab\ncd&amp');
    const error = parseError('x', 'm', lines.point(1), lines.point(7));
    expect(error).toMatchObject({ line: 1, column: 2, offset: 1, endLine: 2, endColumn: 5, endOffset: 7 });
  });
});

describe('LineIndex.forget (bounded memory for streams)', () => {
  it('keeps line numbers right after forgetting earlier lines', () => {
    const index = new LineIndex();
    for (let i = 0; i < 5000; i++) index.append('ab\n');
    index.forget(4000 * 3);
    expect(index.point(4000 * 3 + 1)).toEqual({ line: 4001, column: 2, offset: 12001 });
    expect(index.point(4999 * 3)).toEqual({ line: 5000, column: 1, offset: 14997 });
  });
  it('clamps lookups before the kept lines to the first kept line', () => {
    const index = new LineIndex('x\n'.repeat(3000));
    index.forget(2500 * 2);
    expect(index.point(0).line).toBe(2501);
  });
  it('does nothing while few lines are kept', () => {
    const index = new LineIndex('a\nb\nc');
    index.forget(4);
    expect(index.point(0)).toEqual({ line: 1, column: 1, offset: 0 });
  });
  it('property: forgetting never changes the points of later offsets', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', '\n', '\r\n', '\r'), { maxLength: 4000 }), fc.nat(), (parts, seed) => {
        const text = parts.join('');
        const full = new LineIndex(text);
        const forgetting = new LineIndex();
        forgetting.append(text);
        const at = text.length === 0 ? 0 : seed % text.length;
        forgetting.forget(at);
        for (let o = at; o <= text.length; o += 7) expect(forgetting.point(o)).toEqual(full.point(o));
      }),
      { numRuns: 50 },
    );
  });
});

describe('LineIndex lookups in any order (cursor + binary search)', () => {
  it('property: random-order lookups agree with a naive count', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('ab', '\n', '\r\n', '\r', 'x'), { maxLength: 300 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (parts, picks) => {
          const text = parts.join('');
          const index = new LineIndex(text);
          for (const pick of picks) {
            const o = pick % (text.length + 1);
            expect(index.point(o)).toEqual(naive(text, o));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
