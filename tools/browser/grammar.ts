// Random HTML from a grammar of the constructs tree construction treats
// specially (issue #29 item 5), for the browser differential: misnested
// formatting, tables and foster parenting, select/option/selectedcontent,
// foreign content and its integration points, template, frameset, noscript,
// character references, NULs, CR LF and processing instructions. Seeded
// (fuzz/rng.mjs): the same seed gives the same inputs everywhere.

interface Rng {
  next(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

const NAMES = [
  ...['p', 'div', 'span', 'a', 'b', 'i', 'u', 'em', 'nobr', 'font', 'big', 'code', 's', 'small', 'strong', 'tt'],
  ...['table', 'caption', 'colgroup', 'col', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th'],
  ...['select', 'option', 'optgroup', 'selectedcontent', 'datalist', 'button', 'input', 'hr', 'keygen'],
  ...['template', 'frameset', 'frame', 'noscript', 'noframes', 'noembed', 'iframe', 'xmp', 'plaintext'],
  ...['svg', 'math', 'mi', 'mo', 'mtext', 'annotation-xml', 'foreignObject', 'desc', 'title', 'path', 'g'],
  ...['head', 'body', 'html', 'meta', 'link', 'style', 'script', 'textarea', 'title', 'base'],
  ...['ul', 'ol', 'li', 'dl', 'dd', 'dt', 'h1', 'h2', 'pre', 'listing', 'form', 'image', 'img', 'br'],
  ...['applet', 'marquee', 'object', 'ruby', 'rb', 'rt', 'rp', 'search', 'main', 'menu', 'x-y', 'center'],
];

const TEXT = ['x', ' ', 'hi', '\n', '\r\n', '\r', '\t', '&amp;', '&lt;', '&notin', '&#x41;', '&#128;', '&#0;'];
const ODD = ['\0', '&bogus;', '&', '</', '<!', '<?x y>', '<?xml v?>', '<?x-y a="1"?>', '<?', '<![CDATA[x]]>'];
const ATTRIBUTES = ['id', 'class', 'type', 'color', 'selected', 'xlink:href', 'definitionURL', 'encoding', 'dir'];
const VALUES = ['="v"', "='w'", '=hidden', '', '="text/html"', '="&amp;&notin"', '="a\0b"', '=x\r\ny'];

function attributes(rng: Rng): string {
  let out = '';
  for (let i = rng.int(3); i > 0; i--) out += ` ${rng.pick(ATTRIBUTES)}${rng.pick(VALUES)}`;
  return out;
}

function element(rng: Rng, depth: number): string {
  const name = rng.pick(NAMES);
  if (rng.chance(0.12)) return `<${name}${attributes(rng)}/>`;
  let content = '';
  const n = depth > 3 ? 1 : rng.int(4);
  for (let i = 0; i < n; i++) {
    const r = rng.next();
    if (depth <= 3 && r < 0.45) content += element(rng, depth + 1);
    else if (r < 0.55) content += `<!--${rng.pick(TEXT)}${rng.pick(['-->', '--!>', '->', ''])}`;
    else if (r < 0.65) content += rng.pick(ODD);
    else if (r < 0.7) content += `</${rng.pick(NAMES)}>`;
    else content += rng.pick(TEXT);
  }
  const end = rng.chance(0.65) ? `</${rng.chance(0.8) ? name : rng.pick(NAMES)}>` : '';
  return `<${name}${attributes(rng)}>${content}${end}`;
}

/** A document: maybe a doctype, then one to three elements with text and oddities between. */
export function hardDocument(rng: Rng): string {
  let out = rng.chance(0.3)
    ? rng.pick(['<!DOCTYPE html>', '<!doctype html public "-//W3C//DTD HTML 4.01//EN">', '<!DOCTYPE>'])
    : '';
  for (let i = 1 + rng.int(3); i > 0; i--) out += element(rng, 0) + (rng.chance(0.3) ? rng.pick(TEXT) : '');
  return out;
}

export type Context = string | { tagName: string; namespace: 'svg' | 'math' };

/** Fragment contexts: HTML elements of every insertion mode, and foreign ones. */
export const CONTEXTS: readonly Context[] = [
  ...['div', 'body', 'html', 'head', 'table', 'tbody', 'tr', 'td', 'caption', 'colgroup', 'template', 'p', 'a'],
  ...['pre', 'textarea', 'title', 'style', 'script', 'noscript', 'plaintext', 'frameset', 'li', 'button', 'form'],
  ...['select', 'option', 'optgroup', 'selectedcontent'],
  ...(['svg', 'foreignObject', 'desc'] as const).map((tagName) => ({ tagName, namespace: 'svg' as const })),
  ...(['math', 'mi', 'annotation-xml'] as const).map((tagName) => ({ tagName, namespace: 'math' as const })),
];
