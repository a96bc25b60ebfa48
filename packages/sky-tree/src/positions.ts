// Positions (errata S3): offsets, lines and columns of the decoded input
// before normalisation, from char-ref's `LineIndex` (LF, CR LF and lone CR
// each end a line; lookups in nearly increasing order are O(1)).
import { LineIndex, type Point } from '@forgiving/char-ref';
import type { PointAt } from './builder.ts';

export interface PositionTracker {
  /** Feed every decoded, pre-normalisation chunk (tokenizer `onDecoded`). */
  append(chunk: string): void;
  pointAt: PointAt;
  /** Characters seen so far: the document's end offset once input ended. */
  readonly size: number;
}

/**
 * Adjacent nodes meet at the same offset (a token ends where the next one
 * starts), so the last point is reused: half the lookups and Point objects.
 * Points may therefore be shared between nodes: treat them as read-only.
 */
export function createPositionTracker(): PositionTracker {
  const lines = new LineIndex();
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
