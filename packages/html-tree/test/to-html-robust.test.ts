// toHtml never throws on any hast it is given (built by hand, by plugins):
// unknown node types, odd property values, templates with or without
// content, foreign elements anywhere.
import fc from 'fast-check';
import type { Element, Nodes, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { toHtml } from '../src/serialize/index.js';

const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
);
const name = fc.constantFrom(
  'className',
  'id',
  'xLinkHref',
  'dataFoo',
  'accept',
  'hidden',
  'tabIndex',
  'viewBox',
  'a',
  'constructor',
);
const tag = fc.constantFrom(
  'div',
  'svg',
  'math',
  'template',
  'script',
  'br',
  'foreignObject',
  'mi',
  'annotation-xml',
  'noscript',
  'x-y',
);

const { node } = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ type: fc.constant('text'), value: fc.string() }),
    fc.record({ type: fc.constant('comment'), value: fc.string() }),
    fc.record({ type: fc.constant('doctype') }),
    fc.record({ type: fc.constant('raw'), value: fc.string() }),
    fc.record({
      type: fc.constant('element'),
      tagName: tag,
      properties: fc.dictionary(name, value, { maxKeys: 3 }),
      children: fc.array(tie('node'), { maxLength: 3 }),
    }),
  ),
}));

it('never throws, on arbitrary hast', () => {
  fc.assert(
    fc.property(fc.array(node, { maxLength: 4 }), fc.boolean(), (children, scripting) => {
      const root = { type: 'root', children } as unknown as Root;
      expect(typeof toHtml(root, { scripting })).toBe('string');
      for (const child of children) expect(typeof toHtml(child as Nodes)).toBe('string');
    }),
    { numRuns: 500 },
  );
});

describe('cycles (issue 27 item F)', () => {
  const element = (tagName: string): Element => ({ type: 'element', tagName, properties: {}, children: [] });

  it('an element among its own children throws a clear TypeError instead of writing until memory runs out', () => {
    const p = element('p');
    p.children.push({ type: 'text', value: 'x' }, p);
    expect(() => toHtml(p)).toThrow(/cycle/);
    expect(() => toHtml({ type: 'root', children: [p] })).toThrow(TypeError);
  });

  it('a long cycle, and one through template contents, throw too', () => {
    const ring: Element[] = [];
    for (let i = 0; i < 5000; i++) ring.push(element('div'));
    for (let i = 0; i < ring.length; i++) ring[i]!.children.push(ring[(i + 1) % ring.length]!);
    expect(() => toHtml(ring[0]!)).toThrow(/cycle/);
    const template = element('template');
    template.content = { type: 'root', children: [template] };
    expect(() => toHtml(template)).toThrow(/cycle/);
  });

  it('a deep tree sharing one node in many places is no cycle', () => {
    const shared = element('b');
    let top = element('div');
    const root = top;
    for (let i = 0; i < 3000; i++) {
      const next = element('div');
      top.children.push(shared, next);
      top = next;
    }
    expect(toHtml(root).split('<b></b>').length).toBe(3001);
  });
});
