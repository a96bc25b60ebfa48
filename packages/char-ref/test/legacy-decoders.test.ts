// Issue 13 item 11: the Encoding Standard's Big5 (§11.1.1) and EUC-KR
// (§13.1.1) decoders. Node 20's own drop some invalid bytes without a U+FFFD
// and use other tables (its euc-kr has no Unified Hangul Code: `81 41` is
// U+FFFD "A" there, U+AC02 in the Standard). Every error is one U+FFFD and one
// report at its own offset, the same for every chunking; the tables are
// checked pointer by pointer against the Standard's indexes (indexes.json of
// the whatwg/encoding repository when it is here, else the committed
// generated data read back by the generator's reader: issue 29). The tables
// here are the runtime's (the fallback: no index installed) until the last
// describe installs index Big5.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { big5Table } from '../src/big5-table.ts';
import { installBig5Index } from '../src/big5.ts';
import { eucKrTable } from '../src/euc-kr-table.ts';
import { jis0208Table, jis0212Table } from '../src/jis-tables.ts';
import { HtmlStreamDecoder, decodeHtmlBytes, sniffHtmlEncoding } from '../src/html.ts';
import { chunks } from './support/chunks.ts';

import { readCommitted, readRepository } from '../scripts/encoding-data.mjs';
import { streamed, decode, type Decoded } from './support/stream-decode.ts';

const INDEXES = (readRepository() ?? readCommitted()).indexes;

/**
 * The Standard's decoder written out plainly over the Standard's index, as a
 * reference: the text and the offsets of its errors.
 */
function reference(encoding: 'big5' | 'euc-kr', bytes: Uint8Array, withHkscs = true): Decoded {
  const index = INDEXES[encoding]!;
  let text = '';
  const invalid: number[] = [];
  const error = (): void => {
    invalid.push(text.length);
    text += '\uFFFD';
  };
  let lead = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (lead === 0) {
      if (b < 0x80) text += String.fromCharCode(b);
      else if (b >= 0x81 && b <= 0xfe) lead = b;
      else error();
      continue;
    }
    let pointer: number | null = null;
    if (encoding === 'euc-kr') {
      if (b >= 0x41 && b <= 0xfe) pointer = (lead - 0x81) * 190 + (b - 0x41);
    } else if ((b >= 0x40 && b <= 0x7e) || (b >= 0xa1 && b <= 0xfe)) {
      pointer = (lead - 0x81) * 157 + (b - (b < 0x7f ? 0x40 : 0x62));
    }
    lead = 0;
    const pair = encoding === 'big5' ? BIG5_TWO_CODE_POINTS.get(pointer ?? -1) : undefined;
    let code = pointer === null ? null : (index[pointer] ?? null);
    if (encoding === 'big5' && !withHkscs && pointer !== null && NODE_LACKS(pointer)) code = null;
    if (pair !== undefined) text += pair;
    else if (code !== null) text += String.fromCodePoint(code);
    else {
      error();
      if (b < 0x80) i--;
    }
  }
  if (lead !== 0) error();
  return { text, invalid };
}

const BIG5_TWO_CODE_POINTS = new Map([
  [1133, '\u00CA\u0304'],
  [1135, '\u00CA\u030C'],
  [1164, '\u00EA\u0304'],
  [1166, '\u00EA\u030C'],
]);
/** The pointers of index Big5 that Node 20 maps to private-use code points (the data of the big5 entry). */
const NODE_LACKS = (pointer: number): boolean =>
  pointer < 5024 || (pointer >= 10896 && pointer < 11304) || (pointer >= 18997 && pointer < 19782);

/** Lead, trail and ASCII bytes of Big5 and EUC-KR, mixed with any byte. */
const INTERESTING = [
  0x00, 0x30, 0x40, 0x41, 0x5a, 0x5b, 0x61, 0x7e, 0x7f, 0x80, 0x81, 0x87, 0x88, 0xa0, 0xa1, 0xa2, 0xa3, 0xa4, 0xb0,
  0xc6, 0xc8, 0xc9, 0xe6, 0xf9, 0xfe, 0xff,
];
const byteArrays = fc
  .array(fc.oneof(fc.constantFrom(...INTERESTING), fc.integer({ min: 0, max: 255 })), { maxLength: 24 })
  .map((a) => Uint8Array.from(a));
