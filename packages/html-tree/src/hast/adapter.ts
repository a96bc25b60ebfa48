/**
 * `createHastAdapter`: a parse5 `TreeAdapter` that builds hast directly
 * (decision H5). The tree stays plain, JSON-safe hast: everything the
 * tree-construction algorithm needs besides (parent links, the attribute
 * lists, namespaces, source tag names, doctype fields, the document mode,
 * parse5 locations) lives in `WeakMap`s owned by the adapter, dropped with it.
 */
import type { Comment, Doctype, Element, Nodes, Parents, Root, RootContent, Text } from 'hast';
import {
  type Attribute,
  type DocumentMode,
  type ElementLocation,
  NS_SVG,
} from './parse5-types.js';
import { addAttribute, createHastElement } from './properties.js';
import { applyPositions } from './positions.js';

/** What the adapter keeps about an element outside the tree. */
interface ElementRecord {
  /** The tag name as the parser gave it (hast's may be lowercased or cut at `.`/`#`). */
  readonly name: string;
  readonly namespace: string;
  /** The attribute list, in parse5's shape (`getAttrList`, Noah's Ark clause). */
  readonly attrs: Attribute[];
  /** Names in `attrs`, built on the first `adoptAttributes` (keeps repeated merges linear). */
  names: Set<string> | undefined;
}

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
   * Ends a parse: with `positions`, sets every node's `position` from the
   * recorded locations exactly as `hast-util-from-parse5` computes them
   * (`source` is the parsed text: the root spans all of it). Without
   * `positions` it returns `tree` untouched. Call it once, when the parse ends.
   */
  finish<T extends Root>(tree: T, source: string): T;
  /** The name and ids of a doctype node this adapter made (hast keeps none of them). */
  doctype(node: Doctype): DoctypeFields | undefined;
  /** The namespace URI of an element this adapter made. */
  namespaceOf(element: Element): string | undefined;
}

