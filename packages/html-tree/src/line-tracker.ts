import type { Point } from '@forgiving/char-ref';
import { ops } from './op-count.ts';

/**
 * Line starts of the input seen so far, so that tree construction errors
 * and positions get a line and column from an offset (decisions H2, H6) in
 * any chunking. Chunks are only kept until a position is asked for: the scan
 * for line breaks (LF, CR LF, lone CR) happens lazily, with native
 * `indexOf`, so a parse without errors or positions never pays for it.
 * Columns count UTF-16 code units from 1.
 */
export class LineTracker {
  /**
   * Line starts in a typed array grown by doubling: a plain array's `push`
   * cost about 6 times the `indexOf` search itself (node-api-all, 94,600
   * lines: 15 ms against 2.6 ms; benchmarks.md, session 20). Float64 holds
   * any offset a stream of chunks can reach.
   */
  private starts = new Float64Array(64);
  /** How many entries of `starts` are set (the first line starts at 0). */
  private count = 1;
  private pending: string[] = [];
  private next = 0;
  /** Offset of the first pending chunk. */
  private scanned = 0;
  private lastCr = false;
  /** The 0-based line of the last `lineOf` answer. */
  private lastLine = 0;

  feed(chunk: string): void {
    if (chunk !== '') this.pending.push(chunk);
  }

  private scan(chunk: string): void {
    const base = this.scanned;
    let i = 0;
    if (this.lastCr && chunk.charCodeAt(0) === 10) {
      // The LF of a CR LF split between chunks: the line starts after it.
      this.starts[this.count - 1] = base + 1;
      i = 1;
    }
    // Each search result is kept until passed: a document without CR is searched once for it.
    let lf = chunk.indexOf('\n', i);
    let cr = chunk.indexOf('\r', i);
    for (;;) {
      if (lf >= 0 && lf < i) lf = chunk.indexOf('\n', i);
      if (cr >= 0 && cr < i) cr = chunk.indexOf('\r', i);
      if (lf < 0 && cr < 0) break;
      ops.n++;
      const at = cr < 0 || (lf >= 0 && lf < cr) ? lf : cr;
      i = chunk.charCodeAt(at) === 13 && chunk.charCodeAt(at + 1) === 10 ? at + 2 : at + 1;
      if (this.count === this.starts.length) this.grow();
      this.starts[this.count++] = base + i;
    }
    this.lastCr = chunk.charCodeAt(chunk.length - 1) === 13;
    this.scanned += chunk.length;
  }

  private grow(): void {
    const next = new Float64Array(this.starts.length * 2);
    next.set(this.starts);
    this.starts = next;
  }

  point(offset: number): Point {
    const line = this.lineOf(offset);
    return { line, column: offset - (this.starts[line - 1] as number) + 1, offset };
  }

  /** The 1-based line of `offset` (no object: positions ask twice per node). */
  lineOf(offset: number): number {
    while (this.next < this.pending.length && this.scanned <= offset) {
      this.scan(this.pending[this.next] as string);
      this.pending[this.next++] = '';
    }
    if (this.next === this.pending.length && this.next > 0) {
      this.pending.length = 0;
      this.next = 0;
    }
    const starts = this.starts;
    // Positions are asked in nearly increasing order: try the last answer's
    // line and the next one first (an error on every line is then O(1) each,
    // decision H8), then search.
    let lo = this.lastLine;
    if (!this.holds(lo, offset)) {
      if (this.holds(lo + 1, offset)) lo++;
      else {
        lo = 0;
        let hi = this.count - 1;
        while (lo < hi) {
          ops.n++;
          const mid = (lo + hi + 1) >> 1;
          if ((starts[mid] as number) <= offset) lo = mid;
          else hi = mid - 1;
        }
      }
      this.lastLine = lo;
    }
    return lo + 1;
  }

  /** Whether `offset` is on the line starting at starts[i]. */
  private holds(i: number, offset: number): boolean {
    const starts = this.starts;
    const count = this.count;
    return i < count && (starts[i] as number) <= offset && (i + 1 >= count || (starts[i + 1] as number) > offset);
  }

  /** The 1-based column of `offset` on `line` (from `lineOf`). */
  columnOf(offset: number, line: number): number {
    return offset - (this.starts[line - 1] as number) + 1;
  }
}
