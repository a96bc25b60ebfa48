import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StreamMisuseError, createTokenizer, tokenize } from '../src/index.ts';
import type { SkyAttribute } from '../src/index.ts';
import { SIG, streamed } from './helpers.ts';

/** Sky-ish documents: the signature plus fragments dense in state changes. */
const PIECES = [
  '<',
  '<<<',
  '</',
  '>',
  '/>',
  '<!--',
  '-->',
  '-',
  '!',
  '&',
  '&#',
  '&#x',
  ';',
  'amp',
  'lt',
  'quot',
  'apos',
  'ab',
  '1',
  'f',
  'x',
  '=',
  '"',
  "'",
  ' ',
  '\n',
  '\r',
  '\r\n',
  '\0',
  '\t',
  'script',
  'style',
  '</script',
  '</style',
  'a',
  'b',
  'p',
  '\u00e9',
  '\u{1F600}',
  '\uFEFF',
  'SKY',
  'MODULE',
  '#!mojo mojo:sky',
];
const body = fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), { maxLength: 40 });
const doc = fc
  .tuple(fc.constantFrom(SIG, '#!mojo mojo:sky ', '#!mojo mojo:sky\r\n', '\uFEFF' + SIG, ''), body)
  .map(([head, parts]) => head + parts.join(''));

/** Split points for a string of length n. */
const splits = (n: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: n }), { maxLength: 8 }).map((a) => a.sort((x, y) => x - y));

function cut<T extends { slice(a: number, b?: number): T }>(value: T, points: number[], length: number): T[] {
  const chunks: T[] = [];
  let last = 0;
  for (const p of points) {
    chunks.push(value.slice(last, p));
    last = p;
  }
  chunks.push(value.slice(last, length));
  return chunks;
}

