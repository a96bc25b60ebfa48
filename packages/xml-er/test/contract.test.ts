// The conventions shared by every package (ARCHITECTURE.md, "Conventions"),
// as XML-ER applies them: attribute records, result shapes, stream lifecycle.
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  StreamMisuseError,
  createXmlParser,
  createXmlTreeBuilder,
  parseXml,
  tokenize,
  type Element,
  type XmlParseError,
} from '../src/index.ts';

const firstElement = (input: string): Element => parseXml(input).tree.children.find((n) => n.type === 'element')!;

describe('attribute records: plain objects, every attribute an own data property', () => {
  it('deepStrictEqual and util.inspect see a plain object', () => {
    const { attributes } = firstElement('<a id="a" class="b"/>');
    expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
    assert.deepStrictEqual(attributes, { id: 'a', class: 'b' });
    expect(inspect(attributes)).toBe("{ id: 'a', class: 'b' }");
  });

  it('__proto__ and constructor are own properties; the prototype is untouched (checked path and declared defaults)', () => {
    for (const input of [
      '<a __proto__="x" constructor="y"/>',
      '<a __proto__="x&#32;" constructor="y"/>',
      '<!DOCTYPE a [<!ATTLIST a __proto__ CDATA "x" constructor CDATA "y">]><a/>',
    ]) {
      const { attributes } = firstElement(input);
      expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
      expect(Object.keys(attributes)).toEqual(['__proto__', 'constructor']);
      expect(Object.getOwnPropertyDescriptor(attributes, '__proto__')?.value).toMatch(/^x/);
      expect(Object.hasOwn(attributes, 'constructor') && attributes.constructor).toBe('y');
      expect(inspect(attributes)).toMatch(/^\{ \['__proto__'\]: 'x ?', constructor: 'y' \}$/);
    }
    // No attribute of that name: nothing own, whatever Object.prototype has.
    expect(Object.hasOwn(firstElement('<a/>').attributes, 'constructor')).toBe(false);
  });

  it('tokenize gives the same kind of record', () => {
    const token = tokenize('<a __proto__="x" b="y"/>')[0] as { attributes: Record<string, string> };
    expect(Object.getPrototypeOf(token.attributes)).toBe(Object.prototype);
    expect(Object.keys(token.attributes)).toEqual(['__proto__', 'b']);
  });
});

describe('result shapes and stream lifecycle', () => {
  const input = '<r a="1"><b>t&amp;</b><c/>\r\n<!--x--><d></r>';

  it('parseXml: { tree, errors, ok, wellFormed }, ok the same as wellFormed; the tree is never null', () => {
    const good = parseXml('<a/>');
    expect(Object.keys(good)).toEqual(['tree', 'errors', 'ok', 'wellFormed']);
    expect(good.ok).toBe(true);
    const bad = parseXml('');
    expect(bad).toMatchObject({ ok: false, wellFormed: false, tree: { type: 'root', children: [] } });
  });

  it('createXmlTreeBuilder: end() returns what parseXml returns, for every chunking; onError and onEnd see it', () => {
    const whole = parseXml(input, { positions: true });
    for (let cut = 0; cut <= input.length; cut++) {
      const seen: XmlParseError[] = [];
      let ended: unknown = null;
      const builder = createXmlTreeBuilder({
        positions: true,
        onError: (error) => seen.push(error),
        onEnd: (result) => (ended = result),
      });
      builder.write(input.slice(0, cut));
      builder.write(new TextEncoder().encode(input.slice(cut)));
      const result = builder.end();
      expect(result).toEqual(whole);
      expect(ended).toBe(result);
      expect(seen).toEqual(result.errors);
    }
  });

  it('createXmlTreeBuilder with checkNamespaces: namespace errors go to onError and the result', () => {
    const seen: string[] = [];
    const builder = createXmlTreeBuilder({ checkNamespaces: true, onError: (error) => seen.push(error.code) });
    builder.write('<p:a/>');
    const result = builder.end();
    expect(result).toEqual(parseXml('<p:a/>', { checkNamespaces: true }));
    expect(result.ok).toBe(false);
    expect(seen).toEqual(['unbound-prefix']);
  });

  it('createXmlParser: end() returns { ok, wellFormed }, the object onEnd received', () => {
    let ended: unknown = null;
    const parser = createXmlParser({ onEnd: (result) => (ended = result) });
    parser.write('<a>');
    const result = parser.end();
    expect(result).toEqual({ ok: false, wellFormed: false });
    expect(ended).toBe(result);
    const good = createXmlParser();
    good.write('<a/>');
    expect(good.end()).toEqual({ ok: true, wellFormed: true });
  });

  it('misuse of either stream throws StreamMisuseError naming the API', () => {
    const builder = createXmlTreeBuilder();
    expect(() => builder.write(42 as never)).toThrow(StreamMisuseError);
    builder.write('<a/>');
    builder.end();
    expect(() => builder.write('x')).toThrow('createXmlTreeBuilder: write-after-end');
    expect(() => builder.end()).toThrow('createXmlTreeBuilder: end-after-end');
    const parser = createXmlParser();
    parser.end();
    expect(() => parser.end()).toThrow('createXmlParser: end-after-end');
  });
});
