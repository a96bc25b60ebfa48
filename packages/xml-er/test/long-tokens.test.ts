// Issue 13 item 4: a token that spans many chunks costs time and memory
// linear in its length, at any chunk size. The tokenizer used to keep the
// whole open token in its buffer and append each chunk to it (V8 then copies
// the whole buffer to flatten it: quadratic). The operation counted here is
// that copy: the characters the buffer holds at each write.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createXmlParser, parseXml } from '../src/index.ts';
import { type TokenSink, Tokenizer } from '../src/tokenizer.ts';

const sink: TokenSink = {
  text() {},
  reference() {},
  openTag() {},
  openName: () => '',
  closeTag() {},
  comment() {},
  instruction() {},
  cdata() {},
  doctype() {},
  error() {},
};

/** [before, filler, after]: the filler makes the token long. */
const TOKENS: Array<[string, string, string, string]> = [
  ['comment', '<r><!--', 'a', '--></r>'],
  ['attribute value (double quotes)', '<r a="', 'a', '"/>'],
  ['attribute value (single quotes)', "<r a='", 'a', "'/>"],
  ['attribute value (unquoted)', '<r a=', 'a', '/>'],
  ['attribute name', '<r ', 'a', '="1"/>'],
  ['element name', '<r', 'a', '/>'],
  ['end tag name', '<r></r', 'a', '>'],
  ['CDATA section', '<r><![CDATA[', 'a', ']]></r>'],
  ['processing instruction', '<r><?pi ', 'a', '?></r>'],
  ['PI target', '<r><?p', 'a', ' x?></r>'],
  ['bogus comment', '<r><!x', 'a', '></r>'],
  ['DOCTYPE internal subset', '<!DOCTYPE r [<!--', 'a', '-->]><r/>'],
  ['DOCTYPE external id', '<!DOCTYPE r SYSTEM "', 'a', '"><r/>'],
  ['entity reference name', '<r>&', 'a', ';</r>'],
  ['character reference digits', '<r>&#', '1', '</r>'],
  ['text', '<r>', 'a', '</r>'],
];

/** Characters the tokenizer's buffer held, summed over the writes (the copy V8 makes to flatten it). */
function heldPerWrite(input: string, size: number): { total: number; max: number } {
  const tokenizer = new Tokenizer(sink);
  let total = 0;
  let max = 0;
  for (let i = 0; i < input.length; i += size) {
    tokenizer.write(input.slice(i, i + size));
    total += tokenizer.bufferedLength;
    if (tokenizer.bufferedLength > max) max = tokenizer.bufferedLength;
  }
  tokenizer.end();
  return { total, max };
}

describe('long tokens across chunks (issue 13 item 4)', () => {
  for (const [name, before, filler, after] of TOKENS) {
    it(`${name}: the buffer carries at most one chunk's worth between writes`, () => {
      const input = before + filler.repeat(40_000) + after;
      for (const size of [1, 7, 4096, 65_536]) {
        const { total, max } = heldPerWrite(input, size);
        const writes = Math.ceil(input.length / size);
        expect(max).toBeLessThanOrEqual(2 * Math.max(size, 64) + 2);
        expect(total).toBeLessThanOrEqual(writes * (2 * Math.max(size, 64) + 2));
      }
    });
  }

  it('a 700 kB comment in 64 kB chunks gives the same comment as the whole input', () => {
    const body = 'ab\r\ncd-'.repeat(100_000);
    const input = `<r><!--${body}--></r>`;
    let comment = '';
    const parser = createXmlParser({ onComment: (value) => (comment = value) });
    for (let i = 0; i < input.length; i += 65_536) parser.write(input.slice(i, i + 65_536));
    parser.end();
    expect(comment.length).toBe(body.length - 100_000); // CR LF → LF (X2)
    expect(comment).toBe(body.replaceAll('\r\n', '\n'));
  });

  it('long tokens: identical events and errors for every chunking (property)', () => {
    const long = fc.constantFrom(
      ...TOKENS.map(([, before, filler, after]) => before + filler.repeat(150) + after),
      `<r a="${'x&amp;\r\n'.repeat(40)}">${'t\r\n'.repeat(60)}</r>`,
      `<r><!--${'-'.repeat(130)}--></r>`,
      `<r><![CDATA[${']'.repeat(130)}]]></r>`,
      `<r>${'\uD83D\uDE00'.repeat(80)}<?p ${'?'.repeat(130)}?></r>`,
    );
    fc.assert(
      fc.property(long, fc.array(fc.nat(), { maxLength: 12 }), (input, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (input.length + 1)))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let last = 0;
        for (const point of [...points, input.length]) {
          chunks.push(input.slice(last, point));
          last = point;
        }
        expect(record(chunks)).toEqual(record([input]));
      }),
      { numRuns: 300 },
    );
  });

  it('parseXml of a long unclosed token (the end of the whole input inside it)', () => {
    const result = parseXml(`<r><!--${'a'.repeat(1000)}`);
    expect(result.errors.map((e) => e.code)).toContain('eof-in-comment');
    expect((result.tree.children[0] as { children: Array<{ value: string }> }).children[0]!.value).toHaveLength(1000);
  });
});

function record(chunks: string[]): unknown[] {
  const out: unknown[] = [];
  const parser = createXmlParser({
    onOpenTag: (tag) => out.push(['open', tag.name, { ...tag.attributes }]),
    onCloseTag: (name) => out.push(['close', name]),
    onText: (value) => out.push(['text', value]),
    onComment: (value) => out.push(['comment', value]),
    onInstruction: (name, value) => out.push(['pi', name, value]),
    onCdata: (value) => out.push(['cdata', value]),
    onDoctype: (doctype) => out.push(['doctype', doctype]),
    onError: (error) => out.push(['error', error.code, error.offset, error.line, error.column]),
  });
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return out;
}
