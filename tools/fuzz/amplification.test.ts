// The fuzz step's fixed documents: the two amplification attacks of issue
// #13 (items 6 and 7), through every XML entry point that expands entities
// (whole string, bytes, a stream in chunks). Each must end with the
// expansion limit reported and the rest of the document parsed, never with
// millions of nodes or a RangeError. The documents are shared with xml-er's
// own regression tests (@forgiving/test-utils/xml-amplification); this runs
// them where the fuzz targets run.
import { createXmlParser, parseXml } from '@forgiving/xml-er';
import { describe, expect, it } from 'vitest';
import {
  defaultAmplification,
  nodeAmplification,
  plainDefaultAmplification,
} from '@forgiving/test-utils/xml-amplification';

const documents: [string, string][] = [
  ['item 6: nested references build 2,000,000 elements unchecked', nodeAmplification()],
  ['item 7: an entity-sized ATTLIST default on 10^4 tags', defaultAmplification()],
  ['item 7: 100 plain defaults on 2·10^5 tags', plainDefaultAmplification()],
];

function elementCount(tree: { children?: unknown[] }): number {
  let count = 0;
  const stack: { children?: unknown[]; type?: string }[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'element') count++;
    for (const child of node.children ?? []) stack.push(child as { children?: unknown[] });
  }
  return count;
}

/** The stream's errors and verdict, fed in 4 kB chunks; it also counts the elements it opens. */
function streamed(input: string): { errors: { code: string }[]; wellFormed: boolean } {
  const errors: { code: string }[] = [];
  let wellFormed = true;
  let opened = 0;
  const parser = createXmlParser({
    onOpenTag: () => void opened++,
    onError: (error) => void errors.push(error),
    onEnd: (end) => void (wellFormed = end.wellFormed),
  });
  for (let i = 0; i < input.length; i += 4096) parser.write(input.slice(i, i + 4096));
  parser.end();
  expect(opened).toBeLessThan(300_000);
  return { errors, wellFormed };
}

describe('amplification documents (issue #13 items 6 and 7)', () => {
  for (const [name, input] of documents) {
    it(name, () => {
      for (const result of [parseXml(input), parseXml(new TextEncoder().encode(input)), streamed(input)]) {
        expect(result.errors.map((e) => e.code)).toContain('entity-expansion-limit');
        expect(result.wellFormed).toBe(false);
      }
      // Bounded output: far below what full expansion would build.
      expect(elementCount(parseXml(input).tree)).toBeLessThan(300_000);
    });
  }
});
