// toHtml cannot be tricked (issue 27 item E): a tree built by code may hold
// names and text that markup cannot say as they are. Each is written in its
// documented escaped form or left out (README, "Spec notes: hast and
// toHtml"), and reported; parsing the output gives back the tree in that
// form, never another one.
import fc from 'fast-check';
import type { Element, ElementContent, Root } from 'hast';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { parseHtmlFragment } from '../src/html.ts';
import { toHtml } from '../src/serialize/index.js';
import type { ToHtmlIssue } from '../src/serialize/index.js';

const el = (tagName: string, properties: Element['properties'] = {}, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

function issues(tree: Root | Element): [string, ToHtmlIssue['code'][]] {
  const codes: ToHtmlIssue['code'][] = [];
  return [toHtml(tree, { onIssue: (issue) => codes.push(issue.code) }), codes];
}

describe('names, comments and raw text that markup cannot say as they are', () => {
  it('the issue\'s attribute name: its space, "=" and ">" written as references, reported', () => {
    const [html, codes] = issues(el('p', { 'x><img src=x onerror=alert(1)': 'y' }));
    expect(html).toBe('<p x&#x3e;<img&#x20;src&#x3d;x&#x20;onerror&#x3d;alert(1)="y"></p>');
    expect(codes).toEqual(['invalid-attribute-name']);
    // One element, one attribute: nothing injected.
    const p = parseFragment(html).childNodes[0] as unknown as {
      tagName: string;
      attrs: { name: string }[];
      childNodes: [];
    };
    expect([p.tagName, p.attrs.map((a) => a.name), p.childNodes.length]).toEqual([
      'p',
      ['x&#x3e;<img&#x20;src&#x3d;x&#x20;onerror&#x3d;alert(1)'],
      0,
    ]);
  });

  it('a tag name that is no tag (empty, not led by a letter, holding whitespace, "/" or ">") is left out with its contents', () => {
    for (const name of ['', '1a', 'a b', 'a>b', 'a/b', '<x', 'a\0']) {
      const [html, codes] = issues({ type: 'root', children: [el(name, {}, [{ type: 'text', value: 't' }])] });
      expect(html).toBe('');
      expect(codes).toEqual(['invalid-tag-name']);
    }
  });

  it('comments that would end early: "<" and ">" of the culprit as references', () => {
    const cases: [string, string][] = [
      ['a-->b', 'a--&#x3e;b'],
      ['a--!>b', 'a--!&#x3e;b'],
      ['>a', '&#x3e;a'],
      ['->a', '-&#x3e;a'],
      ['a<!-', 'a&#x3c;!-'],
      ['<!--', '&#x3c;!--'],
      ['<!-->', '&#x3c;!--&#x3e;'],
    ];
    for (const [value, written] of cases) {
      const [html, codes] = issues({ type: 'root', children: [{ type: 'comment', value }] });
      expect(html).toBe(`<!--${written}-->`);
      expect(codes).toEqual(['comment-text']);
    }
  });

  it('raw text holding its end tag: "</" written "<\\/"; split text nodes are joined first', () => {
    const [html, codes] = issues(el('style', {}, [{ type: 'text', value: 'a</STYLE>b</style' }]));
    expect(html).toBe('<style>a<\\/STYLE>b</style</style>');
    expect(codes).toEqual(['raw-text-end-tag']);
    const split = el('script', {}, [
      { type: 'text', value: 'x</scr' },
      { type: 'text', value: 'ipt>y' },
    ]);
    expect(toHtml(split)).toBe('<script>x<\\/script>y</script>');
    // Also across a child left out (found by the property test).
    const across = el('script', {}, [{ type: 'text', value: '</script' }, el('div'), { type: 'text', value: '/' }]);
    expect(toHtml(across)).toBe('<script><\\/script/</script>');
  });

  it('script text ending in the double escaped state: its <script written "<\\script" (else the end tag would not end it)', () => {
    expect(toHtml(el('script', {}, [{ type: 'text', value: '<!--<script>' }]))).toBe('<script><!--<\\script></script>');
    // A text the parser built that leaves that state again is kept as it is.
    const kept = '<!--<script></script>-->';
    expect(toHtml(el('script', {}, [{ type: 'text', value: kept }]))).toBe(`<script>${kept}</script>`);
  });
});

// The property: hostile names and text, parsed back by parse5 (the
// reference parser), give the tree in its documented escaped form.
const HOSTILE = [
  'a',
  '-',
  '!',
  '<',
  '>',
  '/',
  '=',
  ' ',
  '\n',
  '"',
  "'",
  '&',
  '\0',
  '</',
  '<!--',
  '-->',
  '--!>',
  '</script',
  '<script',
  '</style',
  '</xmp',
];
const hostile = (max: number) =>
  fc.array(fc.constantFrom(...HOSTILE), { maxLength: max }).map((parts) => parts.join(''));
const textLike = (max: number) => hostile(max).map((s) => s.replace(/\0/g, ''));
const TAGS = ['div', 'span', 'x-y', 'section', 'script', 'style', 'xmp', '', '1a', 'a b', 'a>b', 'a/b'];

const { node } = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ type: fc.constant('text' as const), value: textLike(8) }),
    fc.record({ type: fc.constant('comment' as const), value: textLike(8) }),
    fc.record({
      type: fc.constant('element' as const),
      tagName: fc.constantFrom(...TAGS),
      properties: fc.dictionary(
        hostile(6).filter((name) => /^[a-z]/.test(name) && !/^(data|aria|on)/.test(name)),
        textLike(4),
        { maxKeys: 3 },
      ),
      children: fc.array(tie('node'), { maxLength: 3 }),
    }),
  ),
}));

