/**
 * A point in the original input, in the shape of a unist `Point`: 1-based
 * line and column (columns count UTF-16 code units), 0-based offset.
 */
export interface Point {
  line: number;
  column: number;
  offset: number;
}

/** A unist `Position`: the span from `start` to `end` (exclusive). */
export interface Position {
  start: Point;
  end: Point;
}

/**
 * A problem found in the input. Parsers report these as data and never throw
 * them: every package returns its result together with a list of these.
 * `code` is kebab case (`eof-in-tag`, `invalid-character-reference`).
 */
export interface ParseError extends Point {
  code: string;
  message: string;
}

/** Builds a ParseError from a code, a message and a resolved point. */
export function parseError(code: string, message: string, point: Point): ParseError {
  return { code, message, line: point.line, column: point.column, offset: point.offset };
}
