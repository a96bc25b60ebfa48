// Issue 13 item 11 ("never throw on input"): Node 20's TextDecoder in
// streaming mode throws "The encoded data was not valid" (with fatal: false)
// for some chunkings of gb18030, gbk, euc-jp and iso-2022-jp. Every byte
// stream goes through ChunkDecoder, which never uses that mode for them: the
// streamed text (and the invalid-sequence reports) equal the whole decode
// for every chunking.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HtmlStreamDecoder, decodeHtmlBytes, sniffHtmlEncoding } from '../src/html.ts';
import { StreamDecoder } from '../src/index.ts';
import { chunks } from './support/chunks.ts';

function streamed(parts: Uint8Array[], encoding: string): { text: string; invalid: number[] } {
  const invalid: number[] = [];
  const decoder = new StreamDecoder({ encoding, sniffBom: false, onInvalid: (offset) => invalid.push(offset) });
  let text = '';
  for (const part of parts) text += decoder.write(part);
  return { text: text + decoder.end(), invalid };
}

/**
 * The whole-input text HtmlStreamDecoder must give: a byte order mark wins
 * over the transport label (the HTML sniffing), else the StreamDecoder text.
 */
function htmlWhole(bytes: Uint8Array, encoding: string, text: string): string {
  const sniffed = sniffHtmlEncoding(bytes, { encoding });
  return sniffed.bomLength === 0 ? text : decodeHtmlBytes(bytes, sniffed);
}

function htmlStreamed(parts: Uint8Array[], encoding: string): string {
  // prescanLimit 0: decide once the 3 bytes a BOM needs are there, so that later chunks stream.
  const decoder = new HtmlStreamDecoder({ encoding, prescanLimit: 0 });
  let text = '';
  for (const part of parts) text += decoder.write(part);
  return text + decoder.end();
}

/** Lead, trail, escape and ASCII bytes of the legacy multi-byte encodings, mixed with any byte. */
const INTERESTING = [
  0x00, 0x21, 0x24, 0x28, 0x30, 0x39, 0x3c, 0x40, 0x41, 0x42, 0x49, 0x4a, 0x7e, 0x80, 0x81, 0x8e, 0x8f, 0xa0, 0xa1,
  0xb0, 0xdf, 0xe0, 0xfe, 0xff, 0x1b,
];
const byteArrays = fc
  .array(fc.oneof(fc.constantFrom(...INTERESTING), fc.integer({ min: 0, max: 255 })), { maxLength: 24 })
  .map((a) => Uint8Array.from(a));
const cutLists = fc.array(fc.nat(), { maxLength: 8 });

/** The encodings decoded by this package's own decoders (issue 29: every one but UTF-8). */
const CUT_HERE = ['gb18030', 'gbk', 'euc-jp', 'iso-2022-jp', 'big5', 'euc-kr', 'shift_jis', 'utf-16le', 'utf-16be'];
/** A guard: UTF-8, streamed by TextDecoder itself. */
const GUARD = ['utf-8'];

