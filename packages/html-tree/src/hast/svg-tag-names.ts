/**
 * SVG element names that keep capitals in hast. hastscript's `s()` (which
 * `hast-util-from-parse5` builds SVG elements with) lowercases every tag
 * name and then restores exactly these spellings, so an SVG element named
 * otherwise comes out lowercase (decision H5: equal to the rehype path).
 * The list is the one of SVG 1.1/2 camel-case element names; a test checks
 * it against hastscript 9.0.3's.
 */
export const svgCaseSensitiveTagNames: readonly string[] = [
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
  'solidColor',
  'textArea',
  'textPath',
];

/** Lowercased name → the spelling hast keeps. */
export const svgTagNameAdjustments: ReadonlyMap<string, string> = new Map(
  svgCaseSensitiveTagNames.map((name) => [name.toLowerCase(), name]),
);
