// The README's examples, checked.
import { expect, it } from 'vitest';
import { ERROR_CODES, Tokenizer, tokenize } from '../src/index.ts';

it('README: tokenize', () => {
  expect(tokenize('<!doctype html><p class=x>Fish &amp chips</p>')).toEqual({
    tokens: [
      { type: 'doctype', name: 'html', publicId: null, systemId: null, forceQuirks: false, start: 0, end: 15 },
      {
        type: 'startTag',
        name: 'p',
        attributes: [{ name: 'class', value: 'x' }],
        selfClosing: false,
        start: 15,
        end: 26,
      },
      { type: 'text', value: 'Fish & chips', start: 26, end: 41 },
      { type: 'endTag', name: 'p', start: 41, end: 45 },
    ],
    errors: [
      {
        code: 'missing-semicolon-after-character-reference',
        message: expect.any(String),
        line: 1,
        column: 36,
        offset: 35,
        endOffset: 36,
        endLine: 1,
        endColumn: 37,
      },
    ],
    ok: false,
  });
});

it('README: low-level callbacks', () => {
  const out: string[] = [];
  const t: Tokenizer = new Tokenizer({
    text: (start, end) => void out.push(`text ${t.buffer.slice(start, end)}`),
    textValue: (value, start, end) => void out.push(`value ${value} ${start}-${end}`),
    startTag: (name) => void out.push(`start ${name}`),
    endTag: () => {},
    comment: () => {},
    doctype: () => {},
    error: (id) => void out.push(ERROR_CODES[id]!),
    eof: (offset) => void out.push(`eof ${offset}`),
  });
  t.write('<p>a &lt; b');
  t.end();
  expect(out).toEqual(['start p', 'text a ', 'value < 5-9', 'text  b', 'eof 11']);
});

it('README: highlighting', async () => {
  const { scan } = await import('../src/highlight.ts');
  const input = '<a href="x&amp;y">hi</a><!-- c -->';
  expect(scan(input).map((s) => [s.kind, input.slice(s.start, s.end)])).toEqual([
    ['tag-open', '<'],
    ['tag-name', 'a'],
    ['whitespace', ' '],
    ['attribute-name', 'href'],
    ['equals', '='],
    ['quote', '"'],
    ['attribute-value', 'x'],
    ['reference', '&amp;'],
    ['attribute-value', 'y'],
    ['quote', '"'],
    ['tag-close', '>'],
    ['text', 'hi'],
    ['tag-open', '</'],
    ['tag-name', 'a'],
    ['tag-close', '>'],
    ['comment', '<!-- c -->'],
  ]);
});

it('README: createLineHighlighter', async () => {
  const { createLineHighlighter } = await import('../src/highlight.ts');
  const text = Array.from({ length: 200 }, (_, k) => `<p>${k}</p>`).join('\n');
  const doc = createLineHighlighter(text);
  doc.spans(49);
  expect(doc.known).toBe(51);
  doc.edit(10, 11, ['<!-- now a comment']);
  for (let n = 10; n < 60; n++) doc.spans(n);
  expect(doc.spans(59)).toEqual([{ kind: 'comment', start: 0, end: '<p>59</p>'.length }]);
  doc.edit(10, 11, ['<p>no comment</p>']);
  expect(doc.statesUpTo(200)).toBe(201);
  expect(doc.spans(59).map((s) => s.kind)).toEqual([
    'tag-open',
    'tag-name',
    'tag-close',
    'text',
    'tag-open',
    'tag-name',
    'tag-close',
  ]);
});

it('README: a partial sink', async () => {
  const { createTokenizer } = await import('../src/index.ts');
  const names: string[] = [];
  createTokenizer({ sink: { startTag: (name) => void names.push(name) } }).end('<p>a<b>c');
  expect(names).toEqual(['p', 'b']);
});
