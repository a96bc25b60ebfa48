/**
 * Decoding an HTML document's bytes once the encoding is decided (decision
 * H1), through `TextDecoder` except where Node's differs from the Encoding
 * Standard.
 */
import { ChunkDecoder } from './chunk-decoder.ts';
import type { SniffedHtmlEncoding } from './html-encoding.ts';
import { htmlNumericReference } from './numeric.ts';
import { unitsToString } from './units.ts';

/** Bytes per slice: the code units of one slice at a time, not of the whole input. */
const SLICE = 8192;

/** Decodes a single-byte encoding given as a byte → code unit function, slice by slice. */
function decodeSingleByte(bytes: Uint8Array, map: (b: number) => number): string {
  let out = '';
  const units = new Uint16Array(Math.min(bytes.length, SLICE));
  for (let start = 0; start < bytes.length; start += SLICE) {
    const end = Math.min(bytes.length, start + SLICE);
    for (let i = start; i < end; i++) units[i - start] = map(bytes[i]!);
    out += unitsToString(units, end - start);
  }
  return out;
}

/**
 * windows-1252 (Encoding Standard index-windows-1252) byte by byte: 0x80-0x9F
 * are the same table as the HTML numeric reference C1 remapping, every other
 * byte is its own code point.
 */
function windows1252(b: number): number {
  return b >= 0x80 && b <= 0x9f ? htmlNumericReference(b) : b;
}

/** ISO-8859-16 (Encoding Standard index-iso-8859-16) for 0xA0-0xFF; lower bytes are their own code points. */
const ISO_8859_16_HIGH =
  '\u00a0ĄąŁ€„Š§š©Ș«Ź\u00adźŻ°±ČłŽ”¶·žčș»ŒœŸżÀÁÂĂÄĆÆÇÈÉÊËÌÍÎÏĐŃÒÓÔŐÖŚŰÙÚÛÜĘȚßàáâăäćæçèéêëìíîïđńòóôőöśűùúûüęțÿ';

function iso885916(b: number): number {
  return b < 0xa0 ? b : ISO_8859_16_HIGH.charCodeAt(b - 0xa0);
}

const C1 = /[\u0080-\u009f]/g;
const remapC1 = (c: string): string => String.fromCharCode(htmlNumericReference(c.charCodeAt(0)));

/**
 * windows-1252, fast: Node 20's `TextDecoder('windows-1252')` decodes as
 * ISO-8859-1 (0x80 gives U+0080, not €) but natively, so its C1 controls
 * are remapped afterwards. Where `TextDecoder` is right already the
 * remapping finds only the five bytes the index leaves as C1 controls
 * (0x81, 0x8D, 0x8F, 0x90, 0x9D), which map to themselves.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('windows-1252', { ignoreBOM: true }).decode(bytes);
  } catch {
    return decodeSingleByte(bytes, windows1252);
  }
  C1.lastIndex = 0;
  return C1.test(text) ? text.replace(C1, remapC1) : text;
}

/** x-user-defined (Encoding Standard §14.5): 0x80-0xFF map to U+F780-U+F7FF. */
function xUserDefined(b: number): number {
  return b < 0x80 ? b : 0xf780 + b - 0x80;
}

/**
 * Decodes the document's bytes with what `sniffHtmlEncoding` (or
 * `changeHtmlEncoding`) decided: the BOM is skipped, malformed sequences
 * become U+FFFD (never throws). windows-1252, x-user-defined, ISO-8859-16
 * and the replacement encoding (one U+FFFD for any non-empty input, §4.2)
 * are decoded here, because Node's `TextDecoder` gets the first wrong and
 * does not know the others.
 */
export function decodeHtmlBytes(
  bytes: Uint8Array,
  sniffed: Pick<SniffedHtmlEncoding, 'encoding' | 'bomLength'>,
): string {
  const body = sniffed.bomLength > 0 ? bytes.subarray(sniffed.bomLength) : bytes;
  switch (sniffed.encoding) {
    case 'windows-1252':
      return decodeWindows1252(body);
    case 'x-user-defined':
      return decodeSingleByte(body, xUserDefined);
    case 'iso-8859-16':
      return decodeSingleByte(body, iso885916);
    case 'replacement':
      return body.length > 0 ? '\uFFFD' : '';
  }
  // ChunkDecoder, as the streaming path: the same text for euc-jp and
  // iso-2022-jp, which it decodes itself (issue 13 item 11).
  let decoder: ChunkDecoder;
  try {
    decoder = new ChunkDecoder(sniffed.encoding, { ignoreBOM: true });
  } catch {
    // A name this runtime cannot decode (a Node built without full ICU):
    // windows-1252, the Standard's last resort.
    return decodeSingleByte(body, windows1252);
  }
  return decoder.decode(body, false);
}
