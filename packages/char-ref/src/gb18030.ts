/**
 * The Encoding Standard's gb18030 decoder (§10.2.1), also GBK's (§10.1.1),
 * streaming (issue 29). Node 20's `TextDecoder('gb18030')` (ICU) throws in
 * streaming mode for some chunkings. gb18030 spells U+FFFD itself (`84 31
 * A4 37`), so the errors are listed (`errors`: their offsets in the last
 * returned text), not guessed from the text.
 *
 * index gb18030 ranges (207 pairs) is the Standard's always
 * (src/generated/gb18030-ranges.ts). index gb18030, the two-byte table, is
 * the Standard's with `installGb18030Index` (the
 * `@forgiving/char-ref/encoding-indexes` entry, 18 kB min+gzip); without
 * it, the runtime's `TextDecoder('gb18030')` (runtime-table.ts), which in
 * Node 20 is exactly the Standard's (GB18030-2022 mappings, private use for
 * the user-defined rows as in the index), in a browser the Standard's.
 */
import { Char, isAsciiDigit } from './codes.ts';
import { RANGES } from './generated/gb18030-ranges.ts';
import { readRuntimeTable } from './runtime-table.ts';
import { asciiText, isAscii, unitsToString } from './units.ts';

let table: Int32Array | null = null;
let exact: (() => Int32Array) | null = null;

/** The two bytes of a two-byte pointer. */
function bytesOf(pointer: number): number {
  const trail = pointer % 190;
  return ((0x81 + ((pointer / 190) | 0)) << 8) | (trail + (trail < 0x3f ? 0x40 : 0x41));
}

/** index gb18030: pointer = (lead − 0x81) × 190 + trail offset; -1 where it has no code point. */
export function gb18030Table(): Int32Array {
  table ??= exact?.() ?? readRuntimeTable('gb18030', 23940, bytesOf, true);
  return table;
}

/** Installs the Standard's index (encoding-indexes.ts); a table built before is built again. */
export function setGb18030Index(index: () => Int32Array): void {
  exact = index;
  table = null;
}

/** The Standard's "index gb18030 ranges code point", -1 for null. */
export function gb18030RangesCodePoint(pointer: number): number {
  if ((pointer > 39419 && pointer < 189000) || pointer > 1237575) return -1;
  if (pointer === 7457) return 0xe7c7;
  // The last range whose pointer is ≤ pointer (207 ranges: a binary search).
  let low = 0;
  let high = RANGES.length / 2 - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (RANGES[2 * middle]! <= pointer) low = middle;
    else high = middle - 1;
  }
  return RANGES[2 * low + 1]! + pointer - RANGES[2 * low]!;
}

const isLead = (b: number): boolean => b >= 0x81 && b <= 0xfe;

export class Gb18030Decoder {
  private first = 0;
  private second = 0;
  private third = 0;
  private out = new Uint16Array(0);
  private length = 0;
  /** Offsets of the errors in the text the last `decode` returned. */
  readonly errors: number[] = [];

  /** The text of `bytes`; `stream: false` ends the input (a held sequence is one U+FFFD). */
  decode(bytes: Uint8Array, stream: boolean): string {
    // Two code units per byte at most (an error and a restored byte; an
    // astral code point takes four bytes), plus up to four for the three
    // bytes held from the last chunk (an error, a digit read again, an error
    // for the lead read again and a byte) or the end's error.
    if (this.out.length < 2 * bytes.length + 4) this.out = new Uint16Array(2 * bytes.length + 4);
    this.length = 0;
    this.errors.length = 0;
    // Nothing held and only ASCII: each byte is itself.
    if (this.first === 0 && isAscii(bytes)) return asciiText(bytes);
    for (let i = 0; i < bytes.length; i++) this.byte(bytes[i]!);
    if (!stream && (this.first !== 0 || this.second !== 0 || this.third !== 0)) {
      this.first = this.second = this.third = 0;
      this.error();
    }
    return unitsToString(this.out, this.length);
  }

  private error(): void {
    this.errors.push(this.length);
    this.out[this.length++] = Char.ReplacementCharacter;
  }

  private emit(code: number): void {
    if (code < 0) this.error();
    else if (code >= Char.SupplementaryMin) {
      this.out[this.length++] = Char.SurrogateMin + ((code - Char.SupplementaryMin) >> 10);
      this.out[this.length++] = Char.LowSurrogateMin + (code & 0x3ff);
    } else this.out[this.length++] = code;
  }

  /**
   * One byte through the decoder. A "restore" reprocesses at most three
   * bytes, each of which cannot restore again (a digit is ASCII, the third
   * byte is a lead with nothing held): never deeper than two calls.
   */
  private byte(b: number): void {
    if (this.third !== 0) {
      const { first, second, third } = this;
      this.first = this.second = this.third = 0;
      if (!isAsciiDigit(b)) {
        this.error();
        this.byte(second);
        this.byte(third);
        this.byte(b);
        return;
      }
      this.emit(
        gb18030RangesCodePoint((first - 0x81) * 12600 + (second - 0x30) * 1260 + (third - 0x81) * 10 + b - 0x30),
      );
      return;
    }
    if (this.second !== 0) {
      if (isLead(b)) {
        this.third = b;
        return;
      }
      const second = this.second;
      this.first = this.second = 0;
      this.error();
      this.byte(second);
      this.byte(b);
      return;
    }
    if (this.first !== 0) {
      if (isAsciiDigit(b)) {
        this.second = b;
        return;
      }
      const leading = this.first;
      this.first = 0;
      let code = -1;
      if ((b >= 0x40 && b <= 0x7e) || (b >= 0x80 && b <= 0xfe))
        code = gb18030Table()[(leading - 0x81) * 190 + b - (b < 0x7f ? 0x40 : 0x41)]!;
      this.emit(code);
      // An ASCII byte after a bad pair is read again: it is itself.
      if (code < 0 && b < 0x80) this.out[this.length++] = b;
      return;
    }
    if (b < 0x80) this.out[this.length++] = b;
    else if (b === 0x80) this.out[this.length++] = 0x20ac;
    else if (isLead(b)) this.first = b;
    else this.error();
  }
}
