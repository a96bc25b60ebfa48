// Issue 29: every decoder of the Encoding Standard gives the Standard's code
// points, checked for every pointer of every index. The expected side is the
// index itself: indexes.json of the whatwg/encoding repository when it is here
// (WHATWG_ENCODING_GIT / WHATWG_ENCODING_DIR, scripts/encoding-data.mjs),
// else the committed generated data read back by the generator's own reader
// (a reader of its own, not src/compact-index.ts, and the data must hash to
// the SHA-256 the generator recorded from indexes.json). The actual side is
// the bytes the Standard's encoder rules make of each pointer, decoded by
// StreamDecoder (whole and a byte at a time) and decodeHtmlBytes. The
// multi-byte indexes are checked twice: first as read from the runtime's
// TextDecoder (no index installed: Node 20's are the Standard's but for
// Big5's HKSCS rows, errors then), then with the `encoding-indexes` entry's.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCommitted, readRepository } from '../scripts/encoding-data.mjs';
import { installEncodingIndexes } from '../src/encoding-indexes.ts';
import { decodeHtmlBytes } from '../src/html.ts';
import { streamed } from './support/stream-decode.ts';

const DATA = readRepository() ?? readCommitted();
const INDEXES = DATA.indexes;

/** One byte sequence and what the Standard decodes it to: the text, and whether it is one error (U+FFFD) first. */
interface Case {
  bytes: number[];
  /** The code points after the error, if any (a restored ASCII byte), or the sequence's code point(s). */
  text: string;
  error: boolean;
}

/**
 * Decodes all the cases one after the other, as one input (whole, and a byte
 * at a time), and compares with the expected text and error offsets.
 * Returns the number of cases.
 */
function check(encoding: string, cases: Case[], prefix: number[] = [], suffix: number[] = []): number {
  const bytes: number[] = prefix.slice();
  let text = '';
  const invalid: number[] = [];
  for (const c of cases) {
    for (const b of c.bytes) bytes.push(b);
    if (c.error) {
      invalid.push(text.length);
      text += '\uFFFD';
    }
    text += c.text;
  }
  for (const b of suffix) bytes.push(b);
  const all = Uint8Array.from(bytes);
  const whole = streamed([all], encoding);
  // Compare piece by piece first: a failure then names the first pointer that differs.
  expect(whole.text.length, encoding).toBe(text.length);
  expect(whole.text === text, `${encoding}: text`).toBe(true);
  expect(whole.invalid, `${encoding}: error offsets`).toEqual(invalid);
  const each = streamed(
    Array.from(all, (_, i) => all.subarray(i, i + 1)),
    encoding,
  );
  expect(each.text === text && each.invalid.join() === invalid.join(), `${encoding}: a byte at a time`).toBe(true);
  expect(decodeHtmlBytes(all, { encoding, bomLength: 0 }) === text, `${encoding}: decodeHtmlBytes`).toBe(true);
  return cases.length;
}

