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
 * `code` is kebab case (`eof-in-tag`, `invalid-character-reference`); each
 * package narrows `Code` to the union of the codes it reports (`XmlErrorCode`,
 * `HtmlTokenizerErrorCode`, …) and has one message for each.
 *
 * The error spans its culprit, [offset, endOffset): `line`, `column` and
 * `offset` are its start, `endLine`, `endColumn` and `endOffset` its end
 * (exclusive, 1-based line and column like the start), so an editor can
 * underline it. A point-like error has its end equal to its start.
 */
export interface ParseError<Code extends string = string> extends Point {
  code: Code;
  message: string;
  endOffset: number;
  endLine: number;
  endColumn: number;
}

/**
 * Builds a ParseError from a code, a message and the resolved start and end
 * points of its culprit (`end` defaults to `start`: a point-like error).
 */
export function parseError<Code extends string>(
  code: Code,
  message: string,
  start: Point,
  end: Point = start,
): ParseError<Code> {
  return {
    code,
    message,
    line: start.line,
    column: start.column,
    offset: start.offset,
    endOffset: end.offset,
    endLine: end.line,
    endColumn: end.column,
  };
}
