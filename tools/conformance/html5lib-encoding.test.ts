// html5lib-tests encoding/: each test's bytes (`#data`) must sniff to the
// expected encoding (`#encoding`, compared ASCII case-insensitively) with no
// transport label and the default windows-1252 (decision H1). The prescan
// looks at the first 1024 bytes only, as the Standard encourages; the tests
// whose <meta> comes later need the parser's "change the encoding" (a
// <meta> met while parsing), which @forgiving/html-tree does. They are listed
// below with that reason and checked to be exactly the ones the prescan
// leaves undecided. `scripted/` needs document.write (decision H4).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeHtmlBytes, HtmlStreamDecoder, prescanHtmlEncoding, sniffHtmlEncoding } from '@forgiving/char-ref/html';
import { afterAll, describe, expect, it } from 'vitest';
import { unknownNames } from './expected-failures.ts';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '../../../shared/conformance/html5lib-tests/encoding');

const LATE_META =
  'the <meta> starts after the 1024 bytes the prescan reads: html-tree finds it while parsing and runs "change the encoding" (H1)';
/**
 * Tests only the full parser passes, keyed `<file> #<index>` (1-based), each
 * with its reason: the prescan's expected failures. Each is checked to fail
 * here (left to the parser) and every other test to pass, so the list matches
 * the outcome exactly.
 */
const NEEDS_PARSER: Record<string, string> = {
  'tests1.dat #48': LATE_META,
  'tests1.dat #49': LATE_META,
  'tests1.dat #50': LATE_META,
  'tests1.dat #51': LATE_META,
  'tests1.dat #52': LATE_META,
  'tests1.dat #53': LATE_META,
  'tests1.dat #54': LATE_META,
};

interface EncodingTest {
  key: string;
  data: Uint8Array;
  encoding: string;
}

/** Splits a .dat file read as bytes: `#data` up to `#encoding`, the data's last LF dropped. */
function readTests(file: string): EncodingTest[] {
  const text = readFileSync(join(dataDir, file)).toString('latin1');
  const tests: EncodingTest[] = [];
  const blocks = text.split(/^#data\n/m).slice(1);
  blocks.forEach((block, index) => {
    const split = block.indexOf('\n#encoding\n');
    const data = block.slice(0, split);
    const encoding = block
      .slice(split + '\n#encoding\n'.length)
      .split('\n')[0]!
      .trim();
    tests.push({ key: `${file} #${index + 1}`, data: Buffer.from(data, 'latin1'), encoding: encoding.toLowerCase() });
  });
  return tests;
}

const files = readdirSync(dataDir).filter((name) => name.endsWith('.dat'));
const tests = files.flatMap(readTests);
let passed = 0;
let needsParser = 0;

describe('html5lib encoding tests (prescan)', () => {
  it('finds every non-scripted test', () => {
    expect(files.sort()).toEqual(['test-yahoo-jp.dat', 'tests1.dat', 'tests2.dat']);
    expect(tests).toHaveLength(82);
  });

  for (const test of tests) {
    const reason = NEEDS_PARSER[test.key];
    it(`${test.key} → ${test.encoding}${reason ? ' (needs the parser)' : ''}`, () => {
      const sniffed = sniffHtmlEncoding(test.data);
      if (reason === undefined) {
        expect(sniffed.encoding).toBe(test.encoding);
        passed++;
        // Streamed in 7-byte chunks: the same decision and the same text.
        const stream = new HtmlStreamDecoder();
        let text = '';
        for (let at = 0; at < test.data.length; at += 7) text += stream.write(test.data.subarray(at, at + 7));
        text += stream.end();
        expect(stream.sniffed).toEqual(sniffed);
        expect(text).toBe(decodeHtmlBytes(test.data, sniffed));
        return;
      }
      // Listed: the prescan must leave it to the parser, and an unlimited
      // prescan must find the expected encoding later in the bytes.
      expect(sniffed.source).toBe('default');
      expect(sniffed.confidence).toBe('tentative');
      expect(prescanHtmlEncoding(test.data, Number.POSITIVE_INFINITY)).toBe(test.encoding);
      needsParser++;
    });
  }

  afterAll(() => {
    console.log(
      `html5lib encoding: ${passed}/${tests.length} pass through the prescan; ${needsParser} need the parser's "change the encoding" (html-tree); scripted/ skipped (H4, needs document.write)`,
    );
  });

  it('every listed name is a test', () => {
    expect(
      unknownNames(
        Object.keys(NEEDS_PARSER),
        tests.map((test) => test.key),
      ),
    ).toEqual([]);
  });
});
