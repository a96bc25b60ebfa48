/**
 * Byte input: BOM sniffing and a streaming decoder that keeps a multi-byte
 * sequence split across chunks (Sky errata S1, XML-ER decision X1), on
 * ChunkDecoder (chunk-decoder.ts: never Node's throwing stream mode for
 * gb18030, gbk, euc-jp, iso-2022-jp; the Standard's decoders for every
 * encoding but UTF-8, issue 29). Invalid sequences become U+FFFD, and
 * `onInvalid` hears where (one call per sequence, the same offsets for
 * every chunking: issue 13 item 11). Labels are the Encoding Standard's
 * (labels.ts); `whatwgEncoding` from the `encoding-labels` entry maps IANA
 * aliases to them.
 */
import { ChunkDecoder, concatBytes } from './chunk-decoder.ts';
import { Char } from './codes.ts';
import { InvalidSequences } from './invalid-sequences.ts';
import { getEncoding } from './labels.ts';

export type BomEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export interface Bom {
  encoding: BomEncoding;
  /** Bytes the BOM occupies. */
  length: number;
}

/**
 * The encoding a byte order mark names, or null. Needs the first 3 bytes
 * (fewer only at end of input).
 */
export function sniffBom(bytes: Uint8Array): Bom | null {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xef && b1 === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

export interface StreamDecoderOptions {
  /** Encoding label (the Encoding Standard's) when no BOM decides. Default 'utf-8'. */
  encoding?: string;
  /** Let a BOM decide the encoding (and strip it). Default true. */
  sniffBom?: boolean;
  /**
   * Called for each invalid byte sequence with the offset (UTF-16 code
   * units from the start of the decoded text) of the U+FFFD that replaced
   * it, in order, before the write that returns that text returns. A U+FFFD
   * the input spells is no call.
   */
  onInvalid?: (offset: number) => void;
}

/**
 * Decodes byte chunks to strings. With `sniffBom` (the default) the first
 * bytes are held until the BOM question is settled, so a BOM split across
 * chunks is still found.
 */
export class StreamDecoder {
  private decoder: ChunkDecoder | null = null;
  private head: Uint8Array | null = new Uint8Array(0);
  private label: string;
  private readonly sniff: boolean;
  private readonly onInvalid: ((offset: number) => void) | null;
  private invalid: InvalidSequences | null = null;
  /** Code units returned so far. */
  private produced = 0;
  /** The label asked for when the Encoding Standard does not know it (then UTF-8 is used). */
  unsupportedEncoding: string | null = null;

  constructor(options: StreamDecoderOptions = {}) {
    this.label = options.encoding ?? 'utf-8';
    this.sniff = options.sniffBom ?? true;
    this.onInvalid = options.onInvalid ?? null;
    if (!this.sniff) this.start(0, new Uint8Array(0));
  }

  /** The encoding in use (known once the first 3 bytes or the end are seen). */
  get encoding(): string {
    return this.label;
  }

  write(chunk: Uint8Array): string {
    if (this.head !== null) {
      const joined = this.head.length === 0 ? chunk : concatBytes([this.head, chunk]);
      if (joined.length < 3) {
        this.head = joined.slice();
        return '';
      }
      return this.settle(joined);
    }
    return this.decode(chunk, true);
  }

  end(): string {
    return this.flush();
  }

  /**
   * Everything received so far, decoded (a string chunk follows: the stream
   * contract's MixedChunks): a held BOM candidate is settled, an unfinished
   * sequence becomes U+FFFD; later bytes go on in the same encoding.
   */
  flush(): string {
    let text = '';
    if (this.head !== null) text = this.settle(this.head);
    text += this.decode(new Uint8Array(0), false);
    // Bytes after a flush are not the start of the input: a U+FEFF there is
    // text, which a decoder that strips a leading BOM would drop.
    this.decoder = new ChunkDecoder(this.label, { ignoreBOM: true });
    if (this.onInvalid !== null) this.invalid = new InvalidSequences(this.label);
    return text;
  }

  /** The decoder's text for the bytes, with the replacements it made reported. */
  private decode(bytes: Uint8Array, stream: boolean): string {
    const decoder = this.decoder!;
    const text = decoder.decode(bytes, stream);
    const invalid = this.invalid;
    if (invalid !== null) {
      const base = this.produced;
      const report = this.onInvalid!;
      // The decoders of encodings that spell U+FFFD list their errors; for
      // the others InvalidSequences finds them in the text.
      if (decoder.errors !== null) for (const index of decoder.errors) report(base + index);
      else invalid.scan(bytes, text, (index) => report(base + index));
    }
    this.produced += text.length;
    return text;
  }

  private settle(bytes: Uint8Array): string {
    const bom = this.sniff ? sniffBom(bytes) : null;
    if (bom) this.label = bom.encoding;
    return this.start(bom ? bom.length : 0, bytes);
  }

  private start(skip: number, bytes: Uint8Array): string {
    this.head = null;
    // ignoreBOM: the BOM was already consumed above when sniffing; without
    // sniffing a UTF-8 BOM is still stripped, as the WHATWG decode does.
    const encoding = getEncoding(this.label);
    if (encoding === null) {
      // An unknown label must not throw on input: fall back to UTF-8 and
      // let the caller report it.
      this.unsupportedEncoding = this.label;
    }
    this.label = encoding ?? 'utf-8';
    // With sniffing the BOM question is settled: a U+FEFF now is text. Then
    // ChunkDecoder decodes UTF-8 chunks whole (one-byte strings for ASCII,
    // issue 13 item 16), which needs ignoreBOM.
    const ignoreBOM = skip > 0 || (this.sniff && this.label === 'utf-8');
    this.decoder = new ChunkDecoder(this.label, { ignoreBOM });
    if (this.onInvalid !== null) this.invalid = new InvalidSequences(this.label);
    return bytes.length > skip ? this.decode(bytes.subarray(skip), true) : '';
  }
}

/** Decodes a whole byte input (BOM sniffed and stripped). */
export function decodeBytes(bytes: Uint8Array, options: StreamDecoderOptions = {}): string {
  const decoder = new StreamDecoder(options);
  return decoder.write(bytes) + decoder.end();
}

/** Strips one leading U+FEFF from string input (Sky errata S1). */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === Char.ByteOrderMark ? text.slice(1) : text;
}
