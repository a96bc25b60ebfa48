/**
 * The namespace of a hast element, which hast does not record: read from
 * the element's name and its parent's, by the tree-construction rules that
 * put it there (HTML §13.2.6.5 "The rules for parsing tokens in foreign
 * content", and the integration points of §13.2.6 "tree construction").
 * Trees the parser builds follow them; the serializer (HTML namespace for
 * void and raw text elements, `template` contents) and the html5lib tree
 * printer use this.
 */
import type { Element } from 'hast';

export const HTML = 0;
export const SVG = 1;
export const MATHML = 2;
export type Namespace = typeof HTML | typeof SVG | typeof MATHML;

/** The namespace of a child named `name` in a parent of namespace `parent` (or HTML content). */
function inHtmlContent(name: string): Namespace {
  if (name === 'svg') return SVG;
  if (name === 'math') return MATHML;
  return HTML;
}

/**
 * Start tags that break out of foreign content (HTML §13.2.6.5): the parser
 * never makes them SVG or MathML elements (`font` only with `color`, `face`
 * or `size`).
 */
const BREAKOUT = new Set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'.split(
    ' ',
  ),
);

/** `encoding` on `annotation-xml` that makes it an HTML integration point (ASCII case-insensitive). */
function isHtmlEncoding(element: Element): boolean {
  const value = element.properties.encoding;
  if (typeof value !== 'string') return false;
  const lower = value.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
  return lower === 'text/html' || lower === 'application/xhtml+xml';
}

/**
 * The namespace of `child` given its parent element and the parent's
 * namespace; `parent` undefined means the top of a tree in `parentNamespace`
 * (a document, template contents, a fragment in that context).
 */
export function childNamespace(parent: Element | undefined, parentNamespace: Namespace, child: string): Namespace {
  if (parentNamespace === HTML) return inHtmlContent(child);
  if (BREAKOUT.has(child)) return HTML;
  if (parent === undefined) return parentNamespace;
  const name = parent.tagName;
  if (parentNamespace === SVG) {
    // SVG HTML integration points: foreignObject, desc, title.
    return name === 'foreignObject' || name === 'desc' || name === 'title' ? inHtmlContent(child) : SVG;
  }
  // MathML text integration points: mglyph and malignmark stay MathML.
  if (name === 'mi' || name === 'mo' || name === 'mn' || name === 'ms' || name === 'mtext') {
    return child === 'mglyph' || child === 'malignmark' ? MATHML : inHtmlContent(child);
  }
  if (name === 'annotation-xml') {
    if (child === 'svg') return SVG;
    return isHtmlEncoding(parent) ? inHtmlContent(child) : MATHML;
  }
  return MATHML;
}
