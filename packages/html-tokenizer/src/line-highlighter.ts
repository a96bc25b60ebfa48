/**
 * A document's lines with their highlighting, computed on demand (issue 27):
 * what an editor asks for is the spans of the lines it shows, so line states
 * are computed from the first unknown one up to the line asked for, and no
 * further. An edit keeps the states before it and the old states after it,
 * which are checked, not trusted: when the state recomputed at the start of
 * an unchanged line equals the old one there (`sameLineState`), every old
 * state after it is right again, and the scan stops (the way CodeMirror's
 * and Monaco's tokenizers resume). An edit that changes what follows (typing
 * the second `-` of `<!--`) costs the lines up to the viewport's end, not
 * the rest of the document: those are scanned when they are asked for.
 */
import { splitLines } from '@forgiving/char-ref/spans';
import { type HtmlLineState, sameLineState, scanLine, startLineState } from './line-state.ts';
import type { ScanOptions } from './scan.ts';
import { GapArray } from './gap-array.ts';
import type { HtmlSpan } from './span-types.ts';

export interface HtmlLineHighlighter {
  /** The number of lines. */
  readonly lineCount: number;
  /** The line starts whose state is known and checked: `stateAt(n)` for `n < known` costs nothing. */
  readonly known: number;
  /** Line `n` (0-based), without its line break. */
  line(n: number): string;
  /**
   * The spans of line `n` (offsets in the line), scanning the lines before
   * it that are not known yet. The array is the highlighter's own, kept for
   * the next call: read it, do not change it.
   */
  spans(n: number): HtmlSpan[];
  /** The state at the start of line `n` (`n` may be `lineCount`: the end), computed on demand. */
  stateAt(n: number): HtmlLineState;
  /** Computes the states of the line starts up to `n` (the end of the viewport) and returns `known`. */
  statesUpTo(n: number): number;
  /**
   * Replaces lines `from` to `to` (exclusive) with `lines` (without line
   * breaks): typing in line k is `edit(k, k + 1, [newText])`, deleting line
   * k is `edit(k, k + 1, [])`, inserting before line k is `edit(k, k, [...])`.
   * Scans nothing: the states after `from` are checked again when asked for.
   */
  edit(from: number, to: number, lines: readonly string[]): void;
}

/**
 * The lazy highlighter of a document (a string, split at LF, CR LF and CR,
 * or its lines). Line by line as `scanLine` does, so its spans are those of
 * `scanLine` from `startLineState(options)`.
 *
 * ```ts
 * const doc = createLineHighlighter(text);
 * doc.spans(120);                 // scans lines 0..120 only
 * doc.edit(40, 41, ['<!-- x']);   // scans nothing
 * doc.spans(60);                  // rescans lines 40..60; the rest when asked for
 * ```
 */
export function createLineHighlighter(
  text: string | readonly string[],
  options: ScanOptions = {},
): HtmlLineHighlighter {
  return new LineHighlighter(typeof text === 'string' ? splitLines(text) : text, options);
}

/** Old runs kept across edits: enough for an edit and its undo, a few more. */
const MAX_RUNS = 4;

class LineHighlighter implements HtmlLineHighlighter {
  readonly #lines = new GapArray<string>(0);
  /**
   * The state at each line start (`lineCount + 1` entries): checked up to
   * `#known`; after it, old states kept by edits, in runs, or nothing.
   */
  readonly #states: GapArray<HtmlLineState>;
  /** The spans of each line, computed with its start state. */
  readonly #spans: GapArray<HtmlSpan[]>;
  #known = 0;
  /**
   * Runs of old states after `#known` (first and last index, in order, at
   * most `MAX_RUNS`): in a run each state is the scan of the line before it
   * from the state before that, so one recomputed state equal to a run's
   * confirms the rest of the run. Several runs, so that undoing an edit
   * (closing the comment just opened) finds the states from before it.
   */
  #runs: number[] = [];

  constructor(lines: readonly string[], options: ScanOptions) {
    this.#lines.replace(0, 0, lines, lines.length);
    this.#states = new GapArray(lines.length + 1);
    this.#states.set(0, startLineState(options));
    this.#spans = new GapArray(lines.length);
  }

  get lineCount(): number {
    return this.#lines.length;
  }

  get known(): number {
    return this.#known + 1;
  }

  line(n: number): string {
    return this.#lines.get(n) ?? '';
  }

  spans(n: number): HtmlSpan[] {
    // A known line (the viewport after its first scan) costs a lookup.
    if (n >= 0 && n < this.#known) return this.#spans.get(n)!;
    if (n < 0 || n >= this.#lines.length) return [];
    this.statesUpTo(n + 1);
    return this.#spans.get(n)!;
  }

  stateAt(n: number): HtmlLineState {
    this.statesUpTo(n);
    return this.#states.get(Math.max(0, Math.min(n, this.#lines.length)))!;
  }

  statesUpTo(n: number): number {
    const end = Math.min(n, this.#lines.length);
    const states = this.#states;
    while (this.#known < end) {
      const k = this.#known;
      const result = scanLine(this.#lines.get(k)!, states.get(k)!);
      this.#spans.set(k, result.spans);
      const next = k + 1;
      // Runs lie after `#known`, in order: only the first may hold `next`.
      const runs = this.#runs;
      if (runs.length !== 0 && next >= runs[0]! && sameLineState(result.state, states.get(next)!)) {
        // The old states from here to the run's end were made from this same state: all right again.
        this.#known = runs[1]!;
        runs.splice(0, 2);
      } else {
        states.set(next, result.state);
        this.#known = next;
        if (runs.length !== 0 && next >= runs[0]!) {
          runs[0] = next + 1;
          if (runs[0] > runs[1]!) runs.splice(0, 2);
        }
      }
    }
    return this.known;
  }

  edit(from: number, to: number, lines: readonly string[]): void {
    const count = this.#lines.length;
    from = Math.max(0, Math.min(from, count));
    to = Math.max(from, Math.min(to, count));
    const added = lines.length;
    // The state at the start of the first unchanged line (old line `to`) is
    // after a changed line: an old state to check. With no line added, that
    // line starts where the edit did, at a state still known: the first old
    // state kept is then the one after it.
    const kept = added === 0 ? to + 1 : to;
    const at = from + Math.max(added, 1);
    const shift = at - kept;
    // Runs of old states from `kept` on: the checked ones, then the runs kept by earlier edits.
    const runs: number[] = [];
    if (kept <= this.#known) runs.push(kept + shift, this.#known + shift);
    const old = this.#runs;
    for (let k = 0; k < old.length && runs.length < MAX_RUNS * 2; k += 2) {
      const first = Math.max(kept, old[k]!);
      if (first <= old[k + 1]!) runs.push(first + shift, old[k + 1]! + shift);
    }
    this.#runs = runs;
    this.#lines.replace(from, to - from, lines, added);
    if (kept === from) {
      // Lines inserted before line `from`: its old start state is also the one to check after them.
      this.#states.replace(from + 1, 0, undefined, added);
      this.#states.set(at, this.#states.get(from));
    } else this.#states.replace(from + 1, kept - from - 1, undefined, at - from - 1);
    this.#spans.replace(from, to - from, undefined, added);
    this.#known = Math.min(this.#known, from);
  }
}
