// A parse5 TreeAdapter that keeps no tree, for `forgiving check` on HTML
// (issue 27 items 2 and 6): tree construction runs in full — insertion
// modes, the stack of open elements, active formatting elements, the
// adoption agency, foster parenting, quirks — so its parse errors are
// exactly parseHtml's, but a node knows only its parent, never its children.
// Nothing points at an element once it is off the stack and out of the list
// of active formatting elements, so the garbage collector takes it: memory
// follows the nesting depth, not the document's size.
//
// Why that is enough: tree construction reads the tree only through the
// stack, the formatting list, a node's parent (foster parenting), its tag
// name, namespace and attributes, the template contents and the document
// mode. Children are read to move them (adoption agency, `moveChildren`),
// for the `<selectedcontent>` clone and for positions, none of which decides
// an error. test/cli-html-stream.test.ts compares the errors with parseHtml's.
import type { AdapterAttribute, TreeAdapter } from '@forgiving/html-tree';

type DocumentMode = ReturnType<TreeAdapter['getDocumentMode']>;

interface CheckNode {
  kind: 'document' | 'fragment' | 'element' | 'comment' | 'doctype';
  tagName: string;
  namespace: string;
  attrs: AdapterAttribute[];
  parent: CheckNode | null;
  content: CheckNode | null;
  mode: DocumentMode;
}

function node(kind: CheckNode['kind'], tagName = '', namespace = '', attrs: AdapterAttribute[] = []): CheckNode {
  return { kind, tagName, namespace, attrs, parent: null, content: null, mode: 'no-quirks' };
}

const NO_CHILDREN: CheckNode[] = [];

/** The adapter; one per parse (it holds nothing itself: every node is its own). */
export function createCheckAdapter(): TreeAdapter<CheckNode> {
  return {
    adoptAttributes(recipient, attrs) {
      // As parse5's: attributes the element lacks are added (`<html>`, `<body>` repeated).
      for (const attr of attrs) {
        if (!recipient.attrs.some((a) => a.name === attr.name && a.namespace === attr.namespace))
          recipient.attrs.push(attr);
      }
    },
    appendChild(parentNode, newNode) {
      newNode.parent = parentNode;
    },
    createCommentNode: () => node('comment'),
    createDocument: () => node('document'),
    createDocumentFragment: () => node('fragment'),
    createElement: (tagName, namespaceURI, attrs) => node('element', tagName, namespaceURI, attrs),
    detachNode(n) {
      n.parent = null;
    },
    getAttrList: (element) => element.attrs,
    getChildNodes: () => NO_CHILDREN,
    getDocumentMode: (document) => document.mode,
    getFirstChild: () => null,
    getNamespaceURI: (element) => element.namespace,
    getNodeSourceCodeLocation: () => undefined,
    getParentNode: (n) => n.parent,
    getTagName: (element) => element.tagName,
    getTextNodeContent: () => '',
    getTemplateContent: (template) => {
      template.content ??= node('fragment');
      return template.content;
    },
    insertBefore(parentNode, newNode) {
      newNode.parent = parentNode;
    },
    insertText() {},
    insertTextBefore() {},
    isCommentNode: (n) => n.kind === 'comment',
    isDocumentTypeNode: (n) => n.kind === 'doctype',
    isElementNode: (n) => n.kind === 'element',
    isTextNode: () => false,
    setDocumentMode(document, mode) {
      document.mode = mode;
    },
    setDocumentType() {},
    setNodeSourceCodeLocation() {},
    updateNodeSourceCodeLocation() {},
    setTemplateContent(template, content) {
      template.content = content;
    },
  };
}
