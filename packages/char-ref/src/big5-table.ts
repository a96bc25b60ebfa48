/**
 * index Big5 (Encoding Standard §5: Big5 with the Hong Kong Supplementary
 * Character Set and other common extensions) for the Big5 decoder (issues
 * 13 item 11, 29), from the Standard's indexes.json (src/generated,
 * scripts/generate-encodings.mjs), read once on first use. 126 lead bytes ×
 * 157 pointers.
 */
import { readCompactIndex } from './compact-index.ts';
import { DATA, LENGTH } from './generated/index-big5.ts';

let table: Int32Array | null = null;

/** The Big5 trail byte's pointer offset (0x40-0x7E, 0xA1-0xFE), or -1. */
export function big5Trail(byte: number): number {
  if (byte >= 0x40 && byte <= 0x7e) return byte - 0x40;
  return byte >= 0xa1 && byte <= 0xfe ? byte - 0x62 : -1;
}

/** The pointers that give two code points (§11.1.1): -2 - k in the table is the k-th pair of double-byte.ts. */
const PAIR_POINTERS = [1133, 1135, 1164, 1166];

/** index Big5: pointer = (lead − 0x81) × 157 + big5Trail(trail); -1 where it has no code point. */
export function big5Table(): Int32Array {
  if (table === null) {
    table = readCompactIndex(DATA, LENGTH);
    for (let k = 0; k < PAIR_POINTERS.length; k++) table[PAIR_POINTERS[k]!] = -2 - k;
  }
  return table;
}
