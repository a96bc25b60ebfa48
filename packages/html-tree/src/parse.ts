/**
 * parseHtml, parseHtmlFragment and the streaming builder over any tokenizer
 * that speaks the HtmlTokenSink contract (the `...With` functions take its
 * factory; index.ts binds @forgiving/html-tokenizer). Byte input goes through
 * the encoding sniffing algorithm with "change the encoding" (decision H1).
 */
import { StreamMisuseError, streamChunk, streamEnd } from '@forgiving/char-ref';
import { changeHtmlEncoding, decodeHtmlBytes, htmlEncodingFromMeta, sniffHtmlEncoding } from '@forgiving/char-ref/html';
import type { HtmlAttribute, HtmlTokenSink } from '@forgiving/html-tokenizer';
import type { AdapterDocument, AdapterFragment, TreeAdapter } from './adapter.ts';
import { TreeBuilder } from './builder.ts';
import type { TokenizerControl } from './constants.ts';
import type { HtmlTreeParseError } from './errors.ts';
import type { ReconstructionOptions } from './reconstruction-budget.ts';
import { attributeValue } from './foreign.ts';
import { type FragmentContext, finishFragment, startFragment } from './fragment.ts';

/** A tokenizer bound to a sink: what the tree builder drives. */
export interface TokenizerHandle {
  write(chunk: string): void;
  end(): void;
  control: TokenizerControl;
}
export type TokenizerFactory = (
  sink: HtmlTokenSink,
  options: { scripting: boolean; fastPaths?: boolean | undefined },
) => TokenizerHandle;

// biome-ignore lint/suspicious/noExplicitAny: the adapter's node type
export interface TreeOptions<N = any> extends ReconstructionOptions {
  /** The tree adapter (parse5's TreeAdapter interface). */
  adapter: TreeAdapter<N>;
  /** The scripting flag (decision H3); default true. */
  scripting?: boolean;
  /** Source locations on every node, as parse5's `sourceCodeLocationInfo` gives them. */
  positions?: boolean;
  /** Whether the tokenizer's fast paths run (default true; false: its states alone, the same output). */
  fastPaths?: boolean | undefined;
  /** Called with every parse error as it is found (they are also returned). */
  onError?: (error: HtmlTreeParseError) => void;
  /** Called once, last, with the result the parse (or the builder's `end()`) returns. */
  // biome-ignore lint/suspicious/noExplicitAny: the adapter's node type
  onEnd?: (result: ParseResult<any>) => void;
}

export interface ParseOptions<N> extends TreeOptions<N> {
  /** The transport layer's encoding label, for byte input (H1). */
  encoding?: string;
  /** The encoding when nothing else decides, for byte input; default windows-1252. */
  defaultEncoding?: string;
}

export interface FragmentOptions<N> extends ParseOptions<N> {
  /** The context element: a tag name, or `{ tagName, namespace }` (H7). Default `body`. */
  context?: FragmentContext;
}

/**
 * The result of a whole-document (or fragment) parse, as in every package
 * (ARCHITECTURE.md, "Result shapes"). Every input is a document (the
 * Standard's recovery), so `tree` is never null; `ok` says that no parse
 * error was found (README, "Spec notes").
 */
export interface ParseResult<N> {
  tree: N;
  errors: HtmlTreeParseError[];
  /** No parse error: `errors` is empty. */
  ok: boolean;
  /** For byte input: the encoding the document was decoded with (after any "change the encoding"). */
  encoding?: string;
}

/**
 * The streaming builder: `write` chunks, then `end`; the same tree for any
 * chunking, and `end()` returns what the one-shot parse returns. Text only
 * (bytes need the encoding sniffing of `parseHtml`); anything else, or a call
 * after `end()`, throws a StreamMisuseError, as every streaming API.
 */
export interface HtmlTreeBuilder<N> {
  write(chunk: string): void;
  end(chunk?: string): ParseResult<N>;
}

