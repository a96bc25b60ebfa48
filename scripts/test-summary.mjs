#!/usr/bin/env node
// Sums the vitest JSON reports of every workspace package (vitest's own
// output is not read by CI) plus the CI steps recorded by .ci/run, and ends
// with the one line CI reads: `tests: N passed, N failed`. Exit 1 on any
// failure, on a test file that failed to load, on a package whose report is
// missing, or when no test ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dirs = [...readdirSync(join(root, 'packages')).map((d) => join('packages', d)), 'tools'];
let passed = 0;
let failed = 0;
const problems = [];

for (const dir of dirs) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  if (!pkg.scripts?.test) continue;
  const report = join(root, dir, '.vitest-result.json');
  if (!existsSync(report)) {
    failed++;
    problems.push(`${pkg.name}: no test report (the test task did not run or crashed)`);
    continue;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  for (const file of json.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
      failed++;
      problems.push(`${pkg.name}: ${file.name} failed to load: ${String(file.message).split('\n')[0]}`);
    }
  }
  console.log(
    `${pkg.name.padEnd(32)} ${String(json.numPassedTests).padStart(5)} passed, ${json.numFailedTests} failed` +
      (json.numPendingTests ? `, ${json.numPendingTests} skipped` : ''),
  );
}

// CI steps (install, typecheck, lint, build, packaging, size, generated
// files) are checks too: .ci/run records each as "name ok|fail" lines.
const steps = process.argv[2];
if (steps && existsSync(steps)) {
  for (const line of readFileSync(steps, 'utf8').split('\n').filter(Boolean)) {
    const [name, status] = line.split(' ');
    if (status === 'ok') passed++;
    else {
      failed++;
      problems.push(`CI step failed: ${name}`);
    }
  }
}

for (const p of problems) console.log(`problem: ${p}`);
if (passed + failed === 0) {
  console.log('problem: no test ran');
  failed = 1;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
