/**
 * Foreign content adjustments (WHATWG HTML §13.2.6.1 "adjust SVG
 * attributes", "adjust MathML attributes", "adjust foreign attributes", and
 * §13.2.6.5 the SVG tag name table). Tables are prototype-free Maps.
 */
import type { HtmlAttribute } from '@forgiving/html-tokenizer';

export const HTML_NS = 'http://www.w3.org/1999/xhtml';
export const SVG_NS = 'http://www.w3.org/2000/svg';
export const MATH_NS = 'http://www.w3.org/1998/Math/MathML';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** An attribute as parse5's tree adapters take it. */
export interface AdapterAttribute {
  name: string;
  value: string;
  namespace?: string | undefined;
  prefix?: string | undefined;
}

const SVG_TAGS = [
  'altGlyph',
  'altGlyphDef',
  'altGlyphItem',
  'animateColor',
  'animateMotion',
  'animateTransform',
  'clipPath',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
  'foreignObject',
  'glyphRef',
  'linearGradient',
  'radialGradient',
  'textPath',
];
/** §13.2.6.5: lowercase SVG tag name → its camel-cased spelling. */
export const SVG_TAG_NAMES: ReadonlyMap<string, string> = new Map(SVG_TAGS.map((n) => [n.toLowerCase(), n]));

const SVG_ATTRS = [
  'attributeName',
  'attributeType',
  'baseFrequency',
  'baseProfile',
  'calcMode',
  'clipPathUnits',
  'diffuseConstant',
  'edgeMode',
  'filterUnits',
  'glyphRef',
  'gradientTransform',
  'gradientUnits',
  'kernelMatrix',
  'kernelUnitLength',
  'keyPoints',
  'keySplines',
  'keyTimes',
  'lengthAdjust',
  'limitingConeAngle',
  'markerHeight',
  'markerUnits',
  'markerWidth',
  'maskContentUnits',
  'maskUnits',
  'numOctaves',
  'pathLength',
  'patternContentUnits',
  'patternTransform',
  'patternUnits',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'preserveAlpha',
  'preserveAspectRatio',
  'primitiveUnits',
  'refX',
  'refY',
  'repeatCount',
  'repeatDur',
  'requiredExtensions',
  'requiredFeatures',
  'specularConstant',
  'specularExponent',
  'spreadMethod',
  'startOffset',
  'stdDeviation',
  'stitchTiles',
  'surfaceScale',
  'systemLanguage',
  'tableValues',
  'targetX',
  'targetY',
  'textLength',
  'viewBox',
  'viewTarget',
  'xChannelSelector',
  'yChannelSelector',
  'zoomAndPan',
];
/** §13.2.6.1 "adjust foreign attributes": name → [prefix, local name, namespace]. */
const FOREIGN_ATTRS: ReadonlyArray<readonly [string, readonly [string, string, string]]> = [
  ['xlink:actuate', ['xlink', 'actuate', XLINK_NS]],
  ['xlink:arcrole', ['xlink', 'arcrole', XLINK_NS]],
  ['xlink:href', ['xlink', 'href', XLINK_NS]],
  ['xlink:role', ['xlink', 'role', XLINK_NS]],
  ['xlink:show', ['xlink', 'show', XLINK_NS]],
  ['xlink:title', ['xlink', 'title', XLINK_NS]],
  ['xlink:type', ['xlink', 'type', XLINK_NS]],
  ['xml:lang', ['xml', 'lang', XML_NS]],
  ['xml:space', ['xml', 'space', XML_NS]],
  ['xmlns', ['', 'xmlns', XMLNS_NS]],
  ['xmlns:xlink', ['xmlns', 'xlink', XMLNS_NS]],
] as const;

/** What one attribute of a foreign element becomes: a new name, or a namespaced one. */
type Adjustment = string | readonly [string, string, string];

/**
 * Every adjustment of an SVG element's attributes by lowercase name: §13.2.6.1
 * "adjust SVG attributes" and "adjust foreign attributes" in one table, so
 * that an attribute costs one lookup (the two sets of names are disjoint,
 * and no adjusted SVG name is a foreign attribute's).
 */
const SVG_ADJUST: ReadonlyMap<string, Adjustment> = new Map<string, Adjustment>([
  ...SVG_ATTRS.map((n): [string, Adjustment] => [n.toLowerCase(), n]),
  ...FOREIGN_ATTRS,
]);
/** The same for a MathML element: "adjust MathML attributes" and the foreign ones. */
const MATH_ADJUST: ReadonlyMap<string, Adjustment> = new Map<string, Adjustment>([
  ['definitionurl', 'definitionURL'],
  ...FOREIGN_ATTRS,
]);

/**
 * The attributes of a foreign element: SVG or MathML name adjustments, then
 * the foreign (namespaced) ones. Returns the input array when nothing changes.
 */
export function adjustForeignAttributes(attrs: HtmlAttribute[], svg: boolean): AdapterAttribute[] {
  const table = svg ? SVG_ADJUST : MATH_ADJUST;
  let out: AdapterAttribute[] | null = null;
  for (let i = 0; i < attrs.length; i++) {
    const attr = attrs[i] as HtmlAttribute;
    const adjusted = table.get(attr.name);
    if (adjusted === undefined) {
      if (out !== null) out.push(attr);
      continue;
    }
    if (out === null) out = attrs.slice(0, i);
    if (typeof adjusted === 'string') out.push({ name: adjusted, value: attr.value });
    else if (adjusted[0] === '') out.push({ name: adjusted[1], value: attr.value, namespace: adjusted[2] });
    else out.push({ name: adjusted[1], value: attr.value, namespace: adjusted[2], prefix: adjusted[0] });
  }
  return out ?? attrs;
}

/** The value of an attribute by (lowercase) name, or null. */
export function attributeValue(attrs: readonly HtmlAttribute[], name: string): string | null {
  for (const attr of attrs) if (attr.name === name) return attr.value;
  return null;
}

/** ASCII lowercase, without allocation when there is nothing to lower. */
export function asciiLower(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) return s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
  }
  return s;
}
