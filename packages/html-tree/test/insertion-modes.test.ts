// One test per insertion mode and per branch that changes the tree
// (WHATWG HTML §13.2.6.4); the html5lib runner in tools/ covers the rest.
import { describe, expect, it } from 'vitest';
import { drive } from './support/drive.ts';
import { adapter, body, codes, tree } from './support/tree.ts';

describe('initial', () => {
  it('a DOCTYPE sets no-quirks and is kept', () => {
    expect(tree('<!DOCTYPE html>x')).toBe('<!DOCTYPE html>\n<html>\n  <head>\n  <body>\n    "x"');
  });
  it('anything else: missing-doctype, quirks', () => {
    expect(codes('x')[0]).toBe('missing-doctype');
  });
  it('whitespace is ignored, comments go to the document', () => {
    expect(tree(' <!--c--><!DOCTYPE html>')).toBe('<!-- c -->\n<!DOCTYPE html>\n<html>\n  <head>\n  <body>');
  });
  it('a legacy DOCTYPE is non-conforming', () => {
    expect(codes('<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">')).toContain('non-conforming-doctype');
  });
});

describe('before html', () => {
  it('<html> attributes are kept', () => {
    expect(tree('<!DOCTYPE html><html lang=en>')).toContain('<html>\n  lang="en"');
  });
  it('an end tag other than head, body, html, br is ignored', () => {
    expect(codes('<!DOCTYPE html></p>')).toContain('unexpected-end-tag-before-html');
  });
});

describe('before head', () => {
  it('an implied head', () => {
    expect(tree('<!DOCTYPE html><title>t</title>')).toContain('<head>\n    <title>\n      "t"');
  });
});

describe('in head', () => {
  it('whitespace stays in head; text closes it', () => {
    expect(tree('<!DOCTYPE html><head> x')).toBe('<!DOCTYPE html>\n<html>\n  <head>\n    " "\n  <body>\n    "x"');
  });
  it('script switches to script data: markup is text', () => {
    expect(tree('<!DOCTYPE html><script><b></script>')).toContain('<script>\n      "<b>"');
  });
  it('noscript with scripting on is raw text', () => {
    expect(tree('<!DOCTYPE html><noscript><b></noscript>', { scripting: true })).toContain('<noscript>\n      "<b>"');
  });
  it('template opens template contents', () => {
    expect(tree('<!DOCTYPE html><template>x</template>')).toContain('<template>\n      content\n        "x"');
  });
});

describe('in head noscript', () => {
  it('noscript with scripting off parses its content (decision H3)', () => {
    expect(tree('<!DOCTYPE html><noscript><link></noscript>', { scripting: false })).toContain(
      '<noscript>\n      <link>',
    );
  });
  it('anything else closes the noscript', () => {
    expect(tree('<!DOCTYPE html><noscript>x', { scripting: false })).toContain('<noscript>\n  <body>\n    "x"');
  });
});

describe('after head', () => {
  it('a head element after head goes back into head', () => {
    expect(tree('<!DOCTYPE html><head></head><meta>')).toContain('<head>\n    <meta>');
  });
  it('frameset', () => {
    expect(tree('<!DOCTYPE html><frameset><frame></frameset>')).toContain('<frameset>\n    <frame>');
  });
});

