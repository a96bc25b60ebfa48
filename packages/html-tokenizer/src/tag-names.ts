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
const ids: ReadonlyMap<string, number> = new Map(TAG_NAMES.map((name, id) => [name, id]));

/** The id of a lowercase tag name, or 0 when the name is not in TAG_NAMES. */
export function tagId(name: string): number {
  return ids.get(name) ?? 0;
}

/** `TAG_ID.div` etc.: ids by name, for readable tables (not for lookups of input). */
export const TAG_ID: { readonly [K in KnownTagName]: number } = Object.fromEntries(
  TAG_NAMES.map((name, id) => [name, id]),
) as { readonly [K in KnownTagName]: number };

/** TAG_NAMES by first letter (a-z) and length (up to 15), for `internTagName`. */
const byKey: (string[] | undefined)[] = [];
for (const name of TAG_NAMES) {
  if (name === '') continue;
  const key = (name.charCodeAt(0) - 0x61) * 16 + Math.min(name.length, 15);
  (byKey[key] ??= []).push(name);
}

/**
 * The TAG_NAMES string equal to `buffer[start, end)` (already lowercase), or
 * null: a known tag name costs no new string, and the interned one keeps its
 * hash for `tagId`.
 */
export function internTagName(buffer: string, start: number, end: number): string | null {
  const first = buffer.charCodeAt(start) - 0x61;
  const length = end - start;
  if (first >>> 0 >= 26) return null;
  const names = byKey[first * 16 + Math.min(length, 15)];
  if (names === undefined) return null;
  // Compared by char codes: `startsWith` with a position is a slow builtin here.
  for (const name of names) {
    if (name.length !== length) continue;
    let k = 0;
    while (k < length && name.charCodeAt(k) === buffer.charCodeAt(start + k)) k++;
    if (k === length) return name;
  }
  return null;
}
