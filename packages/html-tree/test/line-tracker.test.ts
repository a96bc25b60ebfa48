// LineTracker (src/line-tracker.ts): lines and columns of offsets against a
// naive count, for any chunking (CR LF split between chunks included) and any
// order of questions. The tracker scans lazily and stops at the first line
// break at or after the offset asked, resuming there for a later one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineTracker } from '../src/line-tracker.ts';

/** Line (1-based) and column of `offset`, by walking the text (LF, CR LF, lone CR end a line). */
function naive(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

const piece = fc.constantFrom('a', 'bc', '\n', '\r', '\r\n', '\n\n', ' ', 'xyz');

describe('LineTracker', () => {
  it('gives every offset the naive line and column, for any chunking and question order', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        (pieces, cuts, questions) => {
          const text = pieces.join('');
          const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
          const chunks: string[] = [];
          let from = 0;
          for (const c of [...at, text.length]) {
            chunks.push(text.slice(from, c));
            from = c;
          }
          const tracker = new LineTracker();
          for (const chunk of chunks) tracker.feed(chunk);
          for (const q of questions) {
            const offset = q % (text.length + 1);
            expect(tracker.point(offset)).toEqual({ ...naive(text, offset), offset });
          }
          // Every offset in increasing order after that, as positions ask.
          for (let offset = 0; offset <= text.length; offset++) {
            const line = tracker.lineOf(offset);
            expect({ line, column: tracker.columnOf(offset, line) }).toEqual(naive(text, offset));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
  it('holds offsets past 2^31 - 1 (a long stream)', () => {
    const tracker = new LineTracker();
    tracker.feed('a\nb');
    expect(tracker.point(2)).toEqual({ line: 2, column: 1, offset: 2 });
    // As if 2^31 characters had been fed and scanned: only the offsets matter here.
    const base = 2 ** 31;
    // Line 2 is "b" and, from offset 2^31 - 1, "x\n"; line 3 "y\n"; line 4 "z".
    (tracker as unknown as { scanned: number }).scanned = base - 1;
    tracker.feed('x\ny\nz');
    expect(tracker.point(base + 3)).toEqual({ line: 4, column: 1, offset: base + 3 });
    expect(tracker.point(base + 1)).toEqual({ line: 3, column: 1, offset: base + 1 });
    expect(tracker.point(base)).toEqual({ line: 2, column: base - 1, offset: base });
    expect(tracker.point(2)).toEqual({ line: 2, column: 1, offset: 2 });
  });
  it('answers a position before the rest of the input is fed (a later chunk only adds lines after it)', () => {
    const tracker = new LineTracker();
    tracker.feed('ab\ncd\r');
    expect(tracker.point(4)).toEqual({ line: 2, column: 2, offset: 4 });
    tracker.feed('\nef');
    expect(tracker.point(6)).toEqual({ line: 2, column: 4, offset: 6 });
    expect(tracker.point(7)).toEqual({ line: 3, column: 1, offset: 7 });
    expect(tracker.point(1)).toEqual({ line: 1, column: 2, offset: 1 });
  });
});
