// The source folders and files the scripts/check-*.mjs checks read.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** The folders named on the command line, else every package's src/. */
export function sourceDirs(args = process.argv.slice(2)) {
  if (args.length > 0) return args.map((a) => resolve(a));
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name, 'src'))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory());
}

/** Every file under `dir` whose name matches `pattern` (no .d.ts), skipping the folders named in `skipped`. */
export function* sourceFiles(dir, skipped, pattern = /\.(m|c)?[jt]sx?$/) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipped.has(entry.name)) yield* sourceFiles(path, skipped, pattern);
    } else if (pattern.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}
