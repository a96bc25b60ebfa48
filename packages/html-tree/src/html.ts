/**
 * parseHtml, parseHtmlFragment, createHtmlTreeBuilder: the tree builder bound
 * to @forgiving/html-tokenizer (guessContentModel: false: tree construction
 * switches its states), with the hast adapter as the default tree (H5).
 */
import { HtmlStreamDecoder } from '@forgiving/char-ref/html';
import { type ChunkSource, MixedChunks, collectChunks } from '@forgiving/char-ref/streams';
import { createTokenizer, type StateId } from '@forgiving/html-tokenizer';
import type { AdapterDocument, AdapterFragment, TreeAdapter } from './adapter.ts';

export type { AdapterDocument, AdapterFragment };
import { createInternalHastAdapter } from './hast/adapter.js';
import {
  createHtmlTreeBuilderWith,
  type FragmentOptions,
  type HtmlTreeBuilder,
  type ParseResult,
  endWith,
  parseWithSource,
  type TokenizerFactory,
  type TreeOptions,
} from './parse.ts';
import type { FragmentContext } from './fragment.ts';
import type { HtmlTreeParseError } from './errors.ts';
import type { ReconstructionOptions } from './reconstruction-budget.ts';
import type { Root } from 'hast';

/** @forgiving/html-tokenizer as the builder's tokenizer. */
export const htmlTokenizer: TokenizerFactory = (sink, { scripting, fastPaths }) => {
  const tok = createTokenizer({ sink, guessContentModel: false, scripting, fastPaths });
  return {
    write: (chunk) => tok.write(chunk),
    end: () => tok.end(),
    control: {
      // STATE_* are html-tokenizer's own numbers (constants.ts).
      setState: (state) => tok.setState(state as StateId),
      setForeign: (foreign) => tok.setForeign(foreign),
      textPieces: tok.textPieces,
    },
  };
};

// biome-ignore lint/suspicious/noExplicitAny: the adapter decides the node type
type AnyOptions = Partial<FragmentOptions<any>>;

/**
 * The options of `parseHtml` (and the base of the fragment's and the
 * builder's): `T` is the tree the result carries, hast's `Root` without an
 * adapter.
 */
export interface HtmlParseOptions<T = Root> extends ReconstructionOptions {
  /** The scripting flag (decision H3); default true. */
  scripting?: boolean | undefined;
  /** unist positions on every node (with an adapter: parse5's `sourceCodeLocation`). */
  positions?: boolean | undefined;
  /**
   * Whether html-tokenizer's fast paths run (default true). False: its states
   * alone read the input, as the Standard writes them; the tree and errors
   * are the same (tests check it), only slower. For differential testing.
   */
  fastPaths?: boolean | undefined;
  /** Byte input: the transport layer's encoding label (H1). */
  encoding?: string | undefined;
  /** Byte input: the encoding when nothing else decides; default windows-1252. */
  defaultEncoding?: string | undefined;
  /** Called with every parse error as it is found (they are also returned). */
  onError?: ((error: HtmlTreeParseError) => void) | undefined;
  /** Called once, last, with the result the parse returns. */
  onEnd?: ((result: ParseResult<T>) => void) | undefined;
  /** Without an adapter the tree is hast. */
  adapter?: undefined;
}

/** `HtmlParseOptions` with a parse5-style tree adapter `A`: the tree is `A`'s document (or fragment). */
export interface HtmlAdapterOptions<A extends TreeAdapter, T> extends Omit<HtmlParseOptions<T>, 'adapter'> {
  /** The tree adapter (parse5's TreeAdapter interface: parse5's `defaultTreeAdapter`, `parse5-htmlparser2-tree-adapter`, your own). */
  adapter: A;
}

/** The options of `parseHtmlFragment`: a context element (H7), default `body`. */
export interface HtmlFragmentOptions<T = Root> extends HtmlParseOptions<T> {
  context?: FragmentContext | undefined;
}

function parse(input: string | Uint8Array, options: AnyOptions): ParseResult<unknown> {
  if (options.adapter) {
    const { source: _, ...result } = parseWithSource(htmlTokenizer, input, options as FragmentOptions<unknown>);
    return endWith(options, result);
  }
  const adapter = createInternalHastAdapter({ positions: options.positions === true });
  const result = parseWithSource(htmlTokenizer, input, { ...options, adapter: adapter as unknown as TreeAdapter });
  const { source, ...rest } = result;
  return endWith(options, { ...rest, tree: adapter.finish(result.tree as never, source) });
}

/**
 * Parses a whole HTML document (a string, or bytes through the encoding
 * sniffing algorithm). Without an adapter the tree is a hast `Root`; with one
 * it is the adapter's document.
 */
export function parseHtml(input: string | Uint8Array, options?: HtmlParseOptions): ParseResult<Root>;
export function parseHtml<A extends TreeAdapter>(
  input: string | Uint8Array,
  options: HtmlAdapterOptions<A, AdapterDocument<A>>,
): ParseResult<AdapterDocument<A>>;
export function parseHtml(input: string | Uint8Array, options: object = {}): ParseResult<unknown> {
  const { context: _, ...rest } = options as AnyOptions;
  return parse(input, rest);
}

