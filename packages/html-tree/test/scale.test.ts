// Linear work on adversarial input (decision H8; issue 16: "10^5 misnested
// formatting elements, 10^5 table-related tags inside tables, 10^5 <div>
// each followed by </p>: linear time (an operation counter or a ratio
// test)"). Tree construction counts its work in `ops.n` (src/op-count.ts:
// every iteration of a loop over the stack of open elements, the list of
// active formatting elements or a child list, every pop, and what native
// searches and splices pass over), so each check is exact, not a timing:
// the count for 16n repetitions is at most LIMIT times the count for n
// (linear: about 16; one quadratic loop: about 256). n = 6 250, so 16n
// reaches 10^5. Deep nesting: no recursion, so 10^6 open elements parse.
import { describe, expect, it } from 'vitest';
import { parseHtml, parseHtmlFragment } from '../src/html.ts';
import { ops } from '../src/op-count.ts';
import { drive } from './support/drive.ts';
import { adapter } from './support/tree.ts';

const N = 6_250;
const LIMIT = 20;

/** The work of tree construction for one input (the hast tree, as parseHtml builds it). */
function work(input: string, positions = false): number {
  ops.n = 0;
  parseHtml(input, { positions });
  return ops.n;
}

/** Work at 16n over work at n. */
function growth(make: (n: number) => string, positions = false): number {
  const small = work(make(N), positions);
  const large = work(make(16 * N), positions);
  // A count of 0 would make every ratio pass: the counter must see the loops.
  expect(small).toBeGreaterThan(N);
  return large / small;
}

const numbered = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `<${tag} id=${i}>`).join('');

