// hast `properties`: the regex-free split of space-separated values
// (src/hast/properties.ts `spaceTokens`) equals space-separated-tokens'
// `parse` (what hastscript uses) for any value, including the characters
// that send it back to the library (other controls, U+000B, non-ASCII
// white space).
import fc from 'fast-check';
import { parse as parseSpaces } from 'space-separated-tokens';
import { describe, expect, it } from 'vitest';
import { spaceTokens } from '../src/hast/properties.ts';

const CHARS = ['a', 'b', '-', ' ', '\t', '\n', '\f', '\r', '\u000b', '\u0000', '\u00a0', '\u3000', 'é', '\u007f', '~'];

describe('spaceTokens', () => {
  it('splits as space-separated-tokens does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CHARS), { maxLength: 12 }), (chars) => {
        const value = chars.join('');
        const got = spaceTokens(value);
        expect(got).toEqual(parseSpaces(value));
        // Exact size, no holes: what the tree keeps.
        expect(Object.keys(got).length).toBe(got.length);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps a one-token value as it is and drops separators at either end', () => {
    expect(spaceTokens('x')).toEqual(['x']);
    expect(spaceTokens('')).toEqual([]);
    expect(spaceTokens(' \t\n')).toEqual([]);
    expect(spaceTokens('\fa  b\r')).toEqual(['a', 'b']);
  });
});
