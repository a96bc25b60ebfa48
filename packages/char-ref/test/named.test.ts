import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NamedReferenceMatcher,
  NamedReferenceTable,
  type NamedReferenceTrie,
  SKY_NAMED_REFERENCES,
  XML_PREDEFINED_ENTITIES,
} from '../src/index.ts';
import { characterEntities } from 'character-entities';
import { characterEntitiesLegacy } from 'character-entities-legacy';
import { decodeHtml, HTML_ENTITY_COUNT, htmlNamedReferences, PackedNamedReferenceTable } from '../src/html.ts';
import { readHtmlEntityData } from '../src/html-table.ts';

const legacy = new Set(characterEntitiesLegacy);

function longest(table: NamedReferenceTrie, input: string, chunks = [input.length]): [number, string | undefined] {
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

describe('the compact generated table', () => {
  const html = htmlNamedReferences();
  it('holds exactly the WHATWG list: every name with ";", the legacy names also without, nothing else', () => {
    let count = 0;
    for (const [name, value] of Object.entries(characterEntities)) {
      expect(html.get(`${name};`)).toBe(value);
      expect(html.get(name)).toBe(legacy.has(name) ? value : undefined);
      count += legacy.has(name) ? 2 : 1;
    }
    expect(count).toBe(2231);
    expect(html.size).toBe(count);
  });
  it('is prototype-safe: no Object.prototype name resolves', () => {
    for (const name of ['__proto__', '__proto__;', 'constructor', 'toString;', 'hasOwnProperty'])
      expect(html.get(name)).toBeUndefined();
  });
  it('reads every record form: legacy mark, second code point mark, each delta width', () => {
    const t = new NamedReferenceTable();
    // 'A' (0x41) by '|' + 2 digits: 0x41 = 65 → digits 0,65 → ' ' and the 66th digit ('c').
    readHtmlEntityData('!a| c#b,c.d:e-f{$g}  %', '\u0338', (name, value) => t.add(name, value));
    expect(t.get('a;')).toBe('A');
    expect(t.get('a')).toBe('A');
    expect(t.get('b;')).toBe('A\u0338');
    expect(t.get('b')).toBeUndefined();
    expect([t.get('c;'), t.get('d;'), t.get('e;'), t.get('f;')]).toEqual(['B', 'D', 'G', 'J']);
    expect(t.get('g;')).toBe('N'); // three digits: 0, 0, 4
  });
});

describe('PackedNamedReferenceTable', () => {
  const units = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', ';', 'é', '\u2028', '𝔄'];
  it.each([
    ['without U+0000', units],
    ['with U+0000', [...units, '\u0000']],
  ])('answers exactly as the table it packs, for any names (ASCII, non-ASCII, many siblings), %s', (_, alphabet) => {
    const name = fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 6 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, fc.string({ maxLength: 3 })), { maxLength: 60 }),
        fc.array(name, { maxLength: 20 }),
        (entries, probes) => {
          const builder = new NamedReferenceTable(entries);
          const packed = new PackedNamedReferenceTable(entries);
          expect(packed.size).toBe(builder.size);
          for (const [n] of entries) expect(packed.get(n)).toBe(builder.get(n));
          for (const p of probes) {
            expect(packed.get(p)).toBe(builder.get(p));
            expect(longest(packed, p)).toEqual(longest(builder, p));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
  it('a node with more than 4 children: ASCII codes by its dense row, others by binary search', () => {
    const names = [...Array.from('abcdefghijklmnopqrstuvwxyz', (c) => `x${c}`), 'xé', 'x𝔄', 'x\uffff'];
    const packed = new PackedNamedReferenceTable(names.map((n): [string, string] => [n, n.toUpperCase()]));
    for (const n of names) expect(packed.get(n)).toBe(n.toUpperCase());
    for (const missing of ['x{', 'x0', 'xè', 'x\ud835', 'y', 'xab']) expect(packed.get(missing)).toBeUndefined();
  });
  it('a node with at most 4 children: a scan of its sorted codes', () => {
    const packed = new PackedNamedReferenceTable([
      ['ab', '1'],
      ['ad', '2'],
      ['aé', '3'],
    ]);
    expect([packed.get('ab'), packed.get('ad'), packed.get('aé')]).toEqual(['1', '2', '3']);
    expect([packed.get('aa'), packed.get('ac'), packed.get('ae'), packed.get('a')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
  it('the matcher over the HTML table resumes across any chunking', () => {
    const html = htmlNamedReferences();
    expect(html).toBeInstanceOf(PackedNamedReferenceTable);
    for (const input of ['CounterClockwiseContourIntegral;', 'notin;', 'amp;x', 'AEligx']) {
      const whole = longest(html, input);
      for (let cut = 1; cut < input.length; cut++) expect(longest(html, input, [cut, input.length])).toEqual(whole);
    }
    expect(longest(html, 'AEligx')).toEqual([5, 'Æ']);
  });
  it('longestMatch walks a string as the matcher does, and says how far it walked', () => {
    const html = htmlNamedReferences();
    for (const input of ['CounterClockwiseContourIntegral;', 'notin;', 'notit;', 'amp;x', 'AEligx', 'zz', '', 'Afr']) {
      const [length, value] = longest(html, input);
      expect(html.longestMatch(`&${input}`, 1)).toBe(length);
      expect(html.matchValue).toBe(value);
    }
    expect(html.longestMatch('&notin;', 1, 4)).toBe(3); // 'not', cut by `end`
    expect(html.walked).toBe(3); // reached `end`: a longer name may follow
    expect(html.longestMatch('&notx', 1)).toBe(3);
    expect(html.walked).toBe(3); // stopped at 'x'
  });
});
