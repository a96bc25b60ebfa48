// Lossless highlighting spans for both languages: every character of the
// input in exactly one span, in order.
// - Sky: the tokenizer's own `scan` (@forgiving/sky-tokenizer).
// - XML: `scanXml` of @forgiving/xml-er (spans from the parser's positions).
import { scan } from '@forgiving/sky-tokenizer';
import type { SkyContext, SkySpanKind } from '@forgiving/sky-tokenizer';
import { scanXml } from '@forgiving/xml-er';
import type { ParseError, XmlSpanKind } from '@forgiving/xml-er';
import { type Language, detectLanguage } from './detect.ts';

export type HighlightSpanKind = SkySpanKind | XmlSpanKind;

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
  /** XML: the parser's errors (for marking them); Sky: empty. */
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
  return { language, ...scanXml(input) };
}
