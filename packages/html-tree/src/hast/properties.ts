/**
 * Attributes → hast `properties`, exactly as `hast-util-from-parse5` 8.0.4
 * gets them through hastscript 9 (decision H5): the tag name is read as a
 * hastscript selector (`a.b#c` gives `tagName: 'a'`, `className: ['b']`,
 * `id: 'c'`), each attribute is looked up in `property-information`'s HTML or
 * SVG schema, list values are split, numbers and booleans parsed.
 */
import type { Element, Properties } from 'hast';
import { find, html, type Info, normalize, svg } from 'property-information';
import { parse as parseCommas } from 'comma-separated-tokens';
import { parse as parseSpaces } from 'space-separated-tokens';
import type { Attribute } from './parse5-types.js';
import { svgTagNameAdjustments } from './svg-tag-names.js';

type PropertyValue = Properties[string];

const objectPrototype = Object.prototype;
const hasOwn = Object.prototype.hasOwnProperty;

/**
 * `find` allocates an `Info` for every unknown name; the per-schema caches
 * make each distinct attribute name cost one lookup (names are bounded by
 * the input, and a `Map` is safe for any key).
 */
const htmlCache = new Map<string, Info>();
const svgCache = new Map<string, Info>();

function lookup(isSvg: boolean, name: string): Info {
  const cache = isSvg ? svgCache : htmlCache;
  let info = cache.get(name);
  if (info === undefined) {
    info = safeFind(isSvg, name);
    cache.set(name, info);
  }
  return info;
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

/** One attribute value as hast holds it. */
function parseValue(info: Info, value: string): PropertyValue {
  let list: string[];
  if (info.spaceSeparated) list = parseSpaces(value);
  else if (info.commaSeparated) list = parseCommas(value);
  else if (info.commaOrSpaceSeparated) list = parseSpaces(parseCommas(value).join(' '));
  else return primitive(info, value);
  const result: Array<string | number> = [];
  for (let i = 0; i < list.length; i++) {
    // Lists hold no booleans: hastscript assumes so too.
    result.push(primitive(info, list[i]!) as string | number);
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
  if (hasOwn.call(objectPrototype, name)) return;
  const info = lookup(isSvg, name);
  let value = parseValue(info, attribute.value);
  const existing = properties.className;
  // Two attributes can share the `className` property (`class`, `classname`,
  // or a class from the tag name): hastscript concatenates them.
  if (info.property === 'className' && Array.isArray(existing)) {
    const merged: Array<string | number> = existing.slice();
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) merged.push(value[i]!);
    else merged.push(value as string | number);
    value = merged;
  }
  properties[info.property] = value;
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
  const properties: Properties = {};
  let name = tagName;
  if (hasSelectorChar(tagName)) name = readSelector(tagName, isSvg, properties);
  name = name.toLowerCase();
  if (isSvg) name = svgTagNameAdjustments.get(name) ?? name;
  for (let i = 0; i < attrs.length; i++) addAttribute(properties, isSvg, attrs[i]!);
  return { type: 'element', tagName: name, properties, children: [] };
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
