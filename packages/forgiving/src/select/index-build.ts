// The selector index's one pass over a tree (issue 30: a fresh index per
// select call is most of the call's cost, so everything the matchers read by
// id is filled in a single iterative depth-first walk: ids in preorder,
// parent and sibling links, positions among siblings, subtree ends and, for
// hast, each element's namespace). No recursion: a 10^6-deep tree is a long
// explicit stack. The typed arrays grow by doubling; the size of the last
// index of the same root is the first guess (only a guess: a changed tree
// just grows or leaves room unused, the answer never depends on it).
import {
  childNamespace,
  type HastNamespace,
  NAMESPACE_HTML,
  NAMESPACE_MATHML,
  NAMESPACE_SVG,
} from '@forgiving/html-tree';
import type { Element as HastElement } from 'hast';

/** Any node of either tree shape (only `type` is relied upon). */
export interface AnyNode {
  type: string;
  children?: unknown[];
  value?: unknown;
}

export type TreeLanguage = 'sky' | 'xml' | 'html';

export interface IndexOptions {
  language: TreeLanguage;
  /** Sky only: also index the contents of `template` elements (as separate fragments). */
  templateContent: boolean;
  /** hast only: a detached element given as the tree is in the SVG namespace. */
  svg?: boolean;
}

/**
 * Elements get kind ELEMENT; the document root and template fragments get
 * kind ROOT; any other node given as the tree (a text, a comment) kind OTHER:
 * only elements match.
 */
export const OTHER = 0;
export const ELEMENT = 1;
export const ROOT = 2;

/** What the walk builds: the nodes by id, their kinds, parents and (hast) namespaces. */
export interface BuiltIndex {
  nodes: AnyNode[];
  size: number;
  kind: Uint8Array;
  isDocument: Uint8Array;
  parent: Int32Array;
  /** hast only: namespaces by id (0 HTML, 1 SVG, 2 MathML). */
  namespaceOf: Uint8Array | null;
}

/** The sibling links, positions and subtree ends, derived from the parents alone (siblingLinks). */
export interface SiblingLinks {
  prev: Int32Array;
  next: Int32Array;
  firstChild: Int32Array;
  lastChild: Int32Array;
  nth: Int32Array;
  nthLast: Int32Array;
  end: Int32Array;
}

const EMPTY: readonly unknown[] = [];

/** Index sizes by root: the first capacity of the next index of the same root (a hint, see the header). */
const sizeHints = new WeakMap<object, number>();

function grow<T extends Uint8Array | Int32Array>(table: T, make: (n: number) => T): T {
  const out = make(table.length * 2);
  out.set(table);
  return out;
}

/** The walk's tables at twice their length (the walk keeps them in locals, so they come back to be reassigned). */
function grownTables(kind: Uint8Array, isDocument: Uint8Array, parent: Int32Array, namespaceOf: Uint8Array | null) {
  return {
    kind: grow(kind, (n) => new Uint8Array(n)),
    isDocument: grow(isDocument, (n) => new Uint8Array(n)),
    parent: grow(parent, (n) => new Int32Array(n)),
    namespaceOf: namespaceOf === null ? null : grow(namespaceOf, (n) => new Uint8Array(n)),
  };
}

/**
 * One preorder walk over the tree: each element gets the next id, its kind,
 * its parent and (hast) its namespace. A frame per open node (its children
 * and how far through them the walk is), in typed stacks; the tables are
 * locals of this one function (V8 keeps them in registers). A template
 * fragment (Sky, `templateContent`) is a separate tree, numbered after its
 * element's subtree, with no parent (not part of the subtree, like the DOM).
 */
