// Chunk-split invariance and never-throw (issue #15, "Reliability"): the
// sink calls, errors included, are identical for every chunking.
import { LineIndex } from '@forgiving/char-ref';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../src/index.ts';
import { record, split } from './helpers.ts';

const FRAGMENTS = [
  '<',
  '>',
  '/',
  '</',
  '<!',
  '<!--',
  '-->',
  '--',
  '-',
  '!',
  '<?',
  '?',
  '?>',
  '<?x',
  '<?xml',
  '-stylesheet',
  '_',
  '&',
  '&#',
  '&#x',
  '#',
  ';',
  'x',
  'X',
  '9',
  'f',
  '&amp',
  '&amp;',
  '&not',
  '&notin;',
  '&noti',
  '&AElig',
  '&#x41;',
  '&#65',
  '&#x110000;',
  '&#0;',
  '&#x80;',
  '&#xD800;',
  '=',
  '"',
  "'",
  '`',
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\f',
  '\0',
  '\u0001',
  '\u007f',
  '\ufdd0',
  '\uffff',
  '\ud83d\ude00',
  '\ud800',
  '\udc00',
  '\ud83f\udffe',
  'a',
  'b',
  'div',
  'DIV',
  'script',
  'SCRIPT',
  'title',
  'style',
  'textarea',
  'plaintext',
  'svg',
  'math',
  '<svg>',
  '</svg>',
  '<math>',
  'foreignObject',
  '[CDATA[',
  '<![CDATA[',
  ']]>',
  ']',
  'DOCTYPE',
  'doctype',
  '<!DOCTYPE',
  ' PUBLIC',
  ' SYSTEM',
  'public',
  'html',
  '<script>',
  '</script>',
  '<!--<script>',
  '<title>',
  '</title>',
  '<style>',
  '</style>',
  '<textarea>',
  '<noscript>',
  '<xmp>',
  '<plaintext>',
  'é',
  '中',
];

const html = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((parts) => parts.join(''));

describe('chunk-split invariance', () => {
  it('any split gives the same sink calls as the whole input (property)', () => {
    fc.assert(
      fc.property(html, fc.array(fc.nat(400), { maxLength: 8 }), fc.boolean(), (text, cuts, guess) => {
        const whole = record([text], { guessContentModel: guess });
        expect(record(split(text, cuts), { guessContentModel: guess })).toEqual(whole);
      }),
      { numRuns: Number(process.env.RUNS ?? 600) },
    );
  });

  it('one character per chunk gives the same sink calls (property)', () => {
    fc.assert(
      fc.property(html, (text) => {
        expect(record([...text].flatMap((ch) => (ch.length === 2 ? [ch[0]!, ch[1]!] : [ch])))).toEqual(record([text]));
      }),
      { numRuns: Number(process.env.RUNS ?? 300) },
    );
  });

  it('a chunk with CRs, tokenized in 64 kB slices, gives the calls of small chunks (property)', () => {
    // Tokenizer#feed slices a long chunk that holds a CR at every 2^16
    // characters: a slice edge may fall anywhere in a token or a CR LF.
    fc.assert(
      fc.property(fc.integer({ min: 65536 - 48, max: 65536 }), html, (pad, tail) => {
        const text = `${'a\r\n'.repeat(pad / 3)}${'b'.repeat(pad % 3)}${tail}\r\n<p a="\r\n">`;
        const small = split(
          text,
          Array.from({ length: Math.ceil(text.length / 4096) }, (_, k) => k * 4096),
        );
        expect(record([text])).toEqual(record(small));
      }),
      { numRuns: Number(process.env.RUNS ?? 60) },
    );
  });

  it.each([
    ['inside CR LF', 'a\r\nb\r\n\r\nc', [2]],
    ['inside a surrogate pair', 'x\ud83d\ude00y', [2]],
    ['inside a character reference', 'a &notin; b &#x1F600; c &amp', [5, 14, 26]],
    ['inside </script', '<script>a</script>b', [11, 13, 15]],
    ['inside <!--', 'a<!-- x -->b', [2, 3, 4]],
    ['inside <![CDATA[', '<svg><![CDATA[x]]></svg>', [7, 10, 16]],
    ['inside a DOCTYPE keyword', '<!DOCTYPE html PUBLIC "x" "y">', [4, 17, 19]],
  ])('%s', (_name, text, cuts) => {
    expect(record(split(text, cuts))).toEqual(record([text]));
  });
});

describe('error spans', () => {
  it('every error ends at or after its start, inside the input, with the points of both offsets (property)', () => {
    fc.assert(
      fc.property(html, (text) => {
        const lines = new LineIndex(text);
        for (const error of tokenize(text).errors) {
          expect(error.offset).toBeLessThanOrEqual(error.endOffset);
          expect(error.endOffset).toBeLessThanOrEqual(text.length);
          expect(lines.point(error.offset)).toEqual({ line: error.line, column: error.column, offset: error.offset });
          expect(lines.point(error.endOffset)).toEqual({
            line: error.endLine,
            column: error.endColumn,
            offset: error.endOffset,
          });
        }
      }),
      { numRuns: Number(process.env.RUNS ?? 300) },
    );
  });
});

describe('never throws', () => {
  it('on any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(() => tokenize(text)).not.toThrow();
        expect(() => tokenize(text, { guessContentModel: false, state: 'CDATA section state' })).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('on any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(() => tokenize(bytes)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
