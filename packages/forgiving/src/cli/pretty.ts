// `format --pretty`: indentation added to element-only content, in place,
// with an explicit stack (no recursion on depth). Only whitespace is added
// or replaced, and only where it is insignificant:
// - XML: content made only of elements, comments, instructions and
//   whitespace-only text; never inside `xml:space="preserve"` (XML 1.0
//   §2.10), again under `xml:space="default"`. Mixed content is left as it is.
//   The added whitespace text nodes are new nodes in the tree, as with any
//   XML pretty-printer (`xmllint --format`).
// - Sky: the parser drops whitespace-only text unless a `t` element is open
//   (errata S21), so indentation outside `t` elements does not change the
//   tree at all; `t` subtrees are left as they are.
// Indentation stops growing at MAX_LEVELS: a hostile 10^5-deep document
// would otherwise give output quadratic in its size.

interface Node {
  type: string;
  name?: string;
  value?: string;
  attributes?: Record<string, unknown>;
  children?: Node[];
}

export interface IndentOptions {
  language: 'sky' | 'xml';
  /** What starts each added line (`\n`, or a marker the caller replaces). */
  newline: string;
  /** One level of indentation. */
  indent: string;
}

export const MAX_LEVELS = 40;

const XML_WHITESPACE = /^[ \t\r\n]*$/;
const SKY_WHITESPACE = /^[ \n]*$/;

/** Indents element-only content of `root` (mutates it). */
export function indentTree(root: Node, options: IndentOptions): void {
  const whitespace = options.language === 'xml' ? XML_WHITESPACE : SKY_WHITESPACE;
  const stack: { node: Node; depth: number; preserve: boolean }[] = [{ node: root, depth: 0, preserve: false }];
  while (stack.length > 0) {
    const { node, depth, preserve: inherited } = stack.pop()!;
    const preserve = preserves(node, inherited, options.language);
    const children = node.children;
    if (children === undefined || children.length === 0) continue;
    if (!preserve && isElementOnly(children, whitespace))
      node.children = indented(node, children, depth, options, whitespace);
    for (const child of node.children!) {
      if (child.type === 'element')
        stack.push({ node: child, depth: node.type === 'root' ? depth : depth + 1, preserve });
    }
  }
}

function preserves(node: Node, inherited: boolean, language: 'sky' | 'xml'): boolean {
  if (node.type !== 'element') return inherited;
  if (language === 'sky') return inherited || node.name === 't';
  const attributes = node.attributes;
  const space =
    attributes !== undefined && Object.hasOwn(attributes, 'xml:space') ? attributes['xml:space'] : undefined;
  return space === 'preserve' ? true : space === 'default' ? false : inherited;
}

function isElementOnly(children: Node[], whitespace: RegExp): boolean {
  let structure = false;
  for (const child of children) {
    if (child.type === 'text' || child.type === 'cdata') {
      if (child.type === 'cdata' || !whitespace.test(child.value ?? '')) return false;
    } else structure = true;
  }
  return structure;
}

/** The children without their whitespace text, each on its own line; the end tag on its own line too. */
function indented(parent: Node, children: Node[], depth: number, options: IndentOptions, whitespace: RegExp): Node[] {
  const isRoot = parent.type === 'root';
  const inner = options.newline + options.indent.repeat(Math.min(isRoot ? depth : depth + 1, MAX_LEVELS));
  const out: Node[] = [];
  for (const child of children) {
    if (child.type === 'text' && whitespace.test(child.value ?? '')) continue;
    // The root's first child starts the document: no line before it.
    if (!(isRoot && out.length === 0)) out.push({ type: 'text', value: inner });
    out.push(child);
  }
  out.push({ type: 'text', value: options.newline + options.indent.repeat(Math.min(depth, MAX_LEVELS)) });
  return out;
}
