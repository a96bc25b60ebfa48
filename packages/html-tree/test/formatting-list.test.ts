// The list of active formatting elements (src/formatting.ts): a segment is
// scanned while it holds at most 16 entries and indexed in maps past that;
// attribute lists of up to 4 are compared pairwise, longer ones by key.
// Each branch against parse5 8.1.1 (which follows the Standard here), by
// serializing both trees.
import fc from 'fast-check';
import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../src/html.ts';
import { toHtml } from '../src/serialize/index.js';

function ours(html: string): string {
  return toHtml(parseHtml(html).tree as never);
}

function theirs(html: string): string {
  return serialize(parse(html));
}

const filler = (n: number) => Array.from({ length: n }, (_, i) => `<i id=${i}>`).join('');

describe('list of active formatting elements', () => {
  it("Noah's Ark, small segment: attributes compared as sets, in any order", () => {
    const html = '<!DOCTYPE html><p><b a=1 c=2><b c=2 a=1><b a=1 c=2><b a=1 c=2></p>x';
    expect(ours(html)).toBe(theirs(html));
    expect(ours(html).match(/<b /g)?.length).toBe(4 + 3);
  });
  it("Noah's Ark, small segment: a different value is not equal", () => {
    const html = '<!DOCTYPE html><p><b a=1><b a=2><b a=1><b a=1></p>x';
    expect(ours(html)).toBe(theirs(html));
    expect(ours(html).match(/<b /g)?.length).toBe(4 + 4);
  });
  it("Noah's Ark, small segment: more than 4 attributes are compared by key", () => {
    const html = '<!DOCTYPE html><p><b a b c d e><b e d c b a><b a b c d e><b a b c d e=1><b c a b d e></p>x';
    expect(ours(html)).toBe(theirs(html));
  });
  it("Noah's Ark, indexed segment (past 16 entries)", () => {
    const html = `<!DOCTYPE html><p>${filler(20)}<b a=1 c=2><b c=2 a=1><b a=1 c=2><b a=1 c=2></p>x`;
    expect(ours(html)).toBe(theirs(html));
  });
  it('the last element named X, indexed segment: adoption agency and <a> in <a>', () => {
    const html = `<!DOCTYPE html><a>${filler(20)}<b>x<p>y</b>z</a><a>w</i>v`;
    expect(ours(html)).toBe(theirs(html));
  });
  it('a marker starts a new, small segment; clearing it returns to the indexed one', () => {
    const html = `<!DOCTYPE html>${filler(20)}<b><table><td><b><b><b><b><p>q</td></table><b><b></p>r`;
    expect(ours(html)).toBe(theirs(html));
  });
  it('an entry closed by its own end tag is reused by the next push (FormattingList.recycle)', () => {
    // Each closed entry is filled again by the next formatting start tag:
    // reconstruct, Noah's Ark, the adoption agency and <a> in <a> must see
    // the new token only.
    const html =
      '<!DOCTYPE html><p><b>1</b><b a=1>2<i>3</i></p>4<a>5</a><a href=x>6<a>7</a>' +
      '<code>8</code><b a=1><b a=1><b a=1><b a=1>9</b></b><p>10</b>11<s>12</s></p>13';
    expect(ours(html)).toBe(theirs(html));
  });
  it('random formatting soup equals parse5 (both paths)', () => {
    const token = fc.constantFrom(
      '<b>',
      '<b a=1 c=2>',
      '<b c=2 a=1>',
      '<b a b c d e>',
      '<b e d c b a>',
      '<i>',
      '<a>',
      '<a href=x>',
      '</b>',
      '</i>',
      '</a>',
      '<p>',
      '</p>',
      'x',
      '<table><td>',
      '</table>',
      '<div>',
      '</div>',
      '<u>',
      '</u>',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 80 }), fc.boolean(), (tokens, long) => {
        const html = `<!DOCTYPE html>${long ? filler(18) : ''}${tokens.join('')}`;
        expect(ours(html)).toBe(theirs(html));
      }),
      { numRuns: 300 },
    );
  });
});
