/**
 * Byte input (decision H1) through `@forgiving/char-ref/html`: the encoding
 * sniffing algorithm (BOM; else the `encoding` label from the transport
 * layer; else the `<meta>` prescan of the first 1024 bytes; else
 * `defaultEncoding`; else windows-1252), then decoding. A stream holds its
 * first 1024 bytes until the prescan can decide, and keeps its encoding
 * (a later `<meta>` does not restart a stream).
 */
import {
  HtmlStreamDecoder,
  type SniffHtmlEncodingOptions,
  decodeHtmlBytes,
  sniffHtmlEncoding,
} from '@forgiving/char-ref/html';

export interface ByteInputOptions {
  /** The transport layer's encoding label (e.g. from Content-Type). */
  encoding?: string | undefined;
  /** The encoding when nothing else decides (a label); windows-1252 if absent. */
  defaultEncoding?: string | undefined;
}

/** The sniffing options of the tokenizer's options, and nothing else of them. */
function sniffOptions(options: ByteInputOptions): SniffHtmlEncodingOptions {
  return { encoding: options.encoding, defaultEncoding: options.defaultEncoding };
}

/** Decodes a whole byte input. */
export function decodeBytes(bytes: Uint8Array, options: ByteInputOptions): string {
  return decodeHtmlBytes(bytes, sniffHtmlEncoding(bytes, sniffOptions(options)));
}

/**
 * Decodes byte chunks: identical text for every chunking. The shared
 * `HtmlStreamDecoder` (it holds the first 1024 bytes, its default, for the
 * prescan and never uses Node's throwing stream mode: issue 13 item 11);
 * a subclass rather than a wrapper (issue 15: bytes).
 */
export class ByteStream extends HtmlStreamDecoder {
  constructor(options: ByteInputOptions) {
    super(sniffOptions(options));
  }
}