describe('streaming', () => {
  it('property: tokenize never throws, on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom('application', 'module'), (s, c) => {
        tokenize(s, { context: c as 'application' });
        tokenize(SIG + s, { context: 'application' });
      }),
      { numRuns: 500 },
    );
  });
  it('property: tokenize never throws, on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (b) => {
        const prefixed = new Uint8Array([...new TextEncoder().encode(SIG), ...b]);
        tokenize(prefixed, { context: 'application' });
      }),
      { numRuns: 300 },
    );
  });
  it('property: chunk-split invariance (string chunks), tokenize equals the streaming output', () => {
    fc.assert(
      fc.property(
        doc.chain((d) => fc.tuple(fc.constant(d), splits(d.length))),
        ([d, points]) => {
          const whole = tokenize(d, { context: 'application' });
          const parts = streamed(cut(d, points, d.length));
          expect(parts.isSky).toBe(whole.isSky);
          expect(whole.isSky ? parts.tokens : []).toEqual(whole.tokens);
        },
      ),
      { numRuns: 1500 },
    );
  });
  it('property: chunk-split invariance (byte chunks, splitting UTF-8 sequences)', () => {
    fc.assert(
      fc.property(
        doc.chain((d) => {
          const b = new TextEncoder().encode(d);
          return fc.tuple(fc.constant(b), splits(b.length));
        }),
        ([b, points]) => {
          const whole = tokenize(b, { context: 'application' });
          const parts = streamed(cut(b, points, b.length));
          expect(whole.isSky ? parts.tokens : []).toEqual(whole.tokens);
        },
      ),
      { numRuns: 800 },
    );
  });
  it('every single split point of a worked example (CR LF, UTF-8, reference, </script, signature)', () => {
    const d = `${SIG}a\r\nb&amp;\u00e9<script>x</script\n>&#x1F600;<p q="&lt;"/><!-- c -->\r`;
    const whole = tokenize(d, { context: 'application' }).tokens;
    const b = new TextEncoder().encode(d);
    for (let i = 0; i <= d.length; i++) expect(streamed([d.slice(0, i), d.slice(i)]).tokens).toEqual(whole);
    for (let i = 0; i <= b.length; i++) expect(streamed([b.slice(0, i), b.slice(i)]).tokens).toEqual(whole);
    expect(streamed([...d]).tokens).toEqual(whole);
    expect(streamed([...b].map((x) => new Uint8Array([x]))).tokens).toEqual(whole);
  });
  it('mixed string and byte chunks: a string after an unfinished byte sequence ends it (U+FFFD)', () => {
    const e = new TextEncoder().encode(`${SIG}\u00e9`);
    expect(streamed([e.slice(0, -1), 'x']).tokens[0]).toMatchObject({ value: '\uFFFDx' });
    expect(streamed([e, 'x']).tokens[0]).toMatchObject({ value: '\u00e9x' });
  });
  it('onDecoded receives every decoded, pre-normalisation chunk', () => {
    const decoded: string[] = [];
    const tokens: unknown[] = [];
    const stream = createTokenizer({
      context: 'module',
      onToken: (t) => tokens.push(t),
      onDecoded: (c) => decoded.push(c),
    });
    stream.write('\uFEFFSKY MODULE\r');
    stream.write(new Uint8Array([0x0a, 0x78]));
    expect(stream.end()).toEqual({ ok: true, isSky: true });
    expect(decoded).toEqual(['SKY MODULE\r', '\nx']);
    expect(tokens).toEqual([{ type: 'text', value: 'x', start: 12, end: 13 }]);
  });
  // Issue 13, item 18: the stream contract of @forgiving/char-ref (misuse throws, input never does).
  it('stream contract: null, numbers and ArrayBuffers throw StreamMisuseError (the stream goes on), calls after end() throw', () => {
    const tokens: unknown[] = [];
    const stream = createTokenizer({ context: 'application', onToken: (t) => tokens.push(t) });
    expect(() => stream.write(null as unknown as string)).toThrow(StreamMisuseError);
    expect(() => stream.write(7 as unknown as string)).toThrow(expect.objectContaining({ code: 'invalid-chunk' }));
    expect(() => stream.write(new TextEncoder().encode('x').buffer as unknown as string)).toThrow(
      expect.objectContaining({ code: 'invalid-chunk' }),
    );
    stream.write(new TextEncoder().encode(`${SIG}<p>`));
    stream.write('y');
    expect(stream.end()).toEqual({ ok: true, isSky: true });
    expect(tokens).toMatchObject([
      { type: 'startTag', name: 'p' },
      { type: 'text', value: 'y' },
    ]);
    expect(() => stream.write('more')).toThrow(
      expect.objectContaining({
        code: 'write-after-end',
        message: 'createTokenizer: write-after-end: it has ended; start a new one',
      }),
    );
    expect(() => stream.end()).toThrow(expect.objectContaining({ code: 'end-after-end' }));
  });
  it('untyped callers of tokenize (whole input): non-string, non-byte input is read as a string, never thrown on', () => {
    const odd = { toString: () => `${SIG}x` } as unknown as string;
    expect(tokenize(odd, { context: 'application' }).tokens).toEqual([
      { type: 'text', value: 'x', start: 16, end: 17 },
    ]);
    expect(tokenize(null as unknown as string, { context: 'application' }).isSky).toBe(false);
  });
  it('a failed signature reports isSky false and no tokens', () => {
    expect(streamed(['#!mojo', ' other\n<a>'])).toEqual({ tokens: [], ok: false, isSky: false });
  });
  it('property: a sink sees the same tokens as onToken, as calls (attributes copied before reuse)', () => {
    fc.assert(
      fc.property(doc, splits(200), (d, points) => {
        const objects: unknown[] = [];
        const calls: unknown[] = [];
        const viaToken = createTokenizer({ context: 'application', onToken: (t) => objects.push(t) });
        const viaSink = createTokenizer({
          context: 'application',
          sink: {
            text: (value, start, end) => calls.push({ type: 'text', value, start, end }),
            startTag: (name, attributes, start, end) =>
              calls.push({ type: 'startTag', name, attributes: attributes.map((a) => ({ ...a })), start, end }),
            endTag: (name, start, end) => calls.push({ type: 'endTag', name, start, end }),
          },
        });
        for (const chunk of cut(d, points, d.length)) {
          viaToken.write(chunk);
          viaSink.write(chunk);
        }
        expect(viaSink.end()).toEqual(viaToken.end());
        expect(calls).toEqual(objects);
      }),
      { numRuns: 300 },
    );
  });
  it("the sink's attribute array is reused: a token from onToken keeps its own copy", () => {
    const seen: SkyAttribute[][] = [];
    const stream = createTokenizer({
      context: 'application',
      sink: { text() {}, endTag() {}, startTag: (_, a) => seen.push(a) },
    });
    stream.write(`${SIG}<a x=1><b y=2>`);
    stream.end();
    expect(seen[0]).toBe(seen[1]);
    const tokens = tokenize(`${SIG}<a x=1><b y=2>`, { context: 'application' }).tokens;
    expect(tokens.map((t) => (t.type === 'startTag' ? t.attributes : null))).toEqual([
      [{ name: 'x', value: '1' }],
      [{ name: 'y', value: '2' }],
    ]);
  });
  it('createTokenizer without onToken or sink still reports isSky (tokens are dropped)', () => {
    const stream = createTokenizer({ context: 'module' });
    stream.write('SKY MODULE\n<a>');
    expect(stream.end()).toEqual({ ok: true, isSky: true });
  });
});
