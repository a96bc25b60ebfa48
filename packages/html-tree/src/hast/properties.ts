/**
 * Attributes → hast `properties`, exactly as `hast-util-from-parse5` 8.0.4
 * gets them through hastscript 9 (decision H5): the tag name is read as a
 * hastscript selector (`a.b#c` gives `tagName: 'a'`, `className: ['b']`,
 * `id: 'c'`), each attribute is looked up in `property-information`'s HTML or
 * SVG schema, list values are split, numbers and booleans parsed.
 */
import { ownString } from '@forgiving/char-ref';
import type { Element, ElementContent, Properties } from 'hast';
import { find, html, type Info, normalize, svg } from 'property-information';
import { parse as parseCommas } from 'comma-separated-tokens';
import { parse as parseSpaces } from 'space-separated-tokens';
import type { Attribute } from './parse5-types.js';
import { svgTagNameAdjustments } from './svg-tag-names.js';
import { HastElement, PositionedHastElement } from './nodes.js';
import { share, shortStrings } from './short-strings.js';

type PropertyValue = Properties[string];

const objectPrototype = Object.prototype;
const hasOwn = Object.prototype.hasOwnProperty;

/**
 * What one attribute name becomes, looked up once per name: its
 * property-information entry, and whether its value is stored as it is
 * (no list, number or boolean: most attributes), or null when the name is
 * an `Object.prototype` member (dropped, see `addAttribute`).
 */
interface Slot {
  property: string;
  info: Info;
  /**
   * How the value is stored, read from the slot (one hidden class) instead
   * of from `info` (property-information's `Info` and `DefinedInfo` objects
   * have several shapes): ValueKind.PLAIN as it is (most attributes), ValueKind.TOKENS a
   * space-separated list as split (`class`, `rel`), ValueKind.PARSED anything else.
   */
  kind: number;
}

/** `Slot.kind` (a const enum: literals in the bundle). */
const enum ValueKind {
  PLAIN = 0,
  TOKENS = 1,
  PARSED = 2,
}

/**
 * Per-schema caches: `find` allocates an `Info` for every unknown name, so
 * each distinct name costs one lookup. They live across parses, so they stop
 * growing at CACHE_LIMIT names (names come from the input; later ones are
 * looked up each time), and keep their own copy of each name (`ownString`:
 * a name sliced from the input would keep that whole input alive). Maps are
 * safe for any key.
 */
const CACHE_LIMIT = 4096;
const htmlCache = new Map<string, Slot | null>();
const svgCache = new Map<string, Slot | null>();

/**
 * The last HTML names looked up, one a slot by length and first character,
 * for names under 13 characters (V8 copies those, so they hold no input
 * alive): `===` on a short string costs less than the `Map`'s hash of a new
 * one, which V8 computes in a runtime call, and every attribute name the
 * tokenizer hands over is a new string. SVG names skip it: the tree's
 * attribute adjustments looked them up (and hashed them) already.
 */
const recentNames: string[] = new Array<string>(64).fill('');
const recentSlots: Array<Slot | null> = new Array<Slot | null>(64).fill(null);

function lookup(isSvg: boolean, name: string): Slot | null {
  const n = name.length;
  if (isSvg || n > 12 || n === 0) return lookupIn(isSvg, name);
  const i = (n * 13 + name.charCodeAt(0)) & 63;
  if (recentNames[i] === name) return recentSlots[i] as Slot | null;
  const slot = lookupIn(false, name);
  recentNames[i] = name;
  recentSlots[i] = slot;
  return slot;
}

function lookupIn(isSvg: boolean, name: string): Slot | null {
  const cache = isSvg ? svgCache : htmlCache;
  let slot = cache.get(name);
  if (slot === undefined) {
    // `find` keeps an unknown name in its Info: the copy that is cached.
    if (cache.size < CACHE_LIMIT) name = ownString(name);
    if (hasOwn.call(objectPrototype, name)) slot = null;
    else {
      const info = safeFind(isSvg, name);
      const primitive = info.number || info.boolean || info.overloadedBoolean;
      const kind =
        info.spaceSeparated && !primitive
          ? ValueKind.TOKENS
          : primitive || info.spaceSeparated || info.commaSeparated || info.commaOrSpaceSeparated
            ? ValueKind.PARSED
            : ValueKind.PLAIN;
      slot = { property: info.property, info, kind };
    }
    if (cache.size < CACHE_LIMIT) cache.set(name, slot);
  }
  return slot;
}

