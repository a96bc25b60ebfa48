/**
 * A CodeMirror 6 StreamLanguage parser object (the `StreamParser` shape:
 * `startState`, `token(stream, state)`, `copyState`, `blankLine`), built on
 * the line-resumable scanner. Use it as
 * `StreamLanguage.define(skyStreamParser({ context: 'application' }))`.
 * CodeMirror is not a dependency: the glue (`@forgiving/char-ref/spans`,
 * shared with html-tokenizer) types the stream structurally.
 */
import { type LineStreamParser, type LineStreamState, lineStreamParser } from '@forgiving/char-ref/spans';
import { scanLine, startLineState } from './line-state.ts';
import type { SkyLineState } from './line-state.ts';
import type { SkyContext, SkySpanKind } from './types.ts';

export type { StringStreamLike } from '@forgiving/char-ref/spans';

export type SkyStreamState = LineStreamState<SkyLineState, SkySpanKind>;

/** Span kind → CodeMirror token name (a @lezer/highlight tag name); null is unstyled. */
export const defaultTokenNames: Readonly<Record<SkySpanKind, string | null>> = {
  signature: 'meta',
  text: null,
  whitespace: null,
  reference: 'character',
  'invalid-reference': 'invalid',
  'tag-open': 'angleBracket',
  'tag-close': 'angleBracket',
  'tag-name': 'tagName',
  'attribute-name': 'attributeName',
  equals: 'definitionOperator',
  quote: 'attributeValue',
  'attribute-value': 'attributeValue',
  comment: 'comment',
  'raw-text': 'content',
  unfinished: 'invalid',
  'not-sky': null,
};

export type SkyStreamParser = LineStreamParser<SkyLineState, SkySpanKind>;

export function skyStreamParser(options: {
  context: SkyContext;
  tokenNames?: Partial<Record<SkySpanKind, string | null>>;
}): SkyStreamParser {
  const names = { ...defaultTokenNames, ...options.tokenNames };
  return lineStreamParser('sky', () => startLineState(options.context), scanLine, names);
}
