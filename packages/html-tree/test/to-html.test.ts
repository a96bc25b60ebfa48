// toHtml: HTML §13.3 "Serializing HTML fragments", one test per branch.
import type { Element, ElementContent, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { toHtml } from '../src/serialize/index.js';
import { viaAdapter } from './support/parse5-hast.js';

const el = (tagName: string, properties: Element['properties'] = {}, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({ type: 'text' as const, value });

describe('elements', () => {
  it('start tag, children, end tag; a root gives its children', () => {
    const root: Root = { type: 'root', children: [el('p', {}, [text('a'), el('b')])] };
    expect(toHtml(root)).toBe('<p>a<b></b></p>');
  });

  it('serializes as void: no end tag, no children (void elements and basefont, bgsound, frame, keygen, param)', () => {
    for (const name of [
      'area',
      'base',
      'basefont',
      'bgsound',
      'br',
      'col',
      'embed',
      'frame',
      'hr',
      'img',
      'input',
      'keygen',
      'link',
      'meta',
      'param',
      'source',
      'track',
      'wbr',
    ]) {
      expect(toHtml(el(name, {}, [text('x')]))).toBe(`<${name}>`);
    }
  });

  it('void names in SVG or MathML are not void (names that break out of foreign content are HTML)', () => {
    expect(toHtml(el('svg', {}, [el('area'), el('img')]))).toBe('<svg><area></area><img></svg>');
    expect(toHtml(el('math', {}, [el('input')]))).toBe('<math><input></input></math>');
    expect(toHtml(el('svg', {}, [el('foreignObject', {}, [el('area')])]))).toBe(
      '<svg><foreignObject><area></foreignObject></svg>',
    );
  });

  it('a template writes its contents', () => {
    const template = el('template');
    template.content = { type: 'root', children: [el('i', {}, [text('t')])] };
    expect(toHtml(template)).toBe('<template><i>t</i></template>');
  });

  it('no recursion: a tree 100,000 deep', () => {
    let node = el('b', {}, [text('x')]);
    for (let i = 0; i < 100_000; i++) node = el('i', {}, [node]);
    const out = toHtml(node);
    expect(out.length).toBe(100_000 * 7 + 8);
  });
});

describe('attributes', () => {
  it('names from property-information: className → class, xLinkHref → xlink:href, dataFoo → data-foo', () => {
    expect(toHtml(el('p', { className: ['a', 'b'], dataFooBar: 'x' }))).toBe('<p class="a b" data-foo-bar="x"></p>');
    expect(toHtml(el('svg', { viewBox: '0 0 1 1' }, [el('a', { xLinkHref: '#x' })]))).toBe(
      '<svg viewBox="0 0 1 1"><a xlink:href="#x"></a></svg>',
    );
  });

  it('values: true is empty, false/null/undefined/NaN drop, numbers, -0, comma lists', () => {
    expect(
      toHtml(el('input', { disabled: true, hidden: false, width: 3, height: Number.NaN, value: null } as never)),
    ).toBe('<input disabled="" width="3">');
    expect(toHtml(el('td', { colSpan: -0 }))).toBe('<td colspan="-0"></td>');
    expect(toHtml(el('input', { accept: ['a', 'b'] }))).toBe('<input accept="a, b">');
  });

  it('a name find() would turn into another property stays as is (datafoo)', () => {
    const tree = viaAdapter('<p datafoo=1>');
    expect(toHtml(tree)).toContain('<p datafoo="1">');
  });

  it('escaping in attribute mode: & nbsp " < > (whatwg/html#6362)', () => {
    expect(toHtml(el('p', { title: `&\u00a0"<>'` }))).toBe(`<p title="&amp;&nbsp;&quot;&lt;&gt;'"></p>`);
  });
});

describe('text, comments, doctype', () => {
  it('escaping text: & nbsp < >, not quotes', () => {
    expect(toHtml(text(`&\u00a0<>"'`))).toBe(`&amp;&nbsp;&lt;&gt;"'`);
  });

  it('raw text parents: style, script, xmp, iframe, noembed, noframes, plaintext', () => {
    for (const name of ['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']) {
      expect(toHtml(el(name, {}, [text('a<&b')]))).toBe(`<${name}>a<&b</${name}>`);
    }
  });

  it('raw text only in the HTML namespace: SVG script and style are escaped', () => {
    expect(toHtml(el('svg', {}, [el('script', {}, [text('a<b')])]))).toBe('<svg><script>a&lt;b</script></svg>');
  });

  it('noscript is raw with scripting (the default, decision H3), escaped without', () => {
    const noscript = el('noscript', {}, [text('<b>')]);
    expect(toHtml(noscript)).toBe('<noscript><b></noscript>');
    expect(toHtml(noscript, { scripting: false })).toBe('<noscript>&lt;b&gt;</noscript>');
  });

  it('comment and doctype', () => {
    expect(toHtml({ type: 'comment', value: ' c ' })).toBe('<!-- c -->');
    expect(toHtml({ type: 'doctype' })).toBe('<!DOCTYPE html>');
  });

  it('space: contents of a foreign element on their own', () => {
    expect(toHtml({ type: 'root', children: [el('area')] }, { space: 'svg' })).toBe('<area></area>');
  });

  it("issue 27 item G: a list of nodes (the README's `toHtml(svg.children, { space: 'svg' })`) gives each in turn", () => {
    const tree = viaAdapter('<svg><path d="M0"/><clipPath id=c></clipPath>x</svg>');
    const body = (tree.children[0] as Element).children[1] as Element;
    const svg = body.children[0] as Element;
    expect(svg.tagName).toBe('svg');
    expect(toHtml(svg.children, { space: 'svg' })).toBe('<path d="M0"></path><clipPath id="c"></clipPath>x');
    expect(toHtml([], { space: 'svg' })).toBe('');
    expect(toHtml([{ type: 'text', value: 'a<' }, el('br')])).toBe('a&lt;<br>');
  });
});
