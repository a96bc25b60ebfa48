// The page side of the browser differential: parse in Chromium (DOMParser for
// documents, innerHTML on a context element of a DOMParser document for
// fragments) and print the tree in the html5lib format exactly as
// @forgiving/test-utils/print-parse5 prints parse5's default-adapter trees.
// Evaluated in the page as a string (it defines globalThis.dumpParse).
export const DUMP_IN_PAGE = `
globalThis.dumpParse = (input, context, namespaces) => {
  const NS = { [namespaces.svg]: 'svg ', [namespaces.math]: 'math ' };
  const out = [];
  const stack = [];
  const push = (nodes, depth) => {
    for (let i = nodes.length - 1; i >= 0; i--) stack.push([nodes[i], depth]);
  };
  let top;
  if (context === null) {
    top = new DOMParser().parseFromString(input, 'text/html').childNodes;
  } else {
    // A no-quirks document: the fragment algorithm takes the context's document's mode, and ours runs no-quirks.
    const doc = new DOMParser().parseFromString('<!DOCTYPE html>', 'text/html');
    const element =
      typeof context === 'string'
        ? doc.createElement(context)
        : doc.createElementNS(namespaces[context.namespace], context.tagName);
    element.innerHTML = input;
    top = element.localName === 'template' && element.namespaceURI === 'http://www.w3.org/1999/xhtml'
      ? element.content.childNodes
      : element.childNodes;
  }
  push(top, 0);
  while (stack.length > 0) {
    const [n, depth] = stack.pop();
    if (n === 'content') { out.push('| ' + '  '.repeat(depth) + 'content'); continue; }
    const pad = '| ' + '  '.repeat(depth);
    if (n.nodeType === 3) out.push(pad + '"' + n.data + '"');
    else if (n.nodeType === 8) out.push(pad + '<!-- ' + n.data + ' -->');
    else if (n.nodeType === 7) out.push(pad + '<?' + n.target + ' ' + n.data + '?>'); // WPT's format
    else if (n.nodeType === 10)
      out.push(pad + '<!DOCTYPE ' + n.name + (n.publicId || n.systemId ? ' "' + n.publicId + '" "' + n.systemId + '"' : '') + '>');
    else {
      out.push(pad + '<' + (NS[n.namespaceURI] ?? '') + n.localName + '>');
      // By name (UTF-16 code units), as the html5lib format sorts.
      const attrs = Array.from(n.attributes, (a) => [a.prefix ? a.prefix + ' ' + a.localName : a.name, a.value]);
      attrs.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
      for (const [name, value] of attrs) out.push(pad + '  ' + name + '="' + value + '"');
      if (n.localName === 'template' && n.namespaceURI === 'http://www.w3.org/1999/xhtml') {
        push(n.content.childNodes, depth + 2);
        stack.push(['content', depth + 1]);
      } else push(n.childNodes, depth + 1);
    }
  }
  return out.join('\\n');
};
`;
