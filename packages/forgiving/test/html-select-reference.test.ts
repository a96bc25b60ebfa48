// Selectors over hast, two ways:
// 1. against a naive reference written from HTML §4.16.2 and Selectors 3, on
//    random documents parsed by parseHtml (HTML and SVG elements, mixed-case
//    names and values) × random selectors (hand-built ASTs);
// 2. against css-select over the domhandler tree (parse5-htmlparser2-tree-adapter
//    through parseHtml's `adapter` option: the same parse) on bench corpus pages.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { selectAll as cssSelectAll } from 'css-select';
import type { AnyNode as DomNode, Element as DomElement } from 'domhandler';
import fc from 'fast-check';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import { adapter as domAdapter } from 'parse5-htmlparser2-tree-adapter';
import { describe, expect, it } from 'vitest';
import type { Complex, Compound, SimpleSelector } from '@forgiving/css-selectors-nth';
import { createCssSelectAdapter, cssSelectAdapter, hastCssSelectAdapter, parseHtml, selectAll } from '../src/index.ts';
import { list } from './helpers/ast.ts';

// ---- 1. naive reference ----------------------------------------------------
const HTML_NAMES = ['div', 'span', 'b'];
const SVG_NAMES = ['svg', 'rect', 'g'];
type Spec = [string, string | null, string | null, unknown[]];
const specArb = fc.letrec<{ node: Spec }>((tie) => ({
  node: fc.tuple(
    fc.constantFrom(...HTML_NAMES, ...SVG_NAMES),
    fc.option(fc.constantFrom('x', 'X'), { nil: null }),
    fc.option(fc.constantFrom('a', 'A'), { nil: null }),
    fc.oneof({ depthSize: 'small' }, fc.constant<unknown[]>([]), fc.array(tie('node'), { maxLength: 3 })),
  ),
}));
function markup([name, cls, type, children]: Spec): string {
  const attributes = `${cls === null ? '' : ` class=${cls}`}${type === null ? '' : ` TYPE=${type}`}`;
  return `<${name}${attributes}>${children.map((c) => markup(c as Spec)).join('')}</${name}>`;
}
const simpleArb: fc.Arbitrary<SimpleSelector> = fc.oneof(
  fc
    .constantFrom('div', 'DIV', 'Span', 'b', 'svg', 'SVG', 'rect', 'Rect', 'g', 'body')
    .map((name): SimpleSelector => ({ type: 'type', namespace: { kind: 'any' }, name })),
  fc.constantFrom('x', 'X').map((name): SimpleSelector => ({ type: 'class', name })),
  fc.tuple(fc.constantFrom('type', 'Type', 'class'), fc.constantFrom('a', 'A', 'x')).map(
    ([name, value]): SimpleSelector => ({
      type: 'attribute',
      namespace: { kind: 'none' },
      name,
      operator: '=',
      value,
    }),
  ),
  fc
    .constantFrom('first-child', 'last-child', 'empty', 'root', 'first-of-type')
    .map((name): SimpleSelector => ({ type: 'pseudo-class', name })),
);
const compoundArb = fc.array(simpleArb, { minLength: 1, maxLength: 2 }).map(
  (parts): Compound => ({
    type: 'compound',
    selectors: [{ type: 'universal', namespace: { kind: 'any' } }, ...parts],
  }),
);
const bodyArb = fc
  .tuple(
    compoundArb,
    fc.array(fc.tuple(fc.constantFrom('descendant', 'child', 'adjacent', 'sibling' as const), compoundArb), {
      maxLength: 2,
    }),
  )
  .map(([first, rest]) =>
    rest.reduce<Compound | Complex>(
      (left, [combinator, right]) => ({ type: 'complex', left, combinator, right }),
      first,
    ),
  );

