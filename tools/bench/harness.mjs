// Shared benchmark harness: peers are measured on the same strings, in the
// same process or each alone in a fresh one (`soloCompare`), and reported as
// ratios (shared/bench-corpus/README.md).
// Usage:
//   import { corpus, compare } from './harness.mjs';
//   const docs = corpus('html', { prefix: '#!mojo mojo:sky\n' });
//   compare('sky tokenizer callbacks', docs, {
//     'forgiving': (text) => { ... },
//     'htmlparser2 Tokenizer': (text) => { ... },
//   }, { baseline: 'forgiving' });
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// BENCH_CORPUS overrides it (a git worktree elsewhere than the main checkout).
export const corpusRoot = process.env.BENCH_CORPUS ?? join(here, '../../../shared/bench-corpus');

/** Reads every file of a corpus folder ('html' or 'xml') as a string. */
export function corpus(folder, { prefix = '', filter } = {}) {
  const dir = join(corpusRoot, folder);
  return readdirSync(dir)
    .filter((f) => !filter || filter(f))
    .sort()
    .map((name) => {
      const text = prefix + readFileSync(join(dir, name), 'utf8');
      return { name, text, bytes: Buffer.byteLength(text) };
    });
}

const QUICK = process.env.BENCH_QUICK === '1';

/**
 * Median wall-clock MB/s of each contender over all docs. Contenders take
 * turns, one run each, per document (about `budgetMs` per contender): run
 * one after another, the first found a fresh heap and the later ones the
 * garbage it left, which favoured an allocation-heavy contender run first by
 * up to 1.5×.
 */
export function throughputs(contenders, docs, { budgetMs = QUICK ? 60 : 400, warmup = QUICK ? 1 : 3 } = {}) {
  const names = Object.keys(contenders);
  const totalMs = Object.fromEntries(names.map((name) => [name, 0]));
  for (const doc of docs) {
    for (const name of names) for (let i = 0; i < warmup; i++) contenders[name](doc.text, doc);
    const samples = Object.fromEntries(names.map((name) => [name, []]));
    const start = performance.now();
    while (names.length > 0 && (performance.now() - start < budgetMs * names.length || samples[names[0]].length < 3)) {
      for (const name of names) {
        const t0 = performance.now();
        contenders[name](doc.text, doc);
        samples[name].push(performance.now() - t0);
      }
    }
    for (const name of names) {
      const sorted = samples[name].sort((x, y) => x - y);
      totalMs[name] += sorted[sorted.length >> 1];
    }
  }
  const megabytes = docs.reduce((sum, doc) => sum + doc.bytes, 0) / 1e6;
  return Object.fromEntries(names.map((name) => [name, megabytes / (totalMs[name] / 1e3)]));
}

/**
 * Runs every contender over the docs (interleaved, see `throughputs`), prints
 * MB/s and each one's ratio to the baseline, and returns the rows. A
 * contender that throws on its first pass is reported, not fatal.
 */
export function compare(title, docs, contenders, { baseline } = {}) {
  const working = {};
  const failed = {};
  for (const [name, fn] of Object.entries(contenders)) {
    try {
      for (const doc of docs) fn(doc.text, doc);
      working[name] = fn;
    } catch (error) {
      failed[name] = String(error?.message ?? error);
    }
  }
  const mbps = throughputs(working, docs);
  const rows = Object.keys(contenders).map((name) =>
    name in failed ? { name, mbps: Number.NaN, error: failed[name] } : { name, mbps: mbps[name] },
  );
  const base = rows.find((r) => r.name === (baseline ?? rows[0]?.name));
  console.log(`\n## ${title}  (${docs.length} docs, ${(docs.reduce((s, d) => s + d.bytes, 0) / 1e6).toFixed(1)} MB)`);
  for (const r of rows) {
    const ratio = base && Number.isFinite(r.mbps) ? base.mbps / r.mbps : Number.NaN;
    console.log(
      `${r.name.padEnd(40)} ${Number.isFinite(r.mbps) ? r.mbps.toFixed(1).padStart(8) : '   error'} MB/s` +
        (r === base ? '   (baseline)' : `   baseline is ${ratio.toFixed(2)}x this`) +
        (r.error ? `   ${r.error}` : ''),
    );
  }
  return rows;
}

