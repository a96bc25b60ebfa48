// A parse5 default-adapter tree (or html-tree's built through that adapter) in
// the html5lib tree-construction format, for the differential targets
// (fuzz/targets/html-parse5.mjs, browser/html-chromium.test.ts).
const NS = { 'http://www.w3.org/2000/svg': 'svg ', 'http://www.w3.org/1998/Math/MathML': 'math ' };

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
    else if (n.nodeName === '#documentType') out.push(`${pad}<!DOCTYPE ${n.name} "${n.publicId}" "${n.systemId}">`);
    else if (n.nodeName === '#content') out.push(`${pad}content`);
    else {
      out.push(`${pad}<${NS[n.namespaceURI] ?? ''}${n.tagName}>`);
      const attrs = n.attrs.map((a) => `${a.prefix ? `${a.prefix} ${a.name}` : a.name}="${a.value}"`).sort();
      for (const a of attrs) out.push(`${pad}  ${a}`);
      const content = n.nodeName === 'template' ? n.content : null;
      const kids = content === null || content === undefined ? n.childNodes : [];
      for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], depth + 1]);
      if (content) {
        for (let i = content.childNodes.length - 1; i >= 0; i--) stack.push([content.childNodes[i], depth + 2]);
        stack.push([{ nodeName: '#content' }, depth + 1]);
      }
    }
  }
  return out.join('\n');
}
