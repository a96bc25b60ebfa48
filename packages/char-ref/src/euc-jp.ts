/**
 * The Encoding Standard's euc-jp decoder (§12.1.1), streaming (issue 13
 * item 11): Node 20's `TextDecoder('euc-jp')` throws in streaming mode for
 * some chunkings of 0x8F (JIS X 0212) sequences, and its whole-input
 * decoding is not the Standard's either: after a byte that cannot continue
 * a sequence it reads that byte again as a lead (`8E F1 A5` gives U+FFFD
 * U+98AF, the Standard U+FFFD U+FFFD), and an 0x8F pair cut by a bad byte
 * is two U+FFFD there but one at the end of input, so no cut of the bytes
 * decodes the same as the whole. The pairs and triples are looked up in
 * jis-tables.ts (Node's mapping).
 */
import { jis0208Table, jis0212Table } from './jis-tables.ts';
import { asciiText, isAscii, unitsToString } from './units.ts';
import { Char } from './codes.ts';

const isPairByte = (b: number): boolean => b >= 0xa1 && b <= 0xfe;

export class EucJpDecoder {
  /** The euc-jp lead (0 when none). */
  private lead = 0;
  private jis0212 = false;
  private out = new Uint16Array(0);

  /** The text of `bytes`; `stream: false` ends the input (a held sequence is U+FFFD). */
  decode(bytes: Uint8Array, stream: boolean): string {
    // Nothing held and only ASCII: each byte is itself.
    if (this.lead === 0 && isAscii(bytes)) return asciiText(bytes);
    // At most one code unit per byte, plus the held lead's and the end of input's.
    if (this.out.length < bytes.length + 3) this.out = new Uint16Array(bytes.length + 3);
    const out = this.out;
    let length = 0;
    let lead = this.lead;
    let jis0212 = this.jis0212;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      if (lead !== 0) {
        const first = lead;
        lead = 0;
        if (first === 0x8e && b >= 0xa1 && b <= 0xdf) {
          out[length++] = 0xff61 - 0xa1 + b;
          continue;
        }
        if (first === 0x8f && isPairByte(b)) {
          jis0212 = true;
          lead = b;
          continue;
        }
        let unit = -1;
        if (isPairByte(first) && isPairByte(b)) {
          const table = jis0212 ? jis0212Table() : jis0208Table();
          unit = table[(first - 0xa1) * 94 + b - 0xa1]!;
        }
        if (unit < 0) unit = Char.ReplacementCharacter;
        jis0212 = false;
        out[length++] = unit;
        // An ASCII byte after a bad sequence is read again (it is itself).
        if (unit === Char.ReplacementCharacter && b < 0x80) out[length++] = b;
        continue;
      }
      if (b < 0x80) out[length++] = b;
      else if (b === 0x8e || b === 0x8f || isPairByte(b)) lead = b;
      else out[length++] = Char.ReplacementCharacter;
    }
    if (!stream) {
      if (lead !== 0) out[length++] = Char.ReplacementCharacter;
      lead = 0;
      jis0212 = false;
    }
    this.lead = lead;
    this.jis0212 = jis0212;
    return unitsToString(out, length);
  }
}
