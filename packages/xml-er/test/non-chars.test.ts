// The non-Char prepass of the fast path (non-chars.ts, issue 13 item 17): it
// must answer exactly XML 1.0's Char production (X12) for every code unit.
import { isXmlChar } from '@forgiving/char-ref';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLoneSurrogateByExpression, hasNonChar } from '../src/non-chars.ts';

/** The reference: a loop over code points. */
function reference(text: string): boolean {
  for (const ch of text) if (!isXmlChar(ch.codePointAt(0)!)) return true;
  return false;
}

describe('hasNonChar', () => {
  it('answers every code unit alone and between Chars (one-byte and two-byte strings)', () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      const expected = !isXmlChar(c);
      expect(hasNonChar(ch), c.toString(16)).toBe(expected);
      expect(hasNonChar(`ab${ch}cd`), c.toString(16)).toBe(expected);
      if (c < 0x100) expect(hasNonChar(`é${ch}\u20ac`), c.toString(16)).toBe(expected);
    }
  });

  it('surrogates: pairs are Chars, lone ones are not (isWellFormed and the fallback expression)', () => {
    for (const [text, lone] of [
      ['a\ud83d\ude00b', false],
      ['a\ud83db', true],
      ['a\ude00b', true],
      ['\ude00\ud83d', true],
      ['\ud83d', true],
    ] as const) {
      expect(hasNonChar(text), JSON.stringify(text)).toBe(lone);
      expect(hasLoneSurrogateByExpression(text), JSON.stringify(text)).toBe(lone);
    }
  });

  it('agrees with the reference on random strings', () => {
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0, max: 0x20 }),
      fc.integer({ min: 0, max: 0xffff }),
      fc.constantFrom(0xd83d, 0xde00, 0xfffe, 0xffff, 0xfffd),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 80 }), (units) => {
        const text = units.map((c) => String.fromCharCode(c)).join('');
        expect(hasNonChar(text)).toBe(reference(text));
        expect(hasLoneSurrogateByExpression(text)).toBe(
          !(text as unknown as { isWellFormed(): boolean }).isWellFormed(),
        );
      }),
      { numRuns: 3000, seed: 20 },
    );
  });
});