/** The reconstruction budget's options as given (absent ones stay absent). */
function budgetOptions(options: ReconstructionOptions): ReconstructionOptions {
  const out: ReconstructionOptions = {};
  if (options.maxReconstruction !== undefined) out.maxReconstruction = options.maxReconstruction;
  if (options.maxReconstructionRatio !== undefined) out.maxReconstructionRatio = options.maxReconstructionRatio;
  return out;
}

/** A text chunk under the stream contract (char-ref), named after `api`. */
export function textChunk(chunk: unknown, ended: boolean, api: string): string {
  const checked = streamChunk(chunk, ended, api);
  if (typeof checked !== 'string')
    throw new StreamMisuseError(
      'invalid-chunk',
      api,
      `${api}().write takes a string; decode bytes with decodeHtmlBytes (@forgiving/char-ref/html) or TextDecoder first, or give them to parseHtml, which sniffs their encoding`,
    );
  return checked;
}

/** `result` after the `onEnd` call (ARCHITECTURE.md, "Stream lifecycle"). */
export function endWith<R>(options: { onEnd?: ((result: R) => void) | undefined }, result: R): R {
  options.onEnd?.(result);
  return result;
}

function metaAttributes(attrs: HtmlAttribute[]) {
  return {
    charset: attributeValue(attrs, 'charset'),
    httpEquiv: attributeValue(attrs, 'http-equiv'),
    content: attributeValue(attrs, 'content'),
  };
}

/**
 * Options of the `...With` functions typed by their adapter `A`: `T` is the
 * tree the result carries (`A`'s document, or with `context` its fragment).
 */
export type WithOptions<A extends TreeAdapter, T> = Omit<FragmentOptions<unknown>, 'adapter' | 'onEnd'> & {
  adapter: A;
  onEnd?: ((result: ParseResult<T>) => void) | undefined;
};

/** A streaming tree builder over a tokenizer factory: `end()` gives the adapter's fragment with `context`, else its document. */
export function createHtmlTreeBuilderWith<A extends TreeAdapter>(
  factory: TokenizerFactory,
  options: Omit<WithOptions<A, AdapterFragment<A>>, 'encoding' | 'defaultEncoding'> & { context: FragmentContext },
): HtmlTreeBuilder<AdapterFragment<A>>;
export function createHtmlTreeBuilderWith<A extends TreeAdapter>(
  factory: TokenizerFactory,
  options: Omit<WithOptions<A, AdapterDocument<A>>, 'encoding' | 'defaultEncoding'>,
): HtmlTreeBuilder<AdapterDocument<A>>;
export function createHtmlTreeBuilderWith<N>(
  factory: TokenizerFactory,
  // biome-ignore lint/suspicious/noExplicitAny: the overloads above type the adapter's nodes
  options: WithOptions<TreeAdapter<N>, any>,
): HtmlTreeBuilder<N> {
  const errors: HtmlTreeParseError[] = [];
  const onError = options.onError;
  const b = new TreeBuilder<N>(options.adapter, {
    scripting: options.scripting ?? true,
    positions: options.positions ?? false,
    ...budgetOptions(options),
    onError: (e) => {
      errors.push(e);
      onError?.(e);
    },
  });
  const tok = factory(b, { scripting: b.scripting, fastPaths: options.fastPaths });
  b.tokenizer = tok.control;
  if (options.context !== undefined) startFragment(b, options.context);
  let ended = false;
  // The stream contract of @forgiving/char-ref (issue 13 item 18): misuse throws StreamMisuseError.
  // Chunks are text only: bytes go through parseHtml, whose encoding sniffing may restart the parse.
  return {
    write(chunk) {
      const text = textChunk(chunk, ended, 'createHtmlTreeBuilder');
      b.lines.feed(text);
      tok.write(text);
    },
    end(chunk) {
      // A second end() is `end-after-end` whatever its chunk (the contract's order).
      streamEnd(ended, 'createHtmlTreeBuilder');
      const text = chunk === undefined ? '' : textChunk(chunk, false, 'createHtmlTreeBuilder');
      ended = true;
      if (text !== '') {
        b.lines.feed(text);
        tok.write(text);
      }
      tok.end();
      const tree = options.context !== undefined ? finishFragment(b) : b.document;
      return endWith(options, { tree, errors, ok: errors.length === 0 });
    },
  };
}

