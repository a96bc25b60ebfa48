/**
 * Element categories as integer bitfields indexed by tag id (decision H9).
 * Each list cites the WHATWG HTML Standard section that defines it; the
 * flags hold for elements in the HTML namespace. The few foreign elements
 * that belong to a category (MathML text integration points, SVG HTML
 * integration points) are handled by `foreignFlags` below.
 */
import { FOREIGN_BREAKOUT_TAGS, TAG_ID, TAG_NAMES } from '@forgiving/html-tokenizer';
import { TagId as T } from './generated/tag-ids.ts';

/**
 * Category flags, bits of `HTML_FLAGS[id]`. A `const enum` so that the bundle
 * holds each as a literal (esbuild inlines enum members across modules).
 */
export const enum Cat {
  /** §13.2.4.2 "special" category. */
  SPECIAL = 1,
  /** §13.2.4.3 formatting elements. */
  FORMATTING = 2,
  /** §13.2.4.2 "has an element in scope": boundaries. */
  SCOPE = 4,
  /** "in list item scope": SCOPE plus ol, ul. */
  LIST_SCOPE = 8,
  /** "in button scope": SCOPE plus button. */
  BUTTON_SCOPE = 16,
  /** "in table scope": html, table, template. */
  TABLE_SCOPE = 32,
  /** §13.2.6.3 "generate implied end tags". */
  IMPLIED_END = 64,
  /** "generate all implied end tags thoroughly". */
  IMPLIED_END_THOROUGH = 128,
  /** "clear the stack back to a table context": table, template, html. */
  TABLE_CONTEXT = 256,
  /** "clear the stack back to a table body context": tbody, tfoot, thead, template, html. */
  TBODY_CONTEXT = 512,
  /** "clear the stack back to a table row context": tr, template, html. */
  ROW_CONTEXT = 1024,
  /** §13.2.6.1 foster parenting applies when the target is one of these. */
  FOSTER_TARGET = 2048,
  /** h1 to h6. */
  HEADING = 4096,
  /** The "in body" start tags that close a p in button scope (address ... ul). */
  CLOSES_P = 8192,
  /** §13.2.6.5 the start tags that break out of foreign content. */
  BREAKOUT = 16384,
  /** The "in body" end tags that close a block in scope (address ... ul). */
  BLOCK_END = 32768,
  /**
   * caption, col, colgroup, tbody, td, tfoot, th, thead, tr: the start tags
   * that close a caption or a cell, and the end tags "in table" and "in
   * caption" ignore (modes/table.ts `isTablePart`).
   */
  TABLE_PART = 65536,
  /** Where the "in body" li/dd/dt loop stops: special elements other than address, div, p. */
  ITEM_STOP = 1 << 17,
  /** Set on every HTML element on the stack (for "the topmost HTML element"). */
  HTML_ELEMENT = 1 << 18,
  /** MathML text integration point (§13.2.6 tree construction dispatcher). */
  MATH_TEXT_IP = 1 << 20,
  /** HTML integration point (SVG foreignObject, desc, title; annotation-xml with an HTML encoding). */
  HTML_IP = 1 << 21,
  /**
   * §13.2.6.4.7 "in body", end-of-file and `</body>`: the elements that may
   * stay open without a parse error. The stack keeps the topmost entry
   * without this flag (foreign ones included), so the check is O(1) (H8).
   */
  MAY_STAY_OPEN = 1 << 22,
  /**
   * §13.2.4.1 "reset the insertion mode appropriately": the HTML elements
   * that choose a mode. The stack keeps the topmost one, so a reset under
   * many other elements is O(1) instead of a walk (H8).
   */
  CHOOSES_MODE = 1 << 23,
  // Bits 24 and up are the stack's own marks on an entry, not categories
  // (open-elements.ts, PARENT_KNOWN).
}

/** Flags of HTML elements by tag id; 0 for unknown names (id 0). */
export const HTML_FLAGS: Uint32Array = new Uint32Array(TAG_NAMES.length);

function mark(flag: number, names: readonly (keyof typeof TAG_ID)[]): void {
  for (const name of names) {
    const id = TAG_ID[name];
    HTML_FLAGS[id] = (HTML_FLAGS[id] as number) | flag;
  }
}

