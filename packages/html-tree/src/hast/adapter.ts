/**
 * `createHastAdapter`: a parse5 `TreeAdapter` that builds hast directly
 * (decision H5). The tree stays plain, JSON-safe hast: everything the
 * tree-construction algorithm needs besides (parent links, the attribute
 * lists, namespaces, source tag names, doctype fields, the document mode,
 * end and template start tags) lives in `Map`s owned by the adapter, dropped
 * with it: the adapter lives for one parse, so weak references would buy
 * nothing. Positions go on the nodes as locations arrive. Only what
 * differs from the common case is stored (an element is in the HTML
 * namespace, has no attributes and the tag name hast shows).
 */
import type { Comment, Doctype, Element, ElementContent, Nodes, Parents, Root, RootContent, Text } from 'hast';
import {
  type Attribute,
  type DocumentMode,
  type ElementLocation,
  type Location,
  NS_HTML,
  NS_SVG,
} from './parse5-types.js';
import { addAttribute, createHastElement, createHastElementFrom } from './properties.js';
import { FAST_PATHS, type FastPaths } from '../adapter.js';
import { ops } from '../op-count.js';
import { compact, compactChildren } from './compact.js';
import { finishPositions, LooseEnd, looseEnd, point, toPosition } from './positions.js';
import { HastPosition, HastText, PositionedHastText } from './nodes.js';
import type { Instruction } from './instruction.js';
import { share, shortStrings } from './short-strings.js';

/** A doctype's fields: hast's `doctype` node holds none of them. */
export interface DoctypeFields {
  name: string;
  publicId: string;
  systemId: string;
}

export interface HastAdapterOptions {
  /**
   * Give every node a unist `position` (from the locations the parser
   * reports with parse5's `sourceCodeLocationInfo`), computed by
   * {@link HastTreeAdapter.finish}. Without it no node has a `position` key.
   */
  positions?: boolean | undefined;
}

/** The adapter's node types, in the shape of parse5's `TreeAdapterTypeMap`. */
export interface HastTreeAdapterMap {
  node: Nodes;
  parentNode: Parents;
  childNode: RootContent;
  document: Root;
  documentFragment: Root;
  element: Element;
  commentNode: Comment;
  textNode: Text;
  template: Element;
  documentType: Doctype;
}

/** parse5's `TreeAdapter<HastTreeAdapterMap>`, plus `finish` and `doctype`. */
export interface HastTreeAdapter {
  adoptAttributes(recipient: Element, attrs: Attribute[]): void;
  appendChild(parentNode: Parents, newNode: RootContent): void;
  createCommentNode(data: string): Comment;
  createProcessingInstruction(target: string, data: string): Instruction;
  isProcessingInstructionNode(node: Nodes): node is Instruction;
  getProcessingInstructionTarget(node: Instruction): string;
  getProcessingInstructionData(node: Instruction): string;
  createTextNode(value: string): Text;
  createDocument(): Root;
  createDocumentFragment(): Root;
  createElement(tagName: string, namespaceURI: string, attrs: Attribute[]): Element;
  detachNode(node: RootContent): void;
  getAttrList(element: Element): Attribute[];
  getChildNodes(node: Parents): RootContent[];
  getCommentNodeContent(commentNode: Comment): string;
  getDocumentMode(document: Root): DocumentMode;
  getDocumentTypeNodeName(doctypeNode: Doctype): string;
  getDocumentTypeNodePublicId(doctypeNode: Doctype): string;
  getDocumentTypeNodeSystemId(doctypeNode: Doctype): string;
  getFirstChild(node: Parents): RootContent | null;
  getNamespaceURI(element: Element): string;
  getNodeSourceCodeLocation(node: Nodes): ElementLocation | undefined | null;
  getParentNode(node: Nodes): Parents | null;
  getTagName(element: Element): string;
  getTextNodeContent(textNode: Text): string;
  getTemplateContent(templateElement: Element): Root;
  insertBefore(parentNode: Parents, newNode: RootContent, referenceNode: RootContent): void;
  insertText(parentNode: Parents, text: string): void;
  insertTextBefore(parentNode: Parents, text: string, referenceNode: RootContent): void;
  isCommentNode(node: Nodes): node is Comment;
  isDocumentTypeNode(node: Nodes): node is Doctype;
  isElementNode(node: Nodes): node is Element;
  isTextNode(node: Nodes): node is Text;
  setDocumentMode(document: Root, mode: DocumentMode): void;
  setDocumentType(document: Root, name: string, publicId: string, systemId: string): void;
  setNodeSourceCodeLocation(node: Nodes, location: ElementLocation | null): void;
  updateNodeSourceCodeLocation(node: Nodes, location: Partial<ElementLocation>): void;
  setTemplateContent(templateElement: Element, contentElement: Root): void;
  /**
   * Ends a parse; call it once, when the parse ends, with the parsed text.
   * With `positions` it sets every node's `position` from the recorded
   * locations exactly as `hast-util-from-parse5` computes them (the root
   * spans all of `source`). Always it compacts the tree (exact-size child
   * arrays, flat text strings: about half the retained memory).
   */
  finish<T extends Root>(tree: T, source: string): T;
  /** The name and ids of a doctype node this adapter made (hast keeps none of them). */
  doctype(node: Doctype): DoctypeFields | undefined;
  /** The namespace URI of an element this adapter made. */
  namespaceOf(element: Element): string | undefined;
}

