// @forgiving/html-tree end to end (issue 16, speed): parseHtml (the
// tokenizer, tree construction, the hast adapter) against the rehype path
// (parse5 + hast-util-from-parse5: the same hast), parse5's own `parse`
// (its default tree) and htmlparser2's `parseDocument` (not spec-exact), on
// the same strings in one process; then both hast paths with positions.
// Goals: >= 3x the rehype path, >= 2.5x parse5, >= 2x htmlparser2; with
// positions >= 3x the rehype path.
// Run: cd tools && node bench/html-tree.bench.mjs  (BENCH_QUICK=1 for a quick pass)
import { parseHtml } from '@forgiving/html-tree';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseDocument } from 'htmlparser2';
import * as parse5 from 'parse5';
import { compare, corpus } from './harness.mjs';

const docs = corpus('html');

const rehype = (text, positions = false) =>
  fromParse5(parse5.parse(text, { sourceCodeLocationInfo: positions }), positions ? { file: { toString: () => text } } : {});

const speed = compare('parse to a tree', docs, {
  'forgiving parseHtml (hast)': (text) => parseHtml(text),
  'parse5 + hast-util-from-parse5 (rehype path)': (text) => rehype(text),
  'parse5 parse (default tree)': (text) => parse5.parse(text),
  'htmlparser2 parseDocument': (text) => parseDocument(text),
});
const [ours, rehypePath, p5, h2] = speed.map((row) => row.mbps);
console.log(
  `parseHtml / rehype path: ${(ours / rehypePath).toFixed(2)}x (goal 3); / parse5: ${(ours / p5).toFixed(2)}x (goal 2.5); / htmlparser2: ${(ours / h2).toFixed(2)}x (goal 2)`,
);

const located = compare('with positions', docs, {
  'forgiving parseHtml (hast, positions)': (text) => parseHtml(text, { positions: true }),
  'parse5 + hast-util-from-parse5 (positions)': (text) => rehype(text, true),
});
console.log(`parseHtml / rehype path, positions: ${(located[0].mbps / located[1].mbps).toFixed(2)}x (goal 3)`);
