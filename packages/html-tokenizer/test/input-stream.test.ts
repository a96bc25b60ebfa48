// Input stream preprocessing (§13.2.3.5, decision H2) and positions.
import { describe, expect, it } from 'vitest';
import { Tokenizer, tokenize } from '../src/index.ts';
import { lowCallbacks, record, show } from './helpers.ts';

describe('Input stream preprocessing', () => {
  it('CR LF and lone CR become LF', () => {
    expect(show('a\r\nb\rc\n\rd')).toEqual({ tokens: 'T:a\nb\nc\n\nd', errors: '' });
  });

  it('offsets refer to the original input', () => {
    const { tokens } = tokenize('a\r\n<b>\r\n</b>');
    expect(tokens.map((t) => [t.type, t.start, t.end])).toEqual([
      ['text', 0, 3],
      ['startTag', 3, 6],
      ['text', 6, 8],
      ['endTag', 8, 12],
    ]);
  });

  it('controls, noncharacters and lone surrogates are errors with their positions', () => {
    const { errors } = tokenize('a\u0001\n\u007f\ufdd0\ud800\ud83f\udffe\ud83d\ude00');
    expect(errors.map((e) => [e.code, e.line, e.column, e.offset, e.endOffset])).toEqual([
      ['control-character-in-input-stream', 1, 2, 1, 2],
      ['control-character-in-input-stream', 2, 1, 3, 4],
      ['noncharacter-in-input-stream', 2, 2, 4, 5],
      ['surrogate-in-input-stream', 2, 3, 5, 6],
      ['noncharacter-in-input-stream', 2, 4, 6, 8],
    ]);
  });

  it('one scan finds CR or a special character first: errors, NULs and CR LF offsets hold in every order', () => {
    // No CR, no special; a special only; CR before a special; a special before CR.
    expect(show('a<b>c').errors).toBe('');
    const cases: [string, [string, number, number][]][] = [
      [
        'a\u0001b\0',
        [
          ['control-character-in-input-stream', 1, 2],
          ['unexpected-null-character', 3, 4],
        ],
      ],
      [
        'a\r\nb\u0001\r\n\0',
        [
          ['control-character-in-input-stream', 4, 5],
          ['unexpected-null-character', 7, 8],
        ],
      ],
      [
        '\u0002a\r\nb\r\u0003',
        [
          ['control-character-in-input-stream', 0, 1],
          ['control-character-in-input-stream', 6, 7],
        ],
      ],
    ];
    for (const [input, expected] of cases) {
      const { tokens, errors } = tokenize(input);
      expect(errors.map((e) => [e.code, e.offset, e.endOffset])).toEqual(expected);
      // The text is one token over the whole input, NUL kept (Data state), CRs as LF.
      expect(tokens).toEqual([
        { type: 'text', value: input.replaceAll('\r\n', '\n').replaceAll('\r', '\n'), start: 0, end: input.length },
      ]);
    }
  });

  it('offsetAt maps every index back through CR LF removals, queried in any order', () => {
    // Several sizes, so that the galloping search overshoots the removals at various points.
    for (let lines = 40; lines < 400; lines += 23) {
      let input = '';
      for (let k = 0; k < lines; k++) input += k % 7 === 0 ? `<p>${k}\r\n` : k % 3 === 0 ? `x\ry\r\n` : `${k}\n`;
      const t = new Tokenizer(lowCallbacks());
      t.end(input);
      // Brute force: the original offset of each index of the normalized buffer.
      const original: number[] = [];
      for (let i = 0; i < input.length; i++) if (input[i] !== '\n' || input[i - 1] !== '\r') original.push(i);
      original.push(input.length);
      expect(t.buffer.length).toBe(original.length - 1);
      // Forward by one, forward by leaps, backwards, and from the start straight to each end.
      const order: number[] = [];
      for (let i = 0; i < original.length; i++) order.push(i);
      for (let i = 0; i < original.length; i += 97) order.push(i);
      for (let i = original.length - 1; i >= 0; i -= 13) order.push(i);
      for (let i = original.length - 40; i < original.length; i++) order.push(0, i);
      for (const i of order) expect(t.offsetAt(i)).toBe(original[i]);
    }
  });

  it('tab, LF, FF, CR and NUL are not control errors', () => {
    expect(tokenize('\t\n\f\r').errors).toEqual([]);
  });

  it('errors carry code, message, line, column, offset and their end (endOffset, endLine, endColumn)', () => {
    expect(tokenize('<a\n<b').errors).toEqual([
      {
        code: 'unexpected-character-in-attribute-name',
        message: expect.any(String),
        line: 2,
        column: 1,
        offset: 3,
        endOffset: 4,
        endLine: 2,
        endColumn: 2,
      },
      {
        code: 'eof-in-tag',
        message: expect.any(String),
        line: 2,
        column: 3,
        offset: 5,
        endOffset: 5,
        endLine: 2,
        endColumn: 3,
      },
    ]);
  });
});

describe('Byte input (decision H1, minimal)', () => {
  it('a UTF-8 BOM decides', () => {
    expect(tokenize(new Uint8Array([0xef, 0xbb, 0xbf, 0xc3, 0xa9])).tokens).toMatchObject([
      { type: 'text', value: 'é' },
    ]);
  });
  it('without a BOM, windows-1252', () => {
    expect(tokenize(new Uint8Array([0x80, 0xe9])).tokens).toMatchObject([{ type: 'text', value: '€é' }]);
  });
  it('the encoding option names the transport encoding', () => {
    expect(tokenize(new Uint8Array([0xc3, 0xa9]), { encoding: 'utf-8' }).tokens).toMatchObject([
      { type: 'text', value: 'é' },
    ]);
  });
});

describe('Byte input: the encoding sniffing algorithm', () => {
  const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
  it('a <meta charset> in the first 1024 bytes decides', () => {
    const input = bytes('<meta charset=utf-8><p>\xc3\xa9');
    expect(tokenize(input).tokens.at(-1)).toMatchObject({ type: 'text', value: 'é' });
  });
  it('defaultEncoding when nothing else decides', () => {
    expect(tokenize(bytes('\xc3\xa9'), { defaultEncoding: 'utf-8' }).tokens).toMatchObject([{ value: 'é' }]);
  });
  it('a stream waits for 1024 bytes or the end before deciding, for every chunking', () => {
    const input = bytes(`<meta charset="utf-8">${'x'.repeat(2000)}\xc3\xa9`);
    const one = record([input]);
    const split = record([
      input.subarray(0, 10),
      input.subarray(10, 1500),
      input.subarray(1500, input.length - 1),
      input.subarray(input.length - 1),
    ]);
    expect(split).toEqual(one);
    expect(JSON.stringify(one)).toContain('é');
  });
});
