/**
 * Byte input (decision X1): an explicit encoding, else a BOM, else the
 * encoding of an XML declaration at the very start, else UTF-8. Bytes are
 * held until the declaration is complete (at most 1 KiB), then decoded in a
 * stream; invalid sequences become U+FFFD, each reported where it is
 * (issue 13 item 11). Labels are WHATWG labels or IANA aliases of WHATWG
 * encodings (char-ref whatwgEncoding, item 15); any other encoding goes to
 * the caller's `decode` option, else it is reported and read as UTF-8.
 */
import { StreamDecoder, concatBytes, sniffBom } from '@forgiving/char-ref';
import { whatwgEncoding } from '@forgiving/char-ref/encoding-labels';
import type { ExternalDecoder } from './types.ts';
import type { XmlErrorCode } from './errors.ts';
import { Char } from '@forgiving/char-ref/codes';

export const HEAD_LIMIT = 1024;
export const DECLARATION_ENCODING =
  /^<\?xml[ \t\r\n][^>]*?encoding[ \t\r\n]*=[ \t\r\n]*(["'])([A-Za-z][A-Za-z0-9._-]*)\1/;

/** The first HEAD_LIMIT bytes as Latin-1 text (enough for an XML declaration; issue 13 item 16: never the whole input). */
function latin1(bytes: Uint8Array): string {
  let text = '';
  const end = Math.min(bytes.length, HEAD_LIMIT);
  for (let i = 0; i < end; i++) text += String.fromCharCode(bytes[i]!);
  return text;
}

/** The label an XML declaration names, read from the first bytes (ASCII-compatible or UTF-16 without BOM). */
export function declaredEncoding(head: Uint8Array): string | null {
  if (head[0] === Char.LessThan && head[1] === Char.Null && head[2] === Char.QuestionMark && head[3] === Char.Null)
    return 'utf-16le';
  if (head[0] === Char.Null && head[1] === Char.LessThan && head[2] === Char.Null && head[3] === Char.QuestionMark)
    return 'utf-16be';
  if (head[0] !== Char.LessThan || head[1] !== Char.QuestionMark) return null;
  const match = DECLARATION_ENCODING.exec(latin1(head));
  if (match === null) return null;
  const label = match[2]!.toLowerCase();
  // A UTF-16 label in an ASCII-compatible byte stream cannot be right.
  return label === 'utf-16' || label === 'utf-16le' || label === 'utf-16be' ? null : label;
}

export interface ByteInputReport {
  /** 'unsupported-encoding' / 'encoding-mismatch', at the current input offset. */
  error(code: XmlErrorCode): void;
  /** An invalid byte sequence, replaced by the U+FFFD at `offset` of the decoded text. */
  invalidSequence(offset: number): void;
}

export class ByteInput {
  private head: Uint8Array | null = new Uint8Array(0);
  private decoder: StreamDecoder | null = null;
  /** The caller's decoder: all bytes are kept for it until the end. */
  private external: { label: string; chunks: Uint8Array[] } | null = null;

  constructor(
    private readonly encoding: string | undefined,
    private readonly report: ByteInputReport,
    private readonly decode: ExternalDecoder | undefined,
  ) {}

  write(bytes: Uint8Array): string {
    if (this.head === null) return this.next(bytes);
    const joined = this.head.length === 0 ? bytes : concatBytes([this.head, bytes]);
    if (this.encoding === undefined && !this.headComplete(joined)) {
      this.head = joined === bytes ? bytes.slice() : joined;
      return '';
    }
    this.head = null;
    this.start(joined);
    return this.next(joined);
  }

  end(): string {
    return this.flush();
  }

  /**
   * Every byte received so far, decoded (a string chunk follows: the stream
   * contract's MixedChunks in @forgiving/char-ref): held bytes decide the
   * encoding with what has arrived, an unfinished sequence becomes U+FFFD,
   * the caller's `decode` gets the bytes since the last flush; later bytes go
   * on in the encoding decided.
   */
  flush(): string {
    let text = '';
    if (this.head !== null) {
      const head = this.head;
      this.head = null;
      this.start(head);
      text = this.next(head);
    }
    const external = this.external;
    if (external !== null) {
      let length = 0;
      for (const chunk of external.chunks) length += chunk.length;
      const all = new Uint8Array(length);
      let at = 0;
      for (const chunk of external.chunks) {
        all.set(chunk, at);
        at += chunk.length;
      }
      external.chunks = [];
      const decoded = this.decode!(all, external.label);
      if (typeof decoded === 'string') return text + decoded;
      // The caller's decoder does not know it either: UTF-8, reported.
      this.report.error('unsupported-encoding');
      this.external = null;
      this.decoder = new StreamDecoder({
        encoding: 'utf-8',
        sniffBom: false,
        onInvalid: (offset) => this.report.invalidSequence(offset),
      });
      return text + this.decoder.write(all) + this.decoder.flush();
    }
    return text + this.decoder!.flush();
  }

  private next(bytes: Uint8Array): string {
    if (this.external !== null) {
      if (bytes.length > 0) this.external.chunks.push(bytes.slice());
      return '';
    }
    return this.decoder!.write(bytes);
  }

  /** Enough bytes to know whether an XML declaration names the encoding. */
  private headComplete(bytes: Uint8Array): boolean {
    if (bytes.length >= HEAD_LIMIT) return true;
    if (bytes.length < 5) return false;
    const looksLikeDeclaration =
      bytes[0] === Char.LessThan && bytes[1] === Char.QuestionMark && bytes[2] === Char.LowerX;
    if (!looksLikeDeclaration) return true;
    return bytes.indexOf(Char.GreaterThan) >= 0;
  }

  private start(head: Uint8Array): void {
    const bom = sniffBom(head);
    const declared = declaredEncoding(head);
    const label = this.encoding ?? (bom ? bom.encoding : (declared ?? 'utf-8'));
    if (this.encoding === undefined) this.checkDeclaration(head, bom?.encoding ?? null);
    const encoding = whatwgEncoding(label);
    if (encoding === null && !(bom !== null && this.encoding === undefined)) {
      if (this.decode !== undefined) {
        this.external = { label, chunks: [] };
        return;
      }
      this.report.error('unsupported-encoding');
    }
    this.decoder = new StreamDecoder({
      encoding: encoding ?? 'utf-8',
      sniffBom: this.encoding === undefined,
      onInvalid: (offset) => this.report.invalidSequence(offset),
    });
  }

  /**
   * XML 1.0 §4.3.3: a document in an encoding other than the one its
   * declaration names is an error (a BOM that disagrees, or a UTF-16 label
   * in an ASCII-compatible stream).
   */
  private checkDeclaration(head: Uint8Array, bom: string | null): void {
    let text: string;
    try {
      text = new TextDecoder(bom ?? 'utf-8').decode(head.subarray(0, HEAD_LIMIT));
    } catch {
      return;
    }
    const match = DECLARATION_ENCODING.exec(text.charCodeAt(0) === Char.ByteOrderMark ? text.slice(1) : text);
    if (match === null) return;
    const label = match[2]!.toLowerCase();
    const utf16 = label.startsWith('utf-16') || label === 'iso-10646-ucs-2';
    const compatible = bom === null ? !utf16 : bom === 'utf-8' ? label === 'utf-8' : utf16;
    if (!compatible) this.report.error('encoding-mismatch');
  }
}
