// "Selectors: compiled matching" (issue 30, item 3): forgiving's selectAll
// over hast against css-select over domhandler (htmlparser2's tree: what
// cheerio users query) and hast-util-select over the same hast, on the HTML
// bench corpus with the 105 real-world selectors of selectors-corpus.mjs, in
// one process. Equal work: every contender runs selectAll of every selector
// on every page and returns the count (the counts are checked equal); trees
// are built once per page outside the timing; forgiving and css-select
// compile each selector once (compileSelector / css-select's compile),
// hast-util-select has no compiled form (it parses per call: its API).
// forgiving builds its index of the tree once per run of the 105 selectors
// (`indexTree`), inside the timing. Build first: pnpm turbo run build.
import { selectAll as cssSelectAll, compile as cssCompile } from 'css-select';
import { compileSelectorWithError, indexTree, parseHtml, selectAll } from 'forgiving';
import { selectAll as hastSelectAll } from 'hast-util-select';
import { parseDocument } from 'htmlparser2';
import { compare, corpus } from './harness.mjs';
import { SELECTORS } from './selectors-corpus.mjs';

// Three pages by default (1.6 MB): hast-util-select takes about a minute per
// run of the 105 selectors on the largest corpus page. BENCH_PAGES=a.html,b.html overrides.
const only = process.env.BENCH_PAGES?.split(',') ?? ['git-config.html', 'pg-bookindex.html', 'python-stdtypes.html'];
const docs = corpus('html', { filter: (name) => only.includes(name) });
const trees = new Map();
for (const doc of docs) trees.set(doc.text, { hast: parseHtml(doc.text).tree, dom: parseDocument(doc.text) });
const ours = SELECTORS.map((s) => {
  const compiled = compileSelectorWithError(s, { level: 4 });
  if (!compiled.ok) throw new Error(s);
  return compiled.selector;
});
const theirs = SELECTORS.map((s) => cssCompile(s));

const contenders = {
  'forgiving selectAll (hast)': (text) => {
    const indexed = indexTree(trees.get(text).hast);
    let n = 0;
    for (const selector of ours) n += selectAll(indexed, selector).length;
    return n;
  },
  'forgiving selectAll, index per call': (text) => {
    const { hast } = trees.get(text);
    let n = 0;
    for (const selector of ours) n += selectAll(hast, selector).length;
    return n;
  },
  'css-select (domhandler)': (text) => {
    const { dom } = trees.get(text);
    let n = 0;
    for (const selector of theirs) n += cssSelectAll(selector, dom).length;
    return n;
  },
  'hast-util-select (hast)': (text) => {
    const { hast } = trees.get(text);
    let n = 0;
    for (const selector of SELECTORS) n += hastSelectAll(selector, hast).length;
    return n;
  },
};

// Same answers first: the per-selector counts of forgiving and css-select agree.
for (const doc of docs) {
  const { hast, dom } = trees.get(doc.text);
  const indexed = indexTree(hast);
  SELECTORS.forEach((s, i) => {
    const a = selectAll(indexed, ours[i]).length;
    const b = cssSelectAll(theirs[i], dom).length;
    if (a !== b) console.warn(`count differs on ${doc.name} for ${s}: forgiving ${a}, css-select ${b}`);
  });
}

compare(`selectAll over a parsed page (${SELECTORS.length} selectors)`, docs, contenders, {
  baseline: 'forgiving selectAll (hast)',
});
