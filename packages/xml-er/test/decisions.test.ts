// One group per decision of shared/specs/xml-er-decisions.md.
import { describe, expect, it } from 'vitest';
import { parseXml } from '../src/index.ts';
import { codes } from './helpers.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);
const rootOf = (input: string | Uint8Array, options = {}) =>
  parseXml(input, options).tree.children.find((n) => n.type === 'element') as {
    name: string;
    attributes: Record<string, string>;
    children: Array<{ type: string; value?: string; name?: string }>;
  };

describe('decision X0: well-formed XML 1.0 gives the XML 1.0 tree', () => {
  it('decision X0: a DOCTYPE is not a parse error (the draft calls it one)', () => {
    const result = parseXml('<!DOCTYPE a><a/>');
    expect(result.wellFormed).toBe(true);
  });
  it('decision X0: malformed input is corrected deterministically and reported', () => {
    const first = parseXml('<a><b>x</a>');
    expect(first).toEqual(parseXml('<a><b>x</a>'));
    expect(first.wellFormed).toBe(false);
  });
});

describe('decision X1: encoding of byte input', () => {
  it('decision X1: an explicit encoding option wins over BOM and declaration', () => {
    expect(rootOf(bytes(0x3c, 0x61, 0x3e, 0xe9, 0x3c, 0x2f, 0x61, 0x3e), { encoding: 'iso-8859-1' }).children).toEqual([
      { type: 'text', value: 'é' },
    ]);
  });
  it('decision X1: a UTF-16LE BOM', () => {
    const text = '<a>é</a>';
    const data = new Uint8Array(2 + text.length * 2);
    data.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) data[2 + 2 * i] = text.charCodeAt(i);
    expect(parseXml(data)).toMatchObject({
      wellFormed: true,
      tree: { children: [{ name: 'a', children: [{ value: 'é' }] }] },
    });
  });
  it('decision X1: a UTF-8 BOM is stripped', () => {
    expect(parseXml(bytes(0xef, 0xbb, 0xbf, ...utf8('<a/>')))).toMatchObject({ wellFormed: true, errors: [] });
  });
  it('decision X1: the encoding of the XML declaration', () => {
    const head = utf8('<?xml version="1.0" encoding="ISO-8859-1"?><a>');
    const data = new Uint8Array([...head, 0xe9, ...utf8('</a>')]);
    expect(rootOf(data).children).toEqual([{ type: 'text', value: 'é' }]);
  });
  it('decision X1: UTF-8 by default; invalid sequences become U+FFFD with an error', () => {
    const result = parseXml(bytes(...utf8('<a>'), 0xff, ...utf8('</a>')));
    expect(rootOf(bytes(...utf8('<a>'), 0xff, ...utf8('</a>'))).children).toEqual([{ type: 'text', value: '\uFFFD' }]);
    expect(codes(result.errors)).toEqual(['invalid-byte-sequence']);
  });
  it('decision X1: an unknown label falls back to UTF-8 with an error', () => {
    const result = parseXml(utf8('<?xml version="1.0" encoding="x-no-such"?><a/>'));
    expect(codes(result.errors)).toEqual(['unsupported-encoding']);
  });
  it('decision X1: a BOM that contradicts the declaration is an error', () => {
    const result = parseXml(bytes(0xef, 0xbb, 0xbf, ...utf8('<?xml version="1.0" encoding="iso-8859-1"?><a/>')));
    expect(codes(result.errors)).toEqual(['encoding-mismatch']);
  });
  it('decision X1: a string input is used as is (a leading U+FEFF is not content)', () => {
    expect(parseXml('\uFEFF<a/>')).toMatchObject({ wellFormed: true });
  });
});

describe('decision X2: line ends', () => {
  it('decision X2: CR LF and lone CR become LF in text and attribute values', () => {
    const root = rootOf('<a b="x\r\ny\rz">1\r\n2\r3</a>');
    expect(root.children).toEqual([{ type: 'text', value: '1\n2\n3' }]);
    expect(root.attributes).toEqual({ b: 'x y z' });
  });
  it('decision X2: positions refer to the original input', () => {
    const { errors } = parseXml('<a>\r\n&x;</a>');
    expect(errors[0]).toMatchObject({ line: 2, column: 1, offset: 5 });
  });
});

