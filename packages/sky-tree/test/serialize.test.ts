import { describe, expect, it } from 'vitest';
import { attributeRecord, buildTree, toSky } from '../src/index.ts';
import type { SerializeIssue, SkyElement, SkyRoot } from '../src/index.ts';
import { close, open, text } from './tokens.ts';

const app = (tree: SkyRoot) => toSky(tree, { context: 'application' });
const body = (tree: SkyRoot) => app(tree).slice('#!mojo mojo:sky\n'.length);
const el = (
  name: string,
  children: SkyElement['children'] = [],
  attributes: Record<string, string> = {},
): SkyElement => ({
  type: 'element',
  name,
  attributes: Object.assign(Object.create(null), attributes),
  children,
});
const root = (children: SkyRoot['children']): SkyRoot => ({ type: 'root', children });
const withIssues = (tree: SkyRoot) => {
  const issues: SerializeIssue[] = [];
  const output = toSky(tree, { context: 'module', onIssue: (issue) => issues.push(issue) });
  return { body: output.slice('SKY MODULE\n'.length), codes: issues.map((i) => i.code) };
};

describe('toSky', () => {
  it('issue #13 item 1: a context named like an Object.prototype member writes the application signature', () => {
    expect(toSky(root([]), { context: 'constructor' as never })).toBe('#!mojo mojo:sky\n');
  });
  it('writes the signature of the context (errata S4)', () => {
    expect(toSky(root([]), { context: 'application' })).toBe('#!mojo mojo:sky\n');
    expect(toSky(root([]), { context: 'module' })).toBe('SKY MODULE\n');
  });

  it('escapes < and & in text, and CR (normalisation would turn it into LF)', () => {
    expect(body(root([{ type: 'text', value: 'a<b&c\rd>e' }]))).toBe('a&lt;b&amp;c&#13;d>e');
  });

  it('writes attributes double-quoted with " and & escaped, in record order', () => {
    const tree = root([el('a', [], { z: 'x"y', b: "it's & <ok>", e: '' })]);
    expect(body(tree)).toBe('<a z="x&quot;y" b="it\'s &amp; <ok>" e=""></a>');
  });

  it('writes __proto__ and constructor attributes like any other', () => {
    const attributes = attributeRecord([
      { name: '__proto__', value: '1' },
      { name: 'constructor', value: '2' },
    ]);
    expect(body(root([{ type: 'element', name: 'a', attributes, children: [] }]))).toBe(
      '<a __proto__="1" constructor="2"></a>',
    );
  });

  it('writes script and style text raw (no references in raw data)', () => {
    const tree = buildTree([open('script'), text('a<b && "c"'), close('script'), open('style'), text('&amp;')]);
    expect(body(tree)).toBe('<script>a<b && "c"</script><style>&amp;</style>');
  });

  it('writes template content between the template tags (errata S19)', () => {
    const tree = buildTree([open('div'), open('template'), close('div'), text('x')]);
    expect(body(tree)).toBe('<div><template>x</template></div>');
  });

  it('errata S24: separates adjacent text nodes with an end tag that matches no open element', () => {
    const tree = buildTree([open('a'), text('x'), close('b'), text('y'), close('c'), text('z')]);
    expect(body(tree)).toBe('<a>x</_>y</_>z</a>');
  });

  it('errata S24: the separator name avoids every open element name', () => {
    const tree = buildTree([open('_'), open('_1'), text('x'), close('b'), text('y')]);
    expect(body(tree)).toBe('<_><_1>x</_2>y</_1></_>');
  });

  it('errata S21: whitespace-only text inside t is written as is', () => {
    const tree = buildTree([open('t'), text(' '), open('b'), text('\n \n'), close('b')]);
    expect(body(tree)).toBe('<t> <b>\n \n</b></t>');
  });
});

