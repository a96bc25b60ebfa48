// The tag-name table (adapter.ts `intern`) lives across parses: it keeps
// its own copy of each name, so a dropped input is freed (a long name
// sliced from it once kept the whole input alive). Measured by the heap
// after a full collection: a size, not a time.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { parse } from '../src/index.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A 16 MB (two-byte) document whose long tag name is new to the table. */
const page = (k: number) =>
  `#!mojo mojo:sky\n<my-custom-element-${k}>${'\u0100'.repeat(1 << 23)}</my-custom-element-${k}>`;

it('parsing documents keeps none of them alive', () => {
  parse(page(-1), { context: 'application' }); // warm-up
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let k = 0; k < 4; k++) {
    const { tree } = parse(page(k), { context: 'application' });
    expect(JSON.stringify(tree).length).toBeGreaterThan(1 << 23);
  }
  gc();
  // Four documents of 16 MB: one held would be 16 MB.
  expect(process.memoryUsage().heapUsed - before).toBeLessThan(4 << 20);
});
