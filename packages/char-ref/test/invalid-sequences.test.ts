// Issue 13 item 11: one report per invalid byte sequence, at the offset of
// its U+FFFD in the decoded text, identical for every chunking (UTF-8,
// UTF-16, legacy decoders); a U+FFFD the input spells is no error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StreamDecoder } from '../src/index.ts';

function decode(bytes: Uint8Array, cuts: number[], encoding?: string): { text: string; invalid: number[] } {
  const invalid: number[] = [];
  const decoder = new StreamDecoder({
    ...(encoding === undefined ? {} : { encoding }),
    sniffBom: encoding === undefined,
    onInvalid: (offset) => invalid.push(offset),
  });
  let text = '';
  let last = 0;
  for (const cut of [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b)) {
    text += decoder.write(bytes.subarray(last, cut));
    last = cut;
  }
  text += decoder.write(bytes.subarray(last)) + decoder.end();
  return { text, invalid };
}

/**
 * Reference for UTF-8: a U+FFFD the input spells is the complete sequence
 * EF BF BD, always read from a lead position; written as "A" instead, every
 * U+FFFD left in the text is a replacement, at the same index.
 */
function utf8Reference(bytes: Uint8Array): number[] {
  const plain: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0xef && bytes[i + 1] === 0xbf && bytes[i + 2] === 0xbd) {
      plain.push(0x41);
      i += 2;
    } else plain.push(bytes[i]!);
  }
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(Uint8Array.from(plain));
  const out: number[] = [];
  for (let j = text.indexOf('\uFFFD'); j >= 0; j = text.indexOf('\uFFFD', j + 1)) out.push(j);
  return out;
}

const INTERESTING = [
  0x41, 0x3c, 0x80, 0x8f, 0x9f, 0xa0, 0xbd, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xe2, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff,
  0x00, 0xd8, 0xdc, 0xfd,
];
const byteArrays = fc
  .array(fc.oneof(fc.constantFrom(...INTERESTING), fc.integer({ min: 0, max: 255 })), { maxLength: 40 })
  .map((a) => Uint8Array.from(a));

describe('invalid byte sequences (issue 13 item 11)', () => {
  it('UTF-8: two invalid bytes are two errors, each at its own offset', () => {
    const bytes = Uint8Array.from(Buffer.from('<r>\n\n  abc\xFFdef\xFF</r>', 'latin1'));
    expect(decode(bytes, [], 'utf-8').invalid).toEqual([10, 14]);
  });

  it('UTF-8: a maximal subpart is one error (E2 82 then €, then F0 9F 98 before "<")', () => {
    const bytes = Uint8Array.of(0xe2, 0x82, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x3c);
    const { text, invalid } = decode(bytes, [], 'utf-8');
    expect(text).toBe('\uFFFD€\uFFFD<');
    expect(invalid).toEqual([0, 2]);
  });

  it('UTF-8: a U+FFFD in the input is no error; an incomplete sequence at the end is one', () => {
    const { text, invalid } = decode(Uint8Array.of(0xef, 0xbf, 0xbd, 0x41, 0xf0, 0x9f), [], 'utf-8');
    expect(text).toBe('\uFFFDA\uFFFD');
    expect(invalid).toEqual([2]);
  });

  it('UTF-8 after a BOM: offsets count from the first character after it', () => {
    expect(decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41, 0xff), []).invalid).toEqual([1]);
  });

  it('UTF-8: the same reports at every chunking, as the reference finds them (property)', () => {
    fc.assert(
      fc.property(byteArrays, fc.array(fc.nat(), { maxLength: 8 }), (bytes, cuts) => {
        expect(decode(bytes, cuts, 'utf-8').invalid).toEqual(utf8Reference(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it('UTF-8 found by sniffing (decoded a whole chunk at a time): the same text and reports at every chunking (property)', () => {
    fc.assert(
      fc.property(byteArrays, fc.array(fc.nat(), { maxLength: 8 }), (tail, cuts) => {
        const bytes = Uint8Array.of(0x41, ...tail); // no BOM
        const { text, invalid } = decode(bytes, cuts);
        expect(text).toBe(new TextDecoder().decode(bytes));
        expect(invalid).toEqual(utf8Reference(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it('UTF-8 found by sniffing: a U+FEFF at the start of a later chunk stays', () => {
    expect(decode(Uint8Array.of(0x41, 0xef, 0xbb, 0xbf, 0x42), [1]).text).toBe('A\uFEFFB');
  });

  it('UTF-16LE and UTF-16BE: unpaired surrogates and an odd last byte are errors, U+FFFD itself is not', () => {
    const le = Uint8Array.of(0x41, 0, 0x00, 0xd8, 0x41, 0, 0xfd, 0xff, 0x00, 0xdc, 0x42);
    expect(decode(le, [], 'utf-16le')).toEqual({ text: 'A\uFFFDA\uFFFD\uFFFD\uFFFD', invalid: [1, 4, 5] });
    const be = Uint8Array.of(0, 0x41, 0xd8, 0x00, 0, 0x41, 0xff, 0xfd, 0xdc, 0x00, 0x42);
    expect(decode(be, [], 'utf-16be')).toEqual({ text: 'A\uFFFDA\uFFFD\uFFFD\uFFFD', invalid: [1, 4, 5] });
  });

  it('UTF-16 and a legacy decoder: the same reports at every chunking (property)', () => {
    fc.assert(
      fc.property(
        byteArrays,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.constantFrom('utf-16le', 'utf-16be', 'shift_jis', 'windows-1253', 'gbk'),
        (bytes, cuts, encoding) => {
          const whole = decode(bytes, [], encoding);
          expect(decode(bytes, cuts, encoding)).toEqual(whole);
          const replacements =
            [...whole.text].length === whole.text.length ? whole.text.split('\uFFFD').length - 1 : -1;
          if (encoding !== 'utf-16le' && encoding !== 'utf-16be' && replacements >= 0)
            expect(whole.invalid).toHaveLength(replacements);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a legacy decoder: each byte it cannot map is one error (Shift_JIS 0xFD, 0xA0)', () => {
    expect(decode(Uint8Array.of(0x41, 0xfd, 0xa0, 0x42), [], 'shift_jis')).toEqual({
      text: 'A\uFFFD\uFFFDB',
      invalid: [1, 2],
    });
  });

  it('without onInvalid nothing is scanned (the text is the same)', () => {
    const decoder = new StreamDecoder();
    expect(decoder.write(Uint8Array.of(0x41, 0xff)) + decoder.end()).toBe('A\uFFFD');
  });
});
