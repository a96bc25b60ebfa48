// Issue #27 item 2: re-highlighting after an edit, lazily. `createLineHighlighter`
// computes line states on demand up to the line asked for, and after an edit
// stops where a recomputed state equals the old one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HtmlSpan, createLineHighlighter, scanLine, startLineState } from '../src/highlight.ts';
import { lineWork } from '../src/line-state.ts';

/** The spans of every line by `scanLine` from the start: what the highlighter must give. */
function eager(lines: readonly string[]): HtmlSpan[][] {
  let state = startLineState();
  return lines.map((line) => {
    const result = scanLine(line, state);
    state = result.state;
    return result.spans;
  });
}

/** The work `scanLine` does during `run` (characters, stack nodes, tokenizer steps). */
function work(run: () => void): number {
  const before = lineWork.n;
  run();
  return lineWork.n - before;
}

const PIECES = [
  '<!--',
  '-->',
  '<script>',
  '</script>',
  '<a b="',
  '"',
  '>',
  'x',
  '<svg>',
  '</svg>',
  '<![CDATA[',
  ']]>',
  '<!DOCTYPE',
  '<math><mi>',
  '',
];
const line = fc.array(fc.constantFrom(...PIECES), { maxLength: 4 }).map((parts) => parts.join(''));

describe('createLineHighlighter (issue #27 item 2)', () => {
  it('gives the spans of scanLine, for random edits and queries in any order', () => {
    const edit = fc.record({
      from: fc.nat({ max: 12 }),
      length: fc.nat({ max: 3 }),
      lines: fc.array(line, { maxLength: 3 }),
      query: fc.array(fc.nat({ max: 14 }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.array(edit, { maxLength: 6 }), (start, edits) => {
        const lines = start.slice();
        const doc = createLineHighlighter(lines);
        for (const { from, length, lines: added, query } of edits) {
          const f = Math.min(from, lines.length);
          const t = Math.min(f + length, lines.length);
          doc.edit(from, from + length, added);
          lines.splice(f, t - f, ...added);
          expect(doc.lineCount).toBe(lines.length);
          const expected = eager(lines);
          for (const n of query) expect([n, doc.spans(n)]).toEqual([n, expected[n] ?? []]);
        }
        const expected = eager(lines);
        for (let n = lines.length - 1; n >= 0; n--) expect([n, doc.spans(n)]).toEqual([n, expected[n]]);
        for (let n = 0; n < lines.length; n++) expect(doc.line(n)).toBe(lines[n]);
      }),
      { numRuns: Number(process.env.RUNS ?? 300) },
    );
  });

  it('scans only up to the line asked for', () => {
    const lines = Array.from({ length: 10_000 }, (_, k) => `<p class="c${k}">line ${k}</p>`);
    const doc = createLineHighlighter(lines.join('\n'));
    expect(doc.known).toBe(1);
    doc.spans(49);
    expect(doc.known).toBe(51);
    expect(doc.stateAt(10_000)).toEqual(startLineState());
    expect(doc.known).toBe(10_001);
  });

  it('an edit that leaves the state as it was rescans one line', () => {
    const lines = Array.from({ length: 10_000 }, (_, k) => `<p>line ${k}</p>`);
    const doc = createLineHighlighter(lines);
    doc.statesUpTo(10_000);
    const cost = work(() => {
      doc.edit(5000, 5001, ['<p>line 5000!</p>']);
      expect(doc.known).toBe(5001);
      doc.spans(5049);
    });
    expect(doc.known).toBe(10_001);
    expect(cost).toBeLessThan(100);
  });

  it('opening a comment costs the viewport, not the rest of the document; closing it again stops early', () => {
    const lines = Array.from({ length: 10_000 }, (_, k) => `<p>line ${k}</p>`);
    const doc = createLineHighlighter(lines);
    doc.statesUpTo(10_000);
    const viewport = work(() => {
      doc.edit(5000, 5001, ['<!-<p>line 5000</p>']);
      doc.edit(5000, 5001, ['<!--<p>line 5000</p>']);
      for (let n = 5000; n < 5050; n++) doc.spans(n);
    });
    expect(doc.known).toBe(5051);
    expect(doc.spans(5040)).toEqual([{ kind: 'comment', start: 0, end: lines[5040]!.length }]);
    const oneLine = work(() => scanLine(lines[5000]!, startLineState()));
    expect(viewport).toBeLessThan(60 * oneLine);
    // Deleting the opening again: the viewport's lines are scanned again
    // (their states were the comment's), and the old states after it, from
    // before the comment, are checked, not rescanned.
    const close = work(() => {
      doc.edit(5000, 5001, ['<p>line 5000</p>']);
      doc.spans(9999);
    });
    expect(doc.known).toBe(10_001);
    expect(close).toBeLessThan(60 * oneLine);
    const expected = eager(lines);
    for (let n = 4990; n < 10_000; n += 7) expect(doc.spans(n)).toEqual(expected[n]);
  });

  it('inserting and deleting lines keeps the old states after them', () => {
    const lines = Array.from({ length: 1000 }, (_, k) => `<b>${k}</b>`);
    const doc = createLineHighlighter(lines);
    doc.statesUpTo(1000);
    doc.edit(10, 10, ['<i>new</i>', 'x']);
    doc.spans(20);
    expect(doc.known).toBe(1003);
    doc.edit(10, 12, []);
    doc.spans(20);
    expect(doc.known).toBe(1001);
    doc.edit(999, 1000, []);
    expect(doc.lineCount).toBe(999);
    expect(doc.spans(998)).toEqual(eager(lines)[998]);
    expect(doc.spans(999)).toEqual([]);
  });

  it('pasting and deleting many lines at once (more than the 64 moved by splice)', () => {
    const lines = Array.from({ length: 3000 }, (_, k) =>
      k % 97 === 0 ? `<!-- ${k}` : k % 89 === 0 ? '-->' : `<i>${k}</i>`,
    );
    const doc = createLineHighlighter(lines);
    doc.statesUpTo(1500);
    const paste = Array.from({ length: 1000 }, (_, k) => (k % 300 === 0 ? '<script>' : `a${k}<b`));
    doc.edit(700, 710, paste);
    lines.splice(700, 10, ...paste);
    doc.spans(1200);
    doc.edit(100, 900, ['</script>']);
    lines.splice(100, 800, '</script>');
    const expected = eager(lines);
    for (let n = lines.length - 1; n >= 0; n -= 3) expect([n, doc.spans(n)]).toEqual([n, expected[n]]);
    expect(doc.lineCount).toBe(lines.length);
  });

  it('out-of-range arguments are clamped, never throw', () => {
    const doc = createLineHighlighter('a\nb');
    doc.edit(-5, 99, ['<x', 'y>']);
    expect(doc.lineCount).toBe(2);
    expect(doc.spans(-1)).toEqual([]);
    expect(doc.spans(1).map((s) => s.kind)).toEqual(['attribute-name', 'tag-close']);
    doc.edit(7, 8, ['z']);
    expect(doc.lineCount).toBe(3);
    expect(doc.stateAt(-3)).toEqual(startLineState());
  });
});
