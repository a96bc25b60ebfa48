/**
 * index Big5 (Encoding Standard §5: Big5 with the Hong Kong Supplementary
 * Character Set and other common extensions) for the Big5 decoder (issue 13
 * item 11), built once, on first use, never at import. 126 lead bytes × 157
 * pointers.
 *
 * The code points come from the runtime's `TextDecoder('big5')`, which in
 * browsers is the Standard's. Node 20's (ICU) is plain Big5 with private-use
 * code points for the HKSCS rows: private-use mappings are not in the
 * Standard's index, so they stay errors (U+FFFD, reported), never a wrong
 * character. Two differences are fixed here (the control pictures 0xA3C0-
 * 0xA3E0, which Node lacks, and 0xF9FE, U+FFED where Node gives U+2593).
 * The rest of the Standard's index, 5,054 pointers in leads 0x81-0xA0,
 * 0xC6-0xC8 and 0xF9-0xFE (3,904 of them the HKSCS extension, below pointer
 * 5024), is 11 kB of data (min+gzip): it is in the `@forgiving/char-ref/big5`
 * entry, and importing that entry once makes every Big5 decoder exact
 * (test/legacy-decoders.test.ts checks every pointer against the Standard's
 * index, the `text-encoding` package's copy).
 */
import { readRuntimeTable } from './runtime-table.ts';

const ROW = 157;

let table: Int32Array | null = null;
let supplement: ((table: Int32Array) => void) | null = null;

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

/** The pointers that give two code points: -2 - k in the index is the k-th pair of double-byte.ts. */
const PAIR_POINTERS = [1133, 1135, 1164, 1166];

function build(): Int32Array {
  const index = readRuntimeTable('big5', 126 * ROW, bytesOf);
  // 0xA3C0-0xA3DF are U+2400-U+241F, 0xA3E0 is U+2421.
  for (let i = 0; i < 32; i++) index[5432 + i] = 0x2400 + i;
  index[5464] = 0x2421;
  index[18996] = 0xffed;
  supplement?.(index);
  for (let k = 0; k < PAIR_POINTERS.length; k++) index[PAIR_POINTERS[k]!] = -2 - k;
  return index;
}

/** index Big5: pointer = (lead − 0x81) × 157 + big5Trail(trail); -1 where it has no code point. */
export function big5Table(): Int32Array {
  table ??= build();
  return table;
}

/** Installs the rest of the Standard's index (the `big5` entry); a table built before is built again. */
export function setBig5Supplement(patch: (table: Int32Array) => void): void {
  supplement = patch;
  table = null;
}
