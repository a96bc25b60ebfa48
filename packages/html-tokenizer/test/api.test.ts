// The public API: tokenize options, the sink layer and how tree construction
// drives it (setState from inside startTag, setForeign, lastStartTag).
import { describe, expect, it } from 'vitest';
import {
  type HtmlTokenSink,
  State,
  StreamMisuseError,
  TAG_ID,
  createTokenizer,
  stateByName,
  tokenize,
} from '../src/index.ts';
import { record, show } from './helpers.ts';

describe('tokenize', () => {
  it('takes html5lib state names', () => {
    expect(show('<a>', { state: 'RCDATA state' }).tokens).toBe('T:<a>');
    expect(stateByName('Script data state')).toBe(State.ScriptData);
    expect(stateByName('constructor')).toBeUndefined();
  });

  it('merges adjacent characters into one text token', () => {
    expect(tokenize('a&amp;b</>c').tokens).toEqual([{ type: 'text', value: 'a&bc', start: 0, end: 11 }]);
  });

  it('gives token objects with offsets', () => {
    expect(tokenize('<!doctype html><p id=a>x</p><!--c-->').tokens).toEqual([
      { type: 'doctype', name: 'html', publicId: null, systemId: null, forceQuirks: false, start: 0, end: 15 },
      { type: 'startTag', name: 'p', attributes: [{ name: 'id', value: 'a' }], selfClosing: false, start: 15, end: 23 },
      { type: 'text', value: 'x', start: 23, end: 24 },
      { type: 'endTag', name: 'p', start: 24, end: 28 },
      { type: 'comment', value: 'c', start: 28, end: 36 },
    ]);
  });
});

describe('guessContentModel', () => {
  it.each([
    ['title', '<title><b>&amp;</title>', 'S:title | T:<b>& | E:title'],
    ['textarea', '<textarea><b></textarea>', 'S:textarea | T:<b> | E:textarea'],
    ['style', '<style><b>&amp;</style>', 'S:style | T:<b>&amp; | E:style'],
    ['xmp', '<xmp><b></xmp>', 'S:xmp | T:<b> | E:xmp'],
    ['iframe', '<iframe><b></iframe>', 'S:iframe | T:<b> | E:iframe'],
    ['noembed', '<noembed><b></noembed>', 'S:noembed | T:<b> | E:noembed'],
    ['noframes', '<noframes><b></noframes>', 'S:noframes | T:<b> | E:noframes'],
    ['script', '<script>a<b</script>', 'S:script | T:a<b | E:script'],
    ['plaintext', '<plaintext></plaintext>', 'S:plaintext | T:</plaintext>'],
  ])('%s switches the state', (_name, input, tokens) => {
    expect(show(input, { guessContentModel: true }).tokens).toBe(tokens);
  });

  it('noscript is RAWTEXT only with scripting', () => {
    expect(show('<noscript><b></noscript>', { guessContentModel: true }).tokens).toBe(
      'S:noscript | T:<b> | E:noscript',
    );
    expect(show('<noscript><b></noscript>', { guessContentModel: true, scripting: false }).tokens).toBe(
      'S:noscript | S:b | E:noscript',
    );
  });

  // The guess treats an integration point's content as HTML: right once an
  // HTML element is open in it, a bogus comment where the Standard (and
  // html-tree, which sets the flag exactly) takes CDATA at the integration
  // point itself (README, Spec notes: guessContentModel).
  it('CDATA only inside svg / math, guessed as HTML in their integration points', () => {
    const on = { guessContentModel: true };
    expect(show('<math><![CDATA[x]]></math>', on).tokens).toBe('S:math | T:x | E:math');
    expect(show('<svg></svg><![CDATA[x]]>', on).tokens).toBe('S:svg | E:svg | C:[CDATA[x]]');
    expect(show('<svg><foreignObject><![CDATA[x]]>', on).tokens).toBe('S:svg | S:foreignobject | C:[CDATA[x]]');
    expect(show('<svg><p><![CDATA[x]]>', on).tokens).toBe('S:svg | S:p | C:[CDATA[x]]');
    expect(show('<svg><title><b></title>', on).tokens).toBe('S:svg | S:title | S:b | E:title');
  });

  it('false gives the pure tokenizer', () => {
    expect(show('<title><b>', { guessContentModel: false }).tokens).toBe('S:title | S:b');
  });
});

