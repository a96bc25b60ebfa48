// toHtml never throws on any hast it is given (built by hand, by plugins):
// unknown node types, odd property values, templates with or without
// content, foreign elements anywhere.
import fc from 'fast-check';
import type { Nodes, Root } from 'hast';
import { expect, it } from 'vitest';
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
