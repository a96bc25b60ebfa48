// @forgiving/char-ref/html `decodeHtml` against the `entities` package on
// random reference-heavy text: the same WHATWG rules (longest match, legacy
// names without ";", the C1 remapping, the attribute-value rule) must give
// the same string. A cross-check of the compact table and its trie with an
// independent implementation.
import { characterEntities } from 'character-entities';
import { decodeHtml, htmlNamedReferences } from '@forgiving/char-ref/html';
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const names = Object.keys(characterEntities);
const piece = fc.oneof(
  fc.constantFrom(...names).map((n) => `&${n}`),
  fc.constantFrom(...names).map((n) => `&${n};`),
  fc.constantFrom('&', '&#', '&#x', ';', '=', 'x', 'X', 'a', '0', '9', 'f', ' ', '<', '€', '\u0000'),
  fc.integer({ min: 0, max: 0x11ffff }).map((n) => `&#${n};`),
  fc.integer({ min: 0, max: 0x11ffff }).map((n) => `&#x${n.toString(16)}`),
);
const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));

describe('decodeHtml equals entities', () => {
  it('every WHATWG name, with ";", in text', () => {
    const all = names.map((n) => `&${n};`).join(' ');
    expect(decodeHtml(all)).toBe(decodeHTML(all));
    expect(htmlNamedReferences().size).toBe(2231);
  });
  it('random text (legacy names, numeric references, prefixes of names)', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(decodeHtml(t)).toBe(decodeHTML(t));
      }),
      { numRuns: 2000 },
    );
  });
  it('random attribute values (the historical-reasons rule)', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(decodeHtml(t, { attribute: true })).toBe(decodeHTMLAttribute(t));
      }),
      { numRuns: 2000 },
    );
  });
});
