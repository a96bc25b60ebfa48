// Issue #28 item 3: one stream fed byte chunks and string chunks, mixed at
// random, gives exactly what the whole input as one string gives: the text is
// the strings and the decoded bytes in the order written (the stream
// contract's MixedChunks, @forgiving/char-ref), for every chunking. Before the
// fix, bytes held for encoding sniffing (HTML's 1024-byte prescan, XML's
// declaration) came after a later string: `write(bytes('<p>a')); write('b</p>')`
// tokenized as "b" </p> <p> "a".
import { type CreateTokenizerOptions, createTokenizer } from '@forgiving/html-tokenizer';
import { createTokenizer as createSkyTokenizer } from '@forgiving/sky-tokenizer';
import { createTreeBuilder as createSkyTreeBuilder } from '@forgiving/sky-tree';
import { createXmlParser, createXmlTreeBuilder } from '@forgiving/xml-er';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

type Chunk = string | Uint8Array;
const utf8 = new TextEncoder();

const PIECES = [
  '<',
  '>',
  '/',
  '</',
  '<p>',
  '</p>',
  '<a b="c">',
  '<x/>',
  '</a>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '&amp;',
  '&#x41;',
  '&lt',
  'text',
  ' ',
  '\n',
  '\r',
  '\r\n',
  'é',
  '€',
  '\ud83d\ude00',
  '\u00a0',
  '<script>',
  '</script>',
  '=',
  '"',
];

/**
 * A document split into chunks of random kinds: the code points are cut into
 * runs, each run a string or UTF-8 bytes, and each byte run cut again
 * anywhere (inside a sequence too).
 */
const mixed = fc
  .tuple(
    fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }),
    fc.array(fc.tuple(fc.nat(400), fc.boolean(), fc.array(fc.nat(12), { maxLength: 3 })), { maxLength: 12 }),
  )
  .map(([pieces, cuts]) => {
    const text = pieces.join('');
    const points = Array.from(text);
    const chunks: Chunk[] = [];
    let at = 0;
    const sorted = [...cuts].sort((a, b) => a[0] - b[0]);
    for (const [cut, asBytes, inner] of [...sorted, [points.length, true, []] as [number, boolean, number[]]]) {
      const end = Math.min(points.length, Math.max(at, cut));
      const run = points.slice(at, end).join('');
      at = end;
      if (!asBytes) {
        chunks.push(run);
        continue;
      }
      const bytes = utf8.encode(run);
      let from = 0;
      for (const size of inner) {
        chunks.push(bytes.subarray(from, Math.min(bytes.length, from + size)));
        from = Math.min(bytes.length, from + size);
      }
      chunks.push(bytes.subarray(from));
    }
    return { text, chunks };
  });

/** The html tokenizer's sink calls, errors with their places. */
function record(chunks: readonly Chunk[], options: Omit<CreateTokenizerOptions, 'sink'> = {}): unknown[] {
  const calls: unknown[] = [];
  const tokenizer = createTokenizer({
    ...options,
    sink: {
      text: (value, start, end) => void calls.push(['text', value, start, end]),
      startTag: (name, _id, attributes, selfClosing, start, end) =>
        void calls.push(['startTag', name, attributes.map((a) => [a.name, a.value]), selfClosing, start, end]),
      endTag: (name, _id, start, end) => void calls.push(['endTag', name, start, end]),
      comment: (value, start, end) => void calls.push(['comment', value, start, end]),
      doctype: (...args) => void calls.push(['doctype', ...args]),
      error: (e) => void calls.push(['error', e.code, e.offset, e.endOffset, e.line, e.column]),
    },
  });
  for (const chunk of chunks) tokenizer.write(chunk);
  calls.push(tokenizer.end());
  return calls;
}

