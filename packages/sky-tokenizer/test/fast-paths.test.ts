// Fast paths with one discipline (issue #31): the tokenizer's runs found by
// one search or read in one loop (text, names, values, comments, raw text,
// a run of "<") must give exactly what the spec path gives (`fastPaths:
// false`: one character a step): the same low-level calls with the same
// offsets, the same tokens and the same highlighting spans, for every input
// and chunking.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type SkyCallbacks,
  type SkyContext,
  SkyLineHighlighter,
  SkyTokenizer,
  createTokenizer,
  scan,
} from '../src/index.ts';
import { HEADS, fragment } from './documents.ts';

/** `input` cut at `cuts` (positions taken modulo the length; a repeated one makes an empty chunk). */
function chunks(input: string, cuts: number[]): string[] {
  const at = [0, ...cuts.map((c) => c % (input.length + 1)).sort((x, y) => x - y), input.length];
  return at.slice(1).map((to, k) => input.slice(at[k], to));
}

/** Every low-level call, in order, with its arguments. */
function calls(input: string, context: SkyContext, fastPaths: boolean, cuts: number[] = []): unknown[][] {
  const log: unknown[][] = [];
  const record = new Proxy({} as SkyCallbacks, {
    get:
      (_, name) =>
      (...args: unknown[]) =>
        log.push([name, ...args]),
  });
  const tokenizer = new SkyTokenizer(context, record, 0, fastPaths);
  for (const piece of chunks(input, cuts)) tokenizer.write(piece);
  tokenizer.end();
  return log;
}

function tokens(input: string, context: SkyContext, fastPaths: boolean, cuts: number[]) {
  const out: unknown[] = [];
  const stream = createTokenizer({ context, fastPaths, onToken: (token) => out.push(token) });
  for (const piece of chunks(input, cuts)) stream.write(piece);
  return { ...stream.end(), tokens: out };
}

/** The property: fast paths on = off, whole and in chunks. */
function same(input: string, context: SkyContext, cuts: number[]): void {
  const expected = calls(input, context, false);
  expect(calls(input, context, true)).toStrictEqual(expected);
  // In chunks the pieces of a run are reported at each cut: the same on both paths.
  expect(calls(input, context, true, cuts)).toStrictEqual(calls(input, context, false, cuts));
  expect(tokens(input, context, true, cuts)).toStrictEqual(tokens(input, context, false, []));
  expect(scan(input, { context })).toStrictEqual(scan(input, { context, fastPaths: false }));
  // Line by line, as an editor highlights.
  const lines = (fast: boolean) => {
    const h = new SkyLineHighlighter(context, input, fast);
    return Array.from({ length: h.lineCount }, (_, i) => h.spans(i));
  };
  expect(lines(true)).toStrictEqual(lines(false));
}

const cutsArb = fc.array(fc.nat(), { maxLength: 4 });

describe('fast paths on = off (the spec path)', () => {
  it('property: calls, tokens and spans on generated documents, whole and in chunks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HEADS),
        fc.array(fragment, { maxLength: 12 }),
        cutsArb,
        ([head, context], parts, cuts) => same(head + parts.join(''), context, cuts),
      ),
      { numRuns: 2000 },
    );
  });

  it('each fast path, on the input it skips', () => {
    const head = '#!mojo mojo:sky\n';
    for (const body of [
      'plain text & more <<<<a>',
      '<<<<!-- a - b -- c --->x',
      '<a b="long value &amp; more" c=\'x\'>',
      '<script>a < b </scrip </script>',
      '<style>x</style >y',
      '\0\r\n\r text',
    ]) {
      same(head + body, 'application', [3, 20]);
    }
  });
});
