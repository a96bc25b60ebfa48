// css-select's test cases (fb55/css-select, test/*.ts), rewritten as data: a
// small HTML document written for the case (not css-select's fixture files),
// a selector, and the `id`s of the elements the DOM's
// `document.querySelectorAll(selector)` returns, in document order, or
// 'invalid' where the DOM rejects the selector (a SyntaxError). The DOM's
// answers were taken from Chromium (DOMParser's document of the same text)
// and css-select.test.ts checks them again whenever /usr/bin/chromium is there
// (three :lang() cases, where Chromium lags Selectors 4, and one :optional
// case, where it departs from HTML, carry the spec's answer in `dom` and
// Chromium's in `chromium`).
// Two cases where forgiving itself departs from the DOM are marked with
// `forgiving` (its answer) and `forgivingReason`: known bugs, kept in the data
// so that fixing them shows here.
// Where css-select answers otherwise than the DOM, `cssSelect` holds its
// answer ('invalid' when it throws) and `reason` says why; the runner checks
// forgiving against the DOM's answer and css-select against the listed one.
// An element that matches without an `id` is named by its tag, `<tag>`.

export interface CssSelectCase {
  /** css-select's test file, then its case. */
  id: string;
  doc: string;
  selector: string;
  /** The DOM's answer: the ids of the matches in document order, or 'invalid'. */
  dom: readonly string[] | 'invalid';
  /** css-select's answer where it departs from the DOM. */
  cssSelect?: readonly string[] | 'invalid';
  reason?: string;
  /**
   * Chromium's answer where Chromium departs from the spec rule the case
   * tests (Selectors 4's :lang(), HTML's :optional): `dom` is then the spec's
   * answer, and the Chromium check compares against this.
   */
  chromium?: readonly string[] | 'invalid';
  chromiumReason?: string;
  /**
   * forgiving's answer where forgiving departs from the DOM (a known bug, not
   * fixed here): the runner checks forgiving gives this, so a fix fails the
   * test until the mark is removed.
   */
  forgiving?: readonly string[] | 'invalid';
  forgivingReason?: string;
}

// Shapes of the upstream fixtures (qwery.html, nwmatcher.html, sizzle.html), cut down to the parts a case reads.
const BOOSH =
  '<div id="boosh"><!-- a comment --><div class="a b" id="ab"><div class="d e sib" test="fg" id="booshTest"><p id="bp"><span id="spanny"></span></p></div>' +
  '<em nopass="copyrighters" rel="copyright booshrs" test="f g" class="sib" id="em"></em><span class="h i a sib" id="hia"></span></div>' +
  '<p class="odd" id="podd"></p></div><div id="lonelyBoosh"></div><a class="odd" id="aodd"></a><div class="class-with-dashes" id="dashes"></div>';
const PSEUDOS =
  '<div id="pseudos"><div id="p1"></div><div id="p2"></div><div id="p3"></div><div id="p4"></div><a id="p5"></a><div id="p6"></div><div id="p7"></div></div>';
const SIBLINGS =
  '<div class="parent"><h1 class="sibling oldest" id="s1"></h1><h2 class="sibling older" id="s2"></h2><h3 class="sibling middle" id="s3"></h3>' +
  '<h4 class="sibling younger" id="s4"></h4><h5 class="sibling youngest" id="s5"></h5></div>';
const ATTRS =
  '<div id="attributes"><div unique-test id="at1"></div><div test="two-foo" id="at2"></div><div test=" one two three " id="at3"></div>' +
  '<a href="#aname" id="at4"></a><span foo="barbaz" id="at5"></span></div>';
const TOKENS =
  '<div><div class="tokens" title="one" id="t1"></div><div class="tokens" title="one two" id="t2"></div>' +
  '<div class="tokens" title="one two three #%" id="t3"><a href="http://x/foo" id="t4"><div id="t5"></div></a></div></div>';
const LEVELS =
  '<div id="level1"><span id="level2_1"><span id="level3_1"></span><span id="level3_2"><em id="em3"></em></span></span>' +
  '<span id="level2_2"><em id="level3_3"></em></span><div id="level2_3"></div></div>';
const LINKS =
  '<p id="p"><em id="pem">x</em><a href="#" id="link_1" class="first internal" rel="external nofollow">a</a>' +
  '<a href="#" id="link_2" class="internal highlight"><em id="em_l2">b</em></a><a href="/x" id="link_3" class="external" rel="external">c</a></p>';
const LIST =
  '<ul id="list"><li id="item_1" class="first">1</li><li id="item_2">2</li><li id="item_3" class="third">3</li><li id="item_4">4</li></ul>';
