// decision H5: the cases where hast differs from the DOM, each checked against
// the rehype path and against the expected hast written out.
import type { Element, Root } from 'hast';
import * as parse5 from 'parse5';
import { describe, expect, it } from 'vitest';
import { createHastAdapter } from '../src/hast/index.js';
import { parseHtml } from '../src/index.js';
import { viaAdapter, viaRehype } from './support/parse5-hast.js';
import { firstDifference } from './support/same-tree.js';

/** The body's first child of a parsed document. */
function first(tree: Root): Element {
  const html = tree.children.find((node) => node.type === 'element') as Element;
  const body = html.children[1] as Element;
  return body.children[0] as Element;
}

function same(html: string, positions = false): Root {
  const tree = viaAdapter(html, { positions });
  expect(firstDifference(tree, viaRehype(html, { positions }))).toBeUndefined();
  return tree;
}

describe('properties (property-information, hastscript)', () => {
  it('maps names, lists, numbers and booleans', () => {
    const element = first(same('<input class=" a  b " accept="x, y" disabled=DISABLED tabindex=3 data-foo-bar=1>'));
    expect(element.properties).toEqual({
      className: ['a', 'b'],
      accept: ['x', 'y'],
      disabled: true,
      tabIndex: 3,
      dataFooBar: '1',
    });
  });

  it('reads the tag name as a selector: a.b#c gives a, class b, id c', () => {
    const element = first(same('<a.b#c class=d>x</a.b#c>'));
    expect(element.tagName).toBe('a');
    expect(element.properties).toEqual({ className: ['b', 'd'], id: 'c' });
  });

  it('class and classname both fill className, concatenated', () => {
    expect(first(same('<p class=a classname=b>')).properties).toEqual({ className: ['a', 'b'] });
  });

  it('drops attributes named after Object.prototype members', () => {
    expect(first(same('<p constructor=1 __proto__=2 tostring=3>')).properties).toEqual({ tostring: '3' });
  });

  it('names that meet in one slot of the recent-name cache keep their own properties', () => {
    // properties.ts keeps the last HTML name per (length, first character):
    // `hidden`/`height` and `constructor`/`crossorigin` share a slot.
    const html =
      '<img hidden height=5><img height=6 hidden><p constructor=1 crossorigin=x><p crossorigin=y constructor=2>';
    const expected = [
      { hidden: true, height: 5 },
      { height: 6, hidden: true },
      { crossOrigin: 'x' },
      { crossOrigin: 'y' },
    ];
    for (const tree of [same(html), parseHtml(html).tree as Root]) {
      const root = tree.children.find((node) => node.type === 'element') as Element;
      const elements = (root.children[1] as Element).children as Element[];
      expect(elements.map((element) => element.properties)).toEqual(expected);
    }
  });

  it('lowercases tag names beyond ASCII, as hastscript does', () => {
    expect(first(same('<aÄ>')).tagName).toBe('aä');
  });

  it('SVG: schema, xlink attributes, camel-case names kept, others lowercased', () => {
    const svg = first(same('<svg viewBox="0 0 1 1"><clipPath/><a xlink:href=x /><feDropShadow/></svg>'));
    expect(svg.properties).toEqual({ viewBox: '0 0 1 1' });
    expect(svg.children.map((node) => (node as Element).tagName)).toEqual(['clipPath', 'a', 'feDropShadow']);
    expect((svg.children[1] as Element).properties).toEqual({ xLinkHref: 'x' });
  });

  it('adoptAttributes adds only new names, to html and body', () => {
    const tree = same('<body a=1><body a=2 b=3 class=c><html lang=en>');
    const html = tree.children[0] as Element;
    expect(html.properties).toEqual({ lang: 'en' });
    expect((html.children[1] as Element).properties).toEqual({ a: '1', b: '3', className: ['c'] });
  });
});

