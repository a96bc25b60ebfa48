/**
 * Input stream preprocessing (WHATWG HTML §13.2.3.5, decision H2), one chunk
 * at a time: CR LF and lone CR become LF, and surrogates, noncharacters and
 * controls are reported. The tokenizer works on the normalized text; the
 * removed LFs are recorded so that every position maps back to the original
 * input.
 */
import type { HtmlTokenizerErrorCode } from './error-codes.ts';

const CR = 0x0d;
const LF = 0x0a;

/** Anything that needs a look: CR, controls, surrogates, noncharacters. */
const SPECIAL = /[\r\x01-\x08\x0b\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff]/g;

export type PreprocessError = (code: HtmlTokenizerErrorCode, offset: number, endOffset: number) => void;

/** The normalized text of one chunk and where its characters came from. */
export interface NormalizedChunk {
  text: string;
  /** Original offset of `text[0]`. */
  base: number;
  /**
   * Indices into `text` before which one original character (the LF of a
   * CR LF) was dropped: original offset of `text[i]` is
   * `base + i + (number of entries <= i)`.
   */
  removals: number[];
}

export class Preprocessor {
  /** Original offset of the next raw character not yet seen. */
  private offset = 0;
  /**
   * A high surrogate or a CR that ended the previous chunk, waiting for the
   * next character (its pair, or the LF of a CR LF).
   */
  private held = '';

  constructor(private readonly report: PreprocessError) {}

  /** Normalizes the next chunk; `final` when no more input follows. */
  process(chunk: string, final: boolean): NormalizedChunk {
    const raw = this.held === '' ? chunk : this.held + chunk;
    const rawOffset = this.offset - this.held.length;
    this.offset += chunk.length;
    this.held = '';
    let end = raw.length;
    if (!final && end > 0) {
      const last = raw.charCodeAt(end - 1);
      // A surrogate pair or a CR LF split by the chunking: wait for the rest.
      if ((last >= 0xd800 && last <= 0xdbff) || last === CR) {
        this.held = raw.slice(end - 1);
        end--;
      }
    }
    const segment = end === raw.length ? raw : raw.slice(0, end);
    const base = rawOffset;
    SPECIAL.lastIndex = 0;
    if (!SPECIAL.test(segment)) return { text: segment, base, removals: [] };
    return this.slow(segment, base, SPECIAL.lastIndex - 1);
  }

  /** Handles each special character, found by the regular expression (a native scan). */
  private slow(text: string, base: number, first: number): NormalizedChunk {
    const removals: number[] = [];
    let out = '';
    let run = 0;
    const length = text.length;
    for (let i = first; i !== -1; ) {
      const c = text.charCodeAt(i);
      if (c === CR) {
        out += `${text.slice(run, i)}\n`;
        if (i + 1 < length && text.charCodeAt(i + 1) === LF) {
          i++;
          removals.push(out.length);
        }
        run = i + 1;
      } else if (c <= 0x9f) {
        this.error('control-character-in-input-stream', base, i, 1);
      } else if (c >= 0xd800 && c <= 0xdfff) {
        const next = i + 1 < length ? text.charCodeAt(i + 1) : 0;
        if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
          if ((cp & 0xfffe) === 0xfffe) this.error('noncharacter-in-input-stream', base, i, 2);
          i++;
        } else this.error('surrogate-in-input-stream', base, i, 1);
      } else {
        this.error('noncharacter-in-input-stream', base, i, 1);
      }
      SPECIAL.lastIndex = i + 1;
      i = SPECIAL.test(text) ? SPECIAL.lastIndex - 1 : -1;
    }
    out = run === 0 ? text : out + text.slice(run);
    return { text: out, base, removals };
  }

  /** rawIndex counts raw characters of this chunk: base + rawIndex is original. */
  private error(code: HtmlTokenizerErrorCode, base: number, rawIndex: number, width: number): void {
    this.report(code, base + rawIndex, base + rawIndex + width);
  }
}
