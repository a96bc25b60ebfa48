// Public types of @forgiving/sky-tree (contract: ARCHITECTURE.md, "Conventions").
// The tree is plain, JSON-safe data shaped like xast / unist.
import type { ParseError, Point, Position, StreamChunk } from '@forgiving/char-ref';
import type { SkyAttribute, SkyContext, SkyStartTagView } from '@forgiving/sky-tokenizer';

export type { ParseError, Point, Position };

// Context, attributes and tokens are the @forgiving/sky-tokenizer contract:
// the builder consumes exactly what the tokenizer emits (start/end are
// offsets into the decoded input before normalisation, errata S3).
export type {
  SkyAttribute,
  SkyContext,
  SkyEndTagToken,
  SkyStartTagToken,
  SkyTextToken,
  SkyToken,
} from '@forgiving/sky-tokenizer';

/** The read-only start tag handed to `onStartTag` (errata S18). */
export type SkyStartTagInfo = SkyStartTagView;

// ---------------------------------------------------------------------------
// Tree (xast-like, unist-compatible)

/** The document, or a template's content fragment. */
export interface SkyRoot {
  type: 'root';
  children: SkyContent[];
  position?: Position;
}

export interface SkyElement {
  type: 'element';
  name: string;
  /**
   * Plain object in source order, every attribute an own property (`__proto__`
   * and `constructor` included): read it with `Object.hasOwn`.
   */
  attributes: Record<string, string>;
  children: SkyContent[];
  /** Template contents only (errata S19): a separate root. */
  content?: SkyRoot;
  position?: Position;
}

export interface SkyText {
  type: 'text';
  value: string;
  position?: Position;
}

export type SkyContent = SkyElement | SkyText;
export type SkyNode = SkyRoot | SkyContent;

// ---------------------------------------------------------------------------
// Tree adapter (parse5's tree adapters are the model)

/**
 * How the builder makes and links nodes. The builder never reads nodes back
 * (it keeps its own stack of names), so an adapter can build anything: DOM
 * nodes, an event log, a flat table.
 */
export interface TreeAdapter<R, E, T = unknown> {
  /** The document node (called once, when the parse starts). */
  createRoot(): R;
  /** An element; `attributes` are the cleaned-up token attributes in source order. */
  createElement(name: string, attributes: readonly SkyAttribute[]): E;
  createText(value: string): T;
  /** Appends `child` as the last child of `parent` (an element or a root / template content). */
  appendChild(parent: R | E, child: E | T): void;
  /** Creates and attaches the content fragment of a `template` element (errata S19). */
  createTemplateContent(template: E): R;
  /** Records a node's source position (only with `positions: true`); called when the node is complete. */
  setPosition?(node: R | E | T, position: Position): void;
  /**
   * The node (element, template content or document) is complete: it was
   * popped off the stack of open nodes, or the input ended. Called innermost
   * first, after its `setPosition`.
   */
  closeNode?(node: R | E): void;
}

// ---------------------------------------------------------------------------
// Options and results

/** An element as tree construction opens it (`onOpenTag`). */
export interface SkyOpenTag {
  name: string;
  /** A plain record, as the tree's (the first of duplicate names wins). */
  attributes: Record<string, string>;
}

/**
 * Tree events, named as XML-ER's (ARCHITECTURE.md, "Callbacks and sinks"):
 * elements as tree construction opens and closes them (after recovery:
 * every `onOpenTag` gets its `onCloseTag`, open elements close at the end,
 * innermost first), text as inserted (whitespace-only text outside `t`
 * dropped, errata S21). A template's content is reported inside its element.
 */
export interface SkyTreeEvents {
  onOpenTag?: (tag: SkyOpenTag) => void;
  onCloseTag?: (name: string) => void;
  onText?: (value: string) => void;
  /** The `not-sky` error when the signature failed (the only error a Sky parse has). */
  onError?: (error: ParseError<'not-sky'>) => void;
  /** Called once by `end()` (or `parse`), after every other event, with the result it returns. */
  onEnd?: (result: ParseResult<unknown>) => void;
}

export interface ParseOptions extends SkyTreeEvents {
  context: SkyContext;
  /** Adds unist `position` (original-input offsets, errata S3) to every node. */
  positions?: boolean;
  /**
   * Token stream callback (errata S18): a start tag as read, before tree
   * construction (a token, hence not `onOpenTag`).
   */
  onStartTag?: (tag: SkyStartTagInfo) => void;
  /**
   * The tokenizer's fast paths (@forgiving/sky-tokenizer's `fastPaths`).
   * Default true. With `false` only the spec path runs: the same tree, for
   * checking exactly that (tools/fast-paths.mjs, issue 31).
   */
  fastPaths?: boolean;
}

