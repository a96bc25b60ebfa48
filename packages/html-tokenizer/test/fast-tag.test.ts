// The fast paths (Tokenizer.fastTag, the Data state's terminated references)
// against the states alone, as one property (issue #31, "Fast paths with one
// discipline"): for any input and chunking, `fastPaths: true` and `false` give
// the same output: low-level calls, tokens, errors with their spans, and
// highlighting spans (`samePaths`). Each case below is an instance of it, and
// is also checked to reach the fast path at all, so that the comparison
// cannot pass by never taking it. The conformance suites and fuzz targets run
// both ways too (tools/fast-paths.mjs, `FORGIVING_FAST_PATHS=off`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TokenizerCallbacks } from '../src/callbacks.ts';
import { splitLines } from '../src/highlight.ts';
import { scanLine, startLineState } from '../src/line-state.ts';
import { scan } from '../src/scan.ts';
import { TAG_NAMES, tagId } from '../src/tag-names.ts';
import { Tokenizer } from '../src/tokenizer.ts';
import { lowCallbacks, record, split } from './helpers.ts';

/** Every low-level call, values copied (the attribute arrays are reused). */
function calls(chunks: readonly string[], fastPaths: boolean): unknown[] {
  const out: unknown[] = [];
  const t: Tokenizer = new Tokenizer(
    {
      text: (start, end) => void out.push(['text', t.offsetAt(start), t.offsetAt(end), t.buffer.slice(start, end)]),
      textValue: (...args) => void out.push(['textValue', ...args]),
      // `tagId`: the fast path finds the id by its hash table, the states by the name.
      startTag: (name, names, values, count, selfClosing, start, end) =>
        void out.push([
          'startTag',
          name,
          t.tagId,
          names.slice(0, count),
          values.slice(0, count),
          selfClosing,
          start,
          end,
        ]),
      endTag: (...args) => void out.push(['endTag', t.tagId, ...args]),
      comment: (...args) => void out.push(['comment', ...args]),
      doctype: (...args) => void out.push(['doctype', ...args]),
      error: (...args) => void out.push(['error', ...args]),
      eof: (offset) => void out.push(['eof', offset, t.lastStartTag]),
    } satisfies TokenizerCallbacks,
    { fastPaths },
  );
  for (const chunk of chunks) t.write(chunk);
  t.end();
  return out;
}

/**
 * The property: the same output with fast paths on and off, for this
 * chunking: the low-level calls, the sink's tokens and errors (with lines,
 * columns and offsets) with and without the content-model guess, and the
 * highlighting spans of the whole input.
 */
function samePaths(chunks: readonly string[]): void {
  expect(calls(chunks, true)).toEqual(calls(chunks, false));
  for (const guessContentModel of [true, false]) {
    expect(record(chunks, { guessContentModel, fastPaths: true })).toEqual(
      record(chunks, { guessContentModel, fastPaths: false }),
    );
  }
  const input = chunks.join('');
  expect(scan(input, { fastPaths: true })).toEqual(scan(input, { fastPaths: false }));
}

