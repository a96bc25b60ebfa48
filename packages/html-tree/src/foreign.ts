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
  namespace?: string;
  prefix?: string;
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
/** §13.2.6.1 "adjust SVG attributes". */
const SVG_ATTR_NAMES: ReadonlyMap<string, string> = new Map(SVG_ATTRS.map((n) => [n.toLowerCase(), n]));

/** §13.2.6.1 "adjust foreign attributes": name → [prefix, local name, namespace]. */
const FOREIGN_ATTRS: ReadonlyMap<string, readonly [string, string, string]> = new Map([
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
] as const);

/**
 * The attributes of a foreign element: SVG or MathML name adjustments, then
 * the foreign (namespaced) ones. Returns the input array when nothing changes.
 */
export function adjustForeignAttributes(attrs: HtmlAttribute[], svg: boolean): AdapterAttribute[] {
  let out: AdapterAttribute[] | null = null;
  for (let i = 0; i < attrs.length; i++) {
    const attr = attrs[i] as HtmlAttribute;
    let name = attr.name;
    if (svg) name = SVG_ATTR_NAMES.get(name) ?? name;
    else if (name === 'definitionurl') name = 'definitionURL';
    const foreign = FOREIGN_ATTRS.get(name);
    if (name === attr.name && foreign === undefined) {
      if (out !== null) out.push(attr);
      continue;
    }
    if (out === null) out = attrs.slice(0, i);
    if (foreign === undefined) out.push({ name, value: attr.value });
    else if (foreign[0] === '') out.push({ name: foreign[1], value: attr.value, namespace: foreign[2] });
    else out.push({ name: foreign[1], value: attr.value, namespace: foreign[2], prefix: foreign[0] });
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
