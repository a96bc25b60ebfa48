// The last step of every generator here: write the generated module, or
// with `--check` (CI's check-generated) fail when the committed one differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * @param {string} target path of the generated module
 * @param {string} source its new text
 * @param {string} summary what it holds, for the log line ("2231 entries")
 * @param {string} [rerun] the command that regenerates it (html-tokenizer's generator passes its own)
 */
export function writeGenerated(target, source, summary, rerun = 'pnpm --filter @forgiving/char-ref generate') {
  const name = basename(target);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {}
    if (current !== source) {
      console.error(`src/generated/${name} is stale: run \`${rerun}\``);
      process.exit(1);
    }
    console.log(`${name} is up to date (${summary})`);
  } else {
    writeFileSync(target, source);
    console.log(`wrote ${target} (${summary})`);
  }
}
