/**
 * Reads an index of the Encoding Standard (§5 Indexes) from the compact
 * string scripts/generate-encodings.mjs writes (issue 29): one entry per
 * pointer, "~" for none, else the code point's zigzag delta from the
 * previous one's in base-44 digits. Decoded once, on first use, never at
 * import: a runtime that never decodes the encoding only parses the string.
 */
import { Char } from './codes.ts';

/** Printable ASCII without quotes, backslash, "$" and "~" (the generator's DIGITS). */
const DIGITS = '!#%&()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}';
/** DIGITS.length / 2, written out: a computed module-level constant would keep DIGITS in every bundle. */
const HALF = 44;

/** The index: code point per pointer, -1 where the index has none. */
export function readCompactIndex(data: string, length: number): Int32Array {
  const digit = new Int8Array(128).fill(-1);
  for (let i = 0; i < DIGITS.length; i++) digit[DIGITS.charCodeAt(i)] = i;
  const table = new Int32Array(length);
  let at = 0;
  let previous = 0;
  for (let pointer = 0; pointer < length; pointer++) {
    if (data.charCodeAt(at) === Char.Tilde) {
      at++;
      table[pointer] = -1;
      continue;
    }
    let z = 0;
    let d = digit[data.charCodeAt(at++)]!;
    while (d < HALF) {
      z = z * HALF + d;
      d = digit[data.charCodeAt(at++)]!;
    }
    z = z * HALF + d - HALF;
    previous += z % 2 === 0 ? z / 2 : -(z + 1) / 2;
    table[pointer] = previous;
  }
  return table;
}
