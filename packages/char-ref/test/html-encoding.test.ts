// The encoding sniffing algorithm (HTML §13.2.3), decision H1: one describe
// per algorithm, one test per step or branch, named after it.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  changeHtmlEncoding,
  decodeHtmlBytes,
  extractEncodingFromMetaContent,
  HtmlStreamDecoder,
  htmlEncodingFromMeta,
  prescanHtmlEncoding,
  type SniffedHtmlEncoding,
  sniffHtmlEncoding,
  whatwgEncodingForLabel,
} from '../src/html.ts';

const bytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const prescan = (s: string, limit?: number) => prescanHtmlEncoding(bytes(s), limit);

describe('get an encoding (Encoding Standard)', () => {
  it('resolves labels ASCII case-insensitively to the encoding name', () => {
    expect(whatwgEncodingForLabel('UTF8')).toBe('utf-8');
    expect(whatwgEncodingForLabel('latin1')).toBe('windows-1252');
    expect(whatwgEncodingForLabel('ISO8859-2')).toBe('iso-8859-2');
    expect(whatwgEncodingForLabel('x-sjis')).toBe('shift_jis');
    expect(whatwgEncodingForLabel('utf-16')).toBe('utf-16le');
  });
  it('trims ASCII whitespace only (HT LF FF CR SP), nothing else', () => {
    expect(whatwgEncodingForLabel('\t\n\f\r utf-8 \f')).toBe('utf-8');
    expect(whatwgEncodingForLabel('\vutf-8')).toBeNull();
    expect(whatwgEncodingForLabel('utf-8\u00a0')).toBeNull();
    expect(whatwgEncodingForLabel('utf -8')).toBeNull();
  });
  it('returns failure (null) for unknown and empty labels', () => {
    expect(whatwgEncodingForLabel('bogus')).toBeNull();
    expect(whatwgEncodingForLabel('')).toBeNull();
    expect(whatwgEncodingForLabel('__proto__')).toBeNull();
  });
  it('knows x-user-defined, ISO-8859-16 and the replacement labels, which TextDecoder rejects', () => {
    expect(whatwgEncodingForLabel('X-User-Defined')).toBe('x-user-defined');
    expect(whatwgEncodingForLabel(' ISO-8859-16')).toBe('iso-8859-16');
    expect(whatwgEncodingForLabel('latin10')).toBeNull(); // not one of the Standard's labels
    for (const label of ['csiso2022kr', 'hz-gb-2312', 'iso-2022-cn', 'iso-2022-cn-ext', 'iso-2022-kr', 'replacement']) {
      expect(whatwgEncodingForLabel(label)).toBe('replacement');
    }
  });
});

describe('encoding sniffing algorithm', () => {
  it('step 1, BOM sniffing: UTF-8, UTF-16BE, UTF-16LE are certain and beat everything', () => {
    const meta = '<meta charset=iso-8859-2>';
    expect(sniffHtmlEncoding(Uint8Array.of(0xef, 0xbb, 0xbf, ...bytes(meta)), { encoding: 'gbk' })).toEqual({
      encoding: 'utf-8',
      confidence: 'certain',
      bomLength: 3,
      source: 'bom',
    });
    expect(sniffHtmlEncoding(Uint8Array.of(0xfe, 0xff, 0, 0x3c))).toMatchObject({
      encoding: 'utf-16be',
      bomLength: 2,
      source: 'bom',
    });
    expect(sniffHtmlEncoding(Uint8Array.of(0xff, 0xfe, 0x3c, 0))).toMatchObject({
      encoding: 'utf-16le',
      bomLength: 2,
      source: 'bom',
    });
  });
  it('step 1: a partial BOM is no BOM', () => {
    expect(sniffHtmlEncoding(Uint8Array.of(0xef, 0xbb)).source).toBe('default');
    expect(sniffHtmlEncoding(Uint8Array.of(0xfe)).source).toBe('default');
  });
  it('step 4, transport layer: a supported label is certain and beats the prescan', () => {
    expect(sniffHtmlEncoding(bytes('<meta charset=utf-8>'), { encoding: ' Shift_JIS ' })).toEqual({
      encoding: 'shift_jis',
      confidence: 'certain',
      bomLength: 0,
      source: 'transport',
    });
    expect(sniffHtmlEncoding(bytes(''), { encoding: 'x-user-defined' }).encoding).toBe('x-user-defined');
  });
  it('step 4: an unsupported transport label is ignored', () => {
    expect(sniffHtmlEncoding(bytes('<meta charset=koi8-r>'), { encoding: 'no-such' })).toMatchObject({
      encoding: 'koi8-r',
      source: 'meta',
      confidence: 'tentative',
    });
  });
  it('step 5, prescan: its result is tentative', () => {
    expect(sniffHtmlEncoding(bytes('<meta charset=euc-jp>'))).toEqual({
      encoding: 'euc-jp',
      confidence: 'tentative',
      bomLength: 0,
      source: 'meta',
    });
  });
  it('step 9, default: defaultEncoding, else windows-1252, tentative', () => {
    expect(sniffHtmlEncoding(bytes('<p>'), { defaultEncoding: 'utf-8' })).toEqual({
      encoding: 'utf-8',
      confidence: 'tentative',
      bomLength: 0,
      source: 'default',
    });
    expect(sniffHtmlEncoding(bytes('<p>')).encoding).toBe('windows-1252');
    expect(sniffHtmlEncoding(bytes('<p>'), { defaultEncoding: 'nonsense' }).encoding).toBe('windows-1252');
  });
});

