// One describe per tokenizer state of WHATWG HTML §13.2.5 (data, RCDATA,
// RAWTEXT, script data, PLAINTEXT, tags, attributes), one case per branch.
// Each case: [branch, input, tokens, error codes, options].
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

const rcdata = { state: State.RCDATA, lastStartTag: 'title' };
const rawtext = { state: State.RAWTEXT, lastStartTag: 'style' };
const script = { state: State.ScriptData, lastStartTag: 'script' };

cases('Data state', [
  ['& → character reference state', 'a&amp;b', 'T:a&b', ''],
  ['< → tag open state', 'a<b>', 'T:a | S:b', ''],
  ['U+0000 → unexpected-null-character, emitted as is', 'a\0b', 'T:a\0b', 'unexpected-null-character'],
  ['EOF → end of file', '', '', ''],
  ['anything else → emitted', 'abc', 'T:abc', ''],
]);

cases('RCDATA state', [
  ['& → character reference state', 'a&lt;b', 'T:a<b', '', rcdata],
  ['< → RCDATA less-than sign state', 'a<b>', 'T:a<b>', '', rcdata],
  ['U+0000 → U+FFFD', '\0', 'T:\ufffd', 'unexpected-null-character', rcdata],
  ['anything else → emitted', 'x', 'T:x', '', rcdata],
]);

cases('RAWTEXT state', [
  ['< → RAWTEXT less-than sign state', 'a<b>&amp;', 'T:a<b>&amp;', '', rawtext],
  ['U+0000 → U+FFFD', '\0', 'T:\ufffd', 'unexpected-null-character', rawtext],
]);

cases('Script data state', [
  ['< → script data less-than sign state', 'a<b', 'T:a<b', '', script],
  ['U+0000 → U+FFFD', '\0', 'T:\ufffd', 'unexpected-null-character', script],
]);

cases('PLAINTEXT state', [
  ['everything is text', '<a>&amp;</plaintext>', 'T:<a>&amp;</plaintext>', '', { state: State.PLAINTEXT }],
  ['U+0000 → U+FFFD', 'a\0b', 'T:a\ufffdb', 'unexpected-null-character', { state: State.PLAINTEXT }],
]);

cases('Tag open state', [
  ['! → markup declaration open state', '<!--x-->', 'C:x', ''],
  ['/ → end tag open state', '</a>', 'E:a', ''],
  ['ASCII alpha → tag name state', '<a>', 'S:a', ''],
  ['? → processing instruction open state (whatwg/html #12118)', '<?x?>', 'P:x,', ''],
  [
    '? with processingInstructions: false → unexpected-question-mark-instead-of-tag-name, bogus comment',
    '<?x?>',
    'C:?x?',
    'unexpected-question-mark-instead-of-tag-name',
    { processingInstructions: false },
  ],
  ['EOF → eof-before-tag-name, < emitted', 'a<', 'T:a<', 'eof-before-tag-name'],
  [
    'anything else → invalid-first-character-of-tag-name, < is text',
    '<1>',
    'T:<1>',
    'invalid-first-character-of-tag-name',
  ],
]);

cases('End tag open state', [
  ['ASCII alpha → tag name state', '</B>', 'E:b', ''],
  ['> → missing-end-tag-name, nothing emitted', 'a</>b', 'T:ab', 'missing-end-tag-name'],
  ['EOF → eof-before-tag-name, </ emitted', '</', 'T:</', 'eof-before-tag-name'],
  ['anything else → bogus comment', '</1x>', 'C:1x', 'invalid-first-character-of-tag-name'],
]);

cases('Tag name state', [
  ['whitespace → before attribute name state', '<a\tb>', 'S:a[b=]', ''],
  ['/ → self-closing start tag state', '<br/>', 'S:br/', ''],
  ['> → emit', '<div>', 'S:div', ''],
  ['ASCII upper alpha → lowercase', '<DiV>', 'S:div', ''],
  ['U+0000 → U+FFFD', '<a\0>', 'S:a\ufffd', 'unexpected-null-character'],
  ['EOF → eof-in-tag, tag dropped', '<div', '', 'eof-in-tag'],
  ['anything else → appended (non-ASCII kept as is)', '<aÄ>', 'S:aÄ', ''],
]);

