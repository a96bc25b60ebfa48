/**
 * unist positions from parse5 locations, exactly as `hast-util-from-parse5`
 * 8.0.4 computes them when given the file (decision H5). The adapter sets a
 * node's position as the parser reports its location (no location objects
 * kept: they would live through the parse and burden the garbage
 * collector); `finishPositions` then applies the rules that need the whole
 * tree:
 * - a node with a location gets `{ start, end }` (1-based line and column,
 *   0-based offset); nodes the parser made up (implied `html`, `head`, `body`)
 *   have none;
 * - an element closed without its end tag whose last child has a position
 *   ends where that child ends (parse5 issue 109);
 * - a root (the document, a template's contents) spans the whole source once
 *   any node before it in document order, or inside it, had a location;
 *   template contents then span from the end of the start tag to the start of
 *   the end tag when both tags are in the source.
 * One iterative post-order walk: no recursion on depth (decision H8).
 */
import type { Element, Parents, Root } from 'hast';
import type { Location } from './parse5-types.js';
import { HastPoint, HastPosition } from './nodes.js';

type Position = NonNullable<Root['position']>;
type Point = Position['start'];

export function point(line: number, column: number, offset: number): Point | undefined {
  return line && column ? new HastPoint(line, column, offset) : undefined;
}

/**
 * The end of an element not (yet) closed by its end tag, from parseHtml's
 * adapter: an end tag's location gives a plain point instead, so the end
 * itself says whether the element had one (a `Map` from every element to
 * its end tag was about a tenth of a parse with positions).
 * `finishPositions` replaces every one with a plain point.
 */
export class LooseEnd {
  line: number;
  column: number;
  offset: number;
  constructor(line: number, column: number, offset: number) {
    this.line = line;
    this.column = column;
    this.offset = offset;
  }
}

export function looseEnd(line: number, column: number, offset: number): Point | undefined {
  return line && column ? new LooseEnd(line, column, offset) : undefined;
}

/** A position from a location; with `loose`, its end is a {@link LooseEnd}. */
export function toPosition(location: Location, loose = false): Position | undefined {
  const start = point(location.startLine, location.startCol, location.startOffset);
  const end = (loose ? looseEnd : point)(location.endLine, location.endCol, location.endOffset);
  return start || end ? new HastPosition(start, end) : undefined;
}

/**
 * The point at the end of `source`, with vfile-location's line breaks
 * (CR LF, CR, LF).
 */
export function endPoint(source: string): Point {
  let line = 1;
  let lineStart = 0;
  const length = source.length;
  for (let i = 0; i < length; i++) {
    const code = source.charCodeAt(i);
    if (code === 10) {
      line++;
      lineStart = i + 1;
    } else if (code === 13) {
      if (source.charCodeAt(i + 1) === 10) i++;
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: length - lineStart + 1, offset: length };
}

/**
 * What the walk needs besides the positions on the nodes: the end tag of
 * each element closed by one, the start tag of each template.
 */
export interface TagLocations {
  /**
   * The end tags of elements closed by one; with `looseEnds` only of
   * templates, `html` and `body`, and the others are known by their end not
   * being a {@link LooseEnd}.
   */
  endTags: ReadonlyMap<Element, Location>;
  looseEnds: boolean;
  startTags: ReadonlyMap<Element, Location>;
}

export function finishPositions<T extends Root>(tree: T, source: string, tags: TagLocations): T {
  let seen = false;
  let whole: Position | undefined;
  const wholeSource = (): Position => {
    whole ??= { start: { line: 1, column: 1, offset: 0 }, end: endPoint(source) };
    return { start: { ...whole.start }, end: { ...whole.end } };
  };

  // The walk's frames as parallel arrays (an object per element was about
  // a tenth of what a parse with positions left as garbage): the node, the
  // next child to visit, and for an element whether it is closed (its
  // template contents, if any, are visited after it).
  const nodes: Parents[] = [tree];
  const next: number[] = [0];
  const done: boolean[] = [false];
  while (nodes.length > 0) {
    const top = nodes.length - 1;
    const node = nodes[top]!;
    const children = node.children;
    const index = next[top]!;
    if (index < children.length) {
      next[top] = index + 1;
      const child = children[index]!;
      if (child.type === 'element') {
        nodes.push(child);
        next.push(0);
        done.push(false);
      } else if (child.position) seen = true;
      continue;
    }
    if (node.type === 'element') {
      if (!done[top]) {
        if (closeElement(node, tags)) seen = true;
        done[top] = true;
        if (node.content) {
          // The contents root is visited as a child frame; its own position is set when it closes.
          nodes.push(node.content);
          next.push(0);
          done.push(false);
          continue;
        }
      }
      pop(nodes, next, done);
      continue;
    }
    // A root: the document, or a template's contents.
    pop(nodes, next, done);
    if (seen) node.position = wholeSource();
    const parent = nodes[nodes.length - 1];
    if (parent !== undefined && parent.type === 'element') {
      const startTagLocation = tags.startTags.get(parent);
      const endTagLocation = tags.endTags.get(parent);
      const startTag = startTagLocation && toPosition(startTagLocation);
      const endTag = endTagLocation && toPosition(endTagLocation);
      if (startTag && endTag) node.position = { start: startTag.end, end: endTag.start };
    }
  }
  return tree;
}

function pop(nodes: Parents[], next: number[], done: boolean[]): void {
  nodes.pop();
  next.pop();
  done.pop();
}

/**
 * An element's own position, once its children have theirs: closed without
 * an end tag, it ends where its last child ends. Returns whether it has one.
 */
function closeElement(element: Element, tags: TagLocations): boolean {
  const position = element.position;
  if (!position) return false;
  const end = position.end;
  const closedByEndTag = tags.looseEnds ? !(end instanceof LooseEnd) : tags.endTags.has(element);
  if (closedByEndTag) return true;
  // One new point: the last child's end, else a plain copy of a loose end.
  const tailEnd = element.children[element.children.length - 1]?.position?.end;
  if (tailEnd) position.end = { ...tailEnd };
  else if (end instanceof LooseEnd) position.end = { line: end.line, column: end.column, offset: end.offset };
  return true;
}
