// The CLI in process through main() with in-memory streams (the real
// commands, no mock), and a temporary folder of input files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll } from 'vitest';
import type { DriverRegistry } from '../../src/cli/driver.ts';
import { main } from '../../src/cli/main.ts';

/** A temporary folder removed after the file's tests; `file` writes one input into it and returns its path. */
export function tempFiles(prefix: string): { dir: string; file(name: string, text: string): string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    file(name, text) {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}

export async function runMain(
  argv: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; drivers?: DriverRegistry } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += d));
  stderr.on('data', (d) => (err += d));
  const streams = { stdin: new PassThrough(), stdout, stderr, env: options.env ?? {} };
  const code = await main(argv, streams, options.cwd, options.drivers);
  return { code, stdout: out, stderr: err };
}
