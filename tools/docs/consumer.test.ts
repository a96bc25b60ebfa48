// Issue #28 item 2: every example users copy type-checks, not only runs.
// Each ```ts block of README.md, packages/*/README.md and docs/*.md (and each
// ```js block, checked as JavaScript with checkJs) is written to a module under
// tools/.tmp/consumer/ and tsc checks them as a strict consumer would: against
// the built packages' declarations (dist/*.d.ts through `exports`, no
// @forgiving/source condition), with `moduleResolution` `bundler` and
// `nodenext`, `strict` and `verbatimModuleSyntax` (tools/consumer/). Needs a
// build first, as .ci/run does before the tests.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exampleDocuments, snippets } from './snippets.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const out = join(here, '../.tmp/consumer');
const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');

/** Where each generated file came from: its document and the block's first line. */
const origins = new Map<string, { doc: string; line: number }>();

function writeSnippets(): number {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const doc of exampleDocuments(root)) {
    const markdown = readFileSync(join(root, doc), 'utf8');
    const slug = doc.replace(/[/.]/g, '_');
    for (const [lang, ext] of [
      ['ts', 'ts'],
      ['js', 'mjs'],
    ] as const) {
      for (const block of snippets(markdown, lang)) {
        const file = `${slug}-L${block.line}.${ext}`;
        origins.set(file, { doc, line: block.line });
        // `export {}` makes every block a module of its own (its names do not meet the others').
        writeFileSync(join(out, file), `${block.code}\nexport {};\n`);
      }
    }
  }
  return origins.size;
}

/** tsc's diagnostics, each pointed back at the Markdown line it comes from. */
function typecheck(config: string): string[] {
  try {
    execFileSync(process.execPath, [tsc, '-p', join(here, '../consumer', config), '--pretty', 'false'], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return [];
  } catch (error) {
    const text = String((error as { stdout?: string }).stdout ?? error);
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const match = /^(?:.*[\\/])?([^\\/(]+)\((\d+),(\d+)\): (.*)$/.exec(line);
        const origin = match ? origins.get(match[1] as string) : undefined;
        if (!match || !origin) return line;
        return `${origin.doc}:${origin.line + Number(match[2]) - 1}:${match[3]}: ${match[4]}`;
      });
  }
}

describe('issue 28 item 2: README and docs examples type-check as a strict consumer', () => {
  const count = writeSnippets();

  it('finds the examples (README.md, every package README, docs/)', () => {
    expect(count).toBeGreaterThan(50);
  });

  for (const config of ['tsconfig.bundler.json', 'tsconfig.nodenext.json', 'tsconfig.js.json']) {
    it(`every block type-checks with ${config}`, { timeout: 120_000 }, () => {
      expect(typecheck(config)).toEqual([]);
    });
  }
});
