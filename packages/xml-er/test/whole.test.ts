// Fast paths with one discipline (issue #31): parseXml's whole-input parser
// (whole.ts, issue 13 item 17), the tokenizer's tag scanner (tag-scan.ts) and
// its runs read in one loop must give exactly what the spec path gives
// (`fastPaths: false`: every character through its state): tree, errors,
// positions and wellFormed, for every input, option and chunking; and the
// whole-input parser must take the common well-formed documents.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createXmlParser, createXmlTreeBuilder, parseXml, type ParseXmlOptions, tokenize } from '../src/index.ts';
import { fastPathOptions, fastPathStop, parseWhole, utf8Text } from '../src/whole.ts';

/** The spec path's result: no fast path at all. */
function spec(input: string | Uint8Array, options: ParseXmlOptions = {}) {
  return parseXml(input, { ...options, fastPaths: false });
}

/** `input` cut at `cuts` (positions taken modulo the length; a repeated one makes an empty chunk). */
function chunks(input: string, cuts: number[]): string[] {
  const at = [0, ...cuts.map((c) => c % (input.length + 1)).sort((x, y) => x - y), input.length];
  return at.slice(1).map((to, k) => input.slice(at[k], to));
}

/** Every event of the streaming parser, with positions, fed `pieces`. */
function events(pieces: string[], options: ParseXmlOptions, fastPaths: boolean): unknown[] {
  const log: unknown[] = [];
  const record =
    (type: string) =>
    (...args: unknown[]) =>
      log.push([type, ...args]);
  const { checkNamespaces: _, onError: _e, onEnd: _n, ...parserOptions } = options;
  const parser = createXmlParser({
    ...parserOptions,
    positions: true,
    fastPaths,
    onOpenTag: record('open'),
    onCloseTag: record('close'),
    onText: record('text'),
    onCdata: record('cdata'),
    onComment: record('comment'),
    onInstruction: record('pi'),
    onDoctype: record('doctype'),
    onError: record('error'),
  });
  for (const piece of pieces) parser.write(piece);
  log.push(['end', parser.end()]);
  return log;
}

/**
 * The property: with fast paths on (parseXml whole, the tree builder fed in
 * chunks, bytes, the token stream) the result equals the spec path's.
 */
function same(input: string, options: ParseXmlOptions = {}, cuts: number[] = []): void {
  const expected = spec(input, options);
  expect(parseXml(input, options)).toStrictEqual(expected);
  for (const fastPaths of [true, false]) {
    const builder = createXmlTreeBuilder({ ...options, fastPaths });
    for (const piece of chunks(input, cuts)) builder.write(piece);
    expect(builder.end()).toStrictEqual(expected);
  }
  // As UTF-8 bytes (the fast path takes them when they read as this text with no error).
  const bytes = new TextEncoder().encode(input);
  expect(parseXml(bytes, options)).toStrictEqual(spec(bytes, options));
  expect(tokenize(input)).toStrictEqual(tokenize(input, { fastPaths: false }));
  // The events with positions, in chunks (how text splits follows the chunks, not the paths).
  const pieces = chunks(input, cuts);
  expect(events(pieces, options, true)).toStrictEqual(events(pieces, options, false));
}
const cutsArb = fc.array(fc.nat(), { maxLength: 4 });

