/**
 * The WHATWG named character reference table (HTML §13.5), read from its
 * compact generated form (src/generated/html-entities.ts, format described
 * there and in scripts/generate-html-entities.mjs) into a
 * `PackedNamedReferenceTable` on first use.
 */
import { HTML_ENTITY_DATA, HTML_ENTITY_SECONDS } from './generated/html-entities.ts';
import { PackedNamedReferenceTable } from './packed-named.ts';
import { Char, isAsciiAlphanumeric } from './codes.ts';

/** '!' before a record: the name is also a legacy (no-semicolon) name. */
const LEGACY_MARK = Char.Exclamation;
const SEMICOLON = ';';
/** ',' '.' ':' '-': first code point deltas 0-3. */
const SMALL_DELTAS = ',.:-';
/** '{' '|' '}': one, two or three base-93 digits follow. */
const DIGIT_MARKS = '{|}';
const SECOND_MARKS = "#$%&'()*+/;<=>?@[]^_`~";

/** A base-93 digit: printable ASCII without '"' (0x22) and '\' (0x5c). */
function digit(c: number): number {
  return c - Char.Space - (c > Char.QuotationMark ? 1 : 0) - (c > Char.ReverseSolidus ? 1 : 0);
}

/**
 * Calls `add` for every record of `data`: the name with ";" and, for legacy
 * names, also without. Linear in the data's length.
 */
export function readHtmlEntityData(data: string, seconds: string, add: (name: string, value: string) => void): void {
  let codePoint = 0;
  let i = 0;
  while (i < data.length) {
    let legacy = false;
    let second = '';
    if (data.charCodeAt(i) === LEGACY_MARK) {
      legacy = true;
      i++;
    }
    const mark = SECOND_MARKS.indexOf(data[i]!);
    if (mark !== -1) {
      second = seconds[mark]!;
      i++;
    }
    const start = i;
    while (i < data.length && isAsciiAlphanumeric(data.charCodeAt(i))) i++;
    const name = data.slice(start, i);
    const small = SMALL_DELTAS.indexOf(data[i]!);
    let delta = small;
    if (small === -1) {
      const digits = DIGIT_MARKS.indexOf(data[i]!) + 1;
      delta = 0;
      for (let d = 1; d <= digits; d++) delta = delta * 93 + digit(data.charCodeAt(i + d));
      i += digits;
    }
    i++;
    codePoint += delta;
    const value = String.fromCodePoint(codePoint) + second;
    add(name + SEMICOLON, value);
    if (legacy) add(name, value);
  }
}

let table: PackedNamedReferenceTable | null = null;

/**
 * The 2231 WHATWG names (with their `;`, and the legacy names also without
 * it) as a read-only packed trie, built on first use.
 */
export function htmlNamedReferences(): PackedNamedReferenceTable {
  if (table === null) {
    const names: string[] = [];
    const values: string[] = [];
    readHtmlEntityData(HTML_ENTITY_DATA, HTML_ENTITY_SECONDS, (name, value) => {
      names.push(name);
      values.push(value);
    });
    table = new PackedNamedReferenceTable(names, values);
  }
  return table;
}
