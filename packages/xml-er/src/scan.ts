/**
 * Lossless highlighting spans for XML: every character of the input in
 * exactly one span, in order, built from the streaming parser's event
 * positions (tags, text, comments, instructions, doctype). Inside a start
 * tag the name, attribute names, `=`, quotes and values are located in that
 * tag's own source text, guided by the attribute names the parser reported
 * (source order); `&...;` inside text is marked as a reference. Whatever no
 * event covers (the XML declaration, input the parser dropped) is
 * `whitespace` or `other`. The parser's errors come back alongside, so an
 * editor can mark them.
 */
import type { ParseError, Position } from '@forgiving/char-ref';
import { createXmlParser } from './parser.ts';
import { isXmlWhitespace } from '@forgiving/char-ref/codes';
import { Char } from '@forgiving/char-ref/codes';

export type XmlSpanKind =
  | 'text'
  | 'whitespace'
  | 'reference'
  | 'cdata'
  | 'tag-open'
  | 'tag-close'
  | 'tag-name'
  | 'attribute-name'
  | 'equals'
  | 'quote'
  | 'attribute-value'
  | 'comment'
  | 'instruction'
  | 'doctype'
  | 'other';

export interface XmlSpan {
  kind: XmlSpanKind;
  start: number;
  end: number;
}

class SpanList {
  readonly spans: XmlSpan[] = [];
  private cursor = 0;
  constructor(private readonly text: string) {}

  /** Adds a span, filling any gap before it and clipping any overlap. */
  add(kind: XmlSpanKind, start: number, end: number): void {
    if (end > this.text.length) end = this.text.length;
    if (start < this.cursor) start = this.cursor;
    if (end <= start) return;
    if (start > this.cursor) this.gap(start);
    const last = this.spans[this.spans.length - 1];
    if (last !== undefined && last.kind === kind && last.end === start) last.end = end;
    else this.spans.push({ kind, start, end });
    this.cursor = end;
  }

  gap(end: number): void {
    const from = this.cursor;
    if (end <= from) return;
    let blank = true;
    for (let i = from; i < end && blank; i++) blank = isXmlWhitespace(this.text.charCodeAt(i));
    this.cursor = end;
    this.spans.push({ kind: blank ? 'whitespace' : 'other', start: from, end });
  }

  finish(): XmlSpan[] {
    this.gap(this.text.length);
    return this.spans;
  }
}

/** Spans covering `text` exactly once, in order, plus the parser's errors. */
export function scanXml(
  text: string,
  options: { fastPaths?: boolean } = {},
): { spans: XmlSpan[]; errors: ParseError[] } {
  const list = new SpanList(text);
  const errors: ParseError[] = [];
  const range = (position: Position | undefined): [number, number] | null =>
    position === undefined ? null : [position.start.offset, position.end.offset];
  const parser = createXmlParser({
    positions: true,
    fastPaths: options.fastPaths !== false,
    onOpenTag(tag) {
      const r = range(tag.position);
      if (r !== null) startTag(list, text, r[0], r[1], tag.name, Object.keys(tag.attributes));
    },
    onCloseTag(name, position) {
      const r = range(position);
      if (r === null || r[1] - r[0] < 2 || !text.startsWith('</', r[0])) return;
      const closes = text.charCodeAt(r[1] - 1) === Char.GreaterThan;
      list.add('tag-open', r[0], r[0] + 2);
      if (text.startsWith(name, r[0] + 2)) list.add('tag-name', r[0] + 2, r[0] + 2 + name.length);
      list.add('whitespace', r[0] + 2, closes ? r[1] - 1 : r[1]);
      if (closes) list.add('tag-close', r[1] - 1, r[1]);
    },
    onText(_value, position) {
      const r = range(position);
      if (r !== null) textSpans(list, text, r[0], r[1]);
    },
    onCdata(_value, position) {
      const r = range(position);
      if (r !== null) list.add('cdata', r[0], r[1]);
    },
    onSkippedEntity(_name, position) {
      const r = range(position);
      if (r !== null) list.add('reference', r[0], r[1]);
    },
    onComment(_value, position) {
      const r = range(position);
      if (r !== null) list.add('comment', r[0], r[1]);
    },
    onInstruction(_name, _value, position) {
      const r = range(position);
      if (r !== null) list.add('instruction', r[0], r[1]);
    },
    onDoctype(doctype) {
      const r = range(doctype.position);
      if (r !== null) list.add('doctype', r[0], r[1]);
    },
    onError(error) {
      errors.push(error);
    },
  });
  parser.write(text);
  parser.end();
  return { spans: list.finish(), errors };
}

/** Text, CDATA sections and `&name;` references inside a text event's source range. */
function textSpans(list: SpanList, text: string, start: number, end: number): void {
  if (text.startsWith('<![CDATA[', start)) {
    list.add('cdata', start, end);
    return;
  }
  let from = start;
  for (let amp = text.indexOf('&', from); amp >= 0 && amp < end; amp = text.indexOf('&', from)) {
    let semi = amp + 1;
    while (
      semi < end &&
      semi - amp < 64 &&
      !isXmlWhitespace(text.charCodeAt(semi)) &&
      text.charCodeAt(semi) !== Char.Semicolon
    )
      semi++;
    if (semi >= end || text.charCodeAt(semi) !== Char.Semicolon) {
      from = amp + 1;
      continue;
    }
    list.add('text', from, amp);
    list.add('reference', amp, semi + 1);
    from = semi + 1;
  }
  list.add('text', from, end);
}

/** `<name a="v" ...>` from the tag's source range and the attribute names the parser reported (source order). */
function startTag(list: SpanList, text: string, start: number, end: number, name: string, attributes: string[]): void {
  if (text.charCodeAt(start) !== Char.LessThan) {
    list.add('other', start, end);
    return;
  }
  list.add('tag-open', start, start + 1);
  let i = start + 1;
  if (text.startsWith(name, i)) {
    list.add('tag-name', i, i + name.length);
    i += name.length;
  }
  const closeLength =
    text.charCodeAt(end - 1) !== Char.GreaterThan ? 0 : text.charCodeAt(end - 2) === Char.Solidus ? 2 : 1;
  const limit = end - closeLength;
  for (const attribute of attributes) {
    const at = text.indexOf(attribute, i);
    if (at < 0 || at + attribute.length > limit) continue;
    list.add('whitespace', i, at);
    list.add('attribute-name', at, at + attribute.length);
    i = at + attribute.length;
    while (i < limit && isXmlWhitespace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== Char.EqualsSign) continue;
    list.add('equals', i, i + 1);
    i++;
    while (i < limit && isXmlWhitespace(text.charCodeAt(i))) i++;
    const quote = text.charCodeAt(i);
    if (quote !== Char.QuotationMark && quote !== Char.Apostrophe) continue;
    list.add('quote', i, i + 1);
    let close = text.indexOf(String.fromCharCode(quote), i + 1);
    if (close < 0 || close >= limit) close = limit;
    list.add('attribute-value', i + 1, close);
    if (close < limit) list.add('quote', close, close + 1);
    i = Math.min(close + 1, limit);
  }
  list.add('whitespace', i, limit);
  list.add('tag-close', limit, end);
}
