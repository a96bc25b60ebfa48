import { describe, expect, it } from 'vitest';
import { FakeStringStream, driveStreamParser } from '@forgiving/test-utils/stream-language';
import { skyStreamParser } from '../src/index.ts';
import type { SkyStreamState } from '../src/index.ts';

/** Drives a StreamParser the way StreamLanguage does (char-ref's shared test driver). */
function highlight(text: string, state?: SkyStreamState) {
  return driveStreamParser(skyStreamParser({ context: 'application' }), text, state);
}

describe('CodeMirror StreamLanguage adapter', () => {
  it('tokens per line with CodeMirror tag names', () => {
    const { out } = highlight('#!mojo mojo:sky\n<a href="x&amp;y">hi</a>\n\n<!-- c\n-->&bad;');
    expect(out).toEqual([
      ['meta:#!mojo mojo:sky'],
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
      ['comment:-->', 'invalid:&bad;'],
    ]);
  });
  it('resuming from a copied state at a line start gives the same tokens', () => {
    const text = '#!mojo mojo:sky\n<script>\nif (a<b)\n</script>\n<p a="1\n2">';
    const full = highlight(text);
    const lines = text.split('\n');
    for (let i = 1; i < lines.length; i++) {
      const rest = highlight(lines.slice(i).join('\n'), full.states[i]);
      expect(rest.out).toEqual(full.out.slice(i));
    }
  });
  it('custom token names', () => {
    const parser = skyStreamParser({ context: 'module', tokenNames: { signature: 'keyword' } });
    const stream = new FakeStringStream('SKY MODULE');
    expect(parser.token(stream, parser.startState())).toBe('keyword');
    expect(stream.pos).toBe(10);
  });
});
