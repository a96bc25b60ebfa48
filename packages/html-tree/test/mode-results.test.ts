// Issue 31 item 1: insertion modes return a small number (modes/types.ts) to
// the builder's one loop instead of calling back into it.
import { describe, expect, it } from 'vitest';
import { Mode } from '../src/constants.ts';
import { DONE, FOREIGN, REPROCESS, reprocessIn, useRulesOf } from '../src/modes/types.ts';
import { codes, tree } from './support/tree.ts';

describe('insertion mode results', () => {
  it('are distinct small integers for every mode (no object per token, H9)', () => {
    const seen = new Set<number>([DONE, REPROCESS, FOREIGN]);
    for (let m = Mode.INITIAL; m <= Mode.AFTER_AFTER_FRAMESET; m++) {
      for (const r of [reprocessIn(m), useRulesOf(m)]) {
        expect(Number.isInteger(r) && r > 0 && r < 2 ** 30).toBe(true);
        expect(seen.has(r)).toBe(false);
        seen.add(r);
      }
    }
  });

  it('a rewritten token is reprocessed in the current mode: <image> in a table is a fostered <img>', () => {
    const out = tree('<!DOCTYPE html><table><image></table>');
    expect(out.indexOf('<img>')).toBeLessThan(out.indexOf('<table>'));
    expect(codes('<!DOCTYPE html><table><image></table>')).toEqual([
      'unexpected-start-tag-in-table',
      'image-start-tag',
      'unexpected-start-tag-in-table',
    ]);
  });

  it('chains of reprocessing (initial → before html → before head → in head → after head → in body) end in one loop', () => {
    expect(tree('x')).toContain('"x"');
    // A breakout from foreign content uses the rules of the current mode.
    expect(tree('<!DOCTYPE html><svg><p>')).toMatch(/<svg svg>[\s\S]*<p>/);
  });
});
