/**
 * The Encoding Standard's shared UTF-16 decoder (§14.2.1), UTF-16BE and
 * UTF-16LE, streaming (issue 29): a code unit is two bytes; an unpaired
 * surrogate is an error, and the code unit after a lone high surrogate is
 * read again ("restore" its bytes). UTF-16 spells U+FFFD itself, so the
 * errors are listed (`errors`: their offsets in the last returned text), not
 * guessed from the text.
 */
import { Char } from './codes.ts';
import { unitsToString } from './units.ts';

export class Utf16Decoder {
  /** The first byte of a code unit (-1 when none). */
  private byte = -1;
  /** A high surrogate waiting for its low one (0 when none). */
  private surrogate = 0;
  private out = new Uint16Array(0);
  /** Offsets of the errors in the text the last `decode` returned. */
  readonly errors: number[] = [];

  constructor(private readonly bigEndian: boolean) {}

  /** The text of `bytes`; `stream: false` ends the input (a held byte or surrogate is U+FFFD). */
  decode(bytes: Uint8Array, stream: boolean): string {
    // One code unit per byte at most (two bytes per unit; an error and a reread unit take four), plus the end's.
    if (this.out.length < bytes.length + 2) this.out = new Uint16Array(bytes.length + 2);
    const out = this.out;
    const errors = this.errors;
    errors.length = 0;
    let length = 0;
    let first = this.byte;
    let surrogate = this.surrogate;
    for (let i = 0; i < bytes.length; i++) {
      if (first < 0) {
        first = bytes[i]!;
        continue;
      }
      const unit = this.bigEndian ? (first << 8) | bytes[i]! : (bytes[i]! << 8) | first;
      first = -1;
      if (surrogate !== 0) {
        if (unit >= Char.LowSurrogateMin && unit <= 0xdfff) {
          out[length++] = surrogate;
          out[length++] = unit;
          surrogate = 0;
          continue;
        }
        // The unit after a lone high surrogate is read again, below.
        surrogate = 0;
        errors.push(length);
        out[length++] = Char.ReplacementCharacter;
      }
      if (unit >= Char.SurrogateMin && unit < Char.LowSurrogateMin) surrogate = unit;
      else if (unit >= Char.LowSurrogateMin && unit <= 0xdfff) {
        errors.push(length);
        out[length++] = Char.ReplacementCharacter;
      } else out[length++] = unit;
    }
    if (!stream && (first >= 0 || surrogate !== 0)) {
      // One error for whatever is held (§14.2.1 step 1).
      errors.push(length);
      out[length++] = Char.ReplacementCharacter;
      first = -1;
      surrogate = 0;
    }
    this.byte = first;
    this.surrogate = surrogate;
    return unitsToString(out, length);
  }
}
