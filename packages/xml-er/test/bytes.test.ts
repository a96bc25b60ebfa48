// Byte input: invalid sequences reported where they are (issue 13 item 11),
// encoding labels and the decode option (item 15), and the cost of the byte
// path against decoding first (item 16).
import type { ParseError } from '@forgiving/char-ref';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createXmlParser, parseXml } from '../src/index.ts';
import { codes } from './helpers.ts';

const latin1 = (s: string) => Uint8Array.from(Buffer.from(s, 'latin1'));
const where = (e: ParseError) => `${e.line}:${e.column}@${e.offset} ${e.code}`;

function streamed(chunks: Uint8Array[], options = {}): string[] {
  const out: string[] = [];
  const parser = createXmlParser({
    ...options,
    onText: (value) => out.push(`text ${JSON.stringify(value)}`),
    onOpenTag: (tag) => out.push(`open ${tag.name} ${JSON.stringify(tag.attributes)}`),
    onError: (e) => out.push(where(e)),
  });
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return out;
}

const bytewise = (bytes: Uint8Array) => Array.from(bytes, (b) => Uint8Array.of(b));

describe('invalid byte sequences (issue 13 item 11)', () => {
  it('invalid-byte-sequence: at its own offset (3:6, offset 10), not at the start of the chunk', () => {
    const bytes = latin1('<r>\n\n  abc\xFFdef</r>');
    expect(parseXml(bytes).errors.map(where)).toEqual(['3:6@10 invalid-byte-sequence']);
    expect(streamed(bytewise(bytes)).filter((e) => e.includes('@'))).toEqual(['3:6@10 invalid-byte-sequence']);
  });

  it('invalid-byte-sequence: two invalid bytes are two errors', () => {
    expect(codes(parseXml(latin1('<r>a\xFFb\xFEc</r>')).errors)).toEqual([
      'invalid-byte-sequence',
      'invalid-byte-sequence',
    ]);
  });

  it('invalid-byte-sequence: in attribute values, names and comments too, in input order', () => {
    const bytes = latin1('<r a="x\xFFy" b\xC3="1"><!--\xE2\x82--></r>');
    const errors = parseXml(bytes).errors;
    // (U+FFFD is a NameChar: "b\uFFFD" is a well-formed name.)
    expect(errors.map(where)).toEqual([
      '1:8@7 invalid-byte-sequence',
      '1:13@12 invalid-byte-sequence',
      '1:23@22 invalid-byte-sequence',
    ]);
    expect(streamed(bytewise(bytes)).filter((e) => e.includes('@'))).toEqual(errors.map(where));
  });

  it('invalid-byte-sequence: a U+FFFD the document spells is no error', () => {
    expect(parseXml(latin1('<r a="\xEF\xBF\xBD">\xEF\xBF\xBD</r>')).errors).toEqual([]);
  });

  it('invalid-byte-sequence: UTF-16 unpaired surrogates, at their offsets', () => {
    const text = '<r>a\uD800b</r>';
    const bytes = new Uint8Array(2 + 2 * text.length);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      bytes[2 + 2 * i] = text.charCodeAt(i) & 0xff;
      bytes[3 + 2 * i] = text.charCodeAt(i) >> 8;
    }
    expect(parseXml(bytes).errors.map(where)).toEqual(['1:5@4 invalid-byte-sequence']);
    expect(streamed(bytewise(bytes)).filter((e) => e.includes('@'))).toEqual(['1:5@4 invalid-byte-sequence']);
  });

  it('invalid-byte-sequence: identical events and errors for every chunking (property)', () => {
    const parts = fc.constantFrom(
      '<r>',
      '</r>',
      '<a b="',
      '">',
      'x',
      '\n',
      '\xFF',
      '\xC3',
      '\xA9',
      '\xE2\x82',
      '\xAC',
      '\xF0\x9F\x98',
      '\xEF\xBF\xBD',
      '&amp;',
      '<!--',
      '-->',
      ']]>',
      '\x01',
    );
    fc.assert(
      fc.property(fc.array(parts, { maxLength: 25 }), fc.array(fc.nat(), { maxLength: 10 }), (list, cuts) => {
        const bytes = latin1(list.join(''));
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks: Uint8Array[] = [];
        let last = 0;
        for (const point of [...points, bytes.length]) {
          chunks.push(bytes.subarray(last, point));
          last = point;
        }
        expect(streamed(chunks)).toEqual(streamed([bytes]));
      }),
      { numRuns: 1500 },
    );
  });
});

