// tag-scan.ts: the start/end tag fast paths must give exactly the events and
// errors of the §3.3 tag states. Input written one character at a time never
// holds a whole tag, so it always takes the states: the two must agree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createXmlParser, parseXml } from '../src/index.ts';
import { VALUE_SPECIAL } from '../src/tag-scan.ts';

function events(chunks: string[]): unknown[] {
  const out: unknown[] = [];
  const parser = createXmlParser({
    positions: true,
    onOpenTag: (tag) => out.push(['open', tag.name, Object.entries(tag.attributes), tag.selfClosing, tag.position]),
    onCloseTag: (name, position) => out.push(['close', name, position]),
    onText: (value, position) => out.push(['text', value, position]),
    onError: (error) => out.push(['error', error]),
    onEnd: (result) => out.push(['end', result.wellFormed]),
  });
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return out;
}

const NAMES = ['a', 'b:c', 'x.y-z_1', '_', ':a', '1a', 'é', 'a😀', 'ab\u0001', 'a"', 'a=b', 'xmlns:p'];
const SPACES = ['', ' ', '  ', '\t', '\n', '\r', '\r\n'];
const VALUE_PARTS = [
  'x',
  'long value text',
  // Past LONG_VALUE (48): what follows is found by the native searches.
  'a value of fifty characters, past the loop of 48 c',
  '&amp;',
  '&#10;',
  '&e;',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '<',
  '>',
  '\u0001',
  '\uFFFE',
  '\uFFFD',
  '😀',
  '\uD800',
  '\uDC00',
  'é',
  '"',
  "'",
  ' ',
];
const ENDS = ['>', '/>', '/ >', '/', '', ' >', '<'];

const attribute = fc
  .tuple(
    fc.constantFrom(...SPACES),
    fc.constantFrom(...NAMES),
    fc.constantFrom(...SPACES),
    fc.constantFrom('=', '', '=='),
    fc.constantFrom(...SPACES),
    fc.constantFrom('"', "'", ''),
    fc.array(fc.constantFrom(...VALUE_PARTS), { maxLength: 4 }),
  )
  .map(([s1, name, s2, eq, s3, quote, parts]) => `${s1}${name}${s2}${eq}${s3}${quote}${parts.join('')}${quote}`);

const startTag = fc
  .tuple(
    fc.constantFrom(...NAMES),
    fc.array(attribute, { maxLength: 4 }),
    fc.constantFrom(...SPACES),
    fc.constantFrom(...ENDS),
  )
  .map(([name, attributes, space, end]) => `<${name}${attributes.join('')}${space}${end}`);

const endTag = fc
  .tuple(fc.constantFrom(...NAMES, ''), fc.constantFrom(...SPACES), fc.constantFrom('>', '', 'junk>', '/>'))
  .map(([name, space, end]) => `</${name}${space}${end}`);

const documents = fc
  .array(fc.oneof(startTag, endTag, fc.constantFrom('text', '\n  ', '&amp;', '<r>', '</r>')), { maxLength: 8 })
  .map((parts) => `<r>${parts.join('')}</r>`);

describe('tag fast paths (tag-scan.ts) against the tag states (§3.3)', () => {
  it('property: start and end tags give the tag states’ events and errors', () => {
    fc.assert(
      fc.property(documents, (input) => {
        expect(events([input])).toEqual(events(input.split('')));
      }),
      { numRuns: 1000 },
    );
  });

  it('tag open state: the fast path keeps attributes, whitespace, CR and references as the states do', () => {
    const input = '<r>\r\n<a\r\n  x = "1&amp;2"\ty=\'a\r\nb\'  z="&#10;"/></r>';
    expect(events([input])).toEqual(events(input.split('')));
    const element = parseXml(input).tree.children[0];
    expect(element?.type === 'element' && element.children[1]).toMatchObject({
      name: 'a',
      attributes: { x: '1&2', y: 'a b', z: '\n' },
    });
  });

  it('end tag name state: names that only start like the open element’s, or hold characters the fast path leaves to the states, end as in the states', () => {
    for (const input of [
      '<r><ab></a></ab></r>',
      '<r><a></ab></a></r>',
      '<r><a\u0001></a\u0001></r>',
      '<r><a></a\t></r>',
      '<r><é></é ></r>',
    ]) {
      expect(events([input])).toEqual(events(input.split('')));
    }
  });
  it('VALUE_SPECIAL, written as a complement, matches exactly what a value acts on: <, &, C0 controls, surrogates, U+FFFD-U+FFFF', () => {
    const special = new RegExp(VALUE_SPECIAL.source);
    const acted: number[] = [];
    for (let c = 0; c <= 0xffff; c++) if (special.test(String.fromCharCode(c))) acted.push(c);
    const expected: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      if (c < 0x20 || c === 0x3c || c === 0x26 || (c >= 0xd800 && c <= 0xdfff) || c >= 0xfffd) expected.push(c);
    }
    expect(acted).toEqual(expected);
  });
  it('attribute name state: a name that is not an XML Name is still reported with the fast path available', () => {
    const { errors } = parseXml('<r><a é="1" b="2"/><c d="1" 1e="2"/></r>');
    expect(errors.map((e) => e.code)).toEqual(['invalid-attribute-name']);
  });
});
