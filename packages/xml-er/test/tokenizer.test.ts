// One test per tokenizer state and branch (XML-ER §3.3), named after the
// draft: '<state>: <input character> → <what happens>'.
import { describe, expect, it } from 'vitest';
import { tokens } from './helpers.ts';

type Case = [name: string, input: string, expected: unknown[]];

const cases: Case[] = [
  // Data state
  [
    'data state: U+003C (<) → tag state',
    'a<b>',
    [
      ['text', 'a'],
      ['start', 'b', {}],
    ],
  ],
  ['data state: U+0026 (&) → reference (decisions X3, X4)', 'a&amp;b', [['text', 'a&b']]],
  ['data state: EOF → end-of-file token', 'abc', [['text', 'abc']]],
  ['data state: anything else → character token', 'x y\tz', [['text', 'x y\tz']]],
  ['data state: "]]>" in text is a parse error (X12)', 'a]]>b', ['!cdata-end-in-text', ['text', 'a]]>b']]],
  ['data state: "]]" not before ">" is fine', 'a]]b]>', [['text', 'a]]b]>']]],
  // References (the draft's "..." in the data state)
  ['reference start state: U+0023 (#) → numeric reference', '&#65;', [['text', 'A']]],
  ['reference start state: name start character → named reference', '&lt;', [['text', '<']]],
  [
    'reference start state: anything else → parse error, "&" stays text (X3)',
    'a & b',
    [['text', 'a '], '!invalid-reference', ['text', '& b']],
  ],
  ['numeric reference start state: "x" → hexadecimal reference', '&#x41;', [['text', 'A']]],
  ['numeric reference start state: anything else → parse error, text', '&#;', ['!invalid-reference', ['text', '&#;']]],
  [
    'hexadecimal reference start state: no hex digit → parse error, text',
    '&#xg;',
    ['!invalid-reference', ['text', '&#xg;']],
  ],
  ['decimal reference state: ";" → the code point', '&#0000097;', [['text', 'a']]],
  [
    'decimal reference state: anything else → parse error, text (X3)',
    '&#97 ',
    ['!missing-semicolon-after-reference', ['text', '&#97 ']],
  ],
  [
    'hexadecimal reference state: upper and lower case digits',
    '&#x1F600;&#X41;',
    [['text', '😀'], '!invalid-reference', ['text', '&#X41;']],
  ],
  [
    'hexadecimal reference state: anything else → parse error, text',
    '&#x41 ',
    ['!missing-semicolon-after-reference', ['text', '&#x41 ']],
  ],
  [
    'numeric reference: not an XML Char → U+FFFD and an error (X3)',
    '&#0;&#xD800;&#x110000;',
    [
      '!invalid-character-reference',
      ['text', '\uFFFD'],
      '!invalid-character-reference',
      ['text', '\uFFFD'],
      '!invalid-character-reference',
      ['text', '\uFFFD'],
    ],
  ],
  [
    'named reference state: ";" → predefined entity or reference token',
    '&gt;&apos;&quot;&e;',
    [
      ['text', `>'"`],
      ['ref', 'e'],
    ],
  ],
  [
    'named reference state: anything else → parse error, text (X4)',
    '&amp b',
    ['!missing-semicolon-after-reference', ['text', '&amp b']],
  ],
  ['named reference state: EOF → parse error, text', '&amp', ['!missing-semicolon-after-reference', ['text', '&amp']]],
  // Tag state
  ['tag state: U+002F (/) → end tag state', '</a>', [['end', 'a']]],
  ['tag state: U+003F (?) → pi state', '<?t d?>', [['pi', 't', 'd']]],
  ['tag state: U+0021 (!) → markup declaration state', '<!--c-->', [['comment', 'c']]],
  ['tag state: whitespace → parse error, "<" is text', '< a', ['!invalid-tag-open', ['text', '< a']]],
  ['tag state: U+003A (:) → parse error, "<" is text', '<:a', ['!invalid-tag-open', ['text', '<:a']]],
  [
    'tag state: U+003C (<) → parse error, reconsume in data state',
    '<<a>',
    ['!invalid-tag-open', ['text', '<'], ['start', 'a', {}]],
  ],
  ['tag state: U+003E (>) → parse error, "<>" is text', '<>', ['!invalid-tag-open', ['text', '<>']]],
  ['tag state: EOF → parse error, "<" is text', 'a<', [['text', 'a'], '!eof-in-tag', ['text', '<']]],
  ['tag state: anything else → tag name state', '<abc>', [['start', 'abc', {}]]],
  // End tags
  ['end tag state: U+003E (>) → short end tag token', '</>', [['short']]],
  ['end tag state: whitespace → parse error, "</" is text', '</ a>', ['!invalid-end-tag-open', ['text', '</ a>']]],
  [
    'end tag state: U+003C (<) → parse error, "</" is text',
    '</<a>',
    ['!invalid-end-tag-open', ['text', '</'], ['start', 'a', {}]],
  ],
  ['end tag state: U+003A (:) → parse error, "</" is text', '</:a>', ['!invalid-end-tag-open', ['text', '</:a>']]],
  ['end tag state: EOF → parse error, "</" is text', '</', ['!eof-in-tag', ['text', '</']]],
  ['end tag state: anything else → end tag name state', '</a:b>', [['end', 'a:b']]],
  ['end tag name state: whitespace → end tag name after state', '</a\n>', [['end', 'a']]],
  ['end tag name state: EOF → parse error, emit the token', '</a', ['!eof-in-tag', ['end', 'a']]],
  ['end tag name state: U+003E (>) → emit', '</ab>', [['end', 'ab']]],
  ['end tag name state: anything else (even "/") is part of the name', '</br/>', [['end', 'br/']]],
  ['end tag name after state: U+003E (>) → emit', '</a  \t>', [['end', 'a']]],
  ['end tag name after state: EOF → parse error, emit', '</a ', ['!eof-in-tag', ['end', 'a']]],
  [
    'end tag name after state: anything else → parse error per character',
    '</a bc>',
    ['!junk-in-end-tag', '!junk-in-end-tag', ['end', 'a']],
  ],
  // Processing instructions
  ['pi state: whitespace → parse error, bogus comment state', '<? x?>', ['!missing-pi-target', ['comment', ' x?']]],
  ['pi state: EOF → parse error, bogus comment', '<?', ['!eof-in-pi', ['comment', '']]],
  ['pi state: anything else → pi target state', '<?a?>', [['pi', 'a', '']]],
  ['pi target state: whitespace → pi target after state', '<?ab d?>', [['pi', 'ab', 'd']]],
  ['pi target state: EOF → parse error, emit', '<?ab', ['!eof-in-pi', ['pi', 'ab', '']]],
  ['pi target state: U+003F (?) → pi after state', '<?ab?>', [['pi', 'ab', '']]],
  ['pi target after state: whitespace → stay', '<?ab \t\n d?>', [['pi', 'ab', 'd']]],
  ['pi target after state: EOF → parse error, emit', '<?ab  ', ['!eof-in-pi', ['pi', 'ab', '']]],
  ['pi data state: U+003F (?) → pi after state', '<?a b c ?>', [['pi', 'a', 'b c ']]],
  ['pi data state: EOF → parse error, emit', '<?a bc', ['!eof-in-pi', ['pi', 'a', 'bc']]],
  ['pi after state: U+003E (>) → emit', '<?a b?>', [['pi', 'a', 'b']]],
  ['pi after state: U+003F (?) → appended to the data', '<?a b??>', [['pi', 'a', 'b?']]],
  ['pi after state: anything else → pi data state, keeping the "?" (decision X11)', '<?a b?c?>', [['pi', 'a', 'b?c']]],
  ['pi after state: EOF → parse error, emit', '<?a b?', ['!eof-in-pi', ['pi', 'a', 'b']]],
  // Markup declarations
  ['markup declaration state: "--" → comment state', '<!---->', [['comment', '']]],
  [
    'markup declaration state: "[CDATA[" → CDATA state',
    '<a><![CDATA[x]]>',
    [
      ['start', 'a', {}],
      ['cdata', 'x'],
    ],
  ],
  ['markup declaration state: "DOCTYPE" → DOCTYPE state', '<!DOCTYPE a>', [['doctype', 'a', '', null]]],
  [
    'markup declaration state: anything else → parse error, bogus comment state',
    '<!x>',
    ['!incorrectly-opened-comment', ['comment', 'x']],
  ],
  [
    'markup declaration state: a partial keyword → bogus comment',
    '<![CDAT>',
    ['!incorrectly-opened-comment', ['comment', '[CDAT']],
  ],
  [
    'markup declaration state: "-" without a second one → bogus comment',
    '<!-x>',
    ['!incorrectly-opened-comment', ['comment', '-x']],
  ],
  [
    'markup declaration state: EOF → parse error, bogus comment',
    '<!',
    ['!incorrectly-opened-comment', ['comment', '']],
  ],
  ['comment state: U+002D (-) → comment dash state', '<!--a-b-->', [['comment', 'a-b']]],
  ['comment state: EOF → parse error, emit', '<!--ab', ['!eof-in-comment', ['comment', 'ab']]],
  ['comment state: anything else → appended', '<!-- a <b> & -->', [['comment', ' a <b> & ']]],
  ['comment dash state: EOF → parse error, emit', '<!--ab-', ['!eof-in-comment', ['comment', 'ab']]],
  ['comment end state: U+003E (>) → emit', '<!--ab-->', [['comment', 'ab']]],
  [
    'comment end state: U+002D (-) → appended, parse error (X12)',
    '<!--a--->',
    ['!double-hyphen-in-comment', ['comment', 'a-']],
  ],
  ['comment end state: EOF → parse error, emit', '<!--a--', ['!eof-in-comment', ['comment', 'a']]],
  [
    'comment end state: anything else → "--" kept, parse error (X12)',
    '<!--a--b-->',
    ['!double-hyphen-in-comment', ['comment', 'a--b']],
  ],
  ['CDATA state: EOF → parse error', '<![CDATA[ab', [['cdata', 'ab'], '!eof-in-cdata']],
  ['CDATA state: anything else → character tokens', '<![CDATA[<&>]]>', [['cdata', '<&>']]],
  ['CDATA bracket state: anything else → "]" and the character', '<![CDATA[a]b]]>', [['cdata', 'a]b']]],
  ['CDATA bracket state: EOF → parse error', '<![CDATA[a]', [['cdata', 'a'], '!eof-in-cdata']],
  ['CDATA end state: U+005D (]) → one "]" emitted, stay', '<![CDATA[a]]]>', [['cdata', 'a]']]],
  ['CDATA end state: EOF → parse error', '<![CDATA[a]]', [['cdata', 'a'], '!eof-in-cdata']],
  ['CDATA end state: anything else → "]]" and the character', '<![CDATA[a]]b]]>', [['cdata', 'a]]b']]],
  ['bogus comment state: up to ">"', '<!ELEMENT a>', ['!incorrectly-opened-comment', ['comment', 'ELEMENT a']]],
  ['bogus comment state: EOF → emit', '<!x', ['!incorrectly-opened-comment', ['comment', 'x']]],
  // DOCTYPE
  ['DOCTYPE state: whitespace → DOCTYPE root name before state', '<!DOCTYPE\na>', [['doctype', 'a', '', null]]],
  ['DOCTYPE state: EOF → parse error', '<!DOCTYPE', ['!eof-in-doctype']],
  [
    'DOCTYPE state: anything else → bogus comment state',
    '<!DOCTYPEa>',
    ['!malformed-doctype', ['comment', 'DOCTYPEa']],
  ],
  [
    'DOCTYPE root name before state: U+003E (>) → data state (no name: error)',
    '<!DOCTYPE >',
    ['!missing-doctype-name'],
  ],
  ['DOCTYPE root name before state: EOF → parse error', '<!DOCTYPE  ', ['!eof-in-doctype']],
  ['DOCTYPE root name state: whitespace → root name after state', '<!DOCTYPE a >', [['doctype', 'a', ' ', null]]],
  ['DOCTYPE root name state: U+005B ([) → internal subset state', '<!DOCTYPE a[]>', [['doctype', 'a', '', '']]],
  ['DOCTYPE root name state: EOF → parse error', '<!DOCTYPE ab', ['!eof-in-doctype']],
  [
    'DOCTYPE root name after state: quotes → identifier states',
    `<!DOCTYPE a PUBLIC "p>" 's]'>`,
    [['doctype', 'a', ` PUBLIC "p>" 's]'`, null]],
  ],
  [
    'DOCTYPE root name after state: U+005B ([) → internal subset state',
    '<!DOCTYPE a SYSTEM "s" [ ]>',
    [['doctype', 'a', ' SYSTEM "s" ', ' ']],
  ],
  ['DOCTYPE root name after state: EOF → parse error', '<!DOCTYPE a S', ['!eof-in-doctype']],
  ['DOCTYPE identifier double quoted state: EOF → parse error', '<!DOCTYPE a "x', ['!eof-in-doctype']],
  ['DOCTYPE identifier single quoted state: EOF → parse error', "<!DOCTYPE a 'x", ['!eof-in-doctype']],
  [
    'DOCTYPE internal subset state: U+005D (]) → internal subset after state',
    '<!DOCTYPE a [<!ENTITY e "x">]>',
    [['doctype', 'a', ' ', '<!ENTITY e "x">']],
  ],
  [
    'DOCTYPE internal subset state: "]" inside quotes, comments and PIs does not end it',
    `<!DOCTYPE a [<!ENTITY e "]"><!-- ] --><?p ]?>]>`,
    [['doctype', 'a', ' ', `<!ENTITY e "]"><!-- ] --><?p ]?>`]],
  ],
  ['DOCTYPE internal subset state: EOF → parse error', '<!DOCTYPE a [<!ENTITY', ['!eof-in-doctype']],
  [
    'DOCTYPE internal subset after state: anything else → stay (X12: an error)',
    '<!DOCTYPE a [] x>',
    ['!junk-after-internal-subset', ['doctype', 'a', ' ', '']],
  ],
  ['DOCTYPE internal subset after state: EOF → parse error', '<!DOCTYPE a []', ['!eof-in-doctype']],
  // Start and empty tags
  ['tag name state: whitespace → tag attribute name before state', '<a\tb="1">', [['start', 'a', { b: '1' }]]],
  ['tag name state: U+003E (>) → emit start tag', '<abc>', [['start', 'abc', {}]]],
  ['tag name state: EOF → parse error, emit', '<ab', ['!eof-in-tag', ['start', 'ab', {}]]],
  ['tag name state: U+002F (/) → empty tag state', '<ab/>', [['empty', 'ab', {}]]],
  ['empty tag state: U+003E (>) → emit empty tag', '<a b="1"/>', [['empty', 'a', { b: '1' }]]],
  [
    'empty tag state: anything else → parse error, tag attribute name before state',
    '<a/ b="1">',
    ['!unexpected-solidus-in-tag', ['start', 'a', { b: '1' }]],
  ],
  ['tag attribute name before state: whitespace → stay', '<a  \n b="1">', [['start', 'a', { b: '1' }]]],
  ['tag attribute name before state: U+003E (>) → emit', '<a >', [['start', 'a', {}]]],
  ['tag attribute name before state: U+002F (/) → empty tag state', '<a />', [['empty', 'a', {}]]],
  [
    'tag attribute name before state: U+003A (:) → parse error, stay',
    '<a :>',
    ['!invalid-attribute-name', ['start', 'a', {}]],
  ],
  ['tag attribute name before state: EOF → parse error, emit', '<a ', ['!eof-in-tag', ['start', 'a', {}]]],
  [
    'tag attribute name before state: no whitespace before an attribute (X12)',
    '<a b="1"c="2">',
    ['!missing-whitespace-between-attributes', ['start', 'a', { b: '1', c: '2' }]],
  ],
  [
    'tag attribute name state: U+003D (=) → tag attribute value before state',
    '<a bc="1">',
    [['start', 'a', { bc: '1' }]],
  ],
  [
    'tag attribute name state: U+003E (>) → emit (no value: X12 error)',
    '<a b>',
    ['!missing-attribute-value', ['start', 'a', { b: '' }]],
  ],
  ['tag attribute name state: whitespace → tag attribute name after state', '<a b ="1">', [['start', 'a', { b: '1' }]]],
  [
    'tag attribute name state: U+002F (/) → empty tag state',
    '<a b/>',
    ['!missing-attribute-value', ['empty', 'a', { b: '' }]],
  ],
  ['tag attribute name state: EOF → parse error, emit', '<a bc', ['!eof-in-tag', ['start', 'a', { bc: '' }]]],
  [
    'tag attribute name state: a duplicate attribute is dropped with an error',
    `<a b="1" b="2">`,
    ['!duplicate-attribute', ['start', 'a', { b: '1' }]],
  ],
  ['tag attribute name after state: U+003D (=) → value before state', '<a b = "1">', [['start', 'a', { b: '1' }]]],
  [
    'tag attribute name after state: U+003E (>) → emit',
    '<a b >',
    ['!missing-attribute-value', ['start', 'a', { b: '' }]],
  ],
  [
    'tag attribute name after state: U+002F (/) → empty tag state',
    '<a b />',
    ['!missing-attribute-value', ['empty', 'a', { b: '' }]],
  ],
  ['tag attribute name after state: EOF → parse error, emit', '<a b ', ['!eof-in-tag', ['start', 'a', { b: '' }]]],
  [
    'tag attribute name after state: anything else → a new attribute',
    '<a b c="1">',
    ['!missing-attribute-value', ['start', 'a', { b: '', c: '1' }]],
  ],
  ['tag attribute value before state: whitespace → stay', '<a b=  "1">', [['start', 'a', { b: '1' }]]],
  [
    'tag attribute value before state: U+0022 (") → double quoted state',
    '<a b="x\'y">',
    [['start', 'a', { b: "x'y" }]],
  ],
  ["tag attribute value before state: U+0027 (') → single quoted state", `<a b='x"y'>`, [['start', 'a', { b: 'x"y' }]]],
  [
    'tag attribute value before state: U+0026 (&) → unquoted state (X12: error)',
    '<a b=&amp;>',
    ['!unquoted-attribute-value', ['start', 'a', { b: '&amp;' }]],
  ],
  [
    'tag attribute value before state: U+003E (>) → emit',
    '<a b=>',
    ['!missing-attribute-value', ['start', 'a', { b: '' }]],
  ],
  ['tag attribute value before state: EOF → parse error, emit', '<a b=', ['!eof-in-tag', ['start', 'a', { b: '' }]]],
  [
    'tag attribute value before state: anything else → unquoted state (X12: error)',
    '<a b=c>',
    ['!unquoted-attribute-value', ['start', 'a', { b: 'c' }]],
  ],
  [
    'tag attribute value double quoted state: U+0022 (") → attribute name before state',
    '<a b="1" c="2">',
    [['start', 'a', { b: '1', c: '2' }]],
  ],
  [
    'tag attribute value double quoted state: U+0026 (&) → kept raw for normalisation (X6)',
    '<a b="&amp;">',
    [['start', 'a', { b: '&amp;' }]],
  ],
  [
    'tag attribute value double quoted state: U+003C (<) → parse error (X12)',
    '<a b="<">',
    ['!less-than-in-attribute-value', ['start', 'a', { b: '<' }]],
  ],
  [
    'tag attribute value double quoted state: EOF → parse error, emit',
    '<a b="x',
    ['!eof-in-tag', ['start', 'a', { b: 'x' }]],
  ],
  [
    'tag attribute value single quoted state: EOF → parse error, emit',
    "<a b='x",
    ['!eof-in-tag', ['start', 'a', { b: 'x' }]],
  ],
  [
    'tag attribute value unquoted state: whitespace → attribute name before state',
    '<a b=c d="e">',
    ['!unquoted-attribute-value', ['start', 'a', { b: 'c', d: 'e' }]],
  ],
  [
    'tag attribute value unquoted state: U+003E (>) → emit start tag',
    '<a b=c/>',
    ['!unquoted-attribute-value', ['start', 'a', { b: 'c/' }]],
  ],
  [
    'tag attribute value unquoted state: EOF → parse error, emit',
    '<a b=c',
    ['!unquoted-attribute-value', '!eof-in-tag', ['start', 'a', { b: 'c' }]],
  ],
];

describe('tokenizer states', () => {
  for (const [name, input, expected] of cases) {
    it(name, () => {
      expect(tokens(input)).toEqual(expected);
    });
  }
});

describe('tokenizer: character validity (X12)', () => {
  it('a C0 control, U+FFFE and an unpaired surrogate are errors, and stay in the text', () => {
    expect(tokens('a\u0001b\uFFFEc\uD800d\uDC00')).toEqual([
      '!invalid-character',
      '!invalid-character',
      '!invalid-character',
      '!invalid-character',
      ['text', 'a\u0001b\uFFFEc\uD800d\uDC00'],
    ]);
  });
  it('a surrogate pair is one valid character', () => {
    expect(tokens('<a b="😀">😀</a>')).toEqual([
      ['start', 'a', { b: '😀' }],
      ['text', '😀'],
      ['end', 'a'],
    ]);
  });
});

describe('tokenizer: line ends (X2)', () => {
  it('CR LF and lone CR become LF in text, comments and PIs; offsets stay original', () => {
    expect(tokens('a\r\nb\rc<!--\r\n-->')).toEqual([
      ['text', 'a\nb\nc'],
      ['comment', '\n'],
    ]);
  });
});