export function createHastAdapter(options: HastAdapterOptions = {}): HastTreeAdapter {
  const positions = options.positions === true;
  const parents = new WeakMap<Nodes, Parents>();
  const records = new WeakMap<Element, ElementRecord>();
  const modes = new WeakMap<Root, DocumentMode>();
  const doctypes = new WeakMap<Doctype, DoctypeFields>();
  const locations = new WeakMap<Nodes, ElementLocation>();

  const record = (element: Element): ElementRecord => {
    const found = records.get(element);
    if (found === undefined) throw new TypeError('element not made by this hast adapter');
    return found;
  };

  /** Index of `child` in `children`, the last one first (parse5 mostly works at the end). */
  const indexOf = (children: RootContent[], child: RootContent): number =>
    children[children.length - 1] === child ? children.length - 1 : children.indexOf(child);

  const appendChild = (parent: Parents, node: RootContent): void => {
    (parent.children as RootContent[]).push(node);
    parents.set(node, parent);
  };

  const insertBefore = (parent: Parents, node: RootContent, reference: RootContent): void => {
    const children = parent.children as RootContent[];
    children.splice(indexOf(children, reference), 0, node);
    parents.set(node, parent);
  };

  const createTextNode = (value: string): Text => ({ type: 'text', value });

  const adapter: HastTreeAdapter = {
    createDocument: () => ({ type: 'root', children: [], data: { quirksMode: false } }),
    createDocumentFragment: () => ({ type: 'root', children: [], data: { quirksMode: false } }),
    createElement(tagName, namespaceURI, attrs) {
      const element = createHastElement(tagName, namespaceURI === NS_SVG, attrs);
      records.set(element, { name: tagName, namespace: namespaceURI, attrs, names: undefined });
      return element;
    },
    createCommentNode: (data) => ({ type: 'comment', value: data }),
    createTextNode,

    appendChild,
    insertBefore,
    setTemplateContent(templateElement, contentElement) {
      templateElement.content = contentElement;
    },
    getTemplateContent: (templateElement) => templateElement.content!,
    setDocumentType(document, name, publicId, systemId) {
      const fields: DoctypeFields = { name, publicId, systemId };
      const children = document.children;
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        if (child.type === 'doctype') {
          doctypes.set(child, fields);
          return;
        }
      }
      const node: Doctype = { type: 'doctype' };
      doctypes.set(node, fields);
      appendChild(document, node);
    },
    setDocumentMode(document, mode) {
      modes.set(document, mode);
      // hast-util-from-parse5: limited quirks counts as quirks.
      (document.data ??= {}).quirksMode = mode === 'quirks' || mode === 'limited-quirks';
    },
    getDocumentMode: (document) => modes.get(document) ?? 'no-quirks',
    detachNode(node) {
      const parent = parents.get(node);
      if (parent === undefined) return;
      const children = parent.children as RootContent[];
      const index = indexOf(children, node);
      if (index === children.length - 1) children.pop();
      else children.splice(index, 1);
      parents.delete(node);
    },
    insertText(parent, text) {
      const children = parent.children as RootContent[];
      const last = children[children.length - 1];
      // Adjacent text merges, as parse5's default adapter does (one text node per run).
      if (last !== undefined && last.type === 'text') last.value += text;
      else appendChild(parent, createTextNode(text));
    },
    insertTextBefore(parent, text, reference) {
      const children = parent.children as RootContent[];
      const previous = children[indexOf(children, reference) - 1];
      if (previous !== undefined && previous.type === 'text') previous.value += text;
      else insertBefore(parent, createTextNode(text), reference);
    },
    adoptAttributes(recipient, attrs) {
      const found = record(recipient);
      if (attrs.length === 0 || attrs === found.attrs) return;
      let names = found.names;
      if (names === undefined) {
        names = new Set();
        for (let i = 0; i < found.attrs.length; i++) names.add(found.attrs[i]!.name);
        found.names = names;
      }
      const isSvg = found.namespace === NS_SVG;
      for (let i = 0; i < attrs.length; i++) {
        const attribute = attrs[i]!;
        if (names.has(attribute.name)) continue;
        names.add(attribute.name);
        found.attrs.push(attribute);
        addAttribute(recipient.properties, isSvg, attribute);
      }
    },

    getFirstChild: (node) => (node.children[0] as RootContent | undefined) ?? null,
    getChildNodes: (node) => node.children as RootContent[],
    getParentNode: (node) => parents.get(node) ?? null,
    getAttrList: (element) => record(element).attrs,
    getTagName: (element) => record(element).name,
    getNamespaceURI: (element) => record(element).namespace,
    getTextNodeContent: (textNode) => textNode.value,
    getCommentNodeContent: (commentNode) => commentNode.value,
    getDocumentTypeNodeName: (node) => doctypes.get(node)?.name ?? '',
    getDocumentTypeNodePublicId: (node) => doctypes.get(node)?.publicId ?? '',
    getDocumentTypeNodeSystemId: (node) => doctypes.get(node)?.systemId ?? '',

    isTextNode: (node): node is Text => node.type === 'text',
    isCommentNode: (node): node is Comment => node.type === 'comment',
    isDocumentTypeNode: (node): node is Doctype => node.type === 'doctype',
    isElementNode: (node): node is Element => node.type === 'element',

    setNodeSourceCodeLocation(node, location) {
      if (!positions) return;
      // A copy: the parser may share or reuse its token's location object.
      if (location) locations.set(node, { ...location });
      else locations.delete(node);
    },
    getNodeSourceCodeLocation: (node) => locations.get(node),
    updateNodeSourceCodeLocation(node, location) {
      if (!positions) return;
      const existing = locations.get(node);
      if (existing === undefined) locations.set(node, { ...location } as ElementLocation);
      else Object.assign(existing, location);
    },

    finish: (tree, source) => (positions ? applyPositions(tree, source, locations) : tree),
    doctype: (node) => doctypes.get(node),
    namespaceOf: (element) => records.get(element)?.namespace,
  };
  return adapter;
}
