/**
 * The two ways to a hast tree the equality tests compare: parse5 driving
 * `createHastAdapter`, and the rehype path (parse5's default tree through
 * `hast-util-from-parse5`). Also the stand-in for `parseHtml` until the tree
 * builder lands: parse5 + the hast adapter.
 */
import type { Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import * as parse5 from 'parse5';
import { createHastAdapter, type HastTreeAdapter } from '../../src/hast/index.js';

const NAMESPACES = {
  html: 'http://www.w3.org/1999/xhtml',
  svg: 'http://www.w3.org/2000/svg',
  math: 'http://www.w3.org/1998/Math/MathML',
} as const;

export interface ParseOptions {
  positions?: boolean;
  scripting?: boolean | undefined;
  context?: { tagName: string; namespace: 'html' | 'svg' | 'math' } | undefined;
}

/** parse5 with the hast adapter. */
export function viaAdapter(html: string, options: ParseOptions = {}): Root {
  return viaAdapterWith(createHastAdapter({ positions: options.positions === true }), html, options);
}

/** parse5 with a given hast adapter (to read what the tree does not hold, like namespaces). */
export function viaAdapterWith(adapter: HastTreeAdapter, html: string, options: ParseOptions = {}): Root {
  const positions = options.positions === true;
  const parserOptions = {
    treeAdapter: adapter,
    sourceCodeLocationInfo: positions,
    scriptingEnabled: options.scripting !== false,
  } as unknown as parse5.ParserOptions<parse5.DefaultTreeAdapterMap>;
  let tree: Root;
  if (options.context) {
    const { tagName, namespace } = options.context;
    const context = adapter.createElement(tagName, NAMESPACES[namespace], []);
    tree = parse5.parseFragment(context as never, html, parserOptions) as unknown as Root;
  } else {
    tree = parse5.parse(html, parserOptions) as unknown as Root;
  }
  return adapter.finish(tree, html);
}

/** parse5's default tree through hast-util-from-parse5 (what rehype-parse does). */
export function viaRehype(html: string, options: ParseOptions = {}): Root {
  const positions = options.positions === true;
  const parserOptions = { sourceCodeLocationInfo: positions, scriptingEnabled: options.scripting !== false };
  let p5: parse5.DefaultTreeAdapterMap['document'] | parse5.DefaultTreeAdapterMap['documentFragment'];
  if (options.context) {
    const { tagName, namespace } = options.context;
    const context = parse5.defaultTreeAdapter.createElement(tagName, NAMESPACES[namespace] as never, []);
    p5 = parse5.parseFragment(context, html, parserOptions);
  } else {
    p5 = parse5.parse(html, parserOptions);
  }
  // hast-util-from-parse5 only sets positions when given the file; it reads it with String().
  const file = positions ? ({ toString: () => html } as never) : undefined;
  return fromParse5(p5, file ? { file } : {}) as Root;
}