describe('createTokenizer (how html-tree drives it)', () => {
  it('re-reads the state set from inside startTag', () => {
    const out: string[] = [];
    const tokenizer = createTokenizer({
      guessContentModel: false,
      sink: {
        text: (v) => void out.push(`T:${v}`),
        startTag: (name, id) => {
          out.push(`S:${name}`);
          if (id === TAG_ID.textarea) tokenizer.setState(State.RCDATA);
        },
        endTag: (name) => void out.push(`E:${name}`),
        comment: () => {},
        doctype: () => {},
      },
    });
    tokenizer.write('<textarea><b></text');
    tokenizer.write('area>');
    tokenizer.end();
    expect(out).toEqual(['S:textarea', 'T:<b>', 'E:textarea']);
  });

  it('setForeign lets <![CDATA[ open a CDATA section', () => {
    const texts: string[] = [];
    const sink: HtmlTokenSink = {
      text: (v) => void texts.push(v),
      startTag: () => {},
      endTag: () => {},
      comment: (v) => void texts.push(`comment ${v}`),
      doctype: () => {},
    };
    const tokenizer = createTokenizer({ sink, guessContentModel: false });
    tokenizer.setForeign(true);
    tokenizer.end('<![CDATA[<x>]]>');
    expect(texts).toEqual(['<x>']);
  });

  it('setLastStartTag decides the appropriate end tag', () => {
    const ends: string[] = [];
    const tokenizer = createTokenizer({
      guessContentModel: false,
      state: State.RAWTEXT,
      sink: {
        text: () => {},
        startTag: () => {},
        endTag: (n) => void ends.push(n),
        comment: () => {},
        doctype: () => {},
      },
    });
    tokenizer.setLastStartTag('style');
    tokenizer.end('</x></style>');
    expect(ends).toEqual(['style']);
    expect(tokenizer.state).toBe(State.Data);
  });

  it('calls eof last, after the pending text', () => {
    expect(record(['a']).slice(-2)).toEqual([
      ['text', 'a', 0, 1],
      ['eof', 1],
    ]);
  });

  it('accepts byte chunks, a UTF-8 sequence split across them', () => {
    const bytes = new TextEncoder().encode('<p>é</p>');
    expect(record([bytes.slice(0, 4), bytes.slice(4)], { encoding: 'utf-8' })).toEqual(record(['<p>é</p>']));
  });
});

describe('streamed gb18030 never throws (issue 13 item 11: Node TextDecoder stream mode throws)', () => {
  it('byte chunks in gb18030 split after 81 30 (Node throws on the next chunk) give the whole-input tokens', () => {
    // Past the 1024 bytes held for the prescan, so that the chunks really stream.
    const head = new TextEncoder().encode(`<p>${'a'.repeat(1100)}`);
    const bytes = new Uint8Array(head.length + 6);
    bytes.set(head);
    bytes.set([0x81, 0x30, 0x3c, 0x2f, 0x70, 0x3e], head.length); // 81 30 "</p>"
    const cut = head.length + 2;
    const whole = record([bytes], { encoding: 'gb18030' });
    expect(whole[1]).toEqual(['text', `${'a'.repeat(1100)}\uFFFD0`, 3, 1105]);
    // Node throws when the chunk after 81 30 is short: "<" alone.
    const parts = [bytes.subarray(0, cut), bytes.subarray(cut, cut + 1), bytes.subarray(cut + 1)];
    expect(record(parts, { encoding: 'gb18030' })).toEqual(whole);
  });
});

describe('prototype safety', () => {
  it('names that are Object.prototype members are ordinary names', () => {
    expect(show('<constructor __proto__=1 toString=2 __proto__=3>&constructor;&__proto__;</hasOwnProperty>')).toEqual({
      tokens: 'S:constructor[__proto__=1,tostring=2] | T:&constructor;&__proto__; | E:hasownproperty',
      errors: 'duplicate-attribute, unknown-named-character-reference', // `&_` is no reference at all
    });
    expect(tokenize('<a>', { state: 'toString' }).tokens).toHaveLength(1);
  });
});

describe('stream contract (ARCHITECTURE.md, "Stream lifecycle")', () => {
  const sink = { text() {}, startTag() {}, endTag() {}, comment() {}, doctype() {} };
  it('end() returns { ok }: false once a parse error was found, with or without an error sink', () => {
    const clean = createTokenizer({ sink });
    clean.write('<p>x');
    expect(clean.end()).toEqual({ ok: true });
    const broken = createTokenizer({ sink });
    broken.write('<p x x>');
    expect(broken.end('&amp')).toEqual({ ok: false });
    expect(tokenize('<p x x>').ok).toBe(false);
  });
  it('misuse throws StreamMisuseError: a bad chunk (the stream goes on), write after end, end twice', () => {
    const t = createTokenizer({ sink });
    expect(() => t.write(null as never)).toThrow(StreamMisuseError);
    t.write(new TextEncoder().encode('<p>'));
    t.end();
    expect(() => t.write('x')).toThrow(expect.objectContaining({ code: 'write-after-end' }));
    expect(() => t.end()).toThrow('createTokenizer: end-after-end');
  });
});
