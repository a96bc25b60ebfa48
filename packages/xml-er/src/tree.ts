/**
 * parseXml: an xast tree from the streaming events, with an explicit stack
 * (no recursion, so any depth works). Children wait on one flat array and
 * each element gets an exact-size `children` array when it closes, which
 * keeps the retained tree small.
 */
import { type ParseError, parseError } from '@forgiving/char-ref';
import { MAX_ERRORS, messageFor } from './errors.ts';
import type { Element, ElementContent, Root, RootContent } from 'xast';
import { resolveNamespaces } from './namespaces.ts';
import { XmlStream } from './parser.ts';
import type { ParseXmlOptions, ParseXmlResult, XmlParseError } from './types.ts';

/** Placeholder until an element closes (then it gets its own exact-size array). */
const OPEN: ElementContent[] = [];

export function parseXml(input: string | Uint8Array, options: ParseXmlOptions = {}): ParseXmlResult {
  // A programming error, not input: the boolean was renamed (ARCHITECTURE.md, "Option names").
  if (typeof (options as { namespaces?: unknown }).namespaces === 'boolean')
    throw new TypeError('parseXml: the boolean option `namespaces` is now `checkNamespaces`');
  const errors: XmlParseError[] = [];
  const root: Root = { type: 'root', children: [] };
  /**
   * Children of all open elements, innermost last: pending[0, top). Entries
   * past `top` are stale; the array is never shortened (setting `length`
   * trims V8's backing store, and the next push grows it again).
   */
  const pending: RootContent[] = [];
  let top = 0;
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
        pending[top++] = element;
        open.push(element);
        starts.push(top);
      },
      onCloseTag(_name, position) {
        const element = open.pop()!;
        const start = starts.pop()!;
        // slice: an exact-size array.
        element.children = start < top ? (pending.slice(start, top) as ElementContent[]) : [];
        top = start;
        if (positions && position && element.position) element.position.end = position.end;
      },
      onText(value, position) {
        pending[top++] = position ? { type: 'text', value, position } : { type: 'text', value };
      },
      onCdata(value, position) {
        pending[top++] = position ? { type: 'cdata', value, position } : { type: 'cdata', value };
      },
      onComment(value, position) {
        pending[top++] = position ? { type: 'comment', value, position } : { type: 'comment', value };
      },
      onInstruction(name, value, position) {
        pending[top++] = position
          ? { type: 'instruction', name, value, position }
          : { type: 'instruction', name, value };
      },
      onSkippedEntity(name, position) {
        // Kept as a reference (xast-util-to-xml's raw node), so toXml keeps the meaning (issue #13 item 14).
        pending[top++] = position ? { type: 'raw', value: `&${name};`, position } : { type: 'raw', value: `&${name};` };
      },
      onDoctype(info) {
        const node: RootContent = { type: 'doctype', name: info.name };
        if (info.public !== undefined) node.public = info.public;
        if (info.system !== undefined) node.system = info.system;
        if (info.position) node.position = info.position;
        pending[top++] = node;
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
  root.children = pending.slice(0, top);
  if (positions) {
    root.position = { start: { line: 1, column: 1, offset: 0 }, end: stream.lines.point(stream.inputLength) };
  }
  if (options.checkNamespaces === true) {
    const declared = stream.declarationNamespaceErrors;
    const resolved = resolveNamespaces(root).errors;
    if (declared.length + resolved.length > 0) {
      wellFormed = false;
      addCapped(errors, declared);
      addCapped(errors, resolved);
    }
  }
  return { tree: root, errors, wellFormed };
}

/**
 * Appends `more` to `errors` one by one (a spread of an input-sized array
 * overflows the stack: issue 13 item 2) under the same cap as the stream's
 * errors: MAX_ERRORS, then one `too-many-errors` at the first error left out.
 */
function addCapped(errors: ParseError[], more: ParseError[]): void {
  for (let i = 0; i < more.length; i++) {
    if (errors.length > MAX_ERRORS) return; // too-many-errors is already there
    if (errors.length === MAX_ERRORS) {
      errors.push(parseError('too-many-errors', messageFor('too-many-errors'), more[i]!));
      return;
    }
    errors.push(more[i]!);
  }
}
