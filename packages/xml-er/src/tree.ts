/**
 * parseXml: an xast tree from the streaming events, with an explicit stack
 * (no recursion, so any depth works). Children wait on one flat array and
 * each element gets an exact-size `children` array when it closes, which
 * keeps the retained tree small.
 */
import type { ParseError } from '@forgiving/char-ref';
import type { Element, ElementContent, Root, RootContent } from 'xast';
import { resolveNamespaces } from './namespaces.ts';
import { XmlStream } from './parser.ts';
import type { ParseXmlOptions, ParseXmlResult } from './types.ts';

/** Placeholder until an element closes (then it gets its own exact-size array). */
const OPEN: ElementContent[] = [];

export function parseXml(input: string | Uint8Array, options: ParseXmlOptions = {}): ParseXmlResult {
  const errors: ParseError[] = [];
  const root: Root = { type: 'root', children: [] };
  /** Children of all open elements, innermost last. */
  const pending: RootContent[] = [];
  /** Open elements and where their children start in `pending`. */
  const open: Element[] = [];
  const starts: number[] = [];
  let wellFormed = true;
  const positions = options.positions === true;
  const stream = new XmlStream(
    {
      onOpenTag(tag) {
        const element: Element = { type: 'element', name: tag.name, attributes: tag.attributes, children: OPEN };
        if (positions && tag.position) element.position = { start: tag.position.start, end: tag.position.end };
        pending.push(element);
        open.push(element);
        starts.push(pending.length);
      },
      onCloseTag(_name, position) {
        const element = open.pop()!;
        const start = starts.pop()!;
        if (start < pending.length) {
          // slice + truncate: an exact-size array, and cheaper than the generic splice.
          element.children = pending.slice(start) as ElementContent[];
          pending.length = start;
        } else element.children = [];
        if (positions && position && element.position) element.position.end = position.end;
      },
      onText(value, position) {
        pending.push(position ? { type: 'text', value, position } : { type: 'text', value });
      },
      onCdata(value, position) {
        pending.push(position ? { type: 'cdata', value, position } : { type: 'cdata', value });
      },
      onComment(value, position) {
        pending.push(position ? { type: 'comment', value, position } : { type: 'comment', value });
      },
      onInstruction(name, value, position) {
        pending.push(position ? { type: 'instruction', name, value, position } : { type: 'instruction', name, value });
      },
      onDoctype(info) {
        const node: RootContent = { type: 'doctype', name: info.name };
        if (info.public !== undefined) node.public = info.public;
        if (info.system !== undefined) node.system = info.system;
        if (info.position) node.position = info.position;
        pending.push(node);
      },
      onError(error) {
        errors.push(error);
      },
      onEnd(result) {
        wellFormed = result.wellFormed;
      },
    },
    options,
  );
  stream.writeWhole(input);
  root.children = pending;
  if (positions) {
    root.position = { start: { line: 1, column: 1, offset: 0 }, end: stream.lines.point(stream.inputLength) };
  }
  if (options.namespaces === true) {
    const namespaceErrors = resolveNamespaces(root).errors;
    if (namespaceErrors.length > 0) {
      wellFormed = false;
      errors.push(...namespaceErrors);
    }
  }
  return { tree: root, errors, wellFormed };
}
