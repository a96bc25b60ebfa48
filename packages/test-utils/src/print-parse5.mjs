// A parse5 default-adapter tree (or html-tree's built through that adapter) in
// the html5lib tree-construction format: html-tree's tests, the conformance
// runners, the differential fuzz target (fuzz/targets/html-parse5.mjs) and
// the browser differential (browser/html-chromium.test.ts, whose page side,
// browser/dump.ts, prints Chromium's DOM the same way). JavaScript with a
// declaration file beside it, so the fuzz step runs it in plain Node.
const NS = new Map([
  ['http://www.w3.org/2000/svg', 'svg '],
  ['http://www.w3.org/1998/Math/MathML', 'math '],
]);

/** By attribute name (the part the format sorts on), UTF-16 code units. */
const byName = (x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0);

/** A parse5 default-adapter tree in the html5lib format (iterative: no recursion on depth). */
export function printParse5(root) {
  const out = [];
  const stack = [];
  for (let i = root.childNodes.length - 1; i >= 0; i--) stack.push([root.childNodes[i], 0]);
  while (stack.length > 0) {
    const [n, depth] = stack.pop();
    const pad = `| ${'  '.repeat(depth)}`;
    if (n.nodeName === '#text') out.push(`${pad}"${n.value}"`);
    else if (n.nodeName === '#comment') out.push(`${pad}<!-- ${n.data} -->`);
    // A processing instruction made by the `createProcessingInstruction` hook
    // (tree-runs.ts, html-chromium.test.ts); WPT's format. parse5's adapter alone has none.
    else if (n.nodeName === '#processing-instruction') out.push(`${pad}<?${n.target} ${n.data}?>`);
    else if (n.nodeName === '#documentType') {
      const ids = n.publicId || n.systemId ? ` "${n.publicId}" "${n.systemId}"` : '';
      out.push(`${pad}<!DOCTYPE ${n.name}${ids}>`);
    } else if (n.nodeName === '#content-marker') out.push(`${pad}content`);
    else {
      out.push(`${pad}<${NS.get(n.namespaceURI) ?? ''}${n.tagName}>`);
      const attrs = n.attrs.map((a) => [a.prefix ? `${a.prefix} ${a.name}` : a.name, a.value]).sort(byName);
      for (const [name, value] of attrs) out.push(`${pad}  ${name}="${value}"`);
      // Template contents (HTML templates only: parse5 gives no other element a `content`).
      const content = n.nodeName === 'template' && n.namespaceURI === 'http://www.w3.org/1999/xhtml' ? n.content : null;
      const kids = content ? content.childNodes : n.childNodes;
      for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], depth + (content ? 2 : 1)]);
      if (content) stack.push([{ nodeName: '#content-marker' }, depth + 1]);
    }
  }
  return out.join('\n');
}
