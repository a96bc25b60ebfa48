/**
 * index-jis0208 and index-jis0212 (Encoding Standard §5) for the euc-jp and
 * iso-2022-jp decoders here (issue 13 item 11), read once from the runtime's
 * `TextDecoder('euc-jp')` (runtime-table.ts): 94 × 94 code points, -1 where
 * there is none. Checked pointer by pointer against the Standard's indexes
 * (test/legacy-decoders.test.ts).
 */
import { readRuntimeTable } from './runtime-table.ts';

let jis0208: Int32Array | null = null;
let jis0212: Int32Array | null = null;

/** euc-jp row/cell bytes 0xA1-0xFE, after `prefix` (0 or 0x8F). */
const readTable = (prefix: number): Int32Array =>
  readRuntimeTable('euc-jp', 94 * 94, (i) => (prefix << 16) | ((0xa1 + ((i / 94) | 0)) << 8) | (0xa1 + (i % 94)));

/** Code point for JIS X 0208 row/cell bytes 0x21-0x7E (or 0xA1-0xFE): pointer = (lead - 0x21) × 94 + trail - 0x21. */
export function jis0208Table(): Int32Array {
  jis0208 ??= readTable(0);
  return jis0208;
}

/**
 * The same for JIS X 0212 (euc-jp's 0x8F sequences). Node also maps 0x8F
 * 0xF3 0xF3-0xF4 0xA4 and 0xF4 0xA7 (roman numerals and ㈱, IBM extensions)
 * that index-jis0212 lacks: errors in the Standard.
 */
export function jis0212Table(): Int32Array {
  if (jis0212 === null) {
    jis0212 = readTable(0x8f);
    jis0212.fill(-1, 7708, 7728);
    jis0212[7730] = -1;
  }
  return jis0212;
}
