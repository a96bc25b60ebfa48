/**
 * A css-select `Adapter` (css-select 7's interface, written out
 * structurally: no dependency) over a hast tree, so css-select, and what is
 * built on it, can query hast. hast has no parent links, so the adapter
 * indexes the tree once (one iterative walk, decision H8): parents and each
 * element's namespace, which decides how an attribute name maps to a
 * property (`viewBox` in SVG, `class` → `className`).
 *
 * Attribute values are read back from `properties` as `toHtml` writes them:
 * lists joined, `true` as the empty string; what the rehype path normalised
 * (`class="  a  b"` is `a b`, `disabled=disabled` is empty) stays normalised.
 * Template contents are not children (as in the DOM); query `content` itself.
 */
import type { Element, Nodes, Parents, Root, RootContent } from 'hast';
import { childNamespace, HTML, type Namespace, SVG } from '../serialize/namespaces.js';
import { propertyText, safeFind } from './properties.js';

type Node = Nodes;

/** The css-select 7 `Adapter<Node, Element>` shape. */
export interface HastCssSelectAdapter {
  isTag(node: Node): node is Element;
  getAttributeValue(element: Element, name: string): string | undefined;
  getChildren(node: Node): Node[];
  getName(element: Element): string;
  getParent(node: Element): Node | null;
  getSiblings(node: Node): Node[];
  prevElementSibling(node: Node): Element | null;
  getText(node: Node): string;
  hasAttrib(element: Element, name: string): boolean;
  removeSubsets(nodes: Node[]): Node[];
}

/**
 * An adapter for the hast tree `tree` (a document, a fragment, template
 * contents). Nodes outside it have no parent.
 */
export function createCssSelectAdapter(tree: Root | Element): HastCssSelectAdapter {
  const parents = new Map<Node, Parents>();
  const svgElements = new Set<Element>();
  // Index: parent links and SVG membership, by an explicit stack.
  const stack: Array<{ node: Parents; namespace: Namespace }> = [
    { node: tree, namespace: tree.type === 'element' ? childNamespace(undefined, HTML, tree.tagName) : HTML },
  ];
  if (tree.type === 'element' && stack[0]!.namespace === SVG) svgElements.add(tree);
  while (stack.length > 0) {
    const { node, namespace } = stack.pop()!;
    const children = (node.children ?? []) as RootContent[];
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      parents.set(child, node);
      if (child.type !== 'element') continue;
      const ns = childNamespace(node.type === 'element' ? node : undefined, namespace, child.tagName);
      if (ns === SVG) svgElements.add(child);
      stack.push({ node: child, namespace: ns });
      if (child.content !== undefined) stack.push({ node: child.content, namespace: HTML });
    }
  }

  const property = (element: Element, name: string) => safeFind(svgElements.has(element), name);
  const siblings = (node: Node): Node[] => {
    const parent = parents.get(node);
    return parent ? (parent.children as Node[]) : [node];
  };

  return {
    isTag: (node): node is Element => node.type === 'element',
    getName: (element) => element.tagName,
    getAttributeValue(element, name) {
      const info = property(element, name);
      return propertyText(element.properties?.[info.property], info.commaSeparated);
    },
    hasAttrib(element, name) {
      const info = property(element, name);
      return propertyText(element.properties?.[info.property], info.commaSeparated) !== undefined;
    },
    getChildren: (node) => ('children' in node ? (node.children as Node[]) : []),
    getParent: (node) => parents.get(node) ?? null,
    getSiblings: siblings,
    prevElementSibling(node) {
      const list = siblings(node);
      for (let i = list.indexOf(node) - 1; i >= 0; i--) {
        const sibling = list[i]!;
        if (sibling.type === 'element') return sibling;
      }
      return null;
    },
    getText(node) {
      // The text of the subtree in document order, without recursion.
      let out = '';
      const pending: Node[] = [node];
      while (pending.length > 0) {
        const next = pending.pop()!;
        if (next.type === 'text') out += next.value;
        else if ('children' in next) {
          const children = next.children as Node[];
          for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
        }
      }
      return out;
    },
    removeSubsets(nodes) {
      // Keep a node unless one of its ancestors is in the list (or it repeats).
      const listed = new Set(nodes);
      const kept: Node[] = [];
      const seen = new Set<Node>();
      for (const node of nodes) {
        if (seen.has(node)) continue;
        seen.add(node);
        let ancestor = parents.get(node);
        let inside = false;
        while (ancestor !== undefined) {
          if (listed.has(ancestor)) {
            inside = true;
            break;
          }
          ancestor = parents.get(ancestor);
        }
        if (!inside) kept.push(node);
      }
      return kept;
    },
  };
}
