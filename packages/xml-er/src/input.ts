/**
 * Byte input (decision X1): an explicit encoding, else a BOM, else the
 * encoding of an XML declaration at the very start, else UTF-8. Bytes are
 * held until the declaration is complete (at most 1 KiB), then decoded in a
 * stream; invalid sequences become U+FFFD with an error.
 */
import { StreamDecoder, sniffBom } from '@forgiving/char-ref';

const HEAD_LIMIT = 1024;
const DECLARATION_ENCODING = /^<\?xml[ \t\r\n][^>]*?encoding[ \t\r\n]*=[ \t\r\n]*(["'])([A-Za-z][A-Za-z0-9._-]*)\1/;

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]!);
  return text;
}

/** The label an XML declaration names, read from the first bytes (ASCII-compatible or UTF-16 without BOM). */
export function declaredEncoding(head: Uint8Array): string | null {
  if (head[0] === 0x3c && head[1] === 0x00 && head[2] === 0x3f && head[3] === 0x00) return 'utf-16le';
  if (head[0] === 0x00 && head[1] === 0x3c && head[2] === 0x00 && head[3] === 0x3f) return 'utf-16be';
  const match = DECLARATION_ENCODING.exec(latin1(head));
  if (match === null) return null;
  const label = match[2]!.toLowerCase();
  // A UTF-16 label in an ASCII-compatible byte stream cannot be right.
  return label === 'utf-16' || label === 'utf-16le' || label === 'utf-16be' ? null : label;
}

export class ByteInput {
  private head: Uint8Array | null = new Uint8Array(0);
  private decoder: StreamDecoder | null = null;
  private checker: TextDecoder | null = null;
  private reportedInvalid = false;

  constructor(
    private readonly encoding: string | undefined,
    /** Receives 'unsupported-encoding' / 'invalid-byte-sequence'. */
    private readonly report: (code: string) => void,
  ) {}

  write(bytes: Uint8Array): string {
    if (this.head === null) return this.decode(bytes, true);
    const joined = new Uint8Array(this.head.length + bytes.length);
    joined.set(this.head);
    joined.set(bytes, this.head.length);
    if (this.encoding === undefined && !this.headComplete(joined)) {
      this.head = joined;
      return '';
    }
    this.head = null;
    this.start(joined);
    return this.decode(joined, true);
  }

  end(): string {
    let text = '';
    if (this.head !== null) {
      const head = this.head;
      this.head = null;
      this.start(head);
      text = this.decode(head, true);
    }
    return text + this.decode(new Uint8Array(0), false);
  }

  /** Enough bytes to know whether an XML declaration names the encoding. */
  private headComplete(bytes: Uint8Array): boolean {
    if (bytes.length >= HEAD_LIMIT) return true;
    if (bytes.length < 5) return false;
    const looksLikeDeclaration = bytes[0] === 0x3c && bytes[1] === 0x3f && bytes[2] === 0x78;
    if (!looksLikeDeclaration) return true;
    return bytes.indexOf(0x3e) >= 0;
  }

  private start(head: Uint8Array): void {
    const bom = sniffBom(head);
    const declared = declaredEncoding(head);
    const label = this.encoding ?? (bom ? bom.encoding : (declared ?? 'utf-8'));
    if (this.encoding === undefined) this.checkDeclaration(head, bom?.encoding ?? null);
    this.decoder = new StreamDecoder({ encoding: label, sniffBom: this.encoding === undefined });
    try {
      this.checker = new TextDecoder(bom && this.encoding === undefined ? bom.encoding : label, { fatal: true });
    } catch {
      this.checker = null;
      this.report('unsupported-encoding');
    }
  }

  /**
   * XML 1.0 §4.3.3: a document in an encoding other than the one its
   * declaration names is an error (a BOM that disagrees, or a UTF-16 label
   * in an ASCII-compatible stream).
   */
  private checkDeclaration(head: Uint8Array, bom: string | null): void {
    let text: string;
    try {
      text = new TextDecoder(bom ?? 'utf-8').decode(head);
    } catch {
      return;
    }
    const match = DECLARATION_ENCODING.exec(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    if (match === null) return;
    const label = match[2]!.toLowerCase();
    const utf16 = label.startsWith('utf-16') || label === 'iso-10646-ucs-2';
    const compatible = bom === null ? !utf16 : bom === 'utf-8' ? label === 'utf-8' : utf16;
    if (!compatible) this.report('encoding-mismatch');
  }

  private decode(bytes: Uint8Array, stream: boolean): string {
    const text = stream ? this.decoder!.write(bytes) : this.decoder!.end();
    if (this.checker !== null && !this.reportedInvalid) {
      try {
        this.checker.decode(bytes, { stream });
      } catch {
        this.reportedInvalid = true;
        this.report('invalid-byte-sequence');
      }
    }
    return text;
  }
}