interface Info {
  parent: HastElement | HastRoot;
  siblings: HastElement[];
  svg: boolean;
}
/** Parent, element siblings and namespace (no integration points are generated: an element is SVG inside <svg>). */
function infos(root: HastRoot): Map<HastElement, Info> {
  const map = new Map<HastElement, Info>();
  const stack: [HastElement | HastRoot, boolean][] = [[root, false]];
  while (stack.length > 0) {
    const [node, svg] = stack.pop()!;
    const siblings = (node.children as HastElement[]).filter((c) => c.type === 'element');
    for (const child of siblings) {
      const childSvg = svg || child.tagName === 'svg';
      map.set(child, { parent: node, siblings, svg: childSvg });
      stack.push([child, childSvg]);
    }
  }
  return map;
}
function attribute(e: HastElement, name: string): string | undefined {
  if (name === 'class') return Array.isArray(e.properties.className) ? e.properties.className.join(' ') : undefined;
  const value = e.properties[name];
  return value === undefined ? undefined : String(value);
}
/** Quirks mode (no doctype): class selectors ignore ASCII case (Selectors 4 §6.6). */
let quirks = false;
function simpleMatches(s: SimpleSelector, e: HastElement, info: Map<HastElement, Info>): boolean {
  const { parent, siblings, svg } = info.get(e)!;
  switch (s.type) {
    case 'universal':
      return true;
    case 'type':
      return svg ? e.tagName === s.name : e.tagName === s.name.toLowerCase();
    case 'class': {
      const fold = (text: string) => (quirks ? text.toLowerCase() : text);
      return fold(attribute(e, 'class') ?? '')
        .split(' ')
        .includes(fold(s.name));
    }
    case 'attribute': {
      const name = svg ? s.name : s.name.toLowerCase();
      const value = attribute(e, name);
      if (value === undefined) return false;
      // `type` is on HTML §4.16.2's list; `class` is not.
      return !svg && name === 'type' ? value.toLowerCase() === s.value!.toLowerCase() : value === s.value;
    }
    case 'pseudo-class':
      return {
        'first-child': siblings[0] === e,
        'last-child': siblings.at(-1) === e,
        empty: e.children.length === 0,
        root: parent.type === 'root',
        'first-of-type': siblings.find((x) => x.tagName === e.tagName) === e,
      }[s.name]!;
    default:
      throw new Error('not generated');
  }
}
function bodyMatches(body: Compound | Complex, e: HastElement, info: Map<HastElement, Info>): boolean {
  if (body.type === 'compound') return body.selectors.every((s) => simpleMatches(s, e, info));
  if (!bodyMatches(body.right, e, info)) return false;
  const { parent, siblings } = info.get(e)!;
  const before = siblings.slice(0, siblings.indexOf(e));
  switch (body.combinator) {
    case 'child':
      return parent.type === 'element' && bodyMatches(body.left, parent, info);
    case 'descendant': {
      for (let p: HastElement | HastRoot = parent; p.type === 'element'; p = info.get(p)!.parent)
        if (bodyMatches(body.left, p, info)) return true;
      return false;
    }
    case 'adjacent':
      return before.length > 0 && bodyMatches(body.left, before.at(-1)!, info);
    case 'sibling':
      return before.some((x) => bodyMatches(body.left, x, info));
  }
}