describe('document, doctype, template', () => {
  it('quirks and limited quirks both set data.quirksMode; the adapter keeps the mode', () => {
    expect(same('<!DOCTYPE html>').data).toEqual({ quirksMode: false });
    expect(same('x').data).toEqual({ quirksMode: true });
    const limited = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "x">';
    expect(same(limited).data).toEqual({ quirksMode: true });
    const adapter = createHastAdapter();
    const tree = parse5.parse(limited, { treeAdapter: adapter as never }) as unknown as Root;
    expect(adapter.getDocumentMode(tree)).toBe('limited-quirks');
  });

  it('a doctype is { type: "doctype" }; its fields stay with the adapter', () => {
    const adapter = createHastAdapter();
    const source = '<!DOCTYPE html PUBLIC "p" "s">';
    const tree = adapter.finish(parse5.parse(source, { treeAdapter: adapter as never }) as unknown as Root, source);
    const doctype = tree.children[0]!;
    expect(doctype).toStrictEqual({ type: 'doctype' });
    expect(adapter.doctype(doctype as never)).toEqual({ name: 'html', publicId: 'p', systemId: 's' });
  });

  it('template contents are a root in content; SVG templates have children', () => {
    const template = first(same('<body><template><b>x</b></template><svg><template><b/></template></svg>'));
    expect(template.children).toEqual([]);
    expect(template.content?.type).toBe('root');
    expect(template.content?.children).toHaveLength(1);
    const svg = (template.content ? first(same('<svg><template><g/></template></svg>')) : template)
      .children[0] as Element;
    expect(svg.tagName).toBe('template');
    expect(svg.content).toBeUndefined();
    expect(svg.children).toHaveLength(1);
  });

  it('adjacent text merges, also when foster-parented before a table', () => {
    const tree = same('<table>a<td>b</table>c<table>d<tr>e</table>');
    const body = (tree.children[0] as Element).children[1] as Element;
    expect(body.children[0]).toStrictEqual({ type: 'text', value: 'a' });
  });
});

describe('depth (decision H8: no recursion)', () => {
  // 30,000 levels overflow any recursive walk (V8's stack holds about 10,000
  // frames); the parser (parse5 here) is the slow part of going deeper.
  it('30,000 nested elements: finish with positions and toHtml walk without recursion', async () => {
    const { toHtml } = await import('../src/serialize/index.js');
    const depth = 30_000;
    const html = '<div>'.repeat(depth) + 'x';
    const tree = viaAdapter(html, { positions: true });
    let node = first(tree);
    let levels = 1;
    while (node.children[0]?.type === 'element') {
      node = node.children[0] as Element;
      levels++;
    }
    expect(levels).toBe(depth);
    // Unclosed elements end where their last child ends: the text at the end.
    expect(first(tree).position?.end.offset).toBe(html.length);
    expect(toHtml(tree).length).toBe(
      html.length + depth * 6 + '<html><head></head><body>'.length + '</body></html>'.length,
    );
  });
});

describe('positions', () => {
  it('positions off: no position even when the parser reports locations', () => {
    const adapter = createHastAdapter();
    const html = '<p>x';
    const tree = adapter.finish(
      parse5.parse(html, { treeAdapter: adapter as never, sourceCodeLocationInfo: true }) as unknown as Root,
      html,
    );
    expect(JSON.stringify(tree)).not.toContain('position');
  });

  it('no position key at all without positions', () => {
    expect(JSON.stringify(same('<p>x<!--y--></p>'))).not.toContain('position');
  });

  it('nodes get start and end; made-up elements get none; the root spans the source', () => {
    const tree = same('<p>a\r\nb', true);
    expect(tree.position).toEqual({
      start: { line: 1, column: 1, offset: 0 },
      end: { line: 2, column: 2, offset: 7 },
    });
    const html = tree.children[0] as Element;
    expect(html.position).toBeUndefined();
    expect('position' in html).toBe(false);
  });

  it('an element closed without its end tag ends where its last child ends (parse5 issue 109)', () => {
    const p = first(same('<p>ab<p>c', true));
    expect(p.position?.end).toEqual({ line: 1, column: 6, offset: 5 });
  });

  it('template contents span between the tags, or the whole source when unclosed', () => {
    const closed = first(same('<body><template>ab</template>', true));
    expect(closed.content?.position).toEqual({
      start: { line: 1, column: 17, offset: 16 },
      end: { line: 1, column: 19, offset: 18 },
    });
    const open = first(same('<body><template>ab\n', true));
    expect(open.content?.position?.end).toEqual({ line: 2, column: 1, offset: 19 });
  });

  it('an empty document has no positions (no node came from the source)', () => {
    expect('position' in same('', true)).toBe(false);
  });

  it('fragments, with positions', () => {
    const options = { positions: true, context: { tagName: 'td', namespace: 'html' as const } };
    expect(firstDifference(viaAdapter('a<b>c', options), viaRehype('a<b>c', options))).toBeUndefined();
  });
});
