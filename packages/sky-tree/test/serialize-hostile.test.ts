// toSky cannot be tricked (issue 27 item E): hostile names and text in a
// tree built by code are written in their documented forms or left out
// (README, toSky), never so that the output parses to another tree.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { parse, toSky } from '../src/index.ts';
import type { SkyContent, SkyElement, SkyRoot } from '../src/index.ts';

const pieces = (alphabet: string[], max: number) =>
  fc.array(fc.constantFrom(...alphabet), { maxLength: max }).map((parts) => parts.join(''));
// No CR, NUL or whitespace-only text: those have documented rewrites of their own (README), tested in serialize.test.ts.
const text = pieces(['a', '<', '&', '>', '"', ' ', '</', '</script', '</style', '/', '<!--', '-->'], 6).filter(
  (value) => /[^ \n]/.test(value),
);
const NAMES = ['a', 'b', 'x-y', '.x', '9', 'script', 'style', '', '<x', 'a b', 'a>', 'a/b', 'a=b', '=a', '"q'];
const value = pieces(['a', '"', "'", '<', '&', '>', ' ', '\n'], 5);

const { node } = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text.map((v): SkyContent => ({ type: 'text', value: v })),
    fc
      .record({
        name: fc.constantFrom(...NAMES),
        attributes: fc.dictionary(fc.constantFrom(...NAMES), value, { maxKeys: 3 }),
        children: fc.array(tie('node'), { maxLength: 3 }),
      })
      .map(
        ({ name, attributes, children }): SkyContent => ({
          type: 'element',
          name,
          attributes,
          children: children as SkyContent[],
        }),
      ),
  ),
}));

const TAG = /^[0-9A-Za-z._-][^ \n\r/>\0]*$/;
const ATTRIBUTE = /^[^ \n\r/>\0][^ \n\r/>\0=]*$/;

/** The tree toSky's documented forms give back: unwritable names left out, raw text joined with `</name` as `<\/name`. */
function expected(nodes: readonly SkyContent[], raw: string | null): unknown[] {
  const out: unknown[] = [];
  if (raw !== null) {
    let joined = '';
    for (const child of nodes) if (child.type === 'text') joined += child.value;
    const close = new RegExp(`</${raw}(?=[ \\n/>]|$)`, 'g');
    // A `</name` at the very end is followed by the written end tag's `<`: not an end tag.
    const written = joined.replace(close, (m, at: number) => (at + m.length === joined.length ? m : `<\\/${raw}`));
    return written === '' ? [] : [{ type: 'text', value: written }];
  }
  for (const child of nodes) {
    if (child.type === 'text') out.push({ type: 'text', value: child.value });
    else if (child.type === 'element' && TAG.test(child.name)) {
      const attributes: Record<string, string> = {};
      for (const [name, v] of Object.entries(child.attributes)) if (ATTRIBUTE.test(name)) attributes[name] = v;
      const rawName = child.name === 'script' || child.name === 'style' ? child.name : null;
      out.push({ type: 'element', name: child.name, attributes, children: expected(child.children, rawName) });
    }
  }
  return out;
}

function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, inner) => (key === 'position' ? undefined : inner)));
}

it('property: parse(toSky(t)) of a hostile tree gives the tree in its documented form', () => {
  fc.assert(
    fc.property(fc.array(node, { maxLength: 4 }), (children) => {
      const tree: SkyRoot = { type: 'root', children };
      const markup = toSky(tree, { context: 'module' });
      const reparsed = parse(markup, { context: 'module' }).tree!;
      expect(plain(reparsed.children)).toEqual(plain(expected(children as SkyContent[], null)));
    }),
    { numRuns: 400 },
  );
});

it("the issue's attribute name is left out, reported; the element stays one element", () => {
  const issues: string[] = [];
  const element: SkyElement = {
    type: 'element',
    name: 'p',
    attributes: { 'x><img src=x onerror=alert(1)': 'y' },
    children: [],
  };
  const markup = toSky(
    { type: 'root', children: [element] },
    { context: 'module', onIssue: (i) => issues.push(i.code) },
  );
  expect(markup).toBe('SKY MODULE\n<p></p>');
  expect(issues).toEqual(['invalid-attribute-name']);
});