mark(Cat.SPECIAL, [
  'address',
  'applet',
  'area',
  'article',
  'aside',
  'base',
  'basefont',
  'bgsound',
  'blockquote',
  'body',
  'br',
  'button',
  'caption',
  'center',
  'col',
  'colgroup',
  'dd',
  'details',
  'dir',
  'div',
  'dl',
  'dt',
  'embed',
  'fieldset',
  'figcaption',
  'figure',
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
  'iframe',
  'img',
  'input',
  'keygen',
  'li',
  'link',
  'listing',
  'main',
  'marquee',
  'menu',
  'meta',
  'nav',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'ol',
  'p',
  'param',
  'plaintext',
  'pre',
  'script',
  'search',
  'section',
  'select',
  'source',
  'style',
  'summary',
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
  'ul',
  'wbr',
  'xmp',
]);
mark(Cat.FORMATTING, ['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u']);
// "select" is a scope boundary since the customizable <select> change (as in html5ever).
mark(Cat.SCOPE | Cat.LIST_SCOPE | Cat.BUTTON_SCOPE, [
  'applet',
  'caption',
  'html',
  'table',
  'td',
  'th',
  'marquee',
  'object',
  'select',
  'template',
]);
mark(Cat.LIST_SCOPE, ['ol', 'ul']);
mark(Cat.BUTTON_SCOPE, ['button']);
mark(Cat.TABLE_SCOPE, ['html', 'table', 'template']);
mark(Cat.IMPLIED_END | Cat.IMPLIED_END_THOROUGH, [
  'dd',
  'dt',
  'li',
  'optgroup',
  'option',
  'p',
  'rb',
  'rp',
  'rt',
  'rtc',
]);
mark(Cat.IMPLIED_END_THOROUGH, ['caption', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr']);
mark(Cat.TABLE_CONTEXT, ['table', 'template', 'html']);
mark(Cat.TBODY_CONTEXT, ['tbody', 'tfoot', 'thead', 'template', 'html']);
mark(Cat.ROW_CONTEXT, ['tr', 'template', 'html']);
mark(Cat.FOSTER_TARGET, ['table', 'tbody', 'tfoot', 'thead', 'tr']);
mark(Cat.HEADING, ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
mark(Cat.CLOSES_P, [
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'header',
  'hgroup',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'search',
  'section',
  'summary',
  'ul',
]);
mark(Cat.BLOCK_END, [
  'address',
  'article',
  'aside',
  'blockquote',
  'button',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'header',
  'hgroup',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'pre',
  'search',
  'section',
  'select',
  'summary',
  'ul',
]);
// The breakout start tags of foreign content: one list, html-tokenizer's (it guesses the same switch).
mark(Cat.BREAKOUT, FOREIGN_BREAKOUT_TAGS);
mark(Cat.TABLE_PART, ['caption', 'col', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr']);

for (let id = 0; id < HTML_FLAGS.length; id++) {
  const f = HTML_FLAGS[id] as number;
  if (f & Cat.SPECIAL && id !== T.address && id !== T.div && id !== T.p) HTML_FLAGS[id] = f | Cat.ITEM_STOP;
}

/** Namespaces on the stack of open elements, as small integers. */
export const enum Ns {
  HTML = 0,
  SVG = 1,
  MATH = 2,
}

mark(Cat.MAY_STAY_OPEN, [
  'dd',
  'dt',
  'li',
  'optgroup',
  'option',
  'p',
  'rb',
  'rp',
  'rt',
  'rtc',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'body',
  'html',
]);

mark(Cat.CHOOSES_MODE, [
  'td',
  'th',
  'tr',
  'tbody',
  'thead',
  'tfoot',
  'caption',
  'colgroup',
  'table',
  'template',
  'head',
  'body',
  'frameset',
  'html',
]);

/**
 * The flags of a foreign element: the MathML text integration points and the
 * SVG HTML integration points are "special" and scope boundaries (§13.2.4.2);
 * so is MathML annotation-xml. `htmlAnnotation` says whether an
 * annotation-xml carries an HTML `encoding` (an HTML integration point).
 */
export function foreignFlags(id: number, ns: number, htmlAnnotation: boolean): number {
  const boundary = Cat.SPECIAL | Cat.ITEM_STOP | Cat.SCOPE | Cat.LIST_SCOPE | Cat.BUTTON_SCOPE;
  if (ns === Ns.MATH) {
    if (id === T.mi || id === T.mo || id === T.mn || id === T.ms || id === T.mtext) return boundary | Cat.MATH_TEXT_IP;
    if (id === T['annotation-xml']) return boundary | (htmlAnnotation ? Cat.HTML_IP : 0);
    return 0;
  }
  if (id === T.foreignobject || id === T.desc || id === T.title) return boundary | Cat.HTML_IP;
  return 0;
}
