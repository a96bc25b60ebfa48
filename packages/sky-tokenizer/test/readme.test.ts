import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SkyLineHighlighter, scan, scanLine, skyStreamParser, startLineState, tokenize } from '../src/index.ts';

// The examples of README.md, checked.
describe('README examples', () => {
  it('tokenize', () => {
    expect(tokenize('#!mojo mojo:sky\n<p class=x>Fish &amp; chips</p>', { context: 'application' })).toEqual({
      ok: true,
      isSky: true,
      tokens: [
        { type: 'startTag', name: 'p', attributes: [{ name: 'class', value: 'x' }], start: 16, end: 27 },
        { type: 'text', value: 'Fish & chips', start: 27, end: 43 },
        { type: 'endTag', name: 'p', start: 43, end: 47 },
      ],
    });
    expect(tokenize('<p>no signature', { context: 'application' })).toEqual({ tokens: [], ok: false, isSky: false });
  });
  it('scan', () => {
    const input = '#!mojo mojo:sky\n<a b="c">&amp;</a';
    expect(scan(input, { context: 'application' }).map((s) => `${s.kind} ${input.slice(s.start, s.end)}`)).toEqual([
      'signature #!mojo mojo:sky\n',
      'tag-open <',
      'tag-name a',
      'whitespace  ',
      'attribute-name b',
      'equals =',
      'quote "',
      'attribute-value c',
      'quote "',
      'tag-close >',
      'reference &amp;',
      'unfinished </a',
    ]);
  });
  it('line by line', () => {
    let state = startLineState('application');
    const kinds: string[][] = [];
    for (const line of ['#!mojo mojo:sky', '<p title="two', 'lines">']) {
      const { spans, state: next } = scanLine(line, state);
      kinds.push(spans.map((s) => s.kind));
      state = next;
    }
    expect(kinds[2]).toEqual(['attribute-value', 'quote', 'tag-close']);
    const doc = new SkyLineHighlighter('application', ['#!mojo mojo:sky', ...Array(20).fill('<p>x</p>')].join('\n'));
    expect(doc.edit(10, 1, ['<!-- new line 10'])).toBe(11);
    expect(doc.spans(11)).toEqual([{ kind: 'comment', start: 0, end: 8 }]);
  });
  it('CodeMirror: the StreamParser driven like StreamLanguage', () => {
    class FakeStringStream {
      pos = 0;
      start = 0;
      constructor(readonly string: string) {}
      sol() {
        return this.pos === 0;
      }
      eol() {
        return this.pos >= this.string.length;
      }
      current() {
        return this.string.slice(this.start, this.pos);
      }
    }
    const parser = skyStreamParser({ context: 'application' });
    const state = parser.startState();
    parser.token(new FakeStringStream('#!mojo mojo:sky'), state);
    const stream = new FakeStringStream('<a href="x">');
    const out: string[] = [];
    while (!stream.eol()) {
      stream.start = stream.pos;
      out.push(`${parser.token(stream, state)} ${stream.current()}`);
    }
    expect(out).toEqual([
      'angleBracket <',
      'tagName a',
      'null  ',
      'attributeName href',
      'definitionOperator =',
      'attributeValue "',
      'attributeValue x',
      'attributeValue "',
      'angleBracket >',
    ]);
  });
});

describe('examples/hello.sky', () => {
  it('tokenizes as a Sky application with text, tags, attributes, references, a comment, a script and a style', () => {
    const source = readFileSync(new URL('../../../examples/hello.sky', import.meta.url));
    const { isSky, tokens } = tokenize(source, { context: 'application' });
    expect(isSky).toBe(true);
    const names = tokens.filter((t) => t.type !== 'text').map((t) => `${t.type === 'endTag' ? '/' : ''}${t.name}`);
    expect(names).toEqual([
      'import',
      '/import',
      'style',
      '/style',
      'greeting',
      '/greeting',
      'p',
      'em',
      '/em',
      '/p',
      'br',
      '/br',
      'script',
      '/script',
    ]);
    const greeting = tokens.find((t) => t.type === 'startTag' && t.name === 'greeting');
    expect(greeting).toMatchObject({
      attributes: [
        { name: 'class', value: 'hello' },
        { name: 'title', value: 'Fish & chips' },
        { name: 'data-count', value: '3' },
      ],
    });
    const texts = tokens.flatMap((t) => (t.type === 'text' ? [t.value] : []));
    expect(texts).toContain('\n  Hello, <world> \u{1F30D} "Sky" \'14\n');
    expect(texts.some((t) => t.includes('"</scr" + "ipt> is fine here"'))).toBe(true);
    expect(texts.join('')).not.toContain('<!--');
    const spans = scan(source.toString(), { context: 'application' });
    expect(new Set(spans.map((s) => s.kind))).toEqual(
      new Set([
        'signature',
        'text',
        'whitespace',
        'reference',
        'invalid-reference',
        'tag-open',
        'tag-close',
        'tag-name',
        'attribute-name',
        'equals',
        'quote',
        'attribute-value',
        'comment',
        'raw-text',
      ]),
    );
  });
});
