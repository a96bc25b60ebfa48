import { describe, expect, it } from 'vitest';
import { toks } from './helpers.ts';

const script = (body: string) => toks(`<script>${body}`);
const style = (body: string) => toks(`<style>${body}`);

describe('script raw data', () => {
  it("script raw data state: '<' → close 1", () => {
    expect(script('a</script>b')).toEqual(['S:script', 'T:a', 'E:script', 'T:b']);
  });
  it('script raw data state: anything else is a character token (& and tags too)', () => {
    expect(script('&amp;<b>"x"')).toEqual(['S:script', 'T:&amp;<b>"x"']);
  });
  it("script raw data: close 1 state: '/' → close 2; anything else emits '<' (errata S7: reprocess)", () => {
    expect(script('if(a<b)x')).toEqual(['S:script', 'T:if(a<b)x']);
    expect(script('<</script>')).toEqual(['S:script', 'T:<', 'E:script']);
  });
  it.each([
    ['close 2', 's', '</'],
    ['close 3', 'c', '</s'],
    ['close 4', 'r', '</sc'],
    ['close 5', 'i', '</scr'],
    ['close 6', 'p', '</scri'],
    ['close 7', 't', '</scrip'],
  ])(
    "script raw data: %s state: '%s' → next; anything else emits the held prefix (errata S7)",
    (_state, _c, prefix) => {
      expect(script(`${prefix}x</script>`)).toEqual(['S:script', `T:${prefix}x`, 'E:script']);
      // The mismatching character is reprocessed: it may start the real end tag.
      expect(script(`${prefix}</script>`)).toEqual(['S:script', `T:${prefix}`, 'E:script']);
    },
  );
  it('script raw data: close 8 state: U+0020, U+000A, /, > → end tag "script", before attribute name', () => {
    expect(script('a</script x=1>b')).toEqual(['S:script', 'T:a', 'E:script', 'T:b']);
    expect(script('a</script\nx>b')).toEqual(['S:script', 'T:a', 'E:script', 'T:b']);
    expect(script('a</script\r\n>b')).toEqual(['S:script', 'T:a', 'E:script', 'T:b']);
    expect(script('a</script/>b')).toEqual(['S:script', 'T:a', 'E:script', 'T:b']);
  });
  it('script raw data: close 8 state: anything else emits "</script" (errata S7)', () => {
    expect(script('</scripts></script>')).toEqual(['S:script', 'T:</scripts>', 'E:script']);
    expect(script('</SCRIPT></script>')).toEqual(['S:script', 'T:</SCRIPT>', 'E:script']);
  });
});

describe('style raw data', () => {
  it("style raw data state: '<' → close 1; anything else is a character token", () => {
    expect(style('a{b:c}&lt;</style>')).toEqual(['S:style', 'T:a{b:c}&lt;', 'E:style']);
  });
  it.each([
    ['close 1', '/', '<'],
    ['close 2', 's', '</'],
    ['close 3', 't', '</s'],
    ['close 4', 'y', '</st'],
    ['close 5', 'l', '</sty'],
    ['close 6', 'e', '</styl'],
  ])("style raw data: %s state: '%s' → next; anything else emits the held prefix (errata S7)", (_s, _c, prefix) => {
    expect(style(`${prefix}x</style>`)).toEqual(['S:style', `T:${prefix}x`, 'E:style']);
    expect(style(`${prefix}</style>`)).toEqual(['S:style', `T:${prefix}`, 'E:style']);
  });
  it('style raw data: close 7 state: U+0020, U+000A, /, > → end tag "style"', () => {
    for (const end of ['</style >', '</style\n>', '</style/>', '</style>']) {
      expect(style(`a${end}b`)).toEqual(['S:style', 'T:a', 'E:style', 'T:b']);
    }
  });
  it('style raw data: close 7 state: anything else emits "</style"', () => {
    expect(style('</styles></style>')).toEqual(['S:style', 'T:</styles>', 'E:style']);
  });
  it('a script end tag does not end style and vice versa', () => {
    expect(style('</script></style>')).toEqual(['S:style', 'T:</script>', 'E:style']);
  });
});
