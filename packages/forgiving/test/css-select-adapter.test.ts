// cssSelectAdapter: css-select itself, run over xast and Sky trees, agrees
// with this package's own selectAll (issue #14, "Interop").
import { is, selectAll as cssSelectAll, selectOne } from 'css-select';
import { describe, expect, it } from 'vitest';
import {
  type AdapterElement,
  createCssSelectAdapter,
  cssSelectAdapter,
  matches,
  parseSky,
  parseXml,
  select,
  selectAll,
  type XmlElement,
} from '../src/index.ts';
import { deepSky, skyElement, skyRoot, xmlElement, xmlRoot } from './helpers/trees.ts';

const xml = parseXml(
  '<catalog xml:lang="en"><book id="b1" lang="en"><title>One</title></book>' +
    '<!-- c --><book id="b2"><title>Two <![CDATA[& more]]></title><note/></book>' +
    '<magazine id="m1"><title>Three</title></magazine><book id="b3" class="x y"/></catalog>',
).tree;
const sky = parseSky(
  '#!mojo mojo:sky\n<div id=a class="p q"><p>one</p><p class=q>two<b>!</b></p><span/><p lang=fr>three</p></div>',
  {
    context: 'application',
  },
).tree!;

const selectors = [
  'book',
  'catalog > book',
  'book + book',
  'book ~ book',
  'title',
  'book:first-child',
  'book:last-child',
  ':root',
  'book:nth-child(2n+1)',
  'book:nth-of-type(2)',
  '[id]',
  '[id^=b]',
  '.x',
  '#b2',
  'book:not([lang])',
  '* > title',
  ':empty',
  'p',
  'div > p + p',
  'p.q',
  '[lang|=fr]',
  'div b',
  'span ~ p',
  'p:only-child',
];

