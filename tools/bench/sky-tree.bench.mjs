// @forgiving/sky-tree: parse to tree vs htmlparser2 Parser + DomHandler,
// positions on vs off, and retained tree memory vs input size.
// Run: cd tools && node --expose-gc bench/sky-tree.bench.mjs  (BENCH_QUICK=1 for a quick pass)
import { parse } from '@forgiving/sky-tree';
import { DomHandler } from 'domhandler';
import { Parser } from 'htmlparser2';
import { compare, corpus, interleaved, soloCompare, soloName, soloRun } from './harness.mjs';

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

const solo = soloName();
if (solo !== undefined) {
  soloRun(contenders[solo], docs);
  process.exit(0);
}

/** Each contender alone in a fresh process (harness `soloCompare`): the figures to trust for tree builders. */
function soloRatios() {
  const ms = soloCompare('sky-tree: parse to tree', import.meta.filename, Object.keys(contenders), docs);
  for (const key of ['wall', 'cpu']) {
    const plain = ms['forgiving parse'][key];
    const positions = ms['forgiving parse (positions)'][key];
    const peer = ms['htmlparser2 Parser + DomHandler'][key];
    console.log(
      `${key}: parse / htmlparser2+DomHandler ${(peer / plain).toFixed(2)}x (goal >= 3x); positions cost ${((positions / plain - 1) * 100).toFixed(0)}% (goal <= 30%)`,
    );
  }
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
console.log(
  `+ one short text child, 1000 distinct values (strings shared through the value cache): ${(withShortText - leaf).toFixed(0)}`,
);
console.log(`+ a second child, a leaf element: ${(twoChildren - withText).toFixed(0)}`);
console.log(`+ one attribute (record slot + sliced value): ${(oneAttribute - leaf).toFixed(0)}`);
console.log(`+ a second attribute: ${(twoAttributes - oneAttribute).toFixed(0)}`);
