// Issue 30, item 2: attribute case flags, :lang() extended filtering, :dir(),
// and HTML's element-state pseudo-classes over a static hast tree (HTML
// Standard §4.16.3), with one rule per language for Sky and xast trees.
import type { Element as HastElement, Root as HastRoot } from 'hast';
import { describe, expect, it } from 'vitest';
import { parse, parseHtml, parseXml, selectAll } from '../src/index.ts';

const html = (text: string) => parseHtml(text).tree as HastRoot;
const ids = (tree: HastRoot, selector: string) =>
  selectAll(tree, selector, { level: 4 }).map((e: HastElement) => String(e.properties.id));

describe('Selectors 4 §6.3: [a=b i] and [a=b s]', () => {
  const tree = html('<input id=a type=TEXT title=Hello><input id=b type=text title=hello>');
  it('i folds any attribute, s folds none, no flag: HTML list on HTML elements', () => {
    expect(ids(tree, '[title=hello i]')).toEqual(['a', 'b']);
    expect(ids(tree, '[title=hello]')).toEqual(['b']);
    expect(ids(tree, '[type=text]')).toEqual(['a', 'b']); // `type` is on HTML's list
    expect(ids(tree, '[type=text s]')).toEqual(['b']);
    expect(ids(tree, '[title^=HE i]')).toEqual(['a', 'b']);
  });
  it('on SVG elements the list does not apply, the flag does', () => {
    const svg = html('<svg><text id=t type=TEXT></text></svg>');
    expect(ids(svg, 'text[type=text]')).toEqual([]);
    expect(ids(svg, 'text[type=text i]')).toEqual(['t']);
  });
  it('XML and Sky: case-sensitive unless i', () => {
    const xml = parseXml('<r><a k="Value"/></r>').tree;
    expect(selectAll(xml, '[k=value]', { level: 4 })).toHaveLength(0);
    expect(selectAll(xml, '[k=value i]', { level: 4 })).toHaveLength(1);
    expect(selectAll(xml, '[k=Value s]', { level: 4 })).toHaveLength(1);
  });
});

