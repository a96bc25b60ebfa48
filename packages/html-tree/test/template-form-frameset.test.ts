// whatwg/html #12908 and #12911 (2026-09; WPT template.dat, tests for
// WPT #62485 and #62488): frameset-ok is "ok" again when after head implies
// <body>, and the form element pointer is ignored throughout "parsing
// template contents" (a template on the stack, or a template context element).
import { describe, expect, it } from 'vitest';
import { tree } from './support/tree.ts';

describe('after head, anything else: frameset-ok reset (whatwg/html #12908)', () => {
  it.each([
    ['a template in head', '<head><template></template></head><p><frameset>'],
    ['a template in head, implied', '<template>x</template><p><frameset>'],
    ['a template after head (processed in head)', '<head></head><template></template><p><frameset>'],
  ])('%s: <frameset> after <p> replaces the implied body', (_case, input) => {
    expect(tree(input)).toMatch(/\n {2}<frameset>$/);
  });

  it('what body content sets "not ok" still keeps the body', () => {
    expect(tree('<head><template></template></head><p>x<frameset>')).toContain('  <body>\n    <p>\n      "x"');
  });
});

describe('parsing template contents ignores the form element pointer (whatwg/html #12911)', () => {
  it('in table: <form> inside template contents is inserted and popped', () => {
    expect(tree('<template><table><form></table></template>')).toContain('content\n        <table>\n          <form>');
  });

  it('in table outside template contents: still dropped while the pointer is set', () => {
    expect(tree('<form><table><form></table>')).not.toContain('<table>\n        <form>');
  });

  it('a template-context fragment: <form><form> nests (the pointer is never set)', () => {
    expect(tree('<form><form>', { context: 'template' })).toBe('<form>\n  <form>');
  });

  it('a template-context fragment: </form> pops to the form (the branch for template contents)', () => {
    expect(tree('<br>BC<form>D<div>E</form>F</div>G', { context: 'template' })).toBe(
      '<br>\n"BC"\n<form>\n  "D"\n  <div>\n    "E"\n"FG"',
    );
  });

  it('a form-context fragment still ignores a nested <form> (the pointer is the context)', () => {
    expect(tree('<form>x', { context: 'form' })).toBe('"x"');
  });
});
