#!/usr/bin/env node
// `pnpm release:dry`: checks the publish flow without credentials. For each
// public package: `pnpm pack` (which applies publishConfig and rewrites
// workspace: ranges, as `changeset publish` will), then publint --strict on
// the packed files and attw on the tarball, then our own tarball checks
// (issue #14, see `tarballProblems`): LICENSE and no placeholder URLs, no
// `declare const enum` in any .d.ts, every bare import of the declarations a
// dependency. Expects a prior build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tarballProblems } from './tarball-checks.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.tmp/pack');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const bin = (name) => join(root, 'node_modules/.bin', name);
let failed = 0;
for (const dir of readdirSync(join(root, 'packages')).sort()) {
  const cwd = join(root, 'packages', dir);
  const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  if (pkg.private) continue;
  console.log(`\n== ${pkg.name}@${pkg.version}`);
  const run = (cmd, args) => {
    try {
      execFileSync(cmd, args, { cwd, stdio: 'inherit' });
      return true;
    } catch {
      return false;
    }
  };
  const before = new Set(readdirSync(out));
  if (!run('pnpm', ['pack', '--pack-destination', out])) {
    failed++;
    continue;
  }
  const tarball = readdirSync(out).find((f) => !before.has(f));
  const packed = JSON.parse(
    execFileSync('tar', ['-xOzf', join(out, tarball), 'package/package.json'], { encoding: 'utf8' }),
  );
  const deps = JSON.stringify(packed.dependencies ?? {});
  if (deps.includes('workspace:')) {
    console.error(`${pkg.name}: packed dependencies still use workspace: ranges: ${deps}`);
    failed++;
  }
  if (JSON.stringify(packed.exports).includes('@forgiving/source')) {
    console.error(`${pkg.name}: packed exports still name the source condition`);
    failed++;
  }
  for (const problem of tarballProblems(join(out, tarball), packed)) {
    console.error(`${pkg.name}: ${problem}`);
    failed++;
  }
  if (!run(bin('publint'), ['--strict', '--pack', 'pnpm'])) failed++;
  if (
    !run(bin('attw'), [join(out, tarball), '--profile', 'esm-only', '--format', 'ascii', '--no-summary', '--no-emoji'])
  )
    failed++;
}
if (failed) {
  console.error(`\nrelease:dry: ${failed} problem(s)`);
  process.exit(1);
}
console.log('\nrelease:dry: every package packs, publint and attw are clean');
