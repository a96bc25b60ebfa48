/**
 * Line starts of the input seen so far, fed chunk by chunk, so that tree
 * construction errors get a line and column from their offset (decision H6)
 * in any chunking. A line break is LF, CR LF or a lone CR (decision H2);
 * columns count UTF-16 code units from 1.
 */
export class LineTracker {
  private starts: number[] = [0];
  private offset = 0;
  private lastCr = false;

  feed(chunk: string): void {
    const base = this.offset;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c === 10) {
        if (this.lastCr && i === 0 && base > 0) {
          // The LF of a CR LF split between chunks: the CR already started the line.
          this.starts[this.starts.length - 1] = base + 1;
        } else if (!(i > 0 && chunk.charCodeAt(i - 1) === 13)) this.starts.push(base + i + 1);
        else this.starts[this.starts.length - 1] = base + i + 1;
      } else if (c === 13) this.starts.push(base + i + 1);
    }
    if (chunk.length > 0) this.lastCr = chunk.charCodeAt(chunk.length - 1) === 13;
    this.offset += chunk.length;
  }

  point(offset: number): { line: number; column: number } {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] as number) + 1 };
  }
}