/** Elements whose attribute list our builder reads (adoptAttributes; selectedcontent: `selected`, `multiple`). */
function keepsAttributes(tagName: string): boolean {
  return tagName === 'html' || tagName === 'body' || tagName === 'option' || tagName === 'select';
}

/** Index of `child` in `children`, the last one first (parse5 mostly works at the end). */
function indexOf(children: RootContent[], child: RootContent): number {
  if (children[children.length - 1] === child) return children.length - 1;
  const i = children.indexOf(child);
  // The native search passed i + 1 children (all of them when absent).
  ops.n += i < 0 ? children.length : i + 1;
  return i;
}

/**
 * Our builder does not copy a one-child array at pop (appendChild makes it
 * exact): one left by a removal or a move may hold spare slots, so it is
 * copied here (rare: the adoption agency, foster parenting, fragments).
 */
function exactOne(children: RootContent[]): RootContent[] {
  if (children.length > 1) return children;
  return children.length === 1 ? [children[0]!] : [];
}

/**
 * The child array of open elements without children (our builder only,
 * createHtmlElement): never written to (appendChild replaces an empty
 * array, moveChildren and detachNode make new ones), and replaced by an
 * array of the element's own when it leaves the stack (`own`), so no tree
 * holds it (a test checks that trees share no object).
 */
const NO_CHILDREN: ElementContent[] = [];

/** The element gets a child array of its own if it still has the shared empty one. */
function own(element: Element): void {
  if (element.children === NO_CHILDREN) element.children = [];
}

/** The end tag `setEndTag` passes on when the adapter does not keep it (never stored, never read). */
const CLOSED_BY_END_TAG: Location = { startLine: 0, startCol: 0, startOffset: 0, endLine: 0, endCol: 0, endOffset: 0 };

/** Constructors, not literals: nodes.ts says why (V8's pretenuring). */
function createTextNode(value: string): Text {
  return new HastText(value);
}

/**
 * A text node with its `position` key in place (parseHtml with positions,
 * which gives every text node one, set right after: textLocation): a key
 * added to an object literal later costs a separate property array, 32
 * bytes more per node for the tree's whole life. The key order is the one
 * hast-util-from-parse5 gives (position last).
 */
function createPositionedTextNode(value: string): Text {
  return new PositionedHastText(value);
}

