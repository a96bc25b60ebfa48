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
   * Line starts in a typed array: a plain array's `push` cost about 6 times
   * the `indexOf` search itself (node-api-all, 94,600 lines: 15 ms against
   * 2.6 ms; docs/benchmarks.md, html-tree: "avoidable work per
   * token on the tree construction side"). An Int32Array while every offset
   * fits, as its loads are small integers and so are the columns computed
   * from them (with a Float64Array every column was a double: a parse with
   * positions was 10 % slower); a Float64Array once a stream of chunks
   * passes 2^31 - 1.
   */
  private starts: Int32Array | Float64Array = new Int32Array(64);
  /** How many entries of `starts` are set (the first line starts at 0). */
  private count = 1;
  private pending: string[] = [];
  /** The pending chunk being scanned. */
  private next = 0;
  /** Offset of that chunk. */
  private scanned = 0;
  /**
   * Where its scan resumes (-1: not started): a scan stops at the first line
   * break at or after the offset asked for, so only the part of the input
   * before the last position asked is ever searched (node-api-all's last
   * error is at 16 % of it).
   */
  private pos = -1;
  /** The next LF and CR at or after `pos` in that chunk (-1: none). */
  private lf = -1;
  private cr = -1;
  private lastCr = false;
  /** The 0-based line of the last `lineOf` answer. */
  private lastLine = 0;

  /** Characters fed so far (the input length the reconstruction budget scales with). */
  fed = 0;

  feed(chunk: string): void {
    this.fed += chunk.length;
    if (chunk !== '') this.pending.push(chunk);
  }

  /**
   * Record the line starts of the current chunk up to `offset`: true when it
   * stopped at a line break at or after `offset` (every line start up to
   * `offset` is known), false when the chunk is done.
   */
  private scan(offset: number): boolean {
    const chunk = this.pending[this.next] as string;
    const base = this.scanned;
    let i = this.pos;
    if (i < 0) {
      i = 0;
      // Room for a line per 32 characters at once: growing by doubling from a
      // small array cost more than the scan itself (fresh memory for each
      // copy), and untouched room costs no more than address space.
      this.reserve(this.count + (chunk.length >> 5), base + chunk.length > 0x7fffffff);
      if (this.lastCr && chunk.charCodeAt(0) === 10) {
        // The LF of a CR LF split between chunks: the line starts after it.
        this.starts[this.count - 1] = base + 1;
        i = 1;
      }
      // Each search result is kept until passed: a document without CR is searched once for it.
      this.lf = chunk.indexOf('\n', i);
      this.cr = chunk.indexOf('\r', i);
    }
    let lf = this.lf;
    let cr = this.cr;
    for (;;) {
      if (lf >= 0 && lf < i) lf = chunk.indexOf('\n', i);
      if (cr >= 0 && cr < i) cr = chunk.indexOf('\r', i);
      if (lf < 0 && cr < 0) break;
      const at = cr < 0 || (lf >= 0 && lf < cr) ? lf : cr;
      if (base + at >= offset) {
        // The next line starts after `offset`: resume here for a later position.
        this.pos = at;
        this.lf = lf;
        this.cr = cr;
        return true;
      }
      ops.n++;
      i = chunk.charCodeAt(at) === 13 && chunk.charCodeAt(at + 1) === 10 ? at + 2 : at + 1;
      if (this.count === this.starts.length) this.grow();
      this.starts[this.count++] = base + i;
    }
    this.lastCr = chunk.charCodeAt(chunk.length - 1) === 13;
    this.scanned += chunk.length;
    this.pending[this.next++] = '';
    this.pos = -1;
    return false;
  }

  private grow(): void {
    this.reserve(this.starts.length * 2, false);
  }

  /** Room for at least `size` line starts; `wide`: offsets past 2^31 - 1 are coming. */
  private reserve(size: number, wide: boolean): void {
    const starts = this.starts;
    const widen = wide && starts instanceof Int32Array;
    if (size <= starts.length && !widen) return;
    const length = Math.max(size, starts.length * 2);
    const next = widen || starts instanceof Float64Array ? new Float64Array(length) : new Int32Array(length);
    next.set(starts.subarray(0, this.count));
    this.starts = next;
  }

  point(offset: number): Point {
    const line = this.lineOf(offset);
    return { line, column: offset - (this.starts[line - 1] as number) + 1, offset };
  }

  /** The 1-based line of `offset` (no object: positions ask twice per node). */
  lineOf(offset: number): number {
    while (this.next < this.pending.length && this.scanned + Math.max(this.pos, 0) <= offset) {
      if (this.scan(offset)) break;
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

  /** The offset where 1-based `line` starts (known once `lineOf` was asked for an offset on or after it). */
  lineStart(line: number): number {
    return this.starts[line - 1] as number;
  }

  /** The 1-based column of `offset` on `line` (from `lineOf`). */
  columnOf(offset: number, line: number): number {
    return offset - (this.starts[line - 1] as number) + 1;
  }
}
