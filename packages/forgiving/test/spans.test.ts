import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightSpans } from '../src/index.ts';

function expectLossless(text: string, spans: readonly { start: number; end: number }[]): void {
  let at = 0;
  for (const span of spans) {
    expect(span.start).toBe(at);
    expect(span.end).toBeGreaterThan(span.start);
    at = span.end;
  }
  expect(at).toBe(text.length);
}

const markup = fc.stringMatching(/^[<>/="'&;#x a-c!?\-\n\r[\]CDAT]{0,60}$/);

describe('highlightSpans', () => {
  it('XML spans come from @forgiving/xml-er scanXml', () => {
    const text = '<a x="1">t &amp; u</a>';
    const { language, spans } = highlightSpans(text);
    expect(language).toBe('xml');
    expectLossless(text, spans);
    expect(spans.map((s) => s.kind)).toContain('attribute-value');
  });
  it('Sky spans come from the tokenizer scan', () => {
    const text = '#!mojo mojo:sky\n<p class=x>a &amp; b</p>';
    const { language, spans } = highlightSpans(text);
    expect(language).toBe('sky');
    expectLossless(text, spans);
    expect(spans[0]).toMatchObject({ kind: 'signature', start: 0 });
  });
  it('property: spans cover every character exactly once, in order (both languages)', () => {
    fc.assert(
      fc.property(markup, fc.constantFrom('xml' as const, 'sky' as const), (body, language) => {
        const text = language === 'sky' ? `#!mojo mojo:sky\n${body}` : body;
        expectLossless(text, highlightSpans(text, { language }).spans);
      }),
      { numRuns: 300 },
    );
  });
});
