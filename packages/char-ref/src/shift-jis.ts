/**
 * The Encoding Standard's Shift_JIS decoder (§12.3.1), streaming (issue 29).
 * Node 20's `TextDecoder('shift_jis')` (ICU) is not the Standard's: after a
 * lead byte and a byte that does not make a character with it, ICU loses an
 * ASCII byte the Standard reads again ("restore byte to ioQueue"): `82 41 42`
 * is U+FFFD "B" there, U+FFFD "AB" here (804 of 24,066 byte pairs differ).
 */
import { Char } from './codes.ts';
import { jis0208Table } from './jis-tables.ts';
import { asciiText, isAscii, unitsToString } from './units.ts';

export class ShiftJisDecoder {
  /** The held lead byte (0 when none). */
  private lead = 0;
  private out = new Uint16Array(0);

  /** The text of `bytes`; `stream: false` ends the input (a held lead is U+FFFD). */
  decode(bytes: Uint8Array, stream: boolean): string {
    // Nothing held and only ASCII: each byte is itself.
    if (this.lead === 0 && isAscii(bytes)) return asciiText(bytes);
    // At most two code units per byte (an error and a restored ASCII byte), plus the end of input's error.
    if (this.out.length < 2 * bytes.length + 1) this.out = new Uint16Array(2 * bytes.length + 1);
    const out = this.out;
    let length = 0;
    let lead = this.lead;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      if (lead !== 0) {
        const leading = lead;
        lead = 0;
        let code = -1;
        if ((b >= 0x40 && b <= 0x7e) || (b >= 0x80 && b <= 0xfc)) {
          const pointer = (leading - (leading < 0xa0 ? 0x81 : 0xc1)) * 188 + b - (b < 0x7f ? 0x40 : 0x41);
          // 8836-10715: the Windows end-user-defined characters, private use (EUDC).
          code = pointer >= 8836 && pointer <= 10715 ? 0xe000 - 8836 + pointer : jis0208Table()[pointer]!;
        }
        if (code >= 0) out[length++] = code;
        else {
          out[length++] = Char.ReplacementCharacter;
          // An ASCII byte after a bad pair is read again: it is itself.
          if (b < 0x80) out[length++] = b;
        }
        continue;
      }
      if (b <= 0x80) out[length++] = b;
      else if (b >= 0xa1 && b <= 0xdf) out[length++] = 0xff61 - 0xa1 + b;
      else if ((b >= 0x81 && b <= 0x9f) || (b >= 0xe0 && b <= 0xfc)) lead = b;
      else out[length++] = Char.ReplacementCharacter;
    }
    if (!stream && lead !== 0) {
      out[length++] = Char.ReplacementCharacter;
      lead = 0;
    }
    this.lead = lead;
    return unitsToString(out, length);
  }
}
