// Drives a CodeMirror 6 StreamParser the way StreamLanguage does, with a
// stand-in StringStream (CodeMirror is not a dependency). Shared by the
// adapter tests of sky-tokenizer and html-tokenizer, whose parsers both come
// from char-ref's `lineStreamParser`.

/** A tiny stand-in for CodeMirror's StringStream (same fields and sol/eol semantics). */
export class FakeStringStream {
  pos = 0;
  start = 0;
  constructor(readonly string: string) {}
  sol(): boolean {
    return this.pos === 0;
  }
  eol(): boolean {
    return this.pos >= this.string.length;
  }
  current(): string {
    return this.string.slice(this.start, this.pos);
  }
}

/** The StreamParser members StreamLanguage calls. */
export interface DrivenParser<S> {
  startState(): S;
  copyState(state: S): S;
  blankLine(state: S): void;
  token(stream: FakeStringStream, state: S): string | null;
}

/**
 * `style:text` per token, one array per line (blankLine for empty lines,
 * token until eol), and the state each line started with.
 */
export function driveStreamParser<S>(
  parser: DrivenParser<S>,
  text: string,
  state?: S,
): { out: string[][]; states: S[] } {
  let st = state ?? parser.startState();
  const out: string[][] = [];
  const states: S[] = [];
  for (const line of text.split('\n')) {
    states.push(parser.copyState(st));
    const tokens: string[] = [];
    if (line === '') parser.blankLine(st);
    const stream = new FakeStringStream(line);
    while (!stream.eol()) {
      stream.start = stream.pos;
      const style = parser.token(stream, st);
      if (stream.pos <= stream.start) throw new Error('Stream parser failed to advance stream.');
      tokens.push(`${style ?? '-'}:${stream.current()}`);
    }
    out.push(tokens);
    st = parser.copyState(st);
  }
  return { out, states };
}