const cutLists = fc.array(fc.nat(), { maxLength: 8 });

function htmlStreamed(parts: Uint8Array[], encoding: string): string {
  const decoder = new HtmlStreamDecoder({ encoding, prescanLimit: 0 });
  let text = '';
  for (const part of parts) text += decoder.write(part);
  return text + decoder.end();
}

/** The bytes of every two-byte sequence Node and the Standard both map to one code point, and that text. */
function sharedPairs(encoding: 'big5' | 'euc-kr', table: Int32Array): { bytes: Uint8Array; text: string } {
  const row = encoding === 'big5' ? 157 : 190;
  const bytes: number[] = [];
  for (let pointer = 0; pointer < table.length; pointer++) {
    if (table[pointer]! < 0) continue;
    const trail = pointer % row;
    const second = encoding === 'euc-kr' ? trail + 0x41 : trail + (trail < 0x3f ? 0x40 : 0x62);
    const pair = Uint8Array.of(0x81 + Math.floor(pointer / row), second);
    const nodeText = new TextDecoder(encoding).decode(pair);
    if (nodeText === String.fromCodePoint(table[pointer]!)) bytes.push(pair[0]!, pair[1]!);
  }
  const all = Uint8Array.from(bytes);
  return { bytes: all, text: new TextDecoder(encoding).decode(all) };
}

describe("euc-kr: the Encoding Standard's decoder (issue 13 item 11)", () => {
  it('index EUC-KR: every pointer is the Standard’s without the index installed (KS X 1001 from Node, the Unified Hangul Code computed)', () => {
    const table = eucKrTable();
    const standard = INDEXES['euc-kr']!;
    expect(table.length).toBe(standard.length);
    const differ: number[] = [];
    for (let pointer = 0; pointer < table.length; pointer++) {
      if (table[pointer] !== (standard[pointer] ?? -1)) differ.push(pointer);
    }
    expect(differ).toEqual([]);
  });

  it('Unified Hangul Code: 81 41 is U+AC02 (Node: U+0081 "A"), C6 52 the last (U+D7A3) of the 8,822 syllables', () => {
    expect(new TextDecoder('euc-kr').decode(Uint8Array.of(0x81, 0x41))).toBe('\u0081A');
    expect(decode('euc-kr', 0x81, 0x41, 0xc6, 0x52, 0xb0, 0xa1)).toEqual({ text: '갂힣가', invalid: [] });
  });

  it('KS X 1001:1998 additions Node lacks: A2 E6 is €, A2 E7 is ®', () => {
    expect(decode('euc-kr', 0xa2, 0xe6, 0xa2, 0xe7).text).toBe('€®');
  });

  it('error with an ASCII trail: U+FFFD, then the byte is read again', () => {
    // 0x30 is no trail byte; C9 41 is a trail byte with no code point (C9 is a user-defined row).
    expect(decode('euc-kr', 0x81, 0x30, 0xc9, 0x41)).toEqual({ text: '\uFFFD0\uFFFDA', invalid: [0, 2] });
  });

  it('error with a non-ASCII trail: one U+FFFD, the trail consumed (not read again as a lead)', () => {
    expect(decode('euc-kr', 0x81, 0x80, 0xb0, 0xa1)).toEqual({ text: '\uFFFD가', invalid: [0] });
    expect(decode('euc-kr', 0xb0, 0xff, 0x41)).toEqual({ text: '\uFFFDA', invalid: [0] });
  });

  it('unmapped pointer: a private-use row of Node (C9 A1) and a hole (A2 E9) are errors', () => {
    expect(new TextDecoder('euc-kr').decode(Uint8Array.of(0xc9, 0xa1))).toBe('\uE000');
    expect(decode('euc-kr', 0xc9, 0xa1, 0xa2, 0xe9)).toEqual({ text: '\uFFFD\uFFFD', invalid: [0, 1] });
  });

  it('a byte that is no lead (0x80, 0xFF) is an error', () => {
    expect(decode('euc-kr', 0x80, 0x41, 0xff)).toEqual({ text: '\uFFFDA\uFFFD', invalid: [0, 2] });
  });

  it('lead at end of input: an error, also when it comes alone in the last chunk', () => {
    expect(decode('euc-kr', 0x41, 0xb0)).toEqual({ text: 'A\uFFFD', invalid: [1] });
    expect(streamed([Uint8Array.of(0x41), Uint8Array.of(0xb0), new Uint8Array(0)], 'euc-kr')).toEqual({
      text: 'A\uFFFD',
      invalid: [1],
    });
  });

  it('offsets of each error: one report per invalid sequence, at its U+FFFD', () => {
    const bytes = Uint8Array.from([...'<r>\n  ab'].map((c) => c.charCodeAt(0)).concat([0xff, 0xb0, 0xa1, 0x80, 0x81]));
    expect(streamed([bytes], 'euc-kr')).toEqual({ text: '<r>\n  ab\uFFFD가\uFFFD\uFFFD', invalid: [8, 10, 11] });
  });

  it('differential: text both Node and the Standard map decodes as Node decodes it', () => {
    const { bytes, text } = sharedPairs('euc-kr', eucKrTable());
    expect(bytes.length).toBeGreaterThan(2 * 8000);
    expect(decode('euc-kr', ...bytes)).toEqual({ text, invalid: [] });
  });
});

