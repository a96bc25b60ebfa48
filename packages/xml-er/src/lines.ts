import type { Point } from '@forgiving/char-ref';

const LF = 0x0a;
const CR = 0x0d;

/**
 * Offsets → points for a stream, like char-ref's LineIndex (LF, CR LF and a
 * lone CR are line breaks in the original input, decision X2) but able to
 * forget lines that no token can refer to any more (`forget`), so a long
 * stream keeps bounded memory. Generic: the lead may move it to char-ref.
 */
export class LineTracker {
  /** Offsets of line starts; starts[0] is the start of line `firstLine`. */
  private starts: number[] = [0];
  private firstLine = 1;
  private length = 0;
  private pendingCr = false;
  private lastCarriageReturn = -2;

  append(chunk: string): void {
    const base = this.length;
    const starts = this.starts;
    let from = 0;
    if (this.pendingCr && chunk.length > 0) {
      this.pendingCr = false;
      if (chunk.charCodeAt(0) === LF) {
        starts[starts.length - 1] = base + 1;
        from = 1;
      }
    }
    this.length = base + chunk.length;
    if (chunk.indexOf('\r', from) === -1) {
      // The common case: LF only, found natively.
      for (let i = chunk.indexOf('\n', from); i !== -1; i = chunk.indexOf('\n', i + 1)) starts.push(base + i + 1);
      return;
    }
    for (let i = from; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c === LF) starts.push(base + i + 1);
      else if (c === CR) {
        if (i + 1 < chunk.length) {
          if (chunk.charCodeAt(i + 1) === LF) i++;
        } else this.pendingCr = true;
        starts.push(base + i + 1);
      }
    }
  }

  /**
   * Line breaks reported one by one by the tokenizer, which sees every LF and
   * CR anyway (no second pass over the input). `offset` is that of the
   * character; a CR LF pair counts once.
   */
  lineFeed(offset: number): void {
    const starts = this.starts;
    if (this.lastCarriageReturn === offset - 1) starts[starts.length - 1] = offset + 1;
    else starts.push(offset + 1);
  }

  carriageReturn(offset: number): void {
    this.starts.push(offset + 1);
    this.lastCarriageReturn = offset;
  }

  /** The input length so far (points are clamped to it). */
  setLength(length: number): void {
    this.length = length;
  }

  /** Drops line starts before the line holding `offset` (no longer asked for). */
  forget(offset: number): void {
    const starts = this.starts;
    if (starts.length < 1024) return;
    const keep = this.lineIndex(offset);
    if (keep < 512) return;
    this.starts = starts.slice(keep);
    this.firstLine += keep;
  }

  point(offset: number): Point {
    if (offset > this.length) offset = this.length;
    if (offset < this.starts[0]!) offset = this.starts[0]!;
    const index = this.lineIndex(offset);
    return { line: this.firstLine + index, column: offset - this.starts[index]! + 1, offset };
  }

  private lineIndex(offset: number): number {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
