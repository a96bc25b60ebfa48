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
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '\r', '\n', 'é') }),
        fc.array(fc.nat(50)),
        (text, cuts) => {
          const index = new LineIndex();
          let last = 0;
          for (const cut of [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b)) {
            index.append(text.slice(last, cut));
            last = cut;
          }
          index.append(text.slice(last));
          for (let o = 0; o <= text.length; o++) expect(index.point(o)).toEqual(naive(text, o));
        },
      ),
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
  it('is plain data with code, message, line, column and offset', () => {
    const error = parseError('eof-in-tag', 'End of input inside a tag', { line: 2, column: 4, offset: 9 });
    expect(error).toEqual({ code: 'eof-in-tag', message: 'End of input inside a tag', line: 2, column: 4, offset: 9 });
    expect(JSON.parse(JSON.stringify(error))).toEqual(error);
  });
});
