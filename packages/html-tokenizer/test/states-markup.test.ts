// One describe per tokenizer state of WHATWG HTML §13.2.5 (comments, markup
// declarations, DOCTYPE, CDATA, character references), one case per branch.
import { describe, expect, it } from 'vitest';
import { type TokenizeOptions, State } from '../src/index.ts';
import { show } from './helpers.ts';

type Case = [branch: string, input: string, tokens: string, errors: string, options?: TokenizeOptions];

function cases(state: string, list: Case[]): void {
  describe(state, () => {
    it.each(list)('%s', (_branch, input, tokens, errors, options) => {
      expect(show(input, options)).toEqual({ tokens, errors });
    });
  });
}

const q = 'quirks';

cases('Bogus comment state', [
  ['> → emit comment', '<!x>y', 'C:x | T:y', 'incorrectly-opened-comment'],
  ['EOF → emit comment', '<!x', 'C:x', 'incorrectly-opened-comment'],
  ['U+0000 → U+FFFD', '<!\0>', 'C:\ufffd', 'incorrectly-opened-comment, unexpected-null-character'],
]);

cases('Markup declaration open state', [
  ['-- → comment start state', '<!---->', 'C:', ''],
  ['DOCTYPE (any case) → DOCTYPE state', '<!dOcTyPe html>', 'D:html,null,null,ok', ''],
  [
    '[CDATA[ in foreign content → CDATA section state',
    '<svg><![CDATA[<x>]]>',
    'S:svg | T:<x>',
    '',
    { guessContentModel: true },
  ],
  [
    '[CDATA[ in HTML content → cdata-in-html-content, bogus comment',
    '<![CDATA[x]]>',
    'C:[CDATA[x]]',
    'cdata-in-html-content',
  ],
  ['anything else → incorrectly-opened-comment', '<!-x>', 'C:-x', 'incorrectly-opened-comment'],
  ['EOF → incorrectly-opened-comment, empty comment', '<!', 'C:', 'incorrectly-opened-comment'],
]);

cases('Comment start state', [
  ['- → comment start dash state', '<!--->', 'C:', 'abrupt-closing-of-empty-comment'],
  ['> → abrupt-closing-of-empty-comment', '<!-->', 'C:', 'abrupt-closing-of-empty-comment'],
  ['anything else → comment state', '<!--x-->', 'C:x', ''],
  ['EOF → eof-in-comment', '<!--', 'C:', 'eof-in-comment'],
]);
cases('Comment start dash state', [
  ['- → comment end state', '<!---->', 'C:', ''],
  ['> → abrupt-closing-of-empty-comment', '<!--->', 'C:', 'abrupt-closing-of-empty-comment'],
  ['EOF → eof-in-comment', '<!---', 'C:', 'eof-in-comment'],
  ['anything else → - appended', '<!---x-->', 'C:-x', ''],
]);
cases('Comment state', [
  ['< → comment less-than sign state', '<!--<-->', 'C:<', ''],
  ['- → comment end dash state', '<!--a-b-->', 'C:a-b', ''],
  ['U+0000 → U+FFFD', '<!--\0-->', 'C:\ufffd', 'unexpected-null-character'],
  ['EOF → eof-in-comment', '<!--abc', 'C:abc', 'eof-in-comment'],
]);
cases('Comment less-than sign state', [
  ['! → comment less-than sign bang state', '<!--<!x-->', 'C:<!x', ''],
  ['< → appended', '<!--<<-->', 'C:<<', ''],
  ['anything else → comment state', '<!--<x-->', 'C:<x', ''],
]);
cases('Comment less-than sign bang state', [
  ['- → comment less-than sign bang dash state', '<!--<!-x-->', 'C:<!-x', ''],
  ['anything else → comment state', '<!--<!!-->', 'C:<!!', ''],
]);
cases('Comment less-than sign bang dash state', [
  ['- → comment less-than sign bang dash dash state', '<!--<!---->', 'C:<!--', 'nested-comment'],
  ['anything else → comment end dash state', '<!--<!-->', 'C:<!', ''],
]);
cases('Comment less-than sign bang dash dash state', [
  ['> → comment end state', '<!--x<!---->', 'C:x<!--', 'nested-comment'],
  ['anything else → nested-comment', '<!--<!--x-->', 'C:<!--x', 'nested-comment'],
]);
cases('Comment end dash state', [
  ['- → comment end state', '<!--x-->', 'C:x', ''],
  ['EOF → eof-in-comment', '<!--x-', 'C:x', 'eof-in-comment'],
  ['anything else → - appended', '<!--x-y-->', 'C:x-y', ''],
]);
cases('Comment end state', [
  ['> → emit', '<!--x-->', 'C:x', ''],
  ['! → comment end bang state', '<!--x--!>', 'C:x', 'incorrectly-closed-comment'],
  ['- → - appended', '<!--x--->', 'C:x-', ''],
  ['EOF → eof-in-comment', '<!--x--', 'C:x', 'eof-in-comment'],
  ['anything else → -- appended', '<!--x--y-->', 'C:x--y', ''],
]);
cases('Comment end bang state', [
  ['- → --! appended, comment end dash state', '<!--x--!-->', 'C:x--!', ''],
  ['> → incorrectly-closed-comment', '<!--x--!>', 'C:x', 'incorrectly-closed-comment'],
  ['EOF → eof-in-comment', '<!--x--!', 'C:x', 'eof-in-comment'],
  ['anything else → --! appended', '<!--x--!y-->', 'C:x--!y', ''],
]);