cases('RCDATA less-than sign state', [
  ['/ → RCDATA end tag open state', '</title>', 'E:title', '', rcdata],
  ['anything else → < emitted, reconsume', '<<', 'T:<<', '', rcdata],
]);

cases('RCDATA end tag open state', [
  ['ASCII alpha → RCDATA end tag name state', '</title>', 'E:title', '', rcdata],
  ['anything else → </ emitted', '</1', 'T:</1', '', rcdata],
]);

cases('RCDATA end tag name state', [
  ['whitespace, appropriate → before attribute name state', '</title x>', 'E:title', 'end-tag-with-attributes', rcdata],
  ['/, appropriate → self-closing start tag state', '</title/>', 'E:title', 'end-tag-with-trailing-solidus', rcdata],
  ['>, appropriate → emit', '</TITLE>', 'E:title', '', rcdata],
  ['not appropriate → text', '</tit>x</titles>', 'T:</tit>x</titles>', '', rcdata],
  ['anything else → text', '</title!', 'T:</title!', '', rcdata],
  ['no last start tag → never appropriate', '</title>', 'T:</title>', '', { state: State.RCDATA }],
]);

cases('RAWTEXT less-than sign state', [
  ['/ → RAWTEXT end tag open state', 'a</style>', 'T:a | E:style', '', rawtext],
  ['anything else → < emitted', '<a', 'T:<a', '', rawtext],
]);
cases('RAWTEXT end tag open state', [
  ['ASCII alpha → RAWTEXT end tag name state', '</style >', 'E:style', '', rawtext],
  ['anything else → </ emitted', '</ ', 'T:</ ', '', rawtext],
]);
cases('RAWTEXT end tag name state', [
  ['appropriate → end tag', '</StYlE>', 'E:style', '', rawtext],
  ['not appropriate → text', '</styl>', 'T:</styl>', '', rawtext],
]);

