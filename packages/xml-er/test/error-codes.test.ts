// Typed error codes (issue #14): one message table for every code xml-er
// reports, namespace codes included, and no fallback to the code. The type
// `Record<XmlErrorCode, string>` makes TypeScript check the table; this test
// checks the sources: every code literal they hold has a message.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kebabLiterals } from '@forgiving/test-utils/error-codes';
import { MESSAGES, type XmlErrorCode, parseXml } from '../src/index.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
const literals = kebabLiterals(src, ['errors.ts']);
const codes = Object.keys(MESSAGES) as XmlErrorCode[];

/** Kebab-case literals of the sources that are not error codes: span kinds of scanXml, encoding names, toXml's issue codes. */
const NOT_CODES = [
  'attribute-name',
  'attribute-value',
  'comment-text',
  'instruction-text',
  'invalid-doctype',
  'invalid-element-name',
  'invalid-instruction-target',
  'iso-10646-ucs-2',
  'raw-text',
  'tag-close',
  'tag-name',
  'tag-open',
  'utf-16',
  'utf-16be',
  'utf-16le',
  'utf-8',
];

describe('error codes and messages', () => {
  it('every kebab-case literal of the sources is a code with a message, or one of the known other names', () => {
    const unknown = [...literals.keys()].filter((literal) => !Object.hasOwn(MESSAGES, literal)).sort();
    expect(unknown).toEqual(NOT_CODES);
  });

  it('every code of the table is reported somewhere in the sources (no message for a code never used)', () => {
    expect(codes.filter((code) => !literals.has(code))).toEqual([]);
  });

  it('every message is a sentence, not the code (no fallback to the code)', () => {
    for (const code of codes) {
      expect(MESSAGES[code]).toMatch(/^[A-Z"<&].{8,}/);
      expect(MESSAGES[code]).not.toBe(code);
    }
  });

  it('namespace errors come from the same table and span the name they are about', () => {
    const input = '<!DOCTYPE r [<!ENTITY a:b "x">]>\n<p:r xmlns:q="">t</p:r>';
    const { errors } = parseXml(input, { checkNamespaces: true, positions: true });
    expect(errors.map((e) => [e.code, e.message === MESSAGES[e.code], input.slice(e.offset, e.endOffset)])).toEqual([
      ['colon-in-entity-name', true, 'a:b'],
      ['empty-prefix-binding', true, 'xmlns:q'],
      ['unbound-prefix', true, 'p:r'],
    ]);
    // Issue 27 item C: the attribute's own name; the element name after `<`.
    expect(errors[1]).toMatchObject({ line: 2, column: 6, endLine: 2, endColumn: 13 });
    expect(errors[2]).toMatchObject({ line: 2, column: 2, endLine: 2, endColumn: 5 });
  });
});

describe('what an error spans (issue #14)', () => {
  const spans = (input: string) => parseXml(input).errors.map((e) => [e.code, input.slice(e.offset, e.endOffset)]);
  it('tag errors span the tag, attribute errors the attribute name, reference errors the reference', () => {
    expect(spans('<a x="1" x="2"><b></c>&u;</a>')).toEqual([
      ['duplicate-attribute', 'x'],
      ['mismatched-end-tag', '</c>'],
      ['undeclared-entity', '&u;'],
      ['mismatched-end-tag', '</a>'],
    ]);
    expect(spans('<r/></r>\n<s\nk="v"/>')).toEqual([
      ['unexpected-end-tag', '</r>'],
      ['content-after-root', '<s\nk="v"/>'],
    ]);
  });
});
