/**
 * Byte input (decision H1) through `@forgiving/char-ref/html`: the encoding
 * sniffing algorithm (BOM; else the `encoding` label from the transport
 * layer; else the `<meta>` prescan of the first 1024 bytes; else
 * `defaultEncoding`; else windows-1252), then decoding. A stream holds its
 * first 1024 bytes until the prescan can decide, and keeps its encoding
 * (a later `<meta>` does not restart a stream).
 */
import { decodeHtmlBytes, sniffHtmlEncoding } from '@forgiving/char-ref/html';

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

/** Decodes byte chunks: identical text for every chunking. */
export class ByteStream {
  private head: Uint8Array[] | null = [];
  private headLength = 0;
  private decoder: TextDecoder | null = null;
  /** Single-byte encodings decode chunk by chunk without state. */
  private singleByte: string | null = null;

  constructor(private readonly options: ByteInputOptions) {}

  write(chunk: Uint8Array): string {
    if (this.head === null) return this.decode(chunk, false);
    this.head.push(chunk);
    this.headLength += chunk.length;
    return this.headLength >= PRESCAN ? this.start(false) : '';
  }

  end(): string {
    const text = this.head === null ? '' : this.start(true);
    return text + (this.decoder !== null ? this.decoder.decode() : '');
  }

  private start(final: boolean): string {
    const bytes = new Uint8Array(this.headLength);
    let at = 0;
    for (const part of this.head!) {
      bytes.set(part, at);
      at += part.length;
    }
    this.head = null;
    const sniffed = sniffHtmlEncoding(bytes, sniffOptions(this.options));
    const { encoding } = sniffed;
    if (encoding === 'windows-1252' || encoding === 'x-user-defined' || encoding === 'replacement') {
      this.singleByte = encoding;
    } else {
      try {
        this.decoder = new TextDecoder(encoding, { fatal: false, ignoreBOM: true });
      } catch {
        this.singleByte = 'windows-1252';
      }
    }
    return this.decode(bytes.subarray(sniffed.bomLength), final);
  }

  private decode(bytes: Uint8Array, final: boolean): string {
    if (this.decoder !== null) return this.decoder.decode(bytes, { stream: !final });
    if (this.singleByte === 'replacement') {
      // One U+FFFD for the whole (non-empty) input (Encoding Standard §4.2).
      if (bytes.length === 0) return '';
      this.singleByte = 'replacement-done';
      return '\ufffd';
    }
    if (this.singleByte === 'replacement-done') return '';
    return decodeHtmlBytes(bytes, { encoding: this.singleByte ?? 'windows-1252', bomLength: 0 });
  }
}
