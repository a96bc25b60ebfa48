// An adapter that lets `css-select` (and so cheerio-style code built on it)
// query the trees of this project: xast trees from @forgiving/xml-er and Sky
// trees from @forgiving/sky-tree. css-select reads a tree only through the
// adapter's functions (its `Adapter` interface); the types here are
// structural, so `forgiving` does not depend on css-select.
//
// Neither tree shape has parent pointers, so the adapter learns parents
// while css-select walks down (every `getChildren` records its children's
// parent and position) and `createCssSelectAdapter(tree)` records a whole
// tree up front (needed for `is(node, …)` on a node css-select never walked
// to). No recursion: text and subset walks use explicit stacks.
//
// The shape-specific reads are in `shape` below: element name and
// attributes; hast (with `tagName` / `properties`, HTML trees) reads through
// css-select-hast.ts, which needs each element's namespace.
import type { HastNamespace } from '@forgiving/html-tree';
import type { SkyElement, SkyNode, SkyRoot } from '@forgiving/sky-tree';
import type { Element as XmlElement, Nodes as XmlNodes, Root as XmlRoot } from '@forgiving/xml-er';
import type { Element as HastElement, Nodes as HastNodes } from 'hast';
import { hastAttribute, hastNamespace, isHastElement } from './css-select-hast.ts';

/** A node of any tree shape. */
export type AdapterNode = SkyNode | XmlNodes | HastNodes;
/** An element of any tree shape. */
export type AdapterElement = SkyElement | XmlElement | HastElement;

/**
 * css-select's `Adapter<AdapterNode, AdapterElement>` (its required members
 * plus `prevElementSibling` and `equals`), written out so this package
 * needs no css-select types.
 */
export interface CssSelectAdapter {
  isTag(node: AdapterNode): node is AdapterElement;
  getAttributeValue(element: AdapterElement, name: string): string | undefined;
  hasAttrib(element: AdapterElement, name: string): boolean;
  getName(element: AdapterElement): string;
  getChildren(node: AdapterNode): AdapterNode[];
  getParent(node: AdapterElement): AdapterNode | null;
  getSiblings(node: AdapterNode): AdapterNode[];
  prevElementSibling(node: AdapterNode): AdapterElement | null;
  getText(node: AdapterNode): string;
  removeSubsets(nodes: AdapterNode[]): AdapterNode[];
  equals(a: AdapterNode, b: AdapterNode): boolean;
  /** Records the parent of every node of `tree` (iteratively); returns the adapter. */
  register(tree: AdapterNode): CssSelectAdapter;
}

interface Link {
  parent: AdapterNode;
  index: number;
}

const hasOwn = Object.prototype.hasOwnProperty;

/** The reads that differ between tree shapes (hast would add a branch here). */
const shape = {
  name(element: AdapterElement): string {
    // css-select compares HTML names lower-cased (without xmlMode): hast keeps SVG's camelCase as parsed.
    return isHastElement(element) ? element.tagName : element.name;
  },
  /** An own attribute's value; xast allows null / undefined values, which count as absent. */
  attribute(element: SkyElement | XmlElement, name: string): string | undefined {
    const attributes = element.attributes as Record<string, unknown> | undefined;
    if (attributes === undefined || !hasOwn.call(attributes, name)) return undefined;
    const value = attributes[name];
    return value === null || value === undefined ? undefined : String(value);
  },
};

function childrenOf(node: AdapterNode): AdapterNode[] {
  const children = (node as { children?: AdapterNode[] }).children;
  return children ?? [];
}

function isElement(node: AdapterNode): node is AdapterElement {
  return node.type === 'element';
}

/**
 * A css-select adapter with its own parent records. `tree`, when given, is
 * registered at once (so `is()` works on any of its nodes).
 */
export function createCssSelectAdapter(tree?: SkyRoot | XmlRoot | AdapterNode): CssSelectAdapter {
  // Weak: trees dropped by the user are not kept alive by the adapter.
  const links = new WeakMap<AdapterNode, Link>();
  const record = (parent: AdapterNode, children: AdapterNode[]): void => {
    for (let i = 0; i < children.length; i++) links.set(children[i]!, { parent, index: i });
  };

  // hast: each element's namespace, found from the recorded parents (css-select-hast.ts).
  const namespaces = new WeakMap<HastElement, HastNamespace>();
  const attribute = (element: AdapterElement, name: string): string | undefined => {
    if (!isHastElement(element)) return shape.attribute(element, name);
    const parentOf = (node: HastElement) => links.get(node)?.parent;
    return hastAttribute(element, name, hastNamespace(element, parentOf, namespaces));
  };

  const adapter: CssSelectAdapter = {
    isTag: isElement,
    getAttributeValue: attribute,
    hasAttrib: (element, name) => attribute(element, name) !== undefined,
    getName: (element) => shape.name(element),
    getChildren(node) {
      const children = childrenOf(node);
      record(node, children);
      return children;
    },
    getParent: (node) => links.get(node)?.parent ?? null,
    getSiblings(node) {
      const link = links.get(node);
      return link === undefined ? [node] : childrenOf(link.parent);
    },
    prevElementSibling(node) {
      const link = links.get(node);
      if (link === undefined) return null;
      const siblings = childrenOf(link.parent);
      for (let i = link.index - 1; i >= 0; i--) {
        const sibling = siblings[i]!;
        if (isElement(sibling)) return sibling;
      }
      return null;
    },
    getText: textOf,
    removeSubsets(nodes) {
      // Keep each node once, and only when none of its ancestors is in the
      // list. Each ancestor's verdict is remembered, so the walks up cost
      // O(tree) together, not O(nodes × depth) (a broom of leaves under a
      // deep chain).
      // Parents through adapter.getParent (one place to count them in tests).
      const parentOf = (node: AdapterNode) => adapter.getParent(node as AdapterElement) ?? undefined;
      const listed = new Set(nodes);
      const underListed = new Map<AdapterNode, boolean>();
      const path: AdapterNode[] = [];
      const out: AdapterNode[] = [];
      for (const node of listed) {
        let ancestor = parentOf(node);
        let verdict = false;
        while (ancestor !== undefined) {
          const known = underListed.get(ancestor);
          if (known !== undefined || listed.has(ancestor)) {
            verdict = known === true || listed.has(ancestor);
            break;
          }
          path.push(ancestor);
          ancestor = parentOf(ancestor);
        }
        // Every ancestor walked is under a listed node exactly when this node is.
        for (const walked of path) underListed.set(walked, verdict);
        path.length = 0;
        if (!verdict) out.push(node);
      }
      return out;
    },
    equals: (a, b) => a === b,
    register(root) {
      const stack: AdapterNode[] = [root];
      while (stack.length > 0) {
        const node = stack.pop()!;
        const children = childrenOf(node);
        record(node, children);
        for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
      }
      return adapter;
    },
  };
  if (tree !== undefined) adapter.register(tree);
  return adapter;
}

/** The text of a node and its descendants in document order (text and CDATA values). */
function textOf(node: AdapterNode): string {
  let text = '';
  const stack: AdapterNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === 'text' || current.type === 'cdata') text += current.value;
    const children = childrenOf(current);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return text;
}

/**
 * The shared adapter: `selectAll('item', tree, { adapter: cssSelectAdapter, xmlMode: true })`.
 * It learns parents as css-select walks down from the tree you pass; for
 * `is(node, …)` on a node it has not walked to, call
 * `cssSelectAdapter.register(tree)` first (or use `createCssSelectAdapter(tree)`).
 */
export const cssSelectAdapter: CssSelectAdapter = /* @__PURE__ */ createCssSelectAdapter();
