/** Prints a parse5 default-adapter tree in the html5lib-tests format (iteratively). */
const NS_PREFIX: Record<string, string> = {
  'http://www.w3.org/2000/svg': 'svg ',
  'http://www.w3.org/1998/Math/MathML': 'math ',
};

// biome-ignore lint/suspicious/noExplicitAny: parse5 default tree nodes
type Node = any;

export function printParse5(root: Node): string {
  const out: string[] = [];
  const stack: [Node, number][] = [];
  const kids = (n: Node): Node[] => (n.nodeName === 'template' && n.content ? [] : (n.childNodes ?? []));
  for (let i = root.childNodes.length - 1; i >= 0; i--) stack.push([root.childNodes[i], 0]);
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Node, number];
    if (node === 'content') {
      continue;
    }
    const pad = `| ${'  '.repeat(depth)}`;
    if (node.nodeName === '#text') out.push(`${pad}"${node.value}"`);
    else if (node.nodeName === '#comment') out.push(`${pad}<!-- ${node.data} -->`);
    // The nodes of `withProcessingInstructions` (a parse5 adapter given the hook).
    else if (node.nodeName === '#processing-instruction') out.push(`${pad}<?${node.target} ${node.data}?>`);
    else if (node.nodeName === '#documentType') {
      if (node.publicId || node.systemId)
        out.push(`${pad}<!DOCTYPE ${node.name} "${node.publicId}" "${node.systemId}">`);
      else out.push(`${pad}<!DOCTYPE ${node.name}>`);
    } else if (node.nodeName === '#content-marker') out.push(`${pad}content`);
    else {
      out.push(`${pad}<${NS_PREFIX[node.namespaceURI] ?? ''}${node.tagName}>`);
      const attrs = node.attrs
        .map((a: Node) => [a.prefix ? `${a.prefix} ${a.name}` : a.name, a.value])
        .sort((x: string[], y: string[]) =>
          (x[0] as string) < (y[0] as string) ? -1 : (x[0] as string) > (y[0] as string) ? 1 : 0,
        );
      for (const [n, v] of attrs) out.push(`${pad}  ${n}="${v}"`);
      const children = kids(node);
      for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1]);
      if (node.nodeName === 'template' && node.content && node.namespaceURI === 'http://www.w3.org/1999/xhtml') {
        const c = node.content.childNodes;
        for (let i = c.length - 1; i >= 0; i--) stack.push([c[i], depth + 2]);
        stack.push([{ nodeName: '#content-marker' }, depth + 1]);
      }
    }
  }
  return out.join('\n');
}
