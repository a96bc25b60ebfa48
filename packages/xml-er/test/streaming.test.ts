// createXmlParser: identical events for every chunking of the input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createXmlParser, parseXml } from '../src/index.ts';

type Chunk = string | Uint8Array;

function events(chunks: Chunk[], options: { positions?: boolean } = {}): unknown[] {
  const out: unknown[] = [];
  const parser = createXmlParser({
    ...options,
    onOpenTag: (tag) => out.push(['open', tag.name, { ...tag.attributes }, tag.selfClosing, tag.position]),
    onCloseTag: (name, position) => out.push(['close', name, position]),
    onText: (value, position) => out.push(['text', value, position]),
    onCdata: (value) => out.push(['cdata', value]),
    onComment: (value, position) => out.push(['comment', value, position]),
    onInstruction: (name, value, position) => out.push(['pi', name, value, position]),
    onDoctype: (doctype) => out.push(['doctype', doctype]),
    onError: (error) => out.push(['error', error]),
    onEnd: (result) => out.push(['end', result.wellFormed]),
  });
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return out;
}

function split<T extends string | Uint8Array>(input: T, cuts: number[]): T[] {
  const points = [...new Set(cuts.map((c) => c % (input.length + 1)))].sort((a, b) => a - b);
  const parts: T[] = [];
  let last = 0;
  for (const point of [...points, input.length]) {
    parts.push(input.slice(last, point) as T);
    last = point;
  }
  return parts;
}

const FRAGMENTS = [
  '<a>',
  '</a>',
  '<b x="1" y=\'&amp;&#x41;\'>',
  '</b>',
  '<c/>',
  '</>',
  '&amp;',
  '&#65;',
  '&#x1F600;',
  '&e;',
  '&undeclared;',
  '\r\n',
  '\r',
  '\n',
  '<![CDATA[x]]y]]>',
  ']]>',
  ']]',
  '<!--c-->',
  '<!-- a -- b -->',
  '<?p d??>',
  'text',
  'é',
  '😀',
  '<',
  '&',
  '<!DOCTYPE a [<!ENTITY e "<i>in</i>"><!ATTLIST b d CDATA "def">]>',
  '<?xml version="1.0"?>',
  ' ',
  '\u0001',
  '<a b=c>',
];
const documents = fc.oneof(
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);

