/**
 * The contract of @forgiving/html-tokenizer with its users, html-tree first
 * among them. Offsets are UTF-16 offsets into the original input (before
 * input stream preprocessing, decision H2); `end` is exclusive.
 */
import type { ParseError } from '@forgiving/char-ref';
import type { HtmlTokenizerErrorCode } from './error-codes.ts';

/**
 * A parse error with the span it is about (decision H6): it starts where the
 * Standard (and html5lib's tests) place it and spans the character at fault
 * (empty at the end of input, or after a character reference). `Code` is
 * the tokenizer's codes; html-tree widens it with its own.
 */
export type HtmlParseError<Code extends string = HtmlTokenizerErrorCode> = ParseError<Code>;

export interface HtmlAttribute {
  name: string;
  value: string;
}

/**
 * What the streaming tokenizer emits: one call per token, no token objects.
 *
 * How html-tree drives the tokenizer (§13.2.6 tree construction):
 *
 *     const tokenizer = createTokenizer({ sink, guessContentModel: false });
 *     // in sink.startTag(name, id, attributes, selfClosing, start, end):
 *     //   insert the element; then, as the insertion mode says,
 *     tokenizer.setState(State.RCDATA);      // title, textarea
 *     tokenizer.setState(State.RAWTEXT);     // style, xmp, iframe, noembed, noframes, noscript (scripting)
 *     tokenizer.setState(State.ScriptData);  // script
 *     tokenizer.setState(State.PLAINTEXT);   // plaintext
 *     // after every change of the adjusted current node (push, pop, reset):
 *     tokenizer.setForeign(!isHtmlNamespace(adjustedCurrentNode));
 *     tokenizer.write(chunk); ...; tokenizer.end();
 *
 * - `guessContentModel: false` is required: otherwise the tokenizer guesses
 *   the switches itself (for highlighting without a tree).
 * - The tokenizer reads its state and the foreign flag again after every
 *   sink call returns, so both may be changed from inside any callback.
 * - The last start tag name (for "appropriate end tag") is set from every
 *   emitted start tag; `setLastStartTag(name)` sets it for fragment parsing
 *   (html5lib `lastStartTag`).
 * - Start tags carry attributes with duplicates already dropped (first kept,
 *   `duplicate-attribute` reported); `selfClosing` is the self-closing flag
 *   (acknowledging it is tree construction's business).
 * - Text: U+0000 in the Data state arrives as is (the tree drops or keeps
 *   it per insertion mode); CDATA section content arrives as `text`.
 * Adjacent character tokens arrive merged as one `text` call. `id` is the
 * interned tag name (`tagId(name)` from tag-names.ts, 0 when unknown).
 *
 * Tree construction may switch the tokenizer's state from inside `startTag`
 * (RCDATA after `<title>`, script data after `<script>`, ...): the tokenizer
 * reads its state again after every call returns.
 *
 * Every member is optional: a sink that lacks one (`{ startTag }` alone)
 * ignores those tokens.
 */
export interface HtmlTokenSink {
  text?(value: string, start: number, end: number): void;
  startTag?(
    name: string,
    id: number,
    attributes: HtmlAttribute[],
    selfClosing: boolean,
    start: number,
    end: number,
  ): void;
  endTag?(name: string, id: number, start: number, end: number): void;
  comment?(value: string, start: number, end: number): void;
  doctype?(
    name: string | null,
    publicId: string | null,
    systemId: string | null,
    forceQuirks: boolean,
    start: number,
    end: number,
  ): void;
  /**
   * A start tag with its attributes as the low level gives them, instead of
   * `startTag`, for a sink that makes its own objects (html-tree's hast
   * adapter: `properties` with no attribute objects in between): `names` and
   * `values` hold `count` attributes and are reused for the next tag, so
   * copy what you keep.
   */
  rawStartTag?(
    name: string,
    id: number,
    names: readonly string[],
    values: readonly string[],
    count: number,
    selfClosing: boolean,
    start: number,
    end: number,
  ): void;
  /** Parse errors, in input order. */
  error?(error: HtmlParseError): void;
  /**
   * Parse errors as code and original offsets, instead of `error`, for a
   * sink that keeps its own line index (html-tree's): when present, the
   * stream keeps none (one scan of the input fewer) and `error` is not called.
   */
  rawError?(code: HtmlTokenizerErrorCode, offset: number, endOffset: number): void;
  /** The end of the input, after every other call. */
  eof?(offset: number): void;
}
