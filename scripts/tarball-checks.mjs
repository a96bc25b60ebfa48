// Checks of a packed tarball that publint and attw do not make (issue #14):
// what an adopter meets when installing it into a fresh project.
import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';

const PLACEHOLDER = /example\.invalid/;
const BUILTINS = new Set(builtinModules);

/** The files of a tarball, by their path under `package/`. */
function list(tarball) {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((f) => f.replace(/^package\//, ''));
}

function read(tarball, file) {
  return execFileSync('tar', ['-xOzf', tarball, `package/${file}`], { encoding: 'utf8', maxBuffer: 1 << 28 });
}

/** `lodash/fp` → `lodash`, `@scope/a/b` → `@scope/a`, `xast` → `@types/xast` candidates. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
function typesPackageOf(name) {
  return name.startsWith('@') ? `@types/${name.slice(1).replace('/', '__')}` : `@types/${name}`;
}

/** Declarations without their comments (a comment may say "not a `const enum`"). */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"/])\/\/(?!\/).*$/gm, '$1'); // keeps `///` directives
}

/**
 * Every bare specifier a declaration file needs resolved: `import … from`,
 * `export … from`, `import('…')`, `import x = require('…')`, module
 * augmentation (`declare module '…'`) and `/// <reference types="…" />`.
 */
const SPECIFIERS = [
  /(?:from\s+|import\s*\(\s*|require\s*\(\s*|declare\s+module\s+)['"]([^'"./][^'"]*)['"]/g,
  /\/\/\/\s*<reference\s+types\s*=\s*['"]([^'"./][^'"]*)['"]/g,
];

/**
 * Problems of one packed package: a list of sentences, empty when clean.
 * @param {string} tarball path of the .tgz
 * @param {Record<string, any>} manifest its packed package.json
 */
export function tarballProblems(tarball, manifest) {
  const problems = [];
  const files = list(tarball);
  if (!files.includes('LICENSE')) problems.push('the tarball has no LICENSE file');
  if (PLACEHOLDER.test(JSON.stringify(manifest)))
    problems.push('package.json contains a placeholder URL (example.invalid)');
  if (!manifest.files?.includes('CHANGELOG.md')) problems.push('`files` does not list CHANGELOG.md');
  const deps = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  for (const file of files.filter((f) => /\.d\.(m|c)?ts$/.test(f))) {
    const text = withoutComments(read(tarball, file));
    // `declare const enum`, `export const enum`, or one inside a namespace.
    if (/\bconst\s+enum\b/.test(text)) {
      problems.push(`${file} declares a const enum (breaks isolatedModules consumers)`);
    }
    for (const match of SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)])) {
      const name = packageOf(match[1]);
      if (name === manifest.name || BUILTINS.has(name) || name.startsWith('node:')) continue;
      if (!deps.has(name) && !deps.has(typesPackageOf(name))) {
        problems.push(`${file} imports '${match[1]}' but neither ${name} nor ${typesPackageOf(name)} is a dependency`);
      }
    }
  }
  return [...new Set(problems)];
}
