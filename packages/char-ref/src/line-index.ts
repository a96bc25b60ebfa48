import { Char } from './codes.ts';
import type { Point } from './errors.ts';

/**
 * Maps offsets in an input to `{ line, column, offset }` points. Line breaks
 * are LF, CR LF and lone CR, counted in the *original* input (Sky errata S3,
 * XML-ER decision X2): a CR LF pair is two characters and one line break.
 *
 * Building is linear (line breaks are found with the native `indexOf`).
 * Lookups start from the line of the previous lookup, so the nearly
 * increasing offsets a parser asks for cost O(1) each; any other lookup is a
 * binary search, O(log lines). The index can be fed incrementally with
 * `append`, and `forget` lets a stream drop lines no position can refer to
 * any more, so memory stays bounded on arbitrarily long inputs.
 */
export class LineIndex {
  /** Offset of the first character of each kept line, from line `firstLine`. */
  #lineStarts: number[] = [0];
  #firstLine = 1;
  #length = 0;
  #pendingCr = false;
  /** Index into lineStarts of the last lookup's line. */
  #cursor = 0;

  constructor(text?: string) {
    if (text !== undefined) this.append(text);
  }

  /** Adds the next chunk of the original input. */
  append(chunk: string): void {
    const base = this.#length;
    const starts = this.#lineStarts;
    let from = 0;
    // A CR that ended the previous chunk: the line starts after a following LF.
    if (this.#pendingCr && chunk.length > 0) {
      this.#pendingCr = false;
      if (chunk.charCodeAt(0) === Char.LineFeed) {
        starts[starts.length - 1] = base + 1;
        from = 1;
      }
    }
    let lf = chunk.indexOf('\n', from);
    let cr = chunk.indexOf('\r', from);
    while (lf !== -1 || cr !== -1) {
      if (cr === -1 || (lf !== -1 && lf < cr)) {
        starts.push(base + lf + 1);
        lf = chunk.indexOf('\n', lf + 1);
        continue;
      }
      if (cr + 1 === chunk.length) {
        // Provisional: moved past a following LF by the next append.
        starts.push(base + cr + 1);
        this.#pendingCr = true;
      } else if (chunk.charCodeAt(cr + 1) === Char.LineFeed) {
        starts.push(base + cr + 2);
        lf = chunk.indexOf('\n', cr + 2);
      } else {
        starts.push(base + cr + 1);
      }
      cr = chunk.indexOf('\r', cr + 1);
    }
    this.#length = base + chunk.length;
  }

  /** Number of characters seen so far. */
  get size(): number {
    return this.#length;
  }

  /**
   * Drops the lines before the one holding `offset`: later lookups must not
   * ask for earlier offsets (they are clamped to the first kept line). Cheap
   * to call often: it only compacts once enough lines have piled up.
   */
  forget(offset: number): void {
    const starts = this.#lineStarts;
    if (starts.length < 1024) return;
    const keep = this.#lineOf(offset);
    if (keep < starts.length >>> 1) return;
    this.#lineStarts = starts.slice(keep);
    this.#firstLine += keep;
    this.#cursor = 0;
  }

  /** The point for an offset (clamped to the input seen and kept so far). */
  point(offset: number): Point {
    const starts = this.#lineStarts;
    if (offset < starts[0]!) offset = starts[0]!;
    if (offset > this.#length) offset = this.#length;
    const index = this.#lineOf(offset);
    return { line: this.#firstLine + index, column: offset - starts[index]! + 1, offset };
  }

  /** Index into lineStarts of the line holding `offset`. */
  #lineOf(offset: number): number {
    const starts = this.#lineStarts;
    const last = starts.length - 1;
    let line = Math.min(this.#cursor, last);
    if (starts[line]! <= offset) {
      // Forward from the cursor: a few steps, then a binary search.
      for (let steps = 0; line < last && starts[line + 1]! <= offset; line++) {
        if (++steps === 8) {
          line = search(starts, offset, line, last);
          break;
        }
      }
    } else {
      line = search(starts, offset, 0, line);
    }
    this.#cursor = line;
    return line;
  }
}

/** The last index in lo..hi whose line start is <= offset (starts[lo] <= offset). */
function search(starts: number[], offset: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
