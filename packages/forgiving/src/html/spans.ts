// Lossless highlighting spans for HTML, built from @forgiving/html-tokenizer's
// tokens (it has no span scanner of its own yet): every character of the
// input in exactly one span, in order. The tokenizer guesses the content
// model (script, style, title, textarea, CDATA in SVG/MathML) as tree
// construction would, so raw text is right on real pages. Inside a tag the
// name, attributes, `=`, quotes and values are found by a small scan of the
// tag's own text (HTML §13.2.5.32–13.2.5.40, the attribute states); input no
// token covers (a tag cut off by the end of the input) is `other`. (`</>`
// emits nothing but lies inside the merged text token around it: text.)
import { tokenize } from '@forgiving/html-tokenizer';
import type { HtmlParseError, HtmlToken } from '@forgiving/html-tokenizer';

export type HtmlSpanKind =
  | 'text'
  | 'reference'
  | 'tag-open'
  | 'tag-close'
  | 'tag-name'
  | 'attribute-name'
  | 'equals'
  | 'quote'
  | 'attribute-value'
  | 'comment'
  | 'cdata'
  | 'raw-text'
  | 'doctype'
  | 'whitespace'
  | 'other';

export interface HtmlSpan {
  kind: HtmlSpanKind;
  start: number;
  end: number;
}

/** Elements whose text is raw text or RCDATA (no tags inside; §13.2.6.4.7 "in body" switches). */
const RAW = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

const CDATA_OPEN = '<![CDATA[';

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
}

class SpanList {
  readonly spans: HtmlSpan[] = [];
  add(kind: HtmlSpanKind, start: number, end: number): void {
    if (end <= start) return;
    const last = this.spans[this.spans.length - 1];
    // Adjacent pieces of one kind merge (text around a dropped token), except references: each is its own span.
    if (last !== undefined && last.kind === kind && last.end === start && kind !== 'reference') last.end = end;
    else this.spans.push({ kind, start, end });
  }
}

/** Spans and the tokenizer's errors for `text`. */
export function scanHtml(text: string): { spans: HtmlSpan[]; errors: HtmlParseError[] } {
  const { tokens, errors } = tokenize(text);
  const out = new SpanList();
  let at = 0;
  let raw = false;
  for (const token of tokens) {
    // A CDATA section's text token holds its content only: `<![CDATA[` and `]]>` join it as one span.
    const open = token.start - CDATA_OPEN.length;
    if (token.type === 'text' && open >= at && text.startsWith(CDATA_OPEN, open)) {
      out.add('other', at, open);
      const end = text.startsWith(']]>', token.end) ? token.end + 3 : token.end;
      out.add('cdata', open, end);
      raw = false;
      at = end;
      continue;
    }
    out.add('other', at, token.start);
    addToken(out, text, token, raw);
    raw = token.type === 'startTag' && RAW.has(token.name);
    at = Math.max(at, token.end);
  }
  out.add('other', at, text.length);
  return { spans: out.spans, errors };
}

function addToken(out: SpanList, text: string, token: HtmlToken, raw: boolean): void {
  switch (token.type) {
    case 'text':
      if (raw) out.add('raw-text', token.start, token.end);
      else addText(out, text, token.start, token.end);
      return;
    case 'comment':
      out.add('comment', token.start, token.end);
      return;
    case 'doctype':
      out.add('doctype', token.start, token.end);
      return;
    case 'startTag':
    case 'endTag':
      addTag(out, text, token.start, token.end);
  }
}

/** Text with its character references (`&name;`, `&#…;`) as their own spans. */
function addText(out: SpanList, text: string, start: number, end: number): void {
  let from = start;
  for (let i = text.indexOf('&', start); i >= 0 && i < end; i = text.indexOf('&', i + 1)) {
    let j = i + 1;
    if (text.charCodeAt(j) === 0x23) j++;
    while (j < end && /[0-9A-Za-z]/.test(text[j]!)) j++;
    if (j === i + 1 || (j === i + 2 && text.charCodeAt(i + 1) === 0x23)) continue;
    if (text.charCodeAt(j) === 0x3b && j < end) j++;
    out.add('text', from, i);
    out.add('reference', i, j);
    from = j;
    i = j - 1;
  }
  out.add('text', from, end);
}

/** A start or end tag: `<` / `</`, the name, attributes, `>` / `/>` (the attribute states of §13.2.5). */
function addTag(out: SpanList, text: string, start: number, end: number): void {
  let i = start + (text.charCodeAt(start + 1) === 0x2f ? 2 : 1);
  out.add('tag-open', start, i);
  const close = text.charCodeAt(end - 1) === 0x3e ? (text.charCodeAt(end - 2) === 0x2f && end - 2 > i ? end - 2 : end - 1) : end;
  let j = i;
  while (j < close && !isSpace(text.charCodeAt(j)) && text.charCodeAt(j) !== 0x2f) j++;
  out.add('tag-name', i, j);
  i = j;
  while (i < close) {
    const code = text.charCodeAt(i);
    if (isSpace(code) || code === 0x2f) {
      // A `/` not before `>` is an unexpected-solidus-in-tag error: `other`.
      out.add(code === 0x2f ? 'other' : 'whitespace', i, i + 1);
      i++;
      continue;
    }
    // Attribute name: up to whitespace, `/`, `>` or `=` (an `=` first is part of the name, §13.2.5.32).
    j = i + 1;
    while (j < close && !isSpace(text.charCodeAt(j)) && text.charCodeAt(j) !== 0x2f && text.charCodeAt(j) !== 0x3d) j++;
    out.add('attribute-name', i, j);
    i = attributeValue(out, text, j, close);
  }
  out.add('tag-close', close, end);
}

/** After an attribute name: optional whitespace, `=` and a value; returns where the scan goes on. */
function attributeValue(out: SpanList, text: string, from: number, close: number): number {
  let i = from;
  while (i < close && isSpace(text.charCodeAt(i))) i++;
  if (i >= close || text.charCodeAt(i) !== 0x3d) return from;
  out.add('whitespace', from, i);
  out.add('equals', i, i + 1);
  i++;
  const afterEquals = i;
  while (i < close && isSpace(text.charCodeAt(i))) i++;
  out.add('whitespace', afterEquals, i);
  const quote = text.charCodeAt(i);
  if (quote === 0x22 || quote === 0x27) {
    const endQuote = text.indexOf(text[i]!, i + 1);
    const valueEnd = endQuote < 0 || endQuote >= close ? close : endQuote;
    out.add('quote', i, i + 1);
    out.add('attribute-value', i + 1, valueEnd);
    if (valueEnd < close) out.add('quote', valueEnd, valueEnd + 1);
    return Math.min(valueEnd + 1, close);
  }
  let j = i;
  while (j < close && !isSpace(text.charCodeAt(j))) j++;
  out.add('attribute-value', i, j);
  return j;
}
