/**
 * Public types of @forgiving/xml-er. Trees are xast (`@types/xast`); errors
 * are `ParseError` from @forgiving/char-ref (decision X12).
 */
import type { ParseError, Position, StreamChunk } from '@forgiving/char-ref';
import type { Data, Element, Literal, Nodes, Root } from 'xast';
import type { XmlErrorCode } from './errors.ts';

export type { XmlErrorCode } from './errors.ts';

export type { ParseError, Point, Position } from '@forgiving/char-ref';
export type {
  Cdata,
  Comment,
  Doctype,
  Element,
  ElementContent,
  Instruction,
  Nodes,
  Root,
  RootContent,
  Text,
} from 'xast';

/**
 * An error with the span of its culprit, from `line`/`column`/`offset` to
 * `endLine`/`endColumn`/`endOffset` (exclusive): a reference error spans the
 * reference from its `&`, a tag error the tag or the part of it at fault.
 * `code` is one of XmlErrorCode, each with its message in `MESSAGES`.
 * `fatal: false` marks the reports that leave `wellFormed` true (an entity
 * that is not read, XML 1.0 §4.4.3).
 */
export interface XmlParseError extends ParseError<XmlErrorCode> {
  fatal?: false;
}

/**
 * An entity reference kept as a reference, because its replacement text is
 * not read (an external entity, or one that may be declared in an external
 * subset or parameter entity): the `raw` node of xast-util-to-xml, whose
 * value is the reference as written (`&name;`). `toXml` writes it as is, as
 * xast-util-to-xml does with `allowDangerousXml`.
 */
export interface Raw extends Literal {
  type: 'raw';
  data?: Data | undefined;
}

// Registered as xast content (under its own key: xast-util-to-xml registers
// the same node shape as `raw`).
declare module 'xast' {
  interface ElementContentMap {
    xmlErRaw: Raw;
  }
  interface RootContentMap {
    xmlErRaw: Raw;
  }
}

/** Limits of entity expansion and attribute defaults (decision X5, issue #13 items 6 and 7). */
export interface EntityGuardOptions {
  /**
   * The output budget: stop expanding once entity expansion and attribute
   * defaults built this much in total, in units of characters, where a node
   * built from replacement text costs 64 more, an attribute in it 32 more,
   * and an attribute default added to a tag 32 plus its name and value.
   * Default: max(8 MiB, `maxExpansionRatio` × input size).
   */
  maxExpansion?: number;
  /** Multiple of the input size allowed as expansion output. Default 100. */
  maxExpansionRatio?: number;
  /** Deepest nesting of entity references inside replacement texts. Default 40. */
  maxEntityDepth?: number;
}

export interface XmlParserOptions extends EntityGuardOptions {
  /** Attach unist positions (original input offsets, decision X2). Default false. */
  positions?: boolean;
  /** Report CDATA sections as `cdata` nodes / `onCdata` instead of text. Default false. */
  preserveCdata?: boolean;
  /** Encoding label for byte input; overrides BOM and XML declaration (decision X1). */
  encoding?: string;
  /**
   * Decoder for byte input in an encoding that is not a WHATWG encoding
   * (IBM855, UTF-32, ISO-2022-KR, ...): called once, at the end of the
   * input, with all its bytes (the stream keeps them until then) and the
   * label; return the text, or undefined when it does not know the label
   * either (then `unsupported-encoding` is reported and UTF-8 used). Invalid
   * sequences are the decoder's business (not reported). With iconv-lite:
   * `decode: (bytes, label) => iconv.encodingExists(label) ? iconv.decode(Buffer.from(bytes), label) : undefined`.
   */
  decode?: ExternalDecoder;
  /**
   * Use the fast paths (parseXml's whole-input parser, the tokenizer's tag
   * scanner and runs of ordinary characters read in one loop). Default true.
   * With `false` only the spec path runs: every character goes through its
   * state. The result is the same either way (tested); `false` is for
   * checking exactly that, and for debugging.
   */
  fastPaths?: boolean;
}

/** See XmlParserOptions.decode. */
export type ExternalDecoder = (bytes: Uint8Array, label: string) => string | undefined;

