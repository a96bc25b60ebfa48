// Issue 30, item 3: attribute selectors on hast match the attribute's HTML
// value (hast's `true` is the empty string, `false` / null / NaN absent, a
// number its decimal text, a list property its serialized form), the same
// through `select` and through `cssSelectAdapter`. Where hast keeps less than
// the source (`selected="selected"` and `selected` are both `true`), the
// answer is the DOM's answer for the serialized tree (`toHtml`), which
// css-select gives over a domhandler tree parsed from it; on attributes hast
// keeps exactly, it is the DOM's answer for the source itself.
import { selectAll as cssSelectAll } from 'css-select';
import type { AnyNode as DomNode, Element as DomElement } from 'domhandler';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import { h } from 'hastscript';
import { adapter as domAdapter } from 'parse5-htmlparser2-tree-adapter';
import { describe, expect, it } from 'vitest';
import { createCssSelectAdapter, matches, parseHtml, selectAll, toHtml } from '../src/index.ts';

const hast = (text: string) => parseHtml(text).tree as HastRoot;
/** The DOM's answer: css-select over the domhandler tree of the same parse (parse5-htmlparser2-tree-adapter). */
function domIds(text: string, selector: string): string[] {
  const dom = parseHtml(text, { adapter: domAdapter }).tree as DomNode;
  return cssSelectAll(selector, dom).map((e) => (e as DomElement).attribs.id ?? '');
}
const ids = (found: HastElement[]) => found.map((e) => String(e.properties.id ?? ''));
/** select and cssSelectAdapter on the hast tree: asserted equal, returned once. */
function hastIds(tree: HastRoot, selector: string): string[] {
  const ours = ids(selectAll(tree, selector));
  const adapter = createCssSelectAdapter(tree);
  const theirs = ids(cssSelectAll(selector, tree as never, { adapter: adapter as never }) as unknown as HastElement[]);
  expect(theirs, `${selector} through cssSelectAdapter`).toEqual(ours);
  return ours;
}

describe('issue 30 item 3: boolean attributes', () => {
  const text = '<select><option id=a selected="selected"><option id=b selected><option id=c></select>';
  it('the DOM tells selected="selected" from selected (css-select over domhandler)', () => {
    expect(domIds(text, "[selected='selected']")).toEqual(['a']);
    expect(domIds(text, "[selected='']")).toEqual(['b']);
    expect(domIds(text, '[selected]')).toEqual(['a', 'b']);
  });
  it('hast keeps both as `true`: the empty string through select and cssSelectAdapter (the serialized tree)', () => {
    const tree = hast(text);
    expect(hastIds(tree, "[selected='selected']")).toEqual([]);
    expect(hastIds(tree, "[selected='']")).toEqual(['a', 'b']);
    expect(hastIds(tree, '[selected]')).toEqual(['a', 'b']);
    // :checked is the options' selectedness: of two selected options in a
    // single-choice select only the last (HTML §4.10.7), as in the DOM
    // (cssSelectAdapter gives css-select's own :checked: both).
    expect(ids(selectAll(tree, ':checked'))).toEqual(['b']);
    expect(ids(selectAll(tree, ':default'))).toEqual(['a', 'b']);
    // The DOM of what toHtml writes for the hast tree gives the same answers.
    const serialized = toHtml(tree);
    for (const selector of ["[selected='selected']", "[selected='']", '[selected]'])
      expect(domIds(serialized, selector)).toEqual(hastIds(tree, selector));
  });
});