/** One method per adapter call (parse5 calls them on the adapter object). */
class HastAdapter implements HastTreeAdapter {
  private readonly positions: boolean;
  /** Our builder with positions: new text nodes get their `position` key at once (createPositionedTextNode). */
  private readonly positionedText: boolean;
  /**
   * Whether the parser is our own tree builder (parseHtml), which tells the
   * adapter what it pushes and pops (`onItemPush` / `onItemPop`) and moves
   * children through `moveChildren` / `removeChildren`. Then the adapter
   * keeps only what that builder can ask for: the parents of open elements,
   * the attribute lists of html, body and options (and of what is made while
   * an option is open, for `<selectedcontent>`), and a child array gets its
   * exact size when its element is popped. For another parser (parse5 given
   * this adapter) it keeps every parent and attribute list and compacts the
   * tree in `finish` with one walk.
   */
  private readonly internal: boolean;
  /**
   * Parent links: of every node (another parser), or of the open elements
   * only (our builder: only they are detached or asked for their parent).
   * A `Map` entry per node was about a tenth of a parse, and a slot on the
   * node had to be deleted by a walk at the end.
   */
  private readonly parents = new Map<Nodes, Parents>();
  /** An open element just detached: its next insertion is a move. */
  private moving: RootContent | null = null;
  /** Open HTML `option` elements (our builder): while one is open every attribute list is kept. */
  private openOptions = 0;
  /** Short text values met before (short-strings.ts; our builder). */
  private readonly texts: string[] = shortStrings();
  /**
   * The text node that merges are going to (`merge`), and what it held and
   * received since: when merges go elsewhere (or the parse ends) its value
   * becomes one flat string (`endRun`). `+=` makes a V8 cons string per
   * merge, a 32-byte node of a chain, kept with each piece by the tree:
   * node-api-all.html's code samples split text at every `&#39;` and
   * left 3.9k chains of 17k cons strings (docs/benchmarks.md, html-tree: "the
   * size of each retained object, and shared short values"). Reading
   * a character of a cons string flattens it, but keeps the cons as a
   * wrapper, and an unused read is dropped by the optimizing compiler.
   */
  private run: Text | null = null;
  private readonly pieces: string[] = [];
  /** Elements not in the HTML namespace (our builder: only those made while an option is open). */
  private readonly namespaces = new Map<Element, string>();
  /** Elements whose hast `tagName` is not the parser's name (case, `.`/`#`). */
  private readonly names = new Map<Element, string>();
  /** Attribute lists, when not empty, in parse5's shape (`getAttrList`, Noah's Ark clause). */
  private readonly attributeLists = new Map<Element, Attribute[]>();
  /** Names in an attribute list, built on the first `adoptAttributes` (keeps repeated merges linear). */
  private readonly attributeNames = new Map<Element, Set<string>>();
  private readonly modes = new Map<Root, DocumentMode>();
  private readonly doctypes = new Map<Doctype, DoctypeFields>();
  /** Elements closed by an end tag: its location (a template's contents end where it starts). */
  private readonly endTags = new Map<Element, Location>();
  /** Templates: their start tag (the contents begin where it ends). */
  private readonly startTags = new Map<Element, Location>();

  /** The bulk moves our builder uses (only then may the adapter forget closed nodes' parents). */
  readonly [FAST_PATHS]: FastPaths<Parents> | undefined;

  constructor(positions: boolean, internal: boolean) {
    this.positions = positions;
    this.internal = internal;
    this.positionedText = positions && internal;
    this[FAST_PATHS] = internal ? this : undefined;
  }

  createDocument(): Root {
    return { type: 'root', children: [], data: { quirksMode: false } };
  }

  createDocumentFragment(): Root {
    return { type: 'root', children: [], data: { quirksMode: false } };
  }

  createElement(tagName: string, namespaceURI: string, attrs: Attribute[]): Element {
    const element = createHastElement(tagName, namespaceURI === NS_SVG, attrs);
    // Our builder asks for namespaces only of what an open option holds
    // (selectedcontent clones): a `Map` set per SVG element was a tenth of a
    // parse of an SVG-heavy page (a foreign `option` outside one is counted
    // as HTML's at push and at pop alike: only more lists are kept).
    if (namespaceURI !== NS_HTML && (!this.internal || this.openOptions > 0))
      this.namespaces.set(element, namespaceURI);
    if (element.tagName !== tagName) this.names.set(element, tagName);
    // Our builder asks for the attribute lists of html and body (adoptAttributes)
    // and of options and what they hold (selectedcontent clones) only.
    if (attrs.length > 0 && (!this.internal || this.openOptions > 0 || keepsAttributes(tagName))) {
      this.attributeLists.set(element, attrs);
    }
    return element;
  }

