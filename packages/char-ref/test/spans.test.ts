// The highlighting glue shared by sky-tokenizer and html-tokenizer.
import { describe, expect, it } from 'vitest';
import { type Span, lineStreamParser, splitLines } from '../src/spans.ts';

describe('splitLines', () => {
  it('LF, CR LF and a lone CR end a line (as LineIndex counts them)', () => {
    expect(splitLines('a\nb\r\nc\rd\n')).toEqual(['a', 'b', 'c', 'd', '']);
    expect(splitLines('')).toEqual(['']);
  });
});

describe('lineStreamParser', () => {
  // A toy line scanner: each word is a span; the state counts lines scanned.
  const scanLine = (line: string, state: number) => {
    const spans: Span<'word' | 'space'>[] = [];
    for (const m of line.matchAll(/\S+|\s+/g))
      spans.push({ kind: m[0].trim() ? 'word' : 'space', start: m.index!, end: m.index! + m[0].length });
    return { spans, state: state + 1 };
  };
  const parser = lineStreamParser('toy', () => 0, scanLine, { word: 'keyword', space: null });

  it('scans a line at its start, then walks its spans; blank lines move the state on', () => {
    const state = parser.startState();
    const stream = {
      string: 'ab  c',
      pos: 0,
      sol() {
        return this.pos === 0;
      },
    };
    const out: [string | null, number][] = [];
    while (stream.pos < stream.string.length) out.push([parser.token(stream, state), stream.pos]);
    expect(out).toEqual([
      ['keyword', 2],
      [null, 4],
      ['keyword', 5],
    ]);
    expect(state.line).toBe(1);
    parser.blankLine(state);
    expect(state.line).toBe(2);
    const copy = parser.copyState(state);
    expect(copy).toEqual(state);
    expect(copy).not.toBe(state);
    expect(parser.name).toBe('toy');
  });
});