describe(':lang() with extended filtering (Selectors 4, RFC 4647 §3.3.2)', () => {
  const tree = html(
    '<p id=a lang=de-CH><p id=b lang=fr-Latn-CH><p id=c lang=de-Latn-DE><p id=d lang=de><p id=e lang=en-x-ch><p id=f lang="">',
  );
  it('"*-CH" matches any language of Switzerland, skipping the script', () => {
    expect(ids(tree, 'p:lang("*-CH")')).toEqual(['a', 'b']);
  });
  it('de-DE matches de-Latn-DE (implicit wildcard), not de; several ranges', () => {
    expect(ids(tree, 'p:lang(de-DE)')).toEqual(['c']);
    expect(ids(tree, 'p:lang(de)')).toEqual(['a', 'c', 'd']);
    expect(ids(tree, 'p:lang(fr, "de-CH")')).toEqual(['a', 'b']);
  });
  it('a singleton is never skipped; an empty language matches nothing', () => {
    expect(ids(tree, 'p:lang("en-CH")')).toEqual([]);
    expect(ids(tree, 'p:lang("*")')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe(':dir() (HTML §3.2.6.4 directionality)', () => {
  it('dir attributes, inheritance, the default ltr', () => {
    const tree = html('<div id=a dir=RTL><p id=b><span id=c dir=ltr></span></p></div><p id=d>');
    expect(ids(tree, '[id]:dir(rtl)')).toEqual(['a', 'b']);
    expect(ids(tree, '[id]:dir(ltr)')).toEqual(['c', 'd']);
    expect(ids(tree, '[id]:dir(other)')).toEqual([]);
  });
  it('dir=auto and bdi: the first strong character, skipping dir-carrying descendants and script', () => {
    const tree = html(
      '<p id=a dir=auto>123 שלום</p><p id=b dir=auto><span dir=ltr>abc</span><script>x</script>مرحبا</p>' +
        '<p id=c dir=auto>123</p><div dir=rtl><bdi id=d>abc</bdi></div><textarea id=e dir=auto>עברית</textarea>',
    );
    expect(ids(tree, '[id]:dir(rtl)')).toEqual(['a', 'b', 'e']);
    expect(ids(tree, '[id]:dir(ltr)')).toEqual(['c', 'd']);
  });
  it('a 20,000-deep dir=auto chain: no recursion; each walk stops at the next dir (linear)', () => {
    const tree = html(`${'<div dir=auto>'.repeat(20000)}א`);
    expect(selectAll(tree, 'div:dir(rtl)', { level: 4 })).toHaveLength(1);
    expect(selectAll(tree, 'div:dir(ltr)', { level: 4 })).toHaveLength(19999);
  });
});

describe('HTML element states over the static tree (HTML §4.16.3)', () => {
  const form = html(
    '<form><fieldset id=fs disabled><legend><input id=in-legend></legend><input id=in-fs><button id=btn-fs></button></fieldset>' +
      '<input id=cb type=checkbox checked><input id=r1 type=radio name=g><input id=r2 type=radio name=g checked>' +
      '<input id=r3 type=radio name=h><input id=t required placeholder=x><input id=ro readonly><input id=h type=hidden required>' +
      '<select id=s><optgroup id=og disabled><option id=o1></optgroup><option id=o2 selected></select>' +
      '<textarea id=ta placeholder=x></textarea><textarea id=tb placeholder=x>text</textarea>' +
      '<button id=submit1></button><input id=submit2 type=submit><progress id=p></progress><progress id=p2 value=1></progress></form>' +
      '<a id=l href=x></a><a id=nl></a><area id=ar href=y><my-el id=ce></my-el><div id=ed contenteditable><span id=eds></span></div>',
  );
  it(':disabled / :enabled: fieldset disabling spares the first legend; optgroup and option', () => {
    expect(ids(form, ':disabled')).toEqual(['fs', 'in-fs', 'btn-fs', 'og', 'o1']);
    expect(ids(form, ':enabled')).toEqual(
      expect.arrayContaining(['in-legend', 'cb', 't', 's', 'o2', 'ta', 'submit1', 'submit2']),
    );
    expect(ids(form, ':enabled')).not.toContain('l');
  });
  it(':checked, :default, :indeterminate', () => {
    expect(ids(form, ':checked')).toEqual(['cb', 'r2', 'o2']);
    // The form's first submit button in tree order, disabled or not (HTML §4.10.21.2 "default button").
    expect(ids(form, ':default')).toEqual(['btn-fs', 'cb', 'r2', 'o2']);
    expect(ids(form, ':indeterminate')).toEqual(['r3', 'p']);
  });
  it(':required, :optional, :placeholder-shown', () => {
    expect(ids(form, ':required')).toEqual(['t']);
    expect(ids(form, 'input:optional')).not.toContain('t');
    expect(ids(form, 'input:optional')).toContain('h');
    expect(ids(form, ':placeholder-shown')).toEqual(['t', 'ta']);
  });
  it(':read-write, :read-only', () => {
    expect(ids(form, ':read-write')).toEqual(['in-legend', 't', 'ta', 'tb', 'ed', 'eds']);
    expect(ids(form, 'input:read-only')).toEqual(expect.arrayContaining(['in-fs', 'ro', 'h', 'cb']));
  });
  it(':link, :any-link, :defined; dynamic state never', () => {
    expect(ids(form, ':link')).toEqual(['l', 'ar']);
    expect(ids(form, ':any-link')).toEqual(['l', 'ar']);
    expect(ids(form, '[id]:not(:defined)')).toEqual(['ce']);
    for (const state of [':hover', ':focus', ':active', ':visited', ':target', ':focus-within', ':focus-visible'])
      expect(ids(form, state)).toEqual([]);
  });
  it(':blank: no element children, whitespace-only text', () => {
    const tree = html('<p id=a> \n</p><p id=b>x</p><p id=c><!--c--></p>');
    expect(ids(tree, 'p:blank')).toEqual(['a', 'c']);
    expect(ids(tree, 'p:empty')).toEqual(['c']);
  });
});

describe('Sky and xast trees: the HTML states have fixed answers', () => {
  const xml = parseXml('<r><input checked="" disabled="" href="x"/><a href="x"> </a></r>').tree;
  const sky = parse('#!mojo mojo:sky\n<a href=x><input checked disabled></a>').tree!;
  it('form and link states never match; :read-only and :defined always; :dir never', () => {
    for (const tree of [xml, sky]) {
      for (const state of [
        ':checked',
        ':disabled',
        ':enabled',
        ':link',
        ':any-link',
        ':required',
        ':optional',
        ':default',
        ':indeterminate',
        ':placeholder-shown',
        ':read-write',
        ':dir(ltr)',
        ':hover',
      ])
        expect(selectAll(tree as never, state, { level: 4 })).toHaveLength(0);
      const all = selectAll(tree as never, '*').length;
      expect(selectAll(tree as never, ':read-only', { level: 4 })).toHaveLength(all);
      expect(selectAll(tree as never, ':defined', { level: 4 })).toHaveLength(all);
    }
    expect(selectAll(xml, 'a:blank', { level: 4 })).toHaveLength(1);
  });
});
