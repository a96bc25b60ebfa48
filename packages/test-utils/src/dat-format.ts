/**
 * hast → the html5lib tree-construction `#document` format
 * (tree-construction/README.md): one line per node, `| ` and two spaces per
 * ancestor; `<svg x>` / `<math x>` for foreign elements; attributes sorted by
 * code unit on the lines below, namespaced ones as `xlink href`; template
 * contents under `content`; `<!DOCTYPE name "public" "system">`.
 *
 * hast holds neither namespaces, attribute lists nor doctype fields. With
 * `lookup` (a `createHastAdapter()` that built the tree) they come exact from
 * the adapter; without it they are inferred by `infer`: html-tree's own rules
 * (its test/support/dat-format.ts passes them: namespaces by the tree
 * construction rules, attributes from `properties` as `toHtml` writes them),
 * doctypes as `<!DOCTYPE html>`. The rules are passed in, not imported, so
 * this package depends on no parser and html-tree's tests can use it.
 * Iterative: no recursion on depth.
 */
import type { Element, Nodes, Properties, Root, RootContent } from 'hast';

/** html-tree's namespace numbering (`NAMESPACE_HTML`, `NAMESPACE_SVG`, `NAMESPACE_MATHML`). */
export type DatNamespace = 0 | 1 | 2;
const HTML: DatNamespace = 0;
const SVG: DatNamespace = 1;
const MATHML: DatNamespace = 2;

/** The parse5 attribute and doctype shapes html-tree's hast adapter answers with. */
export interface DatAttribute {
  name: string;
  value: string;
  namespace?: string | undefined;
}
export interface DatDoctype {
  name: string;
  publicId: string;
  systemId: string;
}

export interface DatLookup {
  getTagName(element: Element): string;
  getNamespaceURI(element: Element): string;
  getAttrList(element: Element): DatAttribute[];
  doctype(node: Extract<Nodes, { type: 'doctype' }>): DatDoctype | undefined;
}

/** How a tree built without an adapter gives its namespaces and attributes (html-tree's rules). */
export interface DatInference {
  childNamespace(parent: Element | undefined, parentNamespace: DatNamespace, tagName: string): DatNamespace;
  eachAttribute(properties: Properties | undefined, isSvg: boolean, emit: (name: string, value: string) => void): void;
}

export interface DatOptions {
  lookup?: DatLookup | undefined;
  /** Required when there is no `lookup`. */
  infer?: DatInference | undefined;
  /** The fragment context (the tree is a fragment's children). */
  context?: { tagName: string; namespace: 'html' | 'svg' | 'math' } | undefined;
}

const URIS: Record<string, DatNamespace> = {
  'http://www.w3.org/1999/xhtml': HTML,
  'http://www.w3.org/2000/svg': SVG,
  'http://www.w3.org/1998/Math/MathML': MATHML,
};
const DESIGNATORS = ['', 'svg ', 'math '];
const ATTRIBUTE_DESIGNATORS: Record<string, string> = {
  'http://www.w3.org/1999/xlink': 'xlink ',
  'http://www.w3.org/XML/1998/namespace': 'xml ',
  'http://www.w3.org/2000/xmlns/': 'xmlns ',
};

/** Foreign attributes the parser puts in a namespace (HTML §13.2.6.1 "adjust foreign attributes"). */
const FOREIGN_ATTRIBUTES = new Map([
  ['xlink:actuate', 'xlink actuate'],
  ['xlink:arcrole', 'xlink arcrole'],
  ['xlink:href', 'xlink href'],
  ['xlink:role', 'xlink role'],
  ['xlink:show', 'xlink show'],
  ['xlink:title', 'xlink title'],
  ['xlink:type', 'xlink type'],
  ['xml:lang', 'xml lang'],
  ['xml:space', 'xml space'],
  ['xmlns', 'xmlns xmlns'],
  ['xmlns:xlink', 'xmlns xlink'],
]);

function attributeLines(element: Element, namespace: DatNamespace, options: DatOptions): string[] {
  const { lookup } = options;
  const lines: string[] = [];
  if (lookup) {
    for (const attribute of lookup.getAttrList(element)) {
      const designator = attribute.namespace ? (ATTRIBUTE_DESIGNATORS[attribute.namespace] ?? '') : '';
      lines.push(`${designator}${attribute.name}="${attribute.value}"`);
    }
  } else {
    need(options).eachAttribute(element.properties, namespace === SVG, (name, value) => {
      const shown = namespace === HTML ? name : (FOREIGN_ATTRIBUTES.get(name) ?? name);
      lines.push(`${shown}="${value}"`);
    });
  }
  // By the attribute name string (the part before `="`), UTF-16 code units.
  return lines.sort((a, b) => {
    const x = a.slice(0, a.indexOf('="'));
    const y = b.slice(0, b.indexOf('="'));
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

function need(options: DatOptions): DatInference {
  if (options.infer === undefined) throw new Error("toDat: a tree without `lookup` needs `infer` (html-tree's rules)");
  return options.infer;
}

/** hast's nodes and html-tree's processing instruction (its `hast` augmentation, which this package does not load). */
type DatNode = RootContent | { type: 'instruction'; name: string; value: string };

interface Frame {
  parent: Element | undefined;
  namespace: DatNamespace;
  children: RootContent[];
  index: number;
  depth: number;
}

/** The `#document` lines for `tree` (a document or a fragment's root), joined with LF. */
export function toDat(tree: Root, options: DatOptions = {}): string {
  const { lookup } = options;
  const lines: string[] = [];
  const { context } = options;
  const top = context?.namespace === 'svg' ? SVG : context?.namespace === 'math' ? MATHML : HTML;
  const parent: Element | undefined = context
    ? { type: 'element', tagName: context.tagName, properties: {}, children: [] }
    : undefined;
  const stack: Frame[] = [{ parent, namespace: top, children: tree.children, index: 0, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index === frame.children.length) {
      stack.pop();
      continue;
    }
    const node = frame.children[frame.index++] as DatNode;
    const indent = '| ' + '  '.repeat(frame.depth);
    if (node.type === 'text') lines.push(`${indent}"${node.value}"`);
    else if (node.type === 'comment') lines.push(`${indent}<!-- ${node.value} -->`);
    // WPT's format (README.upstream.md): `<?`, target, a space, data, `?>`.
    else if (node.type === 'instruction') lines.push(`${indent}<?${node.name} ${node.value}?>`);
    else if (node.type === 'doctype') {
      const fields = lookup?.doctype(node) ?? { name: 'html', publicId: '', systemId: '' };
      const ids = fields.publicId || fields.systemId ? ` "${fields.publicId}" "${fields.systemId}"` : '';
      lines.push(`${indent}<!DOCTYPE ${fields.name}${ids}>`);
    } else if (node.type === 'element') {
      const namespace = lookup
        ? (URIS[lookup.getNamespaceURI(node)] ?? HTML)
        : need(options).childNamespace(frame.parent, frame.namespace, node.tagName);
      const name = lookup ? lookup.getTagName(node) : node.tagName;
      lines.push(`${indent}<${DESIGNATORS[namespace]}${name}>`);
      const inner = '| ' + '  '.repeat(frame.depth + 1);
      for (const line of attributeLines(node, namespace, options)) lines.push(inner + line);
      if (namespace === HTML && node.content !== undefined) {
        lines.push(`${inner}content`);
        stack.push({ parent: node, namespace, children: node.content.children, index: 0, depth: frame.depth + 2 });
      } else {
        stack.push({ parent: node, namespace, children: node.children, index: 0, depth: frame.depth + 1 });
      }
    }
  }
  return lines.join('\n');
}
