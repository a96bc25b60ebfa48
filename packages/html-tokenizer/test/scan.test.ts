// Highlighting (issue #15): lossless spans with a kind for every character.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../src/index.ts';
import { type HtmlSpan, scan } from '../src/highlight.ts';
import { scanCounted } from '../src/scan.ts';

/** Spans as [kind, text] pairs. */
const parts = (input: string, options = {}) => scan(input, options).map((s) => [s.kind, input.slice(s.start, s.end)]);

function expectLossless(input: string, spans: HtmlSpan[]): void {
  let pos = 0;
  for (const span of spans) {
    expect(span.start).toBe(pos);
    expect(span.end).toBeGreaterThan(span.start);
    pos = span.end;
  }
  expect(pos).toBe(input.length);
}

describe('scan', () => {
  it('classifies a doctype, a start tag with every attribute form, text, references and an end tag', () => {
    expect(parts(`<!doctype html><p class=x id="y" a = 'b' c/>a &amp; b&foo;</p >`)).toEqual([
      ['doctype', '<!doctype html>'],
      ['tag-open', '<'],
      ['tag-name', 'p'],
      ['whitespace', ' '],
      ['attribute-name', 'class'],
      ['equals', '='],
      ['attribute-value', 'x'],
      ['whitespace', ' '],
      ['attribute-name', 'id'],
      ['equals', '='],
      ['quote', '"'],
      ['attribute-value', 'y'],
      ['quote', '"'],
      ['whitespace', ' '],
      ['attribute-name', 'a'],
      ['whitespace', ' '],
      ['equals', '='],
      ['whitespace', ' '],
      ['quote', "'"],
      ['attribute-value', 'b'],
      ['quote', "'"],
      ['whitespace', ' '],
      ['attribute-name', 'c'],
      ['tag-close', '/>'],
      ['text', 'a '],
      ['reference', '&amp;'],
      ['text', ' b&foo;'], // not a reference: text
      ['tag-open', '</'],
      ['tag-name', 'p'],
      ['whitespace', ' '],
      ['tag-close', '>'],
    ]);
  });

  it('attribute value states: references, the historical no-semicolon case, a NUL', () => {
    expect(parts(`<a x="&amp;y&lt" z=&amp &ampx=1 w='\0'>`)).toEqual([
      ['tag-open', '<'],
      ['tag-name', 'a'],
      ['whitespace', ' '],
      ['attribute-name', 'x'],
      ['equals', '='],
      ['quote', '"'],
      ['reference', '&amp;'],
      ['attribute-value', 'y'],
      ['reference', '&lt'],
      ['quote', '"'],
      ['whitespace', ' '],
      ['attribute-name', 'z'],
      ['equals', '='],
      ['reference', '&amp'],
      ['whitespace', ' '],
      ['attribute-name', '&ampx'],
      ['equals', '='],
      ['attribute-value', '1'],
      ['whitespace', ' '],
      ['attribute-name', 'w'],
      ['equals', '='],
      ['quote', "'"],
      ['attribute-value', '\0'],
      ['quote', "'"],
      ['tag-close', '>'],
    ]);
    // Named character reference state, attribute special case: `&amp=` stays as written.
    expect(parts('<a b=&amp=c>').slice(3)).toEqual([
      ['attribute-name', 'b'],
      ['equals', '='],
      ['attribute-value', '&amp=c'],
      ['tag-close', '>'],
    ]);
  });

  it('unquoted attribute value state keeps `/` (no self-closing flag)', () => {
    expect(parts('<a\r\n href=x/>').slice(2)).toEqual([
      ['whitespace', '\r\n '],
      ['attribute-name', 'href'],
      ['equals', '='],
      ['attribute-value', 'x/'],
      ['tag-close', '>'],
    ]);
  });

  it('before attribute name state: a leading `=` is part of the name; a stray `/` is whitespace', () => {
    expect(parts('<p =a/b=>').slice(2)).toEqual([
      ['whitespace', ' '],
      ['attribute-name', '=a'],
      ['whitespace', '/'],
      ['attribute-name', 'b'],
      ['equals', '='],
      ['tag-close', '>'],
    ]);
  });

  it('raw text after script, style, textarea and plaintext (content model guessed); references in RCDATA', () => {
    expect(parts('<script>a<b</script><style>&amp;</style><title>&lt;x</title><plaintext></p>')).toEqual([
      ['tag-open', '<'],
      ['tag-name', 'script'],
      ['tag-close', '>'],
      ['raw-text', 'a<b'],
      ['tag-open', '</'],
      ['tag-name', 'script'],
      ['tag-close', '>'],
      ['tag-open', '<'],
      ['tag-name', 'style'],
      ['tag-close', '>'],
      ['raw-text', '&amp;'],
      ['tag-open', '</'],
      ['tag-name', 'style'],
      ['tag-close', '>'],
      ['tag-open', '<'],
      ['tag-name', 'title'],
      ['tag-close', '>'],
      ['reference', '&lt;'],
      ['raw-text', 'x'],
      ['tag-open', '</'],
      ['tag-name', 'title'],
      ['tag-close', '>'],
      ['tag-open', '<'],
      ['tag-name', 'plaintext'],
      ['tag-close', '>'],
      ['raw-text', '</p>'],
    ]);
  });

  it('guessContentModel: false gives the pure tokenizer (script content is markup)', () => {
    expect(parts('<script>a<b>', { guessContentModel: false }).slice(3, 5)).toEqual([
      ['text', 'a'],
      ['tag-open', '<'],
    ]);
  });

  it('scripting: false reads <noscript> content as markup', () => {
    expect(parts('<noscript><b>')[3]).toEqual(['raw-text', '<b>']);
    expect(parts('<noscript><b>', { scripting: false })[3]).toEqual(['tag-open', '<']);
  });

  it('comments, and bogus comments as bogus', () => {
    expect(parts('<!--c--><? x><!x></ x><!-->')).toEqual([
      ['comment', '<!--c-->'],
      ['bogus', '<? x><!x></ x>'],
      ['comment', '<!-->'],
    ]);
  });

  it('processing instructions (whatwg/html #12118) as instruction; <?xml and invalid targets stay bogus', () => {
    expect(parts('<?x y?>a<?xml v?><?a$>')).toEqual([
      ['instruction', '<?x y?>'],
      ['text', 'a'],
      ['bogus', '<?xml v?><?a$>'],
    ]);
    // Dropped at EOF (eof-in-processing-instruction): unfinished.
    expect(parts('a<?x y')).toEqual([
      ['text', 'a'],
      ['unfinished', '<?x y'],
    ]);
  });

  it('an unfinished comment at EOF is a comment', () => {
    expect(parts('a<!-- x')).toEqual([
      ['text', 'a'],
      ['comment', '<!-- x'],
    ]);
  });

  it('CDATA section states in foreign content; a bogus comment in HTML content', () => {
    expect(parts('<svg><![CDATA[x]]]><![CDATA[]]></svg><![CDATA[y]]>')).toEqual([
      ['tag-open', '<'],
      ['tag-name', 'svg'],
      ['tag-close', '>'],
      ['cdata', '<![CDATA[x]]]><![CDATA[]]>'],
      ['tag-open', '</'],
      ['tag-name', 'svg'],
      ['tag-close', '>'],
      ['bogus', '<![CDATA[y]]>'],
    ]);
    expect(parts('<math><![CDATA[a')).toEqual([
      ['tag-open', '<'],
      ['tag-name', 'math'],
      ['tag-close', '>'],
      ['cdata', '<![CDATA[a'],
    ]);
    expect(parts('<math><![CDATA[')).toEqual([
      ['tag-open', '<'],
      ['tag-name', 'math'],
      ['tag-close', '>'],
      ['cdata', '<![CDATA['],
    ]);
  });

  it('end tag open state, `</>`: ignored by the tokenizer, bogus', () => {
    expect(parts('a</>b')).toEqual([
      ['text', 'a'],
      ['bogus', '</>'],
      ['text', 'b'],
    ]);
  });

  it('tag open state, anything else and EOF: the `<` is text', () => {
    expect(parts('a < b <')).toEqual([['text', 'a < b <']]);
  });

  it('a tag cut off by the end of the input is unfinished (eof-in-tag)', () => {
    expect(parts('x<a b="c')).toEqual([
      ['text', 'x'],
      ['unfinished', '<a b="c'],
    ]);
    expect(parts('</a ')).toEqual([['unfinished', '</a ']]);
    expect(parts('</><a')).toEqual([
      ['bogus', '</>'],
      ['unfinished', '<a'],
    ]);
  });

  it('CR LF and a NUL in text are text', () => {
    expect(parts('x\r\ny\0\rz')).toEqual([['text', 'x\r\ny\0\rz']]);
  });

  it('a doctype at EOF is a doctype', () => {
    expect(parts('<!DOCTYPE html PUBLIC "x')).toEqual([['doctype', '<!DOCTYPE html PUBLIC "x']]);
  });
});

