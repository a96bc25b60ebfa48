/** Test helpers: parse with the shim through parse5's default adapter, print in html5lib format. */
import { defaultTreeAdapter } from 'parse5';
import type { TreeAdapter } from '../../src/adapter.ts';
import type { FragmentContext } from '../../src/fragment.ts';
import { drive } from './drive.ts';
import { printParse5 } from '@forgiving/test-utils/print-parse5';

export const adapter = defaultTreeAdapter as unknown as TreeAdapter;

/** The html5lib-format tree of a document, without the leading "| " of each line. */
export function tree(
  input: string,
  options: { scripting?: boolean; context?: FragmentContext; chunkSize?: number } = {},
): string {
  return printParse5(drive(input, { adapter, ...options }).tree)
    .split('\n')
    .map((l) => l.slice(2))
    .join('\n');
}

/** The error codes of a parse, in order. */
export function codes(input: string, options: { scripting?: boolean; context?: FragmentContext } = {}): string[] {
  return drive(input, { adapter, ...options }).errors.map((e) => e.code);
}

/** The body's children only, one line per node, indentation relative to body. */
export function body(input: string): string {
  const lines = tree(input).split('\n');
  const i = lines.indexOf('  <body>');
  return lines
    .slice(i + 1)
    .map((l) => l.slice(4))
    .join('\n');
}