cases('DOCTYPE state', [
  ['whitespace → before DOCTYPE name state', '<!DOCTYPE html>', 'D:html,null,null,ok', ''],
  ['> → before DOCTYPE name state (missing name)', '<!DOCTYPE>', `D:null,null,null,${q}`, 'missing-doctype-name'],
  ['EOF → eof-in-doctype', '<!DOCTYPE', `D:null,null,null,${q}`, 'eof-in-doctype'],
  [
    'anything else → missing-whitespace-before-doctype-name',
    '<!DOCTYPEhtml>',
    'D:html,null,null,ok',
    'missing-whitespace-before-doctype-name',
  ],
]);
cases('Before DOCTYPE name state', [
  ['whitespace → ignored', '<!DOCTYPE   html>', 'D:html,null,null,ok', ''],
  ['ASCII upper alpha → lowercase name', '<!DOCTYPE HTML>', 'D:html,null,null,ok', ''],
  ['U+0000 → U+FFFD', '<!DOCTYPE \0>', 'D:\ufffd,null,null,ok', 'unexpected-null-character'],
  ['> → missing-doctype-name', '<!DOCTYPE >', `D:null,null,null,${q}`, 'missing-doctype-name'],
  ['EOF → eof-in-doctype', '<!DOCTYPE ', `D:null,null,null,${q}`, 'eof-in-doctype'],
]);
cases('DOCTYPE name state', [
  ['whitespace → after DOCTYPE name state', '<!DOCTYPE a >', 'D:a,null,null,ok', ''],
  ['> → emit', '<!DOCTYPE aB>', 'D:ab,null,null,ok', ''],
  ['U+0000 → U+FFFD', '<!DOCTYPE a\0>', 'D:a\ufffd,null,null,ok', 'unexpected-null-character'],
  ['EOF → eof-in-doctype', '<!DOCTYPE a', `D:a,null,null,${q}`, 'eof-in-doctype'],
]);
cases('After DOCTYPE name state', [
  ['whitespace → ignored', '<!DOCTYPE a  >', 'D:a,null,null,ok', ''],
  ['PUBLIC → after DOCTYPE public keyword state', '<!DOCTYPE a public "x">', 'D:a,x,null,ok', ''],
  ['SYSTEM → after DOCTYPE system keyword state', '<!DOCTYPE a SyStEm "y">', 'D:a,null,y,ok', ''],
  ['EOF → eof-in-doctype', '<!DOCTYPE a ', `D:a,null,null,${q}`, 'eof-in-doctype'],
  [
    'anything else → invalid-character-sequence-after-doctype-name',
    '<!DOCTYPE a b>',
    `D:a,null,null,${q}`,
    'invalid-character-sequence-after-doctype-name',
  ],
]);
cases('After DOCTYPE public keyword state', [
  ['whitespace → before DOCTYPE public identifier state', '<!DOCTYPE a PUBLIC "x">', 'D:a,x,null,ok', ''],
  [
    '" → missing-whitespace-after-doctype-public-keyword',
    '<!DOCTYPE a PUBLIC"x">',
    'D:a,x,null,ok',
    'missing-whitespace-after-doctype-public-keyword',
  ],
  [
    "' → missing-whitespace-after-doctype-public-keyword",
    "<!DOCTYPE a PUBLIC'x'>",
    'D:a,x,null,ok',
    'missing-whitespace-after-doctype-public-keyword',
  ],
  [
    '> → missing-doctype-public-identifier',
    '<!DOCTYPE a PUBLIC>',
    `D:a,null,null,${q}`,
    'missing-doctype-public-identifier',
  ],
  ['EOF → eof-in-doctype', '<!DOCTYPE a PUBLIC', `D:a,null,null,${q}`, 'eof-in-doctype'],
  [
    'anything else → missing-quote-before-doctype-public-identifier',
    '<!DOCTYPE a PUBLICx>',
    `D:a,null,null,${q}`,
    'missing-quote-before-doctype-public-identifier',
  ],
]);
cases('Before DOCTYPE public identifier state', [
  ['whitespace → ignored', '<!DOCTYPE a PUBLIC  "x">', 'D:a,x,null,ok', ''],
  ["' → single-quoted", "<!DOCTYPE a PUBLIC 'x'>", 'D:a,x,null,ok', ''],
  [
    '> → missing-doctype-public-identifier',
    '<!DOCTYPE a PUBLIC >',
    `D:a,null,null,${q}`,
    'missing-doctype-public-identifier',
  ],
  ['EOF → eof-in-doctype', '<!DOCTYPE a PUBLIC ', `D:a,null,null,${q}`, 'eof-in-doctype'],
  [
    'anything else → missing-quote-before-doctype-public-identifier',
    '<!DOCTYPE a PUBLIC x>',
    `D:a,null,null,${q}`,
    'missing-quote-before-doctype-public-identifier',
  ],
]);
cases('DOCTYPE public identifier (double-quoted) state', [
  ['" → after DOCTYPE public identifier state', '<!DOCTYPE a PUBLIC "x\'y">', "D:a,x'y,null,ok", ''],
  ['U+0000 → U+FFFD', '<!DOCTYPE a PUBLIC "\0">', 'D:a,\ufffd,null,ok', 'unexpected-null-character'],
  [
    '> → abrupt-doctype-public-identifier',
    '<!DOCTYPE a PUBLIC "x>',
    `D:a,x,null,${q}`,
    'abrupt-doctype-public-identifier',
  ],
  ['EOF → eof-in-doctype', '<!DOCTYPE a PUBLIC "x', `D:a,x,null,${q}`, 'eof-in-doctype'],
]);
cases('DOCTYPE public identifier (single-quoted) state', [
  ["' → after DOCTYPE public identifier state", "<!DOCTYPE a PUBLIC 'x\"y'>", 'D:a,x"y,null,ok', ''],
  [
    '> → abrupt-doctype-public-identifier',
    "<!DOCTYPE a PUBLIC 'x>",
    `D:a,x,null,${q}`,
    'abrupt-doctype-public-identifier',
  ],
]);
cases('After DOCTYPE public identifier state', [
  ['whitespace → between DOCTYPE public and system identifiers state', '<!DOCTYPE a PUBLIC "x" "y">', 'D:a,x,y,ok', ''],
  ['> → emit', '<!DOCTYPE a PUBLIC "x">', 'D:a,x,null,ok', ''],
  [
    '" → missing-whitespace-between-doctype-public-and-system-identifiers',
    '<!DOCTYPE a PUBLIC "x""y">',
    'D:a,x,y,ok',
    'missing-whitespace-between-doctype-public-and-system-identifiers',
  ],
  ['EOF → eof-in-doctype', '<!DOCTYPE a PUBLIC "x"', `D:a,x,null,${q}`, 'eof-in-doctype'],
  [
    'anything else → missing-quote-before-doctype-system-identifier',
    '<!DOCTYPE a PUBLIC "x"y>',
    `D:a,x,null,${q}`,
    'missing-quote-before-doctype-system-identifier',
  ],
]);
cases('Between DOCTYPE public and system identifiers state', [
  ['whitespace → ignored', '<!DOCTYPE a PUBLIC "x"  \'y\'>', 'D:a,x,y,ok', ''],
  ['> → emit', '<!DOCTYPE a PUBLIC "x" >', 'D:a,x,null,ok', ''],
  ['EOF → eof-in-doctype', '<!DOCTYPE a PUBLIC "x" ', `D:a,x,null,${q}`, 'eof-in-doctype'],
  [
    'anything else → missing-quote-before-doctype-system-identifier',
    '<!DOCTYPE a PUBLIC "x" y>',
    `D:a,x,null,${q}`,
    'missing-quote-before-doctype-system-identifier',
  ],
]);
cases('After DOCTYPE system keyword state', [
  ['whitespace → before DOCTYPE system identifier state', '<!DOCTYPE a SYSTEM "y">', 'D:a,null,y,ok', ''],
  [
    '" → missing-whitespace-after-doctype-system-keyword',
    '<!DOCTYPE a SYSTEM"y">',
    'D:a,null,y,ok',
    'missing-whitespace-after-doctype-system-keyword',
  ],
  [
    '> → missing-doctype-system-identifier',
    '<!DOCTYPE a SYSTEM>',
    `D:a,null,null,${q}`,
    'missing-doctype-system-identifier',
  ],
  ['EOF → eof-in-doctype', '<!DOCTYPE a SYSTEM', `D:a,null,null,${q}`, 'eof-in-doctype'],
  [
    'anything else → missing-quote-before-doctype-system-identifier',
    '<!DOCTYPE a SYSTEMy>',
    `D:a,null,null,${q}`,
    'missing-quote-before-doctype-system-identifier',
  ],
]);
cases('Before DOCTYPE system identifier state', [
  ['whitespace → ignored', "<!DOCTYPE a SYSTEM  'y'>", 'D:a,null,y,ok', ''],
  [
    '> → missing-doctype-system-identifier',
    '<!DOCTYPE a SYSTEM >',
    `D:a,null,null,${q}`,
    'missing-doctype-system-identifier',
  ],
  ['EOF → eof-in-doctype', '<!DOCTYPE a SYSTEM ', `D:a,null,null,${q}`, 'eof-in-doctype'],
  [
    'anything else → missing-quote-before-doctype-system-identifier',
    '<!DOCTYPE a SYSTEM y>',
    `D:a,null,null,${q}`,
    'missing-quote-before-doctype-system-identifier',
  ],
]);
cases('DOCTYPE system identifier (double-quoted) state', [
  ['" → after DOCTYPE system identifier state', '<!DOCTYPE a SYSTEM "y">', 'D:a,null,y,ok', ''],
  ['U+0000 → U+FFFD', '<!DOCTYPE a SYSTEM "\0">', 'D:a,null,\ufffd,ok', 'unexpected-null-character'],
  [
    '> → abrupt-doctype-system-identifier',
    '<!DOCTYPE a SYSTEM "y>',
    `D:a,null,y,${q}`,
    'abrupt-doctype-system-identifier',
  ],
  ['EOF → eof-in-doctype', '<!DOCTYPE a SYSTEM "y', `D:a,null,y,${q}`, 'eof-in-doctype'],
]);
cases('DOCTYPE system identifier (single-quoted) state', [
  ["' → after DOCTYPE system identifier state", "<!DOCTYPE a SYSTEM 'y'>", 'D:a,null,y,ok', ''],
  [
    '> → abrupt-doctype-system-identifier',
    "<!DOCTYPE a SYSTEM 'y>",
    `D:a,null,y,${q}`,
    'abrupt-doctype-system-identifier',
  ],
]);
cases('After DOCTYPE system identifier state', [
  ['whitespace → ignored', '<!DOCTYPE a SYSTEM "y"  >', 'D:a,null,y,ok', ''],
  ['EOF → eof-in-doctype', '<!DOCTYPE a SYSTEM "y"', `D:a,null,y,${q}`, 'eof-in-doctype'],
  [
    'anything else → bogus DOCTYPE, not force-quirks',
    '<!DOCTYPE a SYSTEM "y" z>',
    'D:a,null,y,ok',
    'unexpected-character-after-doctype-system-identifier',
  ],
]);
cases('Bogus DOCTYPE state', [
  ['> → emit', '<!DOCTYPE a b>x', `D:a,null,null,${q} | T:x`, 'invalid-character-sequence-after-doctype-name'],
  [
    'U+0000 → unexpected-null-character, ignored',
    '<!DOCTYPE a b\0>',
    `D:a,null,null,${q}`,
    'invalid-character-sequence-after-doctype-name, unexpected-null-character',
  ],
  ['EOF → emit', '<!DOCTYPE a b', `D:a,null,null,${q}`, 'invalid-character-sequence-after-doctype-name'],
]);

