// Issue 30, item 1: any node a user can pass is a valid tree to search (an
// element, a root, a text node, a detached subtree); only elements match;
// hast attribute values are read as their HTML text; a selector that is not
// a string is a TypeError that names the argument.
import { h, s } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { matches, parseHtml, parseXml, select, selectAll } from '../src/index.ts';
import { cssSelectAdapter } from '../src/index.ts';
import * as CSSselect from 'css-select';
import type { Root as HastRoot } from 'hast';

const html = (text: string) => parseHtml(text).tree as HastRoot;

describe('item 1: any node is a valid scope', () => {
  it('a hast element with no element children given as the tree: HTML rules, no TypeError', () => {
    const div = h('div');
    expect(selectAll(div, 'div')).toEqual([div]);
    expect(selectAll(h('div', 'text'), 'DIV')).toHaveLength(1);
    expect(select(h('p', [h('b')]), 'p > b')?.tagName).toBe('b');
  });
  it('an SVG element built with s(): [writing-mode] with space: svg, no throw without it', () => {
    const text = s('text', { writingMode: 'lr-tb' }, '!');
    expect(() => select(text, '[writing-mode]')).not.toThrow();
    expect(select(text, '[writing-mode]', { space: 'svg' })).toBe(text);
    expect(select(text, '[writing-mode="lr-tb"]', { space: 'svg' })).toBe(text);
  });
  it('a text node, a comment, a doctype: nothing matches, nothing throws, in every language', () => {
    const text = { type: 'text', value: 'a' } as never;
    const comment = { type: 'comment', value: 'a' } as never;
    for (const language of [undefined, 'html', 'xml', 'sky'] as const) {
      const options = language === undefined ? {} : { language };
      expect(selectAll(text, '*', options)).toEqual([]);
      expect(selectAll(comment, '*', options)).toEqual([]);
      expect(select(text, ':not(a)', options)).toBeNull();
      expect(matches(text, '*', options)).toBe(false);
    }
  });
  it('comments and texts inside a tree never come back', () => {
    const tree = html('<p>a<!--b-->c</p>');
    expect(selectAll(tree, ':not(p)').map((e) => e.tagName)).toEqual(['html', 'head', 'body']);
    const xml = parseXml('<a>t<!--c--><?pi x?></a>').tree;
    expect(selectAll(xml, '*')).toHaveLength(1);
  });
  it(':scope is the element given as the tree (the scoping root), :root inside a document', () => {
    const div = h('div', [h('p', [h('div')])]);
    expect(selectAll(div, ':scope')).toEqual([div]);
    expect(selectAll(div, ':scope > p')).toHaveLength(1);
    const tree = html('<p>');
    expect(selectAll(tree, ':scope').map((e) => e.tagName)).toEqual(['html']);
  });
  it('a detached subtree of a parsed document', () => {
    const tree = html('<ul><li>a<li>b</ul>');
    const ul = select(tree, 'ul')!;
    expect(selectAll(ul, 'li:first-child')).toHaveLength(1);
    expect(selectAll(ul, 'ul > li')).toHaveLength(2);
  });
});

describe('item 1: hast attribute values are their HTML text', () => {
  it('a boolean property (true) is the empty string, as toHtml writes it', () => {
    // hast keeps `selected="selected"` and `selected` alike as `true` (the
    // parser, hastscript and hast-util-from-parse5 all do), so the value the
    // matcher sees is the serialized one: the empty string.
    const tree = html('<select><option id=a selected="selected"><option id=b selected></select>');
    expect(selectAll(tree, "[selected='']").map((e) => e.properties.id)).toEqual(['a', 'b']);
    expect(selectAll(tree, '[selected]').map((e) => e.properties.id)).toEqual(['a', 'b']);
    const adapter = cssSelectAdapter;
    const found = CSSselect.selectAll("[selected='']", tree as never, { adapter: adapter as never });
    expect(found).toHaveLength(2);
  });
  it('list properties: space-separated (class, rel) and comma-separated (accept, coords)', () => {
    const input = h('input', { accept: ['.png', 'image/*'] });
    const link = h('a', { rel: ['noopener', 'next'], className: ['x', 'y'] });
    expect(matches(input, '[accept=".png, image/*"]')).toBe(true);
    expect(matches(link, '[rel="noopener next"]')).toBe(true);
    expect(matches(link, '[class="x y"]')).toBe(true);
    expect(matches(link, '[rel~=next]')).toBe(true);
  });
});

describe('item 1: a selector that is not a string is a TypeError naming the argument', () => {
  it('numbers, undefined, null, arrays, nodes', () => {
    const tree = html('<p>');
    for (const bad of [1, undefined, null, ['p'], { type: 'element' }]) {
      expect(() => selectAll(tree, bad as never)).toThrow(TypeError);
      expect(() => selectAll(tree, bad as never)).toThrow(/selector: expected a selector string/);
      expect(() => select(tree, bad as never)).toThrow(/selector/);
      expect(() => matches(select(tree, 'p')!, bad as never)).toThrow(/selector/);
    }
  });
});
