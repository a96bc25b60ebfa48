// `textPieces()` during `sink.text` (the stream's map from a text value back
// to the input, which html-tree reads for split text and NUL errors): each
// verbatim piece is the input at its offset (CR LF and CR normalized to LF),
// each replacement starts at a `&` or a NUL, and a text given as one piece
// list is the same text (value, start, end) for every chunking.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTokenizer } from '../src/index.ts';
import { split } from './helpers.ts';

type Text = { value: string; start: number; end: number; pieces: number[] };

function texts(chunks: readonly string[]): Text[] {
  const out: Text[] = [];
  const noop = () => {};
  const stream = createTokenizer({
    sink: {
      text: (value, start, end) => void out.push({ value, start, end, pieces: [...stream.textPieces()] }),
      startTag: noop,
      endTag: noop,
      comment: noop,
      doctype: noop,
    },
  });
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return out;
}

const normalize = (s: string) => s.replace(/\r\n?/g, '\n');

/** Every piece checked against the input; returns the text's offsets of each value index, as html-tree maps them. */
function check(input: string, t: Text): void {
  const { value, start, end, pieces } = t;
  if (pieces.length === 0) {
    expect(normalize(input.slice(start, end))).toBe(value);
    return;
  }
  expect(pieces[0]).toBe(0);
  expect(pieces[1]).toBe(start);
  for (let p = 0; p < pieces.length; p += 3) {
    const [from, at, verbatim] = [pieces[p]!, pieces[p + 1]!, pieces[p + 2]!];
    const to = p + 3 < pieces.length ? pieces[p + 3]! : value.length;
    const next = p + 3 < pieces.length ? pieces[p + 4]! : end;
    expect(at).toBeLessThanOrEqual(next);
    if (verbatim === 1) expect(normalize(input.slice(at, next))).toBe(value.slice(from, to));
    else expect(['&', '\0']).toContain(input[at]);
  }
}

const FRAGMENTS = [
  'a',
  ' ',
  '\n',
  '\r\n',
  '\r',
  '&amp;',
  '&amp',
  '&#32;',
  '&#10;',
  '&notin;',
  '&not',
  '&',
  '\0',
  '<p>',
  '<title>',
  '</title>',
  '<textarea>',
  'é',
];
const html = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 }).map((parts) => parts.join(''));

describe('textPieces (HtmlStreamTokenizer)', () => {
  it('one verbatim section gives no pieces', () => {
    expect(texts(['a\r\nb'])).toEqual([{ value: 'a\nb', start: 0, end: 4, pieces: [] }]);
  });
  it('a reference between verbatim sections: three pieces', () => {
    expect(texts(['a&amp;b'])).toEqual([{ value: 'a&b', start: 0, end: 7, pieces: [0, 0, 1, 1, 1, 0, 2, 6, 1] }]);
  });
  it('a text that starts with a reference starts with a replacement piece', () => {
    expect(texts(['&lt;x'])[0]!.pieces).toEqual([0, 0, 0, 1, 4, 1]);
  });
  it('a NUL in RCDATA is a replacement piece at the NUL', () => {
    const [t] = texts(['<title>a\0b</title>']);
    expect(t!.value).toBe('a\uFFFDb');
    expect(t!.pieces).toEqual([0, 7, 1, 1, 8, 0, 2, 9, 1]);
  });
  it('every piece is the input at its offset, for any chunking (property)', () => {
    fc.assert(
      fc.property(html, fc.array(fc.nat(200), { maxLength: 6 }), (input, cuts) => {
        const whole = texts([input]);
        for (const t of whole) check(input, t);
        const chunked = texts(split(input, cuts));
        for (const t of chunked) check(input, t);
        expect(chunked.map(({ value, start, end }) => [value, start, end])).toEqual(
          whole.map(({ value, start, end }) => [value, start, end]),
        );
      }),
      { numRuns: Number(process.env.RUNS ?? 400) },
    );
  });
});
