// The machinery the tree-construction runners share (html5lib-tree.test.ts,
// wpt-tree.test.ts): a `.dat` test's runs (one per scripting mode it runs in:
// `#script-on` / `#script-off` in that mode, unmarked ones in both, decision
// H3), and the tree of a run printed in the `.dat` format through parse5's
// own `defaultTreeAdapter` and through the hast adapter (parseHtml's tree).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultTreeAdapter } from 'parse5';
import {
  createHastAdapter,
  createHtmlTreeBuilderWith,
  type FragmentContext,
  htmlTokenizer,
  parseHtml,
  parseHtmlFragment,
  type TreeAdapter,
  type TreeOptions,
} from '@forgiving/html-tree';
import type { DatTest } from '@forgiving/test-utils/dat';
import { toDat } from '@forgiving/test-utils/dat-format';
import { printParse5 } from '@forgiving/test-utils/print-parse5';
import { writeInChunks } from '@forgiving/test-utils/write-chunks';

/** WPT's `.dat` copies (see the README there). */
export const WPT_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../shared/conformance/wpt-tree-construction',
);

export interface TreeRun {
  test: DatTest;
  scripting: boolean;
  /** `file #index (scripting on|off)`: the name expected-failure lists use. */
  name: string;
}

/** Every run of the tests, in file order. */
export function runsOf(tests: readonly DatTest[]): TreeRun[] {
  const runs: TreeRun[] = [];
  for (const test of tests) {
    for (const scripting of test.scripting === null ? [true, false] : [test.scripting]) {
      runs.push({ test, scripting, name: `${test.file} #${test.index} (scripting ${scripting ? 'on' : 'off'})` });
    }
  }
  return runs;
}

export function contextOf(fragment: string): FragmentContext {
  const [a, b] = fragment.split(' ') as [string, string | undefined];
  return b === undefined ? a : { tagName: b, namespace: a as 'svg' | 'math' };
}

/**
 * parse5's `defaultTreeAdapter` given the `createProcessingInstruction` hook
 * parse5 lacks (html-tree's adapter.ts), making nodes of parse5's shape that
 * printParse5 (@forgiving/test-utils) prints. Without the hook a processing
 * instruction is a comment (`?target data?`), which is what parse5's adapter
 * as it is gets.
 */
export const parse5WithInstructions = {
  ...defaultTreeAdapter,
  createProcessingInstruction(target: string, data: string) {
    return { nodeName: '#processing-instruction', target, data, parentNode: null };
  },
} as unknown as TreeAdapter;

/**
 * The tree builder with @forgiving/html-tokenizer (html-tree's public API),
 * the input written in chunks of `chunkSize` (whole without it).
 */
function drive<N>(input: string, options: TreeOptions<N> & { adapter: TreeAdapter<N>; chunkSize?: number }) {
  return writeInChunks(createHtmlTreeBuilderWith(htmlTokenizer, options), input, options.chunkSize);
}

/** A run through a parse5 adapter (default: parse5's own), printed; `errors`: how many parse errors. */
export function printViaParse5(
  run: TreeRun,
  adapter: TreeAdapter = defaultTreeAdapter as unknown as TreeAdapter,
  chunkSize?: number,
): { printed: string; errors: number } {
  const { test, scripting } = run;
  const { tree, errors } = drive(test.data, {
    adapter,
    scripting,
    ...(test.fragment !== null ? { context: contextOf(test.fragment) } : {}),
    ...(chunkSize !== undefined ? { chunkSize } : {}),
  });
  return { printed: printParse5(tree), errors: errors.length };
}

/** A run through the hast adapter (parseHtml / parseHtmlFragment), printed. */
export function printViaHast(run: TreeRun): string {
  const { test, scripting } = run;
  const adapter = createHastAdapter();
  if (test.fragment === null) {
    const { tree } = parseHtml(test.data, { adapter: adapter as never, scripting });
    return toDat(adapter.finish(tree as never, test.data), { lookup: adapter });
  }
  const c = contextOf(test.fragment);
  const context =
    typeof c === 'string'
      ? { tagName: c, namespace: 'html' as const }
      : { tagName: c.tagName, namespace: c.namespace ?? ('html' as const) };
  const { tree } = parseHtmlFragment(test.data, { adapter: adapter as never, scripting, context });
  return toDat(adapter.finish(tree as never, test.data), { lookup: adapter, context });
}