const FRAGMENTS = [
  '<',
  '>',
  '/',
  '</',
  '<!',
  '<!--',
  '-->',
  '-',
  '<?',
  '&',
  '&#',
  '&#x',
  ';',
  'x',
  '9',
  '&amp',
  '&amp;',
  '&not',
  '&notin;',
  '&#x41;',
  '&#0;',
  '=',
  '"',
  "'",
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\0',
  '\ud83d\ude00',
  '\ud800',
  'a',
  'b',
  'div',
  'DIV',
  'script',
  'title',
  'textarea',
  'svg',
  '<svg>',
  '</svg>',
  '<math>',
  'foreignObject',
  '<![CDATA[',
  ']]>',
  ']',
  '<!DOCTYPE',
  ' PUBLIC',
  'html',
  '<script>',
  '</script>',
  '<!--<script>',
  '<title>',
  '</title>',
  '<style>',
  '</style>',
  '<plaintext>',
  'é',
];
const html = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((p) => p.join(''));

/** The text of the spans of one kind inside [start, end). */
const within = (input: string, spans: HtmlSpan[], kind: string, start: number, end: number) =>
  spans.filter((s) => s.kind === kind && s.start >= start && s.end <= end).map((s) => input.slice(s.start, s.end));

describe('scan properties', () => {
  it('lossless on random markup, and agrees with tokenize on tag and attribute names', () => {
    fc.assert(
      fc.property(html, fc.boolean(), (input, guess) => {
        const spans = scan(input, { guessContentModel: guess });
        expectLossless(input, spans);
        const norm = (s: string) => s.toLowerCase().replace(/\0/g, '\ufffd').replace(/\r\n?/g, '\n');
        for (const token of tokenize(input, { guessContentModel: guess }).tokens) {
          if (token.type !== 'startTag' && token.type !== 'endTag') continue;
          expect(within(input, spans, 'tag-name', token.start, token.end).map(norm)).toEqual([token.name]);
          if (token.type !== 'startTag') continue;
          const names = within(input, spans, 'attribute-name', token.start, token.end).map(norm);
          expect([...new Set(names)]).toEqual(token.attributes.map((a) => a.name));
        }
      }),
      { numRuns: Number(process.env.RUNS ?? 400) },
    );
  });

  it('never throws and stays lossless on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (input) => expectLossless(input, scan(input))),
      { numRuns: 500 },
    );
  });
});

describe('scan at scale (work counted, 8x the input is at most 8.5x the work)', () => {
  const ratio = (make: (n: number) => string, n: number) => scanCounted(make(8 * n)).work / scanCounted(make(n)).work;
  it('10^6 `<`', () => expect(ratio((n) => '<'.repeat(n), 125_000)).toBeLessThan(8.5));
  it('an unclosed 10^6-character comment', () =>
    expect(ratio((n) => `<!--${'a-'.repeat(n / 2)}`, 125_000)).toBeLessThan(8.5));
  it('a 10^6-character attribute value with references', () =>
    expect(ratio((n) => `<a b="${'x&amp;'.repeat(n / 6)}">`, 125_000)).toBeLessThan(8.5));
  it('10^5 attributes on one tag', () =>
    expect(ratio((n) => `<a ${'b=1 c '.repeat(n / 8)}>`, 12_500)).toBeLessThan(8.5));
  it('a 10 MB comment is one span', () => {
    const input = `<!--${'x'.repeat(10_000_000)}-->`;
    expect(scan(input)).toEqual([{ kind: 'comment', start: 0, end: input.length }]);
  });
});
