/**
 * index jis0208 and index jis0212 (Encoding Standard §5) for the euc-jp,
 * iso-2022-jp and Shift_JIS decoders (issue 29), from the Standard's
 * indexes.json (src/generated, scripts/generate-encodings.mjs), read once on
 * first use. -1 where the index has no code point.
 */
import { readCompactIndex } from './compact-index.ts';
import * as jis0208 from './generated/index-jis0208.ts';
import * as jis0212 from './generated/index-jis0212.ts';

let table0208: Int32Array | null = null;
let table0212: Int32Array | null = null;

/**
 * index jis0208: 11,280 pointers. euc-jp and iso-2022-jp use the first 94 × 94
 * (pointer = (lead − 0x21) × 94 + trail − 0x21 for row/cell bytes 0x21-0x7E or
 * the same less 0x80), Shift_JIS all of them (its IBM extensions beyond).
 */
export function jis0208Table(): Int32Array {
  table0208 ??= readCompactIndex(jis0208.DATA, jis0208.LENGTH);
  return table0208;
}

/** index jis0212 (euc-jp's 0x8F sequences): 94 × 94 pointers. */
export function jis0212Table(): Int32Array {
  table0212 ??= readCompactIndex(jis0212.DATA, jis0212.LENGTH);
  return table0212;
}
