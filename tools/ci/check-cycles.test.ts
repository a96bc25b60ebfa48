// scripts/check-cycles.mjs (the CI step that fails on a runtime import cycle
// among a package's src files, issue 31) flags a cycle of value imports and
// allows one made only of type imports.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, '../../scripts/check-cycles.mjs');
const dir = mkdtempSync(join(tmpdir(), 'check-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the check once on a fresh folder holding `files` (path → source). */
function check(files: Record<string, string>): { code: number | null; output: string } {
  const sub = mkdtempSync(join(dir, 'case-'));
  for (const [path, source] of Object.entries(files)) {
    const file = join(sub, path);
    mkdirSync(resolve(file, '..'), { recursive: true });
    writeFileSync(file, source);
  }
  const result = spawnSync(process.execPath, [script, sub], { encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

describe('check-cycles', () => {
  it('fails on a cycle of value imports and prints it', () => {
    const { code, output } = check({
      'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './dir/c.ts';\nexport const b = c;\n",
      'dir/c.ts': "import { a } from '../a.ts';\nexport const c = a;\n",
    });
    expect(code).toBe(1);
    expect(output).toMatch(/import cycle: \S*a\.ts -> \S*b\.ts -> \S*dir\/c\.ts -> \S*a\.ts/);
  });

  it('follows re-exports and extensionless or .js specifiers', () => {
    const { code, output } = check({
      'a.ts': "export { b } from './b.js';\nexport const a = 1;\n",
      'b.ts': "import * as a from './a';\nexport const b = a;\n",
    });
    expect(code).toBe(1);
    expect(output).toContain('import cycle');
  });

  it('allows a cycle made only of type imports and type-only specifiers', () => {
    const { code, output } = check({
      'a.ts': "import type { B } from './b.ts';\nexport interface A { b: B }\nexport const one = 1;\n",
      'b.ts': "import { type A } from './a.ts';\nexport type { C } from './c.ts';\nexport interface B { a: A }\n",
      'c.ts': "import { one } from './a.ts';\nexport type C = typeof one;\n",
    });
    expect(output).not.toContain('import cycle:');
    expect(code).toBe(0);
  });

  it('passes on every package of the repository', () => {
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).not.toContain('import cycle:');
    expect(result.status).toBe(0);
  });
});
