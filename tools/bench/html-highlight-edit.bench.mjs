// Re-highlighting after an edit (issue #27 item 2): the cost, after one
// keystroke in node-api-all.html (94,600 lines), to get the highlighting of
// the ~50 lines an editor shows around the edit.
// - forgiving createLineHighlighter: `edit` + `spans` of the 50 lines (lazy:
//   states up to the viewport's end, stopping early at an equal state).
// - forgiving, every line after the edit: `edit` + `statesUpTo(lineCount)`
//   (the eager path: scanLine until a state equals the old one, or the end).
// - @lezer/html incremental parse: `TreeFragment.applyChanges` + `parse`
//   with the fragments (the whole tree), and, as CodeMirror does for the
//   viewport, `startParse` with the fragments, `stopAt(viewport end)` and
//   `advance` until it returns a tree.
// Each edit is timed from a document highlighted (parsed) in full before it;
// the median of many runs, all contenders in one process. Build first:
// `pnpm turbo run build`. Run: `cd tools && node --expose-gc bench/html-highlight-edit.bench.mjs`
// (BENCH_QUICK=1 for fewer runs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLineHighlighter } from '@forgiving/html-tokenizer/highlight';
import { TreeFragment } from '@lezer/common';
import { parser } from '@lezer/html';
import { corpusRoot } from './harness.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 15 : 60;
/** Runs not counted: each contender's code warms up on its own edit first. */
const WARMUP = QUICK ? 5 : 20;
const text = readFileSync(join(corpusRoot, 'html', 'node-api-all.html'), 'utf8');
const lines = text.split('\n');
/** The edited line (0-based): `// Prints: 68656c6c6f…`, in a `<pre>` between two comments 4,846 lines apart. */
const LINE = 9304;
const VIEW_FROM = LINE - 10;
const VIEW_TO = LINE + 40;

/**
 * Each edit: the line before (`before` replaces line LINE: set up untimed),
 * the line after (`after`: the timed edit), or null to delete the line.
 */
const original = lines[LINE];
const EDITS = {
  'typing a character in text': { before: original, after: `${original.slice(0, 3)}x${original.slice(3)}` },
  'opening a comment (the second - of <!--)': { before: `<!-${original}`, after: `<!--${original}` },
  'closing a tag (the > of <b)': { before: `<b${original}`, after: `<b>${original}` },
  'opening a <script> (its >)': { before: `<script${original}`, after: `<script>${original}` },
  'deleting a line': { before: original, after: null },
};

const lineStart = (all, n) => {
  let offset = 0;
  for (let k = 0; k < n; k++) offset += all[k].length + 1;
  return offset;
};

function median(samples) {
  const sorted = samples.slice().sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/**
 * Median ms of each contender's `timed(state)` after its `setup()` (untimed).
 * The contenders take turns, one run each (as the harness's `throughputs`),
 * so that the machine's load falls on all of them alike.
 */
function measure(contenders) {
  const samples = contenders.map(() => []);
  for (let k = 0; k < RUNS + WARMUP; k++) {
    contenders.forEach(([setup, timed], i) => {
      const state = setup();
      const t0 = performance.now();
      timed(state);
      const ms = performance.now() - t0;
      if (k >= WARMUP) samples[i].push(ms);
    });
  }
  return samples.map(median);
}

function forgiving(edit, viewportOnly) {
  const base = lines.slice();
  base[LINE] = edit.before;
  const doc = createLineHighlighter(base);
  doc.statesUpTo(doc.lineCount);
  const replacement = edit.after === null ? [] : [edit.after];
  return [
    () => {
      // Back to the document before the edit, highlighted in full (the undo is untimed).
      if (doc.lineCount !== base.length || doc.line(LINE) !== edit.before)
        doc.edit(LINE, LINE + (edit.after === null ? 0 : 1), [edit.before]);
      doc.statesUpTo(doc.lineCount);
      return doc;
    },
    (d) => {
      d.edit(LINE, LINE + 1, replacement);
      if (viewportOnly) for (let n = VIEW_FROM; n < VIEW_TO; n++) d.spans(n);
      else d.statesUpTo(d.lineCount);
    },
  ];
}

function lezer(edit, viewportOnly) {
  const base = lines.slice();
  base[LINE] = edit.before;
  const before = base.join('\n');
  const at = lineStart(base, LINE);
  let change;
  let after;
  if (edit.after === null) {
    change = { fromA: at, toA: at + edit.before.length + 1, fromB: at, toB: at };
    after = before.slice(0, at) + before.slice(at + edit.before.length + 1);
  } else {
    // The one character typed: where the two lines first differ.
    let k = 0;
    while (edit.before[k] === edit.after[k]) k++;
    change = { fromA: at + k, toA: at + k, fromB: at + k, toB: at + k + 1 };
    after = before.slice(0, at + k) + edit.after[k] + before.slice(at + k);
  }
  const tree = parser.parse(before);
  const fragments = TreeFragment.addTree(tree);
  const viewEnd = lineStart(after.split('\n'), VIEW_TO);
  return [
    () => fragments,
    (old) => {
      const kept = TreeFragment.applyChanges(old, [change]);
      if (!viewportOnly) return parser.parse(after, kept);
      const parse = parser.startParse(after, kept);
      parse.stopAt(viewEnd);
      let result = null;
      while (result === null) result = parse.advance();
      return result;
    },
  ];
}

console.log(
  `## html re-highlighting after an edit (node-api-all.html, ${lines.length} lines, edit at line ${LINE + 1}; median ms of ${RUNS})`,
);
console.log(
  '| edit | forgiving lazy, 50-line viewport | @lezer/html incremental, whole tree | ratio | @lezer/html incremental, up to the viewport | ratio | forgiving, all lines after the edit |',
);
console.log('|---|---|---|---|---|---|---|');
for (const [name, edit] of Object.entries(EDITS)) {
  const [lazy, eager, lezerAll, lezerView] = measure([
    forgiving(edit, true),
    forgiving(edit, false),
    lezer(edit, false),
    lezer(edit, true),
  ]);
  const f = (ms) => ms.toFixed(3);
  console.log(
    `| ${name} | ${f(lazy)} | ${f(lezerAll)} | ${(lezerAll / lazy).toFixed(1)}× | ${f(lezerView)} | ${(lezerView / lazy).toFixed(1)}× | ${f(eager)} |`,
  );
}
