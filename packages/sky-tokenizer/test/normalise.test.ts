import fc from 'fast-check';
import { normalise } from '@forgiving/char-ref';
import { describe, expect, it } from 'vitest';
import { normaliseRange } from '../src/normalise.ts';

describe('normalisation stage', () => {
  it('errata S2: CR LF → LF, lone CR → LF, NUL → U+FFFD, left to right', () => {
    expect(normaliseRange('a\r\r\nb\0c\r')).toBe('a\n\nb\uFFFDc\n');
    expect(normaliseRange('clean')).toBe('clean');
  });
  it("property: agrees with char-ref's streaming Normaliser on complete text", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('\r', '\n', '\0', 'a', '\r\n', '\u00e9')), (parts) => {
        const text = parts.join('');
        expect(normaliseRange(text)).toBe(normalise(text, { replaceNul: true }));
      }),
    );
  });
});
