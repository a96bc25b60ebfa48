// Inputs for the fuzz step: random strings (weighted to markup characters),
// random bytes, documents built from small grammars (Sky, XML, selectors,
// An+B), and mutations of those documents. Sizes stay small so 2·10^4 inputs
// per API run in about a second.

/** Characters that matter to some tokenizer, plus controls, non-ASCII and lone surrogates. */
const MARKUP = [...'<>/&;#"\'=!?-[]:()*.,+~|^$ \t\n\r{}@\\%xXaAbB0123456789'];
const ODD = [
  '\0',
  '\x0b',
  '\x0c',
  '\x1b',
  '\x7f',
  '\x85',
  '\x9b',
  '\u00a0',
  '\u00e9',
  '\u2028',
  '\ufeff',
  '\ufffd',
  '\ud800',
  '\udc00',
  '\ud83d\ude00',
  '\uffff',
];
const WORDS = [
  'a',
  'p',
  'div',
  'script',
  'style',
  'template',
  'import',
  'r',
  'x:y',
  'xmlns',
  'xmlns:x',
  'CDATA',
  'DOCTYPE',
  'ENTITY',
  'amp',
  'lt',
  'gt',
  'quot',
  'apos',
  '#x41',
  '#65',
  '#xD800',
  '#0',
];

export function randomString(rng, max = 64) {
  const length = rng.int(rng.chance(0.05) ? max * 4 : max);
  let out = '';
  for (let i = 0; i < length; i++) {
    const r = rng.next();
    out +=
      r < 0.7
        ? rng.pick(MARKUP)
        : r < 0.85
          ? rng.pick(WORDS)
          : r < 0.95
            ? rng.pick(ODD)
            : String.fromCharCode(rng.int(0x10000));
  }
  return out;
}

export function randomBytes(rng, max = 64) {
  const bytes = new Uint8Array(rng.int(max));
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = rng.chance(0.5)
      ? rng.int(256)
      : rng.pick([
          0x3c, 0x3e, 0x26, 0x3b, 0x22, 0x20, 0x0a, 0x0d, 0xef, 0xbb, 0xbf, 0xfe, 0xff, 0x00, 0xc3, 0xa9, 0x80,
        ]);
  return bytes;
}

const pieces = (rng, n, make) => {
  let out = '';
  for (let i = 0, count = rng.int(n); i < count; i++) out += make();
  return out;
};

const NAMES = ['a', 'b', 'p', 'div', 'x:y', 'svg', 'q:a', 'li', 'ul'];
const TEXT = ['x', ' ', 'hi', '&amp;', '&lt;', '&#x41;', '&#65;', '&bogus;', '&', '\n', '\r\n', 'é'];

function skyElement(rng, depth) {
  const name = rng.pick(['p', 'div', 'script', 'style', 'template', 'import', 'a', 'b']);
  const attributes = pieces(
    rng,
    3,
    () =>
      ` ${rng.pick(['id', 'class', 'src', 'as', 'lang'])}${rng.chance(0.7) ? `=${rng.pick(['x', '"a b"', "'q'", '"&amp;"', '""'])}` : ''}`,
  );
  if (rng.chance(0.2)) return `<${name}${attributes}/>`;
  const content =
    depth > 3
      ? rng.pick(TEXT)
      : pieces(rng, 4, () =>
          rng.chance(0.5)
            ? skyElement(rng, depth + 1)
            : rng.chance(0.2)
              ? `<!-- ${rng.pick(TEXT)} -->`
              : rng.pick(TEXT),
        );
  return `<${name}${attributes}>${content}${rng.chance(0.8) ? `</${name}>` : ''}`;
}

/** A Sky document (mostly with a signature, in the application or module form). */
export function skyDocument(rng) {
  const signature = rng.pick([
    '#!mojo mojo:sky\n',
    '#!mojo mojo:sky\r\n',
    'SKY MODULE\n',
    '#!mojo mojo:sky ',
    '\ufeff#!mojo mojo:sky\n',
    '',
  ]);
  return signature + pieces(rng, 4, () => skyElement(rng, 0));
}