// A grammar for documents: mostly well-formed, with choices the fast path
// gives up on (and errors) in the full grammar, none in the clean one.
const NAME_STARTS = ['a', 'b', 'svg', 'x:y', 'path', '_u', 'constructor', 'toString'];
const NAME_STARTS_NOT_TAKEN = ['é', ':c', '__proto__', 'xml'];
const NAME_ENDS = ['', '', '1', '-d', '.e', ':f'];
// "] " rather than "]": pieces must not join into "]]>" (an error) in the clean grammar.
const TEXT = [
  'a',
  'b',
  ' ',
  ' ',
  '\n',
  '\t',
  '\r',
  '\r\n',
  'Ж',
  '😀',
  '\ufffd',
  '&amp;',
  '&lt;',
  '&gt;',
  '&quot;',
  '&apos;',
  '&#65;',
  '&#x1F600;',
  '&#13;',
  '&#9;',
  '] ',
  '>',
  '"',
  "'",
  '<![CDATA[c\r\nd]]>',
  '<![CDATA[]]>',
  '<!--k-->',
  '<?p q?>',
];
const TEXT_NOT_TAKEN = ['&#0;', '&#xD800;', '&#X41;', '&e;', '&', ']]>', '\u0001', '\ud800', '\ufffe', '<!--a--b-->'];
const MISC = ['', '\n', '<!-- c -->', '<?pi x?>', '<?pi?>', ' ', '\r\n'];
const MISC_NOT_TAKEN = ['<!--a--b-->', '<?xml x?>', 'x', '<![CDATA[x]]>'];
const DECLARATIONS = [
  '',
  '<?xml version="1.0"?>',
  "<?xml version='1.0' encoding='UTF-8' standalone='yes'?>\n",
  '<?xml version="1.1" encoding="x"?>',
  '\ufeff<?xml version="1.0"?>',
  '\ufeff',
];
const DECLARATIONS_NOT_TAKEN = ['<?xml version="2.0"?>', '<?XML version="1.0"?>', ' <?xml version="1.0"?>'];
const DOCTYPES = ['', '<!DOCTYPE r>', '<!DOCTYPE r SYSTEM "r.dtd">\n', "<!DOCTYPE r PUBLIC '-//A//B' 'r.dtd'>"];
const DOCTYPES_NOT_TAKEN = [
  '<!DOCTYPE r PUBLIC "{}" "r.dtd">',
  '<!DOCTYPE r SYSTEM>',
  '<!DOCTYPE r [<!ENTITY e "v">]>',
  '<!DOCTYPE r [<!ATTLIST a d CDATA "x">]>',
  '<!DOCTYPE\nr\r\nSYSTEM "x">',
];

function grammar(clean: boolean): fc.Arbitrary<string> {
  const pick = (taken: string[], notTaken: string[]) => fc.constantFrom(...(clean ? taken : [...taken, ...notTaken]));
  const name = fc.tuple(pick(NAME_STARTS, NAME_STARTS_NOT_TAKEN), fc.constantFrom(...NAME_ENDS)).map(([a, b]) => a + b);
  const textChar = pick(TEXT, TEXT_NOT_TAKEN);
  const text = fc.array(textChar, { maxLength: 8 }).map((parts) => parts.join(''));
  // U+FFFD and surrogates in a value take the full path (tag-scan.ts: U+FFFD may stand for an invalid byte sequence).
  const valueChar = textChar.filter(
    (c) => !c.startsWith('<!') && !c.startsWith('<?') && !(clean && (c === '\ufffd' || c === '😀')),
  );
  const value = fc.array(valueChar, { maxLength: 6 }).map((parts) => parts.join(''));
  const space = fc.constantFrom(' ', '  ', '\n', '\t', '\r\n', '\r');
  const attribute = fc
    .tuple(space, name, fc.constantFrom('=', ' = ', '=\n'), fc.constantFrom('"', "'"), value)
    .map(
      ([s, n, eq, q, v]) => [n, `${s}${n}${eq}${q}${v.replaceAll(q, q === '"' ? '&quot;' : '&apos;')}${q}`] as const,
    );
  // Duplicates only in the full grammar.
  const attributes = clean
    ? fc.uniqueArray(attribute, { maxLength: 4, selector: ([n]) => n })
    : fc.array(attribute, { maxLength: 4 });
  const element: fc.Arbitrary<string> = fc.letrec((tie) => ({
    element: fc
      .tuple(
        name,
        attributes,
        fc.constantFrom('', '', ' ', '\n'),
        fc.oneof(
          { weight: 1, arbitrary: fc.constant(null) },
          { weight: 3, arbitrary: fc.array(tie('child'), { maxLength: 4 }) },
        ),
        fc.constantFrom('', '', ' ', '\n'),
      )
      .map(([n, list, before, children, endSpace]) => {
        const a = list.map(([, written]) => written).join('');
        return children === null ? `<${n}${a}${before}/>` : `<${n}${a}${before}>${children.join('')}</${n}${endSpace}>`;
      }),
    child: fc.oneof({ weight: 2, arbitrary: text }, { weight: 1, arbitrary: tie('element') }),
  })).element;
  const misc = fc.array(pick(MISC, MISC_NOT_TAKEN), { maxLength: 2 }).map((parts) => parts.join(''));
  return fc
    .tuple(pick(DECLARATIONS, DECLARATIONS_NOT_TAKEN), misc, pick(DOCTYPES, DOCTYPES_NOT_TAKEN), misc, element, misc)
    .map((parts) => parts.join(''));
}
const document = grammar(false);
const cleanDocument = grammar(true);