export interface ParseXmlOptions extends XmlParserOptions {
  /**
   * Also check Namespaces 1.0 well-formedness (resolveNamespaces, X9): its
   * errors are added and count for `wellFormed`. Default false. (Renamed
   * from `namespaces`: that name is a prefix → URI record everywhere,
   * ARCHITECTURE.md "Option names".)
   */
  checkNamespaces?: boolean;
  /** Each error as it is found (namespace errors at the end); they are also in the result. */
  onError?: (error: XmlParseError) => void;
  /** Called once, last, with the result `parseXml` (or the tree builder's `end()`) returns. */
  onEnd?: (result: ParseXmlResult) => void;
}

/** The result of a whole-document parse, as in every package (ARCHITECTURE.md, "Result shapes"). */
export interface ParseXmlResult {
  /** Always a document: XML-ER recovers from every error (never null). */
  tree: Root;
  errors: XmlParseError[];
  /** The same as `wellFormed`. */
  ok: boolean;
  /** True exactly when no well-formedness error was found (decision X12): no error without `fatal: false`. */
  wellFormed: boolean;
}

/**
 * What the event parser's `end()` returns and `onEnd` receives: the
 * `parseXml` result without the tree and errors, which went to the
 * handlers (a stream keeps neither, so its memory stays bounded).
 */
export interface XmlParserEnd {
  /** The same as `wellFormed`. */
  ok: boolean;
  wellFormed: boolean;
}

/** The streaming tree builder: chunks in, `parseXml`'s result out of `end()` (the same for any chunking). */
export interface XmlTreeBuilder {
  /** Text or bytes (a Uint8Array); anything else, or a call after `end()`, throws a StreamMisuseError. */
  write(chunk: StreamChunk): void;
  /** Ends the stream and returns what `parseXml` returns for the whole input; a second call throws a StreamMisuseError. */
  end(): ParseXmlResult;
}

/** A start or empty tag, after defaults (X6) and normalisation. */
export interface OpenTag {
  name: string;
  /** Plain object: the attributes in source order, then declared defaults (an attribute named `__proto__` is an own property). */
  attributes: Record<string, string>;
  /** `<a/>` (an onCloseTag follows at once). */
  selfClosing: boolean;
  position?: Position;
}

export interface DoctypeInfo {
  name: string;
  public?: string;
  system?: string;
  position?: Position;
}

/**
 * Streaming handlers. Events come after tree construction (phases, X10):
 * open and close tags are balanced, text is coalesced (one onText per run),
 * so every chunking of the input gives the same events.
 */
export interface XmlHandlers {
  onOpenTag?: (tag: OpenTag) => void;
  onCloseTag?: (name: string, position?: Position) => void;
  onText?: (value: string, position?: Position) => void;
  /** Only with preserveCdata (otherwise CDATA is text). */
  onCdata?: (value: string, position?: Position) => void;
  onComment?: (value: string, position?: Position) => void;
  onInstruction?: (name: string, value: string, position?: Position) => void;
  onDoctype?: (doctype: DoctypeInfo) => void;
  /**
   * A reference to an entity whose replacement text is not read (external,
   * or maybe declared where the parser does not read), in content: SAX2's
   * skippedEntity. Comes with a report (`fatal: false`) through onError.
   */
  onSkippedEntity?: (name: string, position?: Position) => void;
  onError?: (error: XmlParseError) => void;
  /** Called once by end(), after every other event, with what `end()` returns. */
  onEnd?: (result: XmlParserEnd) => void;
}

export type CreateXmlParserOptions = XmlHandlers & XmlParserOptions;

export interface XmlParser {
  /** Text or bytes (a Uint8Array); anything else, or a call after `end()`, throws a StreamMisuseError. */
  write(chunk: StreamChunk): void;
  /** Ends the stream (then `onEnd`) and returns `{ ok, wellFormed }`; a second call throws a StreamMisuseError. */
  end(): XmlParserEnd;
}

/** A namespace-resolved name (decision X9). */
export interface ExpandedName {
  uri: string | null;
  prefix: string | null;
  local: string;
}

export interface NamespaceResolution {
  errors: XmlParseError[];
  element(node: Element): ExpandedName;
  attribute(node: Element, qualifiedName: string): ExpandedName;
}

export type ToXmlInput = Root | Nodes;