describe('prescan a byte stream to determine its encoding', () => {
  it('prescan for UTF-16 XML declarations: <?x in UTF-16LE and UTF-16BE', () => {
    expect(prescanHtmlEncoding(Uint8Array.of(0x3c, 0, 0x3f, 0, 0x78, 0))).toBe('utf-16le');
    expect(prescanHtmlEncoding(Uint8Array.of(0, 0x3c, 0, 0x3f, 0, 0x78))).toBe('utf-16be');
    expect(prescanHtmlEncoding(Uint8Array.of(0x3c, 0, 0x3f, 0, 0x78))).toBeNull();
  });
  it('<!--: skipped to the first --> (the dashes of <!-- count: <!--> ends it)', () => {
    expect(prescan('<!--<meta charset=utf-8>--><meta charset=koi8-r>')).toBe('koi8-r');
    expect(prescan('<!--><meta charset=koi8-r>')).toBe('koi8-r');
    expect(prescan('<!---><meta charset=koi8-r>')).toBe('koi8-r');
    expect(prescan('<!-- -- > <meta charset=utf-8> -->')).toBeNull();
  });
  it('<!--: an unclosed comment runs out of bytes: failure', () => {
    expect(prescan('<!-- <meta charset=utf-8>')).toBeNull();
  });
  it('<meta: followed by whitespace or / (any case); <metacharset is another tag', () => {
    expect(prescan('<META\fcharset=utf-8>')).toBe('utf-8');
    expect(prescan('<meta/charset=utf-8>')).toBe('utf-8');
    expect(prescan('<metacharset=utf-8>')).toBeNull();
  });
  it('<meta step 9, charset: getting an encoding, need pragma false', () => {
    expect(prescan('<meta charset="ISO-8859-5">')).toBe('iso-8859-5');
  });
  it('<meta step 9, content: needs http-equiv=content-type (got pragma), either order', () => {
    expect(prescan('<meta http-equiv=Content-Type content="text/html; charset=gbk">')).toBe('gbk');
    expect(prescan('<meta content="text/html; charset=gbk" http-equiv="content-type">')).toBe('gbk');
    expect(prescan('<meta content="text/html; charset=gbk"><meta charset=big5>')).toBe('big5');
    expect(prescan('<meta http-equiv=refresh content="text/html; charset=gbk">')).toBeNull();
  });
  it('<meta step 7: a repeated attribute name is ignored (the first counts)', () => {
    expect(prescan('<meta charset=koi8-r charset=gbk>')).toBe('koi8-r');
    expect(prescan('<meta http-equiv=x http-equiv=content-type content="charset=gbk">')).toBeNull();
  });
  it('<meta step 9: content does not override a charset already found', () => {
    expect(prescan('<meta charset=koi8-r content="charset=gbk" http-equiv=content-type>')).toBe('koi8-r');
  });
  it('<meta step 9: a later charset replaces content, and an unknown one is failure', () => {
    expect(prescan('<meta http-equiv=content-type content="charset=gbk" charset=koi8-r>')).toBe('koi8-r');
    expect(prescan('<meta http-equiv=content-type content="charset=gbk" charset=bogus><meta charset=big5>')).toBe(
      'big5',
    );
  });
  it('<meta step 11: no charset/content attribute (need pragma null) goes on with the next byte', () => {
    expect(prescan('<meta name=x><meta charset=big5>')).toBe('big5');
  });
  it('<meta step 13: charset failure goes on with the next byte', () => {
    expect(prescan('<meta charset="bogus"><meta charset=big5>')).toBe('big5');
  });
  it('<meta step 14: UTF-16BE/LE become UTF-8', () => {
    expect(prescan('<meta charset=utf-16>')).toBe('utf-8');
    expect(prescan('<meta charset=utf-16be>')).toBe('utf-8');
    expect(prescan('<meta http-equiv=content-type content="charset=utf-16le">')).toBe('utf-8');
  });
  it('<meta step 15: x-user-defined becomes windows-1252', () => {
    expect(prescan('<meta charset=x-user-defined>')).toBe('windows-1252');
  });
  it('the replacement encoding is returned as named (the Standard makes no exception)', () => {
    expect(prescan('<meta charset=iso-2022-kr>')).toBe('replacement');
  });
  it('< and a letter, or </ and a letter: the tag and its attributes are skipped', () => {
    expect(prescan('<p title="<meta charset=utf-8>"><meta charset=big5>')).toBe('big5');
    expect(prescan('</p title="<meta charset=utf-8>"><meta charset=big5>')).toBe('big5');
    expect(prescan('<p title="x><meta charset=utf-8>')).toBeNull();
  });
  it('<!, </, <?: skipped to the next >', () => {
    expect(prescan('<!DOCTYPE html><meta charset=big5>')).toBe('big5');
    expect(prescan('<?xml x="<meta charset=utf-8>"?><meta charset=big5>')).toBe('big5');
    expect(prescan('</ <meta charset=utf-8><meta charset=big5>')).toBe('big5');
    expect(prescan('<! <meta charset=utf-8')).toBeNull();
  });
  it('any other byte: nothing happens', () => {
    expect(prescan('a < b <3 <meta charset=big5>')).toBe('big5');
  });
  it('end condition: the limit, or running out of bytes mid-tag, is failure', () => {
    const pad = 'x'.repeat(1000);
    expect(prescan(`${pad}<meta charset=big5>`)).toBe('big5'); // ends at byte 1019
    expect(prescan(`${pad}<meta charset=big5 >`.padEnd(2000, ' '), 1019)).toBeNull();
    expect(prescan(`${pad}xxxxxx<meta charset=big5>`)).toBeNull(); // '>' is byte 1025
    expect(prescan('<meta charset=euc-jp')).toBeNull();
    expect(prescan('<meta charset="euc-jp')).toBeNull();
  });
});

