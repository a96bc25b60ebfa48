// html5lib-tests encoding/ through the parser (decision H1): each test's
// bytes, parsed with no transport label and the default windows-1252, must be
// decoded with the expected encoding, including the tests whose <meta> comes
// after the 1024 bytes the prescan reads (found while parsing: "change the
// encoding" restarts the parse). `scripted/` needs document.write (H4).
// Expected failures by name with a reason (none today); a listed test that
// passes fails CI.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHtml, type TreeAdapter } from '@forgiving/html-tree';
import { defaultTreeAdapter } from 'parse5';
import { afterAll, describe, expect, it } from 'vitest';
import { asListed, unknownNames } from './expected-failures.ts';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '../../../shared/conformance/html5lib-tests/encoding');
/** Tests that fail, keyed `<file> #<index>` (1-based), each with its reason. None today. */
const EXPECTED_FAILURES = new Map<string, string>();

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
    const reason = EXPECTED_FAILURES.get(t.key);
    it(`${t.key} → ${t.encoding}${reason ? ' [expected failure]' : ''}`, () => {
      const result = parseHtml(t.data, { adapter: defaultTreeAdapter as unknown as TreeAdapter });
      if (result.encoding === t.encoding) passed++;
      asListed(reason, result.encoding === t.encoding, () => expect(result.encoding).toBe(t.encoding));
    });
  }
  afterAll(() => {
    console.log(`html5lib encoding through parseHtml: ${passed}/${tests.length} (scripted/ skipped, H4)`);
  });
  it('every listed name is a test', () => {
    expect(
      unknownNames(
        EXPECTED_FAILURES.keys(),
        tests.map((t) => t.key),
      ),
    ).toEqual([]);
  });
});
