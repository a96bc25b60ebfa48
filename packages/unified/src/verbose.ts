/**
 * rehype-parse's `verbose`: every element that has a start tag in the source
 * gets `data.position` as hast-util-from-parse5 8 makes it from parse5's
 * `sourceCodeLocation`: `opening` (the start tag), `closing` (the end tag
 * that closed it, when there is one) and `properties` (per attribute, keyed
 * by its hast property name, the first of duplicates: the one the element
 * keeps).
 *
 * Where the parts come from:
 * - `closing`: html-tree itself. Parsed through the public hast adapter
 *   (`createHastAdapter`), which keeps every element's end tag location
 *   (parse5's `endTag`: the end tag being processed when the element left
 *   the stack, of the element's own name), so the tree builder's decision is
 *   read, not guessed from the tree (`<div><div></div>` at the end of the
 *   input: both divs end where `</div>` ends, only the inner has it).
 * - `opening` and `properties`: the start tag at the element's start offset
 *   (an element made from a start tag starts at its `<`; one the parser
 *   implied has no position and gets nothing, as in parse5; a reconstructed
 *   formatting element has its original start tag, as parse5's location
 *   does), classified by html-tokenizer's highlighting `scan` (StartTags).
 *
 * Linear: one scan of the input (plus, rarely, a tag scanned alone on
 * slices doubling from 64 characters, O(L + 64) for a tag of length L),
 * each distinct start tag read once (remembered by offset), line and column
 * counted over the tag's own characters from its start point; the walk of
 * the tree is iterative (no recursion on depth, H8). Without `verbose` none
 * of this runs.
 */
import { createHastAdapter, findProperty, type HastTreeAdapter } from '@forgiving/html-tree';
import { type HtmlSpan, scan } from '@forgiving/html-tokenizer/highlight';
import type { Element, Parents, Root } from 'hast';

const SVG = 'http://www.w3.org/2000/svg';

interface Point {
  line: number;
  column: number;
  offset: number;
}
interface Position {
  start: Point;
  end: Point;
}

/** What `verbose` puts in an element's `data.position` (hast-util-from-parse5's `ElementData['position']`). */
export interface VerbosePosition {
  /** The start tag. */
  opening?: Position | undefined;
  /** The end tag that closed the element, when the source has one. */
  closing?: Position | undefined;
  /** Each attribute's span (name to the end of its value, quotes included), by hast property name. */
  properties?: Record<string, Position | undefined> | undefined;
}

/** A start tag as scanned: where it ends, and its attributes (first of duplicates) with their spans. */
interface StartTag {
  end: Point;
  names: string[];
  spans: Position[];
}

/** Characters scanned and nodes visited, for the scale test (test/verbose-scale.test.ts). */
export const work = { n: 0 };

/** The hast adapter that keeps end tags, for a verbose parse (`addVerbosePositions` after `finish`). */
export function verboseAdapter(): HastTreeAdapter {
  return createHastAdapter({ positions: true });
}

/**
 * Adds `data.position` to every element of `tree` (parsed from `source`
 * with `adapter`, positions on, and finished) that has a position; with
 * `keepPositions` false, then removes every node's `position`.
 */
export function addVerbosePositions(
  tree: Root,
  source: string,
  adapter: HastTreeAdapter,
  options: { scripting: boolean; positions: boolean },
): void {
  const keepPositions = options.positions;
  const tags = new StartTags(source, options.scripting);
  const stack: Parents[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    work.n += node.children.length + 1;
    if (node.type === 'element') {
      if (node.position) verbose(node, adapter, tags);
      if (node.content) stack.push(node.content);
    }
    if (!keepPositions) delete node.position;
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i]!;
      if (child.type === 'element') stack.push(child);
      else if (!keepPositions) delete child.position;
    }
  }
}

function verbose(element: Element, adapter: HastTreeAdapter, tags: StartTags): void {
  const start = element.position!.start as Point;
  const tag = tags.get(start);
  const data: VerbosePosition = {};
  if (tag !== null) data.opening = { start: copy(start), end: copy(tag.end) };
  const endTag = adapter.getNodeSourceCodeLocation(element)?.endTag;
  if (endTag) {
    data.closing = {
      start: { line: endTag.startLine, column: endTag.startCol, offset: endTag.startOffset },
      end: { line: endTag.endLine, column: endTag.endCol, offset: endTag.endOffset },
    };
  }
  // hast-util-from-parse5 keys them by `find(schema, name).property`, SVG's schema in SVG.
  const properties: Record<string, Position> = {};
  if (tag !== null) {
    const svg = adapter.namespaceOf(element) === SVG;
    for (let i = 0; i < tag.names.length; i++) {
      const span = tag.spans[i]!;
      const key = findProperty(svg, tag.names[i]!).property;
      const value = { start: copy(span.start), end: copy(span.end) };
      // An own property even for `__proto__` (as the element's properties have it), never the prototype.
      if (key === '__proto__') Object.defineProperty(properties, key, { value, enumerable: true, writable: true });
      else properties[key] = value;
    }
  }
  data.properties = properties;
  // As hast-util-from-parse5: `data` is this object's alone.
  element.data = { position: data } as Element['data'];
}

function copy(point: Point): Point {
  return { line: point.line, column: point.column, offset: point.offset };
}