const FORM =
  '<form id="troubleForm"><p id="fp"><input type="hidden" name="h" id="hidden"><input type="text" id="text1" disabled>' +
  '<input type="radio" name="r" id="radio1" checked><input type="checkbox" id="check1" checked><input type="checkbox" id="check2">' +
  '<select id="sel"><option id="opt1">a</option><option id="opt2" selected>b</option></select><button id="btn">x</button></p></form>';
const LANG =
  '<div lang="en" id="den"><p id="a">A</p><div lang="fr-BE" id="dfr"><p id="b">B</p></div></div><p id="c">C</p>';
const DATA_FOO =
  '<div data-foo="In the end, it doesn\'t really matter." id="d1"></div><div data-foo="Indeed-that\'s a delicate matter." id="d2"></div>';
const SPANS =
  '<div id="sp"><span class="a" id="x1">1</span><span id="x2">2</span><span class="a" id="x3">3</span><span id="x4">4</span><span class="a" id="x5">5</span></div>';

export const CASES: readonly CssSelectCase[] = [
  // test/qwery.ts
  { id: 'qwery/CSS 1: get element by id', doc: BOOSH, selector: '#boosh', dom: ['boosh'] },
  { id: 'qwery/CSS 1: #id #id', doc: BOOSH, selector: '#boosh #booshTest', dom: ['booshTest'] },
  { id: 'qwery/CSS 1: .class.class #id', doc: BOOSH, selector: '.a.b #booshTest', dom: ['booshTest'] },
  { id: 'qwery/CSS 1: #id>.class>#id', doc: BOOSH, selector: '#boosh>.a>#booshTest', dom: ['booshTest'] },
  { id: 'qwery/CSS 1: get elements by class', doc: BOOSH, selector: '#boosh .a', dom: ['ab', 'hia'] },
  { id: 'qwery/CSS 1: #id div', doc: BOOSH, selector: '#boosh div', dom: ['ab', 'booshTest'] },
  {
    id: 'qwery/CSS 1: combos',
    doc: BOOSH,
    selector: '#boosh div,#boosh span',
    dom: ['ab', 'booshTest', 'spanny', 'hia'],
  },
  { id: 'qwery/CSS 1: class with dashes', doc: BOOSH, selector: '.class-with-dashes', dom: ['dashes'] },
  {
    id: 'qwery/CSS 1: should ignore comment nodes',
    doc: BOOSH,
    selector: '#boosh *',
    dom: ['ab', 'booshTest', 'bp', 'spanny', 'em', 'hia', 'podd'],
  },
  {
    id: 'qwery/Contexts: no duplicates from a selector list',
    doc: BOOSH,
    selector: '#boosh,.apples,#boosh',
    dom: ['boosh'],
  },
  { id: 'qwery/CSS 2: [attr] under #id', doc: BOOSH, selector: '#boosh div[test]', dom: ['booshTest'] },
  { id: 'qwery/CSS 2: [attr=val] unquoted', doc: BOOSH, selector: '#boosh div[test=fg]', dom: ['booshTest'] },
  { id: 'qwery/CSS 2: [attr~=val]', doc: BOOSH, selector: 'em[rel~="copyright"]', dom: ['em'] },
  { id: 'qwery/CSS 2: [attr~=val] no partial word', doc: BOOSH, selector: 'em[nopass~="copyright"]', dom: [] },
  { id: 'qwery/attribute selectors: [attr]', doc: ATTRS, selector: '#attributes div[unique-test]', dom: ['at1'] },
  {
    id: 'qwery/attribute selectors: [attr=val] quoted',
    doc: ATTRS,
    selector: "#attributes div[test='two-foo']",
    dom: ['at2'],
  },
  { id: 'qwery/attribute selectors: [attr~=val]', doc: ATTRS, selector: '#attributes div[test~=three]', dom: ['at3'] },
  { id: 'qwery/attribute selectors: [attr|=val]', doc: ATTRS, selector: '#attributes div[test|=two]', dom: ['at2'] },
  {
    id: 'qwery/attribute selectors: [href=#x] special case',
    doc: ATTRS,
    selector: '#attributes a[href="#aname"]',
    dom: ['at4'],
  },
  { id: 'qwery/attribute selectors: [attr^=val]', doc: ATTRS, selector: '#attributes div[test^=two]', dom: ['at2'] },
  { id: 'qwery/attribute selectors: [attr$=val]', doc: ATTRS, selector: '#attributes div[test$=foo]', dom: ['at2'] },
  { id: 'qwery/attribute selectors: [attr*=val]', doc: ATTRS, selector: '#attributes div[test*=hree]', dom: ['at3'] },
  {
    id: 'qwery/CSS 2: should not throw error by attribute selector',
    doc: ATTRS,
    selector: '[foo^="bar"]',
    dom: ['at5'],
  },
  {
    id: 'qwery/sibling elements: ~',
    doc: SIBLINGS,
    selector: '.parent .oldest ~ .sibling',
    dom: ['s2', 's3', 's4', 's5'],
  },
  { id: 'qwery/sibling elements: ~ tag', doc: SIBLINGS, selector: '.parent .middle ~ h4', dom: ['s4'] },
  { id: "qwery/sibling elements: can't be its own sibling", doc: SIBLINGS, selector: '.parent .middle ~ h3', dom: [] },
  { id: 'qwery/sibling elements: no older sibling', doc: SIBLINGS, selector: '.parent .middle + h2', dom: [] },
  { id: 'qwery/sibling elements: +', doc: SIBLINGS, selector: '.parent .middle + .sibling', dom: ['s4'] },
  { id: 'qwery/tokenizer: [title="one two"]', doc: TOKENS, selector: 'div .tokens[title="one two"]', dom: ['t2'] },
  {
    id: 'qwery/tokenizer: [title with #%] a',
    doc: TOKENS,
    selector: "div .tokens[title='one two three #%'] a",
    dom: ['t4'],
  },
  {
    id: 'qwery/tokenizer: a[href$=foo] div',
    doc: TOKENS,
    selector: 'div .tokens[title="one two three #%"] a[href$=foo] div',
    dom: ['t5'],
  },
  { id: 'qwery/interesting syntaxes: spaced tokens', doc: LINKS, selector: '#p    a    em', dom: ['em_l2'] },
  {
    id: 'qwery/pseudo-selectors: :contains',
    doc: LIST,
    selector: 'li:contains(3)',
    dom: 'invalid',
    cssSelect: ['item_3'],
    reason:
      '`:contains()` is a jQuery extension css-select implements; the DOM has no such pseudo-class and rejects the selector',
  },
  { id: 'qwery/pseudo-selectors: :not', doc: BOOSH, selector: '.odd:not(div)', dom: ['podd', 'aodd'] },
  { id: 'qwery/pseudo-selectors: :first-child', doc: PSEUDOS, selector: '#pseudos div:first-child', dom: ['p1'] },
  { id: 'qwery/pseudo-selectors: :last-child', doc: PSEUDOS, selector: '#pseudos div:last-child', dom: ['p7'] },
  {
    id: 'qwery/pseudo-selectors: :nth-child(odd)',
    doc: PSEUDOS,
    selector: '#pseudos :nth-child(odd)',
    dom: ['p1', 'p3', 'p5', 'p7'],
  },
  {
    id: 'qwery/pseudo-selectors: div:nth-child(even)',
    doc: PSEUDOS,
    selector: '#pseudos div:nth-child(even)',
    dom: ['p2', 'p4', 'p6'],
  },
  {
    id: 'qwery/pseudo-selectors: :nth-child(+3n-2)',
    doc: PSEUDOS,
    selector: '#pseudos :nth-child(+3n-2)',
    dom: ['p1', 'p4', 'p7'],
  },
  {
    id: 'qwery/pseudo-selectors: :nth-child(-n+5)',
    doc: PSEUDOS,
    selector: '#pseudos :nth-child(-n+5)',
    dom: ['p1', 'p2', 'p3', 'p4', 'p5'],
  },
  {
    id: 'qwery/pseudo-selectors: :nth-last-child(3n-2)',
    doc: PSEUDOS,
    selector: '#pseudos :nth-last-child(3n-2)',
    dom: ['p1', 'p4', 'p7'],
  },
  {
    id: 'qwery/pseudo-selectors: div:nth-of-type(3n+1)',
    doc: PSEUDOS,
    selector: '#pseudos div:nth-of-type(3n+1)',
    dom: ['p1', 'p4'],
  },
  {
    id: 'qwery/pseudo-selectors: a:nth-of-type(odd)',
    doc: PSEUDOS,
    selector: '#pseudos a:nth-of-type(odd)',
    dom: ['p5'],
  },
  {
    id: 'qwery/pseudo-selectors: div:nth-last-of-type(5)',
    doc: PSEUDOS,
    selector: '#pseudos div:nth-last-of-type(5)',
    dom: ['p2'],
  },
  { id: 'qwery/pseudo-selectors: :first-of-type', doc: PSEUDOS, selector: '#pseudos a:first-of-type', dom: ['p5'] },
  { id: 'qwery/pseudo-selectors: :last-of-type', doc: PSEUDOS, selector: '#pseudos div:last-of-type', dom: ['p7'] },
  {
    id: 'qwery/argument types: relative selector',
    doc: BOOSH,
    selector: '> .a',
    dom: 'invalid',
    cssSelect: [],
    reason:
      "css-select takes a selector that starts with a combinator as relative to the nodes passed in (qwery's context queries); the DOM's querySelectorAll accepts only complex selectors",
  },

  // test/nwmatcher.ts
  { id: 'nwmatcher/Basic Selectors: E', doc: LIST, selector: 'li', dom: ['item_1', 'item_2', 'item_3', 'item_4'] },
  { id: 'nwmatcher/Basic Selectors: E.class.class', doc: LINKS, selector: 'a.highlight.internal', dom: ['link_2'] },
  { id: 'nwmatcher/Basic Selectors: #id.class', doc: LINKS, selector: '.internal#link_2', dom: ['link_2'] },
  {
    id: 'nwmatcher/Attribute Selectors: E[FOO] (name case)',
    doc: LIST,
    selector: 'li[CLASS]',
    dom: ['item_1', 'item_3'],
  },
  {
    id: 'nwmatcher/Attribute Selectors: [class~=internal]',
    doc: LINKS,
    selector: '[class~=internal]',
    dom: ['link_1', 'link_2'],
  },
  {
    id: 'nwmatcher/Attribute Selectors: [id^=level2_]',
    doc: LEVELS,
    selector: '#level1 *[id^=level2_]',
    dom: ['level2_1', 'level2_2', 'level2_3'],
  },
  {
    id: 'nwmatcher/Attribute Selectors: [id$="_1"]',
    doc: LEVELS,
    selector: '#level1 *[id$="_1"]',
    dom: ['level2_1', 'level3_1'],
  },
  {
    id: 'nwmatcher/Structural: *:first-child',
    doc: LEVELS,
    selector: '#level1 *:first-child',
    dom: ['level2_1', 'level3_1', 'em3', 'level3_3'],
  },
  {
    id: 'nwmatcher/Structural: #id:first-child (root child)',
    doc: LEVELS,
    selector: '#level1:first-child',
    dom: ['level1'],
  },
  {
    id: 'nwmatcher/Structural: *:last-child',
    doc: LEVELS,
    selector: '#level1 *:last-child',
    dom: ['level3_2', 'em3', 'level3_3', 'level2_3'],
  },
  {
    id: 'nwmatcher/Structural: nth-child(n+2)',
    doc: LIST,
    selector: '#list > li:nth-child(n+2)',
    dom: ['item_2', 'item_3', 'item_4'],
  },
  {
    id: 'nwmatcher/Structural: nth-child(-n+2)',
    doc: LIST,
    selector: '#list > li:nth-child(-n+2)',
    dom: ['item_1', 'item_2'],
  },
  { id: 'nwmatcher/Structural: a:nth-of-type(2)', doc: LINKS, selector: '#p a:nth-of-type(2)', dom: ['link_2'] },
  { id: 'nwmatcher/Structural: :only-child', doc: LEVELS, selector: '#level1 *:only-child', dom: ['em3', 'level3_3'] },
  {
    id: 'nwmatcher/Structural: :empty',
    doc: LEVELS,
    selector: '#level1 :empty',
    dom: ['level3_1', 'em3', 'level3_3', 'level2_3'],
  },
  { id: 'nwmatcher/:not: attribute', doc: LINKS, selector: '#p a:not([rel~=nofollow])', dom: ['link_2', 'link_3'] },
  {
    id: 'nwmatcher/:not: chained',
    doc: LIST,
    selector: '#list li:not(#item_1):not(#item_3)',
    dom: ['item_2', 'item_4'],
  },
  { id: 'nwmatcher/:not: then child', doc: LINKS, selector: '#p a:not([rel$="nofollow"])>em', dom: ['em_l2'] },
  { id: 'nwmatcher/UI: :disabled', doc: FORM, selector: '#troubleForm > p > *:disabled', dom: ['text1'] },
  { id: 'nwmatcher/UI: :checked', doc: FORM, selector: '#troubleForm *:checked', dom: ['radio1', 'check1', 'opt2'] },
  { id: 'nwmatcher/Combinators: + *', doc: LEVELS, selector: '#level3_1 + *', dom: ['level3_2'] },
  { id: 'nwmatcher/Combinators: + none', doc: LEVELS, selector: '#level2_2 + span', dom: [] },
  { id: 'nwmatcher/Combinators: > *', doc: LEVELS, selector: '#level2_1 > *', dom: ['level3_1', 'level3_2'] },
  { id: 'nwmatcher/Combinators: ~', doc: LEVELS, selector: '#level2_1 ~ *', dom: ['level2_2', 'level2_3'] },

  // test/sizzle.ts
  { id: 'sizzle/element: universal', doc: '<p id="a"><b id="b"></b></p>', selector: 'p *', dom: ['b'] },
  {
    id: 'sizzle/element: type selector in upper case',
    doc: '<p id="a"></p><div id="b"></div>',
    selector: 'DIV',
    dom: ['b'],
  },
  { id: 'sizzle/id: escaped id', doc: '<p id="a.b"></p><p id="a"></p>', selector: '#a\\.b', dom: ['a.b'] },
  { id: 'sizzle/id: id with a colon', doc: '<p id="x:y"></p>', selector: '#x\\:y', dom: ['x:y'] },
  { id: 'sizzle/class: escaped class', doc: '<p class="a.b" id="a"></p>', selector: '.a\\.b', dom: ['a'] },
  { id: 'sizzle/name: [name=]', doc: FORM, selector: 'input[name=r]', dom: ['radio1'] },
  {
    id: 'sizzle/multiple: document order',
    doc: LIST + LINKS,
    selector: 'a, li',
    dom: ['item_1', 'item_2', 'item_3', 'item_4', 'link_1', 'link_2', 'link_3'],
  },
  {
    id: 'sizzle/attributes: [type=TEXT] (case-insensitive in HTML)',
    doc: FORM,
    selector: 'input[type=TEXT]',
    dom: ['text1'],
  },
  {
    id: 'sizzle/attributes: [title] with escapes',
    doc: '<p title="a]b" id="a"></p>',
    selector: '[title="a]b"]',
    dom: ['a'],
  },
  {
    id: 'sizzle/attributes: [attr!=val]',
    doc: LIST,
    selector: 'li[class!=first]',
    dom: 'invalid',
    cssSelect: ['item_2', 'item_3', 'item_4'],
    reason:
      '`!=` is a jQuery extension css-select implements; not a CSS attribute operator, so the DOM rejects the selector',
  },
  {
    id: 'sizzle/pseudo - (parent|empty): :parent',
    doc: LEVELS,
    selector: '#level1 :parent',
    dom: 'invalid',
    cssSelect: ['level2_1', 'level3_2', 'level2_2'],
    reason: '`:parent` is a jQuery extension (css-select: `:not(:empty)`); the DOM rejects it',
  },
  {
    id: 'sizzle/pseudo - has: :has(child)',
    doc: LEVELS,
    selector: 'span:has(em)',
    dom: ['level2_1', 'level3_2', 'level2_2'],
  },
  { id: 'sizzle/pseudo - has: :has(> child)', doc: LEVELS, selector: 'span:has(> em)', dom: ['level3_2', 'level2_2'] },
  {
    id: 'sizzle/pseudo - misc: :header',
    doc: SIBLINGS,
    selector: ':header',
    dom: 'invalid',
    cssSelect: ['s1', 's2', 's3', 's4', 's5'],
    reason: '`:header` is a jQuery extension (css-select: `:is(h1, …, h6)`); the DOM rejects it',
  },
  { id: 'sizzle/pseudo - misc: :first (positional)', doc: LIST, selector: 'li:first', dom: 'invalid' },
  { id: 'sizzle/pseudo - misc: :eq(1) (positional)', doc: LIST, selector: 'li:eq(1)', dom: 'invalid' },
  { id: 'sizzle/pseudo - :not: :not(:not(x))', doc: LIST, selector: 'li:not(:not(.first))', dom: ['item_1'] },
  {
    id: 'sizzle/pseudo - :not: selector list argument',
    doc: LIST,
    selector: 'li:not(.first, .third)',
    dom: ['item_2', 'item_4'],
  },
  {
    id: 'sizzle/pseudo - form: :selected',
    doc: FORM,
    selector: 'option:selected',
    dom: 'invalid',
    cssSelect: ['opt2'],
    reason: '`:selected` is a jQuery extension css-select implements; the DOM rejects it',
  },
  {
    id: 'sizzle/pseudo - form: :checkbox',
    doc: FORM,
    selector: ':checkbox',
    dom: 'invalid',
    cssSelect: ['check1', 'check2'],
    reason: '`:checkbox` is a jQuery extension (css-select: `[type=checkbox]`); the DOM rejects it',
  },
  { id: 'sizzle/pseudo - :root', doc: LIST, selector: ':root', dom: ['<html>'] },

  // test/attributes.ts
  {
    id: 'attributes/ignore case: =',
    doc: DATA_FOO,
    selector: '[data-foo="inDeeD-THAT\'s a DELICATE matteR." i]',
    dom: ['d2'],
  },
  { id: 'attributes/ignore case: ^=', doc: DATA_FOO, selector: '[data-foo^=IN i]', dom: ['d1', 'd2'] },
  { id: 'attributes/ignore case: $=', doc: DATA_FOO, selector: '[data-foo$="MaTtEr." i]', dom: ['d1', 'd2'] },
  { id: 'attributes/ignore case: *=', doc: DATA_FOO, selector: '[data-foo*=tH i]', dom: ['d1', 'd2'] },
  { id: 'attributes/ignore case: |=', doc: DATA_FOO, selector: '[data-foo|=inDeeD i]', dom: ['d2'] },
  { id: 'attributes/ignore case: ~=', doc: DATA_FOO, selector: '[data-foo~=dElIcAtE i]', dom: ['d2'] },
  {
    id: 'attributes/no matches: ~= with a space',
    doc: '<p foo="baz bar" id="a"></p>',
    selector: "[foo~='baz bar']",
    dom: [],
  },
  { id: 'attributes/no matches: $= empty', doc: '<p foo="" id="a"></p>', selector: "[foo$='']", dom: [] },
  { id: 'attributes/no matches: *= empty', doc: '<p foo="x" id="a"></p>', selector: "[foo*='']", dom: [] },

  // test/pseudo-classes.ts
  {
    id: 'pseudo-classes/:icontains',
    doc: '<p id="a">Indeed</p><p id="b">matter</p>',
    selector: 'p:icontains(MATTER)',
    dom: 'invalid',
    cssSelect: ['b'],
    reason: "`:icontains()` is css-select's own extension; the DOM rejects it",
  },
  {
    id: 'pseudo-classes/unmatched: unknown pseudo-class',
    doc: '<p id="a"></p>',
    selector: ':unmatched(foo)',
    dom: 'invalid',
  },
  {
    id: 'pseudo-classes/:first-child',
    doc: '<div id="a"><p id="b"></p><p id="c"></p></div>',
    selector: 'p:first-child',
    dom: ['b'],
  },
  {
    id: 'pseudo-classes/:empty: should match',
    doc: '<p id="a"></p><p id="b"><!-- c --></p><p id="c"> </p><p id="d">x</p>',
    selector: 'p:empty',
    dom: ['a', 'b'],
    cssSelect: ['a', 'b', 'c'],
    reason:
      "css-select counts a whitespace-only element as :empty (the Selectors 4 draft's wording); the DOM (and Selectors 3) count any text node, so `<p> </p>` is not empty",
  },
  {
    id: 'pseudo-classes/:empty: should not match',
    doc: '<div id="a">text</div><div id="b"><p></p></div><div id="c">&nbsp;</div><div id="d"></div>',
    selector: 'div:empty',
    dom: ['d'],
  },
  {
    id: 'pseudo-classes/:enabled: form-associated elements',
    doc: '<div id="d"><input type="text" id="a"><button id="b">Click</button><select id="c"><option id="o">A</option></select><textarea id="t"></textarea><fieldset id="f"></fieldset></div>',
    selector: ':enabled',
    dom: ['a', 'b', 'c', 'o', 't', 'f'],
  },
  {
    id: 'pseudo-classes/:enabled: not disabled elements',
    doc: '<input disabled id="a"><button disabled id="b">X</button>',
    selector: ':enabled',
    dom: [],
  },
  {
    id: 'pseudo-classes/:disabled: inside a disabled fieldset, not its first legend',
    doc: '<fieldset disabled id="f"><legend id="l"><input id="a"></legend><input id="b"></fieldset>',
    selector: 'input:disabled',
    dom: ['b'],
    cssSelect: [],
    reason:
      "css-select's :disabled makes a disabled fieldset itself disabled but not the controls inside it; HTML disables every descendant control except those in its first legend",
  },
  {
    id: 'pseudo-classes/:nth-child(An+B of S): odd of .a',
    doc: SPANS,
    selector: ':nth-child(odd of .a)',
    dom: ['x1', 'x5'],
  },
  { id: 'pseudo-classes/:nth-last-child(An+B of S)', doc: SPANS, selector: ':nth-last-child(1 of .a)', dom: ['x5'] },
  { id: 'pseudo-classes/:lang: en', doc: LANG, selector: 'p:lang(en)', dom: ['a'] },
  { id: 'pseudo-classes/:lang: EN (case)', doc: LANG, selector: 'p:lang(EN)', dom: ['a'] },
  { id: 'pseudo-classes/:lang: fr', doc: LANG, selector: 'p:lang(fr)', dom: ['b'] },
  {
    id: 'pseudo-classes/:lang: list',
    doc: LANG,
    selector: 'p:lang(en, fr)',
    dom: ['a', 'b'],
    chromium: 'invalid',
    chromiumReason: "Chromium has not implemented Selectors 4's :lang() with a list of ranges (Safari has)",
  },
  {
    id: 'pseudo-classes/:lang: extended filtering',
    doc: '<p lang="de-DE" id="a">a</p><p lang="de-Latn-DE" id="b">b</p><p lang="de-Latn-DE-1996" id="c">c</p>',
    selector: 'p:lang(de-DE)',
    dom: ['a', 'b', 'c'],
    chromium: ['a'],
    chromiumReason:
      "Chromium matches :lang() by prefix only, not Selectors 4's implicit-wildcard extended filtering (RFC 4647 §3.3.2) (Safari does)",
  },
  {
    id: 'pseudo-classes/:lang: wildcard primary subtag',
    doc: '<p lang="de-CH" id="a">a</p><p lang="fr-CH" id="b">b</p><p lang="fr-FR" id="c">c</p>',
    selector: 'p:lang(\\*-CH)',
    dom: ['a', 'b'],
    chromium: [],
    chromiumReason: "Chromium has not implemented Selectors 4's `*` language range in :lang() (Safari has)",
  },
  {
    id: 'pseudo-classes/:read-only and :read-write: read-write',
    doc: '<input id="a"><input readonly id="b"><textarea id="c"></textarea><div contenteditable id="d"></div><p id="e"></p>',
    selector: 'body :read-write',
    dom: ['a', 'c', 'd'],
    cssSelect: ['c'],
    reason:
      "css-select's :read-write needs an explicit text-like `type` attribute (an `<input>` without one is a text field) and ignores contenteditable; HTML's :read-write matches both",
  },

  // test/api.ts and cases on HTML's foreign elements (css-select's tests run on htmlparser2 trees)
  { id: 'api: :is', doc: LIST, selector: 'li:is(.first, .third)', dom: ['item_1', 'item_3'] },
  {
    id: 'api: :matches (old name of :is)',
    doc: LIST,
    selector: 'li:matches(.first, .third)',
    dom: 'invalid',
    cssSelect: ['item_1', 'item_3'],
    reason: 'css-select keeps `:matches()`, the old draft name of `:is()`; browsers dropped it and the DOM rejects it',
  },
  { id: 'api: :where', doc: LIST, selector: ':where(ul) > li.third', dom: ['item_3'] },
  {
    id: 'api: :scope at the document',
    doc: LIST,
    selector: ':scope li.third',
    dom: ['item_3'],
    cssSelect: [],
    reason:
      "css-select takes :scope to be the node passed in, here the document node, which no element is, so `:scope li` finds nothing; the DOM's document.querySelectorAll scopes to the root element",
  },
  {
    id: 'api: :link',
    doc: LINKS + '<link href="/x" id="lk"><a id="noh"></a>',
    selector: ':link',
    dom: ['link_1', 'link_2', 'link_3'],
    cssSelect: ['link_1', 'link_2', 'link_3', 'lk'],
    reason:
      "css-select's :link is `:is(a, area, link)[href]`; HTML's :link matches only `a` and `area` elements with an href",
  },
  { id: 'api: :any-link', doc: LINKS, selector: 'p :any-link', dom: ['link_1', 'link_2', 'link_3'] },
  {
    id: 'api: svg type selector keeps its case',
    doc: '<svg id="s"><foreignObject id="fo"></foreignObject><rect id="r"></rect></svg>',
    selector: 'foreignObject',
    dom: ['fo'],
    cssSelect: [],
    reason:
      "css-select lowercases type selectors in HTML mode, so `foreignObject` never equals the SVG element's camel-case name; the DOM compares case-insensitively only for HTML elements",
  },
  {
    id: 'api: svg attribute name keeps its case',
    doc: '<svg viewBox="0 0 1 1" id="s"><rect id="r"></rect></svg>',
    selector: '[viewBox]',
    dom: ['s'],
    cssSelect: [],
    reason:
      'css-select lowercases attribute names in HTML mode, so `[viewBox]` looks for `viewbox`; the DOM lowercases only for HTML elements',
  },
  // More of the pseudo-classes and syntax css-select's tests cover, on small documents.
  {
    id: 'sizzle/id: duplicate ids all match',
    doc: '<p id="a" class="x"></p><p id="a"></p>',
    selector: '#a',
    dom: ['a', 'a'],
  },
  {
    id: 'sizzle/class: class values keep their case',
    doc: LIST,
    selector: '.FIRST',
    dom: ['item_1'],
    cssSelect: [],
    reason:
      'a document without a DOCTYPE is in quirks mode, where class (and id) selectors match ASCII case-insensitively; css-select always compares them case-sensitively',
  },
  {
    id: 'sizzle/attributes: brackets in a quoted value',
    doc: '<input name="brackets[5][]" id="a">',
    selector: 'input[name="brackets[5][]"]',
    dom: ['a'],
  },
  {
    id: 'sizzle/pseudo - (first|last|only)-(child|of-type): :only-of-type',
    doc: LINKS,
    selector: '#p :only-of-type',
    dom: ['pem', 'em_l2'],
  },
  { id: 'sizzle/pseudo - :root: html:first-child', doc: LIST, selector: 'html:first-child', dom: ['<html>'] },
  {
    id: 'sizzle/pseudo - form: :checked on a default option',
    doc: '<select id="s"><option id="a">a</option><option id="b">b</option></select>',
    selector: 'option:checked',
    dom: ['a'],
  },
  {
    id: 'html selectedness: :checked, the last of two selected options in a single-choice select',
    doc: '<select><option id="a" selected>a</option><option id="b" selected>b</option></select>',
    selector: 'option:checked',
    dom: ['b'],
    cssSelect: ['a', 'b'],
    reason:
      "css-select's :checked takes every option with `selected`; HTML's selectedness setting algorithm (§4.10.7) keeps only the last in a single-choice select",
  },
  {
    id: 'html selectedness: :checked, a disabled first option is skipped',
    doc: '<select><option id="a" disabled>a</option><optgroup disabled><option id="b">b</option></optgroup><option id="c">c</option></select>',
    selector: 'option:checked',
    dom: ['c'],
    cssSelect: ['a'],
    reason:
      "css-select's default option is the first option; HTML's is the first that is not disabled (its own `disabled` or its optgroup's)",
  },
  {
    id: 'html selectedness: :checked in a multiple select is the attribute',
    doc: '<select multiple><option id="a">a</option><option id="b" selected>b</option><option id="c" selected>c</option></select>',
    selector: 'option:checked',
    dom: ['b', 'c'],
  },
  {
    id: 'html selectedness: :checked in a list box (size=3) selects no default',
    doc: '<select size="3"><option id="a">a</option><option id="b">b</option></select>',
    selector: 'option:checked',
    dom: [],
    cssSelect: ['a'],
    reason:
      "css-select gives every select a default option; HTML's selectedness setting algorithm does so only for a display size of 1 without `multiple`",
  },
  {
    id: 'sizzle/pseudo - form: [type=text] without a type attribute',
    doc: '<input id="a"><input type="radio" id="b">',
    selector: 'input[type=text]',
    dom: [],
  },
  {
    id: 'pseudo-classes/:required',
    doc: '<input required id="a"><select required id="b"></select><input id="c"><button id="d"></button>',
    selector: ':required',
    dom: ['a', 'b'],
  },
  {
    id: 'pseudo-classes/:optional',
    doc: '<input required id="a"><select required id="b"></select><input id="c"><button id="d"></button>',
    selector: 'body :optional',
    dom: ['c'],
    chromium: ['c', 'd'],
    chromiumReason:
      "Chromium's :optional also matches `button`; HTML (§4.16.3) has it match only `input`, `select` and `textarea` elements that are not required",
  },
  { id: 'pseudo-classes/dynamic: :hover matches nothing', doc: LIST, selector: 'li:hover', dom: [] },
  { id: 'pseudo-classes/dynamic: :visited matches nothing', doc: LINKS, selector: 'a:visited', dom: [] },
  { id: 'pseudo-classes/:has: :has(+ sibling)', doc: LIST, selector: 'li:has(+ .third)', dom: ['item_2'] },
  { id: 'pseudo-classes/:has: :has(~ sibling)', doc: LIST, selector: 'li:has(~ .third)', dom: ['item_1', 'item_2'] },
  {
    id: 'pseudo-classes/:nth-child(An+B of S): of a list',
    doc: LIST,
    selector: 'li:nth-child(2 of .first, .third)',
    dom: ['item_3'],
  },
  {
    id: 'pseudo-classes/:nth-child: whitespace in An+B',
    doc: LIST,
    selector: 'li:nth-child( 2n + 1 )',
    dom: ['item_1', 'item_3'],
  },
  { id: 'api: namespace wildcard *|*', doc: '<p id="a"></p>', selector: 'body *|*', dom: ['a'] },
  {
    id: 'api: :is() forgives an invalid argument',
    doc: LIST,
    selector: 'li:is(.first, :bogus)',
    dom: ['item_1'],
    cssSelect: 'invalid',
    reason:
      'css-select throws on an unknown pseudo-class anywhere, also inside :is(), whose forgiving selector list (Selectors 4 §3.5) drops that argument as the DOM does',
  },
  { id: 'api: :not() does not forgive', doc: LIST, selector: 'li:not(.first, :bogus)', dom: 'invalid' },
  {
    id: 'api: :has() nested in :has() is invalid',
    doc: LIST,
    selector: 'ul:has(li:has(b))',
    dom: 'invalid',
    cssSelect: [],
    reason: 'Selectors 4 does not allow :has() inside :has() (the DOM throws); css-select accepts it',
  },
  { id: 'api: :lang() inherits from an ancestor', doc: LANG, selector: 'div:lang(fr)', dom: ['dfr'] },
  {
    id: 'api: empty selector is invalid',
    doc: LIST,
    selector: '',
    dom: 'invalid',
    cssSelect: [],
    reason: 'css-select parses an empty selector as one that matches nothing; the DOM throws a SyntaxError',
  },
  { id: 'api: trailing comma is invalid', doc: LIST, selector: 'li,', dom: 'invalid' },
];
