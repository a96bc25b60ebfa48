// The differences between Sky trees (@forgiving/sky-tree) and xast trees
// (@forgiving/xml-er) that selector matching cares about, and the index built
// once per select call: integer ids in document order, parent and sibling
// links in typed arrays (no parent pointers on the nodes, no recursion: a
// 10^6-deep tree must work).
import type { SkyElement, SkyRoot } from '@forgiving/sky-tree';
import type { ExpandedName, Element as XmlElement, Root as XmlRoot } from '@forgiving/xml-er';
import { resolveNamespaces } from '@forgiving/xml-er';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import type { HastNamespace } from '@forgiving/html-tree';
import {
  type AnyNode,
  buildIndex,
  ELEMENT,
  type IndexOptions,
  type SiblingLinks,
  siblingLinks,
  type TreeLanguage,
} from './index-build.ts';
import { LazyHtmlElement } from '../html/select-view.ts';
import { hastAttributeValue } from './hast-attributes.ts';
import { attributeNamespace, namespaceUri } from './html-rules.ts';

export { type AnyNode, ELEMENT, type IndexOptions, OTHER, ROOT, type TreeLanguage } from './index-build.ts';

export type AnyRoot = SkyRoot | XmlRoot | HastRoot;
/** What the matchers read: hast elements are seen through their view (html/select-view.ts). */
export type AnyElement = SkyElement | XmlElement;
/** What select() returns. */
export type ResultElement = SkyElement | XmlElement | HastElement;

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
  /** hast only: each element's namespace (0 HTML, 1 SVG, 2 MathML); null for Sky and xast. */
  readonly namespaceOf: Uint8Array | null;
  /** The tree's own node (a hast element for hast: matchers read `tagName` and `properties` there). */
  node(id: number): unknown;
  /** An attribute's value by its exact name, undefined when absent (hast: read from `properties`, hast-attributes.ts). */
  attributeValue(id: number, name: string): string | undefined;
  /** An element's name (hast's `tagName`). */
  nameOf(id: number): string;
  /** The element through a view with `name`, `attributes` (a record) and `children`. */
  element(id: number): AnyElement;
  types(): { nth: Int32Array; nthLast: Int32Array };
  expandedName(id: number): ExpandedName;
  attributeName(id: number, qualifiedName: string): ExpandedName;
}

/**
 * The tree, flattened. Ids are preorder positions, so a parent's id is always
 * smaller than its children's and a subtree is the id range (id, end[id]].
 * Built in one iterative pass over the tree (index-build.ts).
 */
export class TreeIndex implements IndexView {
  readonly nodes: AnyNode[];
  readonly size: number;
  readonly kind: Uint8Array;
  /** Parent id (-1 for roots). */
  readonly parent: Int32Array;
  /** True for a document root (not a template fragment): its element children match `:root`. */
  readonly isDocument: Uint8Array;
  /** hast only: each element's namespace (0 HTML, 1 SVG, 2 MathML; hast records none). */
  readonly namespaceOf: Uint8Array | null;
  /** Sibling links, positions and subtree ends: derived from `parent` on first use (index-build.ts). */
  private links: SiblingLinks | null = null;
  private typeIndex: { nth: Int32Array; nthLast: Int32Array } | null = null;
  private resolver: ReturnType<typeof resolveNamespaces> | null = null;
  private byNode: Map<unknown, number> | null = null;
  /** hast only: the elements' lazy views (made on first use, for the rare whole-record reads). */
  private views: (LazyHtmlElement | undefined)[] | null = null;

  constructor(
    readonly root: AnyRoot,
    readonly options: IndexOptions,
  ) {
    // hast is indexed as it is (its template `content` is a root, as in Sky).
    const built = buildIndex(root as AnyNode, options);
    this.nodes = built.nodes;
    this.size = built.size;
    this.kind = built.kind;
    this.isDocument = built.isDocument;
    this.parent = built.parent;
    this.namespaceOf = built.namespaceOf;
  }

  private get linked(): SiblingLinks {
    return (this.links ??= siblingLinks(this.size, this.kind, this.parent));
  }
  /** Previous / next element sibling (-1 when none). */
  get prev(): Int32Array {
    return this.linked.prev;
  }
  get next(): Int32Array {
    return this.linked.next;
  }
  get firstChild(): Int32Array {
    return this.linked.firstChild;
  }
  get lastChild(): Int32Array {
    return this.linked.lastChild;
  }
  /** 1-based position among element siblings, from the start and from the end. */
  get nth(): Int32Array {
    return this.linked.nth;
  }
  get nthLast(): Int32Array {
    return this.linked.nthLast;
  }
  /** Last id of the subtree (inclusive). */
  get end(): Int32Array {
    return this.linked.end;
  }

  node(id: number): unknown {
    return this.nodes[id];
  }

  nameOf(id: number): string {
    const node = this.nodes[id] as { name?: string; tagName?: string };
    return (this.namespaceOf === null ? node.name : node.tagName) ?? '';
  }

  attributeValue(id: number, name: string): string | undefined {
    if (this.namespaceOf !== null)
      return hastAttributeValue(this.nodes[id] as unknown as HastElement, this.namespaceOf[id] as HastNamespace, name);
    const attributes = (this.nodes[id] as { attributes?: Record<string, unknown> }).attributes;
    const value = attributes !== undefined && Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  }

  get language(): TreeLanguage {
    return this.options.language;
  }

  element(id: number): AnyElement {
    if (this.namespaceOf === null || this.kind[id] !== ELEMENT) return this.nodes[id] as AnyElement;
    const views = (this.views ??= new Array(this.size));
    let view = views[id];
    if (view === undefined)
      views[id] = view = new LazyHtmlElement(
        this.nodes[id] as unknown as HastElement,
        this.namespaceOf![id] as HastNamespace,
      );
    return view as unknown as AnyElement;
  }

  /** The element select() returns for an id: the tree's own node (in hast the element itself, never its view). */
  result(id: number): ResultElement {
    return this.nodes[id] as AnyElement;
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
        const key = this.nameOf(c);
        const k = (counts.get(key) ?? 0) + 1;
        counts.set(key, k);
        nth[c] = k;
      }
      counts.clear();
      for (let c = this.lastChild[p]!; c >= 0; c = this.prev[c]!) {
        const key = this.nameOf(c);
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
