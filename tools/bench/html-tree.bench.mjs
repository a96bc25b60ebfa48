// @forgiving/html-tree end to end (issue 16, speed): parseHtml (the
// tokenizer, tree construction, the hast adapter) against the rehype path
// (parse5 + hast-util-from-parse5: the same hast), parse5's own `parse`
// (its default tree) and htmlparser2's `parseDocument` (not spec-exact), on
// the same strings in one process, the contenders taking turns on each
// document (harness.mjs `throughputs`); then both hast paths with positions;
// then the retained size of the trees (with --expose-gc).
// Goals: >= 3x the rehype path, >= 2.5x parse5, >= 2x htmlparser2; with
// positions >= 3x the rehype path; retained tree <= 0.5 of parse5's.
// Run: cd tools && node --expose-gc bench/html-tree.bench.mjs
//      (BENCH_QUICK=1 for a quick pass; BENCH_MODE=retained for memory only;
//      BENCH_MODE=solo for the goals' ratios with each contender alone in a
//      fresh process: in one process a tree builder pays for part of the
//      others' garbage, and the ratios moved by ±15 % from run to run;
//      BENCH_RUNS=N for the in-process ratios N times, each run in a fresh
//      process, printed with their median and range: one in-process run
//      moves by more than the goals' margins on a shared VM)
import { parseHtml } from '@forgiving/html-tree';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseDocument } from 'htmlparser2';
import * as parse5 from 'parse5';
import { execFileSync } from 'node:child_process';
import { compare, corpus, soloCompare, soloName, soloRun } from './harness.mjs';

const docs = corpus('html');

const rehype = (text, positions = false) =>
  fromParse5(
    parse5.parse(text, { sourceCodeLocationInfo: positions }),
    positions ? { file: { toString: () => text } } : {},
  );

/** The goals' contenders (also each alone in a fresh process, BENCH_MODE=solo). */
const contenders = {
  'forgiving parseHtml (hast)': (text) => parseHtml(text),
  'parse5 + hast-util-from-parse5 (rehype path)': (text) => rehype(text),
  'parse5 parse (default tree)': (text) => parse5.parse(text),
  'htmlparser2 parseDocument': (text) => parseDocument(text),
  'forgiving parseHtml (hast, positions)': (text) => parseHtml(text, { positions: true }),
  'parse5 + hast-util-from-parse5 (positions)': (text) => rehype(text, true),
};

/** The goals' ratios from `soloCompare` (wall and process CPU time). */
function soloRatios() {
  const ms = soloCompare("html-tree: the goals' contenders", import.meta.filename, Object.keys(contenders), docs);
  const [ours, rehypePath, p5, h2, oursAt, rehypeAt] = Object.keys(contenders).map((name) => ms[name]);
  for (const key of ['wall', 'cpu']) {
    console.log(
      `${key}: parseHtml / rehype path ${(rehypePath[key] / ours[key]).toFixed(2)}x (goal 3); / parse5 ${(p5[key] / ours[key]).toFixed(2)}x (goal 2.5); ` +
        `/ htmlparser2 ${(h2[key] / ours[key]).toFixed(2)}x (goal 2); with positions / rehype path ${(rehypeAt[key] / oursAt[key]).toFixed(2)}x (goal 3)`,
    );
  }
}

const solo = soloName();
if (solo !== undefined) {
  soloRun(contenders[solo], docs);
  process.exit(0);
}
if (process.env.BENCH_MODE === 'solo') {
  soloRatios();
  process.exit(0);
}

