/**
 * The Encoding Standard's Big5 (§11.1.1) and EUC-KR (§13.1.1) decoders,
 * streaming (issue 13 item 11). They are one state machine: a lead byte
 * 0x81-0xFE is held; the next byte makes a pointer into the index (when it is
 * a trail byte) and the index's code point is the output; otherwise the pair
 * is an error (U+FFFD) and the second byte, when it is ASCII, is read again
 * ("restore byte to ioQueue"): it is itself then. Node 20's own decoders
 * differ: they drop some bytes without a U+FFFD, and their tables are not the
 * Standard's (big5-table.ts, euc-kr-table.ts).
 */
import { asciiText, isAscii, unitsToString } from './units.ts';
import { Char } from './codes.ts';

/**
 * The four Big5 pointers that give two code points (§11.1.1): an index entry
 * -2 - k is the pair at 2k here. Other entries: the code point, or -1 (none:
 * an error).
 */
const PAIRS = [0xca, 0x304, 0xca, 0x30c, 0xea, 0x304, 0xea, 0x30c];

export class DoubleByteDecoder {
  /** The held lead byte (0 when none). */
  private lead = 0;
  private out = new Uint16Array(0);
  /** Pointers per lead byte: 157 (Big5) or 190 (EUC-KR). */
  declare private readonly row: number;
  /** The pointer offset of a trail byte (pointer = (lead − 0x81) × row + trail(byte)), or -1: not a trail byte. */
  declare private readonly trail: (byte: number) => number;
  declare private readonly table: () => Int32Array;

  constructor(row: number, trail: (byte: number) => number, table: () => Int32Array) {
    this.row = row;
    this.trail = trail;
    this.table = table;
  }

  /** The text of `bytes`; `stream: false` ends the input (a held lead is U+FFFD). */
  decode(bytes: Uint8Array, stream: boolean): string {
    // Nothing held and only ASCII: each byte is itself.
    if (this.lead === 0 && isAscii(bytes)) return asciiText(bytes);
    // Two code units per byte at most (an astral code point or a pair takes
    // two bytes; a held lead's error and a restored ASCII byte take one
    // byte of this chunk), plus the end of input's error.
    if (this.out.length < 2 * bytes.length + 1) this.out = new Uint16Array(2 * bytes.length + 1);
    const out = this.out;
    let length = 0;
    let lead = this.lead;
    let table: Int32Array | null = null;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      if (lead === 0) {
        if (b < 0x80) out[length++] = b;
        else if (b >= 0x81 && b <= 0xfe) lead = b;
        else out[length++] = Char.ReplacementCharacter;
        continue;
      }
      const trail = this.trail(b);
      let code = -1;
      if (trail >= 0) {
        table ??= this.table();
        code = table[(lead - 0x81) * this.row + trail]!;
      }
      lead = 0;
      if (code >= Char.SupplementaryMin) {
        out[length++] = Char.SurrogateMin + ((code - Char.SupplementaryMin) >> 10);
        out[length++] = Char.LowSurrogateMin + (code & 0x3ff);
      } else if (code >= 0) out[length++] = code;
      else if (code <= -2) {
        const k = 2 * (-2 - code);
        out[length++] = PAIRS[k]!;
        out[length++] = PAIRS[k + 1]!;
      } else {
        out[length++] = Char.ReplacementCharacter;
        // An ASCII byte after a bad pair is read again: it is itself.
        if (b < 0x80) out[length++] = b;
      }
    }
    if (!stream && lead !== 0) {
      out[length++] = Char.ReplacementCharacter;
      lead = 0;
    }
    this.lead = lead;
    return unitsToString(out, length);
  }
}
