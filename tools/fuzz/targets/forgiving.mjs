// Fuzz targets of the `forgiving` package: detection and parse, selector
// matching over fixed trees of both languages, highlighting spans (what the
// CLI prints), and the streaming matcher against the tree matcher.
import {
  compileSelectorWithError,
  createStreamMatcher,
  detectLanguage,
  highlightSpans,
  parse,
  selectAll,
} from 'forgiving';
import { FAST_PATHS } from '../../fast-paths.mjs';

const sky = parse(
  '#!mojo mojo:sky\n<div id=a class="x y"><p lang=en>t</p><p/><template><p>c</p></template><ul><li>1<li>2</ul></div>',
);
const xml = parse(
  '<r xmlns:q="urn:q" xml:lang="fr"><a id="i" class="c"/><q:a q:b="v"><b/>t</q:a><p><li/><li/></p></r>',
);

/** Element names of the matches in each tree (selectors that cannot compile give their error offset). */
function matchBoth(selector) {
  const compiled = compileSelectorWithError(selector, { level: 4, namespaces: { q: 'urn:q' } });
  if (!compiled.ok) return compiled.error.offset;
  return [sky, xml].map((doc) =>
    selectAll(doc, compiled.selector)
      .map((e) => e.name)
      .join(' '),
  );
}

/** The streaming matcher (when it takes the selector) must agree with selectAll on the XML tree. */
function streamAgrees(selector) {
  const compiled = compileSelectorWithError(selector, { level: 4 });
  if (!compiled.ok) return null;
  const stream = createStreamMatcher(compiled.selector.selectors, 'xml');
  if (stream === null) return null;
  const found = [];
  const stack = [{ node: xml.tree, i: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const child = top.node.children?.[top.i++];
    if (child === undefined) {
      stack.pop();
      if (stack.length > 0) stream.close();
    } else if (child.type === 'element') {
      if (stream.open(child)) found.push(child);
      stack.push({ node: child, i: 0 });
    }
  }
  const expected = selectAll(xml, compiled.selector);
  if (found.length !== expected.length || found.some((e, i) => e !== expected[i]))
    throw new Error(`stream matcher disagrees with selectAll on ${selector}`);
  return found.length;
}

export default [
  {
    name: 'forgiving parse / detectLanguage',
    grammar: 'xml',
    bytes: true,
    run: (input) => {
      const detection = detectLanguage(input, input.length % 2 === 0 ? 'doc.sky' : undefined);
      const result = parse(input, { positions: true, fastPaths: FAST_PATHS });
      return [detection.language, result.language, result.ok];
    },
  },
  {
    name: 'forgiving parse (Sky documents)',
    grammar: 'sky',
    bytes: true,
    run: (input) => parse(input, { fastPaths: FAST_PATHS }).ok,
  },
  {
    name: 'forgiving compileSelectorWithError / selectAll',
    grammar: 'selector',
    run: matchBoth,
  },
  {
    name: 'forgiving createStreamMatcher vs selectAll',
    grammar: 'selector',
    run: streamAgrees,
  },
  {
    name: 'forgiving highlightSpans (CLI highlight)',
    grammar: 'xml',
    run: (input) => {
      const { spans } = highlightSpans(input);
      // Lossless: the spans cover the input exactly once, in order.
      let at = 0;
      for (const span of spans) {
        if (span.start !== at || span.end < span.start) throw new Error(`span gap or overlap at ${at}`);
        at = span.end;
      }
      if (at !== input.length) throw new Error(`spans end at ${at} of ${input.length}`);
      return spans.length;
    },
  },
];