describe("big5: the Encoding Standard's decoder (issue 13 item 11)", () => {
  it('without the big5 entry: every pointer is the Standard’s, or an error where Node has a private-use character', () => {
    const table = big5Table();
    const standard = INDEXES.big5!;
    const wrong: number[] = [];
    let exact = 0;
    for (let pointer = 0; pointer < table.length; pointer++) {
      const code = table[pointer]!;
      if (BIG5_TWO_CODE_POINTS.has(pointer)) continue;
      const expected = NODE_LACKS(pointer) ? -1 : (standard[pointer] ?? -1);
      if (code !== expected) wrong.push(pointer);
      else if (expected >= 0) exact++;
    }
    expect(wrong).toEqual([]);
    // 18,590 code points in the index; the 5,054 of the big5 entry's data missing.
    expect(exact).toBe(18590 - 5054);
  });

  it('the HKSCS rows without the big5 entry: U+FFFD and a report (Node: a private-use character)', () => {
    expect(new TextDecoder('big5').decode(Uint8Array.of(0x87, 0x40))).toBe('\uF266');
    // 0x40 is ASCII: read again after the error.
    expect(decode('big5', 0x87, 0x40, 0xa4, 0x40)).toEqual({ text: '\uFFFD@一', invalid: [0] });
  });

  it('control pictures Node lacks (A3 C0-A3 E0) and F9 FE (U+FFED, Node U+2593)', () => {
    expect(new TextDecoder('big5').decode(Uint8Array.of(0xa3, 0xc0, 0xf9, 0xfe))).toBe('\uFFFD\u2593');
    expect(decode('big5', 0xa3, 0xc0, 0xa3, 0xdf, 0xa3, 0xe0, 0xa3, 0xe1, 0xf9, 0xfe).text).toBe(
      '\u2400\u241F\u2421€\uFFED',
    );
  });

  it('the pointers that give two code points: 88 62, 88 64, 88 A3, 88 A5', () => {
    expect(decode('big5', 0x88, 0x62, 0x88, 0x64, 0x88, 0xa3, 0x88, 0xa5)).toEqual({
      text: '\u00CA\u0304\u00CA\u030C\u00EA\u0304\u00EA\u030C',
      invalid: [],
    });
  });

  it('error with an ASCII trail: U+FFFD, then the byte is read again', () => {
    // 0x30 is no trail byte; 81 40 is a trail byte with no code point.
    expect(decode('big5', 0xa4, 0x30, 0x81, 0x40)).toEqual({ text: '\uFFFD0\uFFFD@', invalid: [0, 2] });
  });

  it('error with a non-ASCII trail: one U+FFFD, the trail consumed (not read again as a lead)', () => {
    expect(decode('big5', 0xa4, 0x80, 0xa4, 0x40)).toEqual({ text: '\uFFFD一', invalid: [0] });
    expect(decode('big5', 0xa4, 0xff, 0x41)).toEqual({ text: '\uFFFDA', invalid: [0] });
  });

  it('unmapped pointer: A3 E2 (a hole in the index) and 81 A1 (Node: private use) are errors', () => {
    expect(decode('big5', 0xa3, 0xe2, 0x81, 0xa1)).toEqual({ text: '\uFFFD\uFFFD', invalid: [0, 1] });
  });

  it('a byte that is no lead (0x80, 0xFF) is an error', () => {
    expect(decode('big5', 0x80, 0x41, 0xff)).toEqual({ text: '\uFFFDA\uFFFD', invalid: [0, 2] });
  });

  it('lead at end of input: an error, also when it comes alone in the last chunk', () => {
    expect(decode('big5', 0x41, 0xa4)).toEqual({ text: 'A\uFFFD', invalid: [1] });
    expect(streamed([Uint8Array.of(0x41, 0xa4), new Uint8Array(0)], 'big5')).toEqual({
      text: 'A\uFFFD',
      invalid: [1],
    });
  });

  it('offsets of each error: one report per invalid sequence, at its U+FFFD (an astral character counts two)', () => {
    // FE A1 is U+2415F once the big5 entry is installed; before, an error.
    const bytes = Uint8Array.of(0x61, 0xff, 0xa4, 0x40, 0xa4, 0x41, 0x80, 0xa4);
    expect(streamed([bytes], 'big5')).toEqual({ text: 'a\uFFFD一乙\uFFFD\uFFFD', invalid: [1, 4, 5] });
  });

  it('differential: text both Node and the Standard map decodes as Node decodes it', () => {
    const { bytes, text } = sharedPairs('big5', big5Table());
    expect(bytes.length).toBeGreaterThan(2 * 13000);
    expect(decode('big5', ...bytes)).toEqual({ text, invalid: [] });
  });
});

