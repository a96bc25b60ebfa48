/**
 * Constructors for the tree's most numerous objects (elements, text nodes,
 * positions and their points), used instead of object literals.
 *
 * Why not literals: V8 "pretenures" an object literal's allocation site
 * (`--trace-pretenuring-statistics`) once most of its objects survive a
 * scavenge, as a tree's nodes do on a large page (node-api-all.html, 40 % of
 * the bench corpus, tenures the element and text literals in its first
 * parse). From then on every node is allocated in the old generation, and
 * every young value stored into it (its `properties`, `children` array, text
 * string, `position`: all young) takes the write barrier's slow path and a
 * remembered-set slot, on the main thread, while the work it saves (copying
 * the node in the young generation) is done by the scavenger's helper
 * threads in parallel. Objects made by `new` have no allocation site and
 * are never pretenured. Measured (docs/benchmarks.md, html-tree: "where the garbage
 * collector's time goes, and V8's pretenuring"): the same
 * process CPU time, main-thread CPU time 1.2x lower without positions and
 * 1.5x lower with them.
 *
 * The prototype is `Object.prototype`, so each object is plain
 * (`constructor` is `Object`; JSON and deep equality see no difference), and
 * the keys come in hast-util-from-parse5's order. V8's in-object slack
 * tracking gives each instance exactly its fields' slots, as a literal has.
 */
import type { Element, ElementContent, Properties, Root, Text } from 'hast';

type Position = NonNullable<Root['position']>;
type Point = Position['start'];

/** A constructor whose instances are plain objects (see above). */
function plain<C extends abstract new (...args: never[]) => unknown>(make: C): C {
  make.prototype = Object.prototype;
  return make;
}

export const HastElement = plain(function Element(
  this: Element,
  tagName: string,
  properties: Properties,
  children: ElementContent[],
): void {
  this.type = 'element';
  this.tagName = tagName;
  this.properties = properties;
  this.children = children;
} as unknown as new (
  tagName: string,
  properties: Properties,
  children: ElementContent[],
) => Element);

/**
 * An element whose `position` is set next (parseHtml with positions): the
 * key made with the others, not added later (a separate property array, 32
 * bytes more per element); last, as hast-util-from-parse5 orders the keys.
 */
export const PositionedHastElement = plain(function Element(
  this: Element,
  tagName: string,
  properties: Properties,
  children: ElementContent[],
): void {
  this.type = 'element';
  this.tagName = tagName;
  this.properties = properties;
  this.children = children;
  this.position = undefined;
} as unknown as new (
  tagName: string,
  properties: Properties,
  children: ElementContent[],
) => Element);

export const HastText = plain(function Text(this: Text, value: string): void {
  this.type = 'text';
  this.value = value;
} as unknown as new (
  value: string,
) => Text);

/** A text node whose `position` is set next (as PositionedHastElement). */
export const PositionedHastText = plain(function Text(this: Text, value: string): void {
  this.type = 'text';
  this.value = value;
  this.position = undefined;
} as unknown as new (
  value: string,
) => Text);

export const HastPoint = plain(function Point(this: Point, line: number, column: number, offset: number): void {
  this.line = line;
  this.column = column;
  this.offset = offset;
} as unknown as new (
  line: number,
  column: number,
  offset: number,
) => Point);

/** `{ start, end }`; either may be undefined until finishPositions (as the literal it replaces). */
export const HastPosition = plain(function Position(
  this: Position,
  start: Point | undefined,
  end: Point | undefined,
): void {
  this.start = start as Point;
  this.end = end as Point;
} as unknown as new (
  start: Point | undefined,
  end: Point | undefined,
) => Position);

/**
 * V8 sizes a constructor's instances once it has made seven of them, to the
 * most properties any of them got by then; left to the first parse of a
 * process, a `<template>` among its first elements (`content`, added later)
 * made every element of every later tree 64 bytes instead of 56 (checked
 * with `%DebugPrint`; docs/benchmarks.md, html-tree: "the size of each
 * retained object, and shared short values"). So the sizes are settled
 * here, with throwaway instances that get nothing added.
 */
for (let i = 0; i < 8; i++) {
  new HastElement('', {}, []);
  new PositionedHastElement('', {}, []);
  new HastText('');
  new PositionedHastText('');
  new HastPoint(0, 0, 0);
  new HastPosition(undefined, undefined);
}
