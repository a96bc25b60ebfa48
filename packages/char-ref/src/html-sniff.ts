/**
 * The encoding sniffing algorithm (HTML Standard §13.2.3.1 "Determining the
 * character encoding"), decision H1: BOM, then the transport layer's label,
 * then the prescan, then the caller's default, then windows-1252.
 */
import { type SniffedHtmlEncoding, whatwgEncodingForLabel } from './html-encoding.ts';
import { prescanHtmlEncoding } from './html-prescan.ts';

export interface SniffHtmlEncodingOptions {
  /** The transport layer's label (e.g. the `charset` of a Content-Type header). */
  encoding?: string | undefined;
  /** The encoding to use when nothing else decides (a label); windows-1252 if absent or unknown. */
  defaultEncoding?: string | undefined;
  /** Bytes the prescan looks at (the Standard encourages 1024). */
  prescanLimit?: number;
}

/** Encoding Standard "BOM sniff": the encoding a byte order mark names, and its length. */
function bomSniff(bytes: Uint8Array): [string, number] | null {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xef && b1 === 0xbb && bytes[2] === 0xbf) return ['utf-8', 3];
  if (b0 === 0xfe && b1 === 0xff) return ['utf-16be', 2];
  if (b0 === 0xff && b1 === 0xfe) return ['utf-16le', 2];
  return null;
}

/**
 * Decides how to decode an HTML document's bytes. Never throws: unknown
 * labels are skipped as the Standard says ("if it is supported").
 *
 *     const sniffed = sniffHtmlEncoding(bytes, { encoding: headerCharset });
 *     const text = decodeHtmlBytes(bytes, sniffed);
 */
export function sniffHtmlEncoding(bytes: Uint8Array, options: SniffHtmlEncodingOptions = {}): SniffedHtmlEncoding {
  // Step 1: a BOM decides, with confidence certain.
  const bom = bomSniff(bytes);
  if (bom !== null) return { encoding: bom[0], confidence: 'certain', bomLength: bom[1], source: 'bom' };
  // Step 4: a supported transport label, certain.
  if (options.encoding != null) {
    const transport = whatwgEncodingForLabel(options.encoding);
    if (transport !== null) return { encoding: transport, confidence: 'certain', bomLength: 0, source: 'transport' };
  }
  // Step 5: the prescan, tentative.
  const prescanned = prescanHtmlEncoding(bytes, options.prescanLimit ?? 1024);
  if (prescanned !== null) return { encoding: prescanned, confidence: 'tentative', bomLength: 0, source: 'meta' };
  // Step 9: an implementation-defined default, tentative.
  const fallback = options.defaultEncoding != null ? whatwgEncodingForLabel(options.defaultEncoding) : null;
  return { encoding: fallback ?? 'windows-1252', confidence: 'tentative', bomLength: 0, source: 'default' };
}
