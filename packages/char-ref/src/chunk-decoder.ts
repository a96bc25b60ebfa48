/**
 * The one streaming decoder every byte-stream path uses (StreamDecoder,
 * HtmlStreamDecoder and through it the HTML tokenizer): bytes in chunks,
 * the text equal to decoding the whole input at once, for every chunking,
 * and never a throw (issue 13 item 11).
 *
 * Node 20's `TextDecoder` in streaming mode throws "The encoded data was
 * not valid" for some chunkings of gb18030 (gbk is decoded as gb18030, as
 * the Standard says; Node's own gbk differs), euc-jp and iso-2022-jp, even
 * with `fatal: false`. So gb18030 and gbk chunks are cut where the decoder is
 * between sequences and decoded whole (the held bytes wait for the next
 * chunk). euc-jp, iso-2022-jp, big5 and euc-kr go through the Standard's
 * decoders, here: Node's whole-input decoding of them is not the Standard's
 * (euc-jp.ts, iso-2022-jp.ts, double-byte.ts; big5 and euc-kr lose bytes
 * without a U+FFFD, and their tables differ). UTF-8 read without a BOM check
 * is cut the same way (its streaming mode returns two-byte strings even for
 * ASCII, which cost every later step more: issue 13 item 16). The other
 * encodings stream through `TextDecoder`.
 */
import { big5Table, big5Trail } from './big5-table.ts';
import { DoubleByteDecoder } from './double-byte.ts';
import { EucJpDecoder } from './euc-jp.ts';
import { eucKrTable } from './euc-kr-table.ts';
import { gb18030IncompleteTail } from './gb18030-tail.ts';
import { utf8IncompleteTail } from './invalid-sequences.ts';
import { Iso2022JpDecoder } from './iso-2022-jp.ts';

export interface ChunkDecoderOptions {
  /** Keep a leading U+FEFF (the caller handled the byte order mark). Default false. */
  ignoreBOM?: boolean;
}

export class ChunkDecoder {
  /** The WHATWG encoding name (TextDecoder's spelling). */
  readonly encoding: string;
  private readonly decoder: TextDecoder | null;
  /** euc-jp, iso-2022-jp, big5 and euc-kr: the Standard's decoder, here. */
  private readonly own: EucJpDecoder | Iso2022JpDecoder | DoubleByteDecoder | null;
  /** For the encodings cut here: the bytes held at the end of a chunk (a sequence not complete yet). */
  private readonly tail: ((bytes: Uint8Array) => number) | null;
  private carried: Uint8Array | null = null;

  /** Throws RangeError for a label TextDecoder does not know, as TextDecoder does. */
  constructor(label: string, options: ChunkDecoderOptions = {}) {
    const ignoreBOM = options.ignoreBOM ?? false;
    let decoder = new TextDecoder(label, { fatal: false, ignoreBOM });
    this.encoding = decoder.encoding;
    // The Standard's gbk decoder is the gb18030 decoder (§10.1.1); Node's
    // 'gbk' is another table without the four-byte sequences.
    if (this.encoding === 'gbk') decoder = new TextDecoder('gb18030', { fatal: false, ignoreBOM });
    const own = ownDecoder(this.encoding);
    if (own !== null) {
      this.decoder = null;
      this.own = own;
      this.tail = null;
      return;
    }
    this.decoder = decoder;
    this.own = null;
    if (this.encoding === 'gb18030' || this.encoding === 'gbk') this.tail = gb18030IncompleteTail;
    // Whole UTF-8 calls would each strip a leading U+FEFF: only when the caller keeps it.
    else if (this.encoding === 'utf-8' && ignoreBOM) this.tail = utf8IncompleteTail;
    else this.tail = null;
  }

  /** The text of `bytes`; `stream: false` ends the input (a held sequence becomes U+FFFD). */
  decode(bytes: Uint8Array, stream: boolean): string {
    if (this.own !== null) return this.own.decode(bytes, stream);
    const decoder = this.decoder!;
    if (this.tail === null) return stream ? decoder.decode(bytes, { stream: true }) : decoder.decode(bytes);
    let all = bytes;
    if (this.carried !== null) {
      all = concat(this.carried, bytes);
      this.carried = null;
    }
    if (stream) {
      const held = this.tail(all);
      if (held > 0) {
        this.carried = all.slice(all.length - held);
        all = all.subarray(0, all.length - held);
      }
    }
    return decoder.decode(all);
  }
}

/** The encodings decoded here, by the Standard's decoders (Node's differ: see their files). */
function ownDecoder(encoding: string): EucJpDecoder | Iso2022JpDecoder | DoubleByteDecoder | null {
  if (encoding === 'euc-jp') return new EucJpDecoder();
  if (encoding === 'iso-2022-jp') return new Iso2022JpDecoder();
  if (encoding === 'big5') return new DoubleByteDecoder(157, big5Trail, big5Table);
  if (encoding === 'euc-kr')
    return new DoubleByteDecoder(190, (b) => (b >= 0x41 && b <= 0xfe ? b - 0x41 : -1), eucKrTable);
  return null;
}

export function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
