import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBytes, StreamDecoder, sniffBom, stripBom } from '../src/index.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);

function decodeChunked(bytes: Uint8Array, cuts: number[], options = {}): string {
  const d = new StreamDecoder(options);
  let out = '';
  let last = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    out += d.write(bytes.subarray(last, cut));
    last = cut;
  }
  return out + d.write(bytes.subarray(last)) + d.end();
}

describe('sniffBom', () => {
  it.each([
    [[0xef, 0xbb, 0xbf, 0x41], 'utf-8', 3],
    [[0xff, 0xfe, 0x41, 0], 'utf-16le', 2],
    [[0xfe, 0xff, 0, 0x41], 'utf-16be', 2],
  ])('%j → %s', (bytes, encoding, length) => {
    expect(sniffBom(new Uint8Array(bytes))).toEqual({ encoding, length });
  });
  it('no BOM → null', () => {
    expect(sniffBom(utf8('<?xml'))).toBeNull();
    expect(sniffBom(new Uint8Array([0xef, 0xbb]))).toBeNull();
    expect(sniffBom(new Uint8Array())).toBeNull();
  });
});

describe('StreamDecoder (Sky errata S1, XML-ER decision X1)', () => {
  it('strips a UTF-8 BOM', () => expect(decodeBytes(utf8('\ufeffabc'))).toBe('abc'));
  it('keeps a second U+FEFF as content', () => expect(decodeBytes(utf8('\ufeff\ufeffa'))).toBe('\ufeffa'));
  it('decodes UTF-16LE and UTF-16BE by BOM', () => {
    expect(decodeBytes(new Uint8Array([0xff, 0xfe, 0x41, 0, 0x42, 0]))).toBe('AB');
    expect(decodeBytes(new Uint8Array([0xfe, 0xff, 0, 0x41, 0, 0x42]))).toBe('AB');
    const d = new StreamDecoder();
    d.write(new Uint8Array([0xfe, 0xff, 0, 0x41]));
    expect(d.encoding).toBe('utf-16be');
  });
  it('invalid sequences become U+FFFD', () => {
    expect(decodeBytes(new Uint8Array([0x61, 0xff, 0x62]))).toBe('a\ufffdb');
    expect(decodeBytes(new Uint8Array([0xe2, 0x82]))).toBe('\ufffd');
  });
  it('keeps a multi-byte sequence split across chunks', () => {
    const bytes = utf8('€𝔄');
    for (let cut = 0; cut <= bytes.length; cut++) expect(decodeChunked(bytes, [cut])).toBe('€𝔄');
  });
  it('finds a BOM split across chunks', () => {
    expect(decodeChunked(utf8('\ufeffhi'), [1, 2])).toBe('hi');
  });
  it('an explicit encoding applies when there is no BOM', () => {
    expect(decodeBytes(new Uint8Array([0xe9]), { encoding: 'windows-1252' })).toBe('é');
  });
  it('an unknown encoding label does not throw: UTF-8 is used and the label is reported', () => {
    const d = new StreamDecoder({ encoding: 'no-such-encoding' });
    expect(d.write(utf8('ok')) + d.end()).toBe('ok');
    expect(d.unsupportedEncoding).toBe('no-such-encoding');
    expect(d.encoding).toBe('utf-8');
  });
  it('sniffBom: false leaves the BOM question to TextDecoder', () => {
    expect(decodeBytes(new Uint8Array([0xff, 0xfe]), { sniffBom: false })).toBe('\ufffd\ufffd');
  });
  it('property: every chunk split of any bytes decodes like the whole', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.array(fc.nat(64)), (bytes, cuts) => {
        expect(
          decodeChunked(
            bytes,
            cuts.map((c) => c % (bytes.length + 1)),
          ),
        ).toBe(decodeBytes(bytes));
      }),
      { numRuns: 500 },
    );
  });
  it('property: every chunk split of valid UTF-8 text round-trips', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.array(fc.nat(200)), (text, cuts) => {
        const bytes = utf8(text);
        expect(
          decodeChunked(
            bytes,
            cuts.map((c) => c % (bytes.length + 1)),
          ),
        ).toBe(stripBom(text));
      }),
      { numRuns: 300 },
    );
  });
});

describe('stripBom (string input, errata S1)', () => {
  it('strips one leading U+FEFF only', () => {
    expect(stripBom('\ufeff\ufeffa')).toBe('\ufeffa');
    expect(stripBom('a\ufeff')).toBe('a\ufeff');
    expect(stripBom('')).toBe('');
  });
});