describe('big5 and euc-kr: any chunking (issue 13 item 11)', () => {
  it('every chunking gives the whole decode, which is the Standard’s reference decoder (property)', () => {
    fc.assert(
      fc.property(
        byteArrays,
        cutLists,
        fc.constantFrom('big5' as const, 'euc-kr' as const),
        (bytes, cuts, encoding) => {
          const whole = streamed([bytes], encoding);
          expect(whole).toEqual(reference(encoding, bytes, false));
          expect(streamed(chunks(bytes, cuts), encoding)).toEqual(whole);
          // A byte order mark wins over the label in HTML (then it is UTF-8 or UTF-16 input).
          if (sniffHtmlEncoding(bytes, { encoding }).bomLength === 0)
            expect(htmlStreamed(chunks(bytes, cuts), encoding)).toBe(whole.text);
          expect(decodeHtmlBytes(bytes, { encoding, bomLength: 0 })).toBe(whole.text);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('@forgiving/char-ref/big5: the whole index Big5 (issue 13 item 11)', () => {
  it('installBig5Index: every pointer is the Standard’s, HKSCS included', () => {
    installBig5Index();
    const table = big5Table();
    const standard = INDEXES.big5!;
    const differ: number[] = [];
    for (let pointer = 0; pointer < table.length; pointer++) {
      if (table[pointer]! <= -2) continue;
      if (table[pointer] !== (standard[pointer] ?? -1)) differ.push(pointer);
    }
    expect(differ).toEqual([]);
    expect(decode('big5', 0x87, 0x40, 0xfe, 0xa1, 0x88, 0x62)).toEqual({
      text: '\u43F0\u{2415F}\u00CA\u0304',
      invalid: [],
    });
  });

  it('with it, every chunking gives the reference decoder’s text and errors (property)', () => {
    installBig5Index();
    fc.assert(
      fc.property(byteArrays, cutLists, (bytes, cuts) => {
        const whole = streamed([bytes], 'big5');
        expect(whole).toEqual(reference('big5', bytes));
        expect(streamed(chunks(bytes, cuts), 'big5')).toEqual(whole);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('index jis0208 and jis0212 (the euc-jp and iso-2022-jp decoders, issue 13 item 11)', () => {
  it('every pointer is the Standard’s, without the index installed (Node’s private-use and IBM extension mappings are errors; jis0208 read through Shift_JIS, all 11,280 pointers)', () => {
    for (const [name, table] of [
      ['jis0208', jis0208Table()],
      ['jis0212', jis0212Table()],
    ] as const) {
      const standard = INDEXES[name]!;
      const differ: number[] = [];
      expect(table.length).toBe(standard.length);
      for (let pointer = 0; pointer < standard.length; pointer++) {
        if (table[pointer] !== (standard[pointer] ?? -1)) differ.push(pointer);
      }
      expect(differ, name).toEqual([]);
    }
  });
});
