// Selectors over hast (parseHtml's trees) with HTML's rules: HTML Standard
// §4.16.2 "Case-sensitivity of selectors", properties read back as attribute
// names, namespaces from the tree-construction rules, template contents as
// separate fragments.
import { describe, expect, it } from 'vitest';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import { matches, parse, parseHtml, parseHtmlFragment, select, selectAll } from '../src/index.ts';

const tree = (html: string) => parseHtml(html).tree as HastRoot;
const names = (found: HastElement[]) => found.map((e) => e.tagName);
const ids = (found: HastElement[]) => found.map((e) => String(e.properties.id));

describe('html: type selectors', () => {
  it('are ASCII case-insensitive on HTML elements', () => {
    const t = tree('<div id=a></div><P id=b></P>');
    expect(ids(selectAll(t, 'DIV'))).toEqual(['a']);
    expect(ids(selectAll(t, 'p, Div'))).toEqual(['a', 'b']);
  });
  it('are case-sensitive on SVG and MathML elements', () => {
    const t = tree('<svg><foreignObject id=f></foreignObject><linearGradient id=g/></svg><math><mi id=m></mi></math>');
    expect(ids(selectAll(t, 'foreignObject'))).toEqual(['f']);
    expect(selectAll(t, 'foreignobject')).toEqual([]);
    expect(selectAll(t, 'LINEARGRADIENT')).toEqual([]);
    expect(names(selectAll(t, 'svg'))).toEqual(['svg']);
    expect(selectAll(t, 'SVG')).toEqual([]);
    expect(ids(selectAll(t, 'mi'))).toEqual(['m']);
    expect(selectAll(t, 'MI')).toEqual([]);
  });
  it('namespaces: svg|rect, html|p, |p (no namespace: nothing in HTML)', () => {
    const t = tree('<p id=p></p><svg><rect id=r /><foreignObject><p id=q></p></foreignObject></svg>');
    const namespaces = { svg: 'http://www.w3.org/2000/svg', h: 'http://www.w3.org/1999/xhtml' };
    expect(ids(selectAll(t, 'svg|rect', { namespaces }))).toEqual(['r']);
    expect(ids(selectAll(t, 'h|P', { namespaces }))).toEqual(['p', 'q']);
    expect(selectAll(t, 'svg|p', { namespaces })).toEqual([]);
    expect(selectAll(t, '|p')).toEqual([]);
    expect(ids(selectAll(t, 'foreignObject > p'))).toEqual(['q']);
  });
});

describe('html: attribute names from hast properties', () => {
  it('maps properties back to attribute names (class, for, data-*, aria-*, booleans)', () => {
    const t = tree(
      '<label id=l for=x class="a b" data-fooBar=1 aria-hidden=true>x</label><input id=i disabled hidden=hidden>',
    );
    expect(ids(selectAll(t, '[for=x]'))).toEqual(['l']);
    expect(ids(selectAll(t, '[class="a b"]'))).toEqual(['l']);
    expect(ids(selectAll(t, '[data-foobar="1"]'))).toEqual(['l']);
    expect(ids(selectAll(t, '[aria-hidden=true]'))).toEqual(['l']);
    expect(ids(selectAll(t, '[disabled]'))).toEqual(['i']);
    expect(ids(selectAll(t, '[hidden]'))).toEqual(['i']);
    expect(selectAll(t, '[htmlFor]')).toEqual([]);
    expect(selectAll(t, '[className]')).toEqual([]);
  });
  it('are ASCII case-insensitive on HTML elements, case-sensitive on SVG ones', () => {
    const t = tree('<a id=a HREF=x></a><svg id=s viewBox="0 0 1 1"><a id=l xlink:href=y></a></svg>');
    expect(ids(selectAll(t, '[HREF]'))).toEqual(['a']);
    expect(ids(selectAll(t, '[Href=x]'))).toEqual(['a']);
    expect(ids(selectAll(t, '[viewBox]'))).toEqual(['s']);
    expect(selectAll(t, '[viewbox]')).toEqual([]);
    expect(selectAll(t, '[VIEWBOX]')).toEqual([]);
  });
  it('adjusted foreign attributes have their namespace (xlink:href is *|href, not href)', () => {
    const t = tree('<svg><a id=l xlink:href=y></a></svg>');
    expect(ids(selectAll(t, '[*|href=y]'))).toEqual(['l']);
    expect(ids(selectAll(t, '[xl|href]', { namespaces: { xl: 'http://www.w3.org/1999/xlink' } }))).toEqual(['l']);
    expect(selectAll(t, '[href]')).toEqual([]);
  });
});

