// Issue 29: the decoders that used to go through Node's TextDecoder (ICU)
// and departed from the Encoding Standard, each error case of each decoder
// (one U+FFFD and one report per invalid sequence, at its own offset), and
// the same text and reports for every chunking (property).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HtmlStreamDecoder, decodeHtmlBytes } from '../src/html.ts';
import { chunks } from './support/chunks.ts';
import { streamed, decode } from './support/stream-decode.ts';

describe('issue 29: where Node’s TextDecoder departs from the Standard', () => {
  it('Shift_JIS 82 41 42: a bad pair keeps its ASCII trail ("prepend byte"): U+FFFD A B (ICU: U+FFFD B)', () => {
    expect(decode('shift_jis', 0x82, 0x41, 0x42)).toEqual({ text: '\uFFFDAB', invalid: [0] });
  });
  it('windows-874 DB is an error (ICU: U+F8C1)', () => {
    expect(decode('windows-874', 0x41, 0xdb, 0xa1)).toEqual({ text: 'A\uFFFD\u0E01', invalid: [1] });
  });
  it('windows-1253 AA is an error (ICU: U+00AA)', () => {
    expect(decode('windows-1253', 0xaa, 0xc1)).toEqual({ text: '\uFFFDΑ', invalid: [0] });
  });
  it('windows-1255 CA is U+05BA (ICU: an error)', () => {
    expect(decode('windows-1255', 0xca)).toEqual({ text: '\u05BA', invalid: [] });
  });
  it('koi8-u AE is U+045E (ICU: U+255D)', () => {
    expect(decode('koi8-u', 0xae)).toEqual({ text: '\u045E', invalid: [] });
  });
  it('ISO-8859-8-I is ISO-8859-8 (index ISO-8859-8)', () => {
    expect(decode('iso-8859-8-i', 0xe0, 0xbf)).toEqual(decode('iso-8859-8', 0xe0, 0xbf));
    expect(decode('iso-8859-8-i', 0xe0, 0xbf)).toEqual({ text: 'א\uFFFD', invalid: [1] });
  });
  it('x-user-defined and ISO-8859-16 decode through StreamDecoder (Node has neither)', () => {
    expect(decode('x-user-defined', 0x41, 0x80, 0xff)).toEqual({ text: 'A\uF780\uF7FF', invalid: [] });
    expect(decode('iso-8859-16', 0xa1, 0xaa)).toEqual({ text: 'ĄȘ', invalid: [] });
  });
});

describe('Shift_JIS decoder errors (§12.3.1)', () => {
  it('bad lead (A0, FD-FF) is an error; 80 is U+0080; A1-DF are halfwidth katakana', () => {
    expect(decode('shift_jis', 0xa0, 0x80, 0xa1, 0xdf, 0xfd, 0xff)).toEqual({
      text: '\uFFFD\u0080｡ﾟ\uFFFD\uFFFD',
      invalid: [0, 4, 5],
    });
  });
  it('a non-ASCII byte that is no trail is consumed with the lead: 81 FD 41 is U+FFFD A', () => {
    expect(decode('shift_jis', 0x81, 0xfd, 0x41)).toEqual({ text: '\uFFFDA', invalid: [0] });
  });
  it('a lead at the end of input is an error, also alone in the last chunk', () => {
    expect(decode('shift_jis', 0x41, 0x81)).toEqual({ text: 'A\uFFFD', invalid: [1] });
    expect(streamed([Uint8Array.of(0x41, 0x81), new Uint8Array(0)], 'shift_jis')).toEqual({
      text: 'A\uFFFD',
      invalid: [1],
    });
  });
  it('EUDC: F0 40 is U+E000, F9 FC U+E757 (pointers 8836-10715)', () => {
    expect(decode('shift_jis', 0xf0, 0x40, 0xf9, 0xfc).text).toBe('\uE000\uE757');
  });
});