describe('get an attribute (prescan)', () => {
  it('steps 1-2: whitespace and / are skipped; > means no more attributes', () => {
    expect(prescan('<meta / /charset=big5 />')).toBe('big5');
  });
  it('step 4: = as the first byte of a name is part of the name', () => {
    expect(prescan('<meta =charset=big5>')).toBeNull();
  });
  it('step 4: names are lowercased; / and > end a valueless attribute', () => {
    expect(prescan('<meta CHARSET=big5>')).toBe('big5');
    expect(prescan('<meta charset/=big5><meta charset=gbk>')).toBe('gbk');
  });
  it('steps 6-8, spaces: whitespace around =', () => {
    expect(prescan('<meta charset \n = \t big5>')).toBe('big5');
    expect(prescan('<meta charset big5><meta charset=gbk>')).toBe('gbk');
  });
  it('step 10: quoted values run to the same quote, lowercased', () => {
    expect(prescan(`<meta charset='BIG5'>`)).toBe('big5');
    expect(prescan(`<meta charset="big5'>`)).toBeNull();
    expect(prescan(`<meta test="" charset=big5>`)).toBe('big5');
  });
  it('step 10: > right after = gives an empty value', () => {
    expect(prescan('<meta charset=><meta charset=big5>')).toBe('big5');
  });
  it('step 11: an unquoted value ends at whitespace or >, keeping quotes inside', () => {
    expect(prescan('<meta charset=big5">')).toBeNull();
    expect(prescan('<meta test=x" charset=big5>')).toBe('big5');
  });
});

