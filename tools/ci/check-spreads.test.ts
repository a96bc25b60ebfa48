// scripts/check-spreads.mjs (the CI step that keeps input-sized spreads out
// of packages/*/src, issue 13 item 2) flags what it should and honours the
// reviewed-exception marker.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, '../../scripts/check-spreads.mjs');
const dir = mkdtempSync(join(tmpdir(), 'check-spreads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(source: string): { code: number | null; output: string } {
  const sub = mkdtempSync(join(dir, 'case-'));
  writeFileSync(join(sub, 'file.ts'), source);
  const result = spawnSync(process.execPath, [script, sub], { encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

describe('check-spreads', () => {
  it('flags spreads in call arguments, new, and apply', () => {
    for (const source of [
      'a.push(...b);',
      'a.splice(0, 1, ...b);',
      'Math.max(...xs);',
      'String.fromCharCode(...codes);',
      'new Set(...x);',
      'f.apply(null, xs);',
      'Reflect.apply(f, null, xs);',
    ]) {
      const { code, output } = check(source);
      expect(code, source).toBe(1);
      expect(output).toMatch(/file\.ts:1: /);
    }
  });
  it('allows array and object literal spreads, and a marked, bounded call', () => {
    expect(check('const a = [...b, ...c]; const o = { ...p };').code).toBe(0);
    expect(check('// spread-ok: at most 4 combinators\nf(...four);').code).toBe(0);
    expect(check('f(...four); // spread-ok: at most 4 items').code).toBe(0);
    expect(check('// spread-ok:\nf(...noReason);').code).toBe(1);
  });
});