/** The case for a pointer of a two-byte index: its code point, or an error and (an ASCII trail) the trail again. */
function pairCase(bytes: number[], code: number | null | undefined): Case {
  if (code !== null && code !== undefined) return { bytes, text: String.fromCodePoint(code), error: false };
  const trail = bytes[bytes.length - 1]!;
  return { bytes, text: trail < 0x80 ? String.fromCharCode(trail) : '', error: true };
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

describe('every pointer of every index (issue 29)', () => {
  const single = DATA.encodings.find((g) => g.heading === 'Legacy single-byte encodings')!.encodings;

  it.each(single.map((e) => e.name))('%s: the 128 ASCII bytes, then every pointer of its index', (name) => {
    const index = INDEXES[name === 'ISO-8859-8-I' ? 'iso-8859-8' : name.toLowerCase()]!;
    expect(index.length).toBe(128);
    const ascii = range(128).map((b) => ({ bytes: [b], text: String.fromCharCode(b), error: false }));
    const cases = range(128).map((pointer) => {
      const code = index[pointer];
      return code === null ? { bytes: [0x80 + pointer], text: '', error: true } : pairCase([0x80 + pointer], code);
    });
    expect(check(name, ascii.concat(cases))).toBe(256);
  });

  it('x-user-defined: every byte', () => {
    const cases = range(256).map((b) => pairCase([b], b < 0x80 ? b : 0xf780 + b - 0x80));
    expect(check('x-user-defined', cases)).toBe(256);
  });

  it('UTF-16BE and UTF-16LE: every code unit that is no surrogate, and every lone surrogate', () => {
    for (const [encoding, big] of [
      ['utf-16be', true],
      ['utf-16le', false],
    ] as const) {
      const cases = range(0x10000).map((unit) => {
        const bytes = big ? [unit >> 8, unit & 0xff] : [unit & 0xff, unit >> 8];
        // A lone low surrogate is an error; a high one followed by a non-surrogate (the next case) too.
        const surrogate = unit >= 0xd800 && unit <= 0xdfff;
        return surrogate ? { bytes, text: '', error: true } : { bytes, text: String.fromCharCode(unit), error: false };
      });
      // Every high surrogate is followed by the next unit: a high one by another high one or by DC00 ...
      // keep them apart with an ASCII unit.
      const apart = cases.flatMap((c) => [c, { bytes: big ? [0, 0x41] : [0x41, 0], text: 'A', error: false }]);
      expect(check(encoding, apart)).toBe(2 * 0x10000);
    }
  });

  it('replacement: any non-empty input is one error', () => {
    for (const label of ['replacement', 'iso-2022-kr', 'hz-gb-2312', 'iso-2022-cn', 'iso-2022-cn-ext', 'csiso2022kr'])
      expect(streamed([Uint8Array.of(0x41), Uint8Array.of(0x42)], label)).toEqual({ text: '\uFFFD', invalid: [0] });
    expect(streamed([new Uint8Array(0)], 'replacement')).toEqual({ text: '', invalid: [] });
  });
});

/** The pointers of index Big5 that Node 20 maps to private-use code points: errors without the index installed. */
const NODE_LACKS = (pointer: number): boolean =>
  pointer < 5024 || (pointer >= 10896 && pointer < 11304) || (pointer >= 18997 && pointer < 19782);

/** The multi-byte decoders over every pointer, with the tables as they are now. */
function multiByte(installed: boolean): void {
  const mode = installed ? 'installed' : 'runtime tables';
  it(`${mode}: Shift_JIS: every pointer of index jis0208 (EUDC 8836-10715 is private use), single bytes too`, () => {
    const index = INDEXES.jis0208!;
    const cases = range(index.length).map((pointer) => {
      const lead = Math.floor(pointer / 188);
      const trail = pointer % 188;
      const bytes = [lead + (lead < 0x1f ? 0x81 : 0xc1), trail + (trail < 0x3f ? 0x40 : 0x41)];
      if (pointer >= 8836 && pointer <= 10715) return pairCase(bytes, 0xe000 - 8836 + pointer);
      return pairCase(bytes, index[pointer]);
    });
    expect(check('shift_jis', cases)).toBe(11280);
    const singles = range(256)
      .filter((b) => b <= 0x80 || (b >= 0xa1 && b <= 0xdf) || b >= 0xfd || b === 0xa0)
      .map((b) =>
        b <= 0x80
          ? { bytes: [b], text: String.fromCharCode(b), error: false }
          : b >= 0xa1 && b <= 0xdf
            ? { bytes: [b], text: String.fromCharCode(0xff61 - 0xa1 + b), error: false }
            : { bytes: [b], text: '', error: true },
      );
    check('shift_jis', singles);
  });

  it(`${mode}: EUC-JP: every pointer of index jis0208 (94 × 94) and of index jis0212, and the katakana`, () => {
    const jis0208 = INDEXES.jis0208!;
    const jis0212 = INDEXES.jis0212!;
    const pairs = range(94 * 94).map((p) => pairCase([0xa1 + Math.floor(p / 94), 0xa1 + (p % 94)], jis0208[p]));
    const triples = range(jis0212.length).map((p) =>
      pairCase([0x8f, 0xa1 + Math.floor(p / 94), 0xa1 + (p % 94)], jis0212[p]),
    );
    const katakana = range(0xdf - 0xa1 + 1).map((i) => pairCase([0x8e, 0xa1 + i], 0xff61 + i));
    expect(check('euc-jp', pairs.concat(triples, katakana))).toBe(8836 + 8836 + 63);
  });

  it(`${mode}: ISO-2022-JP: every pointer of index jis0208 (94 × 94) after ESC $ B`, () => {
    const index = INDEXES.jis0208!;
    // A trail byte 0x21-0x7E is consumed whatever the pointer gives (§12.2.1): an error is only U+FFFD.
    const cases = range(94 * 94).map((p) => {
      const bytes = [0x21 + Math.floor(p / 94), 0x21 + (p % 94)];
      const code = index[p];
      return code === null ? { bytes, text: '', error: true } : pairCase(bytes, code);
    });
    expect(check('iso-2022-jp', cases, [0x1b, 0x24, 0x42], [0x1b, 0x28, 0x42])).toBe(8836);
  });

  it(`${mode}: EUC-KR: every pointer of index EUC-KR`, () => {
    const index = INDEXES['euc-kr']!;
    const cases = range(index.length).map((p) => pairCase([0x81 + Math.floor(p / 190), 0x41 + (p % 190)], index[p]));
    expect(check('euc-kr', cases)).toBe(23940);
  });

  it(`${mode}: Big5: every pointer of index Big5 (the four that give two code points too)`, () => {
    const index = INDEXES.big5!;
    const two = new Map([
      [1133, '\u00CA\u0304'],
      [1135, '\u00CA\u030C'],
      [1164, '\u00EA\u0304'],
      [1166, '\u00EA\u030C'],
    ]);
    const cases = range(index.length).map((p) => {
      const trail = p % 157;
      const bytes = [0x81 + Math.floor(p / 157), trail + (trail < 0x3f ? 0x40 : 0x62)];
      const pair = two.get(p);
      if (pair !== undefined) return { bytes, text: pair, error: false };
      return pairCase(bytes, installed || !NODE_LACKS(p) ? index[p] : null);
    });
    expect(check('big5', cases)).toBe(19782);
  });

  /** The two-byte pointers of index gb18030, as gb18030 and as GBK (the same decoder, §10.1.1). */
  it.each(['gb18030', 'gbk'])(`${mode}: %s: every pointer of index gb18030`, (encoding) => {
    const index = INDEXES.gb18030!;
    const cases = range(index.length).map((p) => {
      const trail = p % 190;
      return pairCase([0x81 + Math.floor(p / 190), trail + (trail < 0x3f ? 0x40 : 0x41)], index[p]);
    });
    expect(check(encoding, cases)).toBe(23940);
  });

  it(`${mode}: gb18030: every four-byte pointer of the BMP (0-39419) and of the supplementary planes by steps, by index gb18030 ranges`, () => {
    const ranges = INDEXES['gb18030-ranges'] as unknown as [number, number][];
    expect(ranges.length).toBe(207);
    // The Standard's "index gb18030 ranges code point", written plainly (a linear search).
    const rangesCodePoint = (pointer: number): number | null => {
      if ((pointer > 39419 && pointer < 189000) || pointer > 1237575) return null;
      if (pointer === 7457) return 0xe7c7;
      let last = ranges[0]!;
      for (const entry of ranges) if (entry[0] <= pointer) last = entry;
      return last[1] + pointer - last[0];
    };
    const bytesOf = (pointer: number): number[] => {
      const b1 = Math.floor(pointer / 12600);
      const b2 = Math.floor((pointer % 12600) / 1260);
      const b3 = Math.floor((pointer % 1260) / 10);
      return [b1 + 0x81, b2 + 0x30, b3 + 0x81, (pointer % 10) + 0x30];
    };
    const pointers = range(39420 + 2);
    for (let p = 189000 - 2; p <= 1237575 + 2; p += p < 189010 || p > 1237560 ? 1 : 997) pointers.push(p);
    // Four-byte sequences run to 0xFE 0x39 0xFE 0x39 (pointer 1587599).
    pointers.push(1237577, 1587599);
    const cases = pointers.map((p) => {
      const code = rangesCodePoint(p);
      return code === null ? { bytes: bytesOf(p), text: '', error: true } : pairCase(bytesOf(p), code);
    });
    expect(check('gb18030', cases)).toBe(pointers.length);
  });
}

describe('every pointer of every multi-byte index, the tables read from the runtime (issue 29)', () => {
  multiByte(false);
});

describe('every pointer of every multi-byte index, with installEncodingIndexes (issue 29)', () => {
  // No runtime TextDecoder at all: the tables can only come from the installed data.
  beforeAll(() => {
    installEncodingIndexes();
    vi.stubGlobal(
      'TextDecoder',
      class {
        constructor() {
          throw new RangeError('no TextDecoder here');
        }
      },
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  multiByte(true);
});
