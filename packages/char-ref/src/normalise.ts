/**
 * Line-end and NUL normalisation as a streaming step:
 * CR LF → LF, lone CR → LF (Sky errata S2, XML 1.0 §2.11 / XML-ER decision
 * X2), and optionally NUL → U+FFFD (Sky S2). A CR that ends a chunk is held
 * until the next chunk shows whether an LF follows, so the output is the same
 * for every way of splitting the input.
 *
 * Positions must refer to the original input (Sky S3): `toOriginal` maps an
 * offset in the normalised text back, using the recorded removed CRs.
 */

import { Char } from './codes.ts';

export interface NormaliseOptions {
  /** Replace U+0000 with U+FFFD (Sky). Default false (XML keeps NUL for its own error). */
  replaceNul?: boolean;
  /** Record removed CRs so `toOriginal` can map offsets. Default false. */
  trackOffsets?: boolean;
}

export class Normaliser {
  private readonly replaceNul: boolean;
  private readonly trackOffsets: boolean;
  private heldCr = false;
  /** Normalised offsets at which a CR was removed (the LF that followed it). */
  private readonly removed: number[] = [];
  private produced = 0;

  constructor(options: NormaliseOptions = {}) {
    this.replaceNul = options.replaceNul ?? false;
    this.trackOffsets = options.trackOffsets ?? false;
  }

  /** Normalises the next chunk; may hold back one trailing CR. */
  write(chunk: string): string {
    let text = chunk;
    let prefix = '';
    if (this.heldCr) {
      this.heldCr = false;
      if (text.length === 0) {
        this.heldCr = true;
        return '';
      }
      if (text.charCodeAt(0) === Char.LineFeed) {
        if (this.trackOffsets) this.removed.push(this.produced);
      } else prefix = '\n';
    }
    if (text.length > 0 && text.charCodeAt(text.length - 1) === Char.CarriageReturn) {
      this.heldCr = true;
      text = text.slice(0, -1);
    }
    const removed = this.trackOffsets ? this.removed : null;
    const out = prefix + normaliseComplete(text, this.replaceNul, removed, this.produced + prefix.length);
    this.produced += out.length;
    return out;
  }

  /** Flushes a held CR (a CR at end of input becomes LF). */
  end(): string {
    if (!this.heldCr) return '';
    this.heldCr = false;
    this.produced += 1;
    return '\n';
  }

  /** Maps an offset in the normalised output to the original input. */
  toOriginal(offset: number): number {
    const removed = this.removed;
    let lo = 0;
    let hi = removed.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (removed[mid]! <= offset) lo = mid + 1;
      else hi = mid;
    }
    return offset + lo;
  }
}

/**
 * Normalises complete text (no CR waiting for its LF). When `removed` is
 * given, the normalised offset of each dropped CR (plus `base`) is pushed.
 */
function normaliseComplete(text: string, replaceNul: boolean, removed: number[] | null, base: number): string {
  if (text.indexOf('\r') === -1 && !(replaceNul && text.indexOf('\0') !== -1)) return text;
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === Char.CarriageReturn) {
      out += text.slice(start, i);
      if (text.charCodeAt(i + 1) === Char.LineFeed) removed?.push(base + out.length);
      else out += '\n';
      start = i + 1;
    } else if (c === Char.Null && replaceNul) {
      out += text.slice(start, i) + '\uFFFD';
      start = i + 1;
    }
  }
  return out + text.slice(start);
}

/** Normalises a whole input at once. */
export function normalise(text: string, options: Omit<NormaliseOptions, 'trackOffsets'> = {}): string {
  // A standalone function (not the class) so that bundles which only need
  // whole-text normalisation, like the Sky tokenizer's, stay small.
  return normaliseComplete(text, options.replaceNul ?? false, null, 0);
}
