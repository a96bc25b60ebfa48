/**
 * Decoding stage (errata S1): bytes through the WHATWG UTF-8 decoder (not
 * fatal: invalid sequences become U+FFFD; a sequence split across chunks is
 * kept), strings as already decoded. One leading U+FEFF is stripped from
 * the input, whichever form its first characters came in.
 */
import { stripBom } from '@forgiving/char-ref';

export class InputDecoder {
  private decoder: TextDecoder | null = null;
  private started = false;

  decode(chunk: string | Uint8Array): string {
    // A string after bytes first ends the byte stream (an unfinished sequence is U+FFFD).
    // Untyped callers: anything that is not bytes is read as a string (never throw on input).
    const text = chunk instanceof Uint8Array ? this.bytes(chunk) : this.flushBytes() + String(chunk);
    return this.strip(text);
  }

  end(): string {
    return this.strip(this.flushBytes());
  }

  private bytes(chunk: Uint8Array): string {
    // ignoreBOM: the BOM is stripped below, once, for bytes and strings alike.
    this.decoder ??= new TextDecoder('utf-8', { ignoreBOM: true });
    return this.decoder.decode(chunk, { stream: true });
  }

  private flushBytes(): string {
    const decoder = this.decoder;
    this.decoder = null;
    return decoder ? decoder.decode() : '';
  }

  private strip(text: string): string {
    if (this.started || text.length === 0) return text;
    this.started = true;
    return stripBom(text);
  }
}
