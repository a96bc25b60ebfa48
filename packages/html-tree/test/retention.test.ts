// What a parse leaves behind: the module-level caches (tag names, attribute
// properties, the tokenizer's lowered names, the serializer's names) keep
// their own copies of the names they see, so a dropped input is freed (a
// long name sliced from it once kept the whole input alive). Measured by
// the heap after a full collection: a size, not a time.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { parseHtml, toHtml } from '../src/index.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A 16 MB (two-byte) document whose long names are new to every cache. */
function page(k: number): string {
  const names = `my-custom-element-${k}`;
  return (
    `<!DOCTYPE html><${names} aria-describedby-${k}=x DATA-Long-Name-${k}=y><svg><FeSpecialLightingThing${k} ViewBoxLongNameX${k}=1/></svg>` +
    `<Another-Custom-Element-${k}></Another-Custom-Element-${k}></${names}>${'\u0100'.repeat(1 << 23)}`
  );
}

it('parsing and serializing documents keeps none of them alive', () => {
  parseHtml(page(-1)); // warm-up: compiled code, the caches' first entries
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let k = 0; k < 4; k++) {
    const { tree } = parseHtml(page(k));
    expect(toHtml(tree as never).length).toBeGreaterThan(1 << 23);
  }
  gc();
  // Four documents of 16 MB: one held would be 16 MB.
  expect(process.memoryUsage().heapUsed - before).toBeLessThan(4 << 20);
});
