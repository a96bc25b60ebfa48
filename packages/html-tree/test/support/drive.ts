/** Drive the tree builder with the parse5 tokenizer shim (test-only). */
import type { HtmlParseError } from '@forgiving/html-tokenizer';
import type { TreeAdapter } from '../../src/adapter.ts';
import type { FragmentContext } from '../../src/fragment.ts';
import { createHtmlTreeBuilderWith, type TokenizerFactory } from '../../src/parse.ts';
import { createShimTokenizer } from './parse5-tokenizer.ts';

/** The shim as a TokenizerFactory. */
export const shimFactory: TokenizerFactory = (sink) => {
  const tok = createShimTokenizer(sink);
  return { control: tok.control, write: (chunk) => tok.write(chunk, false), end: () => tok.write('', true) };
};

export interface DriveOptions<N> {
  adapter: TreeAdapter<N>;
  scripting?: boolean;
  positions?: boolean;
  context?: FragmentContext;
  /** Split the input into chunks of this size (streaming). */
  chunkSize?: number;
}

export function drive<N>(input: string, options: DriveOptions<N>): { tree: N; errors: HtmlParseError[] } {
  const builder = createHtmlTreeBuilderWith(shimFactory, options);
  const size = Math.max(1, options.chunkSize ?? input.length);
  for (let i = 0; i < input.length; i += size) builder.write(input.slice(i, i + size));
  return builder.end();
}
