import { describe, expect, it } from 'vitest';
import { createTokenizer, tokenize } from '../src/index.ts';
import type { SkyStartTagView, SkyToken } from '../src/index.ts';
import { EOF_ACTIONS, EndOfInput, State } from '../src/generated/states.ts';
import { SIG, streamed, toks } from './helpers.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('errata', () => {
  it('errata S1: bytes are UTF-8 decoded, invalid sequences become U+FFFD, a BOM is stripped', () => {
    const input = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(SIG), 0x61, 0xff, 0xc3, 0xa9, 0xe2, 0x82]);
    expect(tokenize(input, { context: 'application' }).tokens).toEqual([
      { type: 'text', value: 'a\uFFFD\u00e9\uFFFD', start: 16, end: 20 },
    ]);
  });
  it('errata S1: a UTF-16 BOM is not sniffed (UTF-8 only)', () => {
    const input = new Uint8Array([0xff, 0xfe, ...bytes(SIG)]);
    expect(tokenize(input, { context: 'application' }).isSky).toBe(false);
  });
  it('errata S1: one leading U+FEFF is stripped from string input; offsets count without it', () => {
    expect(tokenize(`\uFEFF${SIG}x`, { context: 'application' }).tokens).toEqual([
      { type: 'text', value: 'x', start: 16, end: 17 },
    ]);
    expect(tokenize(`\uFEFF\uFEFF${SIG}`, { context: 'application' }).isSky).toBe(false);
  });
  it('errata S1: a multi-byte sequence split across chunks is kept', () => {
    const all = bytes(`${SIG}\u{1F600}\u00e9`);
    const chunks = [...all].map((b) => new Uint8Array([b]));
    expect(streamed(chunks).tokens).toEqual([{ type: 'text', value: '\u{1F600}\u00e9', start: 16, end: 19 }]);
  });
  it('errata S2: CR LF → LF, lone CR → LF, NUL → U+FFFD in one pass (\\r\\r\\n → \\n\\n)', () => {
    expect(toks('a\r\r\nb\0\r')).toEqual(['T:a\n\nb\uFFFD\n']);
    expect(toks('<a\0 b\r\n=\r"x\r\ny">')).toEqual(['S:a\uFFFD b="x\ny"']);
  });
  it('errata S2: a CR ending a chunk waits for the next chunk', () => {
    expect(streamed([`${SIG}a\r`, '\nb']).tokens[0]).toMatchObject({ value: 'a\nb' });
    expect(streamed([`${SIG}a\r`, '', 'b\r']).tokens[0]).toMatchObject({ value: 'a\nb\n' });
  });
  it('errata S2: character references may produce U+000D and controls: kept', () => {
    expect(toks('&#13;&#10;&#x0D;&#1;')).toEqual(['T:\r\n\r\u0001']);
  });
  it('errata S3: offsets count the original input (CR LF is two characters)', () => {
    const { tokens } = tokenize(`${SIG}a\r\nb<c\r\nd>`, { context: 'application' });
    expect(tokens).toEqual([
      { type: 'text', value: 'a\nb', start: 16, end: 20 },
      { type: 'startTag', name: 'c', attributes: [{ name: 'd', value: '' }], start: 20, end: 26 },
    ]);
  });
  it('errata S4: a file that is exactly the signature is not a Sky file', () => {
    expect(tokenize('#!mojo mojo:sky', { context: 'application' })).toEqual({ tokens: [], ok: false, isSky: false });
    expect(tokenize('SKY MODULE', { context: 'module' })).toEqual({ tokens: [], ok: false, isSky: false });
    expect(tokenize('', { context: 'module' })).toEqual({ tokens: [], ok: false, isSky: false });
  });
  it('errata S4: the context picks the signature', () => {
    expect(tokenize('SKY MODULE ', { context: 'module' }).isSky).toBe(true);
    expect(tokenize('SKY MODULE ', { context: 'application' }).isSky).toBe(false);
  });
  it('errata S5: a ">" that is the last character still emits its tag', () => {
    expect(toks('<a>')).toEqual(['S:a']);
    expect(toks('<a/>')).toEqual(['S:a', 'E:a']);
  });
  it.each([
    ['data: nothing', 'x', ['T:x']],
    ['tag open: emit "<"', 'x<', ['T:x<']],
    ['close tag: emit "</"', 'x</', ['T:x</']],
    ['comment start 1: emit "<!"', 'x<!', ['T:x<!']],
    ['comment start 2: emit "<!-"', 'x<!-', ['T:x<!-']],
    ['script raw data: nothing', '<script>x', ['S:script', 'T:x']],
    ['raw data close N: emit the held prefix', '<script>x</scrip', ['S:script', 'T:x</scrip']],
    ['raw data close 8: emit "</script"', '<script>x</script', ['S:script', 'T:x</script']],
    ['style raw data close 7: emit "</style"', '<style></style', ['S:style', 'T:</style']],
    ['character reference: its raw text', 'x&', ['T:x&']],
    ['numeric reference: its raw text', 'x&#x4', ['T:x&#x4']],
    ['named reference: its raw text', 'x&amp', ['T:x&amp']],
    ['bad named reference: its raw text', 'x&abc', ['T:x&abc']],
    ['tag name: the tag is dropped', 'x<abc', ['T:x']],
    ['attribute value: the tag is dropped', 'x<a b="c', ['T:x']],
    ['reference in an attribute: the tag is dropped', 'x<a b="&amp', ['T:x']],
    ['void tag: the tag is dropped', 'x<a/', ['T:x']],
    ['unfinished end tag: dropped', '<script>x</script ', ['S:script', 'T:x']],
    ['comment: dropped', 'x<!-- y', ['T:x']],
    ['comment end 2: dropped', 'x<!-- y --', ['T:x']],
  ])('errata S6: end of input in %s', (_name, body, expected) => {
    expect(toks(body)).toEqual(expected);
  });
  it('errata S6: every state has its end-of-input action, one per state, assigned by name (no ranges)', () => {
    expect(EOF_ACTIONS).toHaveLength(State.BadNamedCharacterReference + 1);
    const action = (s: State) => EOF_ACTIONS.charCodeAt(s) - 0x30;
    expect(action(State.AfterSignature)).toBe(EndOfInput.FailSignature);
    expect(action(State.ConsumeRestOfLine)).toBe(EndOfInput.SkyFile);
    expect(action(State.StyleRawData)).toBe(EndOfInput.Nothing);
    expect(action(State.StyleRawDataClose7)).toBe(EndOfInput.RawText);
    expect(action(State.CommentStart2)).toBe(EndOfInput.Text);
    expect(action(State.Comment)).toBe(EndOfInput.DropTag);
    expect(action(State.NamedCharacterReferenceQUO)).toBe(EndOfInput.Reference);
  });
  it('errata S6: end of input in consume rest of line: a Sky file with no tokens', () => {
    expect(tokenize('#!mojo mojo:sky x', { context: 'application' })).toEqual({ tokens: [], ok: true, isSky: true });
  });
  it('errata S7: a raw text mismatch is reprocessed: if(a<b) keeps its b, <</script> closes', () => {
    expect(toks('<script>if(a<b)</script>')).toEqual(['S:script', 'T:if(a<b)', 'E:script']);
    expect(toks('<script><</script>')).toEqual(['S:script', 'T:<', 'E:script']);
  });
  it('errata S8: comment start fallbacks emit "<!" / "<!-" and reprocess; <!--> and <!---> open a comment', () => {
    expect(toks('<!a<!-b<!<c>')).toEqual(['T:<!a<!-b<!', 'S:c']);
    expect(toks('<!-->x-->y')).toEqual(['T:y']);
    expect(toks('<!--->x-->y')).toEqual(['T:y']);
  });
  it('errata S9: attribute values start empty', () => {
    expect(tokenize(`${SIG}<a b c=>`, { context: 'application' }).tokens[0]).toMatchObject({
      attributes: [
        { name: 'b', value: '' },
        { name: 'c', value: '' },
      ],
    });
  });
  it('errata S10: a reference at the start of an unquoted value (a=&amp; is "&")', () => {
    expect(toks('<x a=&amp; b=&lt>')).toEqual(['S:x a="&" b="&lt"']);
  });
  it('errata S11: unquoted value then ">" switches to the after tag state', () => {
    expect(toks('<script a=b>x<y></script>')).toEqual(['S:script a="b"', 'T:x<y>', 'E:script']);
  });
  it('errata S12: "close tag state state" is the close tag state', () => {
    expect(toks('</p>')).toEqual(['E:p']);
  });
  it('errata S12: "then and switch" is "then switch" (script and style enter raw data)', () => {
    expect(toks('<style><p></style>')).toEqual(['S:style', 'T:<p>', 'E:style']);
  });
  it('errata S13: failed references go to the return state (title="a&b" keeps the tag)', () => {
    expect(toks('<a title="x&y" u=&z v="&#">t')).toEqual(['S:a title="x&y" u="&z" v="&#"', 'T:t']);
  });
  it('errata S14: raw value is exactly the consumed text (&lx stays &lx)', () => {
    expect(toks('&lx &#x1g &#12a &am')).toEqual(['T:&lx &#x1g &#12a &am']);
  });
  it('errata S15: digits are consumed and the value saturates (a long run gives U+FFFD)', () => {
    expect(toks(`&#${'9'.repeat(400)};&#x${'f'.repeat(400)};&#${'0'.repeat(50)}65;`)).toEqual(['T:\uFFFD\uFFFDA']);
  });
  it('errata S16: a bad named reference ended by the quote gives U+FFFD', () => {
    expect(toks('<x a="x&ab" b=\'&f\'>')).toEqual(['S:x a="x\uFFFD" b="\uFFFD"']);
  });
  it('errata S17: text merges across comments; first duplicate attribute kept; end tags lose attributes', () => {
    expect(tokenize(`${SIG}a<!--c-->b</p x=1><i a=1 b=2 a=3 A=4>`, { context: 'application' }).tokens).toEqual([
      { type: 'text', value: 'ab', start: 16, end: 26 },
      { type: 'endTag', name: 'p', start: 26, end: 34 },
      {
        type: 'startTag',
        name: 'i',
        attributes: [
          { name: 'a', value: '1' },
          { name: 'b', value: '2' },
          { name: 'A', value: '4' },
        ],
        start: 34,
        end: 53,
      },
    ]);
  });
  it('errata S18: onStartTag sees each start tag after cleanup, in order, read-only, before the token is passed on', () => {
    const events: string[] = [];
    const seen: SkyStartTagView[] = [];
    const onStartTag = (tag: SkyStartTagView) => {
      seen.push(tag);
      events.push(`cb:${tag.name}:${tag.attributes.map((a) => a.name + a.value).join(',')}`);
    };
    const stream = createTokenizer({
      context: 'application',
      onStartTag,
      onToken: (t: SkyToken) => events.push(`tok:${t.type}`),
    });
    stream.write(`${SIG}<a x=1 x=2><b/></a>`);
    stream.end();
    expect(events).toEqual(['cb:a:x1', 'tok:startTag', 'cb:b:', 'tok:startTag', 'tok:endTag', 'tok:endTag']);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(Object.isFrozen(seen[0]!.attributes)).toBe(true);
    expect(Object.isFrozen(seen[0]!.attributes[0])).toBe(true);
    // It cannot influence tokenising (or the tokens).
    const tokens = tokenize(`${SIG}<a x=1>`, { context: 'application', onStartTag: () => {} }).tokens;
    expect(tokens).toEqual(tokenize(`${SIG}<a x=1>`, { context: 'application' }).tokens);
  });
});