export function buildIndex(root: AnyNode, options: IndexOptions): BuiltIndex {
  let capacity = Math.max(16, sizeHints.get(root) ?? 256);
  let kind: Uint8Array = new Uint8Array(capacity);
  let isDocument: Uint8Array = new Uint8Array(capacity);
  let parent: Int32Array = new Int32Array(capacity);
  let namespaceOf: Uint8Array | null = options.language === 'html' ? new Uint8Array(capacity) : null;
  // Written by index, not pushed (growing by push was a tenth of the walk); cut to size at the end.
  // At most 2^16 slots up front: V8 makes a much longer `new Array(n)` a slow dictionary; past them, writes append.
  const nodes: AnyNode[] = new Array(Math.min(capacity, 1 << 16));
  const top = options.svg === true ? NAMESPACE_SVG : NAMESPACE_HTML;
  const content = options.templateContent;
  // The open frames: children arrays, positions in them, owners' ids.
  const frameChildren: (readonly unknown[])[] = [];
  let frameAt = new Int32Array(64);
  let frameId = new Int32Array(64);
  let depth = 0;
  let next: AnyNode | undefined = root;
  let size = 0;
  // The frame being walked, in locals.
  let children: readonly unknown[] = EMPTY;
  let at = 0;
  let owner = -1;
  for (;;) {
    if (next !== undefined) {
      // A root of its own: the tree, or a template fragment.
      if (size === capacity) {
        ({ kind, isDocument, parent, namespaceOf } = grownTables(kind, isDocument, parent, namespaceOf));
        capacity = kind.length;
      }
      const id = size++;
      nodes[id] = next;
      const k = next.type === 'root' ? ROOT : next.type === 'element' ? ELEMENT : OTHER;
      kind[id] = k;
      isDocument[id] = k === ROOT && id === 0 ? 1 : 0;
      parent[id] = -1;
      if (namespaceOf !== null) namespaceOf[id] = k === ELEMENT ? childNamespace(undefined, top, tagName(next)) : 0;
      if (depth > 0) frameAt[depth - 1] = at;
      if (depth === frameAt.length) {
        frameAt = grow(frameAt, (n) => new Int32Array(n));
        frameId = grow(frameId, (n) => new Int32Array(n));
      }
      children = Array.isArray(next.children) ? next.children : EMPTY;
      at = 0;
      owner = id;
      frameChildren[depth] = children;
      frameId[depth++] = id;
      next = undefined;
      continue;
    }
    if (at >= children.length) {
      // The frame closes; its element's template fragment (if indexed) comes next.
      if (content && kind[owner] === ELEMENT) next = (nodes[owner] as { content?: AnyNode }).content;
      if (--depth === 0 && next === undefined) break;
      if (depth > 0) {
        children = frameChildren[depth - 1]!;
        at = frameAt[depth - 1]!;
        owner = frameId[depth - 1]!;
      }
      continue;
    }
    const child = children[at++] as AnyNode;
    if (child.type !== 'element') continue;
    if (size === capacity) {
      ({ kind, isDocument, parent, namespaceOf } = grownTables(kind, isDocument, parent, namespaceOf));
      capacity = kind.length;
    }
    const id = size++;
    nodes[id] = child;
    kind[id] = ELEMENT;
    isDocument[id] = 0;
    parent[id] = owner;
    if (namespaceOf !== null) namespaceOf[id] = elementNamespace(nodes, kind, namespaceOf, owner, child, top);
    // Descend: the element's frame is walked next.
    frameAt[depth - 1] = at;
    if (depth === frameAt.length) {
      frameAt = grow(frameAt, (n) => new Int32Array(n));
      frameId = grow(frameId, (n) => new Int32Array(n));
    }
    const grand = child.children;
    children = Array.isArray(grand) ? grand : EMPTY;
    at = 0;
    owner = id;
    frameChildren[depth] = children;
    frameId[depth++] = id;
  }
  sizeHints.set(root, size);
  nodes.length = size;
  return {
    nodes,
    size,
    kind: kind.subarray(0, size),
    isDocument: isDocument.subarray(0, size),
    parent: parent.subarray(0, size),
    namespaceOf: namespaceOf === null ? null : namespaceOf.subarray(0, size),
  };
}

/** A hast element's namespace from its parent's (HTML §13.2.6 via html-tree's childNamespace; HTML content inline). */
function elementNamespace(
  nodes: readonly AnyNode[],
  kind: Uint8Array,
  namespaceOf: Uint8Array,
  owner: number,
  child: AnyNode,
  top: HastNamespace,
): HastNamespace {
  const name = tagName(child);
  if (kind[owner] !== ELEMENT) return childNamespace(undefined, top, name);
  const outer = namespaceOf[owner] as HastNamespace;
  if (outer === NAMESPACE_HTML)
    return name === 'svg' ? NAMESPACE_SVG : name === 'math' ? NAMESPACE_MATHML : NAMESPACE_HTML;
  return childNamespace(nodes[owner] as unknown as HastElement, outer, name);
}

/**
 * Sibling links, positions among siblings and subtree ends, from the parents
 * alone (ids are preorder: a parent's id is smaller than its children's, and
 * siblings come in order), in sequential passes over typed arrays: built
 * only when a matcher reads one of them (many selectors read none).
 */
export function siblingLinks(size: number, kind: Uint8Array, parent: Int32Array): SiblingLinks {
  const ints = new Int32Array(7 * size);
  ints.fill(-1, 0, 4 * size);
  const prev = ints.subarray(0, size);
  const next = ints.subarray(size, 2 * size);
  const firstChild = ints.subarray(2 * size, 3 * size);
  const lastChild = ints.subarray(3 * size, 4 * size);
  const nth = ints.subarray(4 * size, 5 * size);
  const nthLast = ints.subarray(5 * size, 6 * size);
  const end = ints.subarray(6 * size, 7 * size);
  for (let id = 0; id < size; id++) {
    const p = parent[id]!;
    if (p < 0 || kind[id] !== ELEMENT) continue;
    const last = lastChild[p]!;
    if (last < 0) {
      firstChild[p] = id;
      nth[id] = 1;
    } else {
      next[last] = id;
      prev[id] = last;
      nth[id] = nth[last]! + 1;
    }
    lastChild[p] = id;
  }
  for (let id = size - 1; id >= 0; id--) {
    if (end[id]! < id) end[id] = id;
    const after = next[id]!;
    nthLast[id] = after < 0 ? 1 : nthLast[after]! + 1;
    // Parents come before children: by the time a parent is reached its end is final.
    const p = parent[id]!;
    if (p >= 0 && end[p]! < end[id]!) end[p] = end[id]!;
  }
  return { prev, next, firstChild, lastChild, nth, nthLast, end };
}

function tagName(node: AnyNode): string {
  const name = (node as { tagName?: unknown }).tagName;
  return typeof name === 'string' ? name : '';
}
