/**
 * `@forgiving/html-tokenizer/highlight`: lossless highlighting spans, the
 * line-resumable scanner and the CodeMirror 6 StreamLanguage parser. Its own
 * entry so that the tokenizer alone stays within its size budget.
 */
export { scan } from './scan.ts';
export type { ScanOptions } from './scan.ts';
export type { HtmlSpan, HtmlSpanKind } from './span-types.ts';
export { sameLineState, scanLine, startLineState } from './line-state.ts';
export type { HtmlLineScan, HtmlLineStack, HtmlLineState } from './line-state.ts';
export { htmlStreamParser, htmlTokenNames } from './codemirror.ts';
export type { HtmlStreamParser } from './codemirror.ts';
export { splitLines } from '@forgiving/char-ref/spans';
export { createLineHighlighter } from './line-highlighter.ts';
export type { HtmlLineHighlighter } from './line-highlighter.ts';