describe('extracting a character encoding from a meta element', () => {
  it('finds charset= with optional whitespace, ASCII case-insensitively', () => {
    expect(extractEncodingFromMetaContent('text/html; charset=utf-8')).toBe('utf-8');
    expect(extractEncodingFromMetaContent('text/html; CharSet \t= \nKOI8-R')).toBe('koi8-r');
  });
  it('loop: "charset" not followed by = is skipped and the search goes on', () => {
    expect(extractEncodingFromMetaContent('charsetx; charset=gbk')).toBe('gbk');
    expect(extractEncodingFromMetaContent('charset charset=gbk')).toBe('gbk');
    expect(extractEncodingFromMetaContent('charsetcharset=gbk')).toBe('gbk');
  });
  it('no "charset", or nothing after =: nothing', () => {
    expect(extractEncodingFromMetaContent('text/html')).toBeNull();
    expect(extractEncodingFromMetaContent('charset= ')).toBeNull();
  });
  it('a matched quote gives the label between the quotes; an unmatched one gives nothing', () => {
    expect(extractEncodingFromMetaContent(`charset='big5'; x`)).toBe('big5');
    expect(extractEncodingFromMetaContent('charset="big5')).toBeNull();
  });
  it('unquoted: up to whitespace or ;', () => {
    expect(extractEncodingFromMetaContent('charset=big5;x')).toBe('big5');
    expect(extractEncodingFromMetaContent('charset=big5 x')).toBe('big5');
    expect(extractEncodingFromMetaContent('charset=bogus')).toBeNull();
  });
});

describe('a <meta> met while parsing (in head) and change the encoding', () => {
  const tentative: SniffedHtmlEncoding = {
    encoding: 'windows-1252',
    confidence: 'tentative',
    bomLength: 0,
    source: 'default',
  };
  it('htmlEncodingFromMeta: charset first; an unknown charset falls back to http-equiv + content', () => {
    expect(htmlEncodingFromMeta({ charset: 'big5' })).toBe('big5');
    expect(htmlEncodingFromMeta({ charset: 'bogus', httpEquiv: 'Content-TYPE', content: 'charset=gbk' })).toBe('gbk');
    expect(htmlEncodingFromMeta({ httpEquiv: 'refresh', content: 'charset=gbk' })).toBeNull();
    expect(htmlEncodingFromMeta({ content: 'charset=gbk' })).toBeNull();
    expect(htmlEncodingFromMeta({})).toBeNull();
  });
  it('htmlEncodingFromMeta: UTF-16 names UTF-8, x-user-defined names windows-1252', () => {
    expect(htmlEncodingFromMeta({ charset: 'utf-16le' })).toBe('utf-8');
    expect(htmlEncodingFromMeta({ httpEquiv: 'content-type', content: 'charset=x-user-defined' })).toBe('windows-1252');
  });
  it('confidence certain: nothing changes', () => {
    expect(changeHtmlEncoding({ ...tentative, confidence: 'certain' }, 'big5')).toBeNull();
  });
  it('step 1: current UTF-16: nothing changes', () => {
    expect(changeHtmlEncoding({ ...tentative, encoding: 'utf-16le' }, 'big5')).toBeNull();
  });
  it('steps 2-3: UTF-16 becomes UTF-8, x-user-defined becomes windows-1252', () => {
    expect(changeHtmlEncoding(tentative, 'utf-16be')?.encoding).toBe('utf-8');
    expect(changeHtmlEncoding({ ...tentative, encoding: 'utf-8' }, 'x-user-defined')?.encoding).toBe('windows-1252');
  });
  it('step 4: the same encoding: nothing changes', () => {
    expect(changeHtmlEncoding(tentative, 'windows-1252')).toBeNull();
    expect(changeHtmlEncoding(tentative, 'x-user-defined')).toBeNull();
  });
  it('step 6: otherwise restart with the new encoding, certain', () => {
    expect(changeHtmlEncoding(tentative, 'iso-8859-2')).toEqual({
      encoding: 'iso-8859-2',
      confidence: 'certain',
      bomLength: 0,
      source: 'meta',
    });
  });
});