cases('Script data less-than sign state', [
  ['/ → script data end tag open state', '</script>', 'E:script', '', script],
  ['! → script data escape start state', '<!--x', 'T:<!--x', 'eof-in-script-html-comment-like-text', script],
  ['anything else → < emitted', '<a', 'T:<a', '', script],
]);
cases('Script data end tag open state', [
  ['ASCII alpha → script data end tag name state', '</script>', 'E:script', '', script],
  ['anything else → </ emitted', '</-', 'T:</-', '', script],
]);
cases('Script data end tag name state', [
  ['appropriate → end tag', '</script\n>', 'E:script', '', script],
  ['not appropriate → text', '</scrip>', 'T:</scrip>', '', script],
]);
cases('Script data escape start state', [
  ['- → script data escape start dash state', '<!-', 'T:<!-', '', script],
  ['anything else → script data', '<!x</script>', 'T:<!x | E:script', '', script],
]);
cases('Script data escape start dash state', [
  ['- → script data escaped dash dash state', '<!--</script>', 'T:<!-- | E:script', '', script],
  ['anything else → script data', '<!-x</script>', 'T:<!-x | E:script', '', script],
]);
cases('Script data escaped state', [
  ['- → script data escaped dash state', '<!-- - </script>', 'T:<!-- -  | E:script', '', script],
  ['< → script data escaped less-than sign state', '<!--<</script>', 'T:<!--< | E:script', '', script],
  [
    'U+0000 → U+FFFD',
    '<!-- \0',
    'T:<!-- \ufffd',
    'unexpected-null-character, eof-in-script-html-comment-like-text',
    script,
  ],
  ['EOF → eof-in-script-html-comment-like-text', '<!-- x', 'T:<!-- x', 'eof-in-script-html-comment-like-text', script],
]);
cases('Script data escaped dash state', [
  ['- → script data escaped dash dash state', '<!-- --></script>', 'T:<!-- --> | E:script', '', script],
  ['< → script data escaped less-than sign state', '<!-- -</script>', 'T:<!-- - | E:script', '', script],
  [
    'U+0000 → U+FFFD',
    '<!-- -\0',
    'T:<!-- -\ufffd',
    'unexpected-null-character, eof-in-script-html-comment-like-text',
    script,
  ],
  ['EOF → eof-in-script-html-comment-like-text', '<!-- -', 'T:<!-- -', 'eof-in-script-html-comment-like-text', script],
  ['anything else → script data escaped state', '<!-- -x', 'T:<!-- -x', 'eof-in-script-html-comment-like-text', script],
]);
cases('Script data escaped dash dash state', [
  ['- → stays', '<!-----x', 'T:<!-----x', 'eof-in-script-html-comment-like-text', script],
  ['< → script data escaped less-than sign state', '<!--</script>', 'T:<!-- | E:script', '', script],
  ['> → script data state', '<!---->x</script>', 'T:<!---->x | E:script', '', script],
  [
    'U+0000 → U+FFFD',
    '<!--\0',
    'T:<!--\ufffd',
    'unexpected-null-character, eof-in-script-html-comment-like-text',
    script,
  ],
  ['EOF → eof-in-script-html-comment-like-text', '<!--', 'T:<!--', 'eof-in-script-html-comment-like-text', script],
]);
cases('Script data escaped less-than sign state', [
  ['/ → script data escaped end tag open state', '<!-- </script>', 'T:<!--  | E:script', '', script],
  [
    'ASCII alpha → script data double escape start state',
    '<!-- <script></script>-->',
    'T:<!-- <script></script>-->',
    '',
    script,
  ],
  ['anything else → < emitted', '<!-- <1', 'T:<!-- <1', 'eof-in-script-html-comment-like-text', script],
]);
cases('Script data escaped end tag open state', [
  ['ASCII alpha → script data escaped end tag name state', '<!-- </script>', 'T:<!--  | E:script', '', script],
  ['anything else → </ emitted', '<!-- </1', 'T:<!-- </1', 'eof-in-script-html-comment-like-text', script],
]);
cases('Script data escaped end tag name state', [
  ['appropriate → end tag', '<!-- </SCRIPT >', 'T:<!--  | E:script', '', script],
  ['not appropriate → text', '<!-- </scripts>', 'T:<!-- </scripts>', 'eof-in-script-html-comment-like-text', script],
]);
cases('Script data double escape start state', [
  [
    '"script" then > → double escaped',
    '<!--<script></script>x',
    'T:<!--<script></script>x',
    'eof-in-script-html-comment-like-text',
    script,
  ],
  ['other name → escaped', '<!--<scrip></script>', 'T:<!--<scrip> | E:script', '', script],
  ['anything else → escaped, reconsume', '<!--<s1</script>', 'T:<!--<s1 | E:script', '', script],
]);
cases('Script data double escaped state', [
  [
    '- → script data double escaped dash state',
    '<!--<script>-',
    'T:<!--<script>-',
    'eof-in-script-html-comment-like-text',
    script,
  ],
  [
    '< → script data double escaped less-than sign state',
    '<!--<script><',
    'T:<!--<script><',
    'eof-in-script-html-comment-like-text',
    script,
  ],
  [
    'U+0000 → U+FFFD',
    '<!--<script>\0',
    'T:<!--<script>\ufffd',
    'unexpected-null-character, eof-in-script-html-comment-like-text',
    script,
  ],
  [
    'EOF → eof-in-script-html-comment-like-text',
    '<!--<script>',
    'T:<!--<script>',
    'eof-in-script-html-comment-like-text',
    script,
  ],
]);
cases('Script data double escaped dash state', [
  [
    '- → script data double escaped dash dash state',
    '<!--<script>--',
    'T:<!--<script>--',
    'eof-in-script-html-comment-like-text',
    script,
  ],
  [
    '< → script data double escaped less-than sign state',
    '<!--<script>-<',
    'T:<!--<script>-<',
    'eof-in-script-html-comment-like-text',
    script,
  ],
  [
    'U+0000 → U+FFFD',
    '<!--<script>-\0',
    'T:<!--<script>-\ufffd',
    'unexpected-null-character, eof-in-script-html-comment-like-text',
    script,
  ],
  [
    'anything else → double escaped',
    '<!--<script>-x',
    'T:<!--<script>-x',
    'eof-in-script-html-comment-like-text',
    script,
  ],
]);
cases('Script data double escaped dash dash state', [
  ['- → stays', '<!--<script>---', 'T:<!--<script>---', 'eof-in-script-html-comment-like-text', script],
  ['> → script data state', '<!--<script>--></script>', 'T:<!--<script>--> | E:script', '', script],
  [
    '< → double escaped less-than sign',
    '<!--<script>--<',
    'T:<!--<script>--<',
    'eof-in-script-html-comment-like-text',
    script,
  ],
  [
    'U+0000 → U+FFFD',
    '<!--<script>--\0',
    'T:<!--<script>--\ufffd',
    'unexpected-null-character, eof-in-script-html-comment-like-text',
    script,
  ],
  [
    'anything else → double escaped',
    '<!--<script>--x',
    'T:<!--<script>--x',
    'eof-in-script-html-comment-like-text',
    script,
  ],
]);
cases('Script data double escaped less-than sign state', [
  [
    '/ → script data double escape end state',
    '<!--<script></x',
    'T:<!--<script></x',
    'eof-in-script-html-comment-like-text',
    script,
  ],
  [
    'anything else → double escaped',
    '<!--<script><x',
    'T:<!--<script><x',
    'eof-in-script-html-comment-like-text',
    script,
  ],
]);
cases('Script data double escape end state', [
  [
    '"script" then whitespace → escaped',
    '<!--<script></script ></script>',
    'T:<!--<script></script > | E:script',
    '',
    script,
  ],
  [
    'other name → double escaped',
    '<!--<script></scripts></script>',
    'T:<!--<script></scripts></script>',
    'eof-in-script-html-comment-like-text',
    script,
  ],
  [
    'anything else → double escaped, reconsume',
    '<!--<script></s1',
    'T:<!--<script></s1',
    'eof-in-script-html-comment-like-text',
    script,
  ],
]);