describe('not bugs (sky-errata.md): stay literal', () => {
  it.each([
    ['TAB is a tag-name character', '<a\tb>', ['S:a\tb']],
    ['only the first tag-name character is restricted', '<a<b>', ['S:a<b']],
    ['any element may be void', '<p/>', ['S:p', 'E:p']],
    ['<script/> is void and does not enter raw data', '<script/><b>', ['S:script', 'E:script', 'S:b']],
    ['</> is text', '</>', ['T:</>']],
    ['<!DOCTYPE x> is text', '<!DOCTYPE x>', ['T:<!DOCTYPE x>']],
    ['&#x; gives U+FFFD', '&#x;', ['T:\uFFFD']],
    ['&xyz; stays literal', '&xyz;', ['T:&xyz;']],
    ['&LT; stays literal', '&LT;', ['T:&LT;']],
    ['&abc; gives U+FFFD', '&abc;', ['T:\uFFFD']],
    ['&#65x is text', '&#65x', ['T:&#65x']],
    ['</SCRIPT> does not end a script', '<script></SCRIPT>x', ['S:script', 'T:</SCRIPT>x']],
    ['names are case sensitive', '<A B=1></a>', ['S:A B="1"', 'E:a']],
    ['text is never trimmed', '  x  ', ['T:  x  ']],
  ])('%s: %s', (_name, body, expected) => {
    expect(toks(body)).toEqual(expected);
  });
});