type Canonical = string | [string, string[], Canonical[]];
const RAW = new Set(['script', 'style', 'xmp']);

/** The tree as parse5 should read it back: toHtml's documented forms (README, Spec notes), adjacent text joined. */
function expected(nodes: readonly ElementContent[], raw: string | null): Canonical[] {
  const out: Canonical[] = [];
  const push = (item: Canonical) => {
    if (typeof item === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += item;
    else if (item !== '') out.push(item);
  };
  for (const child of nodes) {
    if (child.type === 'text') push(child.value);
    // Only text is written inside raw text elements.
    else if (raw !== null) continue;
    else if (child.type === 'comment') out.push(['!--', [child.value], []]);
    else if (child.type === 'element') {
      if (!/^[A-Za-z][^\t\n\f\r />\0]*$/.test(child.tagName)) continue;
      const names = Object.keys(child.properties).map((name) =>
        name.replace(/[\t\n\f\r />\0]|(?<!^)=/g, (c) => `&#x${c.charCodeAt(0).toString(16)};`),
      );
      out.push([child.tagName, names, expected(child.children, RAW.has(child.tagName) ? child.tagName : null)]);
    }
  }
  return out;
}

interface P5 {
  nodeName: string;
  tagName?: string;
  value?: string;
  data?: string;
  attrs?: { name: string }[];
  childNodes?: P5[];
}

/**
 * parse5's tree, the escaped forms undone: the hostile alphabet has no `#`
 * or backslash, so a reference in a comment and `<\/`, `<\script` in raw
 * text can only be toHtml's.
 */
function canonical(nodes: P5[], raw = false): Canonical[] {
  const out: Canonical[] = [];
  for (const child of nodes) {
    if (child.nodeName === '#text') out.push(raw ? child.value!.replace(/<\\(\/?)/g, '<$1') : child.value!);
    else if (child.nodeName === '#comment')
      out.push(['!--', [child.data!.replace(/&#x3([ce]);/g, (_m, c: string) => (c === 'c' ? '<' : '>'))], []]);
    else
      out.push([
        child.tagName!,
        child.attrs!.map((a) => a.name),
        canonical(child.childNodes ?? [], RAW.has(child.tagName!)),
      ]);
  }
  return out;
}

it('property: parsing toHtml of a hostile tree gives the tree in its documented escaped form (structure, names, text, comments)', () => {
  fc.assert(
    fc.property(fc.array(node, { maxLength: 4 }), (children) => {
      const tree = el('div', {}, children as ElementContent[]);
      const html = toHtml(tree);
      const parsed = canonical(parseFragment(html).childNodes as unknown as P5[]);
      const want = expected([tree], null);
      expect(parsed).toEqual(want);
    }),
    { numRuns: 400 },
  );
});

describe('processing instructions that markup cannot say as they are', () => {
  const pi = (name: string, value: string) => ({ type: 'instruction', name, value }) as unknown as ElementContent;

  it('a writable one is written <?name value?> and parses back the same', () => {
    const [html, codes] = issues(el('p', {}, [pi('x-y', 'a="1" b')]));
    expect(html).toBe('<p><?x-y a="1" b?></p>');
    expect(codes).toEqual([]);
    const tree = parseHtmlFragment(html, { context: 'div' }).tree as Root;
    expect((tree.children[0] as Element).children[0]).toMatchObject({
      type: 'instruction',
      name: 'x-y',
      value: 'a="1" b',
    });
  });

  it('data holding ">" (it would end the instruction) and targets that read back as bogus comments are left out, reported', () => {
    for (const [name, value] of [
      ['x', 'a>b'],
      ['xml', 'v'],
      ['9x', 'v'],
      ['x y', 'v'],
      ['', 'v'],
    ] as const) {
      const [html, codes] = issues(el('p', {}, [pi(name, value)]));
      expect(html, name).toBe('<p></p>');
      expect(codes, name).toEqual(['unwritable-instruction']);
    }
  });
});

describe('noscript written with scripting on', () => {
  it('its elements (a tree parsed with scripting off) are written as markup, as parse5 writes them; its text literally', () => {
    const noscript = el('noscript', {}, [{ type: 'text', value: 'a<' }, el('b', {}, [{ type: 'text', value: 'y' }])]);
    const [html, codes] = issues(noscript);
    expect(html).toBe('<noscript>a<<b>y</b></noscript>');
    expect(codes).toEqual([]);
  });
});