describe('streaming decode never throws (issue 13 item 11: Node TextDecoder stream mode throws for gb18030 and iso-2022-jp)', () => {
  it('regression: gb18030 81 30 then 00 in the next chunk (Node throws) decodes as the whole', () => {
    const parts = [Uint8Array.of(0x81, 0x30), Uint8Array.of(0x00)];
    const whole = new TextDecoder('gb18030').decode(Uint8Array.of(0x81, 0x30, 0x00));
    expect(whole).toBe('\uFFFD0\u0000');
    expect(streamed(parts, 'gb18030')).toEqual({ text: whole, invalid: [0] });
    expect(htmlStreamed(parts, 'gb18030')).toBe(whole);
  });

  it('regression: iso-2022-jp ESC ( then ESC in the next chunk (Node throws) decodes as the whole', () => {
    const bytes = Uint8Array.of(0x21, 0xad, 0x1b, 0x28, 0x1b);
    const parts = [bytes.subarray(0, 4), bytes.subarray(4)];
    // "!", 0xAD (not ASCII), ESC ( followed by ESC: an error and "(" read again, ESC at the end: an error.
    expect(streamed([bytes], 'iso-2022-jp').text).toBe('!\uFFFD\uFFFD(\uFFFD');
    expect(streamed(parts, 'iso-2022-jp')).toEqual(streamed([bytes], 'iso-2022-jp'));
    expect(htmlStreamed(parts, 'iso-2022-jp')).toBe('!\uFFFD\uFFFD(\uFFFD');
  });

  it('HtmlStreamDecoder with a prescanLimit under 3 still finds a BOM that comes after an empty chunk', () => {
    const parts = [new Uint8Array(0), Uint8Array.of(0xff), Uint8Array.of(0xfe, 0x41, 0x00)];
    expect(htmlStreamed(parts, 'gb18030')).toBe('A');
  });

  it('gb18030, gbk, euc-jp, iso-2022-jp, big5, euc-kr, Shift_JIS, UTF-16: the same text and reports for every chunking (property)', () => {
    fc.assert(
      fc.property(byteArrays, cutLists, fc.constantFrom(...CUT_HERE), (bytes, cuts, encoding) => {
        const whole = streamed([bytes], encoding);
        expect(streamed(chunks(bytes, cuts), encoding)).toEqual(whole);
        expect(htmlStreamed(chunks(bytes, cuts), encoding)).toBe(htmlWhole(bytes, encoding, whole.text));
        // StreamDecoder without BOM sniffing still removes a leading UTF-16 byte order mark, as
        // TextDecoder does; decodeHtmlBytes, told there is none (bomLength 0), keeps it.
        const html = decodeHtmlBytes(bytes, { encoding, bomLength: 0 });
        const bom = encoding.startsWith('utf-16') && html.charCodeAt(0) === 0xfeff;
        expect(bom ? html.slice(1) : html).toBe(whole.text);
      }),
      { numRuns: 3000 },
    );
  });

  it('a byte at a time: the same text as the whole (property)', () => {
    fc.assert(
      fc.property(byteArrays, fc.constantFrom(...CUT_HERE, ...GUARD), (bytes, encoding) => {
        const each = Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));
        expect(streamed(each, encoding)).toEqual(streamed([bytes], encoding));
      }),
      { numRuns: 2000 },
    );
  });

  it('guard: UTF-8 streams as Node decodes the whole (property)', () => {
    fc.assert(
      fc.property(byteArrays, cutLists, fc.constantFrom(...GUARD), (bytes, cuts, encoding) => {
        const whole = new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);
        expect(streamed(chunks(bytes, cuts), encoding)).toEqual(streamed([bytes], encoding));
        expect(htmlStreamed(chunks(bytes, cuts), encoding)).toBe(htmlWhole(bytes, encoding, whole));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the Encoding Standard's euc-jp and iso-2022-jp decoders (issue 13 item 11)", () => {
  const decode = (encoding: string, ...bytes: number[]): string => streamed([Uint8Array.from(bytes)], encoding).text;

  it('gbk is decoded as gb18030 (Encoding Standard §10.1.1), four-byte sequences too', () => {
    // Node's own gbk gives U+FFFD 0 U+FFFD 0 for the first four bytes.
    expect(decode('gbk', 0x81, 0x30, 0x81, 0x30, 0xb0, 0xa1, 0x80)).toBe('\u0080啊€');
  });

  it('iso-2022-jp: modes, JIS X 0208 pairs, katakana and Roman', () => {
    expect(decode('iso-2022-jp', 0x1b, 0x24, 0x42, 0x30, 0x21, 0x1b, 0x28, 0x42, 0x41)).toBe('亜A');
    expect(decode('iso-2022-jp', 0x1b, 0x28, 0x49, 0x21, 0x1b, 0x28, 0x4a, 0x5c, 0x7e)).toBe('｡¥‾');
  });

  it('iso-2022-jp: an escape sequence right after another is an error (output flag); a bad one keeps its bytes', () => {
    expect(decode('iso-2022-jp', 0x1b, 0x28, 0x42, 0x1b, 0x28, 0x42, 0x41)).toBe('\uFFFDA');
    // Node drops "$A" here; the Standard prepends the lead and the byte again.
    expect(decode('iso-2022-jp', 0x1b, 0x24, 0x41, 0x42)).toBe('\uFFFD$AB');
    expect(decode('iso-2022-jp', 0x1b, 0x28)).toBe('\uFFFD(');
  });

  it('iso-2022-jp: a lead byte alone at the end, and ESC in place of a trail byte, are errors', () => {
    expect(decode('iso-2022-jp', 0x1b, 0x24, 0x42, 0x30)).toBe('\uFFFD');
    expect(decode('iso-2022-jp', 0x1b, 0x24, 0x42, 0x30, 0x1b, 0x28, 0x42, 0x41)).toBe('\uFFFDA');
  });

  it('euc-jp: JIS X 0208, JIS X 0212 and half-width katakana', () => {
    expect(decode('euc-jp', 0xb0, 0xa1, 0x8f, 0xb0, 0xa1, 0x8e, 0xa1)).toBe('亜丂｡');
  });

  it('euc-jp: a byte that cannot continue a sequence ends it; only an ASCII byte is read again', () => {
    // Node reads F1 again as a lead (U+FFFD U+98AF); the Standard does not.
    expect(decode('euc-jp', 0x8e, 0xf1, 0xa5)).toBe('\uFFFD\uFFFD');
    expect(decode('euc-jp', 0xb0, 0x41)).toBe('\uFFFDA');
    expect(decode('euc-jp', 0x8f, 0xa1, 0x41)).toBe('\uFFFDA');
    expect(decode('euc-jp', 0x80, 0x8f)).toBe('\uFFFD\uFFFD');
  });
});
