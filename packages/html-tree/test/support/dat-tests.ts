/**
 * Reads html5lib tree-construction `.dat` files: the input, the fragment
 * context, the scripting mark and the expected `#document` lines of each
 * test (the format is described in the suite's README.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
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

/** The tests of one `.dat` file, in order. */
export function readDat(file: string, text: string): DatTest[] {
  const tests: DatTest[] = [];
  const lines = text.split('\n');
  let i = 0;
  while (i < lines.length) {
    if (lines[i] !== '#data') {
      i++;
      continue;
    }
    i++;
    const data: string[] = [];
    while (i < lines.length && lines[i] !== '#errors') data.push(lines[i++]!);
    let fragment: string | undefined;
    let scripting: boolean | undefined;
    const document: string[] = [];
    while (i < lines.length && lines[i] !== '#data') {
      const line = lines[i++]!;
      if (line === '#document-fragment') fragment = lines[i++];
      else if (line === '#script-on') scripting = true;
      else if (line === '#script-off') scripting = false;
      else if (line === '#document') {
        // The tree runs to the next `#data` or the blank line that ends the test
        // (a blank line inside a multi-line text node starts with `|` or is
        // followed by a continuation, so read until `#data` and trim the end).
        while (i < lines.length && lines[i] !== '#data') document.push(lines[i++]!);
      }
    }
    while (document.length > 0 && document[document.length - 1] === '') document.pop();
    tests.push({
      id: `${file} #${tests.length + 1}`,
      file,
      data: data.join('\n'),
      fragment,
      scripting,
      document: document.join('\n'),
    });
  }
  return tests;
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
