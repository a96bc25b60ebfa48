// parseHtml, parseHtmlFragment, createHtmlTreeBuilder: @forgiving/html-tokenizer
// driving the tree builder, hast by default (H5), any parse5 adapter on request.
import type { Element, Root } from 'hast';
import { defaultTreeAdapter } from 'parse5';
import { describe, expect, it } from 'vitest';
import { createHtmlTreeBuilder, parseHtml, parseHtmlFragment } from '../src/html.ts';
import { StreamMisuseError } from '../src/index.ts';
import { allTreeConstructionTests, benchCorpusPages, readContext } from './support/dat-tests.ts';
import { viaRehype } from './support/parse5-hast.ts';
import { firstDifference, firstShared } from './support/same-tree.ts';

describe('parseHtml', () => {
  it('returns hast by default', () => {
    const { tree, errors } = parseHtml('<!DOCTYPE html><title>T</title><p class="a b">x');
    const root = tree as Root;
    expect(root.type).toBe('root');
    const html = root.children[1] as Element;
    const p = (html.children[1] as Element).children[0] as Element;
    expect(p).toMatchObject({ type: 'element', tagName: 'p', properties: { className: ['a', 'b'] } });
    expect(errors).toEqual([]);
  });

  it("returns the adapter's document with `adapter`", () => {
    // biome-ignore lint/suspicious/noExplicitAny: parse5 default tree
    const { tree } = parseHtml('<p>x', { adapter: defaultTreeAdapter as never }) as { tree: any };
    expect(tree.nodeName).toBe('#document');
  });

  it('equals the rehype path (parse5 + hast-util-from-parse5) on the bench corpus, with and without positions', () => {
    // The first 100 000 characters of each page keep this within CI's budget
    // (HTML_CORPUS=full: whole pages).
    const full = process.env.HTML_CORPUS === 'full';
    for (const { name, html: page } of benchCorpusPages()) {
      const html = full ? page : page.slice(0, 100_000);
      expect(firstDifference(parseHtml(html).tree, viaRehype(html)), name).toBeUndefined();
      const ours = parseHtml(html, { positions: true }).tree;
      const theirs = viaRehype(html, { positions: true });
      expect(firstDifference(ours, theirs), name).toBeUndefined();
      expect(firstShared(ours), name).toBeUndefined();
    }
  });

  it('with positions, gives the keys in the order the rehype path does (templates, implied and void elements, text)', () => {
    for (const html of [
      '<template><p>x</p>y</template>',
      '<!DOCTYPE html><html><head><template id=t>a<b>b</b></template></head><body>t<br><img src=x>',
      '<table><tr><td>a<template>b</template></td></tr></table>z',
      'text only',
      '<p>a<b>b<p>c</b>d',
    ]) {
      const ours = parseHtml(html, { positions: true }).tree;
      expect(firstDifference(ours, viaRehype(html, { positions: true })), html).toBeUndefined();
      expect(firstShared(ours), html).toBeUndefined();
    }
  });

  it('returns trees that share no object (child arrays, properties, positions), for every html5lib input', () => {
    const shared: string[] = [];
    let parsed = 0;
    for (const test of allTreeConstructionTests()) {
      for (const positions of [false, true]) {
        const options = { positions, ...(test.scripting === undefined ? {} : { scripting: test.scripting }) };
        const { tree } =
          test.fragment === undefined
            ? parseHtml(test.data, options)
            : parseHtmlFragment(test.data, { ...options, context: readContext(test.fragment) });
        parsed++;
        const path = firstShared(tree);
        if (path !== undefined) shared.push(`${test.id}${positions ? ' (positions)' : ''}: ${path}`);
      }
    }
    expect(parsed).toBe(2 * 1792);
    expect(shared.slice(0, 10)).toEqual([]);
  });

  it('decodes bytes with the encoding a late <meta> names (change the encoding, H1)', () => {
    const bytes = Buffer.from(
      `<!DOCTYPE html><!--${'x'.repeat(1100)}--><meta charset="windows-1251"><p>\xe0`,
      'latin1',
    );
    const result = parseHtml(bytes);
    expect(result.encoding).toBe('windows-1251');
    expect(JSON.stringify(result.tree)).toContain('а');
  });

  it.each([
    // Issue 29: the Encoding Standard's decoders, by meta charset prescan, late <meta> and BOM.
    ['<meta charset="shift_jis"><p>\x82AB', 'shift_jis', '\uFFFDAB'],
    ['<meta charset="windows-874"><p>\xDB', 'windows-874', '\uFFFD'],
    ['<meta charset="windows-1255"><p>\xCA', 'windows-1255', '\u05BA'],
    ['<meta charset="koi8-u"><p>\xAE', 'koi8-u', '\u045E'],
    ['<meta charset="iso-8859-16"><p>\xA1', 'iso-8859-16', 'Ą'],
    // latin10 is no label of the Standard: the prescan ignores it (default windows-1252).
    ['<meta charset="latin10"><p>\xA1', 'windows-1252', '¡'],
    [`<!--${'x'.repeat(1100)}--><meta charset="gb18030"><p>\x84\x31\xA4\x37`, 'gb18030', '\uFFFD'],
    ['\xFE\xFF\x00<\x00p\x00>\xD8\x00\x00A', 'utf-16be', '\uFFFDA'],
  ])('decodes %j as %s, the Standard’s text (issue 29)', (html, encoding, text) => {
    const result = parseHtml(Buffer.from(html, 'latin1'));
    expect(result.encoding).toBe(encoding);
    const p = JSON.stringify(result.tree);
    expect(p).toContain(JSON.stringify(text).slice(1, -1));
  });
});