function xmlElement(rng, depth) {
  const name = rng.pick(NAMES);
  const attributes = pieces(
    rng,
    3,
    () =>
      ` ${rng.pick(['a', 'b', 'xmlns', 'xmlns:q', 'xml:lang', 'q:c', 'id'])}=${rng.pick(['"v"', "'w'", '"&e;"', '"&amp;&#60;"', '"a\tb"', '""', 'bare'])}`,
  );
  if (rng.chance(0.25)) return `<${name}${attributes}/>`;
  const content =
    depth > 3
      ? rng.pick(TEXT)
      : pieces(rng, 4, () => {
          const r = rng.next();
          if (r < 0.45) return xmlElement(rng, depth + 1);
          if (r < 0.55) return `<![CDATA[${rng.pick(TEXT)}]]>`;
          if (r < 0.62) return `<!--${rng.pick(TEXT)}-->`;
          if (r < 0.68) return `<?pi ${rng.pick(TEXT)}?>`;
          if (r < 0.75) return rng.pick(['&e;', '&p;', '&undeclared;', '&#xD800;', '&#1114112;']);
          return rng.pick(TEXT);
        });
  return `<${name}${attributes}>${content}${rng.chance(0.85) ? `</${rng.chance(0.9) ? name : rng.pick(NAMES)}>` : ''}`;
}

/** An XML document: optional declaration, DOCTYPE with an internal subset, one or more roots. */
export function xmlDocument(rng) {
  const declaration = rng.chance(0.4)
    ? rng.pick([
        '<?xml version="1.0"?>',
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?xml version="1.1" standalone="yes"?>',
        '<?xml encoding="latin1"?>',
      ])
    : '';
  const subset = pieces(rng, 4, () =>
    rng.pick([
      '<!ENTITY e "text">',
      '<!ENTITY e "<b/>">',
      '<!ENTITY p "&e;&e;">',
      '<!ENTITY % pe "x">',
      '%pe;',
      '<!ATTLIST r a CDATA "d">',
      '<!ELEMENT r ANY>',
      '<!ENTITY x SYSTEM "x.txt">',
      '<!-- c -->',
    ]),
  );
  const doctype = rng.chance(0.4)
    ? `<!DOCTYPE r${rng.chance(0.3) ? ' SYSTEM "r.dtd"' : ''}${subset === '' ? '' : ` [${subset}]`}>`
    : '';
  return declaration + doctype + pieces(rng, 3, () => xmlElement(rng, 0));
}

function compound(rng) {
  return (
    rng.pick(['', '*', 'a', 'p', 'li', 'x|a', '*|*', '|b']) +
    pieces(rng, 3, () =>
      rng.pick([
        '.c',
        '#i',
        '[a]',
        '[a="v"]',
        '[a~=v i]',
        '[x|a^=v]',
        ':first-child',
        ':last-child',
        ':nth-child(2n+1)',
        ':nth-of-type(odd)',
        ':nth-last-child(-n+3 of p)',
        ':empty',
        ':root',
        ':lang(en)',
        ':hover',
        '::before',
        ':not(.c)',
        ':is(a, p)',
        ':where(li)',
        ':has(> a)',
        ':has(+ p, ~ li)',
        ':scope',
        ':bogus',
        ':nth-child(',
        ':not(',
      ]),
    )
  );
}

/** A selector list, mostly valid Selectors 3/4. */
export function selectorText(rng) {
  let out = compound(rng) || 'a';
  for (let i = 0, n = rng.int(4); i < n; i++)
    out += rng.pick([' ', ' > ', '+', ' ~ ', ', ', '  ', '\t>\n']) + (compound(rng) || 'b');
  return out;
}

/** An An+B argument. */
export function nthText(rng) {
  return (
    rng.pick(['', ' ', '-', '+']) +
    rng.pick(['', '0', '2', '10', '-3', '+5', '99999999999']) +
    rng.pick(['n', 'N', '', 'n-', '-n']) +
    rng.pick(['', '+1', ' + 1', '- 2', '-0', 'odd', 'even', ' of p', '\\6e'])
  );
}