  /**
   * Our builder (FastPaths.createHtmlElement): createElement in the HTML
   * namespace from attribute arrays. An element that will be open starts
   * with the shared NO_CHILDREN (its first child replaces it, appendChild)
   * and gets an array of its own when it leaves the stack (`own`): an
   * element with children needs no empty array that its first child throws
   * away (32 bytes for each of most elements). `positioned`: the element
   * gets a position next (setSpan), so its key is made in place.
   */
  createHtmlElement(
    tagName: string,
    known: boolean,
    names: readonly string[],
    values: readonly string[],
    count: number,
    open: boolean,
    positioned: boolean,
  ): Element {
    const children = open ? NO_CHILDREN : [];
    const element = createHastElementFrom(tagName, known, names, values, count, children, positioned);
    if (element.tagName !== tagName) this.names.set(element, tagName);
    if (count > 0 && (this.openOptions > 0 || keepsAttributes(tagName))) {
      const list: Attribute[] = new Array(count);
      for (let k = 0; k < count; k++) list[k] = { name: names[k]!, value: values[k]! };
      this.attributeLists.set(element, list);
    }
    return element;
  }

  createCommentNode(data: string): Comment {
    return { type: 'comment', value: data };
  }

  /** A processing instruction as xast's `instruction` (instruction.ts). */
  createProcessingInstruction(target: string, data: string): Instruction {
    return { type: 'instruction', name: target, value: data };
  }

  isProcessingInstructionNode(node: Nodes): node is Instruction {
    return node.type === 'instruction';
  }

  getProcessingInstructionTarget(node: Instruction): string {
    return node.name;
  }

  getProcessingInstructionData(node: Instruction): string {
    return node.value;
  }

  createTextNode(value: string): Text {
    return createTextNode(value);
  }

  appendChild(parent: Parents, node: RootContent): void {
    const children = parent.children as RootContent[];
    // Our builder: a first child gets a one-slot array (V8 gives an empty
    // array 17 slots on its first push). Most elements have one child, and
    // their array then needs no copy when they are popped (onItemPop).
    if (this.internal && children.length === 0) parent.children = [node] as typeof parent.children;
    else children.push(node);
    this.setParent(node, parent);
  }

  insertBefore(parent: Parents, node: RootContent, reference: RootContent): void {
    const children = parent.children as RootContent[];
    const i = indexOf(children, reference);
    // The splice moves the children from i on.
    ops.n += children.length - i;
    children.splice(i, 0, node);
    this.setParent(node, parent);
  }

  private setParent(node: RootContent, parent: Parents): void {
    if (!this.internal) {
      this.parents.set(node, parent);
      return;
    }
    // No "last inserted" fields here: the builder passes an element's parent
    // to `pushed` itself. Storing every new (young) node into this adapter
    // (old once a scavenge has promoted it) took the write barrier's slow
    // path twice per node.
    if (node === this.moving) {
      this.parents.set(node, parent);
      this.moving = null;
    }
  }

  /** parse5's hook: our builder calls `pushed` instead. */
  onItemPush(_element: Element): void {}

  /**
   * Our builder pushed `element` (just inserted, or pushed again: head);
   * `parent`: where it was inserted, when the builder may ask for it (FastPaths.pushed).
   */
  pushed(element: Element, parent: Parents | undefined): void {
    if (parent !== undefined) this.parents.set(element, parent);
    if (element.tagName === 'option' && !this.namespaces.has(element)) this.openOptions++;
  }

  /** Our builder: `element` left the stack without onItemPop (FastPaths.closed). */
  closed(element: Element): void {
    own(element);
    compactChildren(element);
  }

  /**
   * Our builder popped `element`: its child array gets its exact size now,
   * while it is in cache (V8 gives an array 17 slots on its first push).
   */
  onItemPop(element: Element): void {
    if (this.internal) this.popped(element, true);
  }

  /**
   * Our builder popped `element` (FastPaths.popped): as `onItemPop`, with
   * the parent entry deleted only when the builder gave one at its push.
   */
  popped(element: Element, parentKnown: boolean): void {
    own(element);
    if (parentKnown) this.parents.delete(element);
    if (element.tagName === 'option' && !this.namespaces.has(element)) this.openOptions--;
    // One child: the array is exact already (appendChild, exactOne).
    if (element.children.length > 1 || element.content !== undefined) compactChildren(element);
  }

  /** Our builder: every child of `from` moves to the end of `to` (the adoption agency, fragments). */
  moveChildren(from: Parents, to: Parents): void {
    const moved = from.children as RootContent[];
    if (moved.length === 0) return;
    const target = to.children as RootContent[];
    if (target.length === 0) to.children = exactOne(moved) as typeof to.children;
    else for (let i = 0; i < moved.length; i++) target.push(moved[i]!);
    from.children = [];
    ops.n += moved.length;
    for (let i = 0; i < moved.length; i++) {
      const child = moved[i]!;
      if (child.type === 'element' && this.parents.has(child)) this.parents.set(child, to);
    }
  }