describe('html: attribute values (HTML Standard §4.16.2 list)', () => {
  it('listed attributes compare ASCII case-insensitively on HTML elements', () => {
    const t = tree('<input id=t type=TEXT><a id=r rel="NoFollow Me" hreflang=EN-us></a><p id=d dir=RTL lang=EN>');
    expect(ids(selectAll(t, '[type=text]'))).toEqual(['t']);
    expect(ids(selectAll(t, 'input[type="Text"]'))).toEqual(['t']);
    expect(ids(selectAll(t, '[rel~=nofollow]'))).toEqual(['r']);
    expect(ids(selectAll(t, '[hreflang|=en]'))).toEqual(['r']);
    expect(ids(selectAll(t, '[dir^=r][lang$=n]'))).toEqual(['d']);
    expect(ids(selectAll(t, '[type*=ex]'))).toEqual(['t']);
  });
  it('other attributes (class, id, name, title) stay case-sensitive', () => {
    const t = tree('<!DOCTYPE html><p id=A class=Big name=N title=T></p>');
    expect(selectAll(t, '[id=a]')).toEqual([]);
    expect(selectAll(t, '#a')).toEqual([]);
    expect(selectAll(t, '.big')).toEqual([]);
    expect(selectAll(t, '[class=big]')).toEqual([]);
    expect(selectAll(t, '[name=n]')).toEqual([]);
    expect(selectAll(t, '[title=t]')).toEqual([]);
    expect(ids(selectAll(t, '#A.Big[title=T]'))).toEqual(['A']);
  });
  it('listed attributes on SVG elements stay case-sensitive', () => {
    const t = tree('<svg><style id=s type=TEXT/css></style></svg>');
    expect(selectAll(t, 'style[type="text/css"]')).toEqual([]);
    expect(ids(selectAll(t, 'style[type="TEXT/css"]'))).toEqual(['s']);
  });
});

describe('html: :lang() and structure', () => {
  it(':lang() reads lang, inherited, prefix ranges', () => {
    const t = tree('<html lang=en-GB><body><p id=a>x</p><div lang=fr><p id=b lang="">y</p><p id=c></p></div>');
    expect(ids(selectAll(t, 'p:lang(en)'))).toEqual(['a']);
    expect(ids(selectAll(t, 'p:lang(fr)'))).toEqual(['c']);
    expect(selectAll(t, 'p:lang(de)')).toEqual([]);
  });
  it(":root is <html>; :empty; :nth-child over the parser's tree", () => {
    const t = tree('<ul><li id=a></li><li id=b>x</li><li id=c><!--c--></li></ul>');
    expect(names(selectAll(t, ':root'))).toEqual(['html']);
    expect(ids(selectAll(t, 'li:empty'))).toEqual(['a', 'c']);
    expect(ids(selectAll(t, 'LI:nth-child(2n+1)'))).toEqual(['a', 'c']);
    expect(names(selectAll(t, 'body > *'))).toEqual(['ul']);
  });
  it('template contents are not children (templateContent: true searches them, as separate fragments)', () => {
    const t = tree('<div id=d><template><p id=in>x</p></template></div><p id=out>y</p>');
    expect(ids(selectAll(t, 'p'))).toEqual(['out']);
    expect(selectAll(t, 'template p')).toEqual([]);
    expect(ids(selectAll(t, 'p', { templateContent: true }))).toEqual(['in', 'out']);
    expect(selectAll(t, 'div p', { templateContent: true }).map((e) => e.properties.id)).toEqual([]);
  });
  it('select / matches return and accept the hast nodes themselves', () => {
    const t = tree('<p id=a><b id=b></b></p>');
    const b = select(t, 'P > B')!;
    expect(b.tagName).toBe('b');
    const body = (t.children[0] as HastElement).children[1] as HastElement;
    expect(b).toBe((body.children[0] as HastElement).children[0]);
    expect(matches(b, 'p b', { root: t })).toBe(true);
    expect(matches(b, 'B')).toBe(true);
    expect(matches(b, 'p b')).toBe(false);
  });
  it('parse() results and fragments are selectable', () => {
    const doc = parse('<!doctype html><p class=x>a</p>');
    expect(doc.language).toBe('html');
    expect(selectAll(doc, '.x').map((e) => (e as HastElement).tagName)).toEqual(['p']);
    const fragment = parseHtmlFragment('<td id=c>x</td>', { context: 'tr' }).tree as HastRoot;
    expect(ids(selectAll(fragment, 'TD'))).toEqual(['c']);
  });
  it('a 10^5-deep hast tree works (no recursion)', () => {
    const depth = 100_000;
    const t = tree(`${'<div>'.repeat(depth)}<p id=x></p>`);
    expect(ids(selectAll(t, 'div > div p'))).toEqual(['x']);
  });
});

describe('html: quirks mode', () => {
  it('class and ID selectors ignore ASCII case in a quirks-mode document only', () => {
    const quirks = tree('<p id=Main class="Big note">x</p>');
    expect((quirks.data as { quirksMode?: boolean } | undefined)?.quirksMode).toBe(true);
    expect(names(selectAll(quirks, '#main'))).toEqual(['p']);
    expect(names(selectAll(quirks, '.big.NOTE'))).toEqual(['p']);
    expect(selectAll(quirks, '.bi')).toEqual([]);
    const standards = tree('<!DOCTYPE html><p id=Main class="Big note">x</p>');
    expect(selectAll(standards, '#main')).toEqual([]);
    expect(selectAll(standards, '.big')).toEqual([]);
    expect(names(selectAll(standards, '#Main.Big'))).toEqual(['p']);
  });
});
