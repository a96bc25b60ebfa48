// The release:dry tarball checks (scripts/tarball-checks.mjs) fail on what
// issue #14 lists: no LICENSE, a placeholder URL, CHANGELOG.md not shipped, a
// `declare const enum`, a declaration import that is not a dependency.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs script without declarations
import { tarballProblems } from '../../scripts/tarball-checks.mjs';

const clean = {
  name: '@forgiving/x',
  files: ['dist', 'LICENSE', 'CHANGELOG.md'],
  dependencies: { '@types/xast': '2.0.4', '@forgiving/char-ref': '0.0.0' },
};

function pack(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tarball-checks-'));
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, 'package', name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  execFileSync('tar', ['-czf', join(dir, 'p.tgz'), '-C', dir, 'package']);
  return join(dir, 'p.tgz');
}

const dts =
  "import { Root } from 'xast';\nimport type { X } from '@forgiving/char-ref';\nimport { Readable } from 'node:stream';\nexport declare const a: Root;\n";

describe('release:dry tarball checks', () => {
  it('passes a package with LICENSE, real dependencies and no const enum', () => {
    const tgz = pack({ LICENSE: 'MIT', 'package.json': JSON.stringify(clean), 'dist/index.d.ts': dts });
    expect(tarballProblems(tgz, clean)).toEqual([]);
  });

  it('fails on a missing LICENSE, a placeholder URL and CHANGELOG.md missing from files', () => {
    const manifest = { ...clean, files: ['dist'], repository: { url: 'git+https://example.invalid/x.git' } };
    const tgz = pack({ 'package.json': JSON.stringify(manifest), 'dist/index.d.ts': dts });
    expect(tarballProblems(tgz, manifest)).toEqual([
      'the tarball has no LICENSE file',
      'package.json contains a placeholder URL (example.invalid)',
      '`files` does not list CHANGELOG.md',
    ]);
  });

  it('fails on a declare const enum in a declaration file', () => {
    const tgz = pack({ LICENSE: 'MIT', 'dist/index.d.ts': 'declare const enum T { A = 0 }\nexport { T };\n' });
    expect(tarballProblems(tgz, clean)).toEqual([
      'dist/index.d.ts declares a const enum (breaks isolatedModules consumers)',
    ]);
  });

  it('finds a const enum inside a namespace, not one named in a comment', () => {
    const inNamespace = 'export declare namespace N {\n  const enum T { A = 0 }\n}\n';
    const commented =
      '/** A frozen object (not a `const enum`: issue #14). */\nexport declare const T: { readonly A: 0 };\n';
    const tgz = pack({ LICENSE: 'MIT', 'dist/a.d.ts': inNamespace, 'dist/b.d.ts': commented });
    expect(tarballProblems(tgz, clean)).toEqual([
      'dist/a.d.ts declares a const enum (breaks isolatedModules consumers)',
    ]);
  });

  it('checks every way a declaration names a package: augmentation, reference types, import = require', () => {
    const manifest = { ...clean, dependencies: {} };
    const tgz = pack({
      LICENSE: 'MIT',
      'dist/index.d.ts': [
        "declare module 'xast' {\n  interface RootContentMap {}\n}",
        '/// <reference types="unist" />',
        "import hast = require('hast');",
        "export type T = import('mdast').Root;",
      ].join('\n'),
    });
    expect(tarballProblems(tgz, manifest)).toEqual([
      "dist/index.d.ts imports 'xast' but neither xast nor @types/xast is a dependency",
      "dist/index.d.ts imports 'hast' but neither hast nor @types/hast is a dependency",
      "dist/index.d.ts imports 'mdast' but neither mdast nor @types/mdast is a dependency",
      "dist/index.d.ts imports 'unist' but neither unist nor @types/unist is a dependency",
    ]);
  });

  it('fails on a declaration import whose types are only a devDependency', () => {
    const manifest = { ...clean, dependencies: {}, devDependencies: { '@types/xast': '2.0.4' } };
    const tgz = pack({ LICENSE: 'MIT', 'dist/index.d.ts': "import { Root } from 'xast';\n" });
    expect(tarballProblems(tgz, manifest)).toEqual([
      "dist/index.d.ts imports 'xast' but neither xast nor @types/xast is a dependency",
    ]);
  });
});
