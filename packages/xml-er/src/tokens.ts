/**
 * tokenize: the tokenizer's output as token objects (the draft's token
 * stream, §3.3), for tests, tooling and highlighting. Entity references are
 * not expanded here (no DTD is processed); duplicate attributes are dropped
 * as the tag attribute name state says.
 */
import { LineIndex, setAttribute, sizedRecord } from '@forgiving/char-ref';
import { xmlError } from './errors.ts';
import type { XmlErrorCode } from './errors.ts';
import { type DoctypeToken, type RawAttributes, type TokenSink, Tokenizer } from './tokenizer.ts';
import type { XmlParseError } from './types.ts';

export type XmlToken =
  | { type: 'startTag' | 'emptyTag'; name: string; attributes: Record<string, string>; start: number; end: number }
  | { type: 'endTag'; name: string; start: number; end: number }
  | { type: 'shortEndTag'; start: number; end: number }
  | { type: 'text'; value: string; start: number; end: number }
  | { type: 'reference'; name: string; start: number; end: number }
  | { type: 'comment'; value: string; start: number; end: number }
  | { type: 'instruction'; name: string; value: string; start: number; end: number }
  | { type: 'cdata'; value: string; start: number; end: number }
  | {
      type: 'doctype';
      name: string;
      externalId: string;
      internalSubset: string | null;
      start: number;
      end: number;
    }
  | { type: 'error'; error: XmlParseError };

class Collector implements TokenSink {
  readonly tokens: XmlToken[] = [];
  constructor(private readonly lines: LineIndex) {}

  openName(): string {
    return '';
  }

  text(value: string, start: number, end: number): void {
    const last = this.tokens[this.tokens.length - 1];
    if (last?.type === 'text') {
      last.value += value;
      last.end = end;
    } else if (value.length > 0) this.tokens.push({ type: 'text', value, start, end });
  }
  reference(name: string, start: number, end: number): void {
    this.tokens.push({ type: 'reference', name, start, end });
  }
  openTag(name: string, raw: RawAttributes, selfClosing: boolean, start: number, end: number): void {
    // A plain record, each attribute an own property, as in the trees (ARCHITECTURE.md, "Attribute records").
    const attributes: Record<string, string> = sizedRecord(raw.length);
    for (let i = 0; i < raw.length; i++) {
      const attribute = raw.names[i]!;
      if (Object.hasOwn(attributes, attribute))
        this.error('duplicate-attribute', raw.offsets[i]!, raw.offsets[i]! + attribute.length);
      else setAttribute(attributes, attribute, raw.values[i] ?? '');
    }
    this.tokens.push({ type: selfClosing ? 'emptyTag' : 'startTag', name, attributes, start, end });
  }
  closeTag(name: string, start: number, end: number): void {
    this.tokens.push(name === '' ? { type: 'shortEndTag', start, end } : { type: 'endTag', name, start, end });
  }
  comment(value: string, start: number, end: number): void {
    this.tokens.push({ type: 'comment', value, start, end });
  }
  instruction(name: string, value: string, start: number, end: number): void {
    this.tokens.push({ type: 'instruction', name, value, start, end });
  }
  cdata(value: string, start: number, end: number): void {
    if (value.length > 0) this.tokens.push({ type: 'cdata', value, start, end });
  }
  doctype(token: DoctypeToken): void {
    this.tokens.push({
      type: 'doctype',
      name: token.name,
      externalId: token.externalId,
      internalSubset: token.subset,
      start: token.start,
      end: token.end,
    });
  }
  error(code: XmlErrorCode, offset: number, end = offset): void {
    this.tokens.push({ type: 'error', error: xmlError(code, this.lines.point(offset), this.lines.point(end)) });
  }
}

/**
 * The token stream of a string. Attribute values are raw (references and
 * whitespace are resolved by parseXml with the DTD's attribute types, X6).
 */
export function tokenize(input: string, options: { fastPaths?: boolean } = {}): XmlToken[] {
  const lines = new LineIndex(input);
  const collector = new Collector(lines);
  const tokenizer = new Tokenizer(collector, true, options.fastPaths !== false);
  tokenizer.write(input);
  tokenizer.end();
  return collector.tokens;
}
