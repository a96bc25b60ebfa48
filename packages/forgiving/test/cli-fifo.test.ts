// Issue 27, item 1: inputs that can be read only once — a named pipe (FIFO),
// /dev/stdin, a process substitution — are opened once and read from that
// descriptor. The old probe (open, close, open again) lost the writer's data
// and hung. Real FIFOs made with mkfifo; each test is bounded by its own timeout.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliPath, packageDir } from './build-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'forgiving-fifo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const hasMkfifo = process.platform !== 'win32';

function mkfifo(name: string): Promise<string> {
  const path = join(dir, name);
  return new Promise<string>((resolve, reject) =>
    execFile('mkfifo', [path], (error) => (error === null ? resolve(path) : reject(error))),
  );
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a shell command line (bash: process substitution) with the CLI as `$CLI`. */
function sh(script: string, input = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], {
      cwd: packageDir,
      env: { ...process.env, CLI: `${process.execPath} ${cliPath}`, NO_COLOR: '', FORCE_COLOR: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.stdin.on('error', () => {});
    child.stdin.end(input);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(!hasMkfifo)('issue 27 item 1: inputs read once', () => {
  it('check reads a named pipe whose writer starts first', { timeout: 20_000 }, async () => {
    const fifo = await mkfifo('p.html');
    const result = await sh(`(printf '<p>x' > '${fifo}' &); $CLI check '${fifo}'`);
    expect(result.stdout).toContain('missing-doctype');
    expect(result.code).toBe(1);
  });
  it('every command reads a named pipe (XML and Sky too)', { timeout: 30_000 }, async () => {
    for (const [command, text, expected] of [
      ['tokens', '<r>a</r>', 'openTag r'],
      ['tree', '<r>a</r>', 'element r'],
      ['format', '<r >a</r>', '<r>a</r>'],
      ['highlight', '#!mojo mojo:sky\n<p>hi</p>', '<p>hi</p>'],
      ['select', '<r><a/></r>', '<a>'],
    ] as const) {
      const fifo = await mkfifo(`${command}.fifo`);
      const args = command === 'select' ? `select a '${fifo}'` : `${command} '${fifo}'`;
      const result = await sh(`(printf '%s' '${text}' > '${fifo}' &); $CLI ${args}`);
      expect(result.stdout, command).toContain(expected);
    }
  });
  it('check shows code frames for a pipe (it is read once, the frames come from what was kept)', {
    timeout: 20_000,
  }, async () => {
    const fifo = await mkfifo('frames.xml');
    const result = await sh(`(printf '<r>\\n<a></r>' > '${fifo}' &); $CLI check '${fifo}'`);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('2 | <a></r>');
  });
  it('/dev/stdin, - and a process substitution', { timeout: 20_000 }, async () => {
    // A shell pipe (the test runner's own stdin pipe is a socket, which /dev/stdin cannot open on Linux).
    expect((await sh(`printf '<r/>' | $CLI check /dev/stdin`)).stdout).toContain('/dev/stdin: ok (XML)');
    expect((await sh(`printf '<r/>' | $CLI check -`)).stdout).toContain('<stdin>: ok (XML)');
    const substituted = await sh(`$CLI check <(printf '<r><a></r>')`);
    expect(substituted.code).toBe(1);
    expect(substituted.stdout).toMatch(/\/dev\/fd\/\d+: 1 error/);
  });
});
