// Linear time on adversarial input (decision H8): the time for 8n tokens
// must stay within a generous ratio of the time for n (linear: about 8,
// quadratic: about 64). Best of three runs of each size; no wall-clock
// budget. Deep nesting: no recursion, so 10^6 open elements parse.
import { describe, expect, it } from 'vitest';
import { drive } from './support/drive.ts';
import { adapter } from './support/tree.ts';

function best(input: string): number {
  let min = Number.POSITIVE_INFINITY;
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    drive(input, { adapter });
    min = Math.min(min, performance.now() - t0);
  }
  return min;
}

function ratio(make: (n: number) => string, n: number): number {
  const small = make(n);
  const large = make(8 * n);
  best(small); // warm up
  let r = best(large) / best(small);
  // One re-measure absorbs a GC pause on a shared machine; quadratic stays far above.
  if (r >= LIMIT) r = best(large) / best(small);
  return r;
}

const LIMIT = 24;

describe('scale (decision H8)', () => {
  it('10^5 <div> each followed by </p> (button scope checks are O(1))', () => {
    expect(ratio((n) => `<!DOCTYPE html>${'<div></p>'.repeat(n)}`, 4_000)).toBeLessThan(LIMIT);
  });
  it('10^5 unclosed <a> (the adoption agency per <a>)', () => {
    expect(ratio((n) => `<!DOCTYPE html>${'<a>'.repeat(n)}`, 4_000)).toBeLessThan(LIMIT);
  });
  it('10^5 unclosed <b> with distinct attributes (Noah\'s Ark through a Map)', () => {
    expect(ratio((n) => `<!DOCTYPE html>${Array.from({ length: n }, (_, i) => `<b id=${i}>`).join('')}x`, 4_000)).toBeLessThan(LIMIT);
  });
  it('10^5 table-related tags misnested in a table (table scope)', () => {
    expect(ratio((n) => `<!DOCTYPE html><table>${'<tr><td></tbody></caption><div></th>'.repeat(n)}`, 3_000)).toBeLessThan(LIMIT);
  });
  it('10^5 unknown elements then unmatched end tags (any other end tag is O(1))', () => {
    expect(ratio((n) => `<!DOCTYPE html>${'<x>'.repeat(n)}${'</y>'.repeat(n)}`, 3_000)).toBeLessThan(LIMIT);
  });
  it('10^6-deep nesting builds without recursion', () => {
    const n = 1_000_000;
    // biome-ignore lint/suspicious/noExplicitAny: parse5 default tree
    const { tree } = drive(`<!DOCTYPE html>${'<div>'.repeat(n)}`, { adapter }) as { tree: any };
    let depth = 0;
    let node = tree.childNodes[1].childNodes[1];
    while (node.childNodes.length > 0) {
      node = node.childNodes[0];
      depth++;
    }
    expect(depth).toBe(n);
  });
});