const PIECES = [
  '<',
  '</',
  '>',
  '/>',
  '/',
  ' ',
  '\n',
  '\t',
  '\f',
  '\r\n',
  '=',
  '"',
  "'",
  '`',
  '&',
  '&amp;',
  '&lt',
  '&notin;',
  '&noti;',
  '&#39;',
  '&#',
  '&#x27;',
  '&#0;',
  '&#128;',
  '&#1114112',
  '7',
  ';',
  '\0',
  '\x01',
  'a',
  'B',
  'div',
  'DIV',
  'title',
  'x-y',
  'id',
  'class',
  'ID',
  '"v"',
  "'w'",
  'v',
  '-',
  '!',
  '?',
  'é',
  '\ud83d\ude00',
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((p) => p.join(''));
const ATTRS = [
  ' id="a"',
  " class='b c'",
  ' x=1',
  ' hidden',
  ' ID=2',
  ' id=x',
  ' a = "b"',
  '\ndata-x=""',
  ' b=/',
  ' c',
  ' e=',
  ' f =\n',
  ' g=h&amp;',
  " g='\0'",
  // Quoted values with references: decoded by fastTag, or (an error) left to the states.
  ' r="&amp;x"',
  " r='a&lt;b&#39;c&#X41;'",
  ' r="&lt x"',
  ' r="&b=1&c"',
  " r='&copy=2&notit;'",
  ' r="&xyz;"',
  ' r="&#0;&#;&#x;"',
  " r='& ;&;&'",
  ' r="&#39"',
];
const tag = fc
  .tuple(
    fc.constantFrom('<', '</'),
    // Known names in any case (the id comes from a hash table on the fast
    // path), near-names, and `@`/`[` whose `| 0x20` folds onto other codes.
    fc.constantFrom(
      'a',
      'div',
      'Span',
      'x-foo',
      'svg',
      'title',
      'DIV',
      'H1',
      'h7',
      'tItLe',
      'foreignObject',
      'Annotation-XML',
      'sv@',
      'b[',
      'b{',
    ),
    fc.array(fc.constantFrom(...ATTRS), { maxLength: 20 }),
    fc.constantFrom('>', '/>', ' >', ' />', ''),
  )
  .map(([open, name, attrs, close]) => `${open}${name}${attrs.join('')}${close}`);
const doc = fc.array(fc.oneof(tag, text), { maxLength: 12 }).map((p) => p.join(''));

/** How many tags took the fast path. */
function fastTags(input: string): number {
  let n = 0;
  const t = new Tokenizer(lowCallbacks());
  const fastTag = (t as unknown as { fastTag(i: number): boolean }).fastTag;
  (t as unknown as { fastTag(i: number): boolean }).fastTag = function (this: Tokenizer, i: number) {
    const taken = fastTag.call(this, i);
    if (taken) n++;
    return taken;
  };
  t.end(input);
  return n;
}

describe('fast paths = the states alone', () => {
  it('the same output on generated input, whole and in any chunking (property)', () => {
    fc.assert(
      fc.property(doc, fc.array(fc.nat(300), { maxLength: 4 }), (input, cuts) => {
        samePaths([input]);
        samePaths(split(input, cuts));
      }),
      { numRuns: Number(process.env.RUNS ?? 1000) },
    );
  });

  it('line by line from the line state, as an editor highlights: the same spans and states (property)', () => {
    const lines = (input: string, fast: boolean) => {
      let state = startLineState();
      return splitLines(input).map((line) => {
        const result = scanLine(line, state, fast);
        state = result.state;
        return result;
      });
    };
    fc.assert(
      fc.property(doc, (input) => {
        expect(lines(input, true)).toStrictEqual(lines(input, false));
      }),
      { numRuns: Number(process.env.RUNS ?? 300) },
    );
  });

  it.each([
    ['<div id="a" class=\'b\' x=1 hidden>t</div>', 2],
    ['<A HREF=x>y</A>', 2],
    ['<br/><img src="i.png" />', 2],
    ['<p id=1 id=2>', 0], // duplicate-attribute: the states report it
    ['<a b="&amp;">', 1], // a character reference: decoded by fastTag (#quotedValue)
    ['<a b="&amp;" b>', 0], // then a duplicate: the states from the `<`
    ["<a x=1 b='&#1;' c>", 1], // a numeric reference's error: the states from the quote on (handOff)
    ['<a b="c\0d">', 1], // and a NUL
    ['<A X=1 b="&lt x" x b>', 1], // duplicates after the hand-off: the names before it are known to the states
    ['<a b="no closing quote', 1], // no closing quote in the buffer: the states from the quote on
    ['<a b=c/>', 1], // an unquoted value takes the `/`
    ['<a b="c"d>', 0], // missing-whitespace-between-attributes
    ['</a >', 0],
  ])('%s: %i fast', (input, fast) => {
    expect(fastTags(input)).toBe(fast);
    samePaths([input]);
  });

  it('finds every listed name by its hash table, in any case (the probe is written out in fastTag)', () => {
    for (const name of TAG_NAMES.slice(1)) {
      for (const spelled of [name, name.toUpperCase(), name[0]!.toUpperCase() + name.slice(1)]) {
        const input = `<${spelled}></${spelled}><${spelled}x>`;
        expect(fastTags(input)).toBe(3);
        const got = calls([input], true);
        samePaths([input]);
        expect(
          got
            .filter((c) => (c as unknown[])[0] !== 'eof')
            .map((c) => ((c as unknown[])[0] === 'startTag' ? (c as unknown[])[2] : (c as unknown[])[1])),
        ).toEqual([tagId(name), tagId(name), tagId(`${name}x`)]);
      }
    }
  });

  it('finds no listed name for any other name of up to 4 characters (packed comparison)', () => {
    const codes = 'abcdefghijklmnopqrstuvwxyz0123456789-';
    const names: string[] = [];
    for (const a of codes.slice(0, 26)) {
      names.push(a);
      for (const b of codes) {
        names.push(a + b);
        for (const c of codes) names.push(a + b + c);
      }
    }
    // The last 4 characters of every longer name (a tag when they begin with
    // a letter), and non-ASCII after a letter.
    for (const name of TAG_NAMES) {
      const last = name.slice(-4);
      if (name.length > 4 && /^[a-z]/.test(last)) names.push(last, last.toUpperCase());
    }
    // A code past U+00FF would spill into the byte before it ('b' U+0272 packs
    // as "br" without the guard) and these hash into the chain of the name.
    names.push('a\u00e9', 'ab\u0161', 'h\u0131', 'tab\u2028', 'b\u0272', 'B\u0252', 'cod\u0465', 'bas\u0265');
    const input = names.map((name) => `<${name}>`).join('');
    const ids: number[] = [];
    const t = new Tokenizer({
      text() {},
      textValue() {},
      startTag: () => void ids.push(t.tagId),
      endTag() {},
      comment() {},
      doctype() {},
      error() {},
      eof() {},
    });
    t.end(input);
    expect(fastTags(input)).toBe(names.length);
    expect(ids).toEqual(names.map((name) => tagId(name.toLowerCase())));
  });

  it.each([
    ['x &amp; y', true], // terminated, known: read by the Data state
    ['x &notin; y', true],
    ['x &lt y', false], // no semicolon: the states report it
    ['x &noti; y', false], // `&not` then `i;`: the states
    // 13.2.5.75-79: `&#` and a decimal digit: read by the Data state
    ['x &#39; y', true],
    ['x &#39y', true], // missing `;`: reported there, `y` read by the Data state
    ['x &#0;&#128; y', true], // the numeric end state's errors and replacements
    ['x &#39', true], // digits up to the buffer's end: the digit state goes on
    ['x &#x27; y', false], // hexadecimal: the states
    ['x &#; y', false], // absence of digits: the states
    ['x &#', false],
    ['x &amp;', false], // at the buffer's end: the states (it may go on in the next chunk)
  ])('text reference %s: read without the reference states: %s', (input, fast) => {
    const work = (on: boolean) => {
      const t = new Tokenizer(lowCallbacks(), { fastPaths: on });
      t.end(input);
      return t.work;
    };
    // Each reference state is one more dispatch, counted in `work`.
    expect(work(true) < work(false)).toBe(fast);
    samePaths([input]);
  });

  it.each([
    ['<a b="&amp;">', true],
    ['<a b="x&lt;y&#39;z&#x41;&#X42;">', true],
    ['<a b="&b=1&c &copy=2 &notit; & &; &">', true], // left as written, no error
    ['<a b="&lt x">', false], // missing-semicolon-after-character-reference
    ['<a b="&xyz;">', false], // unknown-named-character-reference
    ['<a b="&#0;">', false], // null-character-reference
    ['<a b="&#x;">', false], // absence-of-digits-in-numeric-character-reference
    ['<a b="&#39">', false], // missing `;`
  ])('quoted value %s: its references decoded by fastTag: %s', (input, decoded) => {
    // With `attributeValueReplaced` (highlighting) every such value goes to the states from its quote:
    // the same work (which counts dispatches and characters walked) exactly when fastTag left it to them too.
    const work = (replaced: boolean) => {
      const t = new Tokenizer(replaced ? { ...lowCallbacks(), attributeValueReplaced() {} } : lowCallbacks());
      t.end(input);
      return t.work;
    };
    expect(fastTags(input)).toBe(1);
    expect(work(false) !== work(true)).toBe(decoded);
    samePaths([input]);
  });

  it('generated input reaches the fast path', () => {
    const samples = fc.sample(doc, { numRuns: 200, seed: 1 });
    expect(samples.reduce((n, input) => n + fastTags(input), 0)).toBeGreaterThan(30);
  });
});
