/**
 * index Big5 (Encoding Standard §5: Big5 with the Hong Kong Supplementary
 * Character Set and other common extensions) for the Big5 decoder (issues
 * 13 item 11, 29), built once, on first use, never at import. 126 lead
 * bytes × 157 pointers.
 *
 * With `installBig5Index` (the `@forgiving/char-ref/big5` or
 * `/encoding-indexes` entry, 26 kB min+gzip) it is the Standard's own, from
 * its indexes.json (src/generated, scripts/generate-encodings.mjs). Without
 * it the code points come from the runtime's `TextDecoder('big5')`, which
 * in browsers is the Standard's. Node 20's (ICU) is plain Big5 with
 * private-use code points for the HKSCS rows: private-use mappings are not
 * in the Standard's index, so they stay errors (U+FFFD, reported), never a
 * wrong character. Two differences are fixed here (the control pictures
 * 0xA3C0-0xA3E0, which Node lacks, and 0xF9FE, U+FFED where Node gives
 * U+2593); 5,054 pointers stay errors (leads 0x81-0xA0, 0xC6-0xC8,
 * 0xF9-0xFE; test/encoding-index-fallback.test.ts).
 */
import { readRuntimeTable } from './runtime-table.ts';

const ROW = 157;

let table: Int32Array | null = null;
let exact: (() => Int32Array) | null = null;

/** The Big5 trail byte's pointer offset (0x40-0x7E, 0xA1-0xFE), or -1. */
export function big5Trail(byte: number): number {
  if (byte >= 0x40 && byte <= 0x7e) return byte - 0x40;
  return byte >= 0xa1 && byte <= 0xfe ? byte - 0x62 : -1;
}

/** The two bytes of a pointer. */
function bytesOf(pointer: number): number {
  const offset = pointer % ROW;
  return ((0x81 + ((pointer / ROW) | 0)) << 8) | (offset + (offset < 0x3f ? 0x40 : 0x62));
}

/** The fallback: the runtime's table, with Node's two differences outside HKSCS fixed. */
function build(): Int32Array {
  const index = readRuntimeTable('big5', 126 * ROW, bytesOf);
  // 0xA3C0-0xA3DF are U+2400-U+241F, 0xA3E0 is U+2421.
  for (let i = 0; i < 32; i++) index[5432 + i] = 0x2400 + i;
  index[5464] = 0x2421;
  index[18996] = 0xffed;
  return index;
}

/** The pointers that give two code points (§11.1.1): -2 - k in the table is the k-th pair of double-byte.ts. */
const PAIR_POINTERS = [1133, 1135, 1164, 1166];

/** index Big5: pointer = (lead − 0x81) × 157 + big5Trail(trail); -1 where it has no code point. */
export function big5Table(): Int32Array {
  if (table === null) {
    table = exact?.() ?? build();
    for (let k = 0; k < PAIR_POINTERS.length; k++) table[PAIR_POINTERS[k]!] = -2 - k;
  }
  return table;
}

/** Installs the Standard's index (encoding-indexes.ts); a table built before is built again. */
export function setBig5Index(index: () => Int32Array): void {
  exact = index;
  table = null;
}