describe('decision X3: character references', () => {
  it('decision X3: decimal and hexadecimal references give the code point', () => {
    expect(rootOf('<a>&#65;&#x42;&#x1F600;</a>').children).toEqual([{ type: 'text', value: 'AB😀' }]);
  });
  it('decision X3: a reference to a non-Char gives U+FFFD and an error', () => {
    const result = parseXml('<a>&#1;&#xFFFE;</a>');
    expect(rootOf('<a>&#1;&#xFFFE;</a>').children).toEqual([{ type: 'text', value: '\uFFFD\uFFFD' }]);
    expect(codes(result.errors)).toEqual(['invalid-character-reference', 'invalid-character-reference']);
  });
  it('decision X3: a reference without ";" or digits stays literal with an error', () => {
    const result = parseXml('<a>&#65 &#x;</a>');
    expect(rootOf('<a>&#65 &#x;</a>').children).toEqual([{ type: 'text', value: '&#65 &#x;' }]);
    expect(codes(result.errors)).toEqual(['missing-semicolon-after-reference', 'invalid-reference']);
  });
  it('decision X3: in attribute values too', () => {
    expect(rootOf('<a b="&#65;&#9;&#0;"/>').attributes).toEqual({ b: 'A\t\uFFFD' });
  });
});

describe('decision X4: named references', () => {
  it('decision X4: the five predefined entities', () => {
    expect(rootOf('<a>&lt;&gt;&amp;&apos;&quot;</a>').children).toEqual([{ type: 'text', value: `<>&'"` }]);
  });
  it('decision X4: internal subset entities, the first declaration wins', () => {
    expect(rootOf('<!DOCTYPE a [<!ENTITY e "one"><!ENTITY e "two">]><a>&e;</a>').children).toEqual([
      { type: 'text', value: 'one' },
    ]);
  });
  it('decision X4: an undeclared name stays literal with an error', () => {
    const result = parseXml('<a>&nbsp;</a>');
    expect(rootOf('<a>&nbsp;</a>').children).toEqual([{ type: 'text', value: '&nbsp;' }]);
    expect(codes(result.errors)).toEqual(['undeclared-entity']);
  });
  it('decision X4: with a parameter entity reference, an undeclared entity is only a validity matter', () => {
    const result = parseXml('<!DOCTYPE a [<!ENTITY % p "<!ENTITY x \'y\'>"> %p;]><a>&x;&z;</a>');
    // Kept as a reference (raw node), reported without affecting well-formedness (issue #13 item 14).
    expect(rootOf('<!DOCTYPE a [<!ENTITY % p "<!ENTITY x \'y\'>"> %p;]><a>&x;&z;</a>').children).toEqual([
      { type: 'text', value: 'y' },
      { type: 'raw', value: '&z;' },
    ]);
    expect(result.wellFormed).toBe(true);
    expect(result.errors.map((e) => [e.code, e.fatal])).toEqual([['undeclared-entity-not-read', false]]);
  });
});

describe('decision X5: entity expansion', () => {
  it('decision X5: replacement text is parsed as content (elements become elements)', () => {
    expect(rootOf('<!DOCTYPE a [<!ENTITY e "x<b c=\'1\'>y</b>&#38;#60;z">]><a>&e;</a>').children).toEqual([
      { type: 'text', value: 'x' },
      { type: 'element', name: 'b', attributes: { c: '1' }, children: [{ type: 'text', value: 'y' }] },
      { type: 'text', value: '<z' },
    ]);
  });
  it('decision X5: character references in entity values are expanded at declaration ("&#60;" becomes markup)', () => {
    expect(rootOf('<!DOCTYPE a [<!ENTITY e "&#38;#60;">]><a>&e;</a>').children).toEqual([{ type: 'text', value: '<' }]);
    expect(codes(parseXml('<!DOCTYPE a [<!ENTITY e "&#60;">]><a>&e;</a>').errors)).toEqual(['eof-in-tag']);
  });
  it('decision X5: in an attribute value, replacement text is included as text', () => {
    expect(rootOf('<!DOCTYPE a [<!ENTITY e "1&amp;2"><!ENTITY f "[&e;]">]><a b="&f;"/>').attributes).toEqual({
      b: '[1&2]',
    });
  });
  it('decision X5: a recursive reference is an error and is not expanded', () => {
    const result = parseXml('<!DOCTYPE a [<!ENTITY e "x&f;"><!ENTITY f "&e;">]><a>&e;<b/></a>');
    expect(codes(result.errors)).toEqual(['recursive-entity']);
    expect(rootOf('<!DOCTYPE a [<!ENTITY e "x&f;"><!ENTITY f "&e;">]><a>&e;<b/></a>').children).toEqual([
      { type: 'element', name: 'b', attributes: {}, children: [] },
    ]);
  });
  it('decision X5: the amplification guard stops expansion with one error; the rest is parsed', () => {
    const result = parseXml('<!DOCTYPE a [<!ENTITY e "0123456789">]><a>&e;&e;&e;<b/></a>', { maxExpansion: 25 });
    expect(codes(result.errors)).toEqual(['entity-expansion-limit']);
    expect(
      rootOf('<!DOCTYPE a [<!ENTITY e "0123456789">]><a>&e;&e;&e;<b/></a>', { maxExpansion: 25 }).children,
    ).toEqual([
      { type: 'text', value: '01234567890123456789' },
      { type: 'element', name: 'b', attributes: {}, children: [] },
    ]);
  });
  it('decision X5: parameter entities are expanded in the internal subset', () => {
    expect(rootOf('<!DOCTYPE a [<!ENTITY % d "<!ATTLIST a b CDATA \'v\'>"> %d;]><a/>').attributes).toEqual({ b: 'v' });
  });
  it('decision X5: external entities are never fetched', () => {
    const result = parseXml('<!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>');
    expect(rootOf('<!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>').children).toEqual([
      { type: 'raw', value: '&e;' },
    ]);
    expect(result.wellFormed).toBe(true);
    expect(codes(result.errors)).toEqual(['external-entity-not-read']);
  });
  it('decision X5: an unbalanced replacement text is an error', () => {
    expect(codes(parseXml('<!DOCTYPE a [<!ENTITY e "<b>">]><a>&e;</b></a>').errors)).toContain('unbalanced-entity');
  });
});

