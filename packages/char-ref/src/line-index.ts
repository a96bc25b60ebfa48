import type { Point } from './errors.ts';

const LF = 0x0a;
const CR = 0x0d;

/**
 * Maps offsets in an input to `{ line, column, offset }` points. Line breaks
 * are LF, CR LF and lone CR, counted in the *original* input (Sky errata S3,
 * XML-ER decision X2): a CR LF pair is two characters and one line break.
 *
 * Building is linear; each lookup is a binary search, O(log lines). The index
 * can be fed incrementally with `append` so streaming parsers can keep one,
 * and `forget` lets a stream drop lines no position can refer to any more,
 * so memory stays bounded on arbitrarily long inputs.
 */
export class LineIndex {
  /** Offset of the first character of each kept line, from line `firstLine`. */
  private lineStarts: number[] = [0];
  private firstLine = 1;
  private length = 0;
  private pendingCr = false;

  constructor(text?: string) {
    if (text !== undefined) this.append(text);
  }

  /** Adds the next chunk of the original input. */
  append(chunk: string): void {
    const base = this.length;
    const starts = this.lineStarts;
    let i = 0;
    // A CR that ended the previous chunk: a line starts after it, or after
    // the LF that completes the pair.
    if (this.pendingCr && chunk.length > 0) {
      this.pendingCr = false;
      if (chunk.charCodeAt(0) === LF) {
        starts[starts.length - 1] = base + 1;
        i = 1;
      }
    }
    for (; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c === LF) {
        starts.push(base + i + 1);
      } else if (c === CR) {
        if (i + 1 < chunk.length) {
          if (chunk.charCodeAt(i + 1) === LF) i++;
          starts.push(base + i + 1);
        } else {
          // Provisional: moved past a following LF by the next append.
          starts.push(base + i + 1);
          this.pendingCr = true;
        }
      }
    }
    this.length = base + chunk.length;
  }

  /** Number of characters seen so far. */
  get size(): number {
    return this.length;
  }

  /**
   * Drops the lines before the one holding `offset`: later lookups must not
   * ask for earlier offsets (they are clamped to the first kept line). Cheap
   * to call often: it only compacts once enough lines have piled up.
   */
  forget(offset: number): void {
    const starts = this.lineStarts;
    if (starts.length < 1024) return;
    const keep = this.lineOf(offset);
    if (keep < starts.length >>> 1) return;
    this.lineStarts = starts.slice(keep);
    this.firstLine += keep;
  }

  /** The point for an offset (clamped to the input seen and kept so far). */
  point(offset: number): Point {
    const starts = this.lineStarts;
    if (offset < starts[0]!) offset = starts[0]!;
    if (offset > this.length) offset = this.length;
    const index = this.lineOf(offset);
    return { line: this.firstLine + index, column: offset - starts[index]! + 1, offset };
  }

  /** Index into lineStarts of the line holding `offset`. */
  private lineOf(offset: number): number {
    const starts = this.lineStarts;
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
