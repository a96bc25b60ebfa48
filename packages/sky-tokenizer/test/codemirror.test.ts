import { describe, expect, it } from 'vitest';
import { skyStreamParser } from '../src/index.ts';
import type { SkyStreamState } from '../src/index.ts';

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
function highlight(text: string, state?: SkyStreamState) {
  const parser = skyStreamParser({ context: 'application' });
  let st = state ?? parser.startState();
  const out: string[][] = [];
  const states: SkyStreamState[] = [];
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
