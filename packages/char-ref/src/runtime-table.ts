/**
 * The code points of the runtime's own `TextDecoder` for a legacy encoding,
 * read once into an index (issue 13 item 11): the fallback of the
 * multi-byte indexes when the Standard's own (the `encoding-indexes` entry,
 * issue 29) are not installed. The decoders are the Encoding Standard's
 * state machines either way; only the table differs, where the runtime's is
 * not the Standard's (jis-tables.ts, big5-table.ts, euc-kr-table.ts,
 * gb18030.ts say where, for Node 20; a browser's TextDecoder is the
 * Standard's).
 */
import { Char } from './codes.ts';

/**
 * Reads `count` sequences (`bytesOf(i)`: two or three bytes, packed big
 * endian) through `TextDecoder(encoding)`: the code point each gives, -1
 * where it gives none, U+FFFD, more than one code point, or a private-use
 * one unless `privateUse` (the Standard's indexes have none but gb18030's:
 * such a mapping is the runtime's own extension). Each sequence is followed by a line feed, which ends it
 * whatever it was, so one call decodes them all.
 */
export function readRuntimeTable(
  encoding: string,
  count: number,
  bytesOf: (i: number) => number,
  privateUse = false,
): Int32Array {
  const bytes: number[] = [];
  for (let i = 0; i < count; i++) {
    const packed = bytesOf(i);
    if (packed > 0xffff) bytes.push(packed >> 16);
    bytes.push((packed >> 8) & 0xff, packed & 0xff, Char.LineFeed);
  }
  const table = new Int32Array(count).fill(-1);
  const text = new TextDecoder(encoding).decode(Uint8Array.from(bytes));
  let start = 0;
  for (let i = 0; i < count; i++) {
    const end = text.indexOf('\n', start);
    if (end < 0) break;
    const code = text.codePointAt(start)!;
    const units = code >= Char.SupplementaryMin ? 2 : 1;
    // U+E000-U+F8FF: the BMP private use area (see above; gb18030's index maps its user-defined rows there).
    if (end === start + units && code !== Char.ReplacementCharacter && (privateUse || code < 0xe000 || code > 0xf8ff))
      table[i] = code;
    start = end + 1;
  }
  return table;
}
