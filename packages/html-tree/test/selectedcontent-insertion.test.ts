// <selectedcontent> filled when it is inserted: its post-connection steps
// (WHATWG HTML §4.10.12, the forms chapter as of 2026) "update a select's
// selectedcontent" with the option selected so far, as Chromium gives
// (`<select><option>A</option><selectedcontent>` holds "A"). The popping
// side ("maybe clone an option into selectedcontent") is in
// insertion-modes.test.ts.
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../src/html.ts';
import { ops } from '../src/op-count.ts';
import { body } from './support/tree.ts';

const doc = (markup: string): string => body(`<!DOCTYPE html>${markup}`);

describe('selectedcontent post-connection steps', () => {
  it('step 6: a selectedcontent after the selected option gets a copy of it', () => {
    expect(doc('<select><option>A</option><selectedcontent>')).toBe(
      '<select>\n  <option>\n    "A"\n  <selectedcontent>\n    "A"',
    );
  });

  it('step 6: the option selected so far: the first one, or the last with `selected`', () => {
    expect(doc('<select><option>A<option>B</option><button><selectedcontent>')).toContain(
      '<button>\n    <selectedcontent>\n      "A"',
    );
    expect(doc('<select><option>A<option selected>B</option><button><selectedcontent>')).toContain(
      '<button>\n    <selectedcontent>\n      "B"',
    );
  });

  it('step 6 and "maybe clone": an option with `selected` after it replaces the copy', () => {
    expect(doc('<select><option>A</option><button><selectedcontent></button><option selected>B</option>')).toContain(
      '<button>\n    <selectedcontent>\n      "B"',
    );
  });

  it('step 6: no option selected yet clears the enabled selectedcontent', () => {
    expect(doc('<select><button><selectedcontent>x</selectedcontent><div><selectedcontent>')).toContain(
      '<button>\n    <selectedcontent>\n    <div>',
    );
  });

  it('step 6 updates the enabled (first) selectedcontent, not a second one', () => {
    expect(doc('<select><option>A</option><selectedcontent></selectedcontent><div><selectedcontent>')).toBe(
      '<select>\n  <option>\n    "A"\n  <selectedcontent>\n    "A"\n  <div>\n    <selectedcontent>',
    );
  });

  it('step 5: a select with multiple: nothing copied', () => {
    expect(doc('<select multiple><option>A</option><selectedcontent>')).toBe(
      '<select>\n  multiple=""\n  <option>\n    "A"\n  <selectedcontent>',
    );
  });

  it('step 4: disabled under an option, another selectedcontent or a second select: nothing copied into it', () => {
    expect(doc('<select><option>A</option><option>B<selectedcontent>')).toBe(
      '<select>\n  <option>\n    "A"\n  <option>\n    "B"\n    <selectedcontent>',
    );
  });

  it("an option of another select (a datalist, template contents) is not the select's", () => {
    expect(doc('<select><datalist><option>A</option></datalist><selectedcontent>')).toBe(
      '<select>\n  <datalist>\n    <option>\n      "A"\n  <selectedcontent>',
    );
  });

  it('a copy is deep: elements with their attributes and text', () => {
    expect(doc('<select><option><b class=x>A</b>!</option><selectedcontent>')).toContain(
      '<selectedcontent>\n    <b>\n      class="x"\n      "A"\n    "!"',
    );
  });
});

describe('selectedcontent post-connection steps, limits', () => {
  it('below an open selectedcontent nothing is replaced (that would take the inserted element out of the tree)', () => {
    expect(doc('<select><option>A</option><selectedcontent>x<div><selectedcontent>')).toBe(
      // "x" joins the copied text node ("insert a character" appends to a Text node before it).
      '<select>\n  <option>\n    "A"\n  <selectedcontent>\n    "Ax"\n    <div>\n      <selectedcontent>',
    );
  });

  it('what the enabled selectedcontent got while open is replaced by the next insertion (step 6 again)', () => {
    expect(doc('<select><option>A</option><selectedcontent>x</selectedcontent><div><selectedcontent>')).toBe(
      '<select>\n  <option>\n    "A"\n  <selectedcontent>\n    "A"\n  <div>\n    <selectedcontent>',
    );
  });

  it('many selectedcontents after one large option: one copy, not one per insertion (operation count)', () => {
    const work = (n: number): number => {
      ops.n = 0;
      parseHtml(
        `<!DOCTYPE html><select><option>${'<b>x</b>'.repeat(n)}</option>${'<div><selectedcontent></div>'.repeat(n)}`,
      );
      return ops.n;
    };
    const small = work(2000);
    expect(small).toBeGreaterThan(2000);
    expect(work(16_000) / small).toBeLessThan(20);
  });
});
