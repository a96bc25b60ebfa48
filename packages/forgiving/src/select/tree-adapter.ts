// The differences between Sky trees (@forgiving/sky-tree) and xast trees
// (@forgiving/xml-er) that selector matching cares about, and the index built
// once per select call: integer ids in document order, parent and sibling
// links in typed arrays (no parent pointers on the nodes, no recursion: a
// 10^6-deep tree must work).
import type { SkyElement, SkyRoot } from '@forgiving/sky-tree';
import type { ExpandedName, Element as XmlElement, Root as XmlRoot } from '@forgiving/xml-er';
import { resolveNamespaces } from '@forgiving/xml-er';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import { childNamespace, type HastNamespace, NAMESPACE_HTML, NAMESPACE_SVG } from '@forgiving/html-tree';
import { LazyHtmlElement } from '../html/select-view.ts';
import { attributeNamespace, namespaceUri } from './html-rules.ts';

export type TreeLanguage = 'sky' | 'xml' | 'html';
export type AnyRoot = SkyRoot | XmlRoot | HastRoot;
/** What the matchers read: hast elements are seen through their view (html/select-view.ts). */
export type AnyElement = SkyElement | XmlElement;
/** What select() returns. */
export type ResultElement = SkyElement | XmlElement | HastElement;

/** Any node of either tree shape (only `type` is relied upon). */
export interface AnyNode {
  type: string;
  children?: unknown[];
  value?: unknown;
}

export interface IndexOptions {
  language: TreeLanguage;
  /** Sky only: also index the contents of `template` elements (as separate fragments). */
  templateContent: boolean;
  /** hast only: a detached element given as the tree is in the SVG namespace. */
  svg?: boolean;
}

/**
 * What compiled matchers read (ids are integers; see TreeIndex). TreeIndex
 * implements it over a whole tree; the streaming matcher (stream.ts) over
 * the one element being opened.
 */
export interface IndexView {
  readonly size: number;
  readonly language: TreeLanguage;
  readonly kind: Uint8Array;
  readonly parent: Int32Array;
  readonly prev: Int32Array;
  readonly next: Int32Array;
  readonly firstChild: Int32Array;
  readonly lastChild: Int32Array;
  readonly nth: Int32Array;
  readonly nthLast: Int32Array;
  readonly end: Int32Array;
  readonly isDocument: Uint8Array;
  element(id: number): AnyElement;
  types(): { nth: Int32Array; nthLast: Int32Array };
  expandedName(id: number): ExpandedName;
  attributeName(id: number, qualifiedName: string): ExpandedName;
}

/**
 * Elements get kind ELEMENT; the document root and template fragments get
 * kind ROOT; any other node given as the tree (a text, a comment) kind OTHER:
 * only elements match.
 */
export const OTHER = 0;
export const ELEMENT = 1;
export const ROOT = 2;

/**
 * The tree, flattened. Ids are preorder positions, so a parent's id is always
 * smaller than its children's and a subtree is the id range (id, end[id]].
 */
export class TreeIndex implements IndexView {
  readonly nodes: AnyNode[];
  readonly size: number;
  readonly kind: Uint8Array;
  /** Parent id (-1 for roots). */
  readonly parent: Int32Array;
  /** Previous / next element sibling (-1 when none). */
  readonly prev: Int32Array;
  readonly next: Int32Array;
  readonly firstChild: Int32Array;
  readonly lastChild: Int32Array;
  /** 1-based position among element siblings, from the start and from the end. */
  readonly nth: Int32Array;
  readonly nthLast: Int32Array;
  /** Last id of the subtree (inclusive). */
  readonly end: Int32Array;
  /** True for a document root (not a template fragment): its element children match `:root`. */
  readonly isDocument: Uint8Array;
  private typeIndex: { nth: Int32Array; nthLast: Int32Array } | null = null;
  private resolver: ReturnType<typeof resolveNamespaces> | null = null;
  private byNode: Map<unknown, number> | null = null;
  /** hast only: namespaces by id, and the elements' lazy views. */
  private namespaceOf: Uint8Array | null = null;
  private views: (LazyHtmlElement | undefined)[] | null = null;

