/**
 * The tree adapter interface: parse5's `TreeAdapter` as it is (parse5
 * 8.x `tree-adapters/interface.d.ts`), so parse5's `defaultTreeAdapter` and
 * `parse5-htmlparser2-tree-adapter` plug in unchanged. Declared here
 * structurally so that the package does not depend on parse5.
 */
import type { AdapterAttribute } from './foreign.ts';

export type { AdapterAttribute };

/** parse5's `Location`: one-based lines and columns, zero-based offsets, ends exclusive. */
export interface Location {
  startLine: number;
  startCol: number;
  startOffset: number;
  endLine: number;
  endCol: number;
  endOffset: number;
}
export interface LocationWithAttributes extends Location {
  attrs?: Record<string, Location> | undefined;
}
export interface ElementLocation extends LocationWithAttributes {
  startTag?: Location | undefined;
  endTag?: Location | undefined;
}

export type DocumentMode = 'no-quirks' | 'quirks' | 'limited-quirks';

/** The document type an adapter builds: what its `createDocument` returns (parse5's `TreeAdapterTypeMap['document']`). */
export type AdapterDocument<A> = A extends { createDocument(): infer D } ? D : unknown;
/** The fragment type an adapter builds: what its `createDocumentFragment` returns (parse5's `TreeAdapterTypeMap['documentFragment']`). */
export type AdapterFragment<A> = A extends { createDocumentFragment(): infer F } ? F : unknown;

export interface ElementCreationContext<N> {
  intendedParent: N;
  formElement: N | null;
  isInTemplate: boolean;
}

/**
 * parse5's TreeAdapter with its node types collapsed to `any` per role (the
 * builder never looks inside nodes; it only hands them back).
 */
// biome-ignore lint/suspicious/noExplicitAny: node types are the adapter's own
export interface TreeAdapter<N = any> {
  adoptAttributes(recipient: N, attrs: AdapterAttribute[]): void;
  appendChild(parentNode: N, newNode: N): void;
  createCommentNode(data: string): N;
  /**
   * Not in parse5 (8.1.1 has no processing instructions): the node for a
   * processing instruction `<?target data?>` (whatwg/html #12118), inserted
   * wherever the Standard inserts it (where a comment token would go). An
   * adapter without it gets a comment in its place whose data is what the
   * Standard's serializer writes between `<` and `>`: `?target data?` (so
   * parse5's `defaultTreeAdapter` and parse5-htmlparser2-tree-adapter get
   * comment nodes, as the Standard before #12118 gave for `<?target data?>`).
   */
  createProcessingInstruction?(target: string, data: string): N;
  /**
   * Not in parse5 either: a processing instruction node's parts, for the
   * copies the builder makes (an option's children cloned into
   * `<selectedcontent>`). Without them such a node is not copied.
   */
  isProcessingInstructionNode?(node: N): boolean;
  getProcessingInstructionTarget?(node: N): string;
  getProcessingInstructionData?(node: N): string;
  createTextNode?(value: string): N;
  createDocument(): N;
  createDocumentFragment(): N;
  createElement(tagName: string, namespaceURI: string, attrs: AdapterAttribute[]): N;
  detachNode(node: N): void;
  getAttrList(element: N): AdapterAttribute[];
  getChildNodes(node: N): N[];
  getCommentNodeContent?(commentNode: N): string;
  getDocumentMode(document: N): DocumentMode;
  getFirstChild(node: N): N | null | undefined;
  getNamespaceURI(element: N): string;
  getNodeSourceCodeLocation(node: N): ElementLocation | undefined | null;
  getParentNode(node: N): N | null | undefined;
  getTagName(element: N): string;
  getTextNodeContent(textNode: N): string;
  getTemplateContent(templateElement: N): N;
  insertBefore(parentNode: N, newNode: N, referenceNode: N): void;
  insertText(parentNode: N, text: string): void;
  insertTextBefore(parentNode: N, text: string, referenceNode: N): void;
  isCommentNode?(node: N): boolean;
  isDocumentTypeNode?(node: N): boolean;
  isElementNode?(node: N): boolean;
  isTextNode?(node: N): boolean;
  setDocumentMode(document: N, mode: DocumentMode): void;
  setDocumentType(document: N, name: string, publicId: string, systemId: string): void;
  setNodeSourceCodeLocation(node: N, location: ElementLocation | null): void;
  updateNodeSourceCodeLocation(node: N, location: Partial<ElementLocation>): void;
  setTemplateContent(templateElement: N, contentElement: N): void;
  onElementCreated?: (element: N, context: ElementCreationContext<N>) => void;
  onItemPush?: (item: N) => void;
  onItemPop?: (item: N, newTop: N) => void;
}

