// HTML highlighting spans (src/html/spans.ts, html-tokenizer's `scan`):
// lossless on any input, with the tokenizer's errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightSpans, parse } from '../src/index.ts';

const spansOf = (text: string) => highlightSpans(text, { language: 'html' }).spans;
const kinds = (text: string) => spansOf(text).map((s) => `${s.kind}:${text.slice(s.start, s.end)}`);

function lossless(text: string): void {
  const spans = spansOf(text);
  let at = 0;
  for (const span of spans) {
    expect(span.start).toBe(at);
    expect(span.end).toBeGreaterThan(span.start);
    at = span.end;
  }
  expect(at).toBe(text.length);
}

describe('html spans', () => {
  it('tags: open, name, attribute name, =, quotes, value, close', () => {
    expect(kinds('<a href="x" b=c d>t</a>')).toEqual([
      'tag-open:<',
      'tag-name:a',
      'whitespace: ',
      'attribute-name:href',
      'equals:=',
      'quote:"',
      'attribute-value:x',
      'quote:"',
      'whitespace: ',
      'attribute-name:b',
      'equals:=',
      'attribute-value:c',
      'whitespace: ',
      'attribute-name:d',
      'tag-close:>',
      'text:t',
      'tag-open:</',
      'tag-name:a',
      'tag-close:>',
    ]);
    expect(kinds('<br/>')).toEqual(['tag-open:<', 'tag-name:br', 'tag-close:/>']);
  });
  it('doctype, comments, references, raw text, CDATA in SVG, and what no token covers', () => {
    expect(kinds('<!DOCTYPE html><!--c-->a&amp;b&#65;&x')).toEqual([
      'doctype:<!DOCTYPE html>',
      'comment:<!--c-->',
      'text:a',
      'reference:&amp;',
      'text:b',
      'reference:&#65;',
      'text:&x',
    ]);
    expect(kinds('<script>if (a<b) x()</script>')).toContain('raw-text:if (a<b) x()');
    expect(kinds('<svg><![CDATA[x<y]]></svg>')).toContain('cdata:<![CDATA[x<y]]>');
    // `&x` matches no reference (the Standard leaves it text); `</>` is ignored by the tokenizer (bogus);
    // a tag cut off by the end is dropped (unfinished).
    expect(kinds('a</>b<p')).toEqual(['text:a', 'bogus:</>', 'text:b', 'unfinished:<p']);
  });
  it("errors are the tokenizer's, with positions", () => {
    const { errors } = highlightSpans('<p a=1 a=2>', { language: 'html' });
    expect(errors.map((e) => [e.code, e.line, e.column])).toEqual([['duplicate-attribute', 1, 9]]);
  });
  it('property: lossless and never throws on any input', () => {
    const markup = fc.array(
      fc.constantFrom(
        '<',
        '>',
        '/',
        '=',
        '"',
        "'",
        '&',
        '#',
        ';',
        '!',
        '-',
        '[',
        ']',
        ' ',
        '\n',
        'a',
        'p',
        'svg',
        'script',
        'CDATA',
        '\r',
        '\0',
        'x',
      ),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(markup, (parts) => lossless(parts.join(''))),
      { numRuns: 1000 },
    );
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), lossless), { numRuns: 300 });
  });
  it('linear: 10^5 attributes and 10^5 references (a ratio of two sizes)', () => {
    const time = (n: number) => {
      const text = `<p${' a=1'.repeat(n)}>${'&amp;'.repeat(n)}`;
      const start = performance.now();
      const spans = spansOf(text);
      expect(spans.length).toBeGreaterThan(n);
      return performance.now() - start;
    };
    time(10_000);
    const small = time(20_000);
    const large = time(200_000);
    expect(large / small).toBeLessThan(40);
  });
  it('the README example', () => {
    const doc = parse('<!DOCTYPE html><title>Menu</title><p class=x>Fish &amp chips');
    expect(doc.errors.map((e) => [e.code, e.line, e.column])).toEqual([
      ['missing-semicolon-after-character-reference', 1, 55],
    ]);
  });
});

describe('scanHtml (re-exported from @forgiving/html-tokenizer/highlight)', () => {
  it('gives lossless spans: every character once, in order, with its kind', async () => {
    const { scanHtml } = await import('../src/index.ts');
    const input = '<!DOCTYPE html><p class="a &amp; b">x &lt; y<script>if (a<b) {}</script><!-- c -->';
    const spans = scanHtml(input);
    expect(spans.map((s) => input.slice(s.start, s.end)).join('')).toBe(input);
    for (let i = 1; i < spans.length; i++) expect(spans[i]!.start).toBe(spans[i - 1]!.end);
    const kinds = new Set(spans.map((s) => s.kind));
    for (const kind of ['doctype', 'tag-name', 'attribute-name', 'reference', 'raw-text', 'comment'])
      expect(kinds).toContain(kind);
  });
});
