/**
 * Reads tree-construction `.dat` files: html5lib-tests' and WPT's
 * (`html/syntax/parsing/resources/`, README.upstream.md there), which add an
 * optional `#description` before `#data` and processing instruction lines.
 * A line or section the format does not have throws, naming file and line:
 * a test silently dropped (as WPT's `#description` tests were) is a test
 * that never runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DatTest {
  file: string;
  index: number;
  /** The `#description` lines, or null. */
  description: string | null;
  data: string;
  /** The `#errors` lines. */
  errors: string[];
  /** The `#new-errors` lines (more errors, "adding to the expected number"). */
  newErrors: string[];
  fragment: string | null;
  /** true: #script-on, false: #script-off, null: both. */
  scripting: boolean | null;
  document: string;
}

/** The sections after `#errors`, in the order the format allows them. */
const AFTER_ERRORS = new Set(['#new-errors', '#document-fragment', '#script-off', '#script-on', '#document']);

interface Building {
  description: string[] | null;
  data: string[];
  errors: string[];
  newErrors: string[];
  fragment: string | null;
  scripting: boolean | null;
  document: string[] | null;
}

export function readDat(path: string, file: string): DatTest[] {
  return parseDat(readFileSync(path, 'utf8'), file);
}

/** Parses the text of one `.dat` file (see the module comment). */
export function parseDat(text: string, file: string): DatTest[] {
  const lines = text.split('\n');
  const tests: DatTest[] = [];
  let cur: Building | null = null;
  let section = '';
  const fail = (i: number, why: string): never => {
    throw new Error(`${file}:${i + 1}: ${why}: ${JSON.stringify(lines[i])}`);
  };
  const flush = (): void => {
    if (cur === null) return;
    if (cur.document === null) throw new Error(`${file}: test ${tests.length} has no #document`);
    const doc = cur.document;
    while (doc.length > 0 && doc[doc.length - 1] === '') doc.pop();
    tests.push({
      file,
      index: tests.length,
      description: cur.description === null ? null : cur.description.join('\n'),
      data: cur.data.join('\n'),
      errors: cur.errors.filter((l) => l !== ''),
      newErrors: cur.newErrors.filter((l) => l !== ''),
      fragment: cur.fragment,
      scripting: cur.scripting,
      document: doc.join('\n'),
    });
    cur = null;
  };
  const start = (line: string): Building => {
    section = line;
    return {
      description: line === '#description' ? [] : null,
      data: [],
      errors: [],
      newErrors: [],
      fragment: null,
      scripting: null,
      document: null,
    };
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const startsTest = line === '#data' || line === '#description';
    if (cur === null) {
      if (line === '') continue;
      if (!startsTest) fail(i, 'a test must start with #data or #description');
      cur = start(line);
      continue;
    }
    const c: Building = cur;
    switch (section) {
      case '#description':
        if (line === '#data') section = '#data';
        else c.description!.push(line);
        continue;
      case '#data':
        // The data runs to `#errors`, whatever its lines hold.
        if (line === '#errors') section = '#errors';
        else c.data.push(line);
        continue;
      case '#document':
        // A test ends at a blank line followed by the next test's first line.
        if (startsTest && lines[i - 1] === '') {
          flush();
          cur = start(line);
        } else if (/^#[a-z-]+$/.test(line)) fail(i, 'unknown line in #document');
        else c.document!.push(line);
        continue;
    }
    if (AFTER_ERRORS.has(line)) {
      section = line;
      if (line === '#script-on' || line === '#script-off') c.scripting = line === '#script-on';
      if (line === '#document') c.document = [];
      continue;
    }
    if (/^#[a-z-]+$/.test(line)) fail(i, 'unknown section');
    switch (section) {
      case '#errors':
        c.errors.push(line);
        break;
      case '#new-errors':
        c.newErrors.push(line);
        break;
      case '#document-fragment':
        if (c.fragment !== null) fail(i, 'a second #document-fragment line');
        c.fragment = line.trim();
        break;
      default:
        fail(i, `unexpected line after ${section}`);
    }
  }
  flush();
  return tests;
}

/** Every test of the `.dat` files in `dir`, files in name order. */
export function readTreeTests(dir: string): DatTest[] {
  const out: DatTest[] = [];
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.dat')) continue;
    for (const test of readDat(join(dir, f), f)) out.push(test);
  }
  return out;
}
