/**
 * hast → the html5lib tree-construction `#document` format, with html-tree's
 * own rules for a tree built without an adapter: namespaces by the tree
 * construction rules (src/serialize/namespaces.ts), attributes from
 * `properties` as `toHtml` writes them (src/serialize/attributes.ts). The
 * printer is @forgiving/test-utils' (shared with tools/conformance, which
 * always prints with the adapter's `lookup`).
 */
import type { Root } from 'hast';
import { type DatInference, type DatOptions, toDat as print } from '@forgiving/test-utils/dat-format';
import { eachAttribute } from '../../src/serialize/attributes.js';
import { childNamespace } from '../../src/serialize/namespaces.js';

export type { DatLookup, DatOptions } from '@forgiving/test-utils/dat-format';

const infer: DatInference = { childNamespace, eachAttribute };

/** The `#document` lines for `tree` (a document or a fragment's root), joined with LF. */
export function toDat(tree: Root, options: Omit<DatOptions, 'infer'> = {}): string {
  return print(tree, { ...options, infer });
}
