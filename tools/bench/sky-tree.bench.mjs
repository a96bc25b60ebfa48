// @forgiving/sky-tree: parse to tree vs htmlparser2 Parser + DomHandler,
// positions on vs off, and retained tree memory vs input size.
// Run: cd tools && node --expose-gc bench/sky-tree.bench.mjs  (BENCH_QUICK=1 for a quick pass)
import { execFileSync } from 'node:child_process';
import { parse } from '@forgiving/sky-tree';
import { DomHandler } from 'domhandler';
import { Parser } from 'htmlparser2';
import { compare, corpus, interleaved } from './harness.mjs';

const docs = corpus('html', { prefix: '#!mojo mojo:sky\n' });

function htmlparser2Dom(text) {
  const handler = new DomHandler();
  const parser = new Parser(handler);
  parser.end(text);
  return handler.root;
}

const contenders = {
  'forgiving parse': (text) => parse(text, { context: 'application' }),
  'forgiving parse (positions)': (text) => parse(text, { context: 'application', positions: true }),
  'htmlparser2 Parser + DomHandler': (text) => htmlparser2Dom(text),
};

/**
 * One contender alone in this (fresh) process: median wall and CPU ms per
 * pass over the corpus, as JSON on stdout.
 */
function soloRun(name) {
  const fn = contenders[name];
  const wall = [];
  const cpu = [];
  const passes = process.env.BENCH_QUICK === '1' ? 5 : 10;
  for (let pass = 0; pass < passes; pass++) {
    const t = performance.now();
    const c = process.cpuUsage();
    for (const doc of docs) fn(doc.text);
    const used = process.cpuUsage(c);
    if (pass >= 2) {
      wall.push(performance.now() - t);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const median = (a) => a.sort((x, y) => x - y)[a.length >> 1];
  console.log(JSON.stringify({ wall: median(wall), cpu: median(cpu) }));
}

/**
 * Each contender in a process of its own, in turns (3 rounds, median). Tree
 * builders are bound by garbage collection: in one process, the GC work one
 * contender's garbage and surviving trees cause is partly done while the
 * next one runs (and concurrent GC threads count in CPU time), so in-process
 * ratios move with the order and company of contenders. Alone, each pays
 * for its own memory.
 */
function soloRatios() {
  const rounds = process.env.BENCH_QUICK === '1' ? 1 : 3;
  const runs = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of Object.keys(contenders)) {
      const out = execFileSync(process.execPath, [...process.execArgv, import.meta.filename, `--solo=${name}`]);
      runs[name].push(JSON.parse(out.toString()));
    }
  }
  const median = (a) => a.sort((x, y) => x - y)[a.length >> 1];
  const ms = (name, key) => median(runs[name].map((r) => r[key]));
  const mb = docs.reduce((sum, doc) => sum + doc.bytes, 0) / 1e6;
  console.log(`\n## each contender alone in a fresh process (${rounds} round(s), median ms per pass)`);
  for (const name of Object.keys(contenders)) {
    console.log(
      `${name.padEnd(40)} wall ${ms(name, 'wall').toFixed(0)} ms (${(mb / (ms(name, 'wall') / 1e3)).toFixed(1)} MB/s), CPU ${ms(name, 'cpu').toFixed(0)} ms`,
    );
  }
  for (const key of ['wall', 'cpu']) {
    const plain = ms('forgiving parse', key);
    const positions = ms('forgiving parse (positions)', key);
    const peer = ms('htmlparser2 Parser + DomHandler', key);
    console.log(
      `${key}: parse / htmlparser2+DomHandler ${(peer / plain).toFixed(2)}x (goal >= 3x); positions cost ${((positions / plain - 1) * 100).toFixed(0)}% (goal <= 30%)`,
    );
  }
}

const solo = process.argv.find((a) => a.startsWith('--solo='))?.slice('--solo='.length);
if (solo !== undefined) {
  soloRun(solo);
  process.exit(0);
}

soloRatios();

const speed = compare('sky-tree: parse to tree, in one process', docs, contenders, { baseline: 'forgiving parse' });
const [plain, withPositions, peer] = speed.map((r) => r.mbps);
console.log(`parse / htmlparser2+DomHandler: ${(plain / peer).toFixed(2)}x (goal >= 3x)`);
console.log(`positions cost: ${((plain / withPositions - 1) * 100).toFixed(0)}% (goal <= 30%)`);