/**
 * `find` of property-information, except for names that lowercase to an
 * `Object.prototype` member (`constructor`, `__proto__`): `find` reads its
 * tables with `in` and would return that member. Such a name is a plain
 * property under its own name.
 */
export function safeFind(isSvg: boolean, name: string): Info {
  if (!hasOwn.call(objectPrototype, name.toLowerCase())) return find(isSvg ? svg : html, name);
  return {
    attribute: name,
    property: name,
    boolean: false,
    booleanish: false,
    commaOrSpaceSeparated: false,
    commaSeparated: false,
    defined: false,
    mustUseProperty: false,
    number: false,
    overloadedBoolean: false,
    spaceSeparated: false,
    space: undefined,
  };
}

/** hastscript's `parsePrimitive`: numbers and (overloaded) booleans. */
function primitive(info: Info, value: string): string | number | boolean {
  if (info.number && value && !Number.isNaN(Number(value))) return Number(value);
  if ((info.boolean || info.overloadedBoolean) && (value === '' || normalize(value) === normalize(info.property))) {
    return true;
  }
  return value;
}

/**
 * Short attribute values met before (short-strings.ts): plain values and
 * the tokens of a simple list (`class="type"`, `aria-hidden="true"`). Across parses, as
 * the name caches: at most its 1024 short strings stay alive.
 */
const values = shortStrings();

/**
 * space-separated-tokens' `parse` (trim, split on ASCII whitespace) without
 * a regular expression for the values most pages have: printable ASCII
 * tokens (one token: a one-item array; several, each parted by one space: the
 * native `split(' ')`, an exact-size array as the library's). Any other
 * separator, a run of them, one at either end, or a control or character
 * past ASCII (`trim` removes Unicode white space and U+000B too) takes the
 * library's own path.
 */
export function spaceTokens(value: string): string[] {
  const length = value.length;
  if (length === 0) return [];
  let spaces = 0;
  let previous = 32; // a space "before" the value: one at its start is not simple
  for (let i = 0; i < length; i++) {
    const code = value.charCodeAt(i);
    if (code > 32 && code < 127) {
      previous = code;
      continue;
    }
    if (code !== 32 || previous === 32) return parseSpaces(value);
    spaces++;
    previous = 32;
  }
  if (previous === 32) return parseSpaces(value);
  if (spaces !== 0) {
    const tokens = value.split(' ');
    for (let i = 0; i < tokens.length; i++) tokens[i] = share(values, tokens[i]!);
    return tokens;
  }
  return oneToken(value);
}

/**
 * `[value]`, made by `new Array(1)`: V8 pretenured the literal's allocation
 * site (class lists live as long as the tree; checked with
 * `%InYoungGeneration` after a few parses of node-api-all.html), so each
 * list was made in the old generation and storing its young string took
 * the write barrier's slow path. Made this way it stays young, like the
 * tree's other nodes (hast/nodes.ts says why that is cheaper), and is
 * equal to the literal (one element, no holes).
 */
function oneToken(value: string): string[] {
  const one: string[] = new Array(1);
  one[0] = share(values, value);
  return one;
}

/** One attribute value as hast holds it. */
function parseValue(info: Info, value: string): PropertyValue {
  let list: string[];
  if (info.spaceSeparated) {
    list = spaceTokens(value);
    // No item changes (hastscript's parsePrimitive is the identity without
    // number or boolean): the split's own exact-size array is the value.
    if (!info.number && !info.boolean && !info.overloadedBoolean) return list;
  } else if (info.commaSeparated) list = parseCommas(value);
  else if (info.commaOrSpaceSeparated) list = parseSpaces(parseCommas(value).join(' '));
  else return primitive(info, value);
  // Exact size (a pushed array keeps spare slots in the tree).
  const result: Array<string | number> = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    // Lists hold no booleans: hastscript assumes so too.
    result[i] = primitive(info, list[i]!) as string | number;
  }
  return result;
}

