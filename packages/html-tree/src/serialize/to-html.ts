/**
 * `toHtml`: the Standard's "serialization of HTML fragments" algorithm
 * (HTML §13.3) over hast, without recursion (decision H8): an explicit
 * stack of open elements, each closed when its children are written.
 */
import type { Comment, Doctype, Element, Nodes, RootContent, Text } from 'hast';
import type { Instruction } from '../hast/instruction.js';
import { eachAttribute } from './attributes.js';
import { escapeAttribute, escapeText } from './escape.js';
import { HTML, MATHML, type Namespace, SVG, childNamespace } from './namespaces.js';
import {
  type Report,
  type ToHtmlIssue,
  isWritableTagName,
  writableAttributeName,
  writableComment,
  writableInstruction,
  writableRawText,
} from './unwritable.js';

export interface ToHtmlOptions {
  /**
   * The scripting flag the output is meant for (decision H3, default `true`):
   * with it, text in `noscript` is written raw, as the parser then reads it.
   */
  scripting?: boolean | undefined;
  /**
   * The namespace the given node sits in (default `html`): `svg` or `math`
   * when serializing the contents of a foreign element on their own.
   */
  space?: 'html' | 'svg' | 'math' | undefined;
  /**
   * Told of each part of the tree that markup cannot say as it is (names the
   * parser would cut, comments and raw text that would end early) and how
   * it was written instead (README, "Spec notes: hast and toHtml"). Nothing
   * is thrown for what a tree holds.
   */
  onIssue?: ((issue: ToHtmlIssue) => void) | undefined;
}

/**
 * Elements that "serialize as void": the void elements and basefont,
 * bgsound, frame, keygen, param (HTML namespace only).
 */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** HTML elements whose text children are written without escaping. */
const RAW_TEXT = new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

interface Frame {
  element: Element | undefined;
  namespace: Namespace;
  children: readonly RootContent[];
  index: number;
  /** Text children are written raw. */
  raw: boolean;
}

function startTag(element: Element, namespace: Namespace, report: Report): string {
  let out = '<' + element.tagName;
  eachAttribute(element.properties, namespace === SVG, (name, value) => {
    const written = writableAttributeName(name, element, report);
    if (written !== null) out += ' ' + written + '="' + escapeAttribute(value) + '"';
  });
  return out + '>';
}

function leaf(node: Text | Comment | Doctype | Instruction, report: Report): string {
  if (node.type === 'text') return escapeText(node.value);
  if (node.type === 'comment') return '<!--' + writableComment(node.value, node, report) + '-->';
  // whatwg/html #12118 and #12654: `<?`, target, a space, data, `?>`.
  if (node.type === 'instruction') return writableInstruction(node, report);
  // hast keeps no doctype name: the one the Standard's documents carry.
  if (node.type === 'doctype') return '<!DOCTYPE html>';
  return '';
}

const SPACES: Record<string, Namespace> = { html: HTML, svg: SVG, math: MATHML };

/**
 * Serializes a hast tree: a root gives its children (the document or
 * fragment), an element gives itself with its contents (a `template`'s
 * contents from `content`), any other node itself; a list of nodes (an
 * element's `children`, as hast-util-to-html takes) gives each in turn.
 */
export function toHtml(tree: Nodes | readonly RootContent[], options: ToHtmlOptions = {}): string {
  const scripting = options.scripting !== false;
  const space = SPACES[options.space ?? 'html'] ?? HTML;
  const onIssue = options.onIssue;
  const report: Report = (code, message, node) => onIssue?.({ code, message, node });
  // Issue 27 item G: the README's `toHtml(svg.children, { space: 'svg' })` gave ''.
  if (isList(tree)) return serialize(space, tree, scripting, report);
  if (tree.type === 'root') return serialize(space, tree.children ?? [], scripting, report);
  if (tree.type === 'element') return serialize(space, [tree], scripting, report);
  return leaf(tree as Text | Comment | Doctype | Instruction, report);
}

function isList(tree: Nodes | readonly RootContent[]): tree is readonly RootContent[] {
  return Array.isArray(tree);
}

