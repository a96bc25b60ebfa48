import type { Point } from './errors.ts';

const LF = 0x0a;
const CR = 0x0d;

/**
 * Maps offsets in an input to `{ line, column, offset }` points. Line breaks
 * are LF, CR LF and lone CR, counted in the *original* input (Sky errata S3,
 * XML-ER decision X2): a CR LF pair is two characters and one line break.
 *
 * Building is linear; each lookup is a binary search, O(log lines). The index
 * can be fed incrementally with `append` so streaming parsers can keep one.
 */
export class LineIndex {
  /** Offset of the first character of each line; lineStarts[0] is 0. */
  private readonly lineStarts: number[] = [0];
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

  /** The point for an offset (clamped to the input seen so far). */
  point(offset: number): Point {
    if (offset < 0) offset = 0;
    if (offset > this.length) offset = this.length;
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1, offset };
  }
}
