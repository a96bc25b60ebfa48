// Which dependency features are implemented yet. The language packages were
// written in parallel with this one; a test that needs one of them skips
// itself with a written reason until it lands, and runs for real as soon as
// the feature exists.
import { compileNth, parseSelectors } from '@forgiving/css-selectors-nth';
import { scan, tokenize } from '@forgiving/sky-tokenizer';
import { parse as parseSky } from '@forgiving/sky-tree';
import { parseXml, resolveNamespaces } from '@forgiving/xml-er';

const probeXml = () => {
  const result = parseXml('<a xmlns:p="u"><p:b/></a');
  return result.tree.children.length > 0 && !result.wellFormed;
};

export const ready = {
  compileNth: compileNth({ a: 2, b: 0 })(2) && !compileNth({ a: 2, b: 0 })(1),
  parseSelectors: parseSelectors('a > b').ok,
  skyTokenizer: tokenize('#!mojo mojo:sky\n<a>', { context: 'application' }).tokens.length > 0,
  skyScan: scan('#!mojo mojo:sky\n<a>', { context: 'application' }).length > 0,
  skyTree: parseSky('#!mojo mojo:sky\n<a>', { context: 'application' }).tree !== null,
  xml: probeXml(),
  namespaces: (() => {
    const tree = parseXml('<a xmlns:p="u"><p:b/></a>').tree;
    const a = tree.children[0];
    if (a === undefined || a.type !== 'element') return false;
    const b = a.children[0];
    return b !== undefined && b.type === 'element' && resolveNamespaces(tree).element(b).uri === 'u';
  })(),
};

export type Feature = keyof typeof ready;

/** Why a test is skipped while a dependency feature is still a stub. */
export function pending(feature: Feature): string {
  return `skipped: ${feature} of a sibling package is not implemented yet (stub); this test runs once it lands`;
}
