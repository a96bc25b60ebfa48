/**
 * The Encoding Standard's Big5 (§11.1.1) and EUC-KR (§14.1.1) decoders,
 * streaming (issue 13 item 11). They are one state machine: a lead byte
 * 0x81-0xFE is held; the next byte makes a pointer into the index (when it is
 * a trail byte) and the index's code point is the output; otherwise the pair
 * is an error (U+FFFD) and the second byte, when it is ASCII, is read again
 * ("restore byte to ioQueue"): it is itself then. Node 20's own decoders
 * differ: they drop some bytes without a U+FFFD, and their tables are not the
 * Standard's (big5-table.ts, euc-kr-table.ts).
 */
import { unitsToString } from './jis-tables.ts';

const REPLACEMENT = 0xfffd;

/**
 * An index as this decoder reads it: one entry per pointer, the code point,
 * -1 for none (an error), or -2 - k for the k-th pair of `pairs` (the four
 * Big5 pointers that give two code points).
 */
export interface DoubleByteIndex {
  /** Pointers per lead byte: 157 (Big5) or 190 (EUC-KR). */
  readonly row: number;
  /** The pointer offset of a trail byte (pointer = (lead − 0x81) × row + trail(byte)), or -1: not a trail byte. */
  readonly trail: (byte: number) => number;
  readonly table: () => Int32Array;
  /** Code point pairs, two entries each. */
  readonly pairs: readonly number[];
}

export class DoubleByteDecoder {
  /** The held lead byte (0 when none). */
  private lead = 0;
  private out = new Uint16Array(0);
  declare private readonly index: DoubleByteIndex;

  constructor(index: DoubleByteIndex) {
    this.index = index;
  }

  /** The text of `bytes`; `stream: false` ends the input (a held lead is U+FFFD). */
  decode(bytes: Uint8Array, stream: boolean): string {
    // Two code units per byte at most (an astral code point or a pair takes
    // two bytes; a held lead's error and a restored ASCII byte take one
    // byte of this chunk), plus the end of input's error.
    if (this.out.length < 2 * bytes.length + 1) this.out = new Uint16Array(2 * bytes.length + 1);
    const out = this.out;
    const index = this.index;
    let length = 0;
    let lead = this.lead;
    let table: Int32Array | null = null;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      if (lead === 0) {
        if (b < 0x80) out[length++] = b;
        else if (b >= 0x81 && b <= 0xfe) lead = b;
        else out[length++] = REPLACEMENT;
        continue;
      }
      const trail = index.trail(b);
      let code = -1;
      if (trail >= 0) {
        table ??= index.table();
        code = table[(lead - 0x81) * index.row + trail]!;
      }
      lead = 0;
      if (code >= 0x10000) {
        out[length++] = 0xd800 + ((code - 0x10000) >> 10);
        out[length++] = 0xdc00 + (code & 0x3ff);
      } else if (code >= 0) out[length++] = code;
      else if (code <= -2) {
        const k = 2 * (-2 - code);
        out[length++] = index.pairs[k]!;
        out[length++] = index.pairs[k + 1]!;
      } else {
        out[length++] = REPLACEMENT;
        // An ASCII byte after a bad pair is read again: it is itself.
        if (b < 0x80) out[length++] = b;
      }
    }
    if (!stream && lead !== 0) {
      out[length++] = REPLACEMENT;
      lead = 0;
    }
    this.lead = lead;
    return unitsToString(out, length);
  }
}

/**
 * Reads `count` two-byte sequences through the runtime's `TextDecoder`: the
 * code point each one gives, -1 where it gives none, U+FFFD, more than one
 * code point or a private-use one (the Standard's Big5 and EUC-KR indexes
 * have none: such a mapping is the runtime's own extension). Each sequence
 * is followed by a line feed, which ends it whatever it was, so one call
 * decodes them all.
 */
export function readRuntimeTable(encoding: string, count: number, bytesOf: (i: number) => number): Int32Array {
  const bytes = new Uint8Array(count * 3);
  for (let i = 0; i < count; i++) {
    const pair = bytesOf(i);
    bytes[3 * i] = pair >> 8;
    bytes[3 * i + 1] = pair & 0xff;
    bytes[3 * i + 2] = 0x0a;
  }
  const table = new Int32Array(count).fill(-1);
  const text = new TextDecoder(encoding).decode(bytes);
  let start = 0;
  for (let i = 0; i < count; i++) {
    const end = text.indexOf('\n', start);
    if (end < 0) break;
    const code = text.codePointAt(start)!;
    const units = code >= 0x10000 ? 2 : 1;
    if (end === start + units && code !== REPLACEMENT && !(code >= 0xe000 && code <= 0xf8ff)) table[i] = code;
    start = end + 1;
  }
  return table;
}