/** The in-process goals' ratios, `runs` times, each in a fresh process (BENCH_RUNS). */
function repeatedRatios(runs) {
  const env = { ...process.env, BENCH_RUNS: '1', BENCH_RATIOS: 'json' };
  const all = [];
  for (let run = 0; run < runs; run++) {
    const out = execFileSync(process.execPath, [...process.execArgv, import.meta.filename], { env }).toString();
    const ratios = JSON.parse(out.slice(out.lastIndexOf('RATIOS ') + 'RATIOS '.length));
    console.log(
      `run ${run + 1}: ${Object.entries(ratios)
        .map(([k, v]) => `${k} ${v.toFixed(2)}x`)
        .join(', ')}`,
    );
    all.push(ratios);
  }
  console.log(`\n## in-process ratios over ${runs} runs, each in a fresh process: median (range)`);
  for (const [key, goal] of Object.entries(GOALS)) {
    const values = all.map((r) => r[key]).sort((a, b) => a - b);
    const mid = values.length >> 1;
    const median = values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
    console.log(
      `parseHtml / ${key}: ${median.toFixed(2)}x (${values[0].toFixed(2)}-${values.at(-1).toFixed(2)}x; goal ${goal}x)`,
    );
  }
}

/** The goals of issue 16, by the name the ratios are printed under. */
const GOALS = { 'rehype path': 3, parse5: 2.5, htmlparser2: 2, 'rehype path, positions': 3 };

const runs = Number(process.env.BENCH_RUNS ?? '1');
if (runs > 1) {
  repeatedRatios(runs);
  process.exit(0);
}

if (process.env.BENCH_MODE !== 'retained') {
  const names = Object.keys(contenders);
  const speed = compare(
    'parse to a tree',
    docs,
    Object.fromEntries(names.slice(0, 4).map((name) => [name, contenders[name]])),
  );
  const [ours, rehypePath, p5, h2] = speed.map((row) => row.mbps);
  console.log(
    `parseHtml / rehype path: ${(ours / rehypePath).toFixed(2)}x (goal 3); / parse5: ${(ours / p5).toFixed(2)}x (goal 2.5); / htmlparser2: ${(ours / h2).toFixed(2)}x (goal 2)`,
  );

  const located = compare(
    'with positions',
    docs,
    Object.fromEntries(names.slice(4).map((name) => [name, contenders[name]])),
  );
  console.log(`parseHtml / rehype path, positions: ${(located[0].mbps / located[1].mbps).toFixed(2)}x (goal 3)`);
  if (process.env.BENCH_RATIOS === 'json') {
    const ratios = [ours / rehypePath, ours / p5, ours / h2, located[0].mbps / located[1].mbps];
    console.log(`RATIOS ${JSON.stringify(Object.fromEntries(Object.keys(GOALS).map((k, i) => [k, ratios[i]])))}`);
    process.exit(0);
  }
}

/** Heap bytes still held, after gc(), by what `make` returns (NaN without --expose-gc). */
function heldBy(make) {
  if (typeof globalThis.gc !== 'function') return Number.NaN;
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  const kept = make();
  globalThis.gc();
  const after = process.memoryUsage().heapUsed;
  if (kept === undefined) throw new Error('unreachable'); // keeps `kept` alive until measured
  return after - before;
}

// Inputs stay alive throughout (docs): the figures are the trees' own objects.
const inputBytes = docs.reduce((sum, doc) => sum + doc.bytes, 0);
console.log(`\n## retained tree memory, all pages held at once  (${(inputBytes / 1e6).toFixed(1)} MB input)`);
const sizes = {};
for (const [name, build] of Object.entries({
  'parseHtml (hast)': (text) => parseHtml(text).tree,
  'parse5 default tree': (text) => parse5.parse(text),
  'htmlparser2 parseDocument': (text) => parseDocument(text),
  'parseHtml (hast, positions)': (text) => parseHtml(text, { positions: true }).tree,
  'parse5 default tree with locations': (text) => parse5.parse(text, { sourceCodeLocationInfo: true }),
})) {
  sizes[name] = heldBy(() => docs.map((doc) => build(doc.text)));
  console.log(
    `${name.padEnd(40)} ${(sizes[name] / 1e6).toFixed(1).padStart(8)} MB   ${(sizes[name] / inputBytes).toFixed(2)}x input`,
  );
}
console.log(
  `parseHtml / parse5 default tree: ${(sizes['parseHtml (hast)'] / sizes['parse5 default tree']).toFixed(2)} (goal <= 0.5); ` +
    `with positions / locations: ${(sizes['parseHtml (hast, positions)'] / sizes['parse5 default tree with locations']).toFixed(2)}`,
);