describe('toSky on trees parse cannot produce (reported, never thrown)', () => {
  it('whitespace-only text outside t is wrapped in <t>', () => {
    expect(withIssues(root([{ type: 'text', value: ' ' }]))).toEqual({
      body: '<t> </t>',
      codes: ['whitespace-text-outside-t'],
    });
  });

  it('empty text is skipped', () => {
    expect(withIssues(root([{ type: 'text', value: '' }]))).toEqual({ body: '', codes: ['empty-text'] });
  });

  it('tag names that cannot start a tag drop the element', () => {
    expect(withIssues(root([el('<x>'), el(''), el('a b'), el('ok')]))).toEqual({
      body: '<ok></ok>',
      codes: ['invalid-tag-name', 'invalid-tag-name', 'invalid-tag-name'],
    });
  });

  it('attribute names with characters that end names are dropped; a leading = is fine', () => {
    expect(withIssues(root([el('a', [], { 'b c': '1', 'd/': '2', 'e=f': '3', '=g': '4', '': '5' })]))).toEqual({
      body: '<a =g="4"></a>',
      codes: ['invalid-attribute-name', 'invalid-attribute-name', 'invalid-attribute-name', 'invalid-attribute-name'],
    });
  });

  it('raw text that would end the element is written as <\\/script', () => {
    const tree = root([el('script', [{ type: 'text', value: 'a</script>b</scriptx</script' }])]);
    expect(withIssues(tree)).toEqual({
      body: '<script>a<\\/script>b</scriptx</script</script>',
      codes: ['raw-text-end-tag'],
    });
  });

  it('elements inside script are dropped; adjacent texts merge', () => {
    const tree = root([el('style', [{ type: 'text', value: 'a' }, el('b'), { type: 'text', value: 'c' }])]);
    expect(withIssues(tree)).toEqual({ body: '<style>ac</style>', codes: ['raw-text-child', 'raw-text-child'] });
  });

  it('NUL cannot be written (it parses as U+FFFD)', () => {
    expect(withIssues(root([{ type: 'text', value: 'a\0' }]))).toEqual({
      body: 'a\ufffd',
      codes: ['unwritable-character'],
    });
  });

  it('template children and content on other elements are reported', () => {
    const content: SkyRoot = root([{ type: 'text', value: 'c' }]);
    const template = { ...el('template', [{ type: 'text', value: 'x' }]), content };
    const div = { ...el('div'), content };
    expect(withIssues(root([template, div]))).toEqual({
      body: '<template>c</template><div></div>',
      codes: ['template-children', 'content-on-non-template'],
    });
  });

  it('untyped input: null children and non-string values do not throw', () => {
    const tree = root([
      null as never,
      { type: 'text', value: 5 as never },
      el('script', [null as never, { type: 'text', value: 7 as never }]),
    ]);
    expect(withIssues(tree)).toEqual({ body: '5<script>7</script>', codes: ['unknown-node', 'raw-text-child'] });
  });

  it('unknown node types are skipped', () => {
    const tree = root([{ type: 'comment', value: 'x' } as never, { type: 'text', value: 'y' }]);
    expect(withIssues(tree)).toEqual({ body: 'y', codes: ['unknown-node'] });
  });
});

describe('cycles (issue 27 item F)', () => {
  it('an element among its own descendants throws a clear TypeError instead of writing until memory runs out', () => {
    const a = el('a', [{ type: 'text', value: 'x' }]);
    (a.children as SkyElement['children'][number][]).push(a);
    expect(() => app(root([a]))).toThrow(/cycle/);
    const ring: SkyElement[] = [];
    for (let i = 0; i < 5000; i++) ring.push(el('r'));
    for (let i = 0; i < ring.length; i++) (ring[i]!.children as SkyElement[]).push(ring[(i + 1) % ring.length]!);
    expect(() => app(root([ring[0]!]))).toThrow(TypeError);
  });

  it('a deep tree sharing one node in many places is no cycle', () => {
    const shared = el('b', [{ type: 'text', value: 'y' }]);
    const top = el('d');
    let at = top;
    for (let i = 0; i < 3000; i++) {
      const next = el('d', [{ type: 'text', value: 'z' }]);
      (at.children as SkyElement[]).push(shared, next);
      at = next;
    }
    expect(app(root([top])).split('<b>y</b>').length).toBe(3001);
  });
});