/**
 * Adds one attribute to `properties`. Names that are members of
 * `Object.prototype` (`constructor`, `__proto__`, ...) are dropped, as
 * `hast-util-from-parse5` drops them (README, Spec notes).
 */
export function addAttribute(properties: Properties, isSvg: boolean, attribute: Attribute): void {
  const name = attribute.prefix ? attribute.prefix + ':' + attribute.name : attribute.name;
  addNamedAttribute(properties, isSvg, name, attribute.value);
}

/** `addAttribute` for a qualified name and its value. */
function addNamedAttribute(properties: Properties, isSvg: boolean, name: string, raw: string): void {
  const slot = lookup(isSvg, name);
  if (slot === null) return;
  const property = slot.property;
  const kind = slot.kind;
  let value: PropertyValue =
    kind === ValueKind.PLAIN
      ? share(values, raw)
      : kind === ValueKind.TOKENS
        ? spaceTokens(raw)
        : parseValue(slot.info, raw);
  // Two attributes can share the `className` property (`class`, `classname`,
  // or a class from the tag name): hastscript concatenates them.
  if (property === 'className') {
    const existing = properties.className;
    if (Array.isArray(existing)) {
      const merged: Array<string | number> = existing.slice();
      if (Array.isArray(value)) for (let i = 0; i < value.length; i++) merged.push(value[i]!);
      else merged.push(value as string | number);
      value = merged;
    }
  }
  properties[property] = value;
}

/**
 * `properties` objects sized for their attributes. A `{}` literal reserves
 * four in-object property slots (56 bytes on 64-bit V8 without pointer
 * compression, for the tree's whole life, and copied twice by the young
 * generation's collector). Objects from a constructor are shrunk once V8
 * has tracked a few of them (in-object slack tracking) to the slots those
 * got: one constructor per attribute count gives an element without
 * attributes (142k of 251k on the bench corpus) a 24-byte object, one with
 * a single attribute (71k) 32 bytes. The prototype is `Object.prototype`,
 * so each is a plain object (`constructor` is `Object`; JSON and deep
 * equality see no difference); a property beyond the slots (adoptAttributes
 * on `<html>`, `<body>`; a class from a tag name) goes to a separate array.
 */
function sizedProperties(): new () => Properties {
  const Sized = function Properties(): void {} as unknown as new () => Properties;
  Sized.prototype = Object.prototype;
  return Sized;
}
const Properties0 = sizedProperties();
const Properties1 = sizedProperties();
const Properties2 = sizedProperties();
const Properties3 = sizedProperties();

/**
 * Ends each constructor's slack tracking now, with exactly `count` slots.
 * V8 sizes a constructor's instances once it has made seven, to the most
 * properties any of them got by then: left to the first parse, an object
 * without attributes that later gained some (`<body>` merging a second
 * `<body>`'s attributes) gave every attribute-less element's `properties`
 * two spare slots, 40 bytes instead of 24 (92k objects, 1.5 MB of
 * node-api-all.html's tree; docs/benchmarks.md, html-tree: "the size of each
 * retained object, and shared short values"). The throwaway
 * objects get `count` properties under names no attribute maps to.
 */
function settle(Sized: new () => Properties, count: number): void {
  for (let i = 0; i < 8; i++) {
    const properties = new Sized();
    for (let k = 0; k < count; k++) properties[' ' + k] = '';
  }
}
settle(Properties0, 0);
settle(Properties1, 1);
settle(Properties2, 2);
settle(Properties3, 3);

/** `properties` for an element with `count` attributes (a call site per constructor: each inlined). */
function newProperties(count: number): Properties {
  if (count === 0) return new Properties0();
  if (count === 1) return new Properties1();
  if (count === 2) return new Properties2();
  return count === 3 ? new Properties3() : {};
}

/** Every index of `.` or `#` matters only when one occurs; most names have none. */
function hasSelectorChar(name: string): boolean {
  return name.indexOf('.') !== -1 || name.indexOf('#') !== -1;
}