/** Whether text children of `element` (in `namespace`) are written raw. */
function isRaw(element: Element, namespace: Namespace, scripting: boolean): boolean {
  if (namespace !== HTML) return false;
  return RAW_TEXT.has(element.tagName) || (scripting && element.tagName === 'noscript');
}

/**
 * Depth from which the walk checks for a cycle (issue 27 item F): a tree
 * built by code may hold an element among its own descendants, and the walk
 * would then write until memory runs out. Below it a push costs one
 * comparison; from it on, the open elements are kept in a Set (built once,
 * then one add and one delete per element), so a cycle is found within
 * one turn of it. A cycle is a programming error, not input: it throws.
 */
const DEEP = 1024;

function enterDeep(stack: Frame[], open: Set<object> | null, node: Element): Set<object> {
  if (open === null) {
    open = new Set();
    for (let i = 0; i < stack.length; i++) {
      const element = stack[i]!.element;
      if (element !== undefined) open.add(element);
    }
  }
  if (open.has(node)) throw new TypeError('toHtml: the tree has a cycle (an element is among its own descendants)');
  open.add(node);
  return open;
}

/**
 * The text children of a raw text element from `first` on, as one string:
 * split text nodes could otherwise spell an end tag between them, also
 * across a child left out (only text can be written there: the others are
 * reported). frame.index moves past them; in a noscript it stops at the
 * first other child, which is written as markup.
 */
function rawText(frame: Frame, first: Text, report: Report): string {
  let value = first.value;
  const children = frame.children;
  const name = frame.element!.tagName;
  while (frame.index < children.length) {
    const child = children[frame.index]!;
    if (child.type === 'text') value += child.value;
    else if (name === 'noscript')
      break; // written as markup (serialize), not left out
    else rawChildLeftOut(child, name, report);
    frame.index++;
  }
  return value;
}

/** Markup in raw text reads back as text: only text can be written there. */
function rawChildLeftOut(node: RootContent, name: string, report: Report): void {
  report('raw-text-child', `only text can be written inside ${name}; ${node.type} left out`, node);
}

function serialize(namespace: Namespace, children: readonly RootContent[], scripting: boolean, report: Report): string {
  let out = '';
  const stack: Frame[] = [{ element: undefined, namespace, children, index: 0, raw: false }];
  let open: Set<object> | null = null;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index === frame.children.length) {
      stack.pop();
      if (open !== null && frame.element !== undefined) open.delete(frame.element);
      if (frame.element !== undefined && stack.length > 0) out += '</' + frame.element.tagName + '>';
      continue;
    }
    const node = frame.children[frame.index++]!;
    if (frame.raw) {
      const name = frame.element!.tagName;
      if (node.type === 'text') {
        out += writableRawText(rawText(frame, node, report), name, node, report);
        continue;
      }
      // A noscript's elements and comments (a tree parsed with scripting off) are
      // written as markup, as HTML §13.3 writes them (and parse5 does): they read
      // back as such with scripting off. The always-raw elements cannot hold them.
      if (name !== 'noscript') {
        rawChildLeftOut(node, name, report);
        continue;
      }
    }
    if (node.type !== 'element') {
      out += leaf(node, report);
      continue;
    }
    if (!isWritableTagName(node.tagName)) {
      // No escaped form: names decode no references. Left out with its contents.
      report('invalid-tag-name', `tag name ${JSON.stringify(node.tagName)} cannot be written; element left out`, node);
      continue;
    }
    const ns = childNamespace(frame.element, frame.namespace, node.tagName);
    out += startTag(node, ns, report);
    if (ns === HTML && VOID.has(node.tagName)) continue;
    // `?? []`: hand-built trees may leave out `children` (hast allows no such thing, but never throw).
    const contents = (ns === HTML && node.content !== undefined ? node.content.children : node.children) ?? [];
    if (stack.length >= DEEP) open = enterDeep(stack, open, node);
    stack.push({ element: node, namespace: ns, children: contents, index: 0, raw: isRaw(node, ns, scripting) });
  }
  return out;
}
