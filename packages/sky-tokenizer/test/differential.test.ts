import { normalise } from '@forgiving/char-ref';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../src/index.ts';
import type { SkyToken } from '../src/index.ts';
import { HEADS, fragment } from './documents.ts';
import { referenceTokenize } from './reference.ts';

const strip = (t: SkyToken) =>
  t.type === 'text'
    ? { type: t.type, value: t.value }
    : t.type === 'endTag'
      ? { type: t.type, name: t.name }
      : { type: t.type, name: t.name, attributes: t.attributes };

describe('differential: the fast tokenizer against a literal one-character-at-a-time reading of the spec', () => {
  it('property: same isSky and tokens (offsets aside) on generated documents', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HEADS), fc.array(fragment, { maxLength: 12 }), ([head, ctx], parts) => {
        const input = head + parts.join('');
        const fast = tokenize(input, { context: ctx });
        const reference = referenceTokenize(input, ctx);
        expect(fast.isSky).toBe(reference.isSky);
        expect(fast.tokens.map(strip)).toEqual(reference.tokens);
      }),
      { numRuns: 3000 },
    );
  });
  it('property: offsets (errata S3) are ordered, in bounds and point at the token source', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HEADS), fc.array(fragment, { maxLength: 12 }), ([head, ctx], parts) => {
        const input = head + parts.join('');
        const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input; // errata S1
        let pos = 0;
        for (const t of tokenize(input, { context: ctx }).tokens) {
          expect(t.start).toBeGreaterThanOrEqual(pos);
          expect(t.end).toBeGreaterThanOrEqual(t.start);
          expect(t.end).toBeLessThanOrEqual(text.length);
          pos = t.end;
          const source = text.slice(t.start, t.end);
          if (t.type === 'text') {
            if (!/[&]|<!--/.test(source)) expect(normalise(source, { replaceNul: true })).toBe(t.value);
          } else if (t.end > t.start) {
            expect(source.startsWith(t.type === 'endTag' ? '</' : '<')).toBe(true);
            expect(source.endsWith('>')).toBe(true);
            expect(source.slice(t.type === 'endTag' ? 2 : 1)).toMatch(/^[0-9A-Za-z._-]/);
          } else expect(t.type).toBe('endTag'); // the end tag implied by "/>"
        }
      }),
      { numRuns: 1500 },
    );
  });
  it('property: same result on arbitrary strings after a signature', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (body) => {
        const input = `#!mojo mojo:sky\n${body}`;
        expect(tokenize(input, { context: 'application' }).tokens.map(strip)).toEqual(
          referenceTokenize(input, 'application').tokens,
        );
      }),
      { numRuns: 1000 },
    );
  });
});
