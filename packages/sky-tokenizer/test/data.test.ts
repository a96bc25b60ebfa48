import { describe, expect, it } from 'vitest';
import { tokenize } from '../src/index.ts';
import { SIG, streamed, toks } from './helpers.ts';

describe('data and tags', () => {
  it("data state: '<' → tag open", () => {
    expect(toks('a<b>')).toEqual(['T:a', 'S:b']);
  });
  it("data state: '&' → character reference (return state data)", () => {
    expect(toks('a&amp;b')).toEqual(['T:a&b']);
  });
  it('data state: anything else → character token', () => {
    expect(toks('plain \u00e9 text\u{1F600}')).toEqual(['T:plain \u00e9 text\u{1F600}']);
  });
  it("tag open state: '!' → comment start 1", () => {
    expect(toks('a<!--x-->b')).toEqual(['T:ab']);
  });
  it("tag open state: '/' → close tag", () => {
    expect(toks('</a>')).toEqual(['E:a']);
  });
  it("tag open state: '>' → text '<>'", () => {
    expect(toks('a<>b')).toEqual(['T:a<>b']);
  });
  it('tag open state: name start characters 0-9 a-z A-Z - _ . → tag name', () => {
    expect(toks('<0><z><Z><-><_><.>')).toEqual(['S:0', 'S:z', 'S:Z', 'S:-', 'S:_', 'S:.']);
  });
  it("tag open state: anything else → '<' text, reprocess in data", () => {
    expect(toks('a < b<<c>')).toEqual(['T:a < b<', 'S:c']);
    expect(toks('<\u00e9>')).toEqual(['T:<\u00e9>']);
  });
  it("tag open state: anything else ('<') → reprocess in data: a run of '<' is text up to its last '<' (fast path), at every split point", () => {
    const body = '<<<<a><<</b><<<<!--c--><<<>x<<<&amp;<<<';
    // The comment emits nothing, so the text on both sides of it merges (S17).
    expect(toks(body)).toEqual(['T:<<<', 'S:a', 'T:<<', 'E:b', 'T:<<<<<<>x<<<&<<<']);
    const d = SIG + body;
    const whole = tokenize(d, { context: 'application' }).tokens;
    for (let i = 0; i <= d.length; i++) expect(streamed([d.slice(0, i), d.slice(i)]).tokens).toEqual(whole);
    expect(streamed([...d]).tokens).toEqual(whole);
  });
  it("close tag state: '>' → text '</>'", () => {
    expect(toks('a</>b')).toEqual(['T:a</>b']);
  });
  it('close tag state: name start → end tag token, tag name', () => {
    expect(toks('</Ab.c>')).toEqual(['E:Ab.c']);
  });
  it("close tag state: anything else → '</' text, reprocess", () => {
    expect(toks('</ a><<</<b>')).toEqual(['T:</ a><<</', 'S:b']);
  });
  it('tag name state: U+0020 → before attribute name', () => {
    expect(toks('<a b>')).toEqual(['S:a b=""']);
  });
  it('tag name state: U+000A → before attribute name', () => {
    expect(toks('<a\nb>')).toEqual(['S:a b=""']);
  });
  it("tag name state: '/' → void tag", () => {
    expect(toks('<a/>')).toEqual(['S:a', 'E:a']);
  });
  it("tag name state: '>' → after tag", () => {
    expect(toks('<abc>')).toEqual(['S:abc']);
  });
  it('tag name state: anything else is appended (TAB, <, quotes, case kept)', () => {
    expect(toks('<a\tb><a<b><A"\'=&x>')).toEqual(['S:a\tb', 'S:a<b', 'S:A"\'=&x']);
  });
  it("void tag state: '>' → after void tag", () => {
    expect(toks('<br/>x')).toEqual(['S:br', 'E:br', 'T:x']);
  });
  it('void tag state: anything else → before attribute name, reprocess', () => {
    expect(toks('<a/b/ c>')).toEqual(['S:a b="" c=""']);
  });
  it('before attribute name state: whitespace stays', () => {
    expect(toks('<a  \n b>')).toEqual(['S:a b=""']);
  });
  it("before attribute name state: '/' → void tag", () => {
    expect(toks('<a />')).toEqual(['S:a', 'E:a']);
  });
  it("before attribute name state: '>' → after tag", () => {
    expect(toks('<a >')).toEqual(['S:a']);
  });
  it('before attribute name state: anything else starts an attribute (even = and quotes)', () => {
    expect(toks('<a =b "c>')).toEqual(['S:a =b="" "c=""']);
  });
  it('attribute name state: whitespace → after attribute name', () => {
    expect(toks('<a b c>')).toEqual(['S:a b="" c=""']);
  });
  it("attribute name state: '/' → void tag", () => {
    expect(toks('<a b/>')).toEqual(['S:a b=""', 'E:a']);
  });
  it("attribute name state: '=' → before attribute value", () => {
    expect(toks('<a b=c>')).toEqual(['S:a b="c"']);
  });
  it("attribute name state: '>' → after tag", () => {
    expect(toks('<a b>')).toEqual(['S:a b=""']);
  });
  it('attribute name state: anything else is appended', () => {
    expect(toks('<a b"c\'d<e&f>')).toEqual(['S:a b"c\'d<e&f=""']);
  });
  it('after attribute name state: whitespace stays', () => {
    expect(toks('<a b  \n = c>')).toEqual(['S:a b="c"']);
  });
  it("after attribute name state: '/' → void tag", () => {
    expect(toks('<a b />')).toEqual(['S:a b=""', 'E:a']);
  });
  it("after attribute name state: '=' → before attribute value", () => {
    expect(toks('<a b =c>')).toEqual(['S:a b="c"']);
  });
  it("after attribute name state: '>' → after tag", () => {
    expect(toks('<a b >')).toEqual(['S:a b=""']);
  });
  it('after attribute name state: anything else starts a new attribute', () => {
    expect(toks('<a b c d>')).toEqual(['S:a b="" c="" d=""']);
  });
  it('before attribute value state: whitespace stays', () => {
    expect(toks('<a b= \n c>')).toEqual(['S:a b="c"']);
  });
  it("before attribute value state: '>' → after tag (value stays empty)", () => {
    expect(toks('<a b=>x')).toEqual(['S:a b=""', 'T:x']);
  });
  it("before attribute value state: ''' → single-quoted attribute value", () => {
    expect(toks("<a b='c d\"'>")).toEqual(['S:a b="c d""']);
  });
  it("before attribute value state: '\"' → double-quoted attribute value", () => {
    expect(toks('<a b="c \'d">')).toEqual(['S:a b="c \'d"']);
  });
  it('before attribute value state: anything else → unquoted attribute value', () => {
    expect(toks('<a b=c"d\'e>')).toEqual(['S:a b="c"d\'e"']);
  });
  it("single-quoted attribute value state: ''' → before attribute name", () => {
    expect(toks("<a b='c'd>")).toEqual(['S:a b="c" d=""']);
  });
  it("single-quoted attribute value state: '&' → character reference, extra terminator '''", () => {
    expect(toks("<a b='&lt;&lt'>")).toEqual(['S:a b="<\uFFFD"']);
  });
  it('single-quoted attribute value state: anything else is appended (> and newlines too)', () => {
    expect(toks("<a b='>\r\n<'>")).toEqual(['S:a b=">\n<"']);
  });
  it("double-quoted attribute value state: '\"' → before attribute name", () => {
    expect(toks('<a b="c"/>')).toEqual(['S:a b="c"', 'E:a']);
  });
  it("double-quoted attribute value state: '&' → character reference, extra terminator '\"'", () => {
    expect(toks('<a b="&gt;&gt">')).toEqual(['S:a b=">\uFFFD"']);
  });
  it('double-quoted attribute value state: anything else is appended', () => {
    expect(toks('<a b="x=y z">')).toEqual(['S:a b="x=y z"']);
  });
  it('unquoted attribute value state: whitespace → before attribute name', () => {
    expect(toks('<a b=c d=e\nf>')).toEqual(['S:a b="c" d="e" f=""']);
  });
  it("unquoted attribute value state: '>' → after tag (errata S11)", () => {
    expect(toks('<a b=c>x')).toEqual(['S:a b="c"', 'T:x']);
  });
  it("unquoted attribute value state: '&' → character reference, no extra terminator", () => {
    expect(toks('<a b=x&amp;y&lt>')).toEqual(['S:a b="x&y&lt"']);
  });
  it("unquoted attribute value state: anything else is appended ('/' included: not void)", () => {
    expect(toks('<a b=c/>')).toEqual(['S:a b="c/"']);
  });
  it('after tag state: emits the tag; script → script raw data, style → style raw data', () => {
    expect(toks('<script><b></script><style><b></style><b>')).toEqual([
      'S:script',
      'T:<b>',
      'E:script',
      'S:style',
      'T:<b>',
      'E:style',
      'S:b',
    ]);
  });
  it('after tag state: an end tag or another name → data', () => {
    expect(toks('</script><b>')).toEqual(['E:script', 'S:b']);
    expect(toks('<scripts><b><Script><b>')).toEqual(['S:scripts', 'S:b', 'S:Script', 'S:b']);
  });
  it('after void tag state: a start tag also emits its end tag; an end tag only itself', () => {
    expect(toks('<a x=1/>')).toEqual(['S:a x="1/"']);
    expect(toks('<a x="1"/></b/>')).toEqual(['S:a x="1"', 'E:a', 'E:b']);
  });
});