describe('decision X6: ATTLIST defaults and attribute-value normalisation', () => {
  const dtd = `<!DOCTYPE a [<!ATTLIST a
    c CDATA "  x  y "
    t NMTOKENS "  x  y "
    r CDATA #REQUIRED
    i ID #IMPLIED
    f CDATA #FIXED "fixed"
    e (one|two) "one"
    n NOTATION (png) #IMPLIED>
  <!ATTLIST a c CDATA "second">]>`;
  it('decision X6: every declared default is added when the attribute is missing; the first declaration wins', () => {
    expect(rootOf(`${dtd}<a/>`).attributes).toEqual({ c: '  x  y ', t: 'x y', f: 'fixed', e: 'one' });
  });
  it('decision X6: specified values win over defaults', () => {
    expect(rootOf(`${dtd}<a c="mine" e="two"/>`).attributes).toEqual({ c: 'mine', e: 'two', t: 'x y', f: 'fixed' });
  });
  it('decision X6: whitespace characters become spaces; non-CDATA values are trimmed and collapsed', () => {
    expect(rootOf(`${dtd}<a c="\tp\nq " i="  id\t1 "/>`).attributes).toMatchObject({ c: ' p q ', i: 'id 1' });
  });
  it('decision X6: defaults follow the specified attributes, in declaration order', () => {
    expect(Object.keys(rootOf(`${dtd}<a z="1" c="mine"/>`).attributes)).toEqual(['z', 'c', 't', 'f', 'e']);
  });
  it('decision X6: an element whose declarations are all CDATA keeps its values as CDATA, with or without defaults', () => {
    const cdataOnly = '<!DOCTYPE a [<!ATTLIST a x CDATA #IMPLIED y CDATA #REQUIRED><!ATTLIST b d CDATA "v">]>';
    expect(rootOf(`${cdataOnly}<a x=" p\tq " y="&#32;r  s"/>`).attributes).toEqual({ x: ' p q ', y: ' r  s' });
    expect(rootOf(`${cdataOnly}<a x="p" y="q"/>`).attributes).toEqual({ x: 'p', y: 'q' });
    const duplicate = parseXml(`${cdataOnly}<a x="1" x="2"/>`);
    expect(codes(duplicate.errors)).toEqual(['duplicate-attribute']);
    expect(rootOf(`${cdataOnly}<a x="1" x="2"/>`).attributes).toEqual({ x: '1' });
    expect(rootOf(`${cdataOnly.replace('a x CDATA', 'a x NMTOKEN')}<a x=" p " y=" r "/>`).attributes).toEqual({
      x: 'p',
      y: ' r ',
    });
  });
  it('decision X6: a malformed declaration is an error and skipped', () => {
    const result = parseXml('<!DOCTYPE a [<!ATTLIST a b WRONG "x">]><a/>');
    expect(codes(result.errors)).toEqual(['malformed-declaration']);
  });
});

describe('decision X7: the internal subset is not content', () => {
  it('decision X7: comments and PIs inside it produce no nodes', () => {
    const result = parseXml('<!DOCTYPE a [<!-- c --><?p d?>]><a/>');
    expect(result.tree.children.map((n) => n.type)).toEqual(['doctype', 'element']);
    expect(result.wellFormed).toBe(true);
  });
});

