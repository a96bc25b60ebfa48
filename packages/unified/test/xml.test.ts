// Issue #28 item 5: `@forgiving/unified/xml` parses XML to xast in unified,
// as xast-util-from-xml does for well-formed documents (the same tree,
// positions included), and reports a broken document's errors as vfile
// messages where xast-util-from-xml throws.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Root } from 'xast';
import { fromXml } from 'xast-util-from-xml';
import { toXml } from 'xast-util-to-xml';
import xmlParse from '../src/xml.ts';

const WELL_FORMED = [
  '<a/>',
  '<?xml version="1.0"?>\n<!DOCTYPE r>\n<r a="1" b=\'2\'><!-- c --><?pi x?>text &amp; more<b>x</b></r>',
  '<catalog xmlns="urn:c"><book lang="en">Fish &#x26; chips</book>\n  <book/>\n</catalog>',
];

describe('issue 28 item 5: @forgiving/unified/xml', () => {
  it("gives xast-util-from-xml's tree, positions included, for well-formed documents", () => {
    for (const xml of WELL_FORMED) {
      const tree = unified().use(xmlParse).parse(xml);
      expectTypeOf(tree).toEqualTypeOf<Root>();
      expect(tree).toEqual(fromXml(xml));
    }
  });

  it('a broken document: a recovered tree and fatal messages where xast-util-from-xml throws', () => {
    const broken = readFileSync(fileURLToPath(new URL('../../../examples/broken.xml', import.meta.url)), 'utf8');
    expect(() => fromXml(broken)).toThrow();
    const file = new VFile({ path: 'broken.xml', value: broken });
    const tree = unified().use(xmlParse).parse(file);
    expect(tree.children.some((node) => node.type === 'element')).toBe(true);
    expect(file.messages.length).toBeGreaterThan(0);
    const [first] = file.messages;
    expect(first).toMatchObject({ source: '@forgiving/xml-er', fatal: true, file: 'broken.xml' });
    expect(first?.ruleId).toMatch(/^[a-z-]+$/);
    expect(first?.place && 'start' in first.place && 'end' in first.place).toBe(true);
  });

  it('severities and emitParseErrors: false, as the HTML plugin has them', () => {
    const off = new VFile('<a><b></a>');
    unified().use(xmlParse, { emitParseErrors: false }).parse(off);
    expect(off.messages).toEqual([]);
    const codes = new VFile('<a><b></a>');
    unified().use(xmlParse).parse(codes);
    const code = codes.messages[0]?.ruleId as string;
    const quiet = new VFile('<a><b></a>');
    const option = code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    unified()
      .use(xmlParse, { [option]: 0 })
      .parse(quiet);
    expect(quiet.messages.map((m) => m.ruleId)).not.toContain(code);
  });

  it('a compiler plugin works after it (xast-util-to-xml as the compiler)', async () => {
    const file = await unified()
      .use(xmlParse)
      .use(function () {
        this.compiler = (tree) => toXml(tree as Root);
      })
      .process('<a x="1">y</a>');
    expect(String(file)).toBe('<a x="1">y</a>');
  });
});