/** Parse a whole document (the adapter's document) or, with `context`, a fragment (its document fragment). */
export function parseWith<A extends TreeAdapter>(
  factory: TokenizerFactory,
  input: string | Uint8Array,
  options: WithOptions<A, AdapterFragment<A>> & { context: FragmentContext },
): ParseResult<AdapterFragment<A>>;
export function parseWith<A extends TreeAdapter>(
  factory: TokenizerFactory,
  input: string | Uint8Array,
  options: WithOptions<A, AdapterDocument<A>>,
): ParseResult<AdapterDocument<A>>;
export function parseWith<N>(
  factory: TokenizerFactory,
  input: string | Uint8Array,
  // biome-ignore lint/suspicious/noExplicitAny: the overloads above type the adapter's nodes
  options: WithOptions<TreeAdapter<N>, any>,
): ParseResult<N> {
  const { source: _, ...result } = parseWithSource(factory, input, options as FragmentOptions<N>);
  return endWith(options, result);
}

/** parseWith, plus the text that was parsed (decoded from bytes), for adapters that finish a tree from it (no `onEnd` call). */
export function parseWithSource<N>(
  factory: TokenizerFactory,
  input: string | Uint8Array,
  options: FragmentOptions<N>,
): ParseResult<N> & { source: string } {
  let result: ParseResult<N> & { source: string };
  if (typeof input === 'string') result = parseDecoded(factory, input, options, null);
  else {
    let sniffed = sniffHtmlEncoding(input, {
      ...(options.encoding !== undefined ? { encoding: options.encoding } : {}),
      ...(options.defaultEncoding !== undefined ? { defaultEncoding: options.defaultEncoding } : {}),
    });
    for (;;) {
      const current = sniffed;
      let restart: typeof sniffed | null = null;
      // "Change the encoding" (§13.2.3.4): a <meta> in head naming another encoding
      // while the confidence is tentative restarts the whole parse with it, now certain (H1).
      // The first <meta> that names an encoding decides: if it changes nothing the
      // confidence becomes certain and later ones are not looked at.
      let certain = current.confidence === 'certain';
      const onMeta = (attrs: HtmlAttribute[]) => {
        if (certain) return false;
        const named = htmlEncodingFromMeta(metaAttributes(attrs));
        if (named === null) return false;
        certain = true;
        restart = changeHtmlEncoding(current, named);
        return restart !== null;
      };
      result = parseDecoded(factory, decodeHtmlBytes(input, current), options, onMeta);
      result.encoding = current.encoding;
      if (restart === null) break;
      sniffed = restart;
    }
  }
  if (options.onError) for (const e of result.errors) options.onError(e);
  return result;
}

/** One parse of decoded text; `onMeta` returning true stops it (the encoding changes). */
function parseDecoded<N>(
  factory: TokenizerFactory,
  text: string,
  options: FragmentOptions<N>,
  onMeta: ((attrs: HtmlAttribute[]) => boolean) | null,
): ParseResult<N> & { source: string } {
  const errors: HtmlTreeParseError[] = [];
  const b = new TreeBuilder<N>(options.adapter, {
    scripting: options.scripting ?? true,
    positions: options.positions ?? false,
    ...budgetOptions(options),
    onError: (e) => errors.push(e),
  });
  if (onMeta !== null) {
    b.onMeta = (attrs) => {
      if (onMeta(attrs)) b.stop();
    };
  }
  const tok = factory(b, { scripting: b.scripting, fastPaths: options.fastPaths });
  b.tokenizer = tok.control;
  if (options.context !== undefined) startFragment(b, options.context);
  b.lines.feed(text);
  tok.write(text);
  tok.end();
  const tree = options.context !== undefined ? finishFragment(b) : b.document;
  return { tree, errors, ok: errors.length === 0, source: text };
}
