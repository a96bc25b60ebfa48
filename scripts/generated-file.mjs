// Writes a generated file, or with `--check` on the command line exits 1 when
// the file on disk differs from what the generator would write (the CI step
// `generated`). Shared by the packages' state generators (issue #31).
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** `target` (absolute) gets `content`; `command` regenerates it; `summary` says what it holds. */
export function writeOrCheck(root, target, content, command, summary) {
  const shown = relative(root, target);
  if (!process.argv.includes('--check')) {
    writeFileSync(target, content);
    console.log(`wrote ${shown} (${summary})`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current !== content) {
    console.error(`${shown} is stale: run \`${command}\``);
    process.exit(1);
  }
  console.log(`${shown} is up to date (${summary})`);
}

/** The text of a spec in ../shared/specs/ (next to the repository), or exit 1 saying where it should be. */
export function readSpec(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    console.error(`${path} not found: the specs live next to the repository (CONTRIBUTING.md)`);
    process.exit(1);
  }
}
