// Issue 27 item 6 and issue 28: `check` and `highlight` need no tree, so
// their peak memory must not follow the input's size. Each runs in its own
// process (the built CLI, test/global-setup.ts) on inputs of two sizes; the
// child reports its peak resident set size (process.resourceUsage().maxRSS)
// when it exits. A ratio of two sizes' peaks, never an absolute figure: 8
// times the input gives less than 2 times the peak (before, HTML check and
// highlight grew with the input: tens of bytes of memory per input byte).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliPath } from './build-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'forgiving-memory-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const REPORT =
  'data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxrss="+process.resourceUsage().maxRSS+"\\n"))';

const UNIT = {
  html: '<div class="item"><p>Fish &amp; chips, <a href="/menu?x=1">the menu</a> and <b>more</b>.</p></div>\n',
  sky: '<div class="item"><p>Fish &amp; chips, <a href="/menu">the menu</a> and <b>more</b>.</p></div>\n',
};
const HEAD = { html: '<!DOCTYPE html><title>t</title>\n', sky: '#!mojo mojo:sky\n' };

function input(language: 'html' | 'sky', megabytes: number): string {
  const path = join(dir, `${megabytes}.${language}`);
  const unit = UNIT[language];
  writeFileSync(path, HEAD[language] + unit.repeat(Math.ceil((megabytes * 1024 * 1024) / unit.length)));
  return path;
}

function peakKb(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', REPORT, cliPath, ...args],
      { maxBuffer: 1024 * 1024 * 1024, env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '' } },
      (_error, _stdout, stderr) => {
        const match = /maxrss=(\d+)/.exec(stderr);
        if (match === null) reject(new Error(stderr));
        else resolve(Number(match[1]));
      },
    );
  });
}

describe('issue 27 item 6: check and highlight in memory that does not follow the input', () => {
  for (const [command, language] of [
    ['check', 'html'],
    ['highlight', 'html'],
    ['highlight', 'sky'],
  ] as const) {
    it(`${command} ${language}: 8 times the input, less than 2 times the peak`, { timeout: 240_000 }, async () => {
      const args = command === 'highlight' ? ['--color'] : [];
      const small = await peakKb([command, ...args, input(language, 1)]);
      const large = await peakKb([command, ...args, input(language, 8)]);
      expect(large / small, `${small} kB, then ${large} kB`).toBeLessThan(2);
    });
  }
});
