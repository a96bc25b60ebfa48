#!/usr/bin/env node
// The fuzz step of CI (`node tools/fuzz/run.mjs`, after the build): every
// target registered in tools/fuzz/targets/*.mjs gets 2·10^4 fixed-seed
// inputs. Exit 1 on any failure, with what reproduces it.
// Options (environment): FUZZ_COUNT (inputs per target), FUZZ_SEED (another
// input stream, to explore locally), FUZZ_ONLY (a substring of target names).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fuzzTarget } from './harness.mjs';

const count = Number(process.env.FUZZ_COUNT ?? 20000);
const seed = Number(process.env.FUZZ_SEED ?? 1);
const only = process.env.FUZZ_ONLY ?? '';

const dir = join(import.meta.dirname, 'targets');
const targets = [];
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.mjs'))
  .sort()) {
  const module = await import(pathToFileURL(join(dir, file)).href);
  for (const target of module.default) targets.push({ ...target, file });
}
const names = new Set();
for (const { name, file } of targets) {
  if (names.has(name)) throw new Error(`fuzz target name used twice: ${name} (${file})`);
  names.add(name);
}

let failed = 0;
let ran = 0;
const t0 = performance.now();
for (const target of targets.filter((t) => t.name.includes(only))) {
  const { failures, ms } = await fuzzTarget(target, { count, seed });
  ran++;
  console.log(
    `${failures.length === 0 ? 'ok  ' : 'FAIL'} ${target.name.padEnd(44)} ${count} inputs${target.chunked ? ' + chunkings' : ''} ${ms.toFixed(0).padStart(6)} ms`,
  );
  for (const failure of failures) {
    failed++;
    console.log(
      `     #${failure.index} (${failure.kind}): ${failure.problem}\n       input: ${failure.input.slice(0, 400)}`,
    );
  }
  if (failures.length > 0)
    console.log(
      `     reproduce: FUZZ_SEED=${seed} FUZZ_COUNT=${failures[failures.length - 1].index + 1} FUZZ_ONLY=${JSON.stringify(target.name)} node tools/fuzz/run.mjs`,
    );
}
console.log(
  `fuzz: ${ran} targets, ${failed} failure(s), ${((performance.now() - t0) / 1000).toFixed(1)} s (seed ${seed})`,
);
process.exit(failed > 0 || ran === 0 ? 1 : 0);
