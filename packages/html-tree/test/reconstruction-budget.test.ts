// Issue 27 item 2: "reconstruct the active formatting elements" (§13.2.4.3)
// makes every unclosed formatting element again for each block that
// follows, so a small input can ask for millions of elements. The Standard
// requires that tree; the budget (`maxReconstruction`, default
// max(2^20, `maxReconstructionRatio` 16 × input length), counting elements
// and attributes made again, the adoption agency's copies included) stops
// it past a generous bound with one `formatting-reconstruction-limit` error
// at the token that asked, and the parse goes on.
import type { Element, Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { createHtmlTreeBuilder, parseHtml } from '../src/index.ts';

/** Elements and attributes (hast properties) of a tree, without recursion. */
function size(tree: Root): { elements: number; attributes: number } {
  let elements = 0;
  let attributes = 0;
  const stack: (Root | RootContent)[] = [tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === 'element') {
      elements++;
      attributes += Object.keys((node as Element).properties).length;
    }
    if ('children' in node) for (const child of node.children) stack.push(child);
  }
  return { elements, attributes };
}

/** `<div>`, n distinct unclosed `<b id=i>`, `</div>`, then n `<div>x</div>` (each reopens the n `<b>`). */
const reopening = (n: number) =>
  `<!DOCTYPE html><div>${Array.from({ length: n }, (_, i) => `<b id=${i}>`).join('')}</div>${'<div>x</div>'.repeat(n)}`;

/** Elements and attributes reconstruction made in a `reopening(n)` tree (the rest: n <b id>, n + 1 divs, a <p id>, html, head, body). */
function madeBy(tree: Root, n: number): number {
  const { elements, attributes } = size(tree);
  return elements + attributes - 2 * n - (n + 1) - 3;
}

const limitErrors = <E extends { code: string }>(result: { errors: E[] }) =>
  result.errors.filter((e) => e.code === 'formatting-reconstruction-limit');

describe('issue 27 item 2: the reconstruction budget', () => {
  it('builds the whole tree the Standard requires under the default budget (13 kB, 360,000 elements)', () => {
    const result = parseHtml(reopening(600));
    expect(limitErrors(result)).toEqual([]);
    // 600 <b> in the first div, then 600 × 600 reopened ones, the 601 divs, html, head, body.
    expect(size(result.tree as Root).elements).toBe(600 + 600 * 600 + 601 + 3);
  });

  it('stops at the default budget with one error at the token that asked, and parses on', () => {
    const n = 1000;
    const input = `${reopening(n)}<p id=last>end`;
    const result = parseHtml(input);
    const errors = limitErrors(result);
    expect(errors).toHaveLength(1);
    const error = errors[0] as (typeof result.errors)[number];
    // The text "x" of a <div>x</div> reopened the <b>s.
    expect(input.slice(error.offset, error.endOffset)).toBe('x');
    expect(error.message).toMatch(/maxReconstruction/);
    // What reconstruction made (elements and their id attributes): within
    // the budget, max(2^20, 16 × input length), here its floor.
    // (Less the <p id=last> and its attribute.)
    const made = madeBy(result.tree as Root, n) - 2;
    expect(made).toBeLessThanOrEqual(2 ** 20);
    expect(made).toBeGreaterThan(2 ** 20 - 100);
    // The parse went on: the last paragraph is there.
    const body = ((result.tree as Root).children[1] as Element).children[1] as Element;
    expect((body.children.at(-1) as Element).properties.id).toBe('last');
  });

  it('maxReconstruction: a fixed budget in elements and attributes', () => {
    const result = parseHtml(reopening(50), { maxReconstruction: 1000 });
    expect(limitErrors(result)).toHaveLength(1);
    expect(madeBy(result.tree as Root, 50)).toBeLessThanOrEqual(1000);
    expect(madeBy(result.tree as Root, 50)).toBeGreaterThan(990);
  });

  it('maxReconstructionRatio: a multiple of the input length (past the floor)', () => {
    const n = 1000;
    const input = reopening(n);
    const made = madeBy(parseHtml(input, { maxReconstructionRatio: 60 }).tree as Root, n);
    expect(made).toBeLessThanOrEqual(60 * input.length);
    expect(made).toBeGreaterThan(60 * input.length - 100);
    expect(made).toBeGreaterThan(2 ** 20);
  });

  it('counts attributes: three <b> with many attributes reopened for every paragraph', () => {
    const n = 2000;
    const many = Array.from({ length: n }, (_, i) => ` a${i}=x`).join('');
    const input = `<!DOCTYPE html><p><b${many}><i${many}><u${many}></p>${'<p>x</p>'.repeat(n)}`;
    const result = parseHtml(input, { maxReconstruction: 100_000 });
    expect(limitErrors(result)).toHaveLength(1);
    const { attributes } = size(result.tree as Root);
    expect(attributes - 3 * n).toBeLessThanOrEqual(100_000);
  });

  it("the adoption agency's copies count too; past the budget it closes the formatting element", () => {
    const many = Array.from({ length: 100 }, (_, i) => ` a${i}=x`).join('');
    const input = `<!DOCTYPE html><b${many}>${'<div>'.repeat(500)}${'</b>'.repeat(500)}<p id=last>`;
    const result = parseHtml(input, { maxReconstruction: 5000 });
    expect(limitErrors(result)).toHaveLength(1);
    const { attributes } = size(result.tree as Root);
    expect(attributes - 100 - 1).toBeLessThanOrEqual(5000);
    expect(JSON.stringify(result.tree)).toContain('"last"');
    // Under the default budget the Standard's tree: every <div> gets its copy of <b>.
    const full = size(parseHtml(input).tree as Root);
    expect(full.elements).toBe(3 + 500 + 501 + 1);
  });

  it('streaming: createHtmlTreeBuilder takes the same options', () => {
    const builder = createHtmlTreeBuilder({ maxReconstruction: 500 });
    builder.write(reopening(40));
    const result = builder.end();
    expect(limitErrors(result)).toHaveLength(1);
  });
});