describe('gb18030 decoder errors (§10.2.1)', () => {
  it('84 31 A4 37 is U+FFFD spelled by the input: no report', () => {
    expect(decode('gb18030', 0x84, 0x31, 0xa4, 0x37, 0xff)).toEqual({ text: '\uFFFD\uFFFD', invalid: [1] });
  });
  it('80 is €, FF is an error; a bad pair with an ASCII trail keeps it: 81 7F is U+FFFD U+007F', () => {
    expect(decode('gb18030', 0x80, 0xff, 0x81, 0x7f)).toEqual({ text: '€\uFFFD\uFFFD\u007F', invalid: [1, 2] });
  });
  it('a bad third byte: U+FFFD, then the second byte again (81 30 41 is U+FFFD 0 A)', () => {
    expect(decode('gb18030', 0x81, 0x30, 0x41)).toEqual({ text: '\uFFFD0A', invalid: [0] });
  });
  it('a bad fourth byte: U+FFFD, then the second, third and fourth bytes again', () => {
    // 81 30 81 41: error, "0", then 81 41 is the pair 丄 (U+4E04).
    expect(decode('gb18030', 0x81, 0x30, 0x81, 0x41)).toEqual({ text: '\uFFFD0\u4E04', invalid: [0] });
  });
  it('four-byte pointers: 7457 is U+E7C7, U+10000 is 90 30 81 30; a pointer past the ranges is an error', () => {
    expect(decode('gb18030', 0x81, 0x35, 0xf4, 0x37, 0x90, 0x30, 0x81, 0x30)).toEqual({
      text: '\uE7C7\u{10000}',
      invalid: [],
    });
    // Pointer 39420 (84 31 A5 30) and 1237576 (E3 32 9A 36) have no code point.
    expect(decode('gb18030', 0x84, 0x31, 0xa5, 0x30, 0xe3, 0x32, 0x9a, 0x36)).toEqual({
      text: '\uFFFD\uFFFD',
      invalid: [0, 1],
    });
  });
  it('truncated at the end: one error for the one, two or three bytes held', () => {
    expect(decode('gb18030', 0x81)).toEqual({ text: '\uFFFD', invalid: [0] });
    expect(decode('gb18030', 0x81, 0x30)).toEqual({ text: '\uFFFD', invalid: [0] });
    expect(decode('gb18030', 0x41, 0x81, 0x30, 0x81)).toEqual({ text: 'A\uFFFD', invalid: [1] });
  });
});

describe('UTF-16 decoder errors (§14.2.1)', () => {
  it('a lone low surrogate is an error; a high one followed by another unit is an error and the unit', () => {
    expect(decode('utf-16le', 0x00, 0xdc, 0x00, 0xd8, 0x41, 0x00)).toEqual({ text: '\uFFFD\uFFFDA', invalid: [0, 1] });
    expect(decode('utf-16be', 0xd8, 0x00, 0xd8, 0x3d, 0xde, 0x00)).toEqual({ text: '\uFFFD\u{1F600}', invalid: [0] });
  });
  it('truncated at the end: an odd byte, or a high surrogate, is one error', () => {
    expect(decode('utf-16le', 0x41, 0x00, 0x42)).toEqual({ text: 'A\uFFFD', invalid: [1] });
    expect(decode('utf-16be', 0xd8, 0x00, 0x00)).toEqual({ text: '\uFFFD', invalid: [0] });
  });
  it('U+FFFD spelled by the input is no error', () => {
    expect(decode('utf-16be', 0xff, 0xfd)).toEqual({ text: '\uFFFD', invalid: [] });
  });
  it('without BOM sniffing a leading byte order mark is still removed, as TextDecoder does; with it, BOM wins', () => {
    expect(decode('utf-16le', 0xff, 0xfe, 0x41, 0x00)).toEqual({ text: 'A', invalid: [] });
    expect(decode('utf-16be', 0xfe, 0xff, 0xd8, 0x00)).toEqual({ text: '\uFFFD', invalid: [0] });
  });
});

describe('single-byte decoders (§9.1)', () => {
  it('every byte without a code point is one error at its own offset', () => {
    // windows-1255: D9-DF and FB-FC, FF have none.
    expect(decode('windows-1255', 0xd9, 0x41, 0xfb, 0xfc, 0xff)).toEqual({
      text: '\uFFFDA\uFFFD\uFFFD\uFFFD',
      invalid: [0, 2, 3, 4],
    });
  });
});

