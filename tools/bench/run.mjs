// `pnpm bench`: runs every tools/bench/*.bench.mjs (or the ones named on the
// command line) in turn, each in its own process so JIT state does not leak.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
for (const file of files) {
  console.log(`\n# ${file}`);
  execFileSync(process.execPath, ['--expose-gc', join(here, file)], { stdio: 'inherit' });
}
