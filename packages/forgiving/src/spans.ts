// Lossless highlighting spans for both languages: every character of the
// input in exactly one span, in order.
// - Sky: the tokenizer's own `scan` (@forgiving/sky-tokenizer).
// - XML: `scanXml` of @forgiving/xml-er (spans from the parser's positions).
// - HTML: the tokenizer's own `scan` (@forgiving/html-tokenizer/highlight).
import { scan } from '@forgiving/sky-tokenizer';
import type { SkyContext, SkySpanKind } from '@forgiving/sky-tokenizer';
import { scanXml } from '@forgiving/xml-er';
import type { ParseError, XmlSpanKind } from '@forgiving/xml-er';
import { type Language, detectLanguage } from './detect.ts';
import { type HtmlSpanKind, scanHtml } from './html/spans.ts';

export type HighlightSpanKind = SkySpanKind | XmlSpanKind | HtmlSpanKind;

export interface HighlightSpan {
  kind: HighlightSpanKind;
  start: number;
  end: number;
}

export interface HighlightOptions {
  language?: Language;
  filename?: string;
  context?: SkyContext;
}

export interface HighlightResult {
  language: Language;
  spans: HighlightSpan[];
  /** XML: the parser's errors; HTML: the tokenizer's (for marking them); Sky: empty. */
  errors: ParseError[];
}

/** Spans for `input`, language detected unless given. */
export function highlightSpans(input: string, options: HighlightOptions = {}): HighlightResult {
  const detected = detectLanguage(input, options.filename);
  const language = options.language ?? detected.language;
  if (language === 'sky') {
    const context = options.context ?? detected.context ?? 'application';
    return { language, spans: scan(input, { context }), errors: [] };
  }
  if (language === 'html') return { language, ...scanHtml(input) };
  return { language, ...scanXml(input) };
}
