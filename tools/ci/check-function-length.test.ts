// scripts/check-function-length.mjs (the CI step that keeps functions in
// packages/*/src and tools at most 150 lines, issue 14) flags what it should
// and leaves out test groups and the folders it must not read.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, '../../scripts/check-function-length.mjs');
const dir = mkdtempSync(join(tmpdir(), 'check-function-length-'));
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

/** `n - 2` statement lines between the opening and the closing line: a body of `n` lines in all. */
const body = (n: number) => `{\n${'  x++;\n'.repeat(n - 2)}}`;

describe('check-function-length', () => {
  it('flags each kind of function over 150 lines, with its line and name', () => {
    const cases = {
      'declaration.ts': [`let x = 0;\nfunction long() ${body(151)}`, 2, 'long'],
      'arrow.ts': [`let x = 0;\nconst arrow = () => ${body(151)};`, 2, 'arrow'],
      'private-method.ts': [`let x = 0;\nclass A {\n  #run() ${body(151)}\n}`, 3, '#run'],
      'constructor.ts': [`let x = 0;\nclass A {\n  constructor() ${body(151)}\n}`, 3, 'constructor'],
      'getter.ts': [`let x = 0;\nclass A {\n  get big() ${body(151)}\n}`, 3, 'big'],
      'object-method.ts': [`let x = 0;\nconst o = { method() ${body(151)} };`, 2, 'method'],
      'it-callback.ts': [`let x = 0;\nit('works', () => ${body(151)});`, 2, '(anonymous)'],
      // A function inside a describe callback is still a function.
      'in-describe.ts': [`let x = 0;\ndescribe('group', () => {\n  function inner() ${body(151)}\n});`, 3, 'inner'],
    } as const;
    const { code, output } = check(Object.fromEntries(Object.entries(cases).map(([path, [source]]) => [path, source])));
    expect(code).toBe(1);
    for (const [path, [, line, name]] of Object.entries(cases)) {
      expect(output).toContain(`${path}:${line}: ${name} is 151 lines (at most 150)`);
    }
    expect(output).toContain(`${Object.keys(cases).length} problem(s)`);
  });
  it('passes 150 lines, describe callbacks, and skipped folders', () => {
    const long = `let x = 0;\nfunction long() ${body(151)}`;
    const { code, output } = check({
      'ok.ts': `let x = 0;\nfunction ok() ${body(150)}`,
      'group.test.ts': `let x = 0;\ndescribe('group', () => ${body(400)});`,
      'each.test.ts': `let x = 0;\ndescribe.each([1])('group %i', () => ${body(400)});`,
      'dist/file.js': long,
      'node_modules/pkg/file.js': long,
      '.tmp/file.ts': long,
      'generated/file.ts': long,
    });
    expect(output).toContain('check-function-length: 3 files, 0 problem(s)');
    expect(code).toBe(0);
  });
});