describe('decodeHtmlBytes', () => {
  it('skips the BOM the sniffer found, and only that', () => {
    const data = Uint8Array.of(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x41);
    expect(decodeHtmlBytes(data, sniffHtmlEncoding(data))).toBe('\uFEFFA');
    const le = Uint8Array.of(0xff, 0xfe, 0x41, 0, 0x42, 0);
    expect(decodeHtmlBytes(le, sniffHtmlEncoding(le))).toBe('AB');
  });
  it('decodes legacy encodings through TextDecoder (windows-1252 0x80 is €)', () => {
    expect(decodeHtmlBytes(Uint8Array.of(0x80, 0x41), { encoding: 'windows-1252', bomLength: 0 })).toBe('€A');
    expect(decodeHtmlBytes(Uint8Array.of(0xb1), { encoding: 'iso-8859-2', bomLength: 0 })).toBe('ą');
  });
  it('windows-1252 is the Encoding Standard index, not ISO-8859-1 (Node 20 TextDecoder gets 0x80-0x9F wrong)', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    const text = decodeHtmlBytes(all, { encoding: 'windows-1252', bomLength: 0 });
    expect(text.length).toBe(256);
    expect(text.slice(0x80, 0xa0)).toBe('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ');
    for (let b = 0; b < 256; b++) if (b < 0x80 || b > 0x9f) expect(text.charCodeAt(b)).toBe(b);
  });
  it('without a usable TextDecoder (no full ICU), windows-1252 is decoded byte by byte, the same; gbk needs none', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    const expected = decodeHtmlBytes(all, { encoding: 'windows-1252', bomLength: 0 });
    const gbk = decodeHtmlBytes(all, { encoding: 'gbk', bomLength: 0 });
    vi.stubGlobal(
      'TextDecoder',
      class {
        constructor() {
          throw new RangeError('unsupported');
        }
      },
    );
    try {
      expect(decodeHtmlBytes(all, { encoding: 'windows-1252', bomLength: 0 })).toBe(expected);
      expect(decodeHtmlBytes(all, { encoding: 'gbk', bomLength: 0 })).toBe(gbk);
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('malformed input becomes U+FFFD, never an exception', () => {
    expect(decodeHtmlBytes(Uint8Array.of(0x41, 0xff, 0x42), { encoding: 'utf-8', bomLength: 0 })).toBe('A\uFFFDB');
  });
  it('x-user-defined: 0x80-0xFF map to U+F780-U+F7FF', () => {
    const data = new Uint8Array(20000);
    for (let i = 0; i < data.length; i++) data[i] = i & 0xff;
    const text = decodeHtmlBytes(data, { encoding: 'x-user-defined', bomLength: 0 });
    expect(text.length).toBe(20000);
    expect(text.charCodeAt(0x41)).toBe(0x41);
    expect(text.charCodeAt(0x80)).toBe(0xf780);
    expect(text.charCodeAt(0x1ff)).toBe(0xf7ff);
  });
  it('ISO-8859-16: the Standard index (Node has no decoder for it)', () => {
    const high = new Uint8Array(96).map((_, i) => 0xa0 + i);
    expect(
      decodeHtmlBytes(Uint8Array.of(0x41, 0x80, 0xa4, 0xaa, 0xff), { encoding: 'iso-8859-16', bomLength: 0 }),
    ).toBe('A\u0080€Șÿ');
    expect(decodeHtmlBytes(high, { encoding: 'iso-8859-16', bomLength: 0 })).toHaveLength(96);
    expect(prescanHtmlEncoding(bytes('<meta charset=iso-8859-16>'))).toBe('iso-8859-16');
  });
  it('replacement: one U+FFFD for non-empty input, nothing for empty', () => {
    expect(decodeHtmlBytes(bytes('abc'), { encoding: 'replacement', bomLength: 0 })).toBe('\uFFFD');
    expect(decodeHtmlBytes(new Uint8Array(0), { encoding: 'replacement', bomLength: 0 })).toBe('');
  });
});

/** Feeds `data` to a HtmlStreamDecoder cut at `cuts`: [text, sniffed]. */
function streamed(data: Uint8Array, cuts: number[], options = {}): [string, SniffedHtmlEncoding | null] {
  const decoder = new HtmlStreamDecoder(options);
  let text = '';
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    const end = Math.min(Math.max(cut, at), data.length);
    text += decoder.write(data.subarray(at, end));
    at = end;
  }
  text += decoder.write(data.subarray(at));
  return [text + decoder.end(), decoder.sniffed];
}

