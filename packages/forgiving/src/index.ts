// forgiving: one import for the forgiving parsers. This package stays thin:
// it re-exports the language packages under clear names and adds parse()
// (language detection), select() (CSS selectors over both tree shapes) and
// the CLI. Language logic lives in the language packages.

// Shared: positions and errors (@forgiving/char-ref)
export { LineIndex, StreamMisuseError, escapeControls, parseError } from '@forgiving/char-ref';
export type { ParseError, Point, Position, StreamChunk, StreamMisuse } from '@forgiving/char-ref';

// Sky tokens and highlighting spans (@forgiving/sky-tokenizer)
export {
  createTokenizer as createSkyTokenizer,
  scan as scanSky,
  tokenize as tokenizeSky,
} from '@forgiving/sky-tokenizer';
export type {
  ScanOptions as ScanSkyOptions,
  SkyAttribute,
  SkyContext,
  SkyEndTagToken,
  SkySpan,
  SkySpanKind,
  SkyStartTagToken,
  SkyTextToken,
  SkyToken,
  SkyTokenizerStream,
  SkyTokenSink,
  TokenizeOptions as TokenizeSkyOptions,
  TokenizeResult as TokenizeSkyResult,
  TokenizerEnd as SkyTokenizerEnd,
  TokenizerStreamOptions as SkyTokenizerStreamOptions,
} from '@forgiving/sky-tokenizer';

// Sky trees (@forgiving/sky-tree)
export {
  createTreeBuilder as createSkyTreeBuilder,
  notSkyError,
  parse as parseSky,
  parseAsync as parseSkyAsync,
  toSky,
} from '@forgiving/sky-tree';
export type {
  ParseAsyncOptions as ParseSkyAsyncOptions,
  ParseOptions as ParseSkyOptions,
  ParseResult as ParseSkyResult,
  SkyContent,
  SkyElement,
  SkyHost,
  SkyNode,
  SkyOpenTag,
  SkyRoot,
  SkyText,
  SkyTreeEvents,
  ToSkyOptions,
  TreeBuilderStream as SkyTreeBuilderStream,
} from '@forgiving/sky-tree';

// XML-ER (@forgiving/xml-er)
export {
  createXmlParser,
  createXmlTreeBuilder,
  parseXml,
  parseXmlAsync,
  resolveNamespaces,
  scanXml,
  toXml,
} from '@forgiving/xml-er';
export type {
  Cdata as XmlCdata,
  Comment as XmlComment,
  CreateXmlParserOptions,
  Doctype as XmlDoctype,
  Element as XmlElement,
  ExpandedName,
  Instruction as XmlInstruction,
  NamespaceResolution,
  Nodes as XmlNodes,
  ParseXmlOptions,
  ParseXmlResult,
  Root as XmlRoot,
  Text as XmlText,
  XmlHandlers,
  XmlParser,
  XmlParserEnd,
  XmlSpan,
  XmlTreeBuilder,
  XmlSpanKind,
} from '@forgiving/xml-er';

// HTML tokens (@forgiving/html-tokenizer) and its lossless highlighting spans
// (its ./highlight entry, which highlightSpans uses too).
export { createTokenizer as createHtmlTokenizer, tokenize as tokenizeHtml } from '@forgiving/html-tokenizer';
export { scan as scanHtml } from '@forgiving/html-tokenizer/highlight';
export type { HtmlSpan, HtmlSpanKind, ScanOptions as ScanHtmlOptions } from '@forgiving/html-tokenizer/highlight';
export type {
  CommentToken as HtmlCommentToken,
  CreateTokenizerOptions as CreateHtmlTokenizerOptions,
  DoctypeToken as HtmlDoctypeToken,
  EndTagToken as HtmlEndTagToken,
  HtmlAttribute,
  HtmlParseError,
  HtmlStreamTokenizer,
  HtmlToken,
  TokenizerEnd as HtmlTokenizerEnd,
  HtmlTokenSink,
  StartTagToken as HtmlStartTagToken,
  TextToken as HtmlTextToken,
  TokenizeOptions as TokenizeHtmlOptions,
  TokenizeResult as TokenizeHtmlResult,
} from '@forgiving/html-tokenizer';