/** Mutations: delete, duplicate or move a range, insert a random piece, swap a character. */
export function mutate(rng, text) {
  let out = text;
  for (let i = 0, n = 1 + rng.int(4); i < n; i++) {
    const at = rng.int(out.length + 1);
    const end = Math.min(out.length, at + rng.int(16));
    switch (rng.int(5)) {
      case 0:
        out = out.slice(0, at) + out.slice(end);
        break;
      case 1:
        out = out.slice(0, end) + out.slice(at, end) + out.slice(end);
        break;
      case 2:
        out = out.slice(0, at) + randomString(rng, 8) + out.slice(at);
        break;
      case 3:
        out = out.slice(0, at) + rng.pick(MARKUP) + out.slice(at + 1);
        break;
      default: {
        const to = rng.int(out.length + 1);
        const part = out.slice(at, end);
        const rest = out.slice(0, at) + out.slice(end);
        out = rest.slice(0, to) + part + rest.slice(to);
      }
    }
  }
  return out;
}

const HTML_NAMES = [
  'p',
  'div',
  'a',
  'b',
  'i',
  'table',
  'tr',
  'td',
  'tbody',
  'caption',
  'select',
  'option',
  'selectedcontent',
  'button',
  'template',
  'svg',
  'math',
  'mi',
  'foreignObject',
  'desc',
  'title',
  'textarea',
  'script',
  'style',
  'plaintext',
  'noscript',
  'li',
  'dd',
  'form',
  'frameset',
  'head',
  'body',
  'html',
  'pre',
  'font',
  'x-y',
];

/**
 * Names for documents compared with parse5 (`htmlDocumentForParse5`): no
 * customizable `<select>` (parse5 8.1.1 predates it) and no `<search>` (not
 * special in parse5), and more of the names tree construction treats
 * specially than HTML_NAMES holds.
 */
const PARSE5_NAMES = [
  ...HTML_NAMES.filter((name) => name !== 'select' && name !== 'option' && name !== 'selectedcontent'),
  ...['u', 'em', 'nobr', 'big', 'tt', 'th', 'thead', 'tfoot', 'col', 'colgroup', 'mo', 'mtext', 'annotation-xml'],
  ...['ul', 'ol', 'dl', 'dt', 'h1', 'h2', 'address', 'center', 'details', 'summary', 'listing', 'xmp', 'iframe'],
  ...['noembed', 'noframes', 'img', 'image', 'input', 'br', 'hr', 'area', 'wbr', 'applet', 'marquee', 'object'],
  ...['ruby', 'rb', 'rt', 'rp', 'rtc', 'label', 'span', 'path', 'g', 'malignmark', 'mglyph', 'frame', 'meta'],
];

function htmlElement(rng, depth, names = HTML_NAMES, cdata = true) {
  const name = rng.pick(names);
  const attributes = pieces(
    rng,
    3,
    () =>
      ` ${rng.pick(['a', 'id', 'class', 'color', 'xlink:href', 'definitionURL', 'selected', 'type'])}${rng.pick(['="v"', "='w'", '=bare', '', '="&amp;&notin&#128;"', '="a\0b"'])}`,
  );
  if (rng.chance(0.15)) return `<${name}${attributes}/>`;
  const content =
    depth > 3
      ? rng.pick(TEXT)
      : pieces(rng, 4, () => {
          const r = rng.next();
          if (r < 0.45) return htmlElement(rng, depth + 1, names, cdata);
          if (r < 0.52) return cdata ? `<![CDATA[${rng.pick(TEXT)}]]>` : rng.pick(TEXT);
          if (r < 0.6) return `<!--${rng.pick(TEXT)}${rng.pick(['-->', '--!>', ''])}`;
          if (r < 0.66)
            return rng.pick(['&amp;', '&notin', '&#x0;', '&#128;', '&#xD800;', '&', '</', '<!', '<?x>', '\0']);
          return rng.pick(TEXT);
        });
  return `<${name}${attributes}>${content}${rng.chance(0.7) ? `</${rng.chance(0.8) ? name : rng.pick(names)}>` : ''}`;
}

