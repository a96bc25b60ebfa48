/**
 * Input stream preprocessing (WHATWG HTML §13.2.3.5, decision H2), one chunk
 * at a time: CR LF and lone CR become LF, and surrogates, noncharacters and
 * controls are reported. The tokenizer works on the normalized text; the
 * removed LFs are recorded so that every position maps back to the original
 * input.
 */
import { Char } from '@forgiving/char-ref/codes';
import { E } from './generated/error-ids.ts';

/**
 * Characters the Standard reports (controls, surrogates, noncharacters),
 * and U+0000: the tokenizer takes the first one's place from this scan
 * (`NormalizedChunk.nul`), as its own search for NUL is a slow loop on
 * two-byte strings. CR is handled apart.
 */
const SPECIAL = /[\0-\x08\x0b\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff]/g;
/** SPECIAL or CR: a chunk free of both (nearly every chunk) costs one scan, not a second one for CR. */
const SPECIAL_OR_CR = /[\0-\x08\x0b\x0d-\x1f\x7f-\x9f\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff]/g;

export type PreprocessError = (code: E, offset: number, endOffset: number) => void;

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
  /** Index of the first U+0000 in `text`, its length when there is none; -1: not known (CRs were replaced). */
  nul: number;
}

export class Preprocessor {
  /** Original offset of the next raw character not yet seen. */
  #offset = 0;
  /**
   * A high surrogate or a CR that ended the previous chunk, waiting for the
   * next character (its pair, or the LF of a CR LF).
   */
  #held = '';

  readonly #onError: PreprocessError;

  constructor(onError: PreprocessError) {
    this.#onError = onError;
  }

  /** Normalizes the next chunk; `final` when no more input follows. */
  process(chunk: string, final: boolean): NormalizedChunk {
    const raw = this.#held === '' ? chunk : this.#held + chunk;
    const rawOffset = this.#offset - this.#held.length;
    this.#offset += chunk.length;
    this.#held = '';
    let end = raw.length;
    if (!final && end > 0) {
      const last = raw.charCodeAt(end - 1);
      // A surrogate pair or a CR LF split by the chunking: wait for the rest.
      if ((last >= 0xd800 && last <= 0xdbff) || last === Char.CarriageReturn) {
        this.#held = raw.slice(end - 1);
        end--;
      }
    }
    const segment = end === raw.length ? raw : raw.slice(0, end);
    let nul = end;
    let cr = -1;
    SPECIAL_OR_CR.lastIndex = 0;
    if (SPECIAL_OR_CR.test(segment)) {
      // From the first of them on: SPECIAL, and CRs apart (a page with CR
      // LF line ends has one at every line, too many for a RegExp call each).
      const first = SPECIAL_OR_CR.lastIndex - 1;
      SPECIAL.lastIndex = first;
      if (SPECIAL.test(segment)) nul = this.#report(segment, rawOffset);
      cr = segment.indexOf('\r', first);
    }
    if (cr === -1) return { text: segment, base: rawOffset, removals: [], nul };
    // CR LF and lone CR as LF, by native replacements: building the text
    // piece by piece (a slice per line, joined) cost more than tokenizing it.
    return {
      text: segment.replaceAll('\r\n', '\n').replaceAll('\r', '\n'),
      base: rawOffset,
      removals: removedLineFeeds(segment, cr),
      nul: -1,
    };
  }

  /**
   * Reports each special character from the one SPECIAL (a native scan) has
   * just found; returns the first NUL's index, or the length.
   */
  #report(text: string, base: number): number {
    const length = text.length;
    let nul = length;
    for (let i = SPECIAL.lastIndex - 1; i !== -1; ) {
      const c = text.charCodeAt(i);
      if (c === 0) {
        // Not an input stream error: the first one's place is kept.
        nul = Math.min(nul, i);
      } else if (c <= Char.C1ControlMax) {
        this.#onError(E.ControlCharacterInInputStream, base + i, base + i + 1);
      } else if (c <= Char.SurrogateMax) {
        // Past C1, SPECIAL holds surrogates, then only noncharacters (U+FDD0 on).
        const next = i + 1 < length ? text.charCodeAt(i + 1) : 0;
        if (c <= Char.HighSurrogateMax && next >= Char.LowSurrogateMin && next <= Char.SurrogateMax) {
          const cp = Char.SupplementaryMin + ((c - Char.SurrogateMin) << 10) + (next - Char.LowSurrogateMin);
          if ((cp & 0xfffe) === 0xfffe) this.#onError(E.NoncharacterInInputStream, base + i, base + i + 2);
          i++;
        } else this.#onError(E.SurrogateInInputStream, base + i, base + i + 1);
      } else {
        this.#onError(E.NoncharacterInInputStream, base + i, base + i + 1);
      }
      SPECIAL.lastIndex = i + 1;
      i = SPECIAL.test(text) ? SPECIAL.lastIndex - 1 : -1;
    }
    return nul;
  }
}

/** `NormalizedChunk.removals` of `text`: after each CR LF, the index in the normalized text. */
function removedLineFeeds(text: string, firstCr: number): number[] {
  const removals: number[] = [];
  for (let i = firstCr; i !== -1; i = text.indexOf('\r', i + 1)) {
    if (text.charCodeAt(i + 1) === Char.LineFeed) {
      removals.push(i - removals.length + 1);
      i++;
    }
  }
  return removals;
}
