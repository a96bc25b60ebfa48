// The CodeMirror 6 StreamLanguage adapter, driven the way StreamLanguage
// drives a StreamParser (a stand-in StringStream; CodeMirror is not a dependency).
import { describe, expect, it } from 'vitest';
import { FakeStringStream, driveStreamParser } from '@forgiving/test-utils/stream-language';
import { htmlStreamParser } from '../src/highlight.ts';
import type { HtmlStreamParser } from '../src/highlight.ts';

type State = ReturnType<HtmlStreamParser['startState']>;

/** Drives a StreamParser the way StreamLanguage does (char-ref's shared test driver). */
function highlight(text: string, state?: State, parser: HtmlStreamParser = htmlStreamParser()) {
  return driveStreamParser(parser, text, state);
}

describe('CodeMirror StreamLanguage adapter', () => {
  it('tokens per line with CodeMirror tag names', () => {
    const { out } = highlight('<!doctype html>\n<a href="x&amp;y">hi</a>\n\n<!-- c\n--><script>a<b</script>');
    expect(out).toEqual([
      ['meta:<!doctype html>'],
      [
        'angleBracket:<',
        'tagName:a',
        '-: ',
        'attributeName:href',
        'definitionOperator:=',
        'attributeValue:"',
        'attributeValue:x',
        'character:&amp;',
        'attributeValue:y',
        'attributeValue:"',
        'angleBracket:>',
        '-:hi',
        'angleBracket:</',
        'tagName:a',
        'angleBracket:>',
      ],
      [],
      ['comment:<!-- c'],
      [
        'comment:-->',
        'angleBracket:<',
        'tagName:script',
        'angleBracket:>',
        'content:a<b',
        'angleBracket:</',
        'tagName:script',
        'angleBracket:>',
      ],
    ]);
  });
  it('resuming from a copied state at a line start gives the same tokens', () => {
    const text = '<script>\nif (a<b)\n</script>\n<p a="1\n2">\n<svg><![CDATA[\nx]]></svg>';
    const full = highlight(text);
    const lines = text.split('\n');
    for (let i = 1; i < lines.length; i++) {
      const rest = highlight(lines.slice(i).join('\n'), full.states[i]);
      expect(rest.out).toEqual(full.out.slice(i));
    }
  });
  it('custom token names and scan options', () => {
    const parser = htmlStreamParser({ guessContentModel: false, tokenNames: { 'tag-name': 'keyword' } });
    const stream = new FakeStringStream('<script>');
    const state = parser.startState();
    expect(parser.token(stream, state)).toBe('angleBracket');
    expect(parser.token(stream, state)).toBe('keyword');
    expect(highlight('<script>\n<b>', undefined, parser).out[1]).toEqual([
      'angleBracket:<',
      'keyword:b',
      'angleBracket:>',
    ]);
  });
});