describe('html: compiled matcher = naive reference', () => {
  it('property: random parsed documents × random selectors (case rules, SVG, properties, quirks mode)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(specArb.node, { minLength: 1, maxLength: 3 }),
        bodyArb,
        (doctype, specs, body) => {
          quirks = !doctype;
          const root = parseHtml((doctype ? '<!DOCTYPE html>' : '') + specs.map((s) => markup(s as Spec)).join(''))
            .tree as HastRoot;
          const info = infos(root);
          // Document order: preorder, without recursion.
          const expected: HastElement[] = [];
          const stack = root.children.filter((c): c is HastElement => c.type === 'element').reverse();
          while (stack.length > 0) {
            const e = stack.pop()!;
            if (bodyMatches(body, e, info)) expected.push(e);
            for (let i = e.children.length - 1; i >= 0; i--)
              if (e.children[i]!.type === 'element') stack.push(e.children[i] as HastElement);
          }
          expect(selectAll(root, list(body))).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---- 2. css-select on real pages -------------------------------------------
const CORPUS = fileURLToPath(new URL('../../../../shared/bench-corpus/html/', import.meta.url));
const PAGES = ['git-config.html', 'pg-bookindex.html', 'python-stdtypes.html'];
// css-select lowercases type selectors for every element (also SVG); these avoid mixed-case names.
const SELECTORS = [
  'a',
  'DIV',
  'a[HREF]',
  '[href^="http"]',
  'p > a',
  'li:nth-child(2n+1)',
  'h1 + p',
  'h2 ~ p',
  'td:first-child',
  '[class~=headerlink]',
  'div p code',
  'dl > dt:last-child',
  'span:only-child',
  '[type=TEXT]',
  '[LANG|=en]',
  '[rel=STYLESHEET]',
  ':root',
  'body > *',
  'ul li:nth-last-of-type(1)',
  'p:empty',
  'a:not([href])',
];

describe('html: selectAll = css-select over domhandler on bench corpus pages', () => {
  for (const page of PAGES) {
    it(page, () => {
      const text = readFileSync(CORPUS + page, 'utf8');
      const hast = parseHtml(text, { positions: true }).tree as HastRoot;
      const dom = parseHtml(text, { adapter: domAdapter, positions: true }).tree as DomNode;
      let total = 0;
      for (const selector of SELECTORS) {
        const ours = selectAll(hast, selector).map((e) => e.position!.start.offset);
        const theirs = cssSelectAll(selector, dom).map((e) => (e as DomElement).startIndex);
        expect({ selector, offsets: ours }).toEqual({ selector, offsets: theirs });
        // css-select over hast: the umbrella's cssSelectAdapter and html-tree's adapter.
        const overHast = cssSelectAll(selector, hast, { adapter: createCssSelectAdapter(hast) as never }).map(
          (e) => (e as { position?: { start: { offset?: number } } }).position?.start.offset,
        );
        expect({ selector, offsets: overHast }).toEqual({ selector, offsets: theirs });
        const viaTree = cssSelectAll(selector, hast, { adapter: hastCssSelectAdapter(hast) as never }).length;
        expect({ selector, count: viaTree }).toEqual({ selector, count: theirs.length });
        total += ours.length;
      }
      expect(total).toBeGreaterThan(100);
    });
  }
});

describe('html: cssSelectAdapter over hast', () => {
  const hast = parseHtml(
    '<!DOCTYPE html><ul class="a b"><li id=x>1</li><li>2</li></ul><label for=x>l</label><svg viewBox="0 0 1 1"><rect/></svg><template><li>t</li></template>',
  ).tree as HastRoot;
  it("reads properties back as attributes by each element's namespace (shared adapter, walked from the root)", () => {
    const tags = (found: unknown[]) => found.map((e) => (e as HastElement).tagName);
    expect(tags(cssSelectAll('ul.b > li:first-child', hast, { adapter: cssSelectAdapter as never }))).toEqual(['li']);
    expect(tags(cssSelectAll('[for=x]', hast, { adapter: cssSelectAdapter as never }))).toEqual(['label']);
    expect(tags(cssSelectAll('[class="a b"]', hast, { adapter: cssSelectAdapter as never }))).toEqual(['ul']);
    expect(tags(cssSelectAll('[viewBox]', hast, { adapter: cssSelectAdapter as never, xmlMode: true }))).toEqual([
      'svg',
    ]);
    expect(tags(cssSelectAll('[viewbox]', hast, { adapter: cssSelectAdapter as never, xmlMode: true }))).toEqual([]);
    // Without xmlMode, css-select over hast answers as css-select over domhandler (the same parse).
    const dom = parseHtml(
      '<!DOCTYPE html><ul class="a b"><li id=x>1</li><li>2</li></ul><label for=x>l</label><svg viewBox="0 0 1 1"><rect/></svg><template><li>t</li></template>',
      { adapter: domAdapter },
    ).tree as DomNode;
    for (const selector of ['[viewBox]', '[viewbox]', 'svg', 'SVG', 'RECT', '[FOR]', '[ID=X]'])
      expect({ selector, n: cssSelectAll(selector, hast, { adapter: cssSelectAdapter as never }).length }).toEqual({
        selector,
        n: cssSelectAll(selector, dom).length,
      });
    // Template contents are not children (as in the DOM).
    expect(cssSelectAll('li', hast, { adapter: cssSelectAdapter as never })).toHaveLength(2);
  });
});