describe('decision X8: doctype node', () => {
  it('decision X8: name, public and system identifiers', () => {
    expect(
      parseXml('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "x.dtd"><html/>').tree.children[0],
    ).toEqual({
      type: 'doctype',
      name: 'html',
      public: '-//W3C//DTD XHTML 1.0 Strict//EN',
      system: 'x.dtd',
    });
    expect(parseXml('<!DOCTYPE a SYSTEM "a.dtd"><a/>').tree.children[0]).toEqual({
      type: 'doctype',
      name: 'a',
      system: 'a.dtd',
    });
    expect(parseXml('<!DOCTYPE a><a/>').tree.children[0]).toEqual({ type: 'doctype', name: 'a' });
  });
  it('decision X8: a malformed external identifier is an error', () => {
    expect(codes(parseXml('<!DOCTYPE a PUBLIC "x"><a/>').errors)).toEqual(['malformed-doctype']);
  });
  it('decision X8: a second DOCTYPE is dropped with an error', () => {
    const result = parseXml('<!DOCTYPE a><!DOCTYPE b><a/>');
    expect(result.tree.children.filter((n) => n.type === 'doctype')).toHaveLength(1);
    expect(codes(result.errors)).toEqual(['unexpected-doctype']);
  });
});

describe('decision X9: names', () => {
  it('decision X9: qualified names are kept as written', () => {
    expect(rootOf('<p:a xmlns:p="u" p:b="1"/>')).toMatchObject({
      name: 'p:a',
      attributes: { 'xmlns:p': 'u', 'p:b': '1' },
    });
  });
});

describe('decision X10: text outside the root', () => {
  it('decision X10: whitespace in the start and end phases is dropped silently', () => {
    const result = parseXml(' \n<a/>\n\t ');
    expect(result.tree.children).toHaveLength(1);
    expect(result.wellFormed).toBe(true);
  });
  it('decision X10: other text is dropped with one error per run', () => {
    const result = parseXml('x y<a/>after &amp; more');
    expect(result.tree.children).toHaveLength(1);
    expect(codes(result.errors)).toEqual(['text-outside-root', 'text-outside-root']);
  });
  it('decision X10: elements after the root are dropped with an error', () => {
    expect(codes(parseXml('<a/><b/>').errors)).toEqual(['content-after-root']);
  });
});

describe('decision X11: PI data keeps its "?"', () => {
  it('decision X11: a "?" not followed by ">" is part of the data', () => {
    expect(parseXml('<?p a?b??><a/>').tree.children[0]).toEqual({ type: 'instruction', name: 'p', value: 'a?b?' });
  });
});

describe('decision X12: errors and well-formedness', () => {
  const notWellFormed: Array<[string, string, string]> = [
    ['name characters', '<1a/>', 'invalid-name'],
    ['"<" in an attribute value', '<a b="<"/>', 'less-than-in-attribute-value'],
    ['"--" in a comment', '<a><!-- a -- b --></a>', 'double-hyphen-in-comment'],
    ['"]]>" in text', '<a>]]></a>', 'cdata-end-in-text'],
    ['duplicate attributes', '<a b="1" b="2"/>', 'duplicate-attribute'],
    ['reserved PI target', '<a><?xml version="1.0"?></a>', 'reserved-pi-target'],
    ['character validity', '<a>\u0000</a>', 'invalid-character'],
    ['mismatched end tags', '<a></b>', 'mismatched-end-tag'],
    ['a malformed XML declaration', '<?xml version="2"?><a/>', 'invalid-xml-declaration'],
  ];
  for (const [what, input, code] of notWellFormed) {
    it(`decision X12: ${what} → ${code}`, () => {
      const result = parseXml(input);
      expect(codes(result.errors)).toContain(code);
      expect(result.wellFormed).toBe(false);
    });
  }
  it('decision X12: errors are data: { code, message, line, column, offset, endOffset, endLine, endColumn }', () => {
    const [error] = parseXml('<a>').errors;
    expect(error).toEqual({
      code: 'unclosed-element',
      message: expect.any(String),
      line: 1,
      column: 4,
      offset: 3,
      endOffset: 3,
      endLine: 1,
      endColumn: 4,
    });
  });
  it('decision X12: wellFormed is true exactly when there is no error (other than fatal: false reports)', () => {
    for (const input of [
      '<a/>',
      '<a>',
      '',
      '<?xml version="1.0" standalone="yes"?><a/>',
      '<!DOCTYPE a SYSTEM "a.dtd"><a>&u;</a>',
    ]) {
      const result = parseXml(input);
      expect(result.wellFormed).toBe(result.errors.every((error) => error.fatal === false));
    }
  });
});
