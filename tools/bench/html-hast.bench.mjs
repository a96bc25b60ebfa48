// @forgiving/html-tree, the hast side: parse5 driving createHastAdapter
// against the rehype path (parse5's default tree through
// hast-util-from-parse5, the same hast) and parse5's own `parse`; the
// retained size of the hast tree against parse5's default tree of the same
// document (goal <= half); toHtml against parse5's serializer.
// Run: cd tools && node --expose-gc bench/html-hast.bench.mjs  (BENCH_QUICK=1 for a quick pass,
//      BENCH_MODE=retained for the memory figures only)
import { createHastAdapter, toHtml } from '@forgiving/html-tree';
import { fromParse5 } from 'hast-util-from-parse5';
import * as parse5 from 'parse5';
import { compare, corpus } from './harness.mjs';

const docs = corpus('html');

const hast = (text, positions = false) => {
  const adapter = createHastAdapter({ positions });
  return adapter.finish(parse5.parse(text, { treeAdapter: adapter, sourceCodeLocationInfo: positions }), text);
};
const rehype = (text, positions = false) =>
  fromParse5(
    parse5.parse(text, { sourceCodeLocationInfo: positions }),
    positions ? { file: { toString: () => text } } : {},
  );

const speedRuns = process.env.BENCH_MODE !== 'retained';
if (speedRuns) {
  const speed = compare('parse to hast: parse5 + createHastAdapter vs the rehype path', docs, {
    'parse5 + createHastAdapter': (text) => hast(text),
    'parse5 + hast-util-from-parse5': (text) => rehype(text),
    'parse5 parse (default tree)': (text) => parse5.parse(text),
  });
  console.log(
    `adapter / rehype path: ${(speed[0].mbps / speed[1].mbps).toFixed(2)}x; adapter / parse5 default tree: ${(speed[0].mbps / speed[2].mbps).toFixed(2)}x`,
  );

  const located = compare('with positions', docs, {
    'parse5 + createHastAdapter (positions)': (text) => hast(text, true),
    'parse5 + hast-util-from-parse5 (positions)': (text) => rehype(text, true),
  });
  console.log(`adapter / rehype path, positions: ${(located[0].mbps / located[1].mbps).toFixed(2)}x`);

  const trees = docs.map((doc) => ({ ...doc, hast: hast(doc.text), p5: parse5.parse(doc.text) }));
  const written = compare('serialize: toHtml(hast) vs parse5.serialize(default tree)', trees, {
    toHtml: (_text, doc) => toHtml(doc.hast),
    'parse5 serialize': (_text, doc) => parse5.serialize(doc.p5),
  });
  console.log(`toHtml / parse5 serialize: ${(written[0].mbps / written[1].mbps).toFixed(2)}x`);
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
  'hast (createHastAdapter)': (text) => hast(text),
  'hast (rehype path)': (text) => rehype(text),
  'parse5 default tree': (text) => parse5.parse(text),
  'hast with positions': (text) => hast(text, true),
  'parse5 default tree with locations': (text) => parse5.parse(text, { sourceCodeLocationInfo: true }),
})) {
  sizes[name] = heldBy(() => docs.map((doc) => build(doc.text)));
  console.log(
    `${name.padEnd(40)} ${(sizes[name] / 1e6).toFixed(1).padStart(8)} MB   ${(sizes[name] / inputBytes).toFixed(2)}x input`,
  );
}
console.log(
  `hast / parse5 default tree: ${(sizes['hast (createHastAdapter)'] / sizes['parse5 default tree']).toFixed(2)} (goal <= 0.5); ` +
    `with positions / locations: ${(sizes['hast with positions'] / sizes['parse5 default tree with locations']).toFixed(2)}`,
);
