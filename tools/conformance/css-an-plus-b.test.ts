// An+B (CSS Syntax 3 §6) against Simon Sapin's css-parsing-tests An+B.json:
// the argument text → [a, b] or null. Decisions N0–N5 make the note's modes
// equal CSS Syntax 3, so every case must pass (127/127).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseNth, parseNthWithError, parseSelectorsWithError } from '@forgiving/css-selectors-nth';
import { afterAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, '../../../shared/conformance/css-parsing-tests/An+B.json');
const flat = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
const cases: Array<[string, [number, number] | null]> = [];
for (let i = 0; i < flat.length; i += 2) cases.push([flat[i] as string, flat[i + 1] as [number, number] | null]);

let passed = 0;
let failed = 0;

describe('css-parsing-tests An+B', () => {
  cases.forEach(([input, expected], i) => {
    it(`#${i} ${JSON.stringify(input)}`, () => {
      const nth = parseNth(input);
      const actual = nth === null ? null : [nth.a, nth.b];
      // The slow path (tokenizer + modes) and the selector parser must agree.
      const slow = parseNthWithError(input);
      const viaSelector = parseSelectorsWithError(`:nth-child(${input})`);
      const viaSelectorNth =
        viaSelector.ok && viaSelector.selectors.selectors[0]?.body.type === 'compound'
          ? viaSelector.selectors.selectors[0].body.selectors[1]
          : undefined;
      const selectorActual = viaSelectorNth?.type === 'nth' ? [viaSelectorNth.a, viaSelectorNth.b] : null;
      const ok =
        JSON.stringify(actual) === JSON.stringify(expected) &&
        JSON.stringify(slow.ok ? [slow.a, slow.b] : null) === JSON.stringify(expected) &&
        JSON.stringify(selectorActual) === JSON.stringify(expected);
      if (ok) passed++;
      else failed++;
      expect(actual).toEqual(expected);
      expect(slow.ok ? [slow.a, slow.b] : null).toEqual(expected);
      expect(selectorActual).toEqual(expected);
    });
  });
});

afterAll(() => {
  console.log(`css-parsing-tests An+B: ${passed} passed, ${failed} failed`);
  // Threshold: all 127 cases (decisions N0–N5).
  expect(cases.length).toBe(127);
  expect(passed).toBe(127);
});
