/**
 * Tag names interned to small integers (decision H9). The tokenizer gives
 * every start and end tag the id of its (lowercased) name, so that tree
 * construction can test element categories as integer bitfields indexed by
 * id instead of comparing strings. Id 0 is every name not listed here.
 *
 * The list holds every name that tree construction, foreign content or the
 * serializer (WHATWG HTML §13.2.6, §13.3) treats specially, in lowercase as
 * the tokenizer emits it (`foreignobject`, not `foreignObject`). Ids are part
 * of the contract between @forgiving/html-tokenizer and @forgiving/html-tree:
 * append new names at the end, never reorder.
 */
import { Ascii } from '@forgiving/char-ref/codes';

export const TAG_NAMES = [
  '',
  // HTML elements
  'a',
  'address',
  'applet',
  'area',
  'article',
  'aside',
  'b',
  'base',
  'basefont',
  'bgsound',
  'big',
  'blockquote',
  'body',
  'br',
  'button',
  'caption',
  'center',
  'code',
  'col',
  'colgroup',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'em',
  'embed',
  'fieldset',
  'figcaption',
  'figure',
  'font',
  'footer',
  'form',
  'frame',
  'frameset',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'header',
  'hgroup',
  'hr',
  'html',
  'i',
  'iframe',
  'image',
  'img',
  'input',
  'keygen',
  'label',
  'li',
  'link',
  'listing',
  'main',
  'marquee',
  'menu',
  'meta',
  'nav',
  'nobr',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'ol',
  'optgroup',
  'option',
  'p',
  'param',
  'plaintext',
  'pre',
  'rb',
  'rp',
  'rt',
  'rtc',
  'ruby',
  's',
  'script',
  'search',
  'section',
  'select',
  'selectedcontent',
  'small',
  'source',
  'span',
  'strike',
  'strong',
  'style',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'template',
  'textarea',
  'tfoot',
  'th',
  'thead',
  'title',
  'tr',
  'track',
  'tt',
  'u',
  'ul',
  'var',
  'wbr',
  'xmp',
  'datalist',
  'menuitem',
  // SVG and MathML elements that tree construction names
  'svg',
  'math',
  'foreignobject',
  'desc',
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
  'malignmark',
  'mglyph',
] as const;

export type KnownTagName = (typeof TAG_NAMES)[number];

/** Prototype-free by construction: a Map answers nothing for `constructor`. */
const ids: ReadonlyMap<string, number> = /* @__PURE__ */ new Map(
  /* @__PURE__ */ TAG_NAMES.map((name, id) => [name, id]),
);

/** The id of a lowercase tag name, or 0 when the name is not in TAG_NAMES. */
export function tagId(name: string): number {
  return ids.get(name) ?? 0;
}

/** `TAG_ID.div` etc.: ids by name, for readable tables (not for lookups of input). */
export const TAG_ID: { readonly [K in KnownTagName]: number } = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ TAG_NAMES.map((name, id) => [name, id]),
) as { readonly [K in KnownTagName]: number };

/**
 * One step of the hash `tagIdAt` looks names up by, over char codes with
 * ASCII upper case folded (`| 0x20` also moves `@[\\]^_` onto other codes:
 * the lookup compares the names, so a collision costs a probe, not a
 * wrong answer). The tokenizer computes it while it scans a tag name.
 */
export function tagNameHash(h: number, c: number): number {
  return (Math.imul(h, 31) + (c | Ascii.CaseBit)) | 0;
}

/**
 * TAG_NAMES ids (0: empty) by `tagNameHash & TAG_HASH_MASK`, open addressing
 * with linear probing. The tokenizer's fast tag path probes it in place (a
 * call would spend V8's inlining budget, see fastTag): it gets the interned
 * name (`TAG_NAMES[id]`) without building a string, and the sink the id
 * without a second lookup.
 */
export const TAG_HASH_MASK = 511;
export const TAG_BY_HASH = new Uint8Array(TAG_HASH_MASK + 1);
/**
 * Each name of up to 4 characters as its codes, one a byte, in an integer
 * (0 for longer names, which no scanned name packs to): fastTag packs a
 * short name as it scans it, and compares one integer instead of its
 * characters.
 */
export const TAG_PACKED = new Int32Array(TAG_NAMES.length);
for (let id = 1; id < TAG_NAMES.length; id++) {
  const name = TAG_NAMES[id]!;
  let h = 0;
  for (let k = 0; k < name.length; k++) {
    h = tagNameHash(h, name.charCodeAt(k));
    if (name.length < 5) TAG_PACKED[id] = (TAG_PACKED[id]! << 8) | name.charCodeAt(k);
  }
  let slot = h & TAG_HASH_MASK;
  while (TAG_BY_HASH[slot] !== 0) slot = (slot + 1) & TAG_HASH_MASK;
  TAG_BY_HASH[slot] = id;
}
