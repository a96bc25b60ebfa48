import { describe, expect, it } from 'vitest';
import { matches, parseXml, select, selectAll, type SelectorList } from '../src/index.ts';
import type { SkyElement } from '../src/index.ts';
import { attr, chain, cls, compound, id, list, pseudo, selector, type, universal } from './helpers/ast.ts';
import { deepSky, skyElement, skyRoot, skyText, xmlElement, xmlRoot } from './helpers/trees.ts';

/** <div id=main class="box wide"> <p>one</p> <p class=x>two</p> <span/> <p lang=fr><b/></p> </div> <footer/> */
function sample() {
  const b = skyElement('b');
  const p1 = skyElement('p', {}, [skyText('one')]);
  const p2 = skyElement('p', { class: 'x' }, [skyText('two')]);
  const span = skyElement('span');
  const p3 = skyElement('p', { lang: 'fr-CA' }, [b]);
  const div = skyElement('div', { id: 'main', class: 'box wide' }, [p1, p2, span, p3]);
  const footer = skyElement('footer');
  return { root: skyRoot(div, footer), div, p1, p2, span, p3, b, footer };
}

const names = (elements: readonly { name: string }[]) => elements.map((e) => e.name);

describe('simple selectors on Sky trees', () => {
  const t = sample();
  it('type and universal selectors', () => {
    expect(selectAll(t.root, list(compound(type('p'))))).toEqual([t.p1, t.p2, t.p3]);
    expect(selectAll(t.root, list(compound(universal())))).toHaveLength(7);
  });
  it('class and id selectors', () => {
    expect(selectAll(t.root, list(compound(cls('wide'))))).toEqual([t.div]);
    expect(selectAll(t.root, list(compound(cls('wid'))))).toEqual([]);
    expect(selectAll(t.root, list(compound(id('main'))))).toEqual([t.div]);
  });
  it('attribute operators', () => {
    const one = (s: ReturnType<typeof attr>) => selectAll(t.root, list(compound(s)));
    expect(one(attr('class'))).toEqual([t.div, t.p2]);
    expect(one(attr('class', '=', 'x'))).toEqual([t.p2]);
    expect(one(attr('class', '~=', 'box'))).toEqual([t.div]);
    expect(one(attr('class', '~=', 'box wide'))).toEqual([]);
    expect(one(attr('lang', '|=', 'fr'))).toEqual([t.p3]);
    expect(one(attr('lang', '|=', 'f'))).toEqual([]);
    expect(one(attr('id', '^=', 'ma'))).toEqual([t.div]);
    expect(one(attr('id', '$=', 'in'))).toEqual([t.div]);
    expect(one(attr('id', '*=', 'ai'))).toEqual([t.div]);
    expect(one(attr('id', '*=', ''))).toEqual([]);
  });
  it('combinators: descendant, child, adjacent, sibling', () => {
    expect(selectAll(t.root, list(chain(compound(type('div')), ' ', compound(type('b')))))).toEqual([t.b]);
    expect(selectAll(t.root, list(chain(compound(type('div')), '>', compound(type('b')))))).toEqual([]);
    expect(selectAll(t.root, list(chain(compound(type('p')), '+', compound(type('p')))))).toEqual([t.p2]);
    expect(selectAll(t.root, list(chain(compound(type('p')), '~', compound(type('p')))))).toEqual([t.p2, t.p3]);
    expect(selectAll(t.root, list(chain(compound(type('div')), '~', compound(universal()))))).toEqual([t.footer]);
    expect(
      selectAll(t.root, list(chain(compound(type('div')), '>', compound(type('p')), '>', compound(type('b'))))),
    ).toEqual([t.b]);
  });
  it('structural pseudo-classes', () => {
    const one = (name: string) => names(selectAll(t.root, list(compound(pseudo(name)))));
    expect(one('root')).toEqual(['div', 'footer']);
    expect(one('first-child')).toEqual(['div', 'p', 'b']);
    expect(one('last-child')).toEqual(['p', 'b', 'footer']);
    expect(one('only-child')).toEqual(['b']);
    expect(selectAll(t.root, list(compound(type('p'), pseudo('first-of-type'))))).toEqual([t.p1]);
    expect(selectAll(t.root, list(compound(type('p'), pseudo('last-of-type'))))).toEqual([t.p3]);
    expect(one('only-of-type')).toEqual(['div', 'span', 'b', 'footer']);
    expect(one('empty')).toEqual(['span', 'b', 'footer']);
  });
  it(':nth-child and friends use the sibling index (1-based, An+B)', () => {
    const nth = (name: 'nth-child' | 'nth-last-child' | 'nth-of-type' | 'nth-last-of-type', a: number, b: number) =>
      selectAll(t.root, list(chain(compound(type('div')), '>', compound({ type: 'nth', name, a, b }))));
    expect(nth('nth-child', 2, 0)).toEqual([t.p2, t.p3]);
    expect(nth('nth-child', 0, 3)).toEqual([t.span]);
    expect(nth('nth-last-child', 0, 1)).toEqual([t.p3]);
    expect(nth('nth-of-type', 0, 3)).toEqual([t.p3]);
    expect(nth('nth-last-of-type', -1, 2)).toEqual([t.p2, t.span, t.p3]);
  });
  it(':not, :lang and pseudo-elements', () => {
    expect(selectAll(t.root, list(compound(type('p'), { type: 'not', argument: cls('x') })))).toEqual([t.p1, t.p3]);
    expect(selectAll(t.root, list(compound({ type: 'lang', ranges: ['fr'] })))).toEqual([t.p3, t.b]);
    expect(selectAll(t.root, list(compound({ type: 'lang', ranges: ['en'] })))).toEqual([]);
    expect(selectAll(t.root, list(selector(compound(type('p')), 'before')))).toEqual([]);
  });
  it('a selector list gives the union in document order', () => {
    expect(selectAll(t.root, list(compound(type('footer')), compound(type('div'))))).toEqual([t.div, t.footer]);
    expect(select(t.root, list(compound(type('p'))))).toBe(t.p1);
    expect(select(t.root, list(compound(type('q'))))).toBeNull();
  });
  it('dynamic pseudo-classes never match; unknown ones are rejected', () => {
    expect(selectAll(t.root, list(compound(pseudo('hover'))))).toEqual([]);
    expect(() => selectAll(t.root, list(compound(pseudo('bogus'))))).toThrow(
      /^unsupported pseudo-class: .* at offset 0 \(":bogus"\)$/,
    );
  });
});

