/**
 * The one streaming decoder every byte-stream path uses (StreamDecoder,
 * decodeHtmlBytes, HtmlStreamDecoder and through it the HTML tokenizer):
 * bytes in chunks, the text equal to decoding the whole input at once, for
 * every chunking, and never a throw (issue 13 item 11).
 *
 * Every encoding but UTF-8 is decoded here by the Encoding Standard's own
 * decoder over the Standard's indexes (issue 29): Node 20's `TextDecoder`
 * (ICU) departs from the Standard in several (single-byte.ts, shift-jis.ts,
 * gb18030.ts, euc-jp.ts, iso-2022-jp.ts, double-byte.ts say how), throws in
 * streaming mode for some chunkings of others, and knows neither
 * ISO-8859-16, x-user-defined nor replacement. UTF-8 goes through
 * `TextDecoder`, which is the Standard's there; read without a BOM check it
 * is cut at sequence boundaries and decoded whole (its streaming mode
 * returns two-byte strings even for ASCII, which cost every later step
 * more: issue 13 item 16).
 */
import { big5Table, big5Trail } from './big5-table.ts';
import { Char } from './codes.ts';
import { DoubleByteDecoder } from './double-byte.ts';
import { EucJpDecoder } from './euc-jp.ts';
import { eucKrTable } from './euc-kr-table.ts';
import { Gb18030Decoder } from './gb18030.ts';
import { utf8IncompleteTail } from './invalid-sequences.ts';
import { Iso2022JpDecoder } from './iso-2022-jp.ts';
import { getEncoding } from './labels.ts';
import { ShiftJisDecoder } from './shift-jis.ts';
import { ReplacementDecoder, SingleByteDecoder, isSingleByte } from './single-byte.ts';
import { Utf16Decoder } from './utf-16.ts';

export interface ChunkDecoderOptions {
  /** Keep a leading U+FEFF (the caller handled the byte order mark). Default false. */
  ignoreBOM?: boolean;
}

/** A decoder of this package: the text of each chunk; `stream: false` ends the input. */
interface OwnDecoder {
  decode(bytes: Uint8Array, stream: boolean): string;
  /** The offsets of the last text's errors, for encodings that can spell U+FFFD itself. */
  readonly errors?: number[];
}

export class ChunkDecoder {
  /** The WHATWG encoding name, lowercase (TextDecoder's spelling). */
  readonly encoding: string;
  /** UTF-8: the runtime's decoder. */
  private readonly decoder: TextDecoder | null;
  /** Every other encoding: the Standard's decoder, here. */
  private readonly own: OwnDecoder | null;
  /** UTF-8 read without a BOM check: the bytes held at the end of a chunk (a sequence not complete yet). */
  private readonly cut: boolean;
  private carried: Uint8Array | null = null;
  /** UTF-16 without ignoreBOM: a leading U+FEFF is still to be removed (as TextDecoder does). */
  private stripBom: boolean;
  /**
   * The offsets of the errors in the text the last `decode` returned, for
   * the encodings that spell U+FFFD themselves (UTF-16, gb18030, GBK); null
   * for the others, where a U+FFFD is an error exactly when the input does
   * not spell it (InvalidSequences tells which).
   */
  readonly errors: number[] | null;

  /** Throws RangeError for a label the Encoding Standard does not know, as TextDecoder does. */
  constructor(label: string, options: ChunkDecoderOptions = {}) {
    const ignoreBOM = options.ignoreBOM ?? false;
    const encoding = getEncoding(label);
    if (encoding === null) throw new RangeError(`The "${label}" encoding is not supported`);
    this.encoding = encoding;
    this.stripBom = !ignoreBOM && (encoding === 'utf-16le' || encoding === 'utf-16be');
    if (encoding === 'utf-8') {
      this.decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM });
      this.own = null;
      // Whole UTF-8 calls would each strip a leading U+FEFF: only when the caller keeps it.
      this.cut = ignoreBOM;
      this.errors = null;
      return;
    }
    this.decoder = null;
    this.cut = false;
    this.own = ownDecoder(encoding);
    this.errors = this.own.errors ?? null;
  }

  /** The text of `bytes`; `stream: false` ends the input (a held sequence becomes U+FFFD). */
  decode(bytes: Uint8Array, stream: boolean): string {
    if (this.own !== null) {
      const text = this.own.decode(bytes, stream);
      if (!this.stripBom || text.length === 0) return text;
      this.stripBom = false;
      return text.charCodeAt(0) === Char.ByteOrderMark ? this.unBom(text) : text;
    }
    const decoder = this.decoder!;
    if (!this.cut) return stream ? decoder.decode(bytes, { stream: true }) : decoder.decode(bytes);
    let all = bytes;
    if (this.carried !== null) {
      all = concatBytes([this.carried, bytes]);
      this.carried = null;
    }
    if (stream) {
      const held = utf8IncompleteTail(all);
      if (held > 0) {
        this.carried = all.slice(all.length - held);
        all = all.subarray(0, all.length - held);
      }
    }
    return decoder.decode(all);
  }

  /** The text without its leading byte order mark, the errors' offsets moved with it. */
  private unBom(text: string): string {
    const errors = this.errors!;
    for (let i = 0; i < errors.length; i++) errors[i]!--;
    return text.slice(1);
  }
}

/** The Standard's decoder for a lowercase WHATWG name other than UTF-8. */
function ownDecoder(encoding: string): OwnDecoder {
  switch (encoding) {
    case 'euc-jp':
      return new EucJpDecoder();
    case 'iso-2022-jp':
      return new Iso2022JpDecoder();
    case 'shift_jis':
      return new ShiftJisDecoder();
    case 'big5':
      return new DoubleByteDecoder(157, big5Trail, big5Table);
    case 'euc-kr':
      return new DoubleByteDecoder(190, (b) => (b >= 0x41 && b <= 0xfe ? b - 0x41 : -1), eucKrTable);
    case 'gbk':
    case 'gb18030':
      // The Standard's GBK decoder is the gb18030 decoder (§10.1.1).
      return new Gb18030Decoder();
    case 'utf-16le':
    case 'utf-16be':
      return new Utf16Decoder(encoding === 'utf-16be');
    case 'replacement':
      return new ReplacementDecoder();
  }
  // Every other name of the label table is a single-byte encoding or x-user-defined.
  return isSingleByte(encoding) ? new SingleByteDecoder(encoding) : new ReplacementDecoder();
}

/** The bytes of `parts` as one array (one copy): a carried sequence and the next chunk, peeked chunks. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const joined = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