describe('streaming API', () => {
  const sample =
    '<?xml version="1.0"?>\r\n<!DOCTYPE r [<!ENTITY e "<i>&#38;</i>">]>\r\n<r a="x\r\ny">t&amp;&e;<![CDATA[c]]]]><!--k--><?p q?>😀é\r</r>\r\n';

  it('one character at a time gives the same events (positions included)', () => {
    const whole = events([sample], { positions: true });
    expect(events([...sample.split('')], { positions: true })).toEqual(whole);
  });

  it('splits inside CR LF, references and "]]>" give the same events', () => {
    const input = '<a>x\r\ny&amp;z]]>w<![CDATA[q]]></a>';
    const whole = events([input], { positions: true });
    for (let cut = 0; cut <= input.length; cut++) {
      expect(events([input.slice(0, cut), input.slice(cut)], { positions: true })).toEqual(whole);
    }
  });

  it('X12: an unpaired high surrogate at a chunk end is reported where and when the whole input reports it', () => {
    for (const input of [
      '<r>a\uD800b</r>',
      '<r><a b="\uD800"/></r>',
      '<r><a b=\uD800/></r>',
      '<r>\uD800\uDE00</r>',
      '<r>\uD800',
    ]) {
      const whole = events([input], { positions: true });
      for (let cut = 0; cut <= input.length; cut++) {
        expect(events([input.slice(0, cut), input.slice(cut)], { positions: true })).toEqual(whole);
      }
    }
    const offsets = events(['<r>a\uD800', 'b</r>']).flatMap((e) =>
      Array.isArray(e) && e[0] === 'error' ? [(e[1] as { offset: number }).offset] : [],
    );
    expect(offsets).toEqual([4]);
  });

  it('bytes split inside UTF-8 sequences give the same events', () => {
    const bytes = new TextEncoder().encode(sample);
    const whole = events([bytes]);
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(events([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(whole);
    }
    expect(events([...bytes].map((b) => new Uint8Array([b])))).toEqual(whole);
  });

  it('property: every chunking of a string gives the same events', () => {
    fc.assert(
      fc.property(documents, fc.array(fc.nat(), { maxLength: 8 }), (input, cuts) => {
        expect(events(split(input, cuts), { positions: true })).toEqual(events([input], { positions: true }));
      }),
      { numRuns: 300 },
    );
  });

  it('property: every chunking of the bytes gives the same events', () => {
    fc.assert(
      fc.property(documents, fc.array(fc.nat(), { maxLength: 8 }), (input, cuts) => {
        const bytes = new TextEncoder().encode(input);
        expect(events(split(bytes, cuts))).toEqual(events([bytes]));
      }),
      { numRuns: 200 },
    );
  });

  it('parseXml is built on the stream: same tree from the events', () => {
    const { tree } = parseXml(sample);
    const names: string[] = [];
    events([sample]).forEach((event) => {
      if (Array.isArray(event) && event[0] === 'open') names.push(event[1] as string);
    });
    expect(names).toEqual(['r', 'i']);
    expect(tree.children.map((n) => n.type)).toEqual(['instruction', 'doctype', 'element']);
  });

  // Issue 13, item 18: the stream contract of @forgiving/char-ref (misuse throws, input never does).
  it('stream contract: write after end and end twice throw StreamMisuseError; null throws, the stream goes on', () => {
    const out: string[] = [];
    const parser = createXmlParser({ onOpenTag: (tag) => out.push(tag.name) });
    expect(() => parser.write(null as unknown as string)).toThrow(
      expect.objectContaining({ name: 'StreamMisuseError', code: 'invalid-chunk' }),
    );
    expect(() => parser.write(new ArrayBuffer(1) as unknown as string)).toThrow(
      expect.objectContaining({ code: 'invalid-chunk' }),
    );
    parser.write(new TextEncoder().encode('<a>'));
    parser.write(new TextEncoder().encode('<c/></a>'));
    parser.end();
    expect(() => parser.write('<b/>')).toThrow(expect.objectContaining({ code: 'write-after-end' }));
    expect(() => parser.end()).toThrow(expect.objectContaining({ code: 'end-after-end' }));
    expect(out).toEqual(['a', 'c']);
  });

  it('line numbers stay right after old lines are forgotten (long streams)', () => {
    const errors: Array<{ line: number; column: number; offset: number }> = [];
    const parser = createXmlParser({ onError: (error) => errors.push(error), positions: true });
    parser.write('<root>');
    const chunk = '<item>x</item>\r\n'.repeat(1000);
    for (let i = 0; i < 20; i++) parser.write(chunk);
    parser.write('\n  &bad;</root>');
    parser.end();
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'undeclared-entity',
        line: 20_002,
        column: 3,
        offset: 6 + 20 * chunk.length + 3,
      }),
    ]);
  });

  it('lazy line index: points are right when lines are scanned only on demand (no positions)', () => {
    // The newest chunk is scanned for line breaks only when a point is needed;
    // a CR LF split across chunks and errors in either chunk must still count right.
    const errors: Array<{ code: string; line: number; column: number }> = [];
    const parser = createXmlParser({ onError: (error) => errors.push(error) });
    parser.write('<root>\r');
    parser.write('\n &a;\r\n');
    parser.write('  &b;\n<x>\r');
    parser.write('\n\u0001</x></root>');
    parser.end();
    expect(errors.map(({ code, line, column }) => [code, line, column])).toEqual([
      ['undeclared-entity', 2, 2],
      ['undeclared-entity', 3, 3],
      ['invalid-character', 5, 1],
    ]);
    expect(parseXml('<root>\r\n\r\n  &c;</root>').errors).toEqual([expect.objectContaining({ line: 3, column: 3 })]);
  });

  it('bounded memory: a long stream is processed chunk by chunk', () => {
    let count = 0;
    const parser = createXmlParser({ onCloseTag: () => count++ });
    parser.write('<root>');
    const chunk = '<item id="1">some text &amp; more</item>\n'.repeat(1000);
    for (let i = 0; i < 200; i++) parser.write(chunk);
    parser.write('</root>');
    parser.end();
    expect(count).toBe(200_001);
  });
});