/**
 * Builds a hast element for `tagName` in the given namespace (SVG elements
 * use the SVG schema, HTML and MathML the HTML one, as hast-util-from-parse5).
 */
export function createHastElement(tagName: string, isSvg: boolean, attrs: readonly Attribute[]): Element {
  const properties = newProperties(attrs.length);
  let name = (isSvg ? svgNames : htmlNames).get(tagName);
  if (name === undefined) name = hastName(tagName, isSvg, properties);
  for (let i = 0; i < attrs.length; i++) addAttribute(properties, isSvg, attrs[i]!);
  return new HastElement(name, properties, []);
}

/**
 * `createHastElement` for an HTML element from attribute arrays (`count` of
 * them): no attribute objects. `known`: one of the tokenizer's tag names
 * (lowercase, no `.` or `#`), which hast keeps as it is. `positioned`: the
 * element gets a `position` next.
 */
export function createHastElementFrom(
  tagName: string,
  known: boolean,
  names: readonly string[],
  values: readonly string[],
  count: number,
  children: ElementContent[],
  positioned: boolean,
): Element {
  const properties = newProperties(count);
  let name = known ? tagName : htmlNames.get(tagName);
  if (name === undefined) name = hastName(tagName, false, properties);
  for (let i = 0; i < count; i++) addNamedAttribute(properties, false, names[i]!, values[i]!);
  // Constructors, not literals: nodes.ts says why (V8's pretenuring).
  return positioned
    ? new PositionedHastElement(name, properties, children)
    : new HastElement(name, properties, children);
}

/**
 * hast tag names by the parser's name, for names without `.` or `#` (those
 * also give properties): one lookup instead of two searches and a
 * `toLowerCase` per element. Bounded as the attribute caches.
 */
const htmlNames = new Map<string, string>();
const svgNames = new Map<string, string>();

function hastName(tagName: string, isSvg: boolean, properties: Properties): string {
  const selector = hasSelectorChar(tagName);
  const cache = isSvg ? svgNames : htmlNames;
  const cached = !selector && cache.size < CACHE_LIMIT;
  // Key and name (lowercasing may return the same string) must not hold the input.
  if (cached) tagName = ownString(tagName);
  let name = selector ? readSelector(tagName, isSvg, properties) : tagName;
  name = name.toLowerCase();
  if (isSvg) name = svgTagNameAdjustments.get(name) ?? name;
  if (cached) cache.set(tagName, name);
  return name;
}

/**
 * hast-util-parse-selector's reading of a tag name: the text before the first
 * `.` or `#` is the name (`div`, or `g` in SVG, when empty), each `#x` sets
 * `id`, each `.x` adds a class; empty parts are skipped.
 */
function readSelector(selector: string, isSvg: boolean, properties: Properties): string {
  let name = '';
  let previous = 0; // 0: none yet, 35: '#', 46: '.'
  let start = 0;
  const length = selector.length;
  while (start <= length) {
    let end = start;
    while (end < length) {
      const code = selector.charCodeAt(end);
      if (code === 35 || code === 46) break;
      end++;
    }
    if (end > start) {
      const part = selector.slice(start, end);
      if (previous === 0) name = part;
      else if (previous === 35) properties.id = part;
      else if (Array.isArray(properties.className)) properties.className.push(part);
      else properties.className = [part];
    }
    if (end === length) break;
    previous = selector.charCodeAt(end);
    start = end + 1;
  }
  return name || (isSvg ? 'g' : 'div');
}

/**
 * A hast property value as its attribute's HTML text, as `toHtml` and
 * hast-util-to-html write it, or undefined when the attribute is absent:
 * `true` is the empty string, `false`, null, undefined and NaN are absent, a
 * list is joined by spaces (by commas when `commaSeparated`, property
 * information's flag). Selector matching reads attributes through it
 * (forgiving's `select` and both css-select adapters), so all agree.
 */
export function propertyText(value: unknown, commaSeparated: boolean): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined || value === false) return undefined;
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  if (value === true) return '';
  if (Array.isArray(value)) return value.join(commaSeparated ? ', ' : ' ');
  return String(value);
}
