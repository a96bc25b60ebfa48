/**
 * html5lib tree-construction tests for html-tree's own tests: the input, the
 * fragment context, the scripting mark and the expected `#document` lines of
 * each test (the format is described in the suite's README.md), by id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseDat } from '@forgiving/test-utils/dat';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const conformanceDir = join(here, '../../../../../shared/conformance/html5lib-tests');
export const treeConstructionDir = join(conformanceDir, 'tree-construction');
export const benchCorpusDir = join(here, '../../../../../shared/bench-corpus/html');

export interface DatTest {
  /** `file.dat #n` (1-based). */
  id: string;
  file: string;
  data: string;
  /** `#document-fragment` line: `td`, `svg path`, `math mi`. */
  fragment: string | undefined;
  /** `true` for `#script-on`, `false` for `#script-off`, `undefined` when unmarked. */
  scripting: boolean | undefined;
  /** The expected tree, one line per entry, without the trailing empty line. */
  document: string;
}

/** The tests of one `.dat` file, in order (read by @forgiving/test-utils' strict reader). */
export function readDat(file: string, text: string): DatTest[] {
  return parseDat(text, file).map((test) => ({
    id: `${file} #${test.index + 1}`,
    file,
    data: test.data,
    fragment: test.fragment ?? undefined,
    scripting: test.scripting ?? undefined,
    document: test.document,
  }));
}

/** Every test of `tree-construction/*.dat` (not `scripted/`, decision H4). */
export function allTreeConstructionTests(): DatTest[] {
  const files = readdirSync(treeConstructionDir)
    .filter((name) => name.endsWith('.dat'))
    .sort();
  const tests: DatTest[] = [];
  for (const file of files) {
    const found = readDat(file, readFileSync(join(treeConstructionDir, file), 'utf8'));
    for (const test of found) tests.push(test);
  }
  return tests;
}

/** `svg path` → `{ tagName: 'path', namespace: 'svg' }`. */
export function readContext(fragment: string): { tagName: string; namespace: 'html' | 'svg' | 'math' } {
  const space = fragment.indexOf(' ');
  if (space === -1) return { tagName: fragment, namespace: 'html' };
  return { tagName: fragment.slice(space + 1), namespace: fragment.slice(0, space) as 'svg' | 'math' };
}

export function benchCorpusPages(): Array<{ name: string; html: string }> {
  return readdirSync(benchCorpusDir)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => ({ name, html: readFileSync(join(benchCorpusDir, name), 'utf8') }));
}
