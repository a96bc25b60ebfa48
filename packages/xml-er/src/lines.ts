/**
 * Line/column lookups over char-ref's LineIndex, fed lazily: the newest
 * chunk is only scanned for line breaks when a point is asked for (an error,
 * or positions) or the next chunk arrives. A well-formed document written
 * in one piece without positions never pays for the scan; a stream pays as
 * before, one chunk late, and holds at most that one extra chunk.
 */
import { LineIndex, type Point } from '@forgiving/char-ref';

export interface PointLookup {
  point(offset: number): Point;
}

export class LazyLines implements PointLookup {
  private readonly index = new LineIndex();
  private pending = '';

  append(chunk: string): void {
    if (this.pending.length > 0) this.index.append(this.pending);
    this.pending = chunk;
  }

  /** As LineIndex.forget; only the lines already scanned can be dropped. */
  forget(offset: number): void {
    this.index.forget(offset);
  }

  point(offset: number): Point {
    if (this.pending.length > 0) {
      this.index.append(this.pending);
      this.pending = '';
    }
    return this.index.point(offset);
  }
}