describe('in body', () => {
  it('NULL is dropped with an error', () => {
    expect(body('<!DOCTYPE html>a\u0000b')).toBe('"ab"');
    expect(codes('<!DOCTYPE html>a\u0000b')).toContain('unexpected-null-character');
  });
  it('NULL the tokenizer keeps without an error (CDATA in an HTML integration point) is dropped too', () => {
    // Tree construction looks for U+0000 only once the tokenizer reported one or
    // while foreign content is open (TreeBuilder.mayHaveNul, foreignFlag): this
    // one comes with no tokenizer error, at every chunking.
    const input = '<!DOCTYPE html><svg><foreignObject><![CDATA[a\u0000b]]></foreignObject></svg>';
    for (let size = 1; size <= input.length; size++) {
      expect(tree(input, { chunkSize: size })).toContain('<svg svg>\n      <svg foreignObject>\n        "ab"');
      expect(drive(input, { adapter, chunkSize: size }).errors.map((e) => e.code)).toEqual([
        'unexpected-null-character',
      ]);
    }
    expect(body(input)).toBe('<svg svg>\n  <svg foreignObject>\n    "ab"');
    // The same in a MathML text integration point, and after foreign content has closed.
    const math = '<!DOCTYPE html><math><mi><![CDATA[c\u0000]]>d</mi></math><p>e';
    expect(body(math)).toBe('<math math>\n  <math mi>\n    "cd"\n<p>\n  "e"');
    expect(codes(math)).toEqual(['unexpected-null-character']);
  });
  it('NULL in body is dropped with both errors at every chunking (the tokenizer reports it before its text)', () => {
    const input = '<!DOCTYPE html><p>a\u0000b</p>\u0000c';
    for (let size = 1; size <= input.length; size++) {
      expect(tree(input, { chunkSize: size })).toContain('<p>\n      "ab"\n    "c"');
      const found = drive(input, { adapter, chunkSize: size }).errors.map((e) => `${e.code}@${e.offset}`);
      expect(found).toEqual([
        'unexpected-null-character@19',
        'unexpected-null-character@19',
        'unexpected-null-character@25',
        'unexpected-null-character@25',
      ]);
    }
  });
  it('a block closes an open p', () => {
    expect(body('<!DOCTYPE html><p>a<div>b')).toBe('<p>\n  "a"\n<div>\n  "b"');
  });
  it('</p> without p inserts an empty p', () => {
    expect(body('<!DOCTYPE html><body></p>')).toBe('<p>');
  });
  it('li closes the previous li', () => {
    expect(body('<!DOCTYPE html><ul><li>a<li>b')).toBe('<ul>\n  <li>\n    "a"\n  <li>\n    "b"');
  });
  it('headings close headings', () => {
    expect(body('<!DOCTYPE html><h1>a<h2>b')).toBe('<h1>\n  "a"\n<h2>\n  "b"');
  });
  it('pre drops the first newline', () => {
    expect(body('<!DOCTYPE html><pre>\nx</pre>')).toBe('<pre>\n  "x"');
  });
  it('a nested form is ignored', () => {
    expect(body('<!DOCTYPE html><form><form>')).toBe('<form>');
  });
  it('image becomes img', () => {
    expect(body('<!DOCTYPE html><image>')).toBe('<img>');
  });
  it('reconstruct the active formatting elements', () => {
    expect(body('<!DOCTYPE html><p><b>x</p>y')).toBe('<p>\n  <b>\n    "x"\n<b>\n  "y"');
  });
  it("Noah's Ark keeps three equal formatting elements", () => {
    expect(body('<!DOCTYPE html><p><b><b><b><b></p>x').match(/<b>/g)?.length).toBe(4 + 3);
  });
  it('customizable select: a nested select closes the open one', () => {
    expect(body('<!DOCTYPE html><select><select>')).toBe('<select>');
  });
  it('customizable select: button and selectedcontent in select', () => {
    expect(body('<!DOCTYPE html><select><button><selectedcontent></button><option>X')).toBe(
      '<select>\n  <button>\n    <selectedcontent>\n      "X"\n  <option>\n    "X"',
    );
  });
  // §4.10.12 (the selectedcontent insertion steps) and §4.10.10 ("maybe
  // clone an option into selectedcontent", "option element nearest
  // ancestor select"), run as the parser pops an option.
  it('customizable select: a selectedcontent inside an option is disabled (nothing cloned, the parse ends)', () => {
    expect(body('<!DOCTYPE html><select><option><selectedcontent>')).toBe(
      '<select>\n  <option>\n    <selectedcontent>',
    );
  });
  it("customizable select: the first selectedcontent, disabled, leaves the select none (get a select's enabled selectedcontent)", () => {
    expect(
      body(
        '<!DOCTYPE html><select><option>A<selectedcontent></selectedcontent></option><button><selectedcontent></button><option>X',
      ),
    ).toBe(
      '<select>\n  <option>\n    "A"\n    <selectedcontent>\n  <button>\n    <selectedcontent>\n  <option>\n    "X"',
    );
  });
  it('customizable select: a select with multiple has no enabled selectedcontent', () => {
    expect(body('<!DOCTYPE html><select multiple><button><selectedcontent></button><option>X')).toBe(
      '<select>\n  multiple=""\n  <button>\n    <selectedcontent>\n  <option>\n    "X"',
    );
  });
  it('customizable select: a selectedcontent under a second select is disabled', () => {
    expect(body('<!DOCTYPE html><select><table><td><select><button><selectedcontent></button><option>X')).toBe(
      '<select>\n  <table>\n    <tbody>\n      <tr>\n        <td>\n          <select>\n            <button>\n              <selectedcontent>\n            <option>\n              "X"',
    );
  });
  it('customizable select: an option in template contents has no nearest ancestor select', () => {
    expect(
      body('<!DOCTYPE html><select><button><selectedcontent></button><template><option>X</option></template>'),
    ).toBe('<select>\n  <button>\n    <selectedcontent>\n  <template>\n    content\n      <option>\n        "X"');
  });
  it('customizable select: a datalist between option and select blocks the nearest ancestor select', () => {
    expect(body('<!DOCTYPE html><select><button><selectedcontent></button><datalist><option>X')).toBe(
      '<select>\n  <button>\n    <selectedcontent>\n  <datalist>\n    <option>\n      "X"',
    );
  });
  it('customizable select: clone an option into a selectedcontent replaces its children with a deep copy', () => {
    expect(
      body(
        '<!DOCTYPE html><select><button><selectedcontent>old</selectedcontent></button><option>A<b>B<i>C</i></b>D<!--E-->',
      ),
    ).toBe(
      '<select>\n  <button>\n    <selectedcontent>\n      "A"\n      <b>\n        "B"\n        <i>\n          "C"\n      "D"\n      <!-- E -->\n' +
        '  <option>\n    "A"\n    <b>\n      "B"\n      <i>\n        "C"\n    "D"\n    <!-- E -->',
    );
  });
  it('any other end tag closes the matching element if nothing special is above it', () => {
    expect(body('<!DOCTYPE html><x><y></x>z')).toBe('<x>\n  <y>\n"z"');
    expect(body('<!DOCTYPE html><x><div></x>z')).toBe('<x>\n  <div>\n    "z"');
  });
});

