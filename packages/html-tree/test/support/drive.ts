/** Drive the tree builder with @forgiving/html-tokenizer, chunk by chunk (test helper). */
import { writeInChunks } from '@forgiving/test-utils/write-chunks';
import type { HtmlTreeParseError } from '../../src/errors.ts';
import type { TreeAdapter } from '../../src/adapter.ts';
import type { FragmentContext } from '../../src/fragment.ts';
import { htmlTokenizer } from '../../src/html.ts';
import { createHtmlTreeBuilderWith } from '../../src/parse.ts';

export interface DriveOptions<N> {
  adapter: TreeAdapter<N>;
  scripting?: boolean;
  positions?: boolean;
  context?: FragmentContext;
  /** Split the input into chunks of this size (streaming). */
  chunkSize?: number;
}

export function drive<N>(input: string, options: DriveOptions<N>): { tree: N; errors: HtmlTreeParseError[] } {
  return writeInChunks(createHtmlTreeBuilderWith(htmlTokenizer, options), input, options.chunkSize);
}