  constructor(
    readonly root: AnyRoot,
    readonly options: IndexOptions,
  ) {
    // hast is indexed as it is (its template `content` is a root, as in Sky);
    // the matchers see each element through a lazy view (html/select-view.ts).
    this.nodes = collect(root, options);
    const n = (this.size = this.nodes.length);
    // One allocation for every per-node table (fewer, larger buffers: less GC pressure).
    const bytes = new Uint8Array(2 * n);
    this.kind = bytes.subarray(0, n);
    this.isDocument = bytes.subarray(n, 2 * n);
    const ints = new Int32Array(8 * n);
    ints.fill(-1, 0, 5 * n);
    this.parent = ints.subarray(0, n);
    this.prev = ints.subarray(n, 2 * n);
    this.next = ints.subarray(2 * n, 3 * n);
    this.firstChild = ints.subarray(3 * n, 4 * n);
    this.lastChild = ints.subarray(4 * n, 5 * n);
    this.nth = ints.subarray(5 * n, 6 * n);
    this.nthLast = ints.subarray(6 * n, 7 * n);
    this.end = ints.subarray(7 * n, 8 * n);
    this.link();
    if (options.language === 'html') this.htmlNamespaces();
  }

  /** hast: each element's namespace (0 HTML, 1 SVG, 2 MathML), parents first (preorder). */
  private htmlNamespaces(): void {
    const namespaces = (this.namespaceOf = new Uint8Array(this.size));
    this.views = new Array(this.size);
    for (let id = 0; id < this.size; id++) {
      if (this.kind[id] !== ELEMENT) continue;
      const p = this.parent[id]!;
      const parent = p >= 0 && this.kind[p] === ELEMENT ? (this.nodes[p] as unknown as HastElement) : undefined;
      const name = (this.nodes[id] as unknown as HastElement).tagName;
      // A top-level element (given alone, or a root's child): HTML unless the caller says SVG (hast records no namespace).
      const top = parent === undefined && this.options.svg === true ? NAMESPACE_SVG : NAMESPACE_HTML;
      namespaces[id] = childNamespace(parent, parent === undefined ? top : (namespaces[p] as HastNamespace), name);
    }
  }

  /** Fills the links with one explicit-stack walk over the collected nodes. */
  private link(): void {
    const { nodes, options } = this;
    // Parallel stacks (typed, sized once): the id of each open node and how
    // many of its children are still to come.
    const openIds = new Int32Array(nodes.length);
    const pending = new Int32Array(nodes.length);
    let top = -1;
    for (let id = 0; id < nodes.length; id++) {
      const node = nodes[id]!;
      while (top >= 0 && pending[top] === 0) top--;
      const parentId = top < 0 ? -1 : openIds[top]!;
      if (parentId >= 0) pending[top]!--;
      const isRoot = node.type === 'root';
      this.kind[id] = isRoot ? ROOT : node.type === 'element' ? ELEMENT : OTHER;
      this.isDocument[id] = isRoot && id === 0 ? 1 : 0;
      // A template fragment is a separate tree: no parent, no siblings.
      if (!isRoot && parentId >= 0) {
        this.parent[id] = parentId;
        const last = this.lastChild[parentId]!;
        if (last < 0) {
          this.firstChild[parentId] = id;
          this.nth[id] = 1;
        } else {
          this.next[last] = id;
          this.prev[id] = last;
          this.nth[id] = this.nth[last]! + 1;
        }
        this.lastChild[parentId] = id;
      }
      const count = indexedChildCount(node, options);
      if (count > 0) {
        top++;
        openIds[top] = id;
        pending[top] = count;
      }
    }
    const n = this.size;
    for (let id = n - 1; id >= 0; id--) {
      if (this.end[id]! < id) this.end[id] = id;
      const next = this.next[id]!;
      this.nthLast[id] = next < 0 ? 1 : this.nthLast[next]! + 1;
    }
    // Subtree ends: parents come before children, so a reverse sweep suffices.
    // A template fragment has no parent: like the DOM, it is not part of the
    // template element's subtree (`:has()` does not look into it).
    for (let id = n - 1; id > 0; id--) {
      const p = this.parent[id]!;
      if (p >= 0 && this.end[p]! < this.end[id]!) this.end[p] = this.end[id]!;
    }
  }