/**
 * The contenders interleaved per document and timed in process CPU time
 * (median of rounds): steadier than wall time on a shared machine, since
 * every contender sees the same load. Returns MB/s per contender.
 */
export function interleaved(docs, contenders, rounds = process.env.BENCH_QUICK === '1' ? 3 : 9) {
  const totals = Object.fromEntries(Object.keys(contenders).map((name) => [name, 0]));
  for (const doc of docs) {
    const samples = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
    for (let round = 0; round < rounds + 2; round++) {
      for (const [name, fn] of Object.entries(contenders)) {
        const before = process.cpuUsage();
        fn(doc.text);
        const used = process.cpuUsage(before);
        if (round >= 2) samples[name].push(used.user + used.system);
      }
    }
    for (const name of Object.keys(contenders)) {
      const sorted = samples[name].sort((a, b) => a - b);
      totals[name] += sorted[sorted.length >> 1];
    }
  }
  const megabytes = docs.reduce((sum, doc) => sum + doc.bytes, 0) / 1e6;
  return Object.fromEntries(Object.entries(totals).map(([name, micros]) => [name, megabytes / (micros / 1e6)]));
}

const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];

/**
 * Measures each contender alone in a fresh process of its own (the bench
 * file re-run with `--solo=<name>`, where it must call `soloRun`), in turns
 * for `rounds` rounds; prints and returns the median wall and CPU ms per
 * pass over the docs, by contender. Tree builders are bound by garbage collection: in one
 * process, part of the GC work one contender's garbage and surviving trees
 * cause is done while the next one runs (and concurrent GC threads count in
 * CPU time), so in-process ratios move with the order and company of the
 * contenders. Alone, each pays for its own memory.
 */
export function soloCompare(title, benchFile, names, docs, rounds = QUICK ? 1 : 5) {
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      const out = execFileSync(process.execPath, [...process.execArgv, benchFile, `--solo=${name}`]);
      runs[name].push(JSON.parse(out.toString().trim().split('\n').at(-1)));
    }
  }
  const ms = Object.fromEntries(
    names.map((name) => [
      name,
      { wall: median(runs[name].map((r) => r.wall)), cpu: median(runs[name].map((r) => r.cpu)) },
    ]),
  );
  const megabytes = docs.reduce((sum, doc) => sum + doc.bytes, 0) / 1e6;
  console.log(`\n## ${title}, each contender alone in a fresh process (median ms per pass, ${rounds} rounds)`);
  for (const name of names) {
    const { wall, cpu } = ms[name];
    console.log(
      `${name.padEnd(40)} wall ${wall.toFixed(0)} ms (${(megabytes / (wall / 1e3)).toFixed(1)} MB/s), CPU ${cpu.toFixed(0)} ms`,
    );
  }
  return ms;
}

/** The `--solo=<name>` argument of a bench process started by `soloCompare`, if any. */
export function soloName() {
  return process.argv.find((a) => a.startsWith('--solo='))?.slice('--solo='.length);
}

/** In a `--solo` process: passes of `fn` over the docs; prints median wall and CPU ms per pass as JSON. */
export function soloRun(fn, docs) {
  const wall = [];
  const cpu = [];
  const passes = QUICK ? 5 : 10;
  for (let pass = 0; pass < passes; pass++) {
    const t = performance.now();
    const c = process.cpuUsage();
    for (const doc of docs) fn(doc.text);
    const used = process.cpuUsage(c);
    // The first two passes warm up the compiler.
    if (pass >= 2) {
      wall.push(performance.now() - t);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  console.log(JSON.stringify({ wall: median(wall), cpu: median(cpu) }));
}

/**
 * An A/B of builds (`files`, their contenders keyed by file): `AB_ROUNDS`
 * rounds (default 3) of `interleaved`, each printed as MB/s and the ratio to
 * the first build (sky-tokenizer-ab.mjs, xml-er-ab.mjs).
 */
export function abRounds(docs, contenders, files) {
  const rounds = Number(process.env.AB_ROUNDS ?? 3);
  for (let round = 0; round < rounds; round++) {
    const mbps = interleaved(docs, contenders);
    const first = mbps[files[0]];
    console.log(
      files.map((file) => `${file} ${mbps[file].toFixed(1)} MB/s CPU (${(mbps[file] / first).toFixed(3)})`).join('   '),
    );
  }
}
