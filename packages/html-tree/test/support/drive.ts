/** Drive the tree builder with the parse5 tokenizer shim (test-only). */
import type { HtmlParseError } from '@forgiving/html-tokenizer';
import type { TreeAdapter } from '../../src/adapter.ts';
import { TreeBuilder } from '../../src/builder.ts';
import { type FragmentContext, finishFragment, startFragment } from '../../src/fragment.ts';
import { createShimTokenizer } from './parse5-tokenizer.ts';

export interface DriveOptions<N> {
  adapter: TreeAdapter<N>;
  scripting?: boolean;
  context?: FragmentContext;
  /** Split the input into chunks of this size (streaming). */
  chunkSize?: number;
}

export function drive<N>(input: string, options: DriveOptions<N>): { tree: N; errors: HtmlParseError[] } {
  const errors: HtmlParseError[] = [];
  const b = new TreeBuilder<N>(options.adapter, { scripting: options.scripting ?? true, onError: (e) => errors.push(e) });
  const tok = createShimTokenizer(b);
  b.tokenizer = tok.control;
  if (options.context !== undefined) startFragment(b, options.context);
  const size = Math.max(1, options.chunkSize ?? input.length);
  if (input.length === 0) tok.write('', true);
  for (let i = 0; i < input.length; i += size) {
    const chunk = input.slice(i, i + size);
    b.lines.feed(chunk);
    tok.write(chunk, i + size >= input.length);
  }
  const tree = options.context !== undefined ? finishFragment(b) : b.document;
  return { tree, errors };
}
