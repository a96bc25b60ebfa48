// Selector matching over hast (@forgiving/html-tree's trees): hast keeps
// attributes as `properties` (`className: ['a', 'b']`, `htmlFor`, `viewBox`,
// booleans) and records no namespace, while the matchers read attribute
// names and values as strings. One iterative pass per select call builds a
// light view of the tree — per element its tag name, its namespace (the
// tree-construction rules html-tree's serializer uses), and its attributes
// mapped back from properties by property-information's `find` (through
// html-tree's prototype-safe `findProperty`), written as `toHtml` writes them.
// Results are mapped back to the hast nodes (`node`). No recursion: 10^6-deep
// trees work.
import { setAttribute } from '@forgiving/char-ref';
import { childNamespace, findProperty, type HastNamespace, NAMESPACE_HTML, NAMESPACE_SVG } from '@forgiving/html-tree';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import { propertyText } from '@forgiving/html-tree';

/** What the matchers see of a hast element (the Sky / xast element shape, plus its namespace and node). */
export interface HtmlViewElement {
  type: 'element';
  /** The hast tag name (HTML elements lowercase, SVG names adjusted: `foreignObject`). */
  name: string;
  /** Attribute name → value: a plain record, each attribute an own property (read with Object.hasOwn). */
  attributes: Record<string, string>;
  children: unknown[];
  /** A template's contents (its own fragment, as in the DOM). */
  content?: HtmlViewRoot;
  namespace: HastNamespace;
  node: HastElement;
  /** The hast node's position (for the CLI's tree outline). */
  position?: HastElement['position'];
}

export interface HtmlViewRoot {
  type: 'root';
  children: unknown[];
}

export function viewAttributes(element: HastElement, namespace: HastNamespace): Record<string, string> {
  // A plain record like the trees' (ARCHITECTURE.md, "Attribute records"): read with Object.hasOwn.
  const out: Record<string, string> = {};
  const properties = element.properties ?? {};
  for (const key of Object.keys(properties)) {
    const info = findProperty(namespace === NAMESPACE_SVG, key);
    const text = propertyText(properties[key], info.commaSeparated);
    if (text !== undefined) setAttribute(out, info.attribute, text);
  }
  return out;
}

/**
 * The view the selector index hands to the matchers, made on first use per
 * element and reading the hast node lazily: the attribute record (the costly
 * part: one property look-up per property) is built only for elements an
 * attribute, class or id selector actually tests.
 */
export class LazyHtmlElement {
  readonly type = 'element';
  private record: Record<string, string> | undefined;
  constructor(
    readonly node: HastElement,
    readonly namespace: HastNamespace,
  ) {}
  get name(): string {
    return this.node.tagName;
  }
  get children(): unknown[] {
    return this.node.children;
  }
  get attributes(): Record<string, string> {
    if (this.record === undefined) this.record = viewAttributes(this.node, this.namespace);
    return this.record;
  }
}

interface Pending {
  node: HastRoot | HastElement;
  view: HtmlViewRoot | HtmlViewElement;
  namespace: HastNamespace;
}

/** The view of a hast root (or of a detached element wrapped in a root). */
export function htmlView(root: HastRoot): HtmlViewRoot {
  const top: HtmlViewRoot = { type: 'root', children: [] };
  const stack: Pending[] = [{ node: root, view: top, namespace: NAMESPACE_HTML }];
  while (stack.length > 0) {
    const { node, view, namespace } = stack.pop()!;
    const parent = node.type === 'element' ? node : undefined;
    for (const child of node.children ?? []) {
      if (child.type !== 'element') {
        view.children.push(child);
        continue;
      }
      const ns = childNamespace(parent, namespace, child.tagName);
      const element: HtmlViewElement = {
        type: 'element',
        name: child.tagName,
        attributes: viewAttributes(child, ns),
        children: [],
        namespace: ns,
        node: child,
      };
      if (child.position !== undefined) element.position = child.position;
      view.children.push(element);
      stack.push({ node: child, view: element, namespace: ns });
      if (child.content !== undefined) {
        element.content = { type: 'root', children: [] };
        stack.push({ node: child.content, view: element.content, namespace: NAMESPACE_HTML });
      }
    }
  }
  return top;
}

/** hast trees have elements with `tagName` (Sky and xast elements have `name`). */
export function isHastRoot(root: { children?: unknown }): boolean {
  const children = root.children;
  if (!Array.isArray(children)) return false;
  for (const child of children)
    if ((child as { type?: string }).type === 'element')
      return typeof (child as { tagName?: unknown }).tagName === 'string';
  return false;
}
