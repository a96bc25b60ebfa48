// Streaming `forgiving highlight` for the languages whose driver has a
// line-resumable scanner (`highlight.kind` 'lines': Sky and HTML; the
// scanners and HTML's error marks live in their drivers) (issue 27 items 2 and 6:
// a 50 MB page took 2 GB, a 600 MB one failed with a RangeError). The
// output is exactly that of painting the whole document's spans
// (highlight.ts's paintSpans over `scan`), in memory that follows the
// longest stretch of lines the tokenizer spends outside its start state.
//
// Both tokenizers are line-resumable (`scanLine` from a line-start state,
// their ./highlight entries): a line scanned from the state at its start
// gives the whole document's spans for that line. The one difference is the
// end of input (an unfinished tag, errata S6 for Sky), which only `scan`
// knows. So lines are printed as they come while the state at each line
// start is *fresh* (the state where a document's body starts: Data for HTML
// with nothing guessed open, the state after the signature line for Sky);
// lines after a line that leaves it are held until the state is fresh again,
// then scanned as a whole by `scan` (from a fresh start, `scan` of the held
// lines gives the whole document's spans for them: nothing is pending at
// either end). What is held when the input ends is scanned the same way, so
// the end-of-input rules apply as in `scan` of the whole document.
//
// Error marks (HTML: the tokenizer's errors, as highlightSpans gives them)
// come from the streaming tokenizer, fed the same text before its lines are
// printed: an error is reported by the time the tokenizer has read past its
// offset, and a line is printed only once its line break has been read.
import type { Paint } from './ansi.ts';
import { escapeControls } from './escape.ts';
import type { HighlightSpanKind } from '../spans.ts';

type Span = { kind: HighlightSpanKind; start: number; end: number };

/** A language's line scanner (its driver's `highlight.scanner`: html-tokenizer's and sky-tokenizer's `scanLine`). */
export interface LineScanner {
  scanLine(line: string): Span[];
  /** The state at the start of the next line is the fresh one. */
  fresh(): boolean;
  /** Spans of text that starts at a fresh line start and runs to the end or to a fresh line start. */
  scanHeld(text: string): Span[];
  /** Told the first line (Sky: the state after it is the fresh one). */
  firstLine?(line: string, lineBreak: string): void;
}

/** Error offsets found by a streaming tokenizer fed the same text (the driver's `highlight.marks`). */
export interface ErrorMarks {
  write(text: string): void;
  end(): void;
  /** The marks in [from, to), relative to `from`; earlier ones are dropped. */
  take(from: number, to: number): number[];
}

export interface StreamHighlightOptions {
  scanner: LineScanner;
  paint: Paint;
  /** Marks the characters at error offsets (only with colours: without, the output is the source). */
  marks: ErrorMarks | null;
  write(text: string): void;
  /**
   * The most text held at once (one very long line, or lines outside the
   * start state): past it `write` throws what `tooLong(held)` returns, rather
   * than V8 failing on a string too long (a minified page is one line).
   */
  maxHeld: number;
  tooLong(held: number): Error;
}

/** Lines in, painted lines out. `write(text)` takes decoded text in any chunking; `end()` flushes what is held. */
export function createStreamHighlighter(options: StreamHighlightOptions, paintSpans: PaintSpans) {
  const { scanner } = options;
  const errors = options.marks;
  let pending = '';
  /** Offset of `pending` in the document. */
  let offset = 0;
  let held = '';
  let heldAt = 0;
  let lineNumber = 0;
  const paintHeld = (text: string, at: number) => {
    if (text === '') return;
    options.write(paintSpans(text, scanner.scanHeld(text), options.paint, errors?.take(at, at + text.length) ?? []));
  };
  const line = (text: string, lineBreak: string) => {
    const at = offset;
    offset += text.length + lineBreak.length;
    lineNumber++;
    const wasHeld = held !== '';
    const spans = scanner.scanLine(text);
    if (lineNumber === 1) scanner.firstLine?.(text, lineBreak);
    const fresh = scanner.fresh();
    if (!wasHeld && fresh) {
      // The whole document's spans for this line: print it now.
      const marks = errors?.take(at, at + text.length) ?? [];
      options.write(paintSpans(text, spans, options.paint, marks) + escapeControls(lineBreak, true));
      return;
    }
    if (!wasHeld) heldAt = at;
    held += text + lineBreak;
    if (fresh) {
      paintHeld(held, heldAt);
      held = '';
    }
  };
  return {
    write(text: string) {
      errors?.write(text);
      pending += text;
      let from = 0;
      for (;;) {
        const lf = pending.indexOf('\n', from);
        const cr = pending.indexOf('\r', from);
        const at = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
        if (at < 0) break;
        // A CR last in the text may be the first half of CR LF: wait for the next chunk.
        if (at === cr && at === pending.length - 1) break;
        const width = at === cr && pending.charCodeAt(at + 1) === 10 ? 2 : 1;
        line(pending.slice(from, at), pending.slice(at, at + width));
        from = at + width;
      }
      pending = pending.slice(from);
      if (held.length + pending.length > options.maxHeld) throw options.tooLong(held.length + pending.length);
    },
    end(): string {
      errors?.end();
      // The held lines and the last one (without a break) are scanned together, by the end-of-input rules.
      const at = held === '' ? offset : heldAt;
      const tail = held + pending;
      held = '';
      pending = '';
      paintHeld(tail, at);
      return tail;
    },
  };
}

export type PaintSpans = (
  text: string,
  spans: readonly Span[],
  paint: Paint,
  errorOffsets: readonly number[],
) => string;