describe('adoption agency', () => {
  it('misnested b and p', () => {
    expect(body('<!DOCTYPE html><b>1<p>2</b>3')).toBe('<b>\n  "1"\n<p>\n  <b>\n    "2"\n  "3"');
    expect(codes('<!DOCTYPE html><b>1<p>2</b>3')).toContain('misnested-tag');
  });
  it('a inside a closes the outer a', () => {
    expect(body('<!DOCTYPE html><a>1<a>2')).toBe('<a>\n  "1"\n<a>\n  "2"');
  });
});

describe('text', () => {
  it('textarea is RCDATA', () => {
    expect(body('<!DOCTYPE html><textarea><b>&amp;</textarea>')).toBe('<textarea>\n  "<b>&"');
  });
  it('end of file in text closes the element', () => {
    expect(codes('<!DOCTYPE html><title>x')).toContain('eof-in-element-that-can-contain-only-text');
  });
});

describe('in table and in table text', () => {
  it('text in a table is foster-parented', () => {
    expect(body('<!DOCTYPE html><table>x<tr>')).toBe('"x"\n<table>\n  <tbody>\n    <tr>');
  });
  it('whitespace in a table stays', () => {
    expect(body('<!DOCTYPE html><table> <tr>')).toBe('<table>\n  " "\n  <tbody>\n    <tr>');
  });
  it('elements are foster-parented', () => {
    expect(body('<!DOCTYPE html><table><div>')).toBe('<div>\n<table>');
  });
  it('hidden input stays in the table', () => {
    expect(body('<!DOCTYPE html><table><input type=hidden>')).toBe('<table>\n  <input>\n    type="hidden"');
  });
});

describe('in caption', () => {
  it('a table part closes the caption', () => {
    expect(body('<!DOCTYPE html><table><caption>x<tr>')).toBe('<table>\n  <caption>\n    "x"\n  <tbody>\n    <tr>');
  });
});

describe('in column group', () => {
  it('col goes into an implied colgroup', () => {
    expect(body('<!DOCTYPE html><table><col>')).toBe('<table>\n  <colgroup>\n    <col>');
  });
});

describe('in table body, in row, in cell', () => {
  it('td implies tbody and tr', () => {
    expect(body('<!DOCTYPE html><table><td>x')).toBe('<table>\n  <tbody>\n    <tr>\n      <td>\n        "x"');
  });
  it('a td closes the open cell', () => {
    expect(body('<!DOCTYPE html><table><tr><td>a<td>b')).toContain('<td>\n        "a"\n      <td>\n        "b"');
  });
});

describe('in template', () => {
  it('tr in a template switches to in table body', () => {
    expect(tree('<!DOCTYPE html><template><tr><td>x')).toContain(
      'content\n        <tr>\n          <td>\n            "x"',
    );
  });
  it('end of file in template', () => {
    expect(codes('<!DOCTYPE html><template>')).toContain('eof-in-template');
  });
});

describe('after body, after after body', () => {
  it('a comment after body goes into html', () => {
    expect(tree('<!DOCTYPE html><body></body><!--c-->')).toContain('  <body>\n  <!-- c -->');
  });
  it('a comment after html goes into the document', () => {
    expect(tree('<!DOCTYPE html><body></body></html><!--c-->')).toMatch(/<body>\n<!-- c -->$/);
  });
  it('text after body goes back into body', () => {
    expect(body('<!DOCTYPE html></body>x')).toBe('"x"');
  });
});

