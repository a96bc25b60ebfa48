// html5lib-tests encoding/ through the parser (decision H1): each test's
// bytes, parsed with no transport label and the default windows-1252, must be
// decoded with the expected encoding, including the tests whose <meta> comes
// after the 1024 bytes the prescan reads (found while parsing: "change the
// encoding" restarts the parse). `scripted/` needs document.write (H4).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultTreeAdapter } from 'parse5';
import { afterAll, describe, expect, it } from 'vitest';
import type { TreeAdapter } from '../../packages/html-tree/src/adapter.ts';
import { parseHtml } from '../../packages/html-tree/src/html.ts';
import { FAST_PATHS } from '../fast-paths.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '../../../shared/conformance/html5lib-tests/encoding');
const MIN_PASSED = 82;

function readTests(file: string): { key: string; data: Uint8Array; encoding: string }[] {
  const text = readFileSync(join(dataDir, file)).toString('latin1');
  return text
    .split(/^#data\n/m)
    .slice(1)
    .map((block, index) => {
      const split = block.indexOf('\n#encoding\n');
      const encoding = (block.slice(split + '\n#encoding\n'.length).split('\n')[0] as string).trim().toLowerCase();
      return { key: `${file} #${index + 1}`, data: Buffer.from(block.slice(0, split), 'latin1'), encoding };
    });
}

const tests = readdirSync(dataDir)
  .filter((f) => f.endsWith('.dat'))
  .flatMap(readTests);
let passed = 0;

describe('html5lib encoding tests through the parser', () => {
  it('reads the 82 non-scripted tests', () => {
    expect(tests).toHaveLength(82);
  });
  for (const t of tests) {
    it(`${t.key} → ${t.encoding}`, () => {
      const result = parseHtml(t.data, {
        adapter: defaultTreeAdapter as unknown as TreeAdapter,
        fastPaths: FAST_PATHS,
      });
      expect(result.encoding).toBe(t.encoding);
      passed++;
    });
  }
  afterAll(() => {
    console.log(`html5lib encoding through parseHtml: ${passed}/${tests.length} (scripted/ skipped, H4)`);
    expect(passed).toBeGreaterThanOrEqual(MIN_PASSED);
  });
});
