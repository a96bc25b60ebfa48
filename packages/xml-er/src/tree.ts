/**
 * parseXml and createXmlTreeBuilder: an xast tree from the streaming events, with an explicit stack
 * (no recursion, so any depth works). Children wait on one flat array and
 * each element gets an exact-size `children` array when it closes, which
 * keeps the retained tree small.
 */
import { streamChunk, streamEnd } from '@forgiving/char-ref';
import { MAX_ERRORS, xmlError } from './errors.ts';
import type { Element, ElementContent, Root, RootContent } from 'xast';
import { NameSpans } from './name-spans.ts';
import { resolveNamespacesAt } from './namespaces.ts';
import { XmlStream } from './parser.ts';
import { fastPathOptions, parseWhole, utf8Text } from './whole.ts';
import type { ParseXmlOptions, ParseXmlResult, XmlParseError, XmlTreeBuilder } from './types.ts';

/** Placeholder until an element closes (then it gets its own exact-size array). */
const OPEN: ElementContent[] = [];

export function parseXml(input: string | Uint8Array, options: ParseXmlOptions = {}): ParseXmlResult {
  checkOptions(options, 'parseXml');
  // First the fast path (whole.ts), which takes only documents it proves well-formed.
  if (options.fastPaths !== false && fastPathOptions(options)) {
    const text = typeof input === 'string' ? input : utf8Text(input, options);
    const children = text === null ? null : parseWhole(text);
    if (children !== null) {
      const tree: Root = { type: 'root', children };
      const result: ParseXmlResult = { tree, errors: [], ok: true, wellFormed: true };
      options.onEnd?.(result);
      return result;
    }
    // Bytes already read as this text take the full path as text: the byte
    // path would read them the same way (utf8Text), and decoding twice cost
    // a third more on a non-ASCII document with an internal subset (item 16).
    if (text !== null) return parseChecked(text, options);
  }
  return parseChecked(input, options);
}

/** The full path for options already checked. */
function parseChecked(input: string | Uint8Array, options: ParseXmlOptions): ParseXmlResult {
  const tree = new TreeStream(options);
  tree.stream.writeWhole(input);
  return tree.finish();
}

/**
 * parseXml chunk by chunk: `write` text or bytes, then `end()` returns what
 * parseXml returns for the whole input (the same tree and errors for every
 * chunking), as Sky's createTreeBuilder and HTML's createHtmlTreeBuilder do.
 */
export function createXmlTreeBuilder(options: ParseXmlOptions = {}): XmlTreeBuilder {
  const tree = new TreeStream(checkOptions(options, 'createXmlTreeBuilder'));
  // Misuse throws StreamMisuseError, as in every streaming API (issue 13, item 18).
  let ended = false;
  return {
    write: (chunk) => tree.stream.write(streamChunk(chunk, ended, 'createXmlTreeBuilder')),
    end: () => {
      streamEnd(ended, 'createXmlTreeBuilder');
      ended = true;
      tree.stream.end();
      return tree.finish();
    },
  };
}

/** The options, unless they use a renamed one (a programming error, not input: ARCHITECTURE.md, "Option names"). */
function checkOptions(options: ParseXmlOptions, api: string): ParseXmlOptions {
  if (typeof (options as { namespaces?: unknown }).namespaces === 'boolean')
    throw new TypeError(`${api}: the boolean option \`namespaces\` is now \`checkNamespaces\``);
  return options;
}

/** An xast tree built from the stream's events; `finish` after the stream's end. */
class TreeStream {
  readonly stream: XmlStream;
  private readonly root: Root = { type: 'root', children: [] };
  private readonly errors: XmlParseError[] = [];
  private wellFormed = true;
  /** Where names lie, for checkNamespaces' errors (null without it). */
  private readonly spans: NameSpans | null;

  constructor(private readonly options: ParseXmlOptions) {
    const { errors } = this;
    const onError = options.onError;
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
    const positions = options.positions === true;
    const spans = options.checkNamespaces === true ? new NameSpans() : null;
    this.spans = spans;
    this.stream = new XmlStream(
      {
        onOpenTag(tag) {
          const element: Element = { type: 'element', name: tag.name, attributes: tag.attributes, children: OPEN };
          if (positions && tag.position) element.position = { start: tag.position.start, end: tag.position.end };
          spans?.attach(element);
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
          const node: RootContent = position
            ? { type: 'instruction', name, value, position }
            : { type: 'instruction', name, value };
          spans?.attach(node);
          pending[top++] = node;
        },
        onSkippedEntity(name, position) {
          // Kept as a reference (xast-util-to-xml's raw node), so toXml keeps the meaning (issue #13 item 14).
          pending[top++] = position
            ? { type: 'raw', value: `&${name};`, position }
            : { type: 'raw', value: `&${name};` };
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
          onError?.(error);
        },
        onEnd: (result) => {
          this.wellFormed = result.wellFormed;
          this.root.children = pending.slice(0, top);
        },
      },
      options,
    );
    if (spans !== null) this.stream.locateNames(spans);
  }

  /** The result, once the stream has ended (namespace errors added with checkNamespaces); then onEnd. */
  finish(): ParseXmlResult {
    const { root, stream, options, errors } = this;
    if (options.positions === true) {
      root.position = { start: { line: 1, column: 1, offset: 0 }, end: stream.lines.point(stream.inputLength) };
    }
    if (options.checkNamespaces === true) {
      const declared = stream.declarationNamespaceErrors;
      const spans = this.spans!;
      const lines = stream.lines;
      const resolved = resolveNamespacesAt(root, (node, attribute) => {
        const span = spans.locate(node, attribute);
        return span === null ? null : [lines.point(span[0]), lines.point(span[1])];
      }).errors;
      if (declared.length + resolved.length > 0) {
        this.wellFormed = false;
        const from = errors.length;
        addCapped(errors, declared);
        addCapped(errors, resolved);
        if (options.onError !== undefined) for (let i = from; i < errors.length; i++) options.onError(errors[i]!);
      }
    }
    const result: ParseXmlResult = { tree: root, errors, ok: this.wellFormed, wellFormed: this.wellFormed };
    options.onEnd?.(result);
    return result;
  }
}

/**
 * Appends `more` to `errors` one by one (a spread of an input-sized array
 * overflows the stack: issue 13 item 2) under the same cap as the stream's
 * errors: MAX_ERRORS, then one `too-many-errors` at the first error left out.
 */
function addCapped(errors: XmlParseError[], more: XmlParseError[]): void {
  for (let i = 0; i < more.length; i++) {
    if (errors.length > MAX_ERRORS) return; // too-many-errors is already there
    if (errors.length === MAX_ERRORS) {
      const at = more[i]!;
      errors.push(xmlError('too-many-errors', at, at));
      return;
    }
    errors.push(more[i]!);
  }
}
