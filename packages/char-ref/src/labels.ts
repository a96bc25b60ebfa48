/**
 * The Encoding Standard's label table (§4.2 "Names and labels"), generated
 * from its encodings.json (src/generated/encoding-labels.ts, issue 29), and
 * "get an encoding". Names are lowercased, as `TextDecoder#encoding` spells
 * them (`'utf-8'`, `'shift_jis'`, `'iso-8859-8-i'`, `'replacement'`).
 */
import { isAsciiWhitespace } from './codes.ts';
import { ENCODING_GROUPS } from './generated/encoding-labels.ts';

let table: Map<string, string> | null = null;

function labels(): Map<string, string> {
  if (table === null) {
    table = new Map();
    for (const [, encodings] of ENCODING_GROUPS) {
      for (const [name, ...names] of encodings) {
        const lower = name!.toLowerCase();
        for (const label of names) table.set(label, lower);
      }
    }
  }
  return table;
}

/**
 * "Get an encoding" (Encoding Standard §4.2): the encoding a label names,
 * after removing leading and trailing ASCII whitespace and ASCII
 * lowercasing, or null (failure: the Standard does not know the label).
 */
export function getEncoding(label: string): string | null {
  let start = 0;
  let end = label.length;
  while (start < end && isAsciiWhitespace(label.charCodeAt(start))) start++;
  while (end > start && isAsciiWhitespace(label.charCodeAt(end - 1))) end--;
  // ASCII lowercase only: toLowerCase would also fold non-ASCII letters
  // (U+212A KELVIN SIGN to "k"), making labels the Standard does not have.
  const key = label.slice(start, end).replace(/[A-Z]+/g, (s) => s.toLowerCase());
  return labels().get(key) ?? null;
}