describe('streamed gb18030 and iso-2022-jp never throw (issue 13 item 11: Node TextDecoder stream mode throws)', () => {
  it('gb18030 split after 81 30 (Node throws on the next chunk): the whole-input events and error', () => {
    const bytes = latin1('<?xml version="1.0" encoding="gb18030"?><r>a\x81\x30</r>');
    const cut = bytes.indexOf(0x3c, 45); // before "</r>", right after 81 30
    const whole = streamed([bytes]);
    expect(whole).toContain('text "a\uFFFD0"');
    expect(whole.filter((e) => e.endsWith('invalid-byte-sequence'))).toHaveLength(1);
    expect(streamed([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(whole);
    expect(streamed(bytewise(bytes))).toEqual(whole);
  });

  it('iso-2022-jp split inside an escape sequence: the whole-input events', () => {
    const bytes = latin1('<?xml version="1.0" encoding="iso-2022-jp"?><r>\x1b$B0!\x1b(\x1b(B</r>');
    const whole = streamed([bytes]);
    // In JIS X 0208 mode the bad "ESC (" is an error and "(" a lead byte, which ESC then cuts: two errors.
    expect(whole).toEqual([
      'open r {}',
      '1:49@48 invalid-byte-sequence',
      '1:50@49 invalid-byte-sequence',
      'text "亜\uFFFD\uFFFD"',
    ]);
    const cut = bytes.indexOf(0x28, 50) + 1; // after the bad "ESC ("
    expect(streamed([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(whole);
    expect(streamed(bytewise(bytes))).toEqual(whole);
  });
});

describe('encoding labels and the decode option (issue 13 item 15)', () => {
  it('encoding="maccyrillic" (an alias of x-mac-cyrillic) decodes', () => {
    const result = parseXml(latin1('<?xml version="1.0" encoding="maccyrillic"?><r>\xE0</r>'));
    expect(result.errors).toEqual([]);
    expect(result.tree.children[1]).toMatchObject({ children: [{ value: 'а' }] });
  });

  it('encoding="ISO-8859-5" and an IANA alias as the encoding option', () => {
    expect(parseXml(latin1('<r>\xD0</r>'), { encoding: 'csISOLatinCyrillic' }).tree.children[0]).toMatchObject({
      children: [{ value: 'а' }],
    });
  });

  it('unsupported-encoding: encoding="ibm855" (no WHATWG encoding) is reported, then read as UTF-8', () => {
    const result = parseXml(latin1('<?xml version="1.0" encoding="ibm855"?><r>a</r>'));
    expect(codes(result.errors)).toEqual(['unsupported-encoding']);
    expect(result.errors[0]!.message).toMatch(/decode/);
  });

  it('the decode option decodes an encoding WHATWG does not have, with all the bytes, at any chunking', () => {
    const calls: Array<[number, string]> = [];
    const decode = (bytes: Uint8Array, label: string) => {
      calls.push([bytes.length, label]);
      return label === 'ibm855' ? new TextDecoder('windows-1252').decode(bytes).replace('\xE0', 'ж') : undefined;
    };
    const bytes = latin1('<?xml version="1.0" encoding="ibm855"?><r>\xE0</r>');
    const result = parseXml(bytes, { decode });
    expect(result.errors).toEqual([]);
    expect(result.tree.children[1]).toMatchObject({ children: [{ value: 'ж' }] });
    expect(calls).toEqual([[bytes.length, 'ibm855']]);
    expect(streamed(bytewise(bytes), { decode })).toEqual(['open r {}', 'text "ж"']);
  });

  it('unsupported-encoding: the decode option returning undefined', () => {
    const result = parseXml(latin1('<?xml version="1.0" encoding="utf-32"?><r>\xFF</r>'), { decode: () => undefined });
    expect(codes(result.errors)).toEqual(['unsupported-encoding', 'invalid-byte-sequence']);
  });

  it('the decode option is not asked for encodings the Encoding Standard has', () => {
    let asked = false;
    const decode = () => {
      asked = true;
      return '';
    };
    parseXml(latin1('<?xml version="1.0" encoding="koi8-r"?><r/>'), { decode });
    expect(asked).toBe(false);
  });
});

describe('encoding declarations decode as the Encoding Standard says (issue 29)', () => {
  const decodeSpy = () => {
    const calls: string[] = [];
    const decode = (_bytes: Uint8Array, label: string): undefined => {
      calls.push(label);
    };
    return { calls, decode };
  };

  it.each(['latin10', 'L10', 'iso-ir-226', 'ISO-8859-16'])(
    'encoding="%s" is ISO-8859-16 (A1 is Ą): no error, the decode option not asked',
    (label) => {
      const spy = decodeSpy();
      const result = parseXml(latin1(`<?xml version="1.0" encoding="${label}"?><r>\xA1\xA4</r>`), {
        decode: spy.decode,
      });
      expect(result.errors).toEqual([]);
      expect(result.tree.children[1]).toMatchObject({ children: [{ value: 'Ą€' }] });
      expect(spy.calls).toEqual([]);
    },
  );

  it('encoding="Shift_JIS": a bad pair keeps its ASCII trail (82 41 42 is U+FFFD A B, one invalid-byte-sequence)', () => {
    const result = parseXml(latin1('<?xml version="1.0" encoding="Shift_JIS"?><r>\x82AB</r>'));
    expect(codes(result.errors)).toEqual(['invalid-byte-sequence']);
    expect(result.tree.children[1]).toMatchObject({ children: [{ value: '\uFFFDAB' }] });
  });

  it('encoding="windows-1255": CA is U+05BA (ICU gave an error)', () => {
    const result = parseXml(latin1('<?xml version="1.0" encoding="windows-1255"?><r>\xCA</r>'));
    expect(result.errors).toEqual([]);
    expect(result.tree.children[1]).toMatchObject({ children: [{ value: '\u05BA' }] });
  });

  it.each(['ISO-8859-99', 'latin11', 'ISO-2022-KR', 'x-no-such'])(
    'encoding="%s" (no encoding of the Standard, or its replacement encoding) goes to the decode option, else unsupported-encoding',
    (label) => {
      const spy = decodeSpy();
      const bytes = latin1(`<?xml version="1.0" encoding="${label}"?><r>a</r>`);
      expect(codes(parseXml(bytes, { decode: spy.decode }).errors)).toEqual(['unsupported-encoding']);
      expect(spy.calls).toEqual([label.toLowerCase()]);
      expect(codes(parseXml(bytes).errors)).toEqual(['unsupported-encoding']);
    },
  );
});

describe('byte path cost (issue 13 item 16)', () => {
  it('parseXml(bytes) costs within a generous ratio of decoding first (it used to read the whole input as Latin-1 to find the declaration)', () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>\n<r>${'<item a="1">é text</item>\n'.repeat(40_000)}</r>`;
    const bytes = new TextEncoder().encode(text);
    const cpu = (fn: () => void) => {
      let best = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 5; round++) {
        const before = process.cpuUsage();
        fn();
        const used = process.cpuUsage(before);
        best = Math.min(best, used.user + used.system);
      }
      return best;
    };
    const viaBytes = cpu(() => parseXml(bytes));
    const viaString = cpu(() => parseXml(new TextDecoder().decode(bytes)));
    expect(viaBytes / viaString).toBeLessThan(3);
  });
});
