/**
 * The contract of @forgiving/html-tokenizer with its users, html-tree first
 * among them. Offsets are UTF-16 offsets into the original input (before
 * input stream preprocessing, decision H2); `end` is exclusive.
 */
import type { ParseError } from '@forgiving/char-ref';

/** A parse error with the span it is about (decision H6). */
export interface HtmlParseError extends ParseError {
  endOffset: number;
}

export interface HtmlAttribute {
  name: string;
  value: string;
}

/**
 * What the streaming tokenizer emits: one call per token, no token objects.
 * Adjacent character tokens arrive merged as one `text` call. `id` is the
 * interned tag name (`tagId(name)` from tag-names.ts, 0 when unknown).
 *
 * Tree construction may switch the tokenizer's state from inside `startTag`
 * (RCDATA after `<title>`, script data after `<script>`, ...): the tokenizer
 * reads its state again after every call returns.
 */
export interface HtmlTokenSink {
  text(value: string, start: number, end: number): void;
  startTag(
    name: string,
    id: number,
    attributes: HtmlAttribute[],
    selfClosing: boolean,
    start: number,
    end: number,
  ): void;
  endTag(name: string, id: number, start: number, end: number): void;
  comment(value: string, start: number, end: number): void;
  doctype(
    name: string | null,
    publicId: string | null,
    systemId: string | null,
    forceQuirks: boolean,
    start: number,
    end: number,
  ): void;
  /** Parse errors, in input order. */
  error?(error: HtmlParseError): void;
  /** The end of the input, after every other call. */
  eof?(offset: number): void;
}
