/**
 * Decoding stage (errata S1): bytes through the WHATWG UTF-8 decoder (not
 * fatal: invalid sequences become U+FFFD; a sequence split across chunks is
 * kept), strings as already decoded. One leading U+FEFF is stripped from
 * the input, whichever form its first characters came in.
 */
import { stripBom } from '@forgiving/char-ref';

export class InputDecoder {
  #decoder: TextDecoder | null = null;
  #started = false;

  decode(chunk: string | Uint8Array): string {
    // ignoreBOM: the BOM is stripped below, once, for bytes and strings alike.
    if (chunk instanceof Uint8Array)
      return this.#strip(
        (this.#decoder ??= new TextDecoder('utf-8', { ignoreBOM: true })).decode(chunk, { stream: true }),
      );
    // A string after bytes first ends the byte stream (an unfinished sequence is U+FFFD).
    // Untyped callers: anything that is not bytes is read as a string (never throw on input).
    return this.end(String(chunk));
  }

  /** Ends the byte stream (if any), then `tail`. */
  end(tail = ''): string {
    const decoder = this.#decoder;
    this.#decoder = null;
    return this.#strip((decoder ? decoder.decode() : '') + tail);
  }

  #strip(text: string): string {
    if (this.#started || text.length === 0) return text;
    this.#started = true;
    return stripBom(text);
  }
}
