/**
 * Decoding an HTML document's bytes once the encoding is decided (decision
 * H1), by the Encoding Standard's decoders (ChunkDecoder, issue 29).
 */
import { ChunkDecoder } from './chunk-decoder.ts';
import type { SniffedHtmlEncoding } from './html-encoding.ts';

/**
 * Decodes the document's bytes with what `sniffHtmlEncoding` (or
 * `changeHtmlEncoding`) decided: the BOM is skipped, malformed sequences
 * become U+FFFD (never throws).
 */
export function decodeHtmlBytes(
  bytes: Uint8Array,
  sniffed: Pick<SniffedHtmlEncoding, 'encoding' | 'bomLength'>,
): string {
  const body = sniffed.bomLength > 0 ? bytes.subarray(sniffed.bomLength) : bytes;
  // ChunkDecoder, as the streaming path: the same text for every chunking.
  let decoder: ChunkDecoder;
  try {
    decoder = new ChunkDecoder(sniffed.encoding, { ignoreBOM: true });
  } catch {
    // Not a name of the Standard (a caller's own `encoding`): windows-1252,
    // the Standard's last resort.
    decoder = new ChunkDecoder('windows-1252', { ignoreBOM: true });
  }
  return decoder.decode(body, false);
}