/**
 * The start tags of one source, each read once (reconstructed elements
 * share theirs), by offset. One highlighting scan of the whole input finds
 * nearly all of them; it guesses the content model (RCDATA, raw text, CDATA)
 * without the tree, so where a guess differs from the tree builder's choice
 * a start tag may be missing from it: that one is scanned on its own, from a
 * slice that begins at it (a start tag is read from the data state, and the
 * tag states do not depend on what came before, so either way the tag is
 * the tokenizer's).
 */
class StartTags {
  private readonly source: string;
  private readonly spans: HtmlSpan[];
  /** Offset of each tag's `<` → index of its `tag-open` span. */
  private readonly opens = new Map<number, number>();
  private readonly tags = new Map<number, StartTag | null>();

  constructor(source: string, scripting: boolean) {
    this.source = source;
    this.spans = scan(source, { scripting });
    work.n += source.length;
    for (let i = 0; i < this.spans.length; i++)
      if (this.spans[i]!.kind === 'tag-open') this.opens.set(this.spans[i]!.start, i);
  }

  /** The start tag at `at` (its `<`), or null when there is none there (nothing the tokenizer made a start tag of). */
  get(at: Point): StartTag | null {
    let tag = this.tags.get(at.offset);
    if (tag !== undefined) return tag;
    const open = this.opens.get(at.offset);
    if (this.source.charCodeAt(at.offset + 1) === 0x2f) tag = null;
    else if (open !== undefined) tag = tagAt(this.source, at, this.spans, open, 0);
    else tag = alone(this.source, at);
    this.tags.set(at.offset, tag);
    return tag;
  }
}

/** A start tag the whole-input scan did not see as one: scanned on slices doubling from 64 characters. */
function alone(source: string, at: Point): StartTag | null {
  for (let size = 64; ; size *= 2) {
    const stop = Math.min(source.length, at.offset + size);
    work.n += stop - at.offset;
    const spans = scan(source.slice(at.offset, stop), { guessContentModel: false });
    const first = spans[0];
    // A tag cut by the slice is one `unfinished` span: scan more; cut by the
    // input's end it is no tag (eof-in-tag drops it).
    if (first?.kind === 'unfinished' && stop < source.length) continue;
    return first?.kind === 'tag-open' ? tagAt(source, at, spans, 0, at.offset) : null;
  }
}

/**
 * The attributes of the tag whose `tag-open` span is `spans[open]` (offsets
 * plus `base`): an attribute's span runs from its name to the end of its
 * value, or of its name when it has none (parse5's attribute location: `a=>`
 * is `a`). Null when the tag does not close (cut by the end of the input).
 */
function tagAt(source: string, at: Point, spans: HtmlSpan[], open: number, base: number): StartTag | null {
  const names: string[] = [];
  const ranges: number[] = [];
  const seen = new Set<string>();
  let current = -1;
  let valued = false;
  let i = open + 1;
  for (; i < spans.length; i++) {
    const span = spans[i]!;
    const kind = span.kind;
    if (kind === 'tag-close' || kind === 'tag-open' || kind === 'unfinished') break;
    if (kind === 'attribute-name') {
      const name = attributeName(source.slice(base + span.start, base + span.end));
      // A duplicate is dropped by the tokenizer (duplicate-attribute): the first one's span stays.
      if (seen.has(name)) current = -1;
      else {
        seen.add(name);
        names.push(name);
        ranges.push(base + span.start, base + span.end);
        current = ranges.length - 1;
      }
      valued = false;
    } else if (kind === 'equals') valued = true;
    else if (current >= 0 && valued && kind !== 'whitespace' && kind !== 'tag-name') ranges[current] = base + span.end;
  }
  work.n += i - open;
  if (spans[i]?.kind !== 'tag-close') return null;
  const points = new PointCounter(source, at);
  const result: Position[] = [];
  for (let k = 0; k < ranges.length; k += 2) {
    result.push({ start: points.at(ranges[k]!), end: points.at(ranges[k + 1]!) });
  }
  return { end: points.at(base + spans[i]!.end), names, spans: result };
}

/** The tokenizer's attribute name: ASCII upper case lowered, U+0000 replaced (§13.2.5.33). */
function attributeName(raw: string): string {
  return raw.replace(/[A-Z]/g, (c) => c.toLowerCase()).replace(/\0/g, '\uFFFD');
}

/**
 * Points at increasing offsets of one tag, counted from its start point over
 * its characters: a line break is LF, CR LF or a lone CR (the input stream's
 * newline normalization, §13.2.3.5, as parse5's preprocessor counts lines).
 */
class PointCounter {
  private line: number;
  private lineStart: number;
  private offset: number;
  constructor(
    private readonly source: string,
    from: Point,
  ) {
    this.line = from.line;
    this.offset = from.offset;
    this.lineStart = from.offset - (from.column - 1);
  }

  at(offset: number): Point {
    const source = this.source;
    for (; this.offset < offset; this.offset++) {
      const c = source.charCodeAt(this.offset);
      if (c === 10 || (c === 13 && source.charCodeAt(this.offset + 1) !== 10)) {
        this.line++;
        this.lineStart = this.offset + 1;
      }
    }
    return { line: this.line, column: offset - this.lineStart + 1, offset };
  }
}