describe('Selectors Level 4 constructs', () => {
  const t = sample();
  it(':is, :where and :not(list)', () => {
    const isList = list(compound(type('span')), compound(type('footer')));
    expect(selectAll(t.root, list(compound({ type: 'is', selectors: isList })))).toEqual([t.span, t.footer]);
    expect(selectAll(t.root, list(compound({ type: 'where', selectors: isList })))).toEqual([t.span, t.footer]);
    expect(
      names(selectAll(t.root, list(chain(compound(type('div')), '>', compound({ type: 'not', argument: isList }))))),
    ).toEqual(['p', 'p', 'p']);
  });
  it(':nth-child(An+B of S) counts only siblings that match S', () => {
    const of = list(compound(type('p')));
    const second = (name: 'nth-child' | 'nth-last-child') =>
      selectAll(t.root, list(compound({ type: 'nth', name, a: 0, b: 2, of })));
    expect(second('nth-child')).toEqual([t.p2]);
    expect(second('nth-last-child')).toEqual([t.p2]);
  });
  it(':has with each combinator', () => {
    const has = (combinator: 'descendant' | 'child' | 'adjacent' | 'sibling', inner: SelectorList['selectors'][0]) =>
      selectAll(
        t.root,
        list(compound({ type: 'has', selectors: [{ type: 'relative', combinator, selector: inner }] })),
      );
    expect(has('descendant', selector(compound(type('b'))))).toEqual([t.div, t.p3]);
    expect(has('child', selector(compound(type('b'))))).toEqual([t.p3]);
    expect(has('adjacent', selector(compound(type('span'))))).toEqual([t.p2]);
    expect(has('sibling', selector(compound(type('footer'))))).toEqual([t.div]);
    expect(has('child', selector(chain(compound(type('p')), '>', compound(type('b')))))).toEqual([t.div]);
  });
});

