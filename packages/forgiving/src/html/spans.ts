// Lossless highlighting spans for HTML: html-tokenizer's own `scan` (its
// ./highlight entry: every character in exactly one span, with the content
// model guessed as tree construction would), plus the tokenizer's errors so
// the CLI can mark them in place.
import { tokenize } from '@forgiving/html-tokenizer';
import type { HtmlParseError } from '@forgiving/html-tokenizer';
import { scan } from '@forgiving/html-tokenizer/highlight';
import type { HtmlSpan } from '@forgiving/html-tokenizer/highlight';

export type { HtmlSpan, HtmlSpanKind } from '@forgiving/html-tokenizer/highlight';

/** The spans of `text` and the tokenizer's parse errors. */
export function scanHtml(text: string): { spans: HtmlSpan[]; errors: HtmlParseError[] } {
  return { spans: scan(text), errors: tokenize(text).errors };
}