cases('Before attribute name state', [
  ['whitespace → ignored', '<a   b>', 'S:a[b=]', ''],
  ['/ or > → after attribute name state', '<a />', 'S:a/', ''],
  [
    '= → unexpected-equals-sign-before-attribute-name, name starts with =',
    '<a =b>',
    'S:a[=b=]',
    'unexpected-equals-sign-before-attribute-name',
  ],
  ['EOF → eof-in-tag', '<a ', '', 'eof-in-tag'],
  ['anything else → attribute name state', '<a B>', 'S:a[b=]', ''],
]);
cases('Attribute name state', [
  ['whitespace, /, > → after attribute name state', '<a b c/>', 'S:a[b=,c=]/', ''],
  ['= → before attribute value state', '<a b=c>', 'S:a[b=c]', ''],
  ['ASCII upper alpha → lowercase', '<a HREF=x>', 'S:a[href=x]', ''],
  ['U+0000 → U+FFFD', '<a b\0>', 'S:a[b\ufffd=]', 'unexpected-null-character'],
  [
    '" \' < → unexpected-character-in-attribute-name',
    '<a b"\'<>',
    'S:a[b"\'<=]',
    'unexpected-character-in-attribute-name, unexpected-character-in-attribute-name, unexpected-character-in-attribute-name',
  ],
  ['duplicate → duplicate-attribute, first kept', '<a b=1 B=2 c>', 'S:a[b=1,c=]', 'duplicate-attribute'],
  ['EOF → eof-in-tag', '<a bc', '', 'eof-in-tag'],
]);
cases('After attribute name state', [
  ['whitespace → ignored', '<a b  =c>', 'S:a[b=c]', ''],
  ['/ → self-closing start tag state', '<a b />', 'S:a[b=]/', ''],
  ['= → before attribute value state', '<a b =c>', 'S:a[b=c]', ''],
  ['> → emit', '<a b >', 'S:a[b=]', ''],
  ['EOF → eof-in-tag', '<a b ', '', 'eof-in-tag'],
  ['anything else → new attribute', '<a b c>', 'S:a[b=,c=]', ''],
]);
cases('Before attribute value state', [
  ['whitespace → ignored', '<a b= c>', 'S:a[b=c]', ''],
  ['" → attribute value (double-quoted) state', '<a b="c d">', 'S:a[b=c d]', ''],
  ["' → attribute value (single-quoted) state", "<a b='c d'>", 'S:a[b=c d]', ''],
  ['> → missing-attribute-value', '<a b=>', 'S:a[b=]', 'missing-attribute-value'],
  ['anything else → attribute value (unquoted) state', '<a b=c>', 'S:a[b=c]', ''],
]);
cases('Attribute value (double-quoted) state', [
  ['" → after attribute value (quoted) state', '<a b="">', 'S:a[b=]', ''],
  ['& → character reference state', '<a b="&amp;">', 'S:a[b=&]', ''],
  ['U+0000 → U+FFFD', '<a b="\0">', 'S:a[b=\ufffd]', 'unexpected-null-character'],
  ['EOF → eof-in-tag', '<a b="x', '', 'eof-in-tag'],
  ['anything else → appended', '<a b="\'<>=">', "S:a[b='<>=]", ''],
]);
cases('Attribute value (single-quoted) state', [
  ["' → after attribute value (quoted) state", "<a b=''>", 'S:a[b=]', ''],
  ['& → character reference state', "<a b='&lt;'>", 'S:a[b=<]', ''],
  ['U+0000 → U+FFFD', "<a b='\0'>", 'S:a[b=\ufffd]', 'unexpected-null-character'],
  ['EOF → eof-in-tag', "<a b='x", '', 'eof-in-tag'],
]);
cases('Attribute value (unquoted) state', [
  ['whitespace → before attribute name state', '<a b=c d>', 'S:a[b=c,d=]', ''],
  ['& → character reference state', '<a b=&gt;>', 'S:a[b=>]', ''],
  ['> → emit', '<a b=c>', 'S:a[b=c]', ''],
  ['U+0000 → U+FFFD', '<a b=\0>', 'S:a[b=\ufffd]', 'unexpected-null-character'],
  [
    '" \' < = ` → unexpected-character-in-unquoted-attribute-value',
    '<a b=x"\'<=`>',
    'S:a[b=x"\'<=`]',
    Array(5).fill('unexpected-character-in-unquoted-attribute-value').join(', '),
  ],
  ['EOF → eof-in-tag', '<a b=c', '', 'eof-in-tag'],
]);
cases('After attribute value (quoted) state', [
  ['whitespace → before attribute name state', '<a b="" c>', 'S:a[b=,c=]', ''],
  ['/ → self-closing start tag state', '<a b=""/>', 'S:a[b=]/', ''],
  ['> → emit', '<a b="">', 'S:a[b=]', ''],
  ['EOF → eof-in-tag', '<a b=""', '', 'eof-in-tag'],
  [
    'anything else → missing-whitespace-between-attributes',
    '<a b=""c>',
    'S:a[b=,c=]',
    'missing-whitespace-between-attributes',
  ],
]);
cases('Self-closing start tag state', [
  ['> → self-closing flag set', '<a/>', 'S:a/', ''],
  ['EOF → eof-in-tag', '<a/', '', 'eof-in-tag'],
  ['anything else → unexpected-solidus-in-tag', '<a/b>', 'S:a[b=]', 'unexpected-solidus-in-tag'],
  ['end tag with / → end-tag-with-trailing-solidus', '</a/>', 'E:a', 'end-tag-with-trailing-solidus'],
]);
