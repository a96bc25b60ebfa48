/**
 * Byte input (decision H1) through `@forgiving/char-ref/html`: the encoding
 * sniffing algorithm (BOM; else the `encoding` label from the transport
 * layer; else the `<meta>` prescan of the first 1024 bytes; else
 * `defaultEncoding`; else windows-1252), then decoding. A stream holds its
 * first 1024 bytes until the prescan can decide, and keeps its encoding
 * (a later `<meta>` does not restart a stream).
 */
import { HtmlStreamDecoder, decodeHtmlBytes, sniffHtmlEncoding } from '@forgiving/char-ref/html';

export interface ByteInputOptions {
  /** The transport layer's encoding label (e.g. from Content-Type). */
  encoding?: string | undefined;
  /** The encoding when nothing else decides (a label); windows-1252 if absent. */
  defaultEncoding?: string | undefined;
}

const PRESCAN = 1024;

function sniffOptions(options: ByteInputOptions): { encoding?: string; defaultEncoding?: string } {
  const out: { encoding?: string; defaultEncoding?: string } = {};
  if (options.encoding !== undefined) out.encoding = options.encoding;
  if (options.defaultEncoding !== undefined) out.defaultEncoding = options.defaultEncoding;
  return out;
}

/** Decodes a whole byte input. */
export function decodeBytes(bytes: Uint8Array, options: ByteInputOptions): string {
  return decodeHtmlBytes(bytes, sniffHtmlEncoding(bytes, sniffOptions(options)));
}

/**
 * Decodes byte chunks: identical text for every chunking. The shared
 * `HtmlStreamDecoder` (it holds the first 1024 bytes for the prescan and
 * never uses Node's throwing stream mode: issue 13 item 11).
 */
export class ByteStream {
  private readonly decoder: HtmlStreamDecoder;

  constructor(options: ByteInputOptions) {
    this.decoder = new HtmlStreamDecoder({ ...sniffOptions(options), prescanLimit: PRESCAN });
  }

  write(chunk: Uint8Array): string {
    return this.decoder.write(chunk);
  }

  end(): string {
    return this.decoder.end();
  }
}
