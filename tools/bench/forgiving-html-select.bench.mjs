// forgiving's selectAll over hast (HTML's rules, one index per call) against
// css-select over domhandler (htmlparser2's parseDocument tree: what cheerio
// users query) and css-select over hast through forgiving's cssSelectAdapter,
// on the HTML bench corpus, in one process. Trees are built once per page
// outside the timing; each run evaluates the same selector list on the page.
// Selectors are compiled once for every contender (compileSelector /
// css-select's compile). Build first: pnpm turbo run build.
import { selectAll as cssSelectAll, compile as cssCompile } from 'css-select';
import { compileSelectorWithError, createCssSelectAdapter, parseHtml, selectAll } from 'forgiving';
import { parseDocument } from 'htmlparser2';
import { compare, corpus } from './harness.mjs';

const SELECTORS = [
  'a[href^="http"]',
  'div p code',
  'li:nth-child(2n+1)',
  'td:first-child',
  '[class~=section] > h2 + p',
  'span:not([class])',
];
const docs = corpus('html');
const trees = new Map();
for (const doc of docs) {
  const hast = parseHtml(doc.text).tree;
  trees.set(doc.text, { hast, dom: parseDocument(doc.text), adapter: createCssSelectAdapter(hast) });
}
const ours = SELECTORS.map((s) => {
  const compiled = compileSelectorWithError(s);
  if (!compiled.ok) throw new Error(s);
  return compiled.selector;
});
const theirs = SELECTORS.map((s) => cssCompile(s));
const theirsOnHast = (adapter) => SELECTORS.map((s) => cssCompile(s, { adapter }));

compare(
  'selectAll over a parsed page (6 selectors)',
  docs,
  {
    'forgiving selectAll (hast)': (text) => {
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
    'css-select + cssSelectAdapter (hast)': (text) => {
      const entry = trees.get(text);
      entry.compiled ??= theirsOnHast(entry.adapter);
      let n = 0;
      for (const selector of entry.compiled) n += cssSelectAll(selector, entry.hast, { adapter: entry.adapter }).length;
      return n;
    },
  },
  { baseline: 'forgiving selectAll (hast)' },
);