describe('in frameset, after frameset, after after frameset', () => {
  it('text other than whitespace is dropped', () => {
    expect(tree('<!DOCTYPE html><frameset>a b</frameset>')).toContain('<frameset>\n    " "');
  });
  it('noframes after frameset', () => {
    expect(tree('<!DOCTYPE html><frameset></frameset><noframes>x</noframes>')).toContain('<noframes>\n    "x"');
  });
  it('after after frameset: a comment goes into the document', () => {
    expect(tree('<!DOCTYPE html><frameset></frameset></html><!--c-->')).toMatch(/<!-- c -->$/);
  });
  it('after after frameset: other characters are ignored, with no reconstruction of formatting', () => {
    // <a> is still in the list of active formatting elements after <frameset> popped it.
    expect(tree('<!DOCTYPE html><a><frameset></frameset></html>x')).toBe(
      '<!DOCTYPE html>\n<html>\n  <head>\n  <frameset>',
    );
  });
  it('after after frameset: whitespace is processed as in body (which reconstructs formatting)', () => {
    expect(tree('<!DOCTYPE html><a><frameset></frameset></html>x ')).toBe(
      '<!DOCTYPE html>\n<html>\n  <head>\n  <frameset>\n  <a>\n    " "',
    );
  });
});

describe('foreign content', () => {
  it('SVG tag and attribute names are adjusted', () => {
    expect(body('<!DOCTYPE html><svg viewbox="0 0 1 1"><foreignobject>')).toBe(
      '<svg svg>\n  viewBox="0 0 1 1"\n  <svg foreignObject>',
    );
  });
  it('xlink attributes get their namespace', () => {
    expect(body('<!DOCTYPE html><svg xlink:href=x>')).toBe('<svg svg>\n  xlink href="x"');
  });
  it('MathML definitionURL', () => {
    expect(body('<!DOCTYPE html><math definitionurl=x>')).toBe('<math math>\n  definitionURL="x"');
  });
  it('an HTML start tag breaks out of SVG', () => {
    expect(body('<!DOCTYPE html><svg><g><p>x')).toBe('<svg svg>\n  <svg g>\n<p>\n  "x"');
  });
  it('<font color> breaks out, <font> does not', () => {
    expect(body('<!DOCTYPE html><svg><font color=red>')).toBe('<svg svg>\n<font>\n  color="red"');
    expect(body('<!DOCTYPE html><svg><font>')).toBe('<svg svg>\n  <svg font>');
  });
  it('HTML integration point: foreignObject holds HTML', () => {
    expect(body('<!DOCTYPE html><svg><foreignObject><p>x')).toBe(
      '<svg svg>\n  <svg foreignObject>\n    <p>\n      "x"',
    );
  });
  it('MathML text integration point: mi holds HTML', () => {
    expect(body('<!DOCTYPE html><math><mi><b>x')).toBe('<math math>\n  <math mi>\n    <b>\n      "x"');
  });
  it('NULL in foreign content becomes U+FFFD', () => {
    expect(body('<!DOCTYPE html><svg>\u0000')).toBe('<svg svg>\n  "\uFFFD"');
  });
  it('CDATA sections are text in foreign content', () => {
    expect(body('<!DOCTYPE html><svg><![CDATA[<x>]]>')).toBe('<svg svg>\n  "<x>"');
  });
});

describe('fragments (decision H7)', () => {
  it('a td context parses in cell', () => {
    expect(tree('x</td>y', { context: 'td' })).toBe('"xy"');
  });
  it('a textarea context is RCDATA', () => {
    expect(tree('<b>', { context: 'textarea' })).toBe('"<b>"');
  });
  it('an SVG context parses foreign content', () => {
    expect(tree('<path/>', { context: { tagName: 'svg', namespace: 'svg' } })).toBe('<svg path>');
  });
  it('a template context', () => {
    expect(tree('<td>x', { context: 'template' })).toBe('<td>\n  "x"');
  });
  it('a form context is the form element pointer: a <form> inside is ignored', () => {
    expect(tree('<form><input>', { context: 'form' })).toBe('<input>');
    expect(codes('<form>', { context: 'form' })).toContain('nested-form');
    // Not on the stack, so </form> is ignored too, and clears the pointer.
    expect(tree('</form><form>x', { context: 'form' })).toBe('<form>\n  "x"');
  });
});
