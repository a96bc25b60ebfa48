/**
 * parseHtml, parseHtmlFragment, createHtmlTreeBuilder: the tree builder bound
 * to @forgiving/html-tokenizer (guessContentModel: false: tree construction
 * switches its states), with the hast adapter as the default tree (H5).
 */
import { createTokenizer, type StateId } from '@forgiving/html-tokenizer';
import type { TreeAdapter } from './adapter.ts';
import { createInternalHastAdapter } from './hast/adapter.js';
import {
  createHtmlTreeBuilderWith,
  type FragmentOptions,
  type HtmlTreeBuilder,
  type ParseOptions,
  type ParseResult,
  endWith,
  parseWithSource,
  type TokenizerFactory,
  type TreeOptions,
} from './parse.ts';
import type { FragmentContext } from './fragment.ts';

/** @forgiving/html-tokenizer as the builder's tokenizer. */
export const htmlTokenizer: TokenizerFactory = (sink, { scripting }) => {
  const tok = createTokenizer({ sink, guessContentModel: false, scripting });
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

export function parseHtml(input: string | Uint8Array, options: Partial<ParseOptions<unknown>> = {}) {
  const { context: _, ...rest } = options as AnyOptions;
  return parse(input, rest);
}

export function parseHtmlFragment(
  input: string | Uint8Array,
  options: Partial<ParseOptions<unknown>> & { context?: FragmentContext } = {},
) {
  return parse(input, { ...options, context: options.context ?? 'body' });
}

export function createHtmlTreeBuilder(
  options: Partial<TreeOptions<unknown>> & { context?: FragmentContext } = {},
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