/** The result of a whole-document parse, as in every package (ARCHITECTURE.md, "Result shapes"). */
export interface ParseResult<R = SkyRoot> {
  /** The document; null only when the input is not Sky (errata S4). */
  tree: R | null;
  /** Empty, or the one `not-sky` error when the signature failed. */
  errors: ParseError<'not-sky'>[];
  /** True when the input is Sky (the same as `isSky`). */
  ok: boolean;
  /** False when the signature failed (errata S4): then `tree` is null. */
  isSky: boolean;
}

export interface AdapterOptions<R, E, T> {
  adapter: TreeAdapter<R, E, T>;
}

/** A streaming, synchronous builder (no hooks): the same tree for any chunking. */
export interface TreeBuilderStream<R = SkyRoot> {
  /** Text or bytes (a Uint8Array); anything else, or a call after `end()`, throws a StreamMisuseError. */
  write(chunk: StreamChunk): void;
  /** Ends the stream; a second call throws a StreamMisuseError. */
  end(): ParseResult<R>;
}

/** A chunk source for `parseAsync`. */
export type SkyInput = string | Uint8Array | AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;

export interface ImportInfo<E = SkyElement> {
  /** `src` attribute ('' when missing). */
  src: string;
  /** `as` attribute, when present. */
  as: string | undefined;
  element: E;
}

export interface ScriptInfo<E = SkyElement> {
  element: E;
  /** The script element's text. */
  source: string;
  /**
   * Exports of every import settled so far that has an `as` name (null
   * prototype), a later import of a name winning: a read-only snapshot (a
   * Proxy) taken when the script runs; later loads do not change it.
   */
  imports: Record<string, unknown>;
}

/** The host object of errata S22 (all hooks optional). */
export interface SkyHost<E = SkyElement> {
  /** Called for each `import` start tag right after it is inserted. */
  importModule?(src: string, info: { as: string | undefined; element: E }): unknown;
  /** Called when a `script` element closes, after pending imports settled. May return a promise (awaited). */
  executeScript?(info: ScriptInfo<E>): void | Promise<void>;
  /** Called after the last token once imports have settled (Sky inputs only, S4). */
  onLoad?(): void | Promise<void>;
  /** A rejected import, a throwing script or a throwing onLoad. */
  onError?(error: unknown, info: { element: E | null; phase: HostPhase }): void;
}

/** `abort`: the parse was ended by `ParseAsyncOptions.signal` (the error is the signal's reason). */
export type HostPhase = 'import' | 'script' | 'load' | 'abort';

export interface HostErrorRecord<E = SkyElement> {
  error: unknown;
  element: E | null;
  phase: HostPhase;
}

export interface ParseAsyncOptions<E = SkyElement> extends ParseOptions {
  host: SkyHost<E>;
  /**
   * Ends the parse when aborted, also while a hook or the input has not
   * settled: the result holds the tree built so far (open elements closed)
   * and an error with phase `abort` and the signal's reason. Without a
   * signal, a hook that never settles makes the parse wait forever.
   */
  signal?: AbortSignal;
}

export interface ParseAsyncResult<R = SkyRoot, E = SkyElement> extends ParseResult<R> {
  /**
   * Every host failure, in the order they happened (also sent to
   * host.onError). Host failures are the application's, not the input's:
   * they leave `ok` as is.
   */
  hostErrors: HostErrorRecord<E>[];
}

// ---------------------------------------------------------------------------
// Serializer

export interface ToSkyOptions {
  context: SkyContext;
  /**
   * Called for each part of an arbitrary tree that Sky markup cannot express
   * exactly (never for trees `parse` produces). See README "Spec notes".
   */
  onIssue?: (issue: SerializeIssue) => void;
}

export type SerializeIssueCode =
  | 'invalid-tag-name'
  | 'invalid-attribute-name'
  | 'unwritable-character'
  | 'raw-text-end-tag'
  | 'raw-text-child'
  | 'whitespace-text-outside-t'
  | 'empty-text'
  | 'template-children'
  | 'content-on-non-template'
  | 'unknown-node';

export interface SerializeIssue {
  code: SerializeIssueCode;
  message: string;
  node: SkyNode;
}