/**
 * Fast paths an adapter may offer the builder under this key (the hast
 * adapter of parseHtml does; parse5's adapters have none): the adoption
 * agency, fragments and selectedcontent move or drop all children of a node
 * in one call instead of parse5's detachNode / appendChild per child (so the
 * adapter need not know the parent of every node), and positions ask
 * whether a node has a location without building one.
 */
export const FAST_PATHS: unique symbol = Symbol('forgiving.fastPaths');

export interface FastPaths<N> {
  /**
   * `onItemPush`, with whether the builder may later ask for the element's
   * parent (`getParentNode`, `detachNode`): only for special elements (a
   * table for foster parenting, the adoption agency's furthest block, body
   * for a frameset), so the others need no parent entry (a `Map` set and
   * delete per element was about a tenth of what a parse allocates).
   * `parent`: where the element was just inserted, when the builder may ask
   * for it; undefined otherwise (and for an element pushed again: head).
   */
  pushed(node: N, parent: N | undefined): void;
  /**
   * `createElement` of an HTML element from the tokenizer's attribute arrays
   * (`count` of them, valid during the call): no attribute objects when the
   * adapter keeps no list for it. For an adapter without `onElementCreated`.
   * `known`: the name is one of the tokenizer's tag names (tag id not 0).
   * `open`: the element will be pushed, so `onItemPop` or `closed` will see
   * it leave the stack (not so for void elements). `positioned`: the builder
   * sets the element's location right after (`setSpan`).
   */
  createHtmlElement(
    tagName: string,
    known: boolean,
    names: readonly string[],
    values: readonly string[],
    count: number,
    open: boolean,
    positioned: boolean,
  ): N;
  /**
   * `onItemPop` for our builder: `parentKnown` when `pushed` was given the
   * element's parent (only then may the adapter hold one for it: a moved
   * node's parent is recorded again only if it had one).
   */
  popped(node: N, parentKnown: boolean): void;
  /** An element leaves the stack without `onItemPop` (stop parsing, an entry the adoption agency replaces). */
  closed(node: N): void;
  moveChildren(from: N, to: N): void;
  removeChildren(node: N): void;
  /** Whether `node` has a location (`getNodeSourceCodeLocation` without building one). */
  hasLocation(node: N): boolean;
  /**
   * `setNodeSourceCodeLocation` for a node just made, from its span's lines,
   * columns and offsets (for an element: its start tag's), without the
   * location objects (about a tenth of a parse with positions).
   */
  setSpan(
    node: N,
    startLine: number,
    startCol: number,
    startOffset: number,
    endLine: number,
    endCol: number,
    endOffset: number,
  ): void;
  /** `updateNodeSourceCodeLocation` with an end only; `endTag` when an end tag closes an element. */
  setEnd(node: N, line: number, col: number, offset: number, endTag: Location | null): void;
  /**
   * `setEnd` for an element closed by its end tag, given the tag's span:
   * the adapter makes the end tag's `Location` only if it keeps it (nearly
   * every element of a page is closed by one; the objects were about a
   * tenth of what a parse with positions allocated).
   */
  setEndTag(
    node: N,
    startLine: number,
    startCol: number,
    startOffset: number,
    endLine: number,
    endCol: number,
    endOffset: number,
  ): void;
}