const cpu = interleaved(docs, {
  plain: contenders['forgiving parse'],
  positions: contenders['forgiving parse (positions)'],
  peer: contenders['htmlparser2 Parser + DomHandler'],
});
console.log('\n## in one process, interleaved, CPU time (MB/s)');
console.log(
  `forgiving ${cpu.plain.toFixed(1)}, with positions ${cpu.positions.toFixed(1)}, htmlparser2+DomHandler ${cpu.peer.toFixed(1)}`,
);
console.log(`parse / htmlparser2+DomHandler: ${(cpu.plain / cpu.peer).toFixed(2)}x (goal >= 3x)`);
console.log(`positions cost: ${((cpu.plain / cpu.positions - 1) * 100).toFixed(0)}% (goal <= 30%)`);

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

/**
 * Heap retained by the trees of every doc (held at once). Each tree is built
 * from a fresh copy of its input that nothing else holds: a tree whose
 * strings are slices of the input pins the whole input (a V8 sliced string
 * keeps its parent alive), and then the input counts too.
 */
const retained = (build) => heldBy(() => docs.map((doc) => build(Buffer.from(doc.text).toString())));

/** The same, with the inputs alive throughout (docs): the tree's own objects alone. */
const retainedTreeOnly = (build) => heldBy(() => docs.map((doc) => build(doc.text)));

const inputBytes = docs.reduce((sum, doc) => sum + doc.bytes, 0);
console.log(`\n## retained tree memory  (${(inputBytes / 1e6).toFixed(1)} MB input)`);
for (const [name, build] of Object.entries({
  'forgiving parse': (text) => parse(text, { context: 'application' }).tree,
  'forgiving parse (positions)': (text) => parse(text, { context: 'application', positions: true }).tree,
  'htmlparser2 DomHandler': htmlparser2Dom,
})) {
  const bytes = retained(build);
  const own = retainedTreeOnly(build);
  console.log(
    `${name.padEnd(40)} ${(bytes / 1e6).toFixed(1).padStart(8)} MB   ${(bytes / inputBytes).toFixed(2)}x input` +
      `   (tree objects only: ${(own / inputBytes).toFixed(2)}x)`,
  );
}

/**
 * Where the memory goes: retained bytes per node kind, from synthetic
 * documents of N siblings that differ in one thing (the input kept alive, so
 * these are the tree's own objects; long values are V8 sliced strings).
 */
function bytesPer(count, piece) {
  const text = `#!mojo mojo:sky\n${Array.from({ length: count }, (_, i) => piece(i)).join('')}`;
  return heldBy(() => parse(text, { context: 'application' }).tree) / count;
}

const N = 100_000;
const leaf = bytesPer(N, () => '<a></a>');
const withText = bytesPer(N, (i) => `<a>a text node #${i}</a>`);
const withShortText = bytesPer(N, (i) => `<a>${i % 1000}</a>`);
const twoChildren = bytesPer(N, (i) => `<a>a text node #${i}<b></b></a>`);
const oneAttribute = bytesPer(N, (i) => `<a href="a long attribute value ${i}"></a>`);
const twoAttributes = bytesPer(N, (i) => `<a href="a long attribute value ${i}" id="another value #${i}"></a>`);
console.log('\n## retained bytes per node (synthetic, 10^5 siblings; 64-bit V8, no pointer compression)');
console.log(`leaf element, no attributes (node + empty children + empty record + parent slot): ${leaf.toFixed(0)}`);
console.log(`+ one text child (node + one-slot children + sliced string): ${(withText - leaf).toFixed(0)}`);
console.log(`+ one short text child, 1000 distinct values (strings shared through the value cache): ${(withShortText - leaf).toFixed(0)}`);
console.log(`+ a second child, a leaf element: ${(twoChildren - withText).toFixed(0)}`);
console.log(`+ one attribute (record slot + sliced value): ${(oneAttribute - leaf).toFixed(0)}`);
console.log(`+ a second attribute: ${(twoAttributes - oneAttribute).toFixed(0)}`);
