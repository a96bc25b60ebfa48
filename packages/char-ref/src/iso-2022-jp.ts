/**
 * The Encoding Standard's iso-2022-jp decoder (§12.2.1), streaming (issue 13
 * item 11): Node 20's `TextDecoder('iso-2022-jp')` throws in streaming mode
 * for some chunkings, and its whole-input decoding drops bytes the Standard
 * keeps after a bad escape sequence (`ESC $ A` gives U+FFFD `$A`). The
 * state machine is small; JIS X 0208 pairs are looked up in jis-tables.ts.
 * Escape-sequence and range bytes are written in hex as the Standard writes
 * them ("if lead is 0x28 and byte is 0x42"), so each test matches its step.
 */
import { jis0208Table } from './jis-tables.ts';
import { unitsToString } from './units.ts';
import { Char } from './codes.ts';

const enum State {
  Ascii = 0,
  Roman = 1,
  Katakana = 2,
  LeadByte = 3,
  TrailByte = 4,
  EscapeStart = 5,
  Escape = 6,
}

export class Iso2022JpDecoder {
  private state = State.Ascii;
  private outputState = State.Ascii;
  private lead = 0;
  private outputFlag = false;
  private out = new Uint16Array(0);
  private length = 0;

  /** The text of `bytes`; `stream: false` ends the input (a held sequence is U+FFFD). */
  decode(bytes: Uint8Array, stream: boolean): string {
    // At most one code unit per byte, plus the two held escape bytes and an end-of-input error.
    if (this.out.length < bytes.length + 4) this.out = new Uint16Array(bytes.length + 4);
    this.length = 0;
    for (let i = 0; i < bytes.length; i++) this.byte(bytes[i]!);
    if (!stream) this.endOfQueue();
    return unitsToString(this.out, this.length);
  }

  private emit(unit: number): void {
    this.out[this.length++] = unit;
  }

  /** One byte through the decoder; a "prepend" of the Standard reprocesses at most two bytes, never deeper. */
  private byte(b: number): void {
    switch (this.state) {
      case State.Ascii:
      case State.Roman:
        if (b === Char.Escape) this.state = State.EscapeStart;
        else if (b < Char.NonAscii && b !== Char.ShiftOut && b !== Char.ShiftIn) {
          this.outputFlag = false;
          if (this.state === State.Roman && b === 0x5c) this.emit(0xa5);
          else if (this.state === State.Roman && b === 0x7e) this.emit(0x203e);
          else this.emit(b);
        } else this.error();
        return;
      case State.Katakana:
        if (b === Char.Escape) this.state = State.EscapeStart;
        else if (b >= 0x21 && b <= 0x5f) {
          this.outputFlag = false;
          this.emit(0xff61 - 0x21 + b);
        } else this.error();
        return;
      case State.LeadByte:
        if (b === Char.Escape) this.state = State.EscapeStart;
        else if (b >= 0x21 && b <= 0x7e) {
          this.outputFlag = false;
          this.lead = b;
          this.state = State.TrailByte;
        } else this.error();
        return;
      case State.TrailByte:
        if (b === Char.Escape) {
          this.state = State.EscapeStart;
          this.emit(Char.ReplacementCharacter);
          return;
        }
        this.state = State.LeadByte;
        this.emit(this.pair(b));
        return;
      case State.EscapeStart:
        if (b === 0x24 || b === 0x28) {
          this.lead = b;
          this.state = State.Escape;
          return;
        }
        this.bail();
        this.byte(b);
        return;
      default:
        this.escape(b);
    }
  }

  /** The JIS X 0208 code point of the held lead and `b`, or U+FFFD. */
  private pair(b: number): number {
    const unit = b >= 0x21 && b <= 0x7e ? jis0208Table()[(this.lead - 0x21) * 94 + b - 0x21]! : -1;
    return unit < 0 ? Char.ReplacementCharacter : unit;
  }

  private escape(b: number): void {
    const lead = this.lead;
    let next = -1;
    if (lead === 0x28 && b === 0x42) next = State.Ascii;
    else if (lead === 0x28 && b === 0x4a) next = State.Roman;
    else if (lead === 0x28 && b === 0x49) next = State.Katakana;
    else if (lead === 0x24 && (b === 0x40 || b === 0x42)) next = State.LeadByte;
    if (next >= 0) {
      this.lead = 0;
      this.state = next;
      this.outputState = next;
      // An escape sequence right after another one is an error (the output flag).
      if (this.outputFlag) this.emit(Char.ReplacementCharacter);
      this.outputFlag = true;
      return;
    }
    this.bail();
    this.byte(lead);
    this.byte(b);
  }

  /** A bad escape sequence: back to the output state, an error; the caller reprocesses its bytes. */
  private bail(): void {
    this.outputFlag = false;
    this.state = this.outputState;
    this.emit(Char.ReplacementCharacter);
  }

  private error(): void {
    this.outputFlag = false;
    this.emit(Char.ReplacementCharacter);
  }

  /** End of input: what a held byte or escape becomes. */
  private endOfQueue(): void {
    if (this.state === State.EscapeStart) this.bail();
    else if (this.state === State.Escape) {
      const lead = this.lead;
      this.bail();
      this.byte(lead);
    }
    if (this.state === State.TrailByte) {
      this.state = State.LeadByte;
      this.emit(Char.ReplacementCharacter);
    }
    // Like TextDecoder after a non-streaming call: ready for a new input.
    this.state = State.Ascii;
    this.outputState = State.Ascii;
    this.lead = 0;
    this.outputFlag = false;
  }
}
