/**
 * Highlighting machinery shared by the tokenizers' `scan` (sky-tokenizer,
 * html-tokenizer): spans, line splitting, and the CodeMirror 6
 * `StreamLanguage` glue over a line-resumable scanner. Its own entry
 * (`@forgiving/char-ref/spans`) so that char-ref's main entry stays small.
 */

/** `text.slice(start, end)` is of kind `kind` (UTF-16 offsets, `end` exclusive). */
export interface Span<K extends string = string> {
  kind: K;
  start: number;
  end: number;
}

/** Splits like LineIndex: LF, CR LF and lone CR end a line. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** What a stream parser uses of CodeMirror's StringStream (typed structurally: CodeMirror is no dependency). */
export interface StringStreamLike {
  string: string;
  pos: number;
  sol(): boolean;
}

/** A `StreamParser` state: the line state at the next line start, and the current line's spans. */
export interface LineStreamState<S, K extends string> {
  line: S;
  spans: readonly Span<K>[];
  next: number;
}

/** The CodeMirror 6 `StreamParser` shape: `StreamLanguage.define(parser)`. */
export interface LineStreamParser<S, K extends string> {
  name: string;
  startState(): LineStreamState<S, K>;
  copyState(state: LineStreamState<S, K>): LineStreamState<S, K>;
  token(stream: StringStreamLike, state: LineStreamState<S, K>): string | null;
  blankLine(state: LineStreamState<S, K>): void;
}

/**
 * A StreamParser over a line-resumable scanner: each line is scanned once,
 * on its first token, from the state the previous line left; `token` then
 * walks its spans. `names` maps a span kind to a @lezer/highlight tag name
 * (null: unstyled).
 */
export function lineStreamParser<S, K extends string>(
  name: string,
  start: () => S,
  scanLine: (line: string, state: S) => { spans: Span<K>[]; state: S },
  names: Readonly<Record<K, string | null>>,
): LineStreamParser<S, K> {
  /** Scans the line `state` is at the start of: its spans, and the state at the next line. */
  const enter = (state: LineStreamState<S, K>, line: string): void => {
    const result = scanLine(line, state.line);
    state.line = result.state;
    state.spans = result.spans;
    state.next = 0;
  };
  return {
    name,
    startState: () => ({ line: start(), spans: [], next: 0 }),
    // Spans and line states are never mutated once made: a shallow copy is a full copy.
    copyState: (state) => ({ ...state }),
    token(stream, state) {
      if (stream.sol()) enter(state, stream.string);
      let span: Span<K> | undefined;
      while ((span = state.spans[state.next]) && span.end <= stream.pos) state.next++;
      // No span left: the rest of the line (an empty line's nothing) is unstyled.
      stream.pos = span ? span.end : stream.string.length;
      return span ? (names[span.kind] ?? null) : null;
    },
    // An empty line has no spans; its scan still moves the state on.
    blankLine: (state) => enter(state, ''),
  };
}
