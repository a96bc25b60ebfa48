/**
 * `@forgiving/char-ref/big5`: the part of the Encoding Standard's index Big5
 * that Node 20's `TextDecoder` does not have (the Hong Kong Supplementary
 * Character Set and other extensions, 5,054 pointers: big5-table.ts), kept
 * out of the main entry because it is 11 kB min+gzip and only Big5 input
 * needs it (issue 13 item 11). Without it those pointers decode as U+FFFD,
 * reported as invalid sequences.
 */
import { setBig5Supplement } from './big5-table.ts';
import { Char } from './codes.ts';
import { BIG5_INDEX_DATA, BIG5_INDEX_DIGITS, BIG5_INDEX_RANGES } from './generated/big5-index.ts';

/** Writes the generated data (scripts/generate-big5.mjs explains the format) into the index. */
function patch(table: Int32Array): void {
  const half = BIG5_INDEX_DIGITS.length / 2;
  const digit = new Int8Array(128).fill(-1);
  for (let i = 0; i < BIG5_INDEX_DIGITS.length; i++) digit[BIG5_INDEX_DIGITS.charCodeAt(i)] = i;
  let at = 0;
  let previous = 0;
  for (let r = 0; r < BIG5_INDEX_RANGES.length; r += 2) {
    for (let pointer = BIG5_INDEX_RANGES[r]!; pointer < BIG5_INDEX_RANGES[r + 1]!; pointer++) {
      if (BIG5_INDEX_DATA.charCodeAt(at) === Char.Tilde) {
        // "~": a pointer with no code point.
        at++;
        table[pointer] = -1;
        continue;
      }
      let z = 0;
      let d = digit[BIG5_INDEX_DATA.charCodeAt(at++)]!;
      while (d < half) {
        z = z * half + d;
        d = digit[BIG5_INDEX_DATA.charCodeAt(at++)]!;
      }
      z = z * half + d - half;
      previous += z % 2 === 0 ? z / 2 : -(z + 1) / 2;
      table[pointer] = previous;
    }
  }
}

/**
 * Makes every Big5 decoder of this package (`StreamDecoder`,
 * `decodeHtmlBytes`, `HtmlStreamDecoder` and the parsers' byte input) decode
 * the Encoding Standard's whole index Big5, on any runtime. Call it once;
 * the data is read when Big5 is first decoded.
 */
export function installBig5Index(): void {
  setBig5Supplement(patch);
}