/** An HTML document: an optional DOCTYPE (standard, quirky or broken), then elements. */
export function htmlDocument(rng) {
  const doctype = rng.chance(0.5)
    ? rng.pick([
        '<!DOCTYPE html>',
        '<!doctype html public "-//W3C//DTD HTML 4.01//EN">',
        '<!DOCTYPE html SYSTEM "about:legacy-compat">',
        '<!DOCTYPE>',
        '<!DOCTYPEhtml',
      ])
    : '';
  return doctype + pieces(rng, 3, () => htmlElement(rng, 0));
}

/** An HTML document for the comparison with parse5: no customizable select, no `<search>`, no CDATA sections. */
export function htmlDocumentForParse5(rng) {
  return pieces(rng, 3, () => htmlElement(rng, 0, PARSE5_NAMES, false));
}

/**
 * The shapes of issue #27's attacks, small and mixed: runs of formatting
 * elements over blocks and their end tags (the adoption agency), distinct
 * formatting elements reconstructed into many blocks, formatting elements
 * with many attributes, deep svg/math nesting, a DOCTYPE over many lines.
 * The targets check that the output stays within the reconstruction budget
 * and that every chunking agrees; the scale tests check the growth.
 */
export function hostileHtml(rng) {
  const k = 1 + rng.int(40);
  const shapes = [
    () => `<b>${'<div>'.repeat(k)}${'</b>'.repeat(k)}`,
    () => `<b>${'<span>'.repeat(k)}<div>${'<span>'.repeat(k)}</b>`,
    () => `<a>${'<div>'.repeat(k)}${'</a><a>'.repeat(k)}`,
    () => {
      let out = '<div>';
      for (let i = 0; i < k; i++) out += `<${rng.pick(['b', 'i', 'font', 'em'])} id=${i}>`;
      return `${out}</div>${'<div>x</div>'.repeat(k)}`;
    },
    () => `<b ${Array.from({ length: k }, (_, i) => `a${i}=${i}`).join(' ')}>${'<p>x'.repeat(k)}`,
    () => `${'<math><mi>'.repeat(k)}\n${'x\n'.repeat(k)}`,
    () => `${'<svg><foreignObject>'.repeat(k)}<p>${'</svg>'.repeat(rng.int(k))}`,
    () => `<!DOCTYPE html PUBLIC${' "x"\n'.repeat(k)}>`,
    () => `<table>${'<b><tr><td>'.repeat(k)}${'</b>'.repeat(k)}`,
    () => `<select>${'<option>x<selectedcontent>'.repeat(k)}`,
  ];
  let out = rng.chance(0.5) ? '<!DOCTYPE html>' : '';
  for (let n = 1 + rng.int(3); n > 0; n--) out += rng.pick(shapes)();
  return out;
}

/** A unit repeated (`<a/>`, `<v>0</v>`, ...) inside a root: streamed in chunks of a multiple of its length (issue #27 item 3). */
export function periodicXml(rng) {
  const unit = rng.pick(['<a/>', '<v>0</v>', '<a x="1"/>', '<a x="&amp;"/>', '<b>t</b>\n', '<?p d?>']);
  return `<r>${unit.repeat(1 + rng.int(200))}</r>`;
}

export const GRAMMARS = {
  'html-hostile': hostileHtml,
  'xml-periodic': periodicXml,
  sky: skyDocument,
  xml: xmlDocument,
  html: htmlDocument,
  'html-parse5': htmlDocumentForParse5,
  selector: selectorText,
  nth: nthText,
};

/** Cuts a string or byte array into 1–5 chunks at random points. */
export function randomChunks(rng, input) {
  const cuts = [];
  for (let i = 0, n = rng.int(5); i < n; i++) cuts.push(rng.int(input.length + 1));
  cuts.sort((a, b) => a - b);
  const chunks = [];
  let from = 0;
  for (const cut of cuts) {
    chunks.push(input.slice(from, cut));
    from = cut;
  }
  chunks.push(input.slice(from));
  return chunks;
}
