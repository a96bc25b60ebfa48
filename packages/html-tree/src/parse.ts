/**
 * parseHtml, parseHtmlFragment and the streaming builder over any tokenizer
 * that speaks the HtmlTokenSink contract (the `...With` functions take its
 * factory; index.ts binds @forgiving/html-tokenizer). Byte input goes through
 * the encoding sniffing algorithm with "change the encoding" (decision H1).
 */
import { StreamMisuseError, streamChunk, streamEnd } from '@forgiving/char-ref';
import { changeHtmlEncoding, decodeHtmlBytes, htmlEncodingFromMeta, sniffHtmlEncoding } from '@forgiving/char-ref/html';
import type { HtmlAttribute, HtmlTokenSink } from '@forgiving/html-tokenizer';
import type { TreeAdapter } from './adapter.ts';
import { TreeBuilder } from './builder.ts';
import type { TokenizerControl } from './constants.ts';
import type { HtmlTreeParseError } from './errors.ts';
import { attributeValue } from './foreign.ts';
import { type FragmentContext, finishFragment, startFragment } from './fragment.ts';

/** A tokenizer bound to a sink: what the tree builder drives. */
export interface TokenizerHandle {
  write(chunk: string): void;
  end(): void;
  control: TokenizerControl;
}
export type TokenizerFactory = (sink: HtmlTokenSink, options: { scripting: boolean }) => TokenizerHandle;

// biome-ignore lint/suspicious/noExplicitAny: the adapter's node type
export interface TreeOptions<N = any> {
  /** The tree adapter (parse5's TreeAdapter interface). */
  adapter: TreeAdapter<N>;
  /** The scripting flag (decision H3); default true. */
  scripting?: boolean;
  /** Source locations on every node, as parse5's `sourceCodeLocationInfo` gives them. */
  positions?: boolean;
  /** Called with every parse error as it is found (they are also returned). */
  onError?: (error: HtmlTreeParseError) => void;
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

export interface ParseResult<N> {
  tree: N;
  errors: HtmlTreeParseError[];
  /** For byte input: the encoding the document was decoded with (after any "change the encoding"). */
  encoding?: string;
}

/** The streaming builder: `write` chunks, then `end`; the same tree for any chunking. */
export interface HtmlTreeBuilder<N> {
  write(chunk: string): void;
  end(chunk?: string): ParseResult<N>;
}

function metaAttributes(attrs: HtmlAttribute[]) {
  return {
    charset: attributeValue(attrs, 'charset'),
    httpEquiv: attributeValue(attrs, 'http-equiv'),
    content: attributeValue(attrs, 'content'),
  };
}

const API = 'createHtmlTreeBuilder';

/** A text chunk under the stream contract: a Uint8Array is an `invalid-chunk` here (see above). */
function textChunk(chunk: unknown, ended: boolean): asserts chunk is string {
  if (typeof streamChunk(chunk, ended, API) !== 'string') throw new StreamMisuseError('invalid-chunk', API);
}

/** A streaming tree builder over a tokenizer factory. */
export function createHtmlTreeBuilderWith<N>(
  factory: TokenizerFactory,
  options: TreeOptions<N> & { context?: FragmentContext },
): HtmlTreeBuilder<N> {
  const errors: HtmlTreeParseError[] = [];
  const onError = options.onError;
  const b = new TreeBuilder<N>(options.adapter, {
    scripting: options.scripting ?? true,
    positions: options.positions ?? false,
    onError: (e) => {
      errors.push(e);
      onError?.(e);
    },
  });
  const tok = factory(b, { scripting: b.scripting });
  b.tokenizer = tok.control;
  if (options.context !== undefined) startFragment(b, options.context);
  let done: ParseResult<N> | null = null;
  // The stream contract of @forgiving/char-ref (issue 13 item 18): misuse throws StreamMisuseError.
  // Chunks are text only: bytes go through parseHtml, whose encoding sniffing may restart the parse.
  return {
    write(chunk) {
      textChunk(chunk, done !== null);
      b.lines.feed(chunk);
      tok.write(chunk);
    },
    end(chunk) {
      streamEnd(done !== null, API);
      if (chunk !== undefined) textChunk(chunk, false);
      if (chunk !== undefined && chunk !== '') {
        b.lines.feed(chunk);
        tok.write(chunk);
      }
      tok.end();
      done = { tree: options.context !== undefined ? finishFragment(b) : b.document, errors };
      return done;
    },
  };
}

/** Parse a whole document or fragment from a string or bytes. */
export function parseWith<N>(
  factory: TokenizerFactory,
  input: string | Uint8Array,
  options: FragmentOptions<N>,
): ParseResult<N> {
  const { source: _, ...result } = parseWithSource(factory, input, options);
  return result;
}

/** parseWith, plus the text that was parsed (decoded from bytes), for adapters that finish a tree from it. */
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
    onError: (e) => errors.push(e),
  });
  if (onMeta !== null) {
    b.onMeta = (attrs) => {
      if (onMeta(attrs)) b.stop();
    };
  }
  const tok = factory(b, { scripting: b.scripting });
  b.tokenizer = tok.control;
  if (options.context !== undefined) startFragment(b, options.context);
  b.lines.feed(text);
  tok.write(text);
  tok.end();
  return { tree: options.context !== undefined ? finishFragment(b) : b.document, errors, source: text };
}