describe('parseHtmlFragment', () => {
  it('parses in the context element', () => {
    const { tree } = parseHtmlFragment('<td>x</td>', { context: 'tr' });
    expect((tree as Root).children.map((n) => (n as Element).tagName)).toEqual(['td']);
  });
  it('takes an SVG context', () => {
    const { tree } = parseHtmlFragment('<path/>', { context: { tagName: 'svg', namespace: 'svg' } });
    expect(((tree as Root).children[0] as Element).tagName).toBe('path');
  });
});

describe('createHtmlTreeBuilder', () => {
  it('gives the same hast tree for any chunking', () => {
    const html = '<!DOCTYPE html><table>x<tr><td><b>1<p>2</b>3</table>\r\n<svg><path/></svg>';
    const whole = parseHtml(html, { positions: true }).tree;
    for (const size of [1, 2, 5, 17]) {
      const builder = createHtmlTreeBuilder({ positions: true });
      for (let i = 0; i < html.length; i += size) builder.write(html.slice(i, i + size));
      expect(builder.end().tree).toEqual(whole);
    }
  });
});

describe('result shape and stream lifecycle (ARCHITECTURE.md, "Result shapes", "Stream lifecycle")', () => {
  it('{ tree, errors, ok }: ok is true exactly when there is no parse error; the tree is always a document', () => {
    expect(parseHtml('<!DOCTYPE html><title>x</title>')).toMatchObject({ errors: [], ok: true });
    const broken = parseHtml('<p>');
    expect(broken.ok).toBe(false);
    expect(broken.errors.length).toBeGreaterThan(0);
    expect(broken.tree).toMatchObject({ type: 'root' });
    expect(parseHtmlFragment('<td>x').ok).toBe(parseHtmlFragment('<td>x').errors.length === 0);
  });
  it('end() returns what parseHtml returns, and onEnd receives that object (hast and a user adapter)', () => {
    const input = '<!DOCTYPE html><p>a<b>b</p>c';
    let ended: unknown = null;
    const builder = createHtmlTreeBuilder({ onEnd: (result) => (ended = result) });
    builder.write(input.slice(0, 9));
    const result = builder.end(input.slice(9));
    expect(result).toEqual(parseHtml(input));
    expect(ended).toBe(result);
    let parsed: unknown = null;
    const once = parseHtml(input, { onEnd: (r) => (parsed = r) });
    expect(parsed).toBe(once);
  });
  it('misuse throws StreamMisuseError: bytes or another non-string chunk, write after end, end twice', () => {
    const builder = createHtmlTreeBuilder();
    expect(() => builder.write(new Uint8Array(1) as never)).toThrow(StreamMisuseError);
    expect(() => builder.write(1 as never)).toThrow('createHtmlTreeBuilder: invalid-chunk');
    builder.write('<p>');
    builder.end();
    expect(() => builder.write('x')).toThrow('createHtmlTreeBuilder: write-after-end');
    expect(() => builder.end()).toThrow('createHtmlTreeBuilder: end-after-end');
  });
});