const cdata = { state: State.CDATASection };
cases('CDATA section state', [
  ['] → CDATA section bracket state', 'a]]>b', 'T:ab', '', cdata],
  ['EOF → eof-in-cdata', 'abc', 'T:abc', 'eof-in-cdata', cdata],
  ['U+0000 → emitted as is', '\0]]>', 'T:\0', '', cdata],
]);
cases('CDATA section bracket state', [
  ['] → CDATA section end state', ']]>', '', '', cdata],
  ['anything else → ] emitted', ']x]]>', 'T:]x', '', cdata],
]);
cases('CDATA section end state', [
  ['] → ] emitted', ']]]]>', 'T:]]', '', cdata],
  ['> → data state', ']]><a>', 'S:a', '', cdata],
  ['anything else → ]] emitted', ']]x', 'T:]]x', 'eof-in-cdata', cdata],
]);

cases('Character reference state', [
  ['ASCII alphanumeric → named character reference state', '&amp;', 'T:&', ''],
  ['# → numeric character reference state', '&#65;', 'T:A', ''],
  ['anything else → & as is', '& x', 'T:& x', ''],
  ['EOF → & as is', '&', 'T:&', ''],
]);
cases('Named character reference state', [
  ['longest match with ;', '&notin;', 'T:∉', ''],
  [
    'legacy name without ; → missing-semicolon-after-character-reference',
    '&notit;',
    'T:¬it;',
    'missing-semicolon-after-character-reference',
  ],
  ['in an attribute, legacy name followed by = → as written', '<a b="&not=">', 'S:a[b=&not=]', ''],
  ['in an attribute, legacy name followed by alphanumeric → as written', '<a b="&notx">', 'S:a[b=&notx]', ''],
  [
    'in an attribute, legacy name followed by other → replaced',
    '<a b="&not!">',
    'S:a[b=¬!]',
    'missing-semicolon-after-character-reference',
  ],
  ['no match → ambiguous ampersand state', '&xyz', 'T:&xyz', ''],
]);
cases('Ambiguous ampersand state', [
  ['ASCII alphanumeric → emitted', '&zz9 ', 'T:&zz9 ', ''],
  ['ASCII alphanumeric in an attribute → appended', '<a b=&zz>', 'S:a[b=&zz]', ''],
  ['; → unknown-named-character-reference', '&zz;', 'T:&zz;', 'unknown-named-character-reference'],
]);
cases('Numeric character reference state', [
  ['x or X → hexadecimal character reference start state', '&#X41;&#x42;', 'T:AB', ''],
  ['anything else → decimal character reference start state', '&#66;', 'T:B', ''],
]);
cases('Hexadecimal character reference start state', [
  ['hex digit → hexadecimal character reference state', '&#xa;', 'T:\n', ''],
  [
    'anything else → absence-of-digits-in-numeric-character-reference',
    '&#xg;',
    'T:&#xg;',
    'absence-of-digits-in-numeric-character-reference',
  ],
]);
cases('Decimal character reference start state', [
  ['digit → decimal character reference state', '&#9;', 'T:\t', ''],
  [
    'anything else → absence-of-digits-in-numeric-character-reference',
    '&#a;',
    'T:&#a;',
    'absence-of-digits-in-numeric-character-reference',
  ],
]);
cases('Hexadecimal character reference state', [
  ['digits accumulate', '&#x1F600;', 'T:😀', ''],
  ['; → numeric character reference end state', '&#x41;x', 'T:Ax', ''],
  [
    'anything else → missing-semicolon-after-character-reference',
    '&#x41x',
    'T:Ax',
    'missing-semicolon-after-character-reference',
  ],
]);
cases('Decimal character reference state', [
  ['digits accumulate, saturating', '&#99999999999999999999;', 'T:\ufffd', 'character-reference-outside-unicode-range'],
  [
    'anything else → missing-semicolon-after-character-reference',
    '&#65 ',
    'T:A ',
    'missing-semicolon-after-character-reference',
  ],
]);
cases('Numeric character reference end state', [
  ['0 → null-character-reference, U+FFFD', '&#0;', 'T:\ufffd', 'null-character-reference'],
  [
    'above U+10FFFF → character-reference-outside-unicode-range',
    '&#x110000;',
    'T:\ufffd',
    'character-reference-outside-unicode-range',
  ],
  ['surrogate → surrogate-character-reference', '&#xD800;', 'T:\ufffd', 'surrogate-character-reference'],
  ['noncharacter → noncharacter-character-reference, kept', '&#xFDD0;', 'T:\ufdd0', 'noncharacter-character-reference'],
  ['C1 control → control-character-reference, windows-1252 remap', '&#x80;', 'T:€', 'control-character-reference'],
  ['CR → control-character-reference', '&#13;', 'T:\r', 'control-character-reference'],
  ['other control → control-character-reference', '&#1;', 'T:\u0001', 'control-character-reference'],
]);