// HTML trees as hast, and the serializer (@forgiving/html-tree)
export {
  createCssSelectAdapter as hastCssSelectAdapter,
  createHtmlTreeBuilder,
  parseHtml,
  parseHtmlAsync,
  parseHtmlFragment,
  toHtml,
} from '@forgiving/html-tree';
export type {
  AdapterDocument as HtmlAdapterDocument,
  AdapterFragment as HtmlAdapterFragment,
  HtmlAdapterOptions,
  HtmlFragmentOptions,
  HtmlParseOptions,
  HtmlTreeBuilderOptions,
  FragmentContext as HtmlFragmentContext,
  FragmentOptions as ParseHtmlFragmentOptions,
  HastCssSelectAdapter,
  HtmlTreeBuilder,
  ParseOptions as ParseHtmlOptions,
  ParseResult as ParseHtmlResult,
  ToHtmlOptions,
  TreeAdapter as Parse5TreeAdapter,
} from '@forgiving/html-tree';
export type { Element as HastElement, Nodes as HastNodes, Root as HastRoot } from 'hast';

// Selectors and An+B (@forgiving/css-selectors-nth)
export {
  compileNth,
  nthCheck,
  nthCheckWithError,
  nthIndices,
  parseNth,
  parseNthWithError,
  parseSelectors,
  parseSelectorsWithError,
  specificity,
  stringifySelectors,
} from '@forgiving/css-selectors-nth';
export type {
  Combinator,
  Complex,
  Compound,
  Nth,
  NthCheckResult,
  NthMatcher,
  ParseNthResult,
  ParseSelectorsOptions,
  ParseSelectorsResult,
  Selector,
  SelectorError,
  SelectorList,
  SimpleSelector,
} from '@forgiving/css-selectors-nth';

// The umbrella's own API
export { detectLanguage } from './detect.ts';
export type { Detection, Language } from './detect.ts';
export { parse, parseAsync } from './parse.ts';
// Streams the way the web does them (WHATWG WritableStream, any readable in); Node's Writable: forgiving/node.
export { collectChunks, readChunks, toWritableStream, writeAll } from '@forgiving/char-ref/streams';
export type { ChunkSource, ChunkTarget, ParserWritableStream } from '@forgiving/char-ref/streams';
export type { HtmlOptions, ParsedDocument, ParsedHtml, ParsedSky, ParsedXml, ParseOptions } from './parse.ts';
export {
  compileSelector,
  compileSelectorWithError,
  IndexedTree,
  indexTree,
  matches,
  select,
  selectAll,
  SelectorSyntaxError,
} from './select/match.ts';
export type {
  CompiledSelector,
  CompileSelectorResult,
  MatchesOptions,
  Selectable,
  SelectOptions,
  SelectorOptions,
} from './select/match.ts';
export { createCssSelectAdapter, cssSelectAdapter } from './select/css-select-adapter.ts';
export type { AdapterElement, AdapterNode, CssSelectAdapter } from './select/css-select-adapter.ts';
export { highlightSpans } from './spans.ts';
export type { HighlightOptions, HighlightResult, HighlightSpan, HighlightSpanKind } from './spans.ts';
export { createStreamMatcher } from './select/stream.ts';
export type { StreamElement, StreamMatcher } from './select/stream.ts';

// Error codes (issue #14): each package's union of codes and the errors typed with it.
export { FORGIVING_ERROR_MESSAGES } from './errors.ts';
export type { ForgivingErrorCode, SelectError, SelectErrorCode } from './errors.ts';
export type { XmlErrorCode, XmlParseError } from '@forgiving/xml-er';
export type { HtmlTokenizerErrorCode } from '@forgiving/html-tokenizer';
export type { HtmlErrorCode, HtmlTreeErrorCode, HtmlTreeParseError } from '@forgiving/html-tree';
export type { SelectorErrorCode } from '@forgiving/css-selectors-nth';
