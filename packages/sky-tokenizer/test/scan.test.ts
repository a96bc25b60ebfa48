import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scan } from '../src/index.ts';
import type { SkySpan } from '../src/index.ts';
import { SIG } from './helpers.ts';

/** Spans as [kind, text] pairs. */
const parts = (input: string, context: 'application' | 'module' = 'application') =>
  scan(input, { context }).map((s) => [s.kind, input.slice(s.start, s.end)]);

function expectLossless(input: string, spans: SkySpan[]): void {
  let pos = 0;
  for (const span of spans) {
    expect(span.start).toBe(pos);
    expect(span.end).toBeGreaterThan(span.start);
    pos = span.end;
  }
  expect(pos).toBe(input.length);
}

describe('scan', () => {
  it('classifies every kind of a small document', () => {
    expect(parts(`${SIG}a&amp;&bogus;<b c = "d&lt;" e='f' g=h /><!-- x --><script>1<2</script ></b>`)).toEqual([
      ['signature', SIG],
      ['text', 'a'],
      ['reference', '&amp;'],
      ['invalid-reference', '&b'], // "b" is a hex character: bad named state
      ['text', 'ogus;'],
      ['tag-open', '<'],
      ['tag-name', 'b'],
      ['whitespace', ' '],
      ['attribute-name', 'c'],
      ['whitespace', ' '],
      ['equals', '='],
      ['whitespace', ' '],
      ['quote', '"'],
      ['attribute-value', 'd'],
      ['reference', '&lt;'],
      ['quote', '"'],
      ['whitespace', ' '],
      ['attribute-name', 'e'],
      ['equals', '='],
      ['quote', "'"],
      ['attribute-value', 'f'],
      ['quote', "'"],
      ['whitespace', ' '],
      ['attribute-name', 'g'],
      ['equals', '='],
      ['attribute-value', 'h'],
      ['whitespace', ' '],
      ['tag-close', '/>'],
      ['comment', '<!-- x -->'],
      ['tag-open', '<'],
      ['tag-name', 'script'],
      ['tag-close', '>'],
      ['raw-text', '1<2'],
      ['tag-open', '</'],
      ['tag-name', 'script'],
      ['whitespace', ' '],
      ['tag-close', '>'],
      ['tag-open', '</'],
      ['tag-name', 'b'],
      ['tag-close', '>'],
    ]);
  });
  it('invalid references: numeric values replaced by U+FFFD, failed and bad named references', () => {
    expect(parts(`${SIG}&#0;&#xFFFD;&#65x&abc;`)).toEqual([
      ['signature', SIG],
      ['invalid-reference', '&#0;'],
      ['reference', '&#xFFFD;'],
      ['invalid-reference', '&#65'],
      ['text', 'x'],
      ['invalid-reference', '&abc;'],
    ]);
  });
  it('not a Sky file: one not-sky span; empty input: no spans', () => {
    expect(parts('<a>hello')).toEqual([['not-sky', '<a>hello']]);
    expect(parts('#!mojo mojo:sky')).toEqual([['not-sky', '#!mojo mojo:sky']]);
    expect(scan('', { context: 'application' })).toEqual([]);
  });
  it('module signature and the rest of the signature line', () => {
    expect(parts('SKY MODULE rest\r\nx', 'module')).toEqual([
      ['signature', 'SKY MODULE rest\r\n'],
      ['text', 'x'],
    ]);
  });
  it('a leading BOM belongs to the signature span (errata S1)', () => {
    expect(parts(`\uFEFF${SIG}x`)).toEqual([
      ['signature', `\uFEFF${SIG}`],
      ['text', 'x'],
    ]);
  });
  it('unfinished: what end of input discards is visible (errata S6)', () => {
    expect(parts(`${SIG}a<b c="d`)).toEqual([
      ['signature', SIG],
      ['text', 'a'],
      ['unfinished', '<b c="d'],
    ]);
    expect(parts(`${SIG}<!--a--><!-- b -`)).toEqual([
      ['signature', SIG],
      ['comment', '<!--a-->'],
      ['unfinished', '<!-- b -'],
    ]);
    expect(parts(`${SIG}x<`)).toEqual([
      ['signature', SIG],
      ['text', 'x<'],
    ]);
  });
  it('a stray "/" inside a tag is insignificant (whitespace kind)', () => {
    expect(parts(`${SIG}<a / b>`).slice(3)).toEqual([
      ['whitespace', ' / '],
      ['attribute-name', 'b'],
      ['tag-close', '>'],
    ]);
  });
  it('property: scan never throws and stays lossless on any string (lone surrogates, controls)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), fc.boolean(), (s, signed) => {
        const input = signed ? SIG + s : s;
        expectLossless(input, scan(input, { context: 'application' }));
      }),
      { numRuns: 500 },
    );
  });
  it('property: spans are non-empty, in order, and concatenate to the input', () => {
    const piece = fc.constantFrom(
      '<',
      '</',
      '>',
      '/',
      '<!--',
      '-->',
      '&',
      '&#',
      'x',
      ';',
      '=',
      '"',
      "'",
      ' ',
      '\n',
      '\r',
      'amp',
      'script',
      'a',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(SIG, '\uFEFF' + SIG, 'SKY MODULE ', ''),
        fc.array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 40 }),
        fc.constantFrom('application', 'module'),
        (head, body, context) => {
          const input = head + body.join('');
          const spans = scan(input, { context: context as 'module' });
          expectLossless(input, spans);
          expect(spans.map((s) => input.slice(s.start, s.end)).join('')).toBe(input);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
