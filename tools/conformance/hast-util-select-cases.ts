// hast-util-select's test cases (syntax-tree/hast-util-select, test/*.js),
// rewritten as data: a selector, a tree in hastscript terms, and the ids of
// the elements the DOM's querySelectorAll-with-the-node-itself returns (the
// subject node is included, as hast-util-select's selectAll does). Where
// hast-util-select answers otherwise than the DOM, `hastUtilSelect` holds its
// answer and `reason` says why; the runner (hast-util-select.test.ts) checks
// forgiving against the DOM's answer and hast-util-select against the listed one.
//
// A tree node is [tagName, properties, children] (hastscript's `h()`, `s()`
// when `svg: true` on the case), a string (a text node) or ['#comment', text].

export type TreeSpec =
  | string
  | readonly ['#comment', string]
  | readonly [string, Record<string, unknown>, readonly TreeSpec[]];

export interface SelectCase {
  name: string;
  selector: string;
  /** A root with these children. */
  tree: readonly TreeSpec[];
  /** The DOM's answer: the `id`s of the matches, in document order. */
  dom: readonly string[];
  /** hast-util-select's answer where it departs from the DOM. */
  hastUtilSelect?: readonly string[];
  reason?: string;
  /** Build with hastscript's `s()` (SVG) instead of `h()`. */
  svg?: boolean;
}

const e = (tag: string, props: Record<string, unknown> = {}, children: readonly TreeSpec[] = []): TreeSpec => [
  tag,
  props,
  children,
];

// Six list items (Alpha … Foxtrot) and a dl of dt/dd pairs, as the upstream nth tests build them.
const LIST = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => e('li', { id }));
const DL = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => e(i % 2 === 0 ? 'dt' : 'dd', { id }));
const SIBLINGS = [
  e('p', { id: 'alpha' }),
  e('h1', { id: 'bravo' }),
  e('p', { id: 'charlie' }),
  e('p', { id: 'delta' }),
  e('div', { id: 'echo-div' }, [e('p', { id: 'echo' })]),
];

