// Shared benchmark harness: peers are measured in the same process, on the
// same strings, and reported as ratios (shared/bench-corpus/README.md).
// Usage:
//   import { corpus, compare } from './harness.mjs';
//   const docs = corpus('html', { prefix: '#!mojo mojo:sky\n' });
//   compare('sky tokenizer callbacks', docs, {
//     'forgiving': (text) => { ... },
//     'htmlparser2 Tokenizer': (text) => { ... },
//   }, { baseline: 'forgiving' });
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const corpusRoot = join(here, '../../../shared/bench-corpus');

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

/** Median MB/s of `fn` over all docs (each doc run until ~budget ms). */
export function throughput(fn, docs, { budgetMs = QUICK ? 60 : 400, warmup = QUICK ? 1 : 3 } = {}) {
  let totalBytes = 0;
  let totalMs = 0;
  for (const doc of docs) {
    for (let i = 0; i < warmup; i++) fn(doc.text, doc);
    const samples = [];
    const start = performance.now();
    while (performance.now() - start < budgetMs || samples.length < 3) {
      const t0 = performance.now();
      fn(doc.text, doc);
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    totalMs += samples[samples.length >> 1];
    totalBytes += doc.bytes;
  }
  return totalBytes / 1e6 / (totalMs / 1e3);
}

/**
 * Runs every contender over the docs, prints MB/s and each one's ratio to the
 * baseline, and returns the rows. A contender that throws is reported, not fatal.
 */
export function compare(title, docs, contenders, { baseline } = {}) {
  const rows = [];
  for (const [name, fn] of Object.entries(contenders)) {
    try {
      rows.push({ name, mbps: throughput(fn, docs) });
    } catch (error) {
      rows.push({ name, mbps: Number.NaN, error: String(error?.message ?? error) });
    }
  }
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
