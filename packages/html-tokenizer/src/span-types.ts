/**
 * The kinds of highlighting spans (`scan`). Tag punctuation: `tag-open` is
 * `<` or `</`, `tag-close` is `>` or `/>`; `whitespace` is the insignificant
 * characters inside a tag (and a `/` not before `>`). `bogus` is what the
 * tokenizer reads as a bogus comment or ignores; `unfinished` a tag cut off
 * by the end of the input (dropped by the tokenizer, eof-in-tag, or a
 * processing instruction, eof-in-processing-instruction). `instruction` is a
 * processing instruction `<?target data?>` whole (whatwg/html #12118; the
 * kind XML's spans use for theirs).
 */
export type HtmlSpanKind =
  | 'doctype'
  | 'tag-open'
  | 'tag-close'
  | 'tag-name'
  | 'attribute-name'
  | 'equals'
  | 'quote'
  | 'attribute-value'
  | 'whitespace'
  | 'reference'
  | 'comment'
  | 'cdata'
  | 'raw-text'
  | 'text'
  | 'bogus'
  | 'instruction'
  | 'unfinished';

/** `input.slice(start, end)` is of kind `kind`; offsets are UTF-16 offsets into the original input. */
export interface HtmlSpan {
  kind: HtmlSpanKind;
  start: number;
  end: number;
}