  /** Our builder: `node` loses every child (a selectedcontent before a new clone). */
  removeChildren(node: Parents): void {
    const removed = node.children as RootContent[];
    node.children = [];
    ops.n += removed.length;
    for (let i = 0; i < removed.length; i++) {
      const child = removed[i]!;
      if (child.type === 'element') this.parents.delete(child);
    }
  }

  setTemplateContent(templateElement: Element, contentElement: Root): void {
    templateElement.content = contentElement;
  }

  getTemplateContent(templateElement: Element): Root {
    return templateElement.content!;
  }

  setDocumentType(document: Root, name: string, publicId: string, systemId: string): void {
    const fields: DoctypeFields = { name, publicId, systemId };
    const children = document.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.type === 'doctype') {
        this.doctypes.set(child, fields);
        return;
      }
    }
    const node: Doctype = { type: 'doctype' };
    this.doctypes.set(node, fields);
    this.appendChild(document, node);
  }

  setDocumentMode(document: Root, mode: DocumentMode): void {
    this.modes.set(document, mode);
    // hast-util-from-parse5: limited quirks counts as quirks.
    (document.data ??= {}).quirksMode = mode === 'quirks' || mode === 'limited-quirks';
  }

  getDocumentMode(document: Root): DocumentMode {
    return this.modes.get(document) ?? 'no-quirks';
  }

  detachNode(node: RootContent): void {
    const parent = this.parents.get(node);
    if (parent === undefined) return;
    const children = parent.children as RootContent[];
    const index = indexOf(children, node);
    if (index < 0) return;
    if (index === children.length - 1) children.pop();
    else {
      ops.n += children.length - index;
      children.splice(index, 1);
    }
    if (this.internal) parent.children = exactOne(children) as typeof parent.children;
    if (this.internal) this.moving = node;
    else this.parents.delete(node);
  }

  insertText(parent: Parents, text: string): void {
    const children = parent.children as RootContent[];
    const n = children.length;
    // Adjacent text merges, as parse5's default adapter does (one text node per run).
    // Tested for n > 0 first: `children[-1]` (a first child) is no array index,
    // and V8 looks it up as a named property, off its fast path (3x the cost
    // of the load; this line was 3 % of a parse of node-api-all.html).
    const last = n > 0 ? children[n - 1]! : undefined;
    if (last !== undefined && last.type === 'text') this.merge(last, text);
    else this.appendChild(parent, this.newText(text));
  }

  insertTextBefore(parent: Parents, text: string, reference: RootContent): void {
    const children = parent.children as RootContent[];
    const previous = children[indexOf(children, reference) - 1];
    if (previous !== undefined && previous.type === 'text') this.merge(previous, text);
    else this.insertBefore(parent, this.newText(text), reference);
  }

  private newText(text: string): Text {
    if (!this.internal) return createTextNode(text);
    const value = share(this.texts, text);
    return this.positionedText ? createPositionedTextNode(value) : createTextNode(value);
  }

  private merge(node: Text, text: string): void {
    if (node !== this.run) {
      this.endRun();
      this.run = node;
      this.pieces.push(node.value);
    }
    this.pieces.push(text);
    node.value += text;
  }

  /**
   * The run's text node gets its value as one flat string (`join` makes a
   * sequential string), when the run added at least as many characters as
   * the node held before it: a node merged in many separate runs (text
   * alternating between two places) is copied O(length) times in all, not
   * once per run (decision H8); the rest keep their (equal) cons string.
   */
  private endRun(): void {
    const node = this.run;
    if (node === null) return;
    const pieces = this.pieces;
    if (2 * pieces[0]!.length <= node.value.length) node.value = pieces.join('');
    ops.n += pieces.length;
    pieces.length = 0;
    this.run = null;
  }

  adoptAttributes(recipient: Element, attrs: Attribute[]): void {
    const list = this.getAttrList(recipient);
    if (attrs.length === 0 || attrs === list) return;
    let known = this.attributeNames.get(recipient);
    if (known === undefined) {
      known = new Set();
      for (let i = 0; i < list.length; i++) known.add(list[i]!.name);
      this.attributeNames.set(recipient, known);
    }
    const isSvg = this.namespaces.get(recipient) === NS_SVG;
    for (let i = 0; i < attrs.length; i++) {
      const attribute = attrs[i]!;
      if (known.has(attribute.name)) continue;
      known.add(attribute.name);
      list.push(attribute);
      addAttribute(recipient.properties, isSvg, attribute);
    }
  }

  getFirstChild(node: Parents): RootContent | null {
    return (node.children[0] as RootContent | undefined) ?? null;
  }

  getChildNodes(node: Parents): RootContent[] {
    return node.children as RootContent[];
  }

  getParentNode(node: Nodes): Parents | null {
    return this.parents.get(node) ?? null;
  }

  getAttrList(element: Element): Attribute[] {
    let list = this.attributeLists.get(element);
    if (list === undefined) {
      list = [];
      this.attributeLists.set(element, list);
    }
    return list;
  }

  getTagName(element: Element): string {
    return this.names.get(element) ?? element.tagName;
  }

  getNamespaceURI(element: Element): string {
    return this.namespaces.get(element) ?? NS_HTML;
  }

  getTextNodeContent(textNode: Text): string {
    return textNode.value;
  }

  getCommentNodeContent(commentNode: Comment): string {
    return commentNode.value;
  }

  getDocumentTypeNodeName(node: Doctype): string {
    return this.doctypes.get(node)?.name ?? '';
  }

  getDocumentTypeNodePublicId(node: Doctype): string {
    return this.doctypes.get(node)?.publicId ?? '';
  }

  getDocumentTypeNodeSystemId(node: Doctype): string {
    return this.doctypes.get(node)?.systemId ?? '';
  }

  isTextNode(node: Nodes): node is Text {
    return node.type === 'text';
  }

  isCommentNode(node: Nodes): node is Comment {
    return node.type === 'comment';
  }

  isDocumentTypeNode(node: Nodes): node is Doctype {
    return node.type === 'doctype';
  }

  isElementNode(node: Nodes): node is Element {
    return node.type === 'element';
  }

  // Positions are set as locations arrive (positions.ts): the node's
  // `position` holds the start and end, the maps the tags finish needs.
  setNodeSourceCodeLocation(node: Nodes, location: ElementLocation | null): void {
    if (!this.positions || !location) return;
    const element = node.type === 'element';
    // Our builder: an element's end is loose until an end tag closes it (positions.ts, LooseEnd).
    const position = toPosition(location, element && this.internal && !location.endTag);
    if (position) node.position = position;
    if (!element) return;
    if (location.endTag && this.keepsEndTag(node)) this.endTags.set(node, location.endTag);
    if (node.content !== undefined && location.startTag) this.startTags.set(node, location.startTag);
  }

  /**
   * Whether an element's end tag is kept in `endTags`: every one for another
   * parser; for our builder those of templates (their contents' span) and of
   * `html` and `body` (the builder asks for them), the others being known
   * by their ends (positions.ts, LooseEnd).
   */
  private keepsEndTag(element: Element): boolean {
    return !this.internal || element.content !== undefined || element.tagName === 'html' || element.tagName === 'body';
  }

  setSpan(
    node: Nodes,
    startLine: number,
    startCol: number,
    startOffset: number,
    endLine: number,
    endCol: number,
    endOffset: number,
  ): void {
    if (!this.positions) return;
    const start = point(startLine, startCol, startOffset);
    // An element's end is loose until an end tag closes it (positions.ts, LooseEnd).
    const end = (node.type === 'element' ? looseEnd : point)(endLine, endCol, endOffset);
    if (start || end) node.position = new HastPosition(start, end);
    if (node.type === 'element' && node.content !== undefined) {
      const tag: Location = { startLine, startCol, startOffset, endLine, endCol, endOffset };
      this.startTags.set(node, tag);
    }
  }

  setEnd(node: Nodes, line: number, col: number, offset: number, endTag: Location | null): void {
    // The builder asks only for nodes that have a position (hasLocation).
    const position = node.position;
    if (!this.positions || position === undefined) return;
    // As updateNodeSourceCodeLocation: once an end tag closed an element, its end stays plain.
    const end = position.end;
    const loose = node.type === 'element' && endTag === null && (end === undefined || end instanceof LooseEnd);
    if (loose && end instanceof LooseEnd && line && col) {
      // A loose end is the element's own until finish replaces it: moved in place, not made anew.
      end.line = line;
      end.column = col;
      end.offset = offset;
    } else position.end = (loose ? looseEnd : point)(line, col, offset)!;
    if (endTag !== null && node.type === 'element' && this.keepsEndTag(node)) this.endTags.set(node, endTag);
  }

  setEndTag(
    node: Nodes,
    startLine: number,
    startCol: number,
    startOffset: number,
    endLine: number,
    endCol: number,
    endOffset: number,
  ): void {
    // The tag's Location only when kept (keepsEndTag); else any non-null one says "closed by its end tag".
    const endTag =
      node.type === 'element' && this.keepsEndTag(node)
        ? { startLine, startCol, startOffset, endLine, endCol, endOffset }
        : CLOSED_BY_END_TAG;
    this.setEnd(node, endLine, endCol, endOffset, endTag);
  }

  hasLocation(node: Nodes): boolean {
    return node.position !== undefined;
  }

  /** A location rebuilt from the node's position (parse5 reads its presence and `endTag`). */
  getNodeSourceCodeLocation(node: Nodes): ElementLocation | undefined {
    const position = node.position;
    if (position === undefined) return undefined;
    const { start, end } = position;
    const location: ElementLocation = {
      startLine: start?.line ?? 0,
      startCol: start?.column ?? 0,
      startOffset: start?.offset ?? 0,
      endLine: end?.line ?? 0,
      endCol: end?.column ?? 0,
      endOffset: end?.offset ?? 0,
    };
    if (node.type === 'element') {
      const endTag = this.endTags.get(node);
      if (endTag) location.endTag = endTag;
    }
    return location;
  }

  updateNodeSourceCodeLocation(node: Nodes, location: Partial<ElementLocation>): void {
    if (!this.positions) return;
    const position =
      node.position ?? ({ start: undefined, end: undefined } as unknown as NonNullable<Nodes['position']>);
    if (location.startLine !== undefined) {
      position.start = point(location.startLine, location.startCol ?? 0, location.startOffset ?? 0)!;
    }
    if (location.endLine !== undefined) {
      // Our builder: an element's end stays loose until an end tag closes it;
      // once one has, it stays closed by it (as parse5 keeps `endTag`).
      const loose =
        this.internal &&
        node.type === 'element' &&
        !location.endTag &&
        (position.end === undefined || position.end instanceof LooseEnd);
      position.end = (loose ? looseEnd : point)(location.endLine, location.endCol ?? 0, location.endOffset ?? 0)!;
    }
    if (node.position === undefined && (position.start || position.end)) node.position = position;
    if (node.type === 'element' && location.endTag && this.keepsEndTag(node)) this.endTags.set(node, location.endTag);
  }

  finish<T extends Root>(tree: T, source: string): T {
    if (this.positions) {
      finishPositions(tree, source, { endTags: this.endTags, looseEnds: this.internal, startTags: this.startTags });
    }
    this.endRun();
    // Elements still open at the end were compacted by `closed`.
    if (!this.internal) compact(tree);
    else compactChildren(tree);
    return tree;
  }

  doctype(node: Doctype): DoctypeFields | undefined {
    return this.doctypes.get(node);
  }

  namespaceOf(element: Element): string | undefined {
    return this.namespaces.get(element) ?? NS_HTML;
  }
}

/**
 * A hast tree adapter for one parse (its bookkeeping lives until it is
 * dropped): pass it as parse5's `treeAdapter`, then call `finish`.
 */
export function createHastAdapter(options: HastAdapterOptions = {}): HastTreeAdapter {
  return new HastAdapter(options.positions === true, false);
}

/** The methods our own tree builder uses besides parse5's interface (see `HastAdapter.internal`). */
export interface InternalHastAdapter extends HastTreeAdapter {
  pushed(element: Element, parent: Parents | undefined): void;
  closed(element: Element): void;
  onItemPop(element: Element): void;
  moveChildren(from: Parents, to: Parents): void;
  removeChildren(node: Parents): void;
}

/** The adapter parseHtml uses, for our builder only: it calls the methods above. */
export function createInternalHastAdapter(options: HastAdapterOptions = {}): InternalHastAdapter {
  return new HastAdapter(options.positions === true, true);
}
