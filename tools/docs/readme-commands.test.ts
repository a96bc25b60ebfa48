// README.md's shell commands as a fresh user runs them after
// `bash scripts/setup.sh`: with Node and npm only, no pnpm on PATH (issue 28
// item 7: `pnpm forgiving …` failed with "command not found" there). Every
// `npm run …` line of the README's `sh` blocks runs from the repository root
// with a PATH that holds no pnpm; the long-running playground server is asked
// for its `--help` instead. `bash scripts/setup.sh` and `bash .ci/run`
// themselves are what CI runs; `npm i` lines install from the registry.
// Needs the built dist (CI builds before the tests).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The lines of the `sh` fenced blocks, comments dropped. */
function shellLines(markdown: string): string[] {
  const lines: string[] = [];
  let inside = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) {
      inside = !inside && line === '```sh';
      continue;
    }
    if (!inside) continue;
    const command = line.replace(/\s+#.*$/, '').trim();
    if (command !== '' && !command.startsWith('#')) lines.push(command);
  }
  return lines;
}

/** PATH without any folder that holds a pnpm (the project's .tools/ included). */
function pathWithoutPnpm(): string {
  return (process.env['PATH'] ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '' && !existsSync(join(dir, 'pnpm')))
    .join(delimiter);
}

function sh(command: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-c', command],
      { cwd: root, env: { ...process.env, PATH: pathWithoutPnpm(), NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ code, output: stdout + stderr });
      },
    );
  });
}

const readme = shellLines(readFileSync(join(root, 'README.md'), 'utf8'));
const built = existsSync(join(root, 'packages/forgiving/dist/cli.js'));

describe('README.md shell commands with npm alone (issue 28 item 7)', () => {
  it('shows no command that needs pnpm on PATH', () => {
    for (const line of readme) expect(line, line).not.toMatch(/^(pnpm|npx pnpm)\b/);
    expect(readme.some((line) => line.startsWith('npm run forgiving -- '))).toBe(true);
  });
  const runnable = readme.filter((line) => line.startsWith('npm run '));
  for (const line of runnable) {
    it.skipIf(!built)(line, { timeout: 60_000 }, async () => {
      const command = line.startsWith('npm run playground') ? 'npm run -s playground -- --help' : line;
      const { code, output } = await sh(command);
      expect(output, line).not.toMatch(/command not found|internal error|Unable to find package manager/);
      // 1 is the CLI's "found problems" / "no match"; 2 would be a usage or input error.
      expect([0, 1], `${line}\n${output.slice(-2000)}`).toContain(code);
    });
  }
});
