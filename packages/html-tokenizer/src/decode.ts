/**
 * Byte input (decision H1), minimal for now: a BOM decides; else the
 * `encoding` option (a transport-layer label); else windows-1252, the
 * Standard's default. The `<meta>` prescan arrives with
 * `sniffHtmlEncoding` from `@forgiving/char-ref/html`.
 */
import { StreamDecoder } from '@forgiving/char-ref';

export interface ByteInputOptions {
  /** The transport layer's encoding label (e.g. from Content-Type). */
  encoding?: string;
}

/** A streaming decoder for byte chunks. */
export function byteDecoder(options: ByteInputOptions): StreamDecoder {
  return new StreamDecoder({ encoding: options.encoding ?? 'windows-1252', sniffBom: true });
}

/** Decodes a whole byte input. */
export function decodeHtmlBytes(bytes: Uint8Array, options: ByteInputOptions): string {
  const decoder = byteDecoder(options);
  return decoder.write(bytes) + decoder.end();
}
