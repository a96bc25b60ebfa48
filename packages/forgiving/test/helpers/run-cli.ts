// Runs the built CLI (test/global-setup.ts builds .tmp/cli-test/cli.js) with node.
import { execFile } from 'node:child_process';
import { cliPath, packageDir } from '../build-cli.ts';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [cliPath, ...args],
      {
        cwd: packageDir,
        env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', ...options.env },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ code, stdout, stderr });
      },
    );
    // A command that exits before reading its standard input closes the pipe (EPIPE): not the test's concern.
    child.stdin?.on('error', () => {});
    child.stdin?.end(options.input ?? '');
  });
}
