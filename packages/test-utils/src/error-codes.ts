// Test support for the "every code has a message" tests of each package
// (issue #14): the kebab-case string literals of a package's sources, which
// are its error codes and a few other names (span kinds, state names).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const LITERAL = /(['"])([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\1/g;

/** The .ts files under `dir`, recursively (declaration files left out). */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) stack.push(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  }
  return files.sort();
}

/**
 * Every kebab-case string literal of the sources under `dir`, except in the
 * files `skip` names (paths relative to `dir`: the message table itself),
 * with the files it occurs in.
 */
export function kebabLiterals(dir: string, skip: readonly string[] = []): Map<string, string[]> {
  const files = sourceFiles(dir).filter((file) => !skip.includes(relative(dir, file)));
  return kebabLiteralsOf(files, dir);
}

/** The same for a list of files (named relative to `base` in the result). */
export function kebabLiteralsOf(files: readonly string[], base: string, found = new Map<string, string[]>()) {
  for (const file of files) {
    const name = relative(base, file);
    for (const match of readFileSync(file, 'utf8').matchAll(LITERAL)) {
      const list = found.get(match[2]!) ?? [];
      if (!list.includes(name)) list.push(name);
      found.set(match[2]!, list);
    }
  }
  return found;
}