describe('cssSelectAdapter with css-select', () => {
  it('css-select finds what selectAll finds, on an xast tree (xmlMode)', () => {
    for (const selector of selectors) {
      const theirs = cssSelectAll(selector, xml, { adapter: createCssSelectAdapter(), xmlMode: true });
      expect(theirs, selector).toEqual(selectAll(xml, selector));
    }
  });

  it('css-select finds what selectAll finds, on a Sky tree', () => {
    for (const selector of selectors) {
      const theirs = cssSelectAll(selector, sky, { adapter: createCssSelectAdapter() });
      expect(theirs, selector).toEqual(selectAll(sky, selector));
    }
  });

  it('selectOne and is: the shared adapter learns parents while walking; register() for a node not walked to', () => {
    const b2 = selectOne('#b2', xml, { adapter: cssSelectAdapter, xmlMode: true });
    expect(b2).toBe(select(xml, '#b2'));
    expect(is(b2 as AdapterElement, 'catalog > book', { adapter: cssSelectAdapter, xmlMode: true })).toBe(true);
    // A fresh adapter has not seen the tree: the node looks like a detached root element.
    const fresh = createCssSelectAdapter();
    expect(is(b2 as AdapterElement, 'catalog > book', { adapter: fresh, xmlMode: true })).toBe(false);
    expect(is(b2 as AdapterElement, 'catalog > book', { adapter: fresh.register(xml), xmlMode: true })).toBe(true);
    expect(is(b2 as AdapterElement, 'book:nth-child(2)', { adapter: createCssSelectAdapter(xml), xmlMode: true })).toBe(
      matches(b2 as XmlElement, 'book:nth-child(2)', { root: xml }),
    );
  });

  it('attributes: own keys only (not the prototype), null values absent, Sky null-prototype records', () => {
    const adapter = createCssSelectAdapter();
    const plain = xmlElement('a', { id: 'x' });
    (plain.attributes as Record<string, unknown>).gone = null;
    expect(adapter.getAttributeValue(plain, 'id')).toBe('x');
    expect(adapter.getAttributeValue(plain, 'constructor')).toBeUndefined();
    expect(adapter.hasAttrib(plain, 'gone')).toBe(false);
    expect(adapter.hasAttrib(skyElement('a', { toString: 'y' }), 'toString')).toBe(true);
    expect(cssSelectAll('[constructor]', xmlRoot(plain), { adapter, xmlMode: true })).toEqual([]);
  });

  it('getText: text and CDATA of the descendants in order (:contains)', () => {
    const adapter = createCssSelectAdapter(xml);
    const titles = cssSelectAll('title:contains("& more")', xml, { adapter, xmlMode: true });
    expect(titles.map((t) => adapter.getText(t))).toEqual(['Two & more']);
  });

  it('removeSubsets keeps each top-most node once', () => {
    const adapter = createCssSelectAdapter(xml);
    const [catalog] = selectAll(xml, 'catalog');
    const books = selectAll(xml, 'book');
    expect(adapter.removeSubsets([books[1]!, catalog!, books[0]!, catalog!])).toEqual([catalog]);
    expect(adapter.removeSubsets([books[1]!, books[0]!, books[1]!])).toEqual([books[1], books[0]]);
  });

  it('a 100,000-deep tree: register, getText and removeSubsets use no recursion', () => {
    const { root, innermost } = deepSky(100_000);
    innermost.children.push({ type: 'text', value: 'deep' });
    const adapter = createCssSelectAdapter(root);
    expect(adapter.getText(root)).toBe('deep');
    expect(adapter.removeSubsets([innermost, root.children[0]!])).toEqual([root.children[0]]);
    expect(adapter.getParent(innermost)?.type).toBe('element');
  });

  it('removeSubsets stays linear on a broom (many leaves under one deep chain): parent look-ups counted', () => {
    const depth = 50_000;
    const leaves = 5000;
    const { root, innermost } = deepSky(depth);
    const tips = Array.from({ length: leaves }, () => skyElement('leaf'));
    for (const tip of tips) innermost.children.push(tip);
    const adapter = createCssSelectAdapter(root);
    const getParent = adapter.getParent;
    let lookups = 0;
    adapter.getParent = (node) => {
      lookups++;
      return getParent(node);
    };
    expect(adapter.removeSubsets(tips)).toHaveLength(leaves);
    // Walking every leaf up to the root would take leaves × depth = 2.5 × 10^8 look-ups.
    expect(lookups).toBeLessThanOrEqual(depth + 2 * leaves + 2);
  });

  it('hast-ready: only the shape reads differ (an element without attributes reads as none)', () => {
    const adapter = createCssSelectAdapter();
    const bare = { type: 'element', name: 'x', children: [] } as unknown as XmlElement;
    expect(adapter.getAttributeValue(bare, 'id')).toBeUndefined();
    expect(cssSelectAll('x', skyRoot(), { adapter })).toEqual([]);
  });
});

describe('argument order: css-select order is a TypeError naming the right order', () => {
  it('selectAll / select / matches with the selector first', () => {
    expect(() => selectAll('b' as never, xml as never)).toThrow(
      new TypeError(
        `selectAll(tree, selector): the tree comes first, the selector second; got the string "b" as the tree (css-select's order is selectAll(selector, tree); write selectAll(tree, "b"))`,
      ),
    );
    expect(() => select('b' as never, xml as never)).toThrow(/^select\(tree, selector\): the tree comes first/);
    expect(() => matches('b' as never, xml as never)).toThrow(
      /css-select's order is is\(selector, node\); write matches\(node, "b"\)/,
    );
  });

  it('a non-object tree is named too (no "Cannot read properties of undefined")', () => {
    expect(() => selectAll(undefined as never, 'b')).toThrow(
      new TypeError('selectAll(tree, selector): expected a tree object as the first argument, got undefined'),
    );
    expect(() => select(null as never, 'b')).toThrow(TypeError);
    expect(() => selectAll('b' as never, 'c')).toThrow(/got the string "b" as the tree$/);
  });
});
