/**
 * A CodeMirror 6 StreamLanguage parser (the `StreamParser` shape:
 * `startState`, `token(stream, state)`, `copyState`, `blankLine`), built on
 * the line-resumable scanner. Use it as
 * `StreamLanguage.define(htmlStreamParser())`. CodeMirror is not a
 * dependency: the glue (`@forgiving/char-ref/spans`, shared with
 * sky-tokenizer) types the stream structurally.
 */
import { type LineStreamParser, lineStreamParser } from '@forgiving/char-ref/spans';
import { type HtmlLineState, scanLine, startLineState } from './line-state.ts';
import type { ScanOptions } from './scan.ts';
import type { HtmlSpanKind } from './span-types.ts';

/** Span kind → CodeMirror token name (a @lezer/highlight tag name); null is unstyled. */
export const htmlTokenNames: Readonly<Record<HtmlSpanKind, string | null>> = {
  doctype: 'meta',
  'tag-open': 'angleBracket',
  'tag-close': 'angleBracket',
  'tag-name': 'tagName',
  'attribute-name': 'attributeName',
  equals: 'definitionOperator',
  quote: 'attributeValue',
  'attribute-value': 'attributeValue',
  whitespace: null,
  reference: 'character',
  comment: 'comment',
  cdata: 'string',
  'raw-text': 'content',
  text: null,
  bogus: 'comment',
  instruction: 'processingInstruction',
  unfinished: 'invalid',
};

export type HtmlStreamParser = LineStreamParser<HtmlLineState, HtmlSpanKind>;

export function htmlStreamParser(
  options: ScanOptions & { tokenNames?: Partial<Record<HtmlSpanKind, string | null>> } = {},
): HtmlStreamParser {
  const names = { ...htmlTokenNames, ...options.tokenNames };
  return lineStreamParser('html', () => startLineState(options), scanLine, names);
}