describe('issue 30 item 3: property values as HTML text, select = cssSelectAdapter', () => {
  const cases: [string, HastElement, string, boolean][] = [
    ['true', h('p', { id: 'x', hidden: true }), "[hidden='']", true],
    ['true is not its name', h('p', { id: 'x', hidden: true }), "[hidden='hidden']", false],
    ['false is absent', h('p', { id: 'x', hidden: false }), '[hidden]', false],
    ['null is absent', h('p', { id: 'x', title: null }), '[title]', false],
    ['a number', h('td', { id: 'x', colSpan: 2 }), "[colspan='2']", true],
    ['NaN is absent', h('td', { id: 'x', colSpan: Number.NaN }), '[colspan]', false],
    ['className, space-separated', h('p', { id: 'x', className: ['a', 'b'] }), "[class='a b']", true],
    ['className items', h('p', { id: 'x', className: ['a', 'b'] }), '.b', true],
    [
      'accept-charset, space-separated',
      h('form', { id: 'x', acceptCharset: ['utf-8', 'latin1'] }),
      "[accept-charset='utf-8 latin1']",
      true,
    ],
    ['accept, comma-separated', h('input', { id: 'x', accept: ['.png', 'image/*'] }), "[accept='.png, image/*']", true],
    ['a string', h('a', { id: 'x', href: '#top' }), "[href='#top']", true],
    ['[classname] is not class', h('p', { id: 'x', className: ['a'] }), '[classname]', false],
    ['[htmlfor] is not for', h('label', { id: 'x', htmlFor: 'y' }), '[htmlfor]', false],
    ['for', h('label', { id: 'x', htmlFor: 'y' }), "[for='y']", true],
  ];
  for (const [name, element, selector, expected] of cases)
    it(`${name}: ${selector}`, () => {
      const tree: HastRoot = { type: 'root', children: [element] };
      expect(hastIds(tree, selector)).toEqual(expected ? ['x'] : []);
      expect(matches(element, selector)).toBe(expected);
    });
});

describe('issue 30 item 3: parsed documents against the DOM', () => {
  // hast keeps these exactly: the source's DOM answer.
  const exact =
    '<table><tr><td id=t colspan=2></td></tr></table><p id=p class="a b" hidden></p>' +
    '<form id=f accept-charset="utf-8 latin1"></form><input id=i accept=".png, image/*">' +
    '<option id=o selected></option><a id=h href="#x"></a>';
  const exactSelectors = [
    "[colspan='2']",
    "[class='a b']",
    '.b',
    "[hidden='']",
    "[accept-charset='utf-8 latin1']",
    "[accept-charset~='latin1']",
    "[accept='.png, image/*']",
    "[selected='']",
    "[href='#x']",
    '[hidden]',
  ];
  for (const selector of exactSelectors)
    it(`kept exactly: ${selector} as the DOM`, () => {
      expect(hastIds(hast(exact), selector)).toEqual(domIds(exact, selector));
    });
  // hast normalises these (spelling of numbers, list separators, boolean values): the serialized tree's DOM answer.
  const lossy =
    '<input id=m maxlength=010><p id=s class="a  b"></p><input id=c accept=".png,image/*">' +
    '<option id=v selected="selected"></option><p id=e hidden="hidden"></p>';
  const lossySelectors = [
    "[maxlength='010']",
    "[maxlength='10']",
    "[class='a  b']",
    "[class='a b']",
    "[accept='.png,image/*']",
    "[accept='.png, image/*']",
    "[selected='selected']",
    "[hidden='hidden']",
    "[hidden='']",
  ];
  for (const selector of lossySelectors)
    it(`normalised by hast: ${selector} as the DOM of toHtml's output`, () => {
      const tree = hast(lossy);
      expect(hastIds(tree, selector)).toEqual(domIds(toHtml(tree), selector));
    });
  it('the lossy cases do differ from the source (the limitation README "Spec notes" states)', () => {
    const tree = hast(lossy);
    expect(domIds(lossy, "[maxlength='010']")).toEqual(['m']);
    expect(hastIds(tree, "[maxlength='010']")).toEqual([]);
    expect(domIds(lossy, "[selected='selected']")).toEqual(['v']);
    expect(hastIds(tree, "[selected='selected']")).toEqual([]);
  });
});
