// Positions (errata S3): offsets, lines and columns of the decoded input
// before normalisation. Same line-break rules and points as `LineIndex` of
// @forgiving/char-ref (LF, CR LF and lone CR each end a line), tuned for a
// tree builder: line breaks are found with indexOf (native search) instead
// of a per-character loop, and lookups start from the last line found since
// the builder asks for offsets in nearly increasing order. A candidate for
// char-ref (reported to the lead); tested against LineIndex.
import type { Point } from '@forgiving/char-ref';
import type { PointAt } from './builder.ts';

const LF = 0x0a;

export interface PositionTracker {
  /** Feed every decoded, pre-normalisation chunk (tokenizer `onDecoded`). */
  append(chunk: string): void;
  pointAt: PointAt;
  /** Characters seen so far: the document's end offset once input ended. */
  readonly size: number;
}

/** Line starts of a growing input, with a cursor for near-monotonic lookups. */
export class LineCursor {
  /** Offset of the first character of each line; lineStarts[0] is 0. */
  private readonly lineStarts: number[] = [0];
  private length = 0;
  private pendingCr = false;
  private line = 0;

  get size(): number {
    return this.length;
  }

  append(chunk: string): void {
    const base = this.length;
    const starts = this.lineStarts;
    let from = 0;
    // A CR that ended the previous chunk: the line starts after a following LF.
    if (this.pendingCr && chunk.length > 0) {
      this.pendingCr = false;
      if (chunk.charCodeAt(0) === LF) {
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
        this.pendingCr = true;
      } else if (chunk.charCodeAt(cr + 1) === LF) {
        starts.push(base + cr + 2);
        lf = chunk.indexOf('\n', cr + 2);
      } else {
        starts.push(base + cr + 1);
      }
      cr = chunk.indexOf('\r', cr + 1);
    }
    this.length = base + chunk.length;
  }

  /** The point for an offset (clamped to the input seen so far). */
  point(offset: number): Point {
    if (offset < 0) offset = 0;
    if (offset > this.length) offset = this.length;
    const starts = this.lineStarts;
    const last = starts.length - 1;
    let line = this.line;
    if (line > last) line = last;
    if (starts[line]! <= offset) {
      // Forward from the cursor: a few steps, then a binary search.
      let steps = 0;
      while (line < last && starts[line + 1]! <= offset) {
        line++;
        if (++steps === 8 && line < last && starts[line + 1]! <= offset) {
          line = search(starts, offset, line, last);
          break;
        }
      }
    } else {
      line = search(starts, offset, 0, line);
    }
    this.line = line;
    return { line: line + 1, column: offset - starts[line]! + 1, offset };
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

/**
 * Adjacent nodes meet at the same offset (a token ends where the next one
 * starts), so the last point is reused: half the lookups and Point objects.
 * Points may therefore be shared between nodes: treat them as read-only.
 */
export function createPositionTracker(): PositionTracker {
  const lines = new LineCursor();
  let lastOffset = -1;
  let lastPoint: Point = { line: 1, column: 1, offset: 0 };
  return {
    append: (chunk) => {
      // A chunk can move a provisional line start (CR then LF): forget the cache.
      lastOffset = -1;
      lines.append(chunk);
    },
    pointAt: (offset) => {
      if (offset !== lastOffset) {
        lastPoint = lines.point(offset);
        lastOffset = offset;
      }
      return lastPoint;
    },
    get size() {
      return lines.size;
    },
  };
}

/** A tracker over a whole known input (for trees built from token arrays). */
export function positionTrackerFor(input: string): PositionTracker {
  const tracker = createPositionTracker();
  tracker.append(input);
  return tracker;
}