export const CASES: readonly SelectCase[] = [
  // Combinators (select-all: descendant, child, next-sibling, subsequent-sibling)
  {
    name: 'descendant: every div',
    selector: 'div',
    tree: [
      e('div', { id: 'one' }),
      e('main', {}, [e('div', { id: 'two' }), e('article', {}, [e('div', { id: 'three' })])]),
    ],
    dom: ['one', 'two', 'three'],
  },
  {
    name: 'descendant: deep matches',
    selector: 'p i s',
    tree: [e('p', {}, [e('i', {}, [e('s', { id: 'a' }, [e('s', { id: 'b' })])])])],
    dom: ['a', 'b'],
  },
  {
    name: 'descendant: not outside other matches',
    selector: 'b s',
    tree: [e('p', {}, [e('b', {}, [e('s', { id: 'a' }, ['1'])]), e('i', {}, [e('s', { id: 'b' }, ['2'])])])],
    dom: ['a'],
  },
  {
    name: 'child: nested matches',
    selector: 'div > div',
    tree: [e('div', { id: 'one' }, [e('div', { id: 'two' }), e('div', { id: 'three' }, [e('div', { id: 'four' })])])],
    dom: ['two', 'three', 'four'],
  },
  { name: 'next sibling', selector: 'h1 + p', tree: SIBLINGS, dom: ['charlie'] },
  {
    name: 'next sibling ignores text',
    selector: 'a + b',
    tree: ['\n', e('a', { id: 'x' }), ' ipsum ', e('b', { id: 'y' }), ' sit ', e('i'), e('b', { id: 'z' })],
    dom: ['y'],
  },
  { name: 'subsequent siblings', selector: 'h1 ~ p', tree: SIBLINGS, dom: ['charlie', 'delta'] },
  // Structural pseudo-classes
  { name: ':first-child', selector: ':first-child', tree: SIBLINGS, dom: ['alpha', 'echo'] },
  { name: ':last-child', selector: ':last-child', tree: SIBLINGS, dom: ['echo-div', 'echo'] },
  { name: ':only-child', selector: ':only-child', tree: SIBLINGS, dom: ['echo'] },
  { name: ':nth-child(odd)', selector: 'li:nth-child(odd)', tree: [e('ol', {}, LIST)], dom: ['a', 'c', 'e'] },
  { name: ':nth-child(2n+0)', selector: 'li:nth-child(2n+0)', tree: [e('ol', {}, LIST)], dom: ['b', 'd', 'f'] },
  { name: ':nth-last-child(odd)', selector: 'li:nth-last-child(odd)', tree: [e('ol', {}, LIST)], dom: ['b', 'd', 'f'] },
  { name: ':nth-of-type(odd)', selector: 'dt:nth-of-type(odd)', tree: [e('dl', {}, DL)], dom: ['a', 'e'] },
  { name: ':nth-last-of-type(even)', selector: 'dt:nth-last-of-type(even)', tree: [e('dl', {}, DL)], dom: ['c'] },
  { name: ':first-of-type', selector: 'dd:first-of-type', tree: [e('dl', {}, DL)], dom: ['b'] },
  { name: ':last-of-type', selector: 'dt:last-of-type', tree: [e('dl', {}, DL)], dom: ['e'] },
  {
    name: ':only-of-type',
    selector: 'div :only-of-type',
    tree: [e('div', {}, [e('p', { id: 'p' }), e('b', { id: 'b1' }), e('b', { id: 'b2' })])],
    dom: ['p'],
  },
  {
    name: ':nth-child(An+B of S)',
    selector: 'li:nth-child(2n+1 of .x)',
    tree: [
      e('ol', {}, [
        e('li', { id: 'a', className: ['x'] }),
        e('li', { id: 'b' }),
        e('li', { id: 'c', className: ['x'] }),
        e('li', { id: 'd', className: ['x'] }),
      ]),
    ],
    dom: ['a', 'd'],
    hastUtilSelect: [],
    reason: 'hast-util-select does not support the `of S` argument (it throws); recorded as no match',
  },
  // :empty, :blank, :root, :scope
  {
    name: ':empty ignores comments',
    selector: 'p:empty',
    tree: [e('p', { id: 'a' }), e('p', { id: 'b' }, [['#comment', 'x']]), e('p', { id: 'c' }, [' '])],
    dom: ['a', 'b'],
  },
  {
    name: ':blank allows whitespace',
    selector: 'p:blank',
    tree: [
      e('p', { id: 'a' }),
      e('p', { id: 'b' }, [['#comment', 'x']]),
      e('p', { id: 'c' }, [' \n']),
      e('p', { id: 'd' }, ['x']),
    ],
    dom: ['a', 'b', 'c'],
    reason: "Selectors 4 (2018 draft) :blank; browsers do not implement it: the DOM answer is the draft's",
  },
  {
    name: ':root is the document element',
    selector: ':root',
    tree: [e('html', { id: 'html' }, [e('body', { id: 'body' })])],
    dom: ['html'],
  },
  // Attributes: hast property values read as HTML attribute text
  {
    name: '[attr] exists',
    selector: '[title]',
    tree: [e('div', { id: 'a', title: 'x' }), e('div', { id: 'b' })],
    dom: ['a'],
  },
  { name: '[attr] numeric', selector: '[tabindex]', tree: [e('div', { id: 'a', tabIndex: -1 })], dom: ['a'] },
  {
    name: '[attr] false boolean is absent',
    selector: '[hidden]',
    tree: [e('div', { id: 'a', hidden: false }), e('div', { id: 'b', hidden: true })],
    dom: ['b'],
  },
  { name: '[attr=value] string', selector: '[id=one]', tree: [e('div', { id: 'one' })], dom: ['one'] },
  {
    name: '[attr=value] class list',
    selector: '[class="one two"]',
    tree: [e('div', { id: 'a', className: ['one', 'two'] })],
    dom: ['a'],
  },
  {
    name: '[attr=value] comma list',
    selector: '[accept="audio/*, video/*"]',
    tree: [e('input', { id: 'a', type: 'file', accept: ['audio/*', 'video/*'] })],
    dom: ['a'],
  },
  {
    name: '[attr=value] numeric',
    selector: '[tabindex="-1"]',
    tree: [e('div', { id: 'a', tabIndex: -1 })],
    dom: ['a'],
  },
  {
    name: '[attr=value] boolean true is the empty string',
    selector: '[hidden=""]',
    tree: [e('div', { id: 'a', hidden: true })],
    dom: ['a'],
    hastUtilSelect: [],
    reason:
      'hast-util-select reads `true` as the attribute name (hidden="hidden"); the DOM of the serialized tree (`<div hidden>`) has the empty string',
  },
  {
    name: '[attr=name] on a boolean true',
    selector: '[hidden=hidden]',
    tree: [e('div', { id: 'a', hidden: true })],
    dom: [],
    hastUtilSelect: ['a'],
    reason: 'as above: `true` serializes as `hidden`, whose value is the empty string',
  },
  {
    name: '[attr~=name] on a boolean true',
    selector: '[hidden~=hidden]',
    tree: [e('div', { id: 'a', hidden: true })],
    dom: [],
    hastUtilSelect: ['a'],
    reason: 'as above',
  },
  {
    name: '[download|=download] on an overloaded boolean true',
    selector: '[download|=download]',
    tree: [e('a', { id: 'a', download: true })],
    dom: [],
    hastUtilSelect: ['a'],
    reason: 'as above (overloaded boolean)',
  },
  { name: '[attr^=value] string', selector: '[id^=on]', tree: [e('div', { id: 'one' })], dom: ['one'] },
  {
    name: '[attr^=value] class list',
    selector: '[class^="one t"]',
    tree: [e('div', { id: 'a', className: ['one', 'two'] })],
    dom: ['a'],
  },
  {
    name: '[attr$=value] numeric',
    selector: '[minlength$="0"]',
    tree: [e('input', { id: 'a', minLength: 10 })],
    dom: ['a'],
  },
  {
    name: '[attr$=value] overloaded boolean string',
    selector: '[download$=png]',
    tree: [e('a', { id: 'a', download: 'image.png' })],
    dom: ['a'],
  },
  {
    name: '[attr*=value] class list',
    selector: '[class*=w]',
    tree: [e('div', { id: 'a', className: ['one', 'two'] }), e('div', { id: 'b', className: ['one'] })],
    dom: ['a'],
  },
  {
    name: '[attr*=value] numeric',
    selector: '[tabindex*="1"]',
    tree: [e('div', { id: 'a', tabIndex: -12 })],
    dom: ['a'],
  },
  {
    name: '[attr~=value] class list part',
    selector: '[class~=two]',
    tree: [e('div', { id: 'a', className: ['one', 'two'] })],
    dom: ['a'],
  },
  {
    name: '[attr~=value] a value with a space never matches',
    selector: '[class~="one two"]',
    tree: [e('div', { id: 'a', className: ['one', 'two'] })],
    dom: [],
    hastUtilSelect: ['a'],
    reason:
      'hast-util-select also compares the whole value; Selectors 3 §6.3.1: a value containing whitespace represents nothing',
  },
  {
    name: '[attr~=value] on a comma list compares the whole value',
    selector: '[accept~="audio/*"]',
    tree: [e('input', { id: 'a', type: 'file', accept: ['audio/*'] })],
    dom: ['a'],
  },
  {
    name: '[attr|=value] prefix',
    selector: '[alpha|=bravo]',
    tree: [e('div', { id: 'a', alpha: 'bravo-charlie' }), e('div', { id: 'b', alpha: 'bravocharlie' })],
    dom: ['a'],
  },
  {
    name: 'case flag i',
    selector: '[title=HELLO i]',
    tree: [e('div', { id: 'a', title: 'hello' })],
    dom: ['a'],
  },
  {
    name: 'HTML list: [type] values fold case without a flag',
    selector: '[type=TEXT]',
    tree: [e('input', { id: 'a', type: 'text' })],
    dom: ['a'],
    hastUtilSelect: [],
    reason: 'hast-util-select applies no HTML list of case-insensitive attribute values (HTML §4.16.2)',
  },
  // Class and id
  {
    name: '.class',
    selector: '.two',
    tree: [e('div', { id: 'a', className: ['one', 'two'] }), e('div', { id: 'b' })],
    dom: ['a'],
  },
  { name: '#id', selector: '#b', tree: [e('div', { id: 'a' }), e('div', { id: 'b' })], dom: ['b'] },
  {
    name: 'type selectors fold case on HTML elements',
    selector: 'DIV',
    tree: [e('div', { id: 'a' })],
    dom: ['a'],
    hastUtilSelect: [],
    reason:
      'hast-util-select compares tag names case-sensitively; HTML §4.16.2: type selectors are ASCII case-insensitive on HTML elements',
  },
  // Logical pseudo-classes
  {
    name: ':is()',
    selector: ':is(a, [title], .class)',
    tree: [
      e('a', { id: 'a' }),
      e('b', { id: 'b', title: '' }),
      e('i', { id: 'c', className: ['class'] }),
      e('u', { id: 'd' }),
    ],
    dom: ['a', 'b', 'c'],
  },
  {
    name: ':not()',
    selector: 'div :not(p)',
    tree: [e('div', {}, [e('p', { id: 'p' }), e('b', { id: 'b' })])],
    dom: ['b'],
  },
  {
    name: ':not() with a list',
    selector: 'b:not(.x, .y)',
    tree: [e('b', { id: 'a', className: ['x'] }), e('b', { id: 'b' }), e('b', { id: 'c', className: ['y'] })],
    dom: ['b'],
  },
  {
    name: ':has() descendant',
    selector: 'section:has(h1)',
    tree: [e('section', { id: 'a' }, [e('div', {}, [e('h1')])]), e('section', { id: 'b' })],
    dom: ['a'],
  },
  {
    name: ':has() child',
    selector: 'section:has(> h1)',
    tree: [e('section', { id: 'a' }, [e('div', {}, [e('h1')])]), e('section', { id: 'b' }, [e('h1')])],
    dom: ['b'],
  },
  {
    name: ':has() next sibling',
    selector: 'p:has(+ h1)',
    tree: [e('p', { id: 'a' }), e('h1'), e('p', { id: 'b' })],
    dom: ['a'],
    hastUtilSelect: [],
    reason: 'hast-util-select does not look at siblings in :has() (`+` / `~` relative selectors find nothing)',
  },
  {
    name: ':has() later sibling',
    selector: 'p:has(~ h1)',
    tree: [e('p', { id: 'a' }), e('p', { id: 'b' }), e('h1'), e('p', { id: 'c' })],
    dom: ['a', 'b'],
    hastUtilSelect: [],
    reason: 'as above',
  },
  {
    name: ':has() list',
    selector: 'div:has(p, b)',
    tree: [e('div', { id: 'a' }, [e('b')]), e('div', { id: 'b' }, [e('i')])],
    dom: ['a'],
  },
  // :lang()
  {
    name: ':lang() prefix',
    selector: ':lang(en)',
    tree: [e('div', { id: 'a', lang: 'en-GB' }, [e('p', { id: 'b' })]), e('div', { id: 'c', lang: 'de' })],
    dom: ['a', 'b'],
  },
  {
    name: ':lang() wildcard range',
    selector: ':lang("*-CH")',
    tree: [
      e('p', { id: 'a', lang: 'de-CH' }),
      e('p', { id: 'b', lang: 'fr-Latn-CH' }),
      e('p', { id: 'c', lang: 'de' }),
    ],
    dom: ['a', 'b'],
    hastUtilSelect: [],
    reason:
      'hast-util-select uses basic filtering; Selectors 4 :lang() uses extended filtering (RFC 4647 §3.3.2), where `*-CH` matches de-CH and fr-Latn-CH',
  },
  {
    name: ':lang() empty value is unknown',
    selector: 'p:lang(en)',
    tree: [e('div', { lang: 'en' }, [e('p', { id: 'a', lang: '' })])],
    dom: [],
  },
  // :dir()
  {
    name: ':dir(rtl) inherited',
    selector: ':dir(rtl)',
    tree: [e('div', { id: 'a', dir: 'rtl' }, [e('p', { id: 'b' })]), e('p', { id: 'c' })],
    dom: ['a', 'b'],
  },
  {
    name: ':dir(rtl) from dir=auto text',
    selector: 'p:dir(rtl)',
    tree: [e('p', { id: 'a', dir: 'auto' }, ['שלום']), e('p', { id: 'b', dir: 'auto' }, ['hello'])],
    dom: ['a'],
  },
  // Forms and links
  {
    name: ':any-link',
    selector: ':any-link',
    tree: [
      e('a', { id: 'a', href: '#' }),
      e('a', { id: 'b' }),
      e('area', { id: 'c', href: '#' }),
      e('link', { id: 'd', href: '#' }),
    ],
    dom: ['a', 'c'],
    hastUtilSelect: ['a', 'c', 'd'],
    reason: 'hast-util-select counts `link` elements; the HTML Standard (§4.16.3 :link) names `a` and `area` only',
  },
  {
    name: ':checked',
    selector: ':checked',
    tree: [
      e('input', { id: 'a', type: 'checkbox', checked: true }),
      e('input', { id: 'b', type: 'text', checked: true }),
      e('select', {}, [e('option', { id: 'c', selected: true }), e('option', { id: 'd' })]),
    ],
    dom: ['a', 'c'],
  },
  {
    name: ':disabled in a disabled fieldset but its first legend',
    selector: ':disabled',
    tree: [
      e('fieldset', { id: 'f', disabled: true }, [e('legend', {}, [e('input', { id: 'l' })]), e('input', { id: 'i' })]),
      e('input', { id: 'o' }),
    ],
    dom: ['f', 'i'],
    hastUtilSelect: ['f'],
    reason:
      "hast-util-select reads the element's own `disabled` only; HTML §4.10.18.1: a control in a disabled fieldset (outside its first legend) is disabled",
  },
  {
    name: ':enabled',
    selector: 'input:enabled',
    tree: [e('input', { id: 'a' }), e('input', { id: 'b', disabled: true })],
    dom: ['a'],
  },
  {
    name: ':required / :optional',
    selector: ':required',
    tree: [
      e('input', { id: 'a', required: true }),
      e('input', { id: 'b' }),
      e('textarea', { id: 'c', required: true }),
    ],
    dom: ['a', 'c'],
  },
  {
    name: ':optional',
    selector: ':optional',
    tree: [e('input', { id: 'a', required: true }), e('input', { id: 'b' }), e('select', { id: 'c' })],
    dom: ['b', 'c'],
  },
  {
    name: ':read-write',
    selector: ':read-write',
    tree: [
      e('input', { id: 'a' }),
      e('input', { id: 'b', readOnly: true }),
      e('textarea', { id: 'c' }),
      e('div', { id: 'd', contentEditable: 'true' }, [e('p', { id: 'e' })]),
      e('div', { id: 'f' }),
    ],
    dom: ['a', 'c', 'd', 'e'],
  },
  {
    name: ':read-only',
    selector: 'input:read-only',
    tree: [e('input', { id: 'a' }), e('input', { id: 'b', readOnly: true }), e('input', { id: 'c', type: 'checkbox' })],
    dom: ['b', 'c'],
    hastUtilSelect: ['b'],
    reason:
      'hast-util-select counts only `readonly`; HTML §4.16.3: an input to which `readonly` does not apply (a checkbox) is :read-only',
  },
  {
    name: ':placeholder-shown',
    selector: ':placeholder-shown',
    tree: [
      e('input', { id: 'a', placeholder: 'x' }),
      e('input', { id: 'b', placeholder: 'x', value: 'v' }),
      e('input', { id: 'c' }),
    ],
    dom: ['a'],
    hastUtilSelect: [],
    reason: 'hast-util-select has no :placeholder-shown (it throws)',
  },
  // Dynamic state: nothing in a static tree
  {
    name: ':hover never',
    selector: ':hover',
    tree: [e('a', { id: 'a', href: '#' })],
    dom: [],
    hastUtilSelect: [],
    reason: 'hast-util-select throws on dynamic pseudo-classes; recorded as no match',
  },
  {
    name: ':focus never',
    selector: ':focus',
    tree: [e('input', { id: 'a' })],
    dom: [],
    hastUtilSelect: [],
    reason: 'as above',
  },
  // SVG
  {
    name: 'SVG attribute names are case-sensitive (viewBox)',
    selector: '[viewBox]',
    tree: [e('svg', { id: 'a', viewBox: '0 0 1 1' }, [])],
    dom: ['a'],
    svg: true,
  },
  {
    name: 'SVG: [writing-mode] on s("text")',
    selector: '[writing-mode]',
    tree: [e('text', { id: 'a', writingMode: 'lr-tb' }, ['!'])],
    dom: ['a'],
    svg: true,
  },
];
