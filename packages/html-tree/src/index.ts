/**
 * @forgiving/html-tree: WHATWG HTML tree construction (§13.2.6) through
 * parse5's TreeAdapter interface.
 */
// parse5's TreeAdapter interface (DocumentMode, ElementLocation, Location: from ./hast below, the same types).
export type { AdapterAttribute, ElementCreationContext, LocationWithAttributes, TreeAdapter } from './adapter.ts';
export { TreeBuilder } from './builder.ts';
export { MESSAGES as TREE_ERROR_MESSAGES } from './errors.ts';
export type { HtmlErrorCode, HtmlTreeErrorCode, HtmlTreeParseError } from './errors.ts';
export type { BuilderOptions } from './builder.ts';
export {
  STATE_DATA,
  STATE_PLAINTEXT,
  STATE_RAWTEXT,
  STATE_RCDATA,
  STATE_SCRIPT_DATA,
} from './constants.ts';
export type { TokenizerControl } from './constants.ts';
export type { FragmentContext } from './fragment.ts';
export { createHtmlTreeBuilderWith, parseWith } from './parse.ts';
export type {
  FragmentOptions,
  HtmlTreeBuilder,
  ParseOptions,
  ParseResult,
  TokenizerFactory,
  TokenizerHandle,
  TreeOptions,
  WithOptions,
} from './parse.ts';

// --- hast output and serializer (issue 16, h/html-hast) ---
export {
  createCssSelectAdapter,
  createHastAdapter,
  type Attribute,
  type DoctypeFields,
  type DocumentMode,
  type ElementLocation,
  type HastAdapterOptions,
  type HastCssSelectAdapter,
  type HastTreeAdapter,
  type HastTreeAdapterMap,
  type Instruction,
  type InstructionData,
  type Location,
} from './hast/index.js';
export { toHtml, type ToHtmlIssue, type ToHtmlIssueCode, type ToHtmlOptions } from './serialize/index.js';
export { createHtmlTreeBuilder, htmlTokenizer, parseHtml, parseHtmlAsync, parseHtmlFragment } from './html.ts';
export type { ChunkSource } from '@forgiving/char-ref/streams';
export type {
  AdapterDocument,
  AdapterFragment,
  HtmlAdapterOptions,
  HtmlFragmentOptions,
  HtmlParseOptions,
  HtmlTreeBuilderOptions,
} from './html.ts';
// The streaming contract's error (issue 13, item 18), shared by every package.
export { StreamMisuseError } from '@forgiving/char-ref';
export type { StreamChunk, StreamMisuse } from '@forgiving/char-ref';

// For selector matching over hast in the umbrella (`forgiving`): the namespace
// rules and the attribute ↔ property mapping, shared rather than copied.
export {
  childNamespace,
  HTML as NAMESPACE_HTML,
  MATHML as NAMESPACE_MATHML,
  SVG as NAMESPACE_SVG,
  type Namespace as HastNamespace,
} from './serialize/namespaces.js';
export { safeFind as findProperty, propertyText } from './hast/properties.js';