/** Lead, trail, escape, digit and ASCII bytes of every multi-byte encoding, mixed with any byte. */
const INTERESTING = [
  0x00, 0x1b, 0x21, 0x24, 0x28, 0x30, 0x35, 0x39, 0x40, 0x41, 0x42, 0x49, 0x4a, 0x7e, 0x7f, 0x80, 0x81, 0x84, 0x8e,
  0x8f, 0x90, 0xa0, 0xa1, 0xa4, 0xd8, 0xdc, 0xdf, 0xe0, 0xe3, 0xf0, 0xfc, 0xfd, 0xfe, 0xff,
];
const byteArrays = fc
  .array(fc.oneof(fc.constantFrom(...INTERESTING), fc.integer({ min: 0, max: 255 })), { maxLength: 32 })
  .map((a) => Uint8Array.from(a));
const cutLists = fc.array(fc.nat(), { maxLength: 10 });
const ENCODINGS = [
  'shift_jis',
  'gb18030',
  'gbk',
  'utf-16le',
  'utf-16be',
  'euc-jp',
  'iso-2022-jp',
  'big5',
  'euc-kr',
  'windows-1252',
  'windows-874',
  'iso-8859-16',
  'koi8-u',
  'x-user-defined',
  'replacement',
];

describe('every chunking gives the whole input’s text and reports (issue 29, property)', () => {
  it('StreamDecoder, HtmlStreamDecoder (no BOM) and decodeHtmlBytes agree', () => {
    fc.assert(
      fc.property(byteArrays, cutLists, fc.constantFrom(...ENCODINGS), (bytes, cuts, encoding) => {
        const whole = streamed([bytes], encoding);
        expect(streamed(chunks(bytes, cuts), encoding)).toEqual(whole);
        // One report per U+FFFD, except where the input spells U+FFFD itself (gb18030, GBK, UTF-16).
        const replacements = whole.text.split('\uFFFD').length - 1;
        expect(whole.invalid.length).toBeLessThanOrEqual(replacements);
        if (!['gb18030', 'gbk', 'utf-16le', 'utf-16be'].includes(encoding))
          expect(whole.invalid.length).toBe(replacements);
        for (const at of whole.invalid) expect(whole.text.charCodeAt(at)).toBe(0xfffd);
        // StreamDecoder without BOM sniffing still removes a leading UTF-16 byte order mark, as
        // TextDecoder does; decodeHtmlBytes, told there is none (bomLength 0), keeps it.
        const html16 = decodeHtmlBytes(bytes, { encoding, bomLength: 0 });
        const bom = encoding.startsWith('utf-16') && html16.charCodeAt(0) === 0xfeff;
        expect(bom ? html16.slice(1) : html16).toBe(whole.text);
        const html = new HtmlStreamDecoder({ encoding, prescanLimit: 0 });
        let text = '';
        for (const part of chunks(bytes, cuts)) text += html.write(part);
        text += html.end();
        if (html.sniffed!.bomLength === 0) expect(text).toBe(whole.text);
      }),
      { numRuns: 4000 },
    );
  });
});

describe('scale: the decoders are linear on hostile input (issue 29)', () => {
  /** Median wall time of three runs; only the ratio of two sizes is asserted (generously). */
  const time = (fn: () => unknown): number => {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      fn();
      runs.push(performance.now() - t);
    }
    return runs.sort((a, b) => a - b)[1]!;
  };
  const repeat = (pattern: number[], times: number): Uint8Array => {
    const out = new Uint8Array(pattern.length * times);
    for (let i = 0; i < out.length; i++) out[i] = pattern[i % pattern.length]!;
    return out;
  };
  it.each([
    // gb18030: the fourth byte bad, so three bytes are read again each time.
    ['gb18030', [0x81, 0x30, 0x81, 0x41]],
    // Shift_JIS: a bad pair whose ASCII trail is read again.
    ['shift_jis', [0x82, 0x41]],
    // UTF-16: lone high surrogates, each unit after one read again.
    ['utf-16le', [0x00, 0xd8]],
    ['windows-874', [0xdb, 0x41]],
  ])('%s: 10× the bytes, within 40× the time', (encoding, pattern) => {
    const small = repeat(pattern as number[], 100_000);
    const large = repeat(pattern as number[], 1_000_000);
    const run = (bytes: Uint8Array) => () => streamed([bytes], encoding as string);
    expect(run(large)().invalid.length).toBeGreaterThan(0);
    const ratio = time(run(large)) / Math.max(0.05, time(run(small)));
    expect(ratio).toBeLessThan(40); // quadratic would be about 100
  });
});
