/** Reads html5lib-tests `.dat` files (tree-construction format). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DatTest {
  file: string;
  index: number;
  data: string;
  errors: string[];
  fragment: string | null;
  /** true: #script-on, false: #script-off, null: both. */
  scripting: boolean | null;
  document: string;
}

export function readDat(path: string, file: string): DatTest[] {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  const tests: DatTest[] = [];
  let cur: Record<string, string[]> | null = null;
  let section = '';
  const flush = () => {
    if (cur === null) return;
    const doc = cur['#document'] ?? [];
    while (doc.length > 0 && doc[doc.length - 1] === '') doc.pop();
    tests.push({
      file,
      index: tests.length,
      data: (cur['#data'] ?? []).join('\n'),
      errors: (cur['#errors'] ?? []).filter((l) => l !== ''),
      fragment: cur['#document-fragment'] ? (cur['#document-fragment'][0] ?? '').trim() : null,
      scripting: '#script-on' in cur ? true : '#script-off' in cur ? false : null,
      document: doc.join('\n'),
    });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === '#data' && (i === 0 || lines[i - 1] === '' || cur === null)) {
      if (cur !== null) {
        // drop the blank separator line from the previous #document
        flush();
      }
      cur = {};
      section = '#data';
      cur[section] = [];
      continue;
    }
    if (cur === null) continue;
    if (/^#[a-z-]+$/.test(line) && section !== '#data-never') {
      if (section === '#data' || line !== '#data') {
        section = line;
        cur[section] = [];
        continue;
      }
    }
    (cur[section] as string[]).push(line);
  }
  flush();
  return tests;
}

export function readTreeTests(dir: string): DatTest[] {
  const out: DatTest[] = [];
  for (const f of readdirSync(dir).sort()) {
    if (f.endsWith('.dat')) out.push(...readDat(join(dir, f), f));
  }
  return out;
}