  get language(): TreeLanguage {
    return this.options.language;
  }

  element(id: number): AnyElement {
    const views = this.views;
    if (views === null || this.kind[id] !== ELEMENT) return this.nodes[id] as AnyElement;
    let view = views[id];
    if (view === undefined)
      views[id] = view = new LazyHtmlElement(
        this.nodes[id] as unknown as HastElement,
        this.namespaceOf![id] as HastNamespace,
      );
    return view as unknown as AnyElement;
  }

  /** The element select() returns for an id: the hast node behind an HTML view. */
  result(id: number): ResultElement {
    const node = this.nodes[id] as AnyElement;
    return node;
  }

  idOf(node: unknown): number {
    if (this.byNode === null) {
      this.byNode = new Map();
      for (let id = 0; id < this.size; id++) this.byNode.set(this.nodes[id], id);
    }
    return this.byNode.get(node) ?? -1;
  }

  /** Position among siblings of the same type (built on first use: only `*-of-type` needs it). */
  types(): { nth: Int32Array; nthLast: Int32Array } {
    if (this.typeIndex !== null) return this.typeIndex;
    const nth = new Int32Array(this.size);
    const nthLast = new Int32Array(this.size);
    const counts = new Map<string, number>();
    for (let p = 0; p < this.size; p++) {
      if (this.firstChild[p]! < 0) continue;
      counts.clear();
      for (let c = this.firstChild[p]!; c >= 0; c = this.next[c]!) {
        const key = this.element(c).name;
        const k = (counts.get(key) ?? 0) + 1;
        counts.set(key, k);
        nth[c] = k;
      }
      counts.clear();
      for (let c = this.lastChild[p]!; c >= 0; c = this.prev[c]!) {
        const key = this.element(c).name;
        const k = (counts.get(key) ?? 0) + 1;
        counts.set(key, k);
        nthLast[c] = k;
      }
    }
    this.typeIndex = { nth, nthLast };
    return this.typeIndex;
  }

  /** XML namespace resolution (decision X9 of xml-er), computed once per index. */
  expandedName(id: number): ExpandedName {
    if (this.options.language === 'html') {
      const element = this.element(id) as unknown as LazyHtmlElement;
      return { uri: namespaceUri(element), local: element.name } as ExpandedName;
    }
    return this.namespaces().element(this.element(id) as XmlElement);
  }

  attributeName(id: number, qualifiedName: string): ExpandedName {
    if (this.options.language === 'html') {
      const uri = attributeNamespace(this.element(id) as unknown as LazyHtmlElement, qualifiedName);
      return {
        uri,
        local: uri === null ? qualifiedName : qualifiedName.slice(qualifiedName.indexOf(':') + 1),
      } as ExpandedName;
    }
    return this.namespaces().attribute(this.element(id) as XmlElement, qualifiedName);
  }

  private namespaces(): ReturnType<typeof resolveNamespaces> {
    if (this.resolver === null) this.resolver = resolveNamespaces(this.root as XmlRoot);
    return this.resolver;
  }
}

/** How many children of `node` get ids (elements, plus a template's fragment). */
function indexedChildCount(node: AnyNode, options: IndexOptions): number {
  let count = 0;
  const children = node.children;
  if (Array.isArray(children)) for (const child of children) if ((child as AnyNode).type === 'element') count++;
  if (options.templateContent && (node as Partial<SkyElement>).content !== undefined) count++;
  return count;
}

/** Preorder list of the root, elements and (optionally) template fragments, iteratively. */
function collect(root: AnyRoot, options: IndexOptions): AnyNode[] {
  const out: AnyNode[] = [];
  const stack: AnyNode[] = [root as AnyNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    out.push(node);
    const content = (node as Partial<SkyElement>).content;
    // Pushed before the children so the fragment comes after the element's subtree.
    if (options.templateContent && content !== undefined) stack.push(content as AnyNode);
    const children = node.children;
    if (!Array.isArray(children)) continue;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i] as AnyNode;
      if (child.type === 'element') stack.push(child);
    }
  }
  return out;
}
