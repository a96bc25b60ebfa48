// A forward-only offset → line/column cursor for streams: it keeps only the
// chunks it has not walked past yet, so memory stays bounded however large
// the input (char-ref's LineIndex keeps every line start). Line breaks are
// LF, CR LF and lone CR in the original input (Sky errata S3, XML-ER X2).
// Generic: a candidate for @forgiving/char-ref.
import type { Point } from '@forgiving/char-ref';

const LF = 0x0a;
const CR = 0x0d;

export class PointCursor {
  private readonly chunks: string[] = [];
  /** Offset of the first character of chunks[0]. */
  private base = 0;
  private offset = 0;
  private line = 1;
  private lineStart = 0;
  private previousWasCr = false;

  append(chunk: string): void {
    if (chunk !== '') this.chunks.push(chunk);
  }

  /** The point of `target`; targets must not decrease (earlier ones are clamped). */
  point(target: number): Point {
    while (this.offset < target && this.chunks.length > 0) {
      const chunk = this.chunks[0]!;
      const stop = Math.min(target - this.base, chunk.length);
      for (let i = this.offset - this.base; i < stop; i++) {
        const c = chunk.charCodeAt(i);
        if (c === LF) {
          if (!this.previousWasCr) this.line++;
          this.lineStart = this.base + i + 1;
        } else if (c === CR) {
          this.line++;
          this.lineStart = this.base + i + 1;
        }
        this.previousWasCr = c === CR;
      }
      this.offset = this.base + stop;
      if (stop === chunk.length) {
        this.chunks.shift();
        this.base += chunk.length;
      }
    }
    return { line: this.line, column: this.offset - this.lineStart + 1, offset: this.offset };
  }
}
