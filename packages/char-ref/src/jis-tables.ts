/**
 * index-jis0208 and index-jis0212 (Encoding Standard §5) for the euc-jp and
 * iso-2022-jp decoders here (issue 13 item 11), read once from Node's
 * `TextDecoder('euc-jp')` so that these decoders map every pair and triple
 * as Node does: 94 × 94 code units, U+FFFD where it has no code point. Each
 * sequence is followed by a line feed, which ends it whatever it was, so
 * one call decodes them all.
 */

const REPLACEMENT = 0xfffd;
const SIZE = 94 * 94;

let jis0208: Uint16Array | null = null;
let jis0212: Uint16Array | null = null;

function readTable(prefix: number): Uint16Array {
  const step = prefix === 0 ? 3 : 4;
  const bytes = new Uint8Array(SIZE * step);
  let at = 0;
  for (let lead = 0xa1; lead <= 0xfe; lead++) {
    for (let trail = 0xa1; trail <= 0xfe; trail++) {
      if (prefix !== 0) bytes[at++] = prefix;
      bytes[at++] = lead;
      bytes[at++] = trail;
      bytes[at++] = 0x0a;
    }
  }
  const table = new Uint16Array(SIZE).fill(REPLACEMENT);
  const text = new TextDecoder('euc-jp').decode(bytes);
  let start = 0;
  for (let i = 0; i < SIZE; i++) {
    const end = text.indexOf('\n', start);
    if (end < 0) break;
    // One BMP code unit, or no code point (a U+FFFD or anything longer).
    if (end === start + 1) table[i] = text.charCodeAt(start);
    start = end + 1;
  }
  return table;
}

/** Code unit for JIS X 0208 row/cell bytes 0x21-0x7E (or 0xA1-0xFE): pointer = (lead - 0x21) × 94 + trail - 0x21. */
export function jis0208Table(): Uint16Array {
  jis0208 ??= readTable(0);
  return jis0208;
}

/** The same for JIS X 0212 (euc-jp's 0x8F sequences). */
export function jis0212Table(): Uint16Array {
  jis0212 ??= readTable(0x8f);
  return jis0212;
}

/** Code units per `String.fromCharCode` call: never an input-sized argument list. */
const SLICE = 8192;

/** The string of the first `length` code units of `units`. */
export function unitsToString(units: Uint16Array, length: number): string {
  let text = '';
  for (let start = 0; start < length; start += SLICE) {
    const part = units.subarray(start, Math.min(length, start + SLICE));
    // spread-ok: at most SLICE (8192) code units per call, whatever the input's size
    text += String.fromCharCode.apply(null, part as unknown as number[]);
  }
  return text;
}
