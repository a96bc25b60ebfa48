import { describe, expect, it } from 'vitest';
import {
  NamedReferenceMatcher,
  NamedReferenceTable,
  SKY_NAMED_REFERENCES,
  XML_PREDEFINED_ENTITIES,
} from '../src/index.ts';
import { decodeHtml, HTML_ENTITY_COUNT, htmlNamedReferences } from '../src/html.ts';

function longest(table: NamedReferenceTable, input: string, chunks = [input.length]): [number, string | undefined] {
  const matcher = new NamedReferenceMatcher(table);
  let i = 0;
  let stopped = false;
  // Feed chunk by chunk: the matcher keeps no input, so it resumes anywhere.
  for (const size of chunks) {
    const end = Math.min(input.length, i + size);
    while (!stopped && i < end) {
      if (!matcher.step(input.charCodeAt(i))) stopped = true;
      else i++;
    }
  }
  return [matcher.matchLength, matcher.matchValue];
}

describe('Sky and XML tables', () => {
  it('hold exactly lt gt amp apos quot', () => {
    expect(XML_PREDEFINED_ENTITIES).toEqual({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' });
    expect(SKY_NAMED_REFERENCES).toBe(XML_PREDEFINED_ENTITIES);
    expect(Object.isFrozen(XML_PREDEFINED_ENTITIES)).toBe(true);
  });
});

describe('NamedReferenceTable', () => {
  it('looks up exact names, case-sensitively', () => {
    const t = new NamedReferenceTable(XML_PREDEFINED_ENTITIES);
    expect(t.size).toBe(5);
    expect(t.get('amp')).toBe('&');
    expect(t.get('AMP')).toBeUndefined();
    expect(t.get('am')).toBeUndefined();
    expect(t.get('ampx')).toBeUndefined();
    expect(t.has('quot')).toBe(true);
  });
  it('first declaration wins (decision X4, XML 1.0 §4.2)', () => {
    const t = new NamedReferenceTable();
    expect(t.add('e', 'first')).toBe(true);
    expect(t.add('e', 'second')).toBe(false);
    expect(t.get('e')).toBe('first');
  });
  it('accepts user-declared entities next to the predefined ones (internal subset)', () => {
    const t = new NamedReferenceTable(XML_PREDEFINED_ENTITIES);
    t.add('copy', '©');
    t.add('lt', 'ignored');
    expect(t.get('copy')).toBe('©');
    expect(t.get('lt')).toBe('<');
  });
  it('grows past its initial capacity and keeps every name', () => {
    const t = new NamedReferenceTable();
    for (let i = 0; i < 5000; i++) t.add(`n${i}x`, String(i));
    for (let i = 0; i < 5000; i += 97) expect(t.get(`n${i}x`)).toBe(String(i));
    expect(t.size).toBe(5000);
  });
  it('an empty name is a valid key', () => {
    const t = new NamedReferenceTable([['', 'empty']]);
    expect(t.get('')).toBe('empty');
  });
  it('accepts an iterable of pairs', () => {
    expect(new NamedReferenceTable(new Map([['a', 'b']])).get('a')).toBe('b');
  });
});

describe('NamedReferenceMatcher: longest match, resumable', () => {
  const t = new NamedReferenceTable([
    ['not', '¬'],
    ['not;', '¬'],
    ['notin;', '∉'],
  ]);
  it('reports the longest full name', () => {
    expect(longest(t, 'notin;')).toEqual([6, '∉']);
    expect(longest(t, 'not;')).toEqual([4, '¬']);
    expect(longest(t, 'notit;')).toEqual([3, '¬']);
    expect(longest(t, 'no')).toEqual([0, undefined]);
  });
  it('gives the same answer across every chunk split', () => {
    for (let a = 1; a <= 6; a++) expect(longest(t, 'notin;', [a, 6 - a])).toEqual([6, '∉']);
  });
  it('reset forgets the previous walk', () => {
    const m = new NamedReferenceMatcher(t);
    for (const c of 'not;') m.step(c.charCodeAt(0));
    m.reset();
    expect(m.matchLength).toBe(0);
    expect(m.step('x'.charCodeAt(0))).toBe(false);
  });
});

describe('WHATWG HTML table (@forgiving/char-ref/html)', () => {
  const html = htmlNamedReferences();
  it('has all 2231 entries', () => {
    expect(HTML_ENTITY_COUNT).toBe(2231);
    expect(html.size).toBe(2231);
    expect(htmlNamedReferences()).toBe(html);
  });
  it.each([
    ['amp;', '&'],
    ['amp', '&'],
    ['AMP', '&'],
    ['lt;', '<'],
    ['nbsp', '\u00a0'],
    ['NotEqualTilde;', '\u2242\u0338'],
    ['Afr;', '\u{1d504}'],
    ['zwnj;', '\u200c'],
  ])('%s → %j', (name, value) => expect(html.get(name)).toBe(value));
  it('names that are only valid with ";" are not in the legacy set', () => {
    expect(html.get('notin')).toBeUndefined();
    expect(html.get('Afr')).toBeUndefined();
  });
  it('longest match prefers notin; over not', () => {
    expect(longest(html, 'notin;')).toEqual([6, '∉']);
    expect(longest(html, 'notit;')).toEqual([3, '¬']);
  });
});

describe('decodeHtml', () => {
  it.each([
    ['a &amp; b', 'a & b'],
    ['&lt;&gt;', '<>'],
    ['I&apos;m', "I'm"],
    ['&notin; &noti;', '∉ ¬i;'],
    ['&#65;&#x42;&#X43;', 'ABC'],
    ['&#65', 'A'],
    ['&#x110000;', '\ufffd'],
    ['&#0;', '\ufffd'],
    ['&#128;', '€'],
    ['&#;', '&#;'],
    ['&#x;', '&#x;'],
    ['&unknown;', '&unknown;'],
    ['&', '&'],
    ['&&amp;', '&&'],
    ['no refs', 'no refs'],
  ])('text: %j → %j', (input, output) => expect(decodeHtml(input)).toBe(output));
  it.each([
    ['?a=1&copy=2', '?a=1&copy=2'],
    ['&copyx', '&copyx'],
    ['&copy;x', '©x'],
    ['&copy x', '© x'],
  ])('attribute (historical reasons rule): %j → %j', (input, output) =>
    expect(decodeHtml(input, { attribute: true })).toBe(output),
  );
  it('outside attributes a legacy name decodes before = or alphanumerics', () => {
    expect(decodeHtml('&copyx')).toBe('©x');
  });
});