describe('XML (xast) trees', () => {
  const svgNs = 'http://www.w3.org/2000/svg';
  const rect = xmlElement('svg:rect', { 'xlink:href': '#a', width: '1' });
  const title = xmlElement('title', { 'xml:lang': 'en-GB' }, [{ type: 'text', value: 'T' }]);
  const doc = xmlElement('doc', { 'xmlns:svg': svgNs, 'xmlns:xlink': 'http://www.w3.org/1999/xlink', 'xml:id': 'd' }, [
    title,
    { type: 'comment', value: 'c' },
    xmlElement('svg:svg', {}, [rect]),
    xmlElement('empty', {}, [{ type: 'comment', value: 'only a comment' }]),
  ]);
  const root = xmlRoot({ type: 'doctype', name: 'doc' }, doc);
  it('bare type selectors match the local name in any namespace', () => {
    expect(selectAll(root, list(compound(type('rect'))))).toEqual([rect]);
    expect(selectAll(root, list(compound(type('svg:rect'))))).toEqual([rect]);
  });
  it('xml:id and xml:lang are used by #id and :lang()', () => {
    expect(selectAll(root, list(compound(id('d'))))).toEqual([doc]);
    expect(selectAll(root, list(compound({ type: 'lang', ranges: ['en'] })))).toEqual([title]);
  });
  it(':empty: an entity reference kept unexpanded (xml-er raw node, issue #13 item 14) is content', () => {
    const tree = parseXml('<!DOCTYPE d [<!ENTITY e SYSTEM "e.txt">]><d><a>&e;</a><b/></d>').tree;
    expect(names(selectAll(tree, list(compound(pseudo('empty')))))).toEqual(['b']);
  });
  it(':empty ignores comments; :root is the document element', () => {
    expect(names(selectAll(root, list(compound(pseudo('empty')))))).toEqual(['svg:rect', 'empty']);
    expect(selectAll(root, list(compound(pseudo('root'))))).toEqual([doc]);
  });
  it('attribute selectors in any namespace match the local name', () => {
    expect(selectAll(root, list(compound(attr('href', 'exists', undefined, { kind: 'any' }))))).toEqual([rect]);
    expect(selectAll(root, list(compound(attr('href'))))).toEqual([]);
  });
  it('namespace selectors go through resolveNamespaces', () => {
    expect(selectAll(root, list(compound(type('rect', { kind: 'uri', uri: svgNs }))))).toEqual([rect]);
    expect(selectAll(root, list(compound(universal({ kind: 'none' }))))).toEqual([
      doc,
      title,
      selectAll(root, list(compound(type('empty'))))[0],
    ]);
    expect(selectAll(root, list(compound(type('title', { kind: 'uri', uri: svgNs }))))).toEqual([]);
  });
});

describe('matches()', () => {
  const t = sample();
  it('matches a node in its tree with options.root', () => {
    const sel = list(chain(compound(type('div')), '>', compound(type('p'), pseudo('last-child'))));
    expect(matches(t.p3, sel, { root: t.root })).toBe(true);
    expect(matches(t.p1, sel, { root: t.root })).toBe(false);
  });
  it('without a root, the node is a detached root element', () => {
    expect(matches(t.p2, list(compound(type('p'), cls('x'), pseudo('root'))))).toBe(true);
    expect(matches(t.p2, list(chain(compound(type('div')), ' ', compound(type('p')))))).toBe(false);
  });
  it('accepts a parse() style tagged result', () => {
    expect(selectAll({ language: 'sky', tree: t.root }, list(compound(type('b'))))).toEqual([t.b]);
    expect(selectAll({ language: 'sky', tree: null }, list(compound(type('b'))))).toEqual([]);
  });
});

describe('template contents (Sky)', () => {
  const inner = skyElement('i');
  const template: SkyElement = { ...skyElement('template'), content: skyRoot(inner) };
  const root = skyRoot(template);
  it('are not searched by default, like the DOM', () => {
    expect(selectAll(root, list(compound(type('i'))))).toEqual([]);
  });
  it('are separate fragments with templateContent: true', () => {
    expect(selectAll(root, list(compound(type('i'))), { templateContent: true })).toEqual([inner]);
    expect(
      selectAll(root, list(chain(compound(type('template')), ' ', compound(type('i')))), { templateContent: true }),
    ).toEqual([]);
    expect(selectAll(root, list(compound(type('i'), pseudo('root'))), { templateContent: true })).toEqual([]);
  });
});