/**
 * Parses an HTML fragment in a context element (default `body`). Without an
 * adapter the tree is a hast `Root` holding the fragment's nodes; with one it
 * is the adapter's document fragment.
 */
export function parseHtmlFragment(input: string | Uint8Array, options?: HtmlFragmentOptions): ParseResult<Root>;
export function parseHtmlFragment<A extends TreeAdapter>(
  input: string | Uint8Array,
  options: HtmlAdapterOptions<A, AdapterFragment<A>> & { context?: FragmentContext | undefined },
): ParseResult<AdapterFragment<A>>;
export function parseHtmlFragment(input: string | Uint8Array, options: object = {}): ParseResult<unknown> {
  const o = options as AnyOptions;
  return parse(input, { ...o, context: o.context ?? 'body' });
}

/** The options of `createHtmlTreeBuilder` (text chunks: no encoding options). */
export type HtmlTreeBuilderOptions<T = Root> = Omit<HtmlFragmentOptions<T>, 'encoding' | 'defaultEncoding'>;

/**
 * The streaming tree builder. Without an adapter `end()` gives a hast `Root`
 * (a document, or with `context` the fragment); with one, the adapter's
 * document, or with `context` its document fragment.
 */
export function createHtmlTreeBuilder(options?: HtmlTreeBuilderOptions): HtmlTreeBuilder<Root>;
export function createHtmlTreeBuilder<A extends TreeAdapter>(
  options: Omit<HtmlAdapterOptions<A, AdapterFragment<A>>, 'encoding' | 'defaultEncoding'> & {
    context: FragmentContext;
  },
): HtmlTreeBuilder<AdapterFragment<A>>;
export function createHtmlTreeBuilder<A extends TreeAdapter>(
  options: Omit<HtmlAdapterOptions<A, AdapterDocument<A>>, 'encoding' | 'defaultEncoding'> & { context?: undefined },
): HtmlTreeBuilder<AdapterDocument<A>>;
export function createHtmlTreeBuilder(options: object = {}): HtmlTreeBuilder<unknown> {
  return createBuilder(options as Partial<TreeOptions<unknown>> & { context?: FragmentContext });
}

function createBuilder(
  options: Partial<TreeOptions<unknown>> & { context?: FragmentContext },
): HtmlTreeBuilder<unknown> {
  if (options.adapter) return createHtmlTreeBuilderWith(htmlTokenizer, options as TreeOptions<unknown>);
  const adapter = createInternalHastAdapter({ positions: options.positions === true });
  const chunks: string[] = [];
  // onEnd is called here, with the finished hast tree, not by the inner builder.
  const { onEnd, ...inner } = options;
  const builder = createHtmlTreeBuilderWith(htmlTokenizer, { ...inner, adapter: adapter as unknown as TreeAdapter });
  return {
    write(chunk) {
      builder.write(chunk); // first: a misused stream throws before anything is kept
      chunks.push(chunk);
    },
    end(chunk) {
      const result = builder.end(chunk);
      if (chunk !== undefined) chunks.push(chunk);
      return endWith({ onEnd }, { ...result, tree: adapter.finish(result.tree as never, chunks.join('')) });
    },
  };
}

/**
 * `parseHtml` of a readable: an async iterable of strings or bytes (a file
 * stream, `process.stdin`), a WHATWG `ReadableStream` (`fetch().body`) or an
 * iterable. The result is `parseHtml`'s for the whole input: bytes are
 * gathered first, because a `<meta>` naming another encoding restarts the
 * parse (H1); strings and bytes mixed keep their order (MixedChunks).
 */
export function parseHtmlAsync(source: ChunkSource, options?: HtmlParseOptions): Promise<ParseResult<Root>>;
export function parseHtmlAsync<A extends TreeAdapter>(
  source: ChunkSource,
  options: HtmlAdapterOptions<A, AdapterDocument<A>>,
): Promise<ParseResult<AdapterDocument<A>>>;
export async function parseHtmlAsync(source: ChunkSource, options: object = {}): Promise<ParseResult<unknown>> {
  const input = await collectChunks(source);
  if (!Array.isArray(input)) return parseHtml(input, options as HtmlParseOptions);
  const o = options as HtmlParseOptions;
  const sniff = {
    ...(o.encoding !== undefined ? { encoding: o.encoding } : {}),
    ...(o.defaultEncoding !== undefined ? { defaultEncoding: o.defaultEncoding } : {}),
  };
  const mixed = new MixedChunks(() => new HtmlStreamDecoder(sniff));
  let text = '';
  for (const chunk of input) text += mixed.text(chunk);
  text += mixed.end();
  const result = parseHtml(text, o);
  if (mixed.decoder?.sniffed) result.encoding = mixed.decoder.sniffed.encoding;
  return result;
}
