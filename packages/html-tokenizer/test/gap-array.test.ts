// The lazy highlighter's gap buffer (issue #27 item 2) behaves as an array under splice.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { GapArray } from '../src/gap-array.ts';

it('GapArray: replace, get and set agree with an array under splice', () => {
  const op = fc.record({
    start: fc.nat({ max: 40 }),
    remove: fc.nat({ max: 8 }),
    items: fc.array(fc.integer(), { maxLength: 30 }),
    set: fc.option(fc.tuple(fc.nat({ max: 60 }), fc.integer())),
  });
  fc.assert(
    fc.property(fc.nat({ max: 20 }), fc.array(op, { maxLength: 20 }), (length, ops) => {
      const gap = new GapArray<number>(length);
      const array: (number | undefined)[] = new Array(length).fill(undefined);
      for (const { start, remove, items, set } of ops) {
        const s = Math.min(start, array.length);
        const r = Math.min(remove, array.length - s);
        gap.replace(s, r, items, items.length);
        array.splice(s, r, ...items);
        if (set !== null && set[0] < array.length) {
          gap.set(set[0], set[1]);
          array[set[0]] = set[1];
        }
        expect(gap.length).toBe(array.length);
        for (let k = 0; k < array.length; k++) expect(gap.get(k)).toBe(array[k]);
      }
    }),
    { numRuns: Number(process.env.RUNS ?? 300) },
  );
});
