import { describe, expect, it } from 'vitest';
import { toks } from './helpers.ts';

const text = (body: string) => toks(body).join('|');
const attr = (value: string) => toks(`<a b="${value}">`)[0];

describe('character references', () => {
  it("character reference state: '#' → numeric", () => {
    expect(text('&#65;')).toBe('T:A');
  });
  it("character reference state: 'l', 'a', 'g', 'q' → named L, A, G, Q", () => {
    expect(text('&lt;&amp;&gt;&quot;&apos;')).toBe('T:<&>"\'');
  });
  it('character reference state: other 0-9 a-f A-F → bad named', () => {
    expect(text('&b;&F;&0;&abc;')).toBe('T:\uFFFD\uFFFD\uFFFD\uFFFD');
  });
  it('character reference state: anything else emits "&", reprocess in the return state', () => {
    expect(text('a & b &xyz; &<b>')).toBe('T:a & b &xyz; &|S:b');
  });
  it("numeric character reference state: 'x', 'X' → hexadecimal", () => {
    expect(text('&#x41;&#X42;')).toBe('T:AB');
  });
  it('numeric character reference state: digit → decimal', () => {
    expect(text('&#9731;')).toBe('T:\u2603');
  });
  it('numeric character reference state: anything else emits "&#"', () => {
    expect(text('&#;&#a')).toBe('T:&#;&#a');
  });
  it('hexadecimal numeric character reference state: digits accumulate, ";" emits', () => {
    expect(text('&#x1F600;&#xd7ff;')).toBe('T:\u{1F600}\uD7FF');
  });
  it('hexadecimal numeric character reference state: 0, surrogates, > 10FFFF → U+FFFD', () => {
    expect(text('&#x0;&#xD800;&#xDFFF;&#x110000;&#x;')).toBe('T:\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD');
  });
  it('hexadecimal numeric character reference state: anything else emits the raw text', () => {
    expect(text('&#x41g&#x')).toBe('T:&#x41g&#x');
  });
  it('decimal numeric character reference state: digits accumulate, ";" emits', () => {
    expect(text('&#1114111;&#0065;')).toBe('T:\u{10FFFF}A');
  });
  it('decimal numeric character reference state: 0 and out of range → U+FFFD', () => {
    expect(text('&#0;&#1114112;&#55296;')).toBe('T:\uFFFD\uFFFD\uFFFD');
  });
  it('decimal numeric character reference state: anything else emits the raw text', () => {
    expect(text('&#65x&#6a')).toBe('T:&#65x&#6a');
  });
  it("named character reference L state: 't' → after named ('<'); else → bad named", () => {
    expect(text('&lt;&l;&lx')).toBe('T:<\uFFFD&lx');
  });
  it("named character reference A state: 'p' → AP, 'm' → AM; else → bad named", () => {
    expect(text('&ab;&ax;')).toBe('T:\uFFFD&ax;');
  });
  it("named character reference AM state: 'p' → after named ('&'); else → bad named", () => {
    expect(text('&amp;&am;&amx')).toBe('T:&\uFFFD&amx');
  });
  it("named character reference AP state: 'o' → APO; else → bad named", () => {
    expect(text('&apx;&ap;')).toBe('T:&apx;\uFFFD');
  });
  it("named character reference APO state: 's' → after named (\"'\"); else → bad named", () => {
    expect(text('&apos;&apo;&apox')).toBe("T:'\uFFFD&apox");
  });
  it("named character reference G state: 't' → after named ('>'); else → bad named", () => {
    expect(text('&gt;&gx;')).toBe('T:>&gx;');
  });
  it("named character reference Q state: 'u' → QU; else → bad named", () => {
    expect(text('&qx;&q;')).toBe('T:&qx;\uFFFD');
  });
  it("named character reference QU state: 'o' → QUO; else → bad named", () => {
    expect(text('&qux;&qua;')).toBe('T:&qux;\uFFFD');
  });
  it("named character reference QUO state: 't' → after named ('\"'); else → bad named", () => {
    expect(text('&quot;&quoa;&quox')).toBe('T:"\uFFFD&quox');
  });
  it("after named character reference state: ';' emits the character", () => {
    expect(text('x&gt;y')).toBe('T:x>y');
  });
  it('after named character reference state: the extra terminating character → U+FFFD, reprocess', () => {
    expect(attr('&lt')).toBe('S:a b="\uFFFD"');
    expect(toks("<a b='&amp'>")[0]).toBe('S:a b="\uFFFD"');
  });
  it('after named character reference state: anything else → bad named (reprocess)', () => {
    expect(text('&ltx;&lta;&lt ')).toBe('T:&ltx;\uFFFD&lt ');
  });
  it("bad named character reference state: ';' → U+FFFD", () => {
    expect(text('&bad;')).toBe('T:\uFFFD');
  });
  it('bad named character reference state: extra terminating character → U+FFFD (errata S16)', () => {
    expect(attr('x&ab')).toBe('S:a b="x\uFFFD"');
  });
  it('bad named character reference state: hex characters stay', () => {
    expect(text('&deadBEEF09;')).toBe('T:\uFFFD');
  });
  it('bad named character reference state: anything else emits the raw text', () => {
    expect(text('&abg;&ab')).toBe('T:&abg;&ab');
  });
  it('references in unquoted values have no extra terminating character', () => {
    expect(toks('<a b=&lt"x>')[0]).toBe('S:a b="&lt"x"');
  });
});