/** A few edits: insertions of markup-heavy strings, removals. */
function mutate(base: string, mutations: Array<[number, number, string]>): string {
  let out = base;
  for (const [at, remove, insert] of mutations) {
    const i = at % (out.length + 1);
    out = out.slice(0, i) + insert + out.slice(i + remove);
  }
  return out;
}
const mutation = fc.tuple(
  fc.nat(),
  fc.nat({ max: 4 }),
  fc.constantFrom('', '<', '>', '&', '"', '/', '--', ']]>', '\r', '\0', '<a>', '</a>', '<!', '<?', '='),
);

describe('fast paths on = off (the spec path)', () => {
  it('on grammar-built documents', () => {
    fc.assert(
      fc.property(document, cutsArb, (doc, cuts) => same(doc, {}, cuts)),
      { numRuns: 3000 },
    );
  });

  it('on grammar-built documents of what it takes (and it takes every one)', () => {
    fc.assert(
      fc.property(cleanDocument, cutsArb, (doc, cuts) => {
        expect(fastPathStop(doc)).toBe(-1);
        same(doc, {}, cuts);
      }),
      { numRuns: 2000 },
    );
  });

  it('on mutated grammar-built documents', () => {
    fc.assert(
      fc.property(document, fc.array(mutation, { minLength: 1, maxLength: 4 }), cutsArb, (doc, edits, cuts) =>
        same(mutate(doc, edits), {}, cuts),
      ),
      { numRuns: 2000 },
    );
  });

  it('with every option (the ones the fast path does not support take the full path)', () => {
    const options = fc.record(
      {
        positions: fc.boolean(),
        preserveCdata: fc.boolean(),
        checkNamespaces: fc.boolean(),
        maxExpansion: fc.constantFrom(0, 10, 1e6),
        maxEntityDepth: fc.constantFrom(0, 1, 40),
        maxExpansionRatio: fc.constantFrom(0, 100),
        encoding: fc.constantFrom('utf-8', 'latin1'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(document, options, cutsArb, (doc, opts, cuts) => same(doc, opts, cuts)),
      { numRuns: 1000 },
    );
  });

  it('takes the well-formed documents it is meant for (this test cannot pass vacuously)', () => {
    const clean = [
      '<r/>',
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\r\n<!DOCTYPE r PUBLIC "-//A//B" "r.dtd">\n<!--c\r\n-->\n<r a="1&amp;&#9;\r\n" b=\'x\'>t&lt;&#x1F600;\r<![CDATA[<c>]]><e/><?pi x\r\ny?>😀</r>\n<!--after-->',
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="m3 4v14h16v-10l-1-1-2-2-1-1m-11 1h10v4h4v8h-14z" class="c"/>\n  </svg>',
      '<x:a x:b="1" constructor="2" toString="3"></x:a >',
    ];
    for (const doc of clean) {
      expect(fastPathStop(doc), doc).toBe(-1);
      same(doc);
    }
    // The full grammar makes both kinds.
    let taken = 0;
    fc.assert(
      fc.property(document, (doc) => {
        if (parseWhole(doc) !== null) taken++;
      }),
      { numRuns: 500, seed: 13 },
    );
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(500);
  });

  it('with the non-Char prepass from the root on (values, text and comments by search): the same, or null', () => {
    // parseWhole(doc, 0): the prepass right after the root's start tag; parseXml waits for 64 long values.
    const check = (doc: string) => {
      const fast = parseWhole(doc, 0);
      if (fast === null) return;
      const full = spec(doc);
      expect(full.errors).toEqual([]);
      expect(fast).toStrictEqual(full.tree.children);
    };
    fc.assert(fc.property(document, check), { numRuns: 400, seed: 20 });
    fc.assert(
      fc.property(document, fc.array(mutation, { minLength: 1, maxLength: 4 }), (doc, edits) =>
        check(mutate(doc, edits)),
      ),
      { numRuns: 400, seed: 21 },
    );
    fc.assert(
      fc.property(cleanDocument, (doc) => {
        expect(fastPathStop(doc, 0)).toBe(-1);
        check(doc);
      }),
      { numRuns: 300, seed: 22 },
    );
  });

  it('ends an element with children in an exact-size array, and shares indentation', () => {
    const result = parseXml('<r>\n  <a/>\n  <a/>\n</r>');
    const r = result.tree.children[0] as { children: Array<{ value?: string }> };
    expect(r.children).toHaveLength(5);
    expect(r.children[0]!.value).toBe(r.children[2]!.value);
  });
});

// Each reason to give up: the fast path stops at the token it does not
// take (fastPathStop), and parseXml's result is the full path's.
const bailOuts: Array<[string, string, number]> = [
  ['an internal subset', '<!DOCTYPE r [<!ENTITY e "v">]><r>&e;</r>', 0],
  ['a DOCTYPE after the root', '<r/><!DOCTYPE r>', 4],
  ['a second DOCTYPE', '<!DOCTYPE r><!DOCTYPE r><r/>', 12],
  ['a malformed external ID', '<!DOCTYPE r SYSTEM><r/>', 0],
  ['a CR in the DOCTYPE', '<!DOCTYPE r\r\nSYSTEM "x"><r/>', 0],
  ['an undeclared entity', '<r>a&e;b</r>', 3],
  ['an undeclared entity with an external subset (not read)', '<!DOCTYPE r SYSTEM "r.dtd"><r>&u;</r>', 30],
  ['an entity in an attribute value', '<r a="&e;"/>', 0],
  ['a reference to a non-Char', '<r>&#0;</r>', 3],
  ['a reference to a surrogate', '<r>&#xD800;</r>', 3],
  ['a reference with an upper-case X', '<r>&#X41;</r>', 3],
  ['a reference with too many digits', '<r>&#000000065;</r>', 3],
  ['a bare ampersand', '<r>a & b</r>', 3],
  ['"]]>" in text', '<r>a]]>b</r>', 3],
  ['a C0 control in text', '<r>a\u0001</r>', 3],
  ['a lone surrogate in text', '<r>\ud800</r>', 3],
  ['U+FFFE in text', '<r>\ufffe</r>', 3],
  ['a C0 control in a comment', '<r><!--\u0001--></r>', 3],
  ['"--" in a comment', '<r><!-- a -- b --></r>', 3],
  ['a comment that does not end', '<r><!-- a', 3],
  ['text outside the root', 'x<r/>', 0],
  ['a reference outside the root', '<r/>&amp;', 4],
  ['CDATA outside the root', '<![CDATA[x]]><r/>', 0],
  ['a second root', '<r/><r/>', 4],
  ['no root', '<!--c-->', 8],
  ['an unclosed element', '<r><a>', 6],
  ['a mismatched end tag', '<r></a>', 3],
  ['an end tag without an open element', '</r>', 0],
  ['a CR in an end tag', '<r></r\r\n>', 3],
  ['a non-ASCII name', '<é/>', 0],
  ['a colon-led name', '<:a/>', 0],
  ['a duplicate attribute', '<r a="1" a="2"/>', 0],
  ['an attribute named __proto__', '<r __proto__="1"/>', 0],
  ['"<" in a value', '<r a="<"/>', 0],
  ['an unquoted value', '<r a=1/>', 0],
  ['missing whitespace between attributes', '<r a="1"b="2"/>', 0],
  ['a PI target "xml" not at the start', ' <?xml version="1.0"?><r/>', 1],
  ['a malformed XML declaration', '<?xml version="2.0"?><r/>', 0],
  ['a PI target "XML"', '<?XML version="1.0"?><r/>', 0],
  ['a PI without whitespace after its target', '<?pi-x?><r/><?pi"x"?>', 12],
  ['a non-ASCII PI target', '<?π x?><r/>', 0],
  ['a markup declaration that is not a comment', '<r><!x></r>', 3],
  ['an input that ends in a tag', '<r a="1"', 0],
  [
    'more than 64 attributes (tag-scan.ts)',
    `<r>${'<a'}${Array.from({ length: 65 }, (_, k) => ` a${k}="${k}"`).join('')}/></r>`,
    3,
  ],
  ['U+FFFD in a value', '<r a="\ufffd"/>', 0],
  ['a surrogate pair in a value', '<r a="\ud83d\ude00"/>', 0],
];

// After 64 values longer than tag-scan.ts's loop, the rest of the input is
// checked for non-Chars once and scanned by search (TagScan.clean): each
// reason to give up there, and each thing the searches must still see.
const LONG = `<p d="${'m1 2 3 4'.repeat(8)}"/>\n`;
const PREFIX = `<r>${LONG.repeat(64)}`;
// (A text run starts at the prefix's last LF: PREFIX.length - 1.)
const longValue = 'M'.repeat(60);
const afterPrepass: Array<[string, string, number]> = [
  ['a C0 control in a long value', `${PREFIX}<p d="${longValue}\u0001"/></r>`, PREFIX.length],
  ['a C0 control in a short value', `${PREFIX}<p d="\u001f"/></r>`, PREFIX.length],
  ['a C0 control in text', `${PREFIX}a\u000b</r>`, PREFIX.length - 1],
  ['a C0 control in a comment', `${PREFIX}<!--\u0000--></r>`, PREFIX.length],
  ['a lone surrogate in a value', `${PREFIX}<p d="${longValue}\udc00"/></r>`, PREFIX.length],
  ['a lone surrogate in text', `${PREFIX}a\ud800b</r>`, PREFIX.length - 1],
  ['U+FFFE in a value', `${PREFIX}<p d="${longValue}\ufffe"/></r>`, PREFIX.length],
  ['U+FFFF in text', `${PREFIX}\uffff</r>`, PREFIX.length - 1],
  ['"<" in a long value', `${PREFIX}<p d="${longValue}<"/></r>`, PREFIX.length],
  ['"<" in a short value', `${PREFIX}<p d="<"/></r>`, PREFIX.length],
  ['"]]>" in text', `${PREFIX}a]]>b</r>`, PREFIX.length - 1],
  ['"--" in a comment', `${PREFIX}<!--a--b--></r>`, PREFIX.length],
  ['an undeclared entity in a value', `${PREFIX}<p d="${longValue}&e;"/></r>`, PREFIX.length],
  ['an undeclared entity in text', `${PREFIX}a&e;</r>`, PREFIX.length - 1],
  ['a value that does not end', `${PREFIX}<p d="${longValue}`, PREFIX.length],
];
const takenAfterPrepass = [
  `${PREFIX}<p d="${longValue}&amp;&#9;\t\n\r\n\r" e='${longValue}"' f="'"/></r>`,
  `${PREFIX}<p d="a&lt;b" e="\r"/>t\r\nu&gt;]v<!--c\r\nd--><![CDATA[\r]]>\ufffd\ud83d\ude00</r>`,
  `${PREFIX}<p d="\ufffd${longValue}\ud83d\ude00" e=""/>\n\t<q/>text</r>`,
];

describe('parseXml fast path after the non-Char prepass', () => {
  it('the prefix sets it off (U+FFFD in a value: given up by the checked scan, taken after the prepass)', () => {
    const input = `${PREFIX}<p d="\ufffd"/></r>`;
    expect(fastPathStop(input, Number.POSITIVE_INFINITY)).toBe(PREFIX.length);
    expect(fastPathStop(input)).toBe(-1);
    expect(fastPathStop(`<r>${LONG.repeat(63)}<p d="\ufffd"/></r>`)).toBe(3 + 63 * LONG.length);
    same(input);
  });
  for (const [reason, input, stop] of afterPrepass) {
    it(reason, () => {
      expect(fastPathStop(input)).toBe(stop);
      expect(fastPathStop(input, 0)).toBe(stop);
      same(input);
    });
  }
  it('takes values with references, tabs, line ends and other quotes, and text with CRs and "]"', () => {
    for (const input of takenAfterPrepass) {
      expect(fastPathStop(input)).toBe(-1);
      same(input);
    }
  });
});

describe('parseXml fast path: each reason to take the full path', () => {
  for (const [reason, input, stop] of bailOuts) {
    it(reason, () => {
      expect(fastPathStop(input)).toBe(stop);
      same(input);
    });
  }

  it('options that change the tree or the errors', () => {
    expect(fastPathOptions({})).toBe(true);
    expect(fastPathOptions({ onError() {}, onEnd() {}, encoding: 'utf-8' })).toBe(true);
    for (const options of [
      { positions: true },
      { preserveCdata: true },
      { checkNamespaces: true },
      { maxExpansion: 10 },
      { maxExpansionRatio: 1 },
      { maxEntityDepth: 1 },
    ]) {
      expect(fastPathOptions(options), JSON.stringify(options)).toBe(false);
      same('<r xmlns:a="u"><![CDATA[x]]><a:b/></r>', options);
    }
  });

  it('bytes: only valid UTF-8 without an encoding option, declared as UTF-8 or not at all', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(utf8Text(encode('\ufeff<r>é</r>'), {})).toBe('<r>é</r>');
    expect(utf8Text(encode('<?xml version="1.0" encoding="UTF-8"?><r/>'), {})).not.toBeNull();
    const notTaken: Array<[Uint8Array, ParseXmlOptions]> = [
      [encode('<r>a</r>'), { encoding: 'utf-8' }],
      [encode('<?xml version="1.0" encoding="ISO-8859-1"?><r/>'), {}],
      [encode('<?xml version="1.0" encoding="utf8"?><r/>'), {}],
      [encode('<?xml version="1.0" encoding="UTF-16"?><r/>'), {}],
      [new Uint8Array([0x3c, 0x72, 0x3e, 0xff, 0x3c, 0x2f, 0x72, 0x3e]), {}],
      [new Uint8Array([0xff, 0xfe, 0x3c, 0x00, 0x72, 0x00, 0x2f, 0x00, 0x3e, 0x00]), {}],
    ];
    for (const [bytes, options] of notTaken) {
      expect(utf8Text(bytes, options)).toBeNull();
      expect(parseXml(bytes, options)).toStrictEqual(spec(bytes, options));
    }
  });

  it('bytes the fast path gives up on are decoded once: the full path reads the same text (BOM, errors, internal subset)', () => {
    const decoders: string[] = [];
    const Original = globalThis.TextDecoder;
    // Counts decoders made while parsing: the full byte path would make one more after utf8Text's.
    globalThis.TextDecoder = class extends Original {
      constructor(label?: string, options?: TextDecoderOptions) {
        super(label, options);
        decoders.push(this.encoding);
      }
    };
    try {
      for (const text of [
        '\ufeff<r>&u;</r>',
        '\ufeff<!DOCTYPE r [<!ENTITY e "x">]><r>&e;&u;</r>',
        '\ufeff<?xml version="1.0" encoding="utf-8"?>\n<r>\n&u;</r>',
        '<r>é\n&u;</r>',
      ]) {
        const bytes = new TextEncoder().encode(text);
        decoders.length = 0;
        const result = parseXml(bytes);
        expect(decoders, text).toEqual([]);
        expect(result).toStrictEqual(spec(bytes));
        expect(result.errors.length, text).toBeGreaterThan(0);
      }
    } finally {
      globalThis.TextDecoder = Original;
    }
  });

  it('onEnd gets the result once, and onError nothing, on the fast path', () => {
    const seen: unknown[] = [];
    const result = parseXml('<r/>', { onEnd: (r) => seen.push(r), onError: (e) => seen.push(e) });
    expect(seen).toEqual([result]);
  });
});
