// docs/migrating.md: every `js` block of the guide runs, next to the peer it
// compares with (the blocks assert with node:assert, so a guide that drifts
// from the peers or from forgiving fails here). Each block is written to a
// module under tools/.tmp/ (git-ignored) and imported, so its imports
// resolve like a user's would from this folder.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { snippets } from './snippets.ts';

const here = dirname(fileURLToPath(import.meta.url));
const guide = readFileSync(join(here, '../../docs/migrating.md'), 'utf8');
const out = join(here, '../.tmp/migrating-snippets');

const blocks = snippets(guide, 'js');

describe('docs/migrating.md', () => {
  it('has a runnable block for every peer it covers', () => {
    const sections = new Set(blocks.map((b) => b.section));
    for (const peer of [
      'saxes',
      'sax',
      'htmlparser2',
      '@rgrove/parse-xml',
      'xast-util-from-xml',
      'css-what',
      'nth-check',
      'css-select',
      'parse5',
      'rehype / hast-util-from-html',
      'cheerio',
      'htmlparser2 (HTML)',
      'node-html-parser',
      'hast-util-select',
    ]) {
      expect(sections.has(peer), peer).toBe(true);
    }
  });

  mkdirSync(out, { recursive: true });
  for (const [index, block] of blocks.entries()) {
    it(`${block.section}: the block at line ${block.line} runs`, async () => {
      const file = join(out, `snippet-${index}.mjs`);
      writeFileSync(file, `${block.code}\n`);
      await import(/* @vite-ignore */ pathToFileURL(file).href);
    });
  }
});
