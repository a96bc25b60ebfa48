// The non-Char prepass of the fast path (non-chars.ts, issue 13 item 17): the
// WebAssembly test of the UTF-8 bytes and the indexOf searches must both
// answer exactly XML 1.0's Char production (X12) for every code unit.
import { isXmlChar } from '@forgiving/char-ref';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { c0Simd, hasC0BySearch, hasC0BySimd, hasNonChar } from '../src/non-chars.ts';

/** The reference: a loop over code points. */
function reference(text: string): boolean {
  for (const ch of text) if (!isXmlChar(ch.codePointAt(0)!)) return true;
  return false;
}

const simd = c0Simd();

describe('hasNonChar', () => {
  it('WebAssembly SIMD is available on Node 20 (else the searches answer; this test would hide nothing)', () => {
    expect(simd).not.toBeNull();
  });

  it('answers every code unit alone, between Chars and at each place of a 16-byte block', () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      const expected = !isXmlChar(c);
      expect(hasNonChar(ch), c.toString(16)).toBe(expected);
      if (c < 0x100) {
        expect(hasC0BySearch(ch), c.toString(16)).toBe(expected);
        for (let at = 0; at < 17; at++) {
          const text = `${'a'.repeat(at)}${ch}${'é'.repeat(20 - at)}`;
          expect(hasC0BySimd(text, simd!), `${c} at ${at}`).toBe(expected);
        }
      }
    }
  });

  it('surrogates: pairs are Chars, lone ones are not', () => {
    expect(hasNonChar('a\ud83d\ude00b')).toBe(false);
    expect(hasNonChar('a\ud83db')).toBe(true);
    expect(hasNonChar('a\ude00b')).toBe(true);
    expect(hasNonChar('\ude00\ud83d')).toBe(true);
  });

  it('past the first chunk of 64 K code units, and with a pair cut by a chunk boundary', () => {
    const chunk = 0x10000;
    for (const at of [chunk - 1, chunk, chunk + 1, 3 * chunk + 7]) {
      const text = `${'x'.repeat(at)}\u0008${'y'.repeat(5)}`;
      expect(hasNonChar(text), String(at)).toBe(true);
      expect(hasC0BySimd(text, simd!), String(at)).toBe(true);
    }
    const cut = `${'x'.repeat(chunk - 1)}\ud83d\ude00\n`;
    expect(hasNonChar(cut)).toBe(false);
    expect(hasC0BySimd(cut, simd!)).toBe(false);
    // The bytes of the previous chunk are not read again: a clean chunk after a shorter dirty one.
    expect(hasC0BySimd(`${'x'.repeat(chunk)}ab`, simd!)).toBe(false);
  });

  it('agrees with the reference on random strings (both C0 tests)', () => {
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0, max: 0x20 }),
      fc.integer({ min: 0, max: 0xffff }),
      fc.constantFrom(0xd83d, 0xde00, 0xfffe, 0xffff, 0xfffd),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 80 }), (units) => {
        const text = String.fromCharCode(...units);
        const expected = reference(text);
        expect(hasNonChar(text)).toBe(expected);
        const c0 = units.some((c) => c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d);
        expect(hasC0BySearch(text)).toBe(c0);
        expect(hasC0BySimd(text, simd!)).toBe(c0);
      }),
      { numRuns: 3000, seed: 20 },
    );
  });
});
