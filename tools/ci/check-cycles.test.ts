// scripts/check-cycles.mjs (the CI step that fails on a runtime import cycle
// among a package's src files, issue 31) flags a cycle of value imports and
// allows one made only of type imports. Fixtures: ci/fixtures/check-cycles/.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, '../../scripts/check-cycles.mjs');
const fixtures = resolve(import.meta.dirname, 'fixtures/check-cycles');

/** Runs the check on the given folders (none: every package's src). */
function check(...dirs: string[]): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, [script, ...dirs], { encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

describe('check-cycles', () => {
  it('fails on a cycle of value imports and prints it', () => {
    const { code, output } = check(resolve(fixtures, 'cycle'));
    expect(code).toBe(1);
    expect(output).toMatch(
      /import cycle: \S*cycle\/a\.ts -> \S*cycle\/b\.ts -> \S*cycle\/dir\/c\.ts -> \S*cycle\/a\.ts/,
    );
  });

  it('follows re-exports and extensionless or .js specifiers', () => {
    const { code, output } = check(resolve(fixtures, 'reexport'));
    expect(code).toBe(1);
    expect(output).toContain('import cycle:');
  });

  it('follows a folder import to its index.ts and `export * from`', () => {
    const { code, output } = check(resolve(fixtures, 'index'));
    expect(code).toBe(1);
    expect(output).toMatch(
      /import cycle: \S*index\/a\.ts -> \S*index\/sub\/index\.ts -> \S*index\/sub\/c\.ts -> \S*index\/a\.ts/,
    );
  });

  it('allows a cycle made only of `import type` and `export type`', () => {
    const { code, output } = check(resolve(fixtures, 'type-only'));
    expect(output).not.toContain('import cycle:');
    expect(code).toBe(0);
  });

  it('counts an import whose every specifier is `type` as an edge (verbatimModuleSyntax keeps it)', () => {
    // tsconfig.base.json sets verbatimModuleSyntax: tsc and esbuild rewrite
    // `import { type B } from './b.ts'` to `import {} from './b.ts'`, which
    // still evaluates b.ts, so this cycle is a runtime one.
    const { code, output } = check(resolve(fixtures, 'type-specifiers'));
    expect(code).toBe(1);
    expect(output).toMatch(
      /import cycle: \S*type-specifiers\/a\.ts -> \S*type-specifiers\/b\.ts -> \S*type-specifiers\/a\.ts/,
    );
  });

  it('passes on every package of the repository', () => {
    const { code, output } = check();
    expect(output).not.toContain('import cycle:');
    expect(code).toBe(0);
  });
});
