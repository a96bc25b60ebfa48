// The internal subset: the draft's DOCTYPE states, completed (decisions X5–X7).
import { describe, expect, it } from 'vitest';
import { parseXml } from '../src/index.ts';
import { codes } from './helpers.ts';

function parse(subset: string, body = '<a>&e;</a>') {
  const result = parseXml(`<!DOCTYPE a [${subset}]>${body}`);
  const root = result.tree.children.find((n) => n.type === 'element') as {
    attributes: Record<string, string>;
    children: Array<{ type: string; value?: string }>;
  };
  return { ...result, root, codes: codes(result.errors) };
}

describe('DOCTYPE internal subset', () => {
  it('DOCTYPE internal subset state: whitespace between declarations is skipped', () => {
    expect(parse('\n  <!ENTITY e "x">\n').root.children).toEqual([{ type: 'text', value: 'x' }]);
  });
  it('DOCTYPE internal subset state: U+0025 (%) → parameter entity reference', () => {
    expect(parse('<!ENTITY % p "<!ENTITY e \'from pe\'>">%p;').root.children).toEqual([
      { type: 'text', value: 'from pe' },
    ]);
  });
  it('DOCTYPE internal subset state: an undeclared parameter entity is an error', () => {
    expect(parse('%nope;<!ENTITY e "x">').codes).toEqual(['undeclared-parameter-entity']);
  });
  it('DOCTYPE internal subset state: anything else is a parse error, skipped to ">"', () => {
    const result = parse('junk> <!ENTITY e "x">');
    expect(result.codes).toEqual(['malformed-declaration']);
    expect(result.root.children).toEqual([{ type: 'text', value: 'x' }]);
  });
  it('DOCTYPE comment state: comments produce no nodes (X7)', () => {
    const result = parse('<!-- <!ENTITY e "no"> --><!ENTITY e "yes">');
    expect(result.root.children).toEqual([{ type: 'text', value: 'yes' }]);
    expect(result.tree.children.map((n) => n.type)).toEqual(['doctype', 'element']);
  });
  it('DOCTYPE comment state: "--" inside is an error (X12)', () => {
    expect(parse('<!-- a -- b --><!ENTITY e "x">').codes).toEqual(['double-hyphen-in-comment']);
  });
  it('DOCTYPE pi state: PIs produce no nodes (X7); the target xml is reserved', () => {
    expect(parse('<?p data?><!ENTITY e "x">').errors).toEqual([]);
    expect(parse('<?xml data?><!ENTITY e "x">').codes).toEqual(['reserved-pi-target']);
  });
  it('DOCTYPE bogus comment state: an unknown declaration is an error, skipped', () => {
    expect(parse('<!FOO bar><!ENTITY e "x">').codes).toEqual(['malformed-declaration']);
  });
  it('DOCTYPE ENTITY state: general entity with a double or single quoted value', () => {
    expect(parse(`<!ENTITY e "a'b">`).root.children).toEqual([{ type: 'text', value: "a'b" }]);
    expect(parse(`<!ENTITY e 'a"b'>`).root.children).toEqual([{ type: 'text', value: 'a"b' }]);
  });
  it('DOCTYPE ENTITY value state: character references are replaced, general references kept for use time', () => {
    expect(parse('<!ENTITY f "F"><!ENTITY e "&#65;&f;&#x42;">').root.children).toEqual([
      { type: 'text', value: 'AFB' },
    ]);
  });
  it('DOCTYPE ENTITY value state: a parameter entity reference inside a declaration is an error', () => {
    expect(parse('<!ENTITY % p "x"><!ENTITY e "%p;">').codes).toEqual(['parameter-entity-in-declaration']);
  });
  it('DOCTYPE ENTITY value state: CR LF in the value becomes LF (X2)', () => {
    expect(parse('<!ENTITY e "a\r\nb">').root.children).toEqual([{ type: 'text', value: 'a\nb' }]);
  });
  it('DOCTYPE ENTITY identifier state: external entities (SYSTEM, PUBLIC, NDATA) are declared, never fetched', () => {
    const result = parse(
      '<!NOTATION png SYSTEM "png"><!ENTITY e SYSTEM "e.xml"><!ENTITY i PUBLIC "-//x" "i.png" NDATA png>',
      '<a>&e;</a>',
    );
    expect(result.codes).toEqual(['external-entity-not-read']); // XML 1.0 §4.4.3: the application is told
    expect(result.root.children).toEqual([{ type: 'raw', value: '&e;' }]);
  });
  it('DOCTYPE ENTITY identifier state: a reference to an unparsed entity in content is an error', () => {
    expect(parse('<!NOTATION n SYSTEM "n"><!ENTITY i SYSTEM "i" NDATA n>', '<a>&i;</a>').codes).toEqual([
      'unparsed-entity-reference',
    ]);
  });
  it('DOCTYPE ENTITY state: malformed declarations are errors', () => {
    for (const bad of [
      '<!ENTITY e>',
      '<!ENTITYe "x">',
      '<!ENTITY e "x" junk>',
      '<!ENTITY % p SYSTEM "x" NDATA n>',
      '<!ENTITY 1e "x">',
    ]) {
      expect(parse(bad, '<a/>').codes).toEqual(['malformed-declaration']);
    }
  });
  it('DOCTYPE ATTLIST states: name, type, default', () => {
    const result = parse('<!ATTLIST a x CDATA #IMPLIED y (p|q) "p" z NMTOKEN #FIXED " t ">', '<a/>');
    expect(result.root.attributes).toEqual({ y: 'p', z: 't' });
    expect(result.errors).toEqual([]);
  });
  it('DOCTYPE ATTLIST states: references in defaults are expanded with entities declared before', () => {
    expect(parse('<!ENTITY e "E"><!ATTLIST a x CDATA "&e;&#33;&lt;">', '<a/>').root.attributes).toEqual({ x: 'E!<' });
  });
  it('DOCTYPE ATTLIST states: "<" in a default value is an error', () => {
    expect(parse('<!ATTLIST a x CDATA "<">', '<a/>').codes).toContain('less-than-in-attribute-value');
  });
  it('DOCTYPE ATTLIST states: malformed declarations are errors', () => {
    for (const bad of [
      '<!ATTLIST a x>',
      '<!ATTLIST a x CDATA>',
      '<!ATTLIST a x (p|) "p">',
      '<!ATTLIST a x CDATA #DEFAULT "v">',
    ]) {
      expect(parse(bad, '<a/>').codes).toEqual(['malformed-declaration']);
    }
  });
  it('DOCTYPE NOTATION states: SYSTEM and PUBLIC identifiers', () => {
    expect(
      parse('<!NOTATION n SYSTEM "s"><!NOTATION m PUBLIC "p"><!NOTATION o PUBLIC "p" "s">', '<a/>').errors,
    ).toEqual([]);
    expect(parse('<!NOTATION n>', '<a/>').codes).toEqual(['malformed-declaration']);
  });
  it('ELEMENT declarations are checked for well-formedness only', () => {
    expect(
      parse('<!ELEMENT a (#PCDATA|b)*><!ELEMENT b (c,(d|e)+)?><!ELEMENT c EMPTY><!ELEMENT d ANY>', '<a/>').errors,
    ).toEqual([]);
    for (const bad of [
      '<!ELEMENT a (b|c,d)>',
      '<!ELEMENT a (#PCDATA|b)>',
      '<!ELEMENT a EMPTY junk>',
      '<!ELEMENT a (b>',
    ]) {
      expect(parse(bad, '<a/>').codes).toEqual(['malformed-declaration']);
    }
  });
  it('parameter entities: replacement text is padded with spaces and may hold several declarations', () => {
    const result = parse("<!ENTITY % p \"<!ENTITY e '1'><!ENTITY f '2'>\">%p;", '<a>&e;&f;</a>');
    expect(result.root.children).toEqual([{ type: 'text', value: '12' }]);
  });
});