describe('scale: 10^6-deep trees, linear matching', () => {
  const depth = 1_000_000;
  const { root, innermost } = deepSky(depth);
  it('descendant combinators walk iteratively with memo tables', () => {
    const found = selectAll(root, list(chain(compound(type('a')), ' ', compound(type('a'), pseudo('empty')))));
    expect(found).toEqual([innermost]);
  });
  it('sibling and structural pseudo-classes on a deep chain', () => {
    expect(selectAll(root, list(compound(pseudo('first-child'), pseudo('last-of-type'))))).toHaveLength(depth);
    expect(
      select(
        root,
        list(chain(compound(type('a')), '>', compound(type('a'), { type: 'nth', name: 'nth-child', a: 0, b: 2 }))),
      ),
    ).toBeNull();
  });
  it('a wide tree: :nth-child over 10^5 siblings', () => {
    const wide = skyRoot(
      skyElement(
        'ul',
        {},
        Array.from({ length: 100_000 }, () => skyElement('li')),
      ),
    );
    expect(selectAll(wide, list(chain(compound(type('li')), '~', compound(type('li')))))).toHaveLength(99_999);
    expect(
      selectAll(wide, list(compound(type('li'), { type: 'nth', name: 'nth-last-child', a: 1000, b: 0 }))),
    ).toHaveLength(100);
  });
});

describe('issue 30 item 1: an index per call, built in one walk', () => {
  it('a tree changed between calls is indexed afresh (the size remembered per root is only a first capacity)', () => {
    const root = skyRoot(skyElement('a', {}, [skyElement('b')]));
    expect(selectAll(root, 'a > b')).toHaveLength(1);
    const a = root.children[0] as SkyElement;
    for (let i = 0; i < 5000; i++) a.children.push(skyElement('b', { id: String(i) }, [skyElement('c')]));
    expect(selectAll(root, 'a > b')).toHaveLength(5001);
    expect(selectAll(root, 'b:last-child > c')).toHaveLength(1);
    expect(selectAll(root, 'b + b:nth-child(3)')).toHaveLength(1);
    a.children.length = 1;
    expect(selectAll(root, 'b')).toHaveLength(1);
    expect(selectAll(root, 'c')).toHaveLength(0);
  });
  it('Sky template fragments come after their element, outside its subtree', () => {
    const template = { ...skyElement('template', {}, [skyElement('x')]), content: skyRoot(skyElement('y')) };
    const root = skyRoot(skyElement('a', {}, [template as SkyElement, skyElement('z')]));
    expect(selectAll(root, 'y', { templateContent: true })).toHaveLength(1);
    expect(selectAll(root, 'a y', { templateContent: true })).toHaveLength(0);
    expect(selectAll(root, 'template + z', { templateContent: true })).toHaveLength(1);
    // A fragment's only element child is first and last (a DocumentFragment's, in the DOM).
    expect(selectAll(root, 'y:first-child:last-child', { templateContent: true })).toHaveLength(1);
    expect(selectAll(root, 'y', { templateContent: false })).toHaveLength(0);
  });
});

describe('issue 30 item 1: the index grows while it walks', () => {
  it('300 nested Sky templates with empty fragments: 601 ids past a first capacity of 256, opened back to back', () => {
    let inner = { ...skyElement('template'), content: skyRoot() } as SkyElement;
    for (let i = 1; i < 300; i++) inner = { ...skyElement('template', {}, [inner]), content: skyRoot() } as SkyElement;
    const root = skyRoot(inner);
    expect(selectAll(root, 'template', { templateContent: true })).toHaveLength(300);
    expect(selectAll(root, 'template:has(template)', { templateContent: true, level: 4 })).toHaveLength(299);
    expect(selectAll(root, 'template:only-child', { templateContent: true })).toHaveLength(300);
  });
});
