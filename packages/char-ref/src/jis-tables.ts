/**
 * index jis0208 and index jis0212 (Encoding Standard §5) for the euc-jp,
 * iso-2022-jp and Shift_JIS decoders (issues 13 item 11, 29), built once,
 * on first use. -1 where the index has no code point.
 *
 * With `installJisIndexes` (the `@forgiving/char-ref/encoding-indexes`
 * entry, 15 kB min+gzip) they are the Standard's own, from its indexes.json
 * (src/generated, scripts/generate-encodings.mjs). Without it they are read
 * from the runtime's `TextDecoder` (runtime-table.ts): jis0208 through
 * 'shift_jis' (all 11,280 pointers), jis0212 through 'euc-jp'. Node 20's
 * are then exactly the Standard's, but for five jis0212 pointers Node maps
 * and the index lacks (IBM extensions, set to none here); a browser's
 * TextDecoder is the Standard's.
 */
import { readRuntimeTable } from './runtime-table.ts';

let table0208: Int32Array | null = null;
let table0212: Int32Array | null = null;
let exact: { jis0208: () => Int32Array; jis0212: () => Int32Array } | null = null;

/** The two bytes of a jis0208 pointer in Shift_JIS (the Standard's Shift_JIS encoder's rule). */
function shiftJisBytes(pointer: number): number {
  const lead = (pointer / 188) | 0;
  const trail = pointer % 188;
  return ((lead + (lead < 0x1f ? 0x81 : 0xc1)) << 8) | (trail + (trail < 0x3f ? 0x40 : 0x41));
}

/**
 * index jis0208: 11,280 pointers. euc-jp and iso-2022-jp use the first 94 × 94
 * (pointer = (lead − 0x21) × 94 + trail − 0x21 for row/cell bytes 0x21-0x7E or
 * the same less 0x80), Shift_JIS all of them (its IBM extensions beyond).
 */
export function jis0208Table(): Int32Array {
  // The EUDC pointers 8836-10715 come out private use, so none (the Shift_JIS decoder maps them itself).
  table0208 ??= exact?.jis0208() ?? readRuntimeTable('shift_jis', 11280, shiftJisBytes);
  return table0208;
}

/** index jis0212 (euc-jp's 0x8F sequences): 94 × 94 pointers. */
export function jis0212Table(): Int32Array {
  if (table0212 === null) {
    if (exact !== null) table0212 = exact.jis0212();
    else {
      table0212 = readRuntimeTable(
        'euc-jp',
        94 * 94,
        (i) => (0x8f << 16) | ((0xa1 + ((i / 94) | 0)) << 8) | (0xa1 + (i % 94)),
      );
      // Node also maps 0x8F 0xF3 0xF3-0xF4 0xA4 and 0xF4 0xA7 (roman numerals and ㈱, IBM extensions).
      table0212.fill(-1, 7708, 7728);
      table0212[7730] = -1;
    }
  }
  return table0212;
}

/** Installs the Standard's indexes (encoding-indexes.ts); tables built before are built again. */
export function setJisIndexes(indexes: { jis0208: () => Int32Array; jis0212: () => Int32Array }): void {
  exact = indexes;
  table0208 = null;
  table0212 = null;
}
