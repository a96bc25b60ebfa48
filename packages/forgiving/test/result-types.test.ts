// Issue #28 item 1: the umbrella's parse() returns a union discriminated by
// `language` (one language's type when `language` is given), and the
// re-exported HTML entry points give hast's Root. Checked by tsc (typecheck)
// and run by vitest.
import type { Root as HastRoot } from 'hast';
import type { Root as XmlRoot } from 'xast';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ParsedDocument,
  type ParsedHtml,
  type ParsedSky,
  type ParsedXml,
  parse,
  parseHtml,
  parseHtmlFragment,
  toHtml,
} from '../src/index.ts';

describe('issue 28 item 1: umbrella result types', () => {
  it('parse() narrows on language', () => {
    const result = parse('<!DOCTYPE html><p>x');
    expectTypeOf(result).toEqualTypeOf<ParsedDocument>();
    if (result.language === 'html') {
      expectTypeOf(result.tree).toEqualTypeOf<HastRoot>();
      expect(toHtml(result.tree)).toBe('<!DOCTYPE html><html><head></head><body><p>x</p></body></html>');
    } else expect.fail('detected as HTML');
  });

  it('parse() with a language option gives that language', () => {
    expectTypeOf(parse('<a/>', { language: 'xml' })).toEqualTypeOf<ParsedXml>();
    expectTypeOf(parse('<a/>', { language: 'xml' }).tree).toEqualTypeOf<XmlRoot>();
    expectTypeOf(parse('<a>', { language: 'html' })).toEqualTypeOf<ParsedHtml>();
    expectTypeOf(parse('<a>', { language: 'sky' })).toEqualTypeOf<ParsedSky>();
    const page: HastRoot = parse('<a>', { language: 'html' }).tree;
    expect(page.type).toBe('root');
  });

  it('parseHtml and parseHtmlFragment give hast Root', () => {
    const r: HastRoot = parseHtml('<b>x').tree;
    expect(toHtml(parseHtmlFragment('<b>x').tree)).toBe('<b>x</b>');
    expect(r.children).toHaveLength(1);
  });
});
