/**
 * Where a decoder replaced an invalid byte sequence with U+FFFD (issue 13
 * item 11): one report per replacement, at its own offset in the decoded
 * text, the same for every chunking. For UTF-8 (TextDecoder, non-fatal,
 * decodes) this only looks at the chunks whose text holds a U+FFFD, and
 * tells a replacement from a U+FFFD the input really contains by walking the
 * bytes beside the text; bytes the decoder holds between chunks (a sequence
 * not complete yet) are carried here too, at most 3. The legacy decoders
 * that cannot spell U+FFFD need no walk: every U+FFFD is a replacement. The
 * decoders of UTF-16 and gb18030, which can, list their errors themselves
 * (chunk-decoder.ts).
 */
import { Char, isHighSurrogate } from './codes.ts';

/**
 * The bytes of the maximal subpart of an ill-formed UTF-8 sequence at
 * `at`: what the WHATWG UTF-8 decoder replaces with one U+FFFD (Encoding
 * §4.2: a lead byte and the continuation bytes valid so far).
 */
function maximalSubpart(byteAt: (k: number) => number, at: number, total: number): number {
  const lead = byteAt(at);
  if (lead < 0xc2 || lead > 0xf4) return 1;
  const need = lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
  let lower = 0x80;
  let upper = 0xbf;
  if (lead === 0xe0) lower = 0xa0;
  else if (lead === 0xed) upper = 0x9f;
  else if (lead === 0xf0) lower = 0x90;
  else if (lead === 0xf4) upper = 0x8f;
  let length = 1;
  while (length < need && at + length < total) {
    const b = byteAt(at + length);
    if (b < lower || b > upper) break;
    lower = 0x80;
    upper = 0xbf;
    length++;
  }
  return length;
}

/** Bytes of the UTF-8 form of the character(s) at text[j]: 4 for a surrogate pair (two code units). */
function utf8Length(c: number): number {
  return c < Char.NonAscii ? 1 : c < 0x800 ? 2 : isHighSurrogate(c) ? 4 : 3;
}

export class InvalidSequences {
  /** UTF-8, which spells U+FFFD itself; otherwise every U+FFFD is a replacement. */
  private readonly utf8: boolean;
  /** Bytes of earlier chunks the decoder still holds (an incomplete sequence). */
  private carry: number[] = [];

  /** @param encoding a WHATWG encoding name (TextDecoder.encoding). */
  constructor(encoding: string) {
    this.utf8 = encoding === 'utf-8';
  }

  /**
   * `text` is what the decoder returned for `bytes` (after the carried
   * bytes); `report(j)` is called for each replacement, j its index in text.
   */
  scan(bytes: Uint8Array, text: string, report: (index: number) => void): void {
    const first = text.indexOf('\uFFFD');
    if (!this.utf8) {
      for (let j = first; j >= 0; j = text.indexOf('\uFFFD', j + 1)) report(j);
      return;
    }
    const carry = this.carry;
    const total = carry.length + bytes.length;
    const byteAt = (k: number): number => (k < carry.length ? carry[k]! : bytes[k - carry.length]!);
    let used: number;
    if (first < 0) {
      used = total - utf8Tail(byteAt, total);
    } else {
      used = 0;
      for (let j = 0; j < text.length; j++) {
        const c = text.charCodeAt(j);
        if (c !== Char.ReplacementCharacter) {
          const length = utf8Length(c);
          used += length;
          if (length === 4) j++;
        } else if (
          used + 2 < total &&
          byteAt(used) === 0xef &&
          byteAt(used + 1) === 0xbf &&
          byteAt(used + 2) === 0xbd
        ) {
          used += 3; // a U+FFFD in the input
        } else {
          report(j);
          used += maximalSubpart(byteAt, used, total);
        }
      }
    }
    // At most 3 bytes are ever held (a UTF-8 sequence not complete yet).
    const rest: number[] = [];
    for (let k = Math.max(used, total - 3); k < total; k++) rest.push(byteAt(k));
    this.carry = rest;
  }
}

/**
 * Bytes at the end that begin a UTF-8 sequence not complete yet: the last
 * lead byte within 3 bytes of the end, with fewer bytes after it than it
 * needs (a streaming decoder holds them; if they turn out invalid, the
 * next bytes show it).
 */
function utf8Tail(byteAt: (k: number) => number, total: number): number {
  for (let back = 1; back <= 3 && back <= total; back++) {
    const b = byteAt(total - back);
    if ((b & 0xc0) === 0x80) continue;
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}

/** utf8Tail of a byte array. */
export function utf8IncompleteTail(bytes: Uint8Array): number {
  return utf8Tail((k) => bytes[k]!, bytes.length);
}
