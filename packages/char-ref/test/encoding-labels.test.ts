// Issue 13 item 15: IANA aliases of WHATWG encodings are understood; other
// encodings are null (the caller reports them, and may plug in a decoder).
import { describe, expect, it } from 'vitest';
import { whatwgEncoding } from '../src/encoding-labels.ts';
import { StreamDecoder, decodeBytes } from '../src/index.ts';

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
  ])('%s → null (not a WHATWG encoding TextDecoder can decode)', (label) => {
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