describe('scale (decision H8): operation counts', () => {
  it('<div> each followed by </p> (button scope checks are O(1))', () => {
    expect(growth((n) => `<!DOCTYPE html>${'<div></p>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('NULs in one text after CR LFs and references (their input offsets, textOffset)', () => {
    expect(growth((n) => `<!DOCTYPE html>${'\r\n&amp;\u0000'.repeat(n)}`)).toBeLessThan(LIMIT);
    expect(growth((n) => `<!DOCTYPE html><table>${'\r\n&amp;\u0000'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('unclosed <a> (the adoption agency per <a>)', () => {
    expect(growth((n) => `<!DOCTYPE html>${'<a>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it("unclosed <b> with distinct attributes (Noah's Ark through a Map)", () => {
    expect(growth((n) => `<!DOCTYPE html>${numbered('b', n)}x`)).toBeLessThan(LIMIT);
  });
  it('misnested formatting elements: <b><i> ... </b> (the adoption agency, reconstruction)', () => {
    expect(growth((n) => `<!DOCTYPE html>${'<b><i><p>x</b>y</i>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('misnested formatting elements around a block: <a><div></a> repeated', () => {
    expect(growth((n) => `<!DOCTYPE html>${'<a><div>x</a>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('table-related tags misnested in a table (table scope, clearing to a table context)', () => {
    expect(growth((n) => `<!DOCTYPE html><table>${'<tr><td></tbody></caption><div></th>'.repeat(n)}`)).toBeLessThan(
      LIMIT,
    );
  });
  it('nested tables closed again (reset the insertion mode, table scope)', () => {
    expect(
      growth((n) => `<!DOCTYPE html>${'<table><tr><td>'.repeat(n)}${'</td></tr></table>'.repeat(n)}`),
    ).toBeLessThan(LIMIT);
  });
  it('tables under many <div> (reset the insertion mode is O(1))', () => {
    expect(growth((n) => `<!DOCTYPE html>${'<div>'.repeat(n)}${'<table></table>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('</body> under many <optgroup> (the open elements check is O(1))', () => {
    expect(growth((n) => `<!DOCTYPE html>${'<optgroup>'.repeat(n)}${'</body>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('options under many <div> in a select with a selectedcontent (its select found in O(1), one copy each)', () => {
    const make = (n: number) =>
      `<!DOCTYPE html><select><button><selectedcontent></button>${'<div>'.repeat(n)}${'<option selected>x</option>'.repeat(n)}`;
    expect(growth(make)).toBeLessThan(LIMIT);
  });
  it('selects nested in table cells, each with a selectedcontent (each select recorded once)', () => {
    const make = (n: number) =>
      `<!DOCTYPE html>${'<select><table><td><select><button><selectedcontent></button></select>'.repeat(n)}`;
    expect(growth(make)).toBeLessThan(LIMIT);
  });
  it('content foster-parented out of a table', () => {
    expect(growth((n) => `<!DOCTYPE html><table>${'<div>x</div>y'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('unknown elements then unmatched end tags (any other end tag is O(1))', () => {
    expect(growth((n) => `<!DOCTYPE html>${'<x>'.repeat(n)}${'</y>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('unmatched end tags deep in SVG (the foreign end tag loop is O(1))', () => {
    expect(growth((n) => `<!DOCTYPE html><svg>${'<g>'.repeat(n)}${'</x>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('dd after many unknown elements (the li/dd/dt loop is O(1))', () => {
    expect(growth((n) => `<!DOCTYPE html>${'<x>'.repeat(n)}${'<dd>a</dd>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('</a> after many formatting elements (the last <a> is found in O(1))', () => {
    expect(growth((n) => `<!DOCTYPE html><a>${numbered('b', n)}${'</a>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('an error on every line (line starts found once, lazily)', () => {
    expect(growth((n) => `<!DOCTYPE html>${'\n</y>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('deep nesting with positions (end locations, line lookups)', () => {
    expect(growth((n) => `<!DOCTYPE html>${'<div>\n'.repeat(n)}`, true)).toBeLessThan(LIMIT);
  });
  it('a fragment with many children moved by the adoption agency', () => {
    const make = (n: number) => `<a><div>${'<i>x</i>'.repeat(n)}</a>`;
    ops.n = 0;
    parseHtmlFragment(make(N));
    const small = ops.n;
    ops.n = 0;
    parseHtmlFragment(make(16 * N));
    expect(small).toBeGreaterThan(N);
    expect(ops.n / small).toBeLessThan(LIMIT);
  });
  // Issue 27 item 1: the adoption agency edited the stack one entry at a
  // time, relinking every entry above each edit, and searched the stack
  // from the top for the formatting element: quadratic under a deep stack.
  it('issue 27 item 1, adoption agency stack edits: <b>, n <div>, n </b>', () => {
    expect(growth((n) => `<!DOCTYPE html><b>${'<div>'.repeat(n)}${'</b>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('issue 27 item 1, adoption agency stack edits: one </b> over n <span>, a <div>, n <span>', () => {
    expect(growth((n) => `<b>${'<span>'.repeat(n)}<div>${'<span>'.repeat(n)}</b>`)).toBeLessThan(LIMIT);
  });
  it('issue 27 item 1, adoption agency stack edits: <a>, n <div>, n </a><a>', () => {
    expect(growth((n) => `<a>${'<div>'.repeat(n)}${'</a><a>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('issue 27 item 1, adoption agency stack edits: entries leaving under a deep stack (<b>, n <span><div>, n </b>)', () => {
    expect(growth((n) => `<!DOCTYPE html><b>${'<span><div>'.repeat(n)}${'</b>'.repeat(n)}`)).toBeLessThan(LIMIT);
  });
  it('issue 27 item 1, adoption agency stack edits: the slots left behind are stepped over, not walked', () => {
    const make = (n: number) =>
      `<!DOCTYPE html>${numbered('i', n)}<b>${'<span>'.repeat(n)}<div>x</b>${'</i>'.repeat(n)}`;
    expect(growth(make)).toBeLessThan(LIMIT);
  });
  it('issue 27 item 1, adoption agency: </b> under many open <b> that left the list (current node not listed, O(1))', () => {
    expect(growth((n) => `<!DOCTYPE html>${numbered('i', n)}${'<b>'.repeat(n)}${'</b>'.repeat(n)}`)).toBeLessThan(
      LIMIT,
    );
  });
  // Issue 27, the same class in the list of active formatting elements: the
  // adoption agency found the formatting element's entry (and the bookmark)
  // by a search from the end and moved every later entry twice per step.
  it('issue 27, the list of active formatting elements: </b> steps under n closed <i> still listed', () => {
    const make = (n: number) => `<!DOCTYPE html><b>${'<div>'.repeat(n)}<p>${numbered('i', n)}</p>${'</b>'.repeat(n)}`;
    expect(growth(make)).toBeLessThan(LIMIT);
  });
  it('issue 27, the list of active formatting elements: entries the inner loop removes leave the later ones in place', () => {
    const make = (n: number) => `<!DOCTYPE html><b><div>${numbered('s', n)}<div><p>${numbered('i', n)}</p></b>`;
    expect(growth(make)).toBeLessThan(LIMIT);
  });
  it('issue 27, the list of active formatting elements: one removal per adoption agency step under a long list', () => {
    const four = (n: number) =>
      Array.from({ length: n }, (_, i) => `<s id=a${i}><s id=b${i}><s id=c${i}><s id=d${i}><div>`).join('');
    const make = (n: number) => `<!DOCTYPE html><b>${four(n)}<p>${numbered('i', n)}</p>${'</b>'.repeat(n)}x`;
    expect(growth(make)).toBeLessThan(LIMIT);
  });
  // Issue 27 item 2 (a): reconstruction found each entry it reopened in the
  // list (and its indexes) from the end: quadratic in the entries reopened.
  it('issue 27 item 2, reconstruction: work per element reopened is O(1) (n distinct <b> reopened n times)', () => {
    const make = (n: number) => `<!DOCTYPE html><div>${numbered('b', n)}</div>${'<div>x</div>'.repeat(n)}`;
    const perElement = (n: number) => {
      ops.n = 0;
      parseHtml(make(n), { maxReconstruction: Number.POSITIVE_INFINITY });
      return ops.n / (n * n);
    };
    expect(perElement(400) / perElement(100)).toBeLessThan(2);
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
