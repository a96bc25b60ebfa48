// Issue 13 item 12: errors come in input order, identical for every
// chunking, also for text outside the root (X10) in long inputs such as a
// DTD read as a document (xmlspec.dtd, mathml2.dtd from w3c-sgml-lib).
import type { ParseError } from '@forgiving/char-ref';
import { describe, expect, it } from 'vitest';
import { createXmlParser, parseXml } from '../src/index.ts';

function errorsOf(chunks: string[]): string[] {
  const out: string[] = [];
  const parser = createXmlParser({
    onError: (e: ParseError) => out.push(`${e.line}:${e.column}@${e.offset} ${e.code}`),
  });
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return out;
}

function chunked(input: string, size: number): string[] {
  const parts: string[] = [];
  for (let i = 0; i < input.length; i += size) parts.push(input.slice(i, i + size));
  return parts;
}

function offsets(errors: string[]): number[] {
  return errors.map((line) => Number(line.slice(line.indexOf('@') + 1, line.indexOf(' '))));
}

/** Like xmlspec.dtd: conditional sections, declarations and comments, well over 1024 lines. */
function dtdAsDocument(blocks: number): string {
  let text = '<!-- a DTD read as a document -->\n';
  for (let i = 0; i < blocks; i++) {
    text +=
      `<!ENTITY % e${i}.element "INCLUDE">\n<![%e${i}.element;[\n<!ELEMENT e${i} (#PCDATA)>\n]]>\n\n` +
      `<!--    e${i}: a comment\n        over lines -->\n<!ATTLIST e${i} a CDATA #IMPLIED>\n`;
  }
  return text;
}

describe('error order (issue 13 item 12)', () => {
  it('text-outside-root: a DTD read as a document gives the same errors at every chunking, in input order', () => {
    const input = dtdAsDocument(300); // ~2700 lines: the stream forgets lines as it goes
    const whole = errorsOf([input]);
    expect(whole.filter((e) => e.endsWith('text-outside-root')).length).toBe(300);
    const at = offsets(whole);
    for (let k = 1; k < at.length; k++) expect(at[k]).toBeGreaterThanOrEqual(at[k - 1]!);
    for (const size of [1, 2, 7, 64, 1000]) expect(errorsOf(chunked(input, size))).toEqual(whole);
    expect(parseXml(input).errors.map((e) => `${e.line}:${e.column}@${e.offset} ${e.code}`)).toEqual(whole);
  });

  it('text-outside-root: points at the start of the run even when the run spans more than 1024 lines of a stream', () => {
    const input = `<r/>${'\n'.repeat(3000)}x`;
    const expected = ['1:5@4 text-outside-root'];
    expect(errorsOf([input])).toEqual(expected);
    expect(errorsOf(chunked(input, 1))).toEqual(expected);
  });

  it('text-outside-root comes before the errors inside its run (cdata-end-in-text, invalid-character, references, "<")', () => {
    for (const junk of [']]>', '\u0001', '&#;', '&x', '< ', '</ ', '&', '<', '\uD800']) {
      const input = `<r/>\n ${junk}`;
      const whole = errorsOf([input]);
      expect(whole[0]).toBe('1:5@4 text-outside-root');
      const at = offsets(whole);
      for (let k = 1; k < at.length; k++) expect(at[k]).toBeGreaterThanOrEqual(at[k - 1]!);
      expect(errorsOf(chunked(input, 1))).toEqual(whole);
    }
  });

  it('text-outside-root: whitespace-only runs stay silent', () => {
    expect(errorsOf(['\n <r/>\r\n\t '])).toEqual([]);
  });
});