function xmlEvents(chunks: readonly Chunk[]): unknown[] {
  const events: unknown[] = [];
  const parser = createXmlParser({
    onOpenTag: (tag) => void events.push(['open', tag.name, tag.attributes]),
    onCloseTag: (name) => void events.push(['close', name]),
    onText: (value) => void events.push(['text', value]),
    onComment: (value) => void events.push(['comment', value]),
    onError: (error) =>
      void events.push(['error', error.code, error.offset, error.endOffset, error.line, error.column]),
  });
  for (const chunk of chunks) parser.write(chunk);
  events.push(parser.end());
  return events;
}

function skyTokens(chunks: readonly Chunk[]): unknown[] {
  const tokens: unknown[] = [];
  const stream = createSkyTokenizer({ context: 'application', onToken: (token) => void tokens.push(token) });
  for (const chunk of chunks) stream.write(chunk);
  tokens.push(stream.end());
  return tokens;
}

function skyTree(chunks: readonly Chunk[]): unknown {
  const builder = createSkyTreeBuilder({ context: 'application', positions: true });
  for (const chunk of chunks) builder.write(chunk);
  return builder.end();
}

function xmlTree(chunks: readonly Chunk[]): unknown {
  const builder = createXmlTreeBuilder({ positions: true });
  for (const chunk of chunks) builder.write(chunk);
  return builder.end();
}

const SKY = '#!mojo mojo:sky\n';

describe('issue 28 item 3: byte and string chunks mixed in one stream', () => {
  it('the issue: html createTokenizer keeps the order (bytes, then a string)', () => {
    expect(record([utf8.encode('<p>a'), 'b</p>'], { encoding: 'utf-8' })).toEqual(record(['<p>ab</p>']));
  });

  it('the issue: createXmlParser keeps the order and reports nothing false', () => {
    const events = xmlEvents([utf8.encode('<p>a'), 'b</p>']);
    expect(events).toEqual(xmlEvents(['<p>ab</p>']));
    expect(events.filter((e) => Array.isArray(e) && e[0] === 'error')).toEqual([]);
  });

  it('xml: an invalid byte sequence after a string is reported at its place in the whole text', () => {
    const bytes = new Uint8Array([0x3c, 0x72, 0x3e, 0x61, 0x62, 0x63, 0xff, 0x64, 0x3c, 0x2f, 0x72, 0x3e]);
    const whole = xmlEvents([bytes]);
    expect(whole.filter((e) => Array.isArray(e) && e[0] === 'error')).toHaveLength(1);
    expect(xmlEvents(['<r>ab', bytes.subarray(5, 8), '</r>'])).toEqual(whole);
  });

  it('a string ends a byte sequence split around it, as the end of input would (U+FFFD)', () => {
    const euro = utf8.encode('€');
    expect(record([euro.subarray(0, 1), 'x', euro.subarray(1)], { encoding: 'utf-8' })).toEqual(
      record(['\ufffdx\ufffd\ufffd']),
    );
  });

  it('html tokenizer: every mix of kinds gives the whole string’s sink calls', () => {
    fc.assert(
      fc.property(mixed, ({ text, chunks }) => {
        expect(record(chunks, { encoding: 'utf-8' })).toEqual(record([text]));
      }),
      { numRuns: 300 },
    );
  });

  it('xml parser: every mix of kinds gives the whole string’s events and errors', () => {
    fc.assert(
      fc.property(mixed, ({ text, chunks }) => {
        expect(xmlEvents(chunks)).toEqual(xmlEvents([text]));
      }),
      { numRuns: 300 },
    );
  });

  it('xml tree builder: every mix of kinds gives the whole string’s tree and errors', () => {
    fc.assert(
      fc.property(mixed, ({ text, chunks }) => {
        expect(xmlTree(chunks)).toEqual(xmlTree([text]));
      }),
      { numRuns: 200 },
    );
  });

  it('sky tokenizer and tree builder: every mix of kinds gives the whole string’s tokens and tree', () => {
    fc.assert(
      fc.property(mixed, ({ text, chunks }) => {
        expect(skyTokens([SKY, ...chunks])).toEqual(skyTokens([SKY + text]));
        expect(skyTree([utf8.encode(SKY), ...chunks])).toEqual(skyTree([SKY + text]));
      }),
      { numRuns: 200 },
    );
  });
});
