/**
 * Public types of @forgiving/xml-er. Trees are xast (`@types/xast`); errors
 * are `ParseError` from @forgiving/char-ref (decision X12).
 */
import type { ParseError, Position, StreamChunk } from '@forgiving/char-ref';
import type { Element, Nodes, Root } from 'xast';

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

/** Limits of entity expansion (decision X5). */
export interface EntityGuardOptions {
  /**
   * Stop expanding once this many characters were produced by entity
   * expansion in total. Default: max(8 MiB, `maxExpansionRatio` × input size).
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
}

export interface ParseXmlOptions extends XmlParserOptions {
  /**
   * Also check Namespaces 1.0 well-formedness (resolveNamespaces, X9): its
   * errors are added and count for `wellFormed`. Default false.
   */
  namespaces?: boolean;
}

export interface ParseXmlResult {
  tree: Root;
  errors: ParseError[];
  /** True exactly when no well-formedness error was found (decision X12). */
  wellFormed: boolean;
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
  onError?: (error: ParseError) => void;
  /** Called once by end(), after every other event. */
  onEnd?: (result: { wellFormed: boolean }) => void;
}

export type CreateXmlParserOptions = XmlHandlers & XmlParserOptions;

export interface XmlParser {
  /** Text or bytes (a Uint8Array); anything else, or a call after `end()`, throws a StreamMisuseError. */
  write(chunk: StreamChunk): void;
  /** Ends the stream; a second call throws a StreamMisuseError. */
  end(): void;
}

/** A namespace-resolved name (decision X9). */
export interface ExpandedName {
  uri: string | null;
  prefix: string | null;
  local: string;
}

export interface NamespaceResolution {
  errors: ParseError[];
  element(node: Element): ExpandedName;
  attribute(node: Element, qualifiedName: string): ExpandedName;
}

export type ToXmlInput = Root | Nodes;
