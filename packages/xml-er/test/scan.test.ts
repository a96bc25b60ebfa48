import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanXml } from '../src/index.ts';

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

describe('scanXml (lossless highlighting spans)', () => {
  it('marks tags, attributes, references, comments and CDATA from the parser positions', () => {
    const text = '<?xml version="1.0"?>\n<a x="1" y=\'2\'>t &amp; u<!--c--><![CDATA[d]]><b/></a>\n';
    const { spans, errors } = scanXml(text);
    expectLossless(text, spans);
    expect(errors).toEqual([]);
    const kinds = spans.map((s) => `${s.kind}:${text.slice(s.start, s.end)}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'tag-name:a',
        'attribute-name:x',
        'equals:=',
        'quote:"',
        'attribute-value:1',
        "quote:'",
        'reference:&amp;',
        'comment:<!--c-->',
        'cdata:<![CDATA[d]]>',
        'tag-close:/>',
      ]),
    );
  });
  it('returns the errors of a broken document with the spans', () => {
    const text = '<a><b></a>';
    const { spans, errors } = scanXml(text);
    expectLossless(text, spans);
    expect(errors.map((e) => e.code)).toContain('mismatched-end-tag');
  });
  it('property: spans cover every character exactly once, in order', () => {
    fc.assert(
      fc.property(markup, (text) => expectLossless(text, scanXml(text).spans)),
      { numRuns: 500 },
    );
  });
});
