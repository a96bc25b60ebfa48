/**
 * `createHastAdapter`: a parse5 `TreeAdapter` that builds hast directly
 * (decision H5). The tree stays plain, JSON-safe hast: everything the
 * tree-construction algorithm needs besides (parent links, the attribute
 * lists, namespaces, source tag names, doctype fields, the document mode,
 * parse5 locations) lives in `Map`s owned by the adapter, dropped with it.
 * `Map`s, not `WeakMap`s: a `WeakMap` with millions of entries made every
 * garbage collection during a parse pay for ephemeron tracing. Only what
 * differs from the common case is stored (an element is in the HTML
 * namespace, has no attributes and the tag name hast shows).
 */
import type { Comment, Doctype, Element, Nodes, Parents, Root, RootContent, Text } from 'hast';
import {
  type Attribute,
  type DocumentMode,
  type ElementLocation,
  NS_HTML,
  NS_SVG,
} from './parse5-types.js';
import { addAttribute, createHastElement } from './properties.js';
import { compact } from './compact.js';
import { applyPositions } from './positions.js';

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

export function createHastAdapter(options: HastAdapterOptions = {}): HastTreeAdapter {
  const positions = options.positions === true;
  const parents = new Map<Nodes, Parents>();
  /** Elements not in the HTML namespace. */
  const namespaces = new Map<Element, string>();
  /** Elements whose hast `tagName` is not the parser's name (case, `.`/`#`). */
  const names = new Map<Element, string>();
  /** Attribute lists, when not empty, in parse5's shape (`getAttrList`, Noah's Ark clause). */
  const attributeLists = new Map<Element, Attribute[]>();
  /** Names in an attribute list, built on the first `adoptAttributes` (keeps repeated merges linear). */
  const attributeNames = new Map<Element, Set<string>>();
  const modes = new Map<Root, DocumentMode>();
  const doctypes = new Map<Doctype, DoctypeFields>();
  const locations = new Map<Nodes, ElementLocation>();

  const attrList = (element: Element): Attribute[] => {
    let list = attributeLists.get(element);
    if (list === undefined) {
      list = [];
      attributeLists.set(element, list);
    }
    return list;
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
      if (namespaceURI !== NS_HTML) namespaces.set(element, namespaceURI);
      if (element.tagName !== tagName) names.set(element, tagName);
      if (attrs.length > 0) attributeLists.set(element, attrs);
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
      const list = attrList(recipient);
      if (attrs.length === 0 || attrs === list) return;
      let known = attributeNames.get(recipient);
      if (known === undefined) {
        known = new Set();
        for (let i = 0; i < list.length; i++) known.add(list[i]!.name);
        attributeNames.set(recipient, known);
      }
      const isSvg = namespaces.get(recipient) === NS_SVG;
      for (let i = 0; i < attrs.length; i++) {
        const attribute = attrs[i]!;
        if (known.has(attribute.name)) continue;
        known.add(attribute.name);
        list.push(attribute);
        addAttribute(recipient.properties, isSvg, attribute);
      }
    },

    getFirstChild: (node) => (node.children[0] as RootContent | undefined) ?? null,
    getChildNodes: (node) => node.children as RootContent[],
    getParentNode: (node) => parents.get(node) ?? null,
    getAttrList: attrList,
    getTagName: (element) => names.get(element) ?? element.tagName,
    getNamespaceURI: (element) => namespaces.get(element) ?? NS_HTML,
    getTextNodeContent: (textNode) => textNode.value,
    getCommentNodeContent: (commentNode) => commentNode.value,
    getDocumentTypeNodeName: (node) => doctypes.get(node)?.name ?? '',
    getDocumentTypeNodePublicId: (node) => doctypes.get(node)?.publicId ?? '',
    getDocumentTypeNodeSystemId: (node) => doctypes.get(node)?.systemId ?? '',

    isTextNode: (node): node is Text => node.type === 'text',
    isCommentNode: (node): node is Comment => node.type === 'comment',
    isDocumentTypeNode: (node): node is Doctype => node.type === 'doctype',
    isElementNode: (node): node is Element => node.type === 'element',

    // As parse5's default adapter: the object is kept as given, an update
    // makes a new one (the parser may share a token's location object).
    setNodeSourceCodeLocation(node, location) {
      if (!positions) return;
      if (location) locations.set(node, location);
      else locations.delete(node);
    },
    getNodeSourceCodeLocation: (node) => locations.get(node),
    updateNodeSourceCodeLocation(node, location) {
      if (!positions) return;
      locations.set(node, { ...locations.get(node), ...location } as ElementLocation);
    },

    finish(tree, source) {
      if (positions) applyPositions(tree, source, locations);
      compact(tree);
      return tree;
    },
    doctype: (node) => doctypes.get(node),
    namespaceOf: (element) => namespaces.get(element) ?? NS_HTML,
  };
  return adapter;
}
