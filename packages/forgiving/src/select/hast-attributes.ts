// Attribute values read straight from hast `properties` (issue 30: building
// an attribute record per element per select call was a large part of a
// call). hast keys properties by property name (`className`, `htmlFor`,
// `viewBox`, `dataFoo`); the attribute a selector names maps to one property
// by property-information's tables for the element's namespace (SVG's for
// SVG elements, HTML's otherwise), found once per name, not per element. The
// value is the attribute's HTML text as hast-util-to-html and `toHtml` write
// it (README, "Spec notes": hast's `true` is the empty string, a list is
// joined by spaces or commas). The same reads serve `cssSelectAdapter`
// (css-select-hast.ts), so both paths give one answer.
import { findProperty, type HastNamespace, NAMESPACE_HTML, NAMESPACE_SVG, propertyText } from '@forgiving/html-tree';
import type { Element as HastElement } from 'hast';

type Info = ReturnType<typeof findProperty>;

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The property behind attribute `name` in a namespace, or null when no
 * property is written back as exactly `name` (property-information looks
 * names up case-insensitively: `[classname]` is not `class`, `[viewbox]` on an
 * SVG element is not `viewBox`).
 */
function propertyFor(name: string, svg: boolean): Info | null {
  const info = findProperty(svg, name);
  return info.attribute === name ? info : null;
}

/**
 * An attribute name resolved once: the property to read on HTML elements
 * (where the name is matched ASCII-lowercased, HTML §4.16.2, when `fold`),
 * on SVG elements and on MathML elements (both case-sensitive).
 */
export class HastAttributeName {
  private readonly html: Info | null;
  private readonly svg: Info | null;
  private readonly mathml: Info | null;
  constructor(name: string, fold: boolean) {
    const lower = fold ? name.replace(/[A-Z]+/g, (upper) => upper.toLowerCase()) : name;
    this.html = propertyFor(lower, false);
    this.svg = propertyFor(name, true);
    this.mathml = lower === name ? this.html : propertyFor(name, false);
  }

  /** The attribute's text on `element` (of namespace `namespace`), undefined when absent. */
  read(element: HastElement, namespace: HastNamespace): string | undefined {
    const info = namespace === NAMESPACE_HTML ? this.html : namespace === NAMESPACE_SVG ? this.svg : this.mathml;
    if (info === null) return undefined;
    const properties = element.properties;
    if (properties === undefined || !hasOwn.call(properties, info.property)) return undefined;
    return propertyText(properties[info.property], info.commaSeparated);
  }
}

/** Resolved names by name, for the fixed names the state pseudo-classes read (`type`, `disabled`, ...). */
const known = new Map<string, HastAttributeName>();

/** The attribute `name` (exactly as given, no case folding) of a hast element in `namespace`. */
export function hastAttributeValue(element: HastElement, namespace: HastNamespace, name: string): string | undefined {
  let resolved = known.get(name);
  if (resolved === undefined) {
    resolved = new HastAttributeName(name, false);
    // Bounded: names come from selectors and code, a cache of the first thousand is plenty.
    if (known.size < 1000) known.set(name, resolved);
  }
  return resolved.read(element, namespace);
}

/**
 * `.name` on a hast element: is `word` one of the class attribute's
 * whitespace-separated tokens? Reads `className` (a list in hast, a string in
 * a hand-built tree) without joining it.
 */
export function hastHasClass(
  element: HastElement,
  word: string,
  contains: (list: string, word: string) => boolean,
): boolean {
  const properties = element.properties;
  if (word === '' || properties === undefined || !hasOwn.call(properties, 'className')) return false;
  const value = properties.className;
  if (!Array.isArray(value)) {
    const text = propertyText(value, false);
    return text !== undefined && contains(text, word);
  }
  for (const item of value) {
    const text = typeof item === 'string' ? item : item === null || item === undefined ? '' : String(item);
    if (text === word || contains(text, word)) return true;
  }
  return false;
}
