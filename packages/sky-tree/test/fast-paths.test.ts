// Issue 31, "Fast paths with one discipline": the tree builder passes its
// `fastPaths` option to sky-tokenizer, so tools/fast-paths.mjs
// (`FORGIVING_FAST_PATHS=off`) switches the fast paths off under sky-tree's
// fuzz targets too; before, `parse`, `createTreeBuilder` and `parseAsync` had
// no such option and always ran them. The tree is the same either way.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.ts';
import { tokenizerOptions } from '../src/parse.ts';
import { APP, body } from './arbitraries.ts';

describe('fastPaths reaches the tokenizer', () => {
  it('tokenizerOptions passes fastPaths when given, and nothing (the default, on) when not', () => {
    const sink = () => {};
    expect(tokenizerOptions({ context: 'application', fastPaths: false }, sink, undefined).fastPaths).toBe(false);
    expect(tokenizerOptions({ context: 'application', fastPaths: true }, sink, undefined).fastPaths).toBe(true);
    expect('fastPaths' in tokenizerOptions({ context: 'application' }, sink, undefined)).toBe(false);
  });

  it('parse gives the same tree, positions included, with fast paths on and off', () => {
    fc.assert(
      fc.property(body, (text) => {
        const input = APP + text;
        const on = parse(input, { context: 'application', positions: true });
        const off = parse(input, { context: 'application', positions: true, fastPaths: false });
        expect(off).toEqual(on);
      }),
      { numRuns: 200 },
    );
  });
});
