// Entity attacks (decision X5) and input scale: bounded time and memory, an
// error, and the rest of the document still parsed. No timing assertions:
// a blow-up would show as a test timeout.
import { describe, expect, it } from 'vitest';
import { parseXml } from '../src/index.ts';
import { codes } from './helpers.ts';

const after = (tree: ReturnType<typeof parseXml>['tree']) => {
  const root = tree.children.find((n) => n.type === 'element') as { children: Array<{ type: string; name?: string }> };
  return root.children.some((n) => n.type === 'element' && n.name === 'after');
};

describe('entity attacks (decision X5)', () => {
  it('billion laughs: one error, nothing expanded, the rest parsed', () => {
    let dtd = '<!DOCTYPE r [<!ENTITY l0 "lol">';
    for (let i = 1; i <= 9; i++) dtd += `<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`;
    const result = parseXml(`${dtd}]><r>&l9;<after/></r>`);
    expect(codes(result.errors)).toEqual(['entity-expansion-limit']);
    expect(after(result.tree)).toBe(true);
  });

  it('billion laughs in an attribute value', () => {
    let dtd = '<!DOCTYPE r [<!ENTITY l0 "lol">';
    for (let i = 1; i <= 9; i++) dtd += `<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`;
    const result = parseXml(`${dtd}]><r a="&l9;"><after/></r>`);
    expect(codes(result.errors)).toEqual(['entity-expansion-limit']);
    expect(after(result.tree)).toBe(true);
  });

  it('quadratic blowup: one 100 kB entity referenced 10^4 times stops at the budget', () => {
    const input = `<!DOCTYPE r [<!ENTITY e "${'x'.repeat(100_000)}">]><r>${'&e;'.repeat(10_000)}<after/></r>`;
    const result = parseXml(input);
    expect(codes(result.errors)).toEqual(['entity-expansion-limit']);
    const text = (result.tree.children[1] as { children: Array<{ value?: string }> }).children[0]!.value!;
    expect(text.length).toBeLessThanOrEqual(100 * input.length);
    expect(after(result.tree)).toBe(true);
  });

  it('quadratic blowup with markup in the entity', () => {
    const input = `<!DOCTYPE r [<!ENTITY e "<b>${'x'.repeat(100_000)}</b>">]><r>${'&e;'.repeat(10_000)}<after/></r>`;
    const result = parseXml(input, { maxExpansion: 5_000_000 });
    expect(codes(result.errors)).toEqual(['entity-expansion-limit']);
    expect(after(result.tree)).toBe(true);
  });

  it('recursive entities: an error, not expanded', () => {
    const result = parseXml('<!DOCTYPE r [<!ENTITY a "1&b;"><!ENTITY b "2&a;">]><r>&a;<after/></r>');
    expect(codes(result.errors)).toEqual(['recursive-entity']);
    expect(after(result.tree)).toBe(true);
  });

  it('a self-referencing entity in an attribute value', () => {
    const result = parseXml('<!DOCTYPE r [<!ENTITY a "x&a;">]><r v="&a;"><after/></r>');
    expect(codes(result.errors)).toEqual(['recursive-entity']);
  });

  it('parameter-entity loops: an error, the rest parsed', () => {
    const result = parseXml('<!DOCTYPE r [<!ENTITY % a " %b; "><!ENTITY % b " %a; ">%a;]><r><after/></r>');
    expect(codes(result.errors)).toContain('recursive-entity');
    expect(after(result.tree)).toBe(true);
  });

  it('entities nested deeper than maxEntityDepth are not expanded', () => {
    let dtd = '<!DOCTYPE r [<!ENTITY e0 "<x/>">';
    for (let i = 1; i <= 60; i++) dtd += `<!ENTITY e${i} "&e${i - 1};">`;
    const result = parseXml(`${dtd}]><r>&e60;<after/></r>`);
    expect(codes(result.errors)).toEqual(['entity-depth-limit']);
    expect(after(result.tree)).toBe(true);
  });

  it('a legitimate document with 10^4 small expansions parses fine', () => {
    const result = parseXml(`<!DOCTYPE r [<!ENTITY e "<b>x&amp;y</b>">]><r>${'&e;'.repeat(10_000)}</r>`);
    expect(result.errors).toEqual([]);
    expect((result.tree.children[1] as { children: unknown[] }).children).toHaveLength(10_000);
  });
});

describe('scale: no recursion, linear time', () => {
  it('nesting depth 10^6', () => {
    const n = 1_000_000;
    const result = parseXml('<a>'.repeat(n) + '</a>'.repeat(n));
    expect(result.wellFormed).toBe(true);
    let depth = 0;
    let node = result.tree.children[0] as { children: unknown[] } | undefined;
    while (node) {
      depth++;
      node = node.children[0] as { children: unknown[] } | undefined;
    }
    expect(depth).toBe(n);
  });

  it('10^5 attributes on one element', () => {
    let input = '<a';
    for (let i = 0; i < 100_000; i++) input += ` a${i}="${i}"`;
    const result = parseXml(`${input}/>`);
    expect(result.wellFormed).toBe(true);
    expect(Object.keys((result.tree.children[0] as { attributes: object }).attributes)).toHaveLength(100_000);
  });

  it('10^5 duplicate attributes are dropped in linear time', () => {
    const result = parseXml(`<a${' b="1"'.repeat(100_000)}/>`);
    expect(result.errors).toHaveLength(10_001); // capped: 10^4 then too-many-errors
    expect(result.errors.at(-1)!.code).toBe('too-many-errors');
  });

  it('10^6 unclosed tags', () => {
    const result = parseXml('<a>'.repeat(1_000_000));
    expect(codes(result.errors)).toEqual(['unclosed-element']);
  });

  it('10^5 mismatched end tags against a deep stack', () => {
    const result = parseXml(`${'<a>'.repeat(100_000)}${'</b>'.repeat(100_000)}`);
    expect(result.wellFormed).toBe(false);
  });
});
