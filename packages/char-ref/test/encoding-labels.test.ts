// Issue 13 item 15: IANA aliases of WHATWG encodings are understood; other
// encodings are null (the caller reports them, and may plug in a decoder).
import { describe, expect, it } from 'vitest';
import { readCommitted, readRepository } from '../scripts/encoding-data.mjs';
import { whatwgEncoding } from '../src/encoding-labels.ts';
import { whatwgEncodingForLabel } from '../src/html.ts';
import { StreamDecoder, decodeBytes } from '../src/index.ts';

const ENCODINGS = (readRepository() ?? readCommitted()).encodings;
const LABELS = ENCODINGS.flatMap((group) =>
  group.encodings.flatMap((e) => e.labels.map((label) => [label, e.name.toLowerCase()] as const)),
);

describe('encoding labels (issue 13 item 15)', () => {
  it.each([
    ['maccyrillic', 'x-mac-cyrillic'],
    ['MacCyrillic', 'x-mac-cyrillic'],
    ['ISO_8859-5:1988', 'iso-8859-5'],
    ['iso-ir-144', 'iso-8859-5'],
    ['csKOI8R', 'koi8-r'],
    ['Extended_UNIX_Code_Packed_Format_for_Japanese', 'euc-jp'],
    ['csShiftJIS', 'shift_jis'],
    ['MS_Kanji', 'shift_jis'],
    ['Windows-31J', 'shift_jis'],
    ['KS_C_5601-1987', 'euc-kr'],
    ['GB2312', 'gbk'],
    ['csGB18030', 'gb18030'],
    ['Big5-HKSCS', 'big5'],
    ['ISO-8859-1', 'windows-1252'],
    ['US-ASCII', 'windows-1252'],
    ['ISO-8859-9', 'windows-1254'],
    ['TIS-620', 'windows-874'],
    [' UTF-8 ', 'utf-8'],
    ['csUTF8', 'utf-8'],
    ['UTF-16', 'utf-16le'],
    ['csUTF16BE', 'utf-16be'],
  ])('%s → %s', (label, encoding) => {
    expect(whatwgEncoding(label)).toBe(encoding);
  });

  it.each([
    'IBM855',
    'ibm855',
    'UTF-32',
    'UTF-7',
    'ISO-2022-KR',
    'HZ-GB-2312',
    'x-no-such',
    '',
    'constructor',
    '__proto__',
    'toString',
  ])('%s → null (not a WHATWG encoding, or the replacement encoding)', (label) => {
    expect(whatwgEncoding(label)).toBeNull();
  });

  it('StreamDecoder decodes by the encoding an IANA alias names (MacCyrillic 0xE0 is а)', () => {
    expect(decodeBytes(Uint8Array.of(0xe0), { encoding: whatwgEncoding('maccyrillic')!, sniffBom: false })).toBe('а');
  });

  it('StreamDecoder: an unsupported label falls back to UTF-8 and says so', () => {
    const decoder = new StreamDecoder({ encoding: 'ibm855', sniffBom: false });
    expect(decoder.write(Uint8Array.of(0x41)) + decoder.end()).toBe('A');
    expect(decoder.unsupportedEncoding).toBe('ibm855');
    expect(decoder.encoding).toBe('utf-8');
  });
});

describe("the Encoding Standard's label table (issue 29, encodings.json)", () => {
  it('has every label of encodings.json', () => {
    expect(LABELS.length).toBe(228);
  });

  it.each(LABELS)('%s → %s (HTML: get an encoding; XML: the same, any case)', (label, name) => {
    expect(whatwgEncodingForLabel(label)).toBe(name);
    expect(whatwgEncodingForLabel(` ${label.toUpperCase()}\n`)).toBe(name);
    // XML leaves the replacement encoding's labels to the caller's decoder (encoding-labels.ts).
    expect(whatwgEncoding(label)).toBe(name === 'replacement' ? null : name);
  });

  it('every encoding a label names decodes (no fallback to UTF-8): IANA aliases included', () => {
    const aliases = ['latin10', 'l10', 'iso-ir-226', 'iso_8859-16', 'iso_8859-16:2001', 'csiso885916', 'cp-866'];
    for (const label of [...LABELS.map(([l]) => l), ...aliases]) {
      const encoding = whatwgEncoding(label);
      if (encoding === null) continue;
      const decoder = new StreamDecoder({ encoding, sniffBom: false });
      decoder.write(Uint8Array.of(0x41, 0xa1));
      decoder.end();
      expect(decoder.unsupportedEncoding, label).toBeNull();
      expect(decoder.encoding, label).toBe(encoding);
    }
  });

  it('ISO-8859-16 (label iso-8859-16) and its IANA aliases latin10, l10, iso-ir-226 decode by index ISO-8859-16 (A1 is Ą)', () => {
    for (const label of ['ISO-8859-16', 'latin10', 'L10', 'iso-ir-226']) {
      expect(whatwgEncoding(label), label).toBe('iso-8859-16');
      expect(decodeBytes(Uint8Array.of(0x41, 0xa1, 0xa4), { encoding: whatwgEncoding(label)!, sniffBom: false })).toBe(
        'AĄ€',
      );
    }
    // HTML knows the Standard's labels only.
    expect(whatwgEncodingForLabel('iso-8859-16')).toBe('iso-8859-16');
    expect(whatwgEncodingForLabel('latin10')).toBeNull();
  });

  it('a label the Standard lacks is failure, also one that non-ASCII case folding would make (U+212A KELVIN SIGN)', () => {
    expect(whatwgEncodingForLabel('\u212Aoi8-r')).toBeNull();
    expect(whatwgEncodingForLabel('utf-32')).toBeNull();
    expect(whatwgEncodingForLabel('\u000Butf-8')).toBeNull();
  });
});
