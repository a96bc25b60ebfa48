/**
 * Line-resumable highlighting, the way CodeMirror and Monaco tokenizers
 * work: the tokeniser state at the start of each line is a small plain
 * object; scanning a line from it gives the line's spans and the state at
 * the next line start. After an edit, re-scanning starts at the edited line
 * and stops as soon as the state at a following line start is unchanged.
 *
 * Each line is scanned as if a line break followed it (editors hand lines
 * over without their break, and a U+000A settles every pending `<`, prefix
 * or reference). The end-of-input rules (errata S6) belong to whole
 * documents: use `scan` for those.
 */
import { splitLines } from '@forgiving/char-ref/spans';
import { SpanBuilder } from './scan.ts';
import { SkyTokenizer } from './tokenizer.ts';
import type { SkyTokenizerState } from './tokenizer.ts';
import type { SkyContext, SkySpan } from './types.ts';

/** The tokeniser state at a line start (plain data: copy, store and compare it freely). */
export type SkyLineState = SkyTokenizerState;

export interface LineScan {
  /** Spans of the line, offsets relative to the line start. */
  spans: SkySpan[];
  /** The state at the start of the next line. */
  state: SkyLineState;
}

/** The state at the start of a document (the signature state). */
export function startLineState(context: SkyContext): SkyLineState {
  return new SkyTokenizer(context, new SpanBuilder('')).snapshot();
}

/**
 * Scans one line (without its line break) from the state at its start;
 * `fastPaths` false runs the spec path alone (the tokenizer's option).
 */
export function scanLine(line: string, state: SkyLineState, fastPaths = true): LineScan {
  const text = line + '\n';
  const builder = new SpanBuilder(text);
  const tokenizer = new SkyTokenizer(state.context, builder, 0, fastPaths);
  tokenizer.restore(state);
  builder.inTag = tokenizer.inTag;
  builder.notSky = tokenizer.failed;
  tokenizer.write(text);
  builder.finish(text.length, tokenizer.inComment);
  builder.cut(line.length); // drops the line break's part of the spans
  return { spans: builder.spans, state: tokenizer.snapshot() };
}

/** True when two line states lead to the same tokens from here on. */
export function sameLineState(a: SkyLineState, b: SkyLineState): boolean {
  for (const key in a) {
    if (a[key as keyof SkyLineState] !== b[key as keyof SkyLineState]) return false;
  }
  return true;
}

// Splits like LineIndex (shared with html-tokenizer).
export { splitLines } from '@forgiving/char-ref/spans';

/**
 * Incremental highlighting of a document held as lines (an editor model).
 * `edit` re-scans from the edited line and stops at the first following line
 * whose start state is unchanged.
 */
export class SkyLineHighlighter {
  #lines: string[] = [];
  #starts: (SkyLineState | undefined)[] = [];
  #lineSpans: (SkySpan[] | undefined)[] = [];

  #context: SkyContext;
  #fast: boolean;

  /** `fastPaths` false scans on the spec path alone (the tokenizer's option). */
  constructor(context: SkyContext, text = '', fastPaths = true) {
    this.#context = context;
    this.#fast = fastPaths;
    this.setText(text);
  }

  get lineCount(): number {
    return this.#lines.length;
  }

  /** Replaces the whole text; returns the number of lines scanned. */
  setText(text: string): number {
    this.#lines = [];
    this.#starts = [startLineState(this.#context)];
    this.#lineSpans = [];
    return this.edit(0, 0, splitLines(text));
  }

  /** The text of line `index`. */
  line(index: number): string {
    return this.#lines[index] ?? '';
  }

  /** Spans of line `index` (offsets relative to the line start). */
  spans(index: number): readonly SkySpan[] {
    return this.#lineSpans[index] ?? [];
  }

  /**
   * Replaces `removed` lines at `from` with `inserted`; returns how many
   * lines were re-scanned.
   */
  edit(from: number, removed: number, inserted: readonly string[]): number {
    const added = inserted.length;
    // concat, not `splice(from, n, ...inserted)`: spreading an input-sized
    // array overflows the stack (issue 13, item 2). Holes read as undefined.
    this.#lines = this.#lines.slice(0, from).concat(inserted, this.#lines.slice(from + removed));
    this.#lineSpans = this.#lineSpans.slice(0, from).concat(new Array(added), this.#lineSpans.slice(from + removed));
    // Keep the old start state of the first line after the edit where the
    // state after the last new line lands: that is what the scan compares.
    const starts = this.#starts;
    this.#starts = starts
      .slice(0, from + 1)
      .concat(new Array(Math.max(added - 1, 0)), starts.slice(from + removed + (added === 0 ? 1 : 0)));
    let scanned = 0;
    for (let i = from; i < this.#lines.length; i++) {
      const result = scanLine(this.#lines[i]!, this.#starts[i]!, this.#fast);
      scanned++;
      this.#lineSpans[i] = result.spans;
      const old = this.#starts[i + 1];
      this.#starts[i + 1] = result.state;
      // Lines after the edit whose start state is unchanged keep their spans.
      if (old !== undefined && sameLineState(old, result.state)) break;
    }
    this.#starts.length = this.#lines.length + 1;
    return scanned;
  }
}
