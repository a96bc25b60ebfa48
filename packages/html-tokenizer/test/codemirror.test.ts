// The CodeMirror 6 StreamLanguage adapter, driven the way StreamLanguage
// drives a StreamParser (a stand-in StringStream; CodeMirror is not a dependency).
import { describe, expect, it } from 'vitest';
import { htmlStreamParser } from '../src/highlight.ts';
import type { HtmlStreamParser } from '../src/highlight.ts';

type State = ReturnType<HtmlStreamParser['startState']>;

/** A tiny stand-in for CodeMirror's StringStream (same fields and sol/eol semantics). */
class FakeStringStream {
  pos = 0;
  start = 0;
  constructor(readonly string: string) {}
  sol(): boolean {
    return this.pos === 0;
  }
  eol(): boolean {
    return this.pos >= this.string.length;
  }
  current(): string {
    return this.string.slice(this.start, this.pos);
  }
}

/** Drives a StreamParser the way StreamLanguage does: blankLine for empty lines, token until eol. */
function highlight(text: string, state?: State, parser: HtmlStreamParser = htmlStreamParser()) {
  let st = state ?? parser.startState();
  const out: string[][] = [];
  const states: State[] = [];
  for (const line of text.split('\n')) {
    states.push(parser.copyState(st));
    const tokens: string[] = [];
    if (line === '') parser.blankLine(st);
    const stream = new FakeStringStream(line);
    while (!stream.eol()) {
      stream.start = stream.pos;
      const style = parser.token(stream, st);
      if (stream.pos <= stream.start) throw new Error('Stream parser failed to advance stream.');
      tokens.push(`${style ?? '-'}:${stream.current()}`);
    }
    out.push(tokens);
    st = parser.copyState(st);
  }
  return { out, states };
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
      ['comment:-->', 'angleBracket:<', 'tagName:script', 'angleBracket:>', 'content:a<b', 'angleBracket:</', 'tagName:script', 'angleBracket:>'],
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
    expect(highlight('<script>\n<b>', undefined, parser).out[1]).toEqual(['angleBracket:<', 'keyword:b', 'angleBracket:>']);
  });
});
