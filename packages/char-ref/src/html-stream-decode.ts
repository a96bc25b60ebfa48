/**
 * Decoding HTML bytes that arrive in chunks (decision H1): the encoding
 * sniffing algorithm needs the first 1024 bytes (the prescan's end
 * condition), so they are held until they are all there or the input
 * ends; from then on every chunk is decoded as it comes (ChunkDecoder: never
 * Node's throwing stream mode, issue 13 item 11). The text is the
 * same for every chunking, and equal to `decodeHtmlBytes` of the whole.
 */
import { ChunkDecoder } from './chunk-decoder.ts';
import type { SniffedHtmlEncoding } from './html-encoding.ts';
import { type SniffHtmlEncodingOptions, sniffHtmlEncoding } from './html-sniff.ts';

export class HtmlStreamDecoder {
  /** What the sniffing decided; null while the first bytes are still held. */
  sniffed: SniffedHtmlEncoding | null = null;
  private readonly options: SniffHtmlEncodingOptions;
  private readonly limit: number;
  /** The first bytes, held until the sniffing can decide. */
  private held: Uint8Array[] = [];
  private heldLength = 0;
  private decoder: ChunkDecoder | null = null;
  /** Bytes of byte order mark still to skip. */
  private skip = 0;

  constructor(options: SniffHtmlEncodingOptions = {}) {
    this.options = options;
    // At least the 3 bytes of a BOM, whatever the prescan reads: a BOM split
    // across the first chunks must still win (the same text for every chunking).
    this.limit = Math.max(3, options.prescanLimit ?? 1024);
  }

  /** Decodes a chunk: '' while the first bytes are held. */
  write(bytes: Uint8Array): string {
    if (this.sniffed !== null) return this.decode(bytes, true);
    this.held.push(bytes);
    this.heldLength += bytes.length;
    return this.heldLength >= this.limit ? this.decide(true) : '';
  }

  /** Ends the input: what is still held or buffered, decoded. */
  end(): string {
    return this.flush();
  }

  /**
   * Everything received so far, decoded (a string chunk follows: the stream
   * contract's MixedChunks): held bytes are sniffed with what has arrived,
   * an unfinished sequence becomes U+FFFD; later bytes go on in the encoding
   * decided.
   */
  flush(): string {
    const text = this.sniffed === null ? this.decide(false) : '';
    return text + this.decode(new Uint8Array(0), false);
  }

  /** Sniffs the held bytes (all of them: the prescan reads only the first `limit`) and decodes them. */
  private decide(more: boolean): string {
    const all = new Uint8Array(this.heldLength);
    let at = 0;
    for (const chunk of this.held) {
      all.set(chunk, at);
      at += chunk.length;
    }
    this.held = [];
    this.heldLength = 0;
    const sniffed = sniffHtmlEncoding(all, this.options);
    this.sniffed = sniffed;
    this.skip = sniffed.bomLength;
    try {
      this.decoder = new ChunkDecoder(sniffed.encoding, { ignoreBOM: true });
    } catch {
      // Not a name of the Standard (a caller's own `encoding`): windows-1252, as decodeHtmlBytes does.
      this.decoder = new ChunkDecoder('windows-1252', { ignoreBOM: true });
    }
    return this.decode(all, more);
  }

  private decode(bytes: Uint8Array, more: boolean): string {
    if (this.skip > 0) {
      const skipped = Math.min(this.skip, bytes.length);
      this.skip -= skipped;
      bytes = bytes.subarray(skipped);
    }
    return this.decoder!.decode(bytes, more);
  }
}