describe('HtmlStreamDecoder', () => {
  it('holds the first 1024 bytes, then decodes as chunks come', () => {
    const decoder = new HtmlStreamDecoder();
    expect(decoder.write(bytes('<meta charset=koi8-r>'))).toBe('');
    expect(decoder.sniffed).toBeNull();
    const text = decoder.write(new Uint8Array(1024).fill(0xc1));
    expect(decoder.sniffed).toMatchObject({ encoding: 'koi8-r', source: 'meta' });
    expect(text).toBe(`<meta charset=koi8-r>${'а'.repeat(1024)}`);
    expect(decoder.write(Uint8Array.of(0xc1))).toBe('а');
    expect(decoder.end()).toBe('');
  });
  it('decides at end when the input is shorter than 1024 bytes', () => {
    expect(streamed(Uint8Array.of(0xef, 0xbb, 0xbf, 0xe2, 0x82, 0xac), [1, 2, 4, 5])).toEqual([
      '€',
      { encoding: 'utf-8', confidence: 'certain', bomLength: 3, source: 'bom' },
    ]);
  });
  it('splits inside multi-byte sequences and the BOM give the same text', () => {
    const data = new Uint8Array([0xff, 0xfe, ...new Uint8Array(3000).map((_, i) => (i % 2 ? 0 : 0x41 + (i % 26)))]);
    const whole = decodeHtmlBytes(data, sniffHtmlEncoding(data));
    expect(streamed(data, [1, 1025, 1026, 2047])[0]).toBe(whole);
  });
  it('the replacement encoding gives one U+FFFD however the bytes come', () => {
    expect(streamed(new Uint8Array(3000), [0, 10, 2000], { encoding: 'iso-2022-kr' })[0]).toBe('\uFFFD');
  });
  it('chunk-split invariance: equal to decodeHtmlBytes of the whole, for any chunking', () => {
    const piece = fc.oneof(
      fc.uint8Array({ maxLength: 40 }),
      fc.constantFrom(
        bytes('<meta charset=utf-8>'),
        bytes('<meta charset=koi8-r>'),
        bytes('<meta charset=x-user-defined>'),
        Uint8Array.of(0xef, 0xbb, 0xbf),
        Uint8Array.of(0xff, 0xfe),
        bytes('€ √'),
        new Uint8Array(600).fill(0x20),
      ),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }),
        fc.array(fc.nat(2500), { maxLength: 6 }),
        fc.constantFrom(undefined, 'utf-16be', 'shift_jis', 'iso-8859-16', 'bogus'),
        (pieces, cuts, encoding) => {
          const data = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
          let at = 0;
          for (const p of pieces) {
            data.set(p, at);
            at += p.length;
          }
          const options = encoding === undefined ? {} : { encoding };
          const sniffed = sniffHtmlEncoding(data, options);
          expect(streamed(data, cuts, options)).toEqual([decodeHtmlBytes(data, sniffed), sniffed]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('properties', () => {
  it('never throws, and always answers a decodable encoding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.option(fc.string({ maxLength: 12 })), (data, label) => {
        const sniffed = sniffHtmlEncoding(data, label === null ? {} : { encoding: label });
        expect(typeof decodeHtmlBytes(data, sniffed)).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
  it('bytes after the limit never change the prescan', () => {
    const pieces = fc.constantFrom(
      '<meta charset=big5>',
      '<!--',
      '-->',
      '<p a="',
      '"',
      '>',
      '<',
      ' ',
      'x',
      '</',
      '<?',
      "'",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), fc.array(pieces, { maxLength: 10 }), (head, tail) => {
        const text = head.join('');
        expect(prescan(text + tail.join(''), text.length)).toBe(prescan(text));
      }),
      { numRuns: 300 },
    );
  });
});

describe('scale (linear time on hostile values)', () => {
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
  it('extracting from a content value of 10^6 "charset"s without "=" is linear', () => {
    const small = 'charset '.repeat(100_000);
    const large = 'charset '.repeat(1_000_000);
    expect(extractEncodingFromMetaContent(large)).toBeNull();
    const ratio =
      time(() => extractEncodingFromMetaContent(large)) /
      Math.max(
        0.05,
        time(() => extractEncodingFromMetaContent(small)),
      );
    expect(ratio).toBeLessThan(40); // quadratic would be about 100
  });
  it('the prescan reads at most its limit, whatever follows', () => {
    const huge = bytes(`<p title="${'x'.repeat(2_000_000)}">`);
    const ratio =
      time(() => prescanHtmlEncoding(huge)) /
      Math.max(
        0.05,
        time(() => prescanHtmlEncoding(huge.subarray(0, 2000))),
      );
    expect(prescanHtmlEncoding(huge)).toBeNull();
    expect(ratio).toBeLessThan(40); // scanning all 2 MB would be about 1000
  });
});
