// Tree construction errors (decision H6): codes of their own, each pointing
// at the token at fault with line, column, offset and end offset.
import { describe, expect, it } from 'vitest';
import { drive } from './support/drive.ts';
import { adapter } from './support/tree.ts';

const errorsOf = (input: string) => drive(input, { adapter }).errors;

describe('tree construction errors', () => {
  it('point at the culprit token (line, column, offsets)', () => {
    const errors = errorsOf('<!DOCTYPE html>\r\n<p>\n</x>');
    expect(errors).toEqual([
      {
        code: 'unexpected-end-tag',
        message: expect.any(String),
        line: 3,
        column: 1,
        offset: 21,
        endOffset: 25,
        endLine: 3,
        endColumn: 5,
      },
    ]);
  });
  it('span the whole tag, across lines, with the end point of endOffset', () => {
    const input = '<!DOCTYPE html><p>\r\n</x\r\n  class=a>';
    const error = errorsOf(input).find((e) => e.code === 'unexpected-end-tag');
    expect(input.slice(error!.offset, error!.endOffset)).toBe('</x\r\n  class=a>');
    expect(error).toMatchObject({ line: 2, column: 1, endLine: 3, endColumn: 11, endOffset: input.length });
  });
  it('missing-doctype at the first token', () => {
    expect(errorsOf('  <p>')[0]).toMatchObject({
      code: 'missing-doctype',
      line: 1,
      column: 3,
      offset: 2,
      endOffset: 5,
    });
  });
  it('text in a table: one error for the run, with its span', () => {
    const [e] = drive('<!DOCTYPE html><table>ab<tr>', { adapter }).errors;
    expect(e).toMatchObject({ code: 'unexpected-character-in-table', offset: 22, endOffset: 24 });
  });
  it('unexpected-null-character points at the NUL after CR LFs and references in the same text', () => {
    // In body, in table text and in foreign content: each NUL's input offset, not its index in the text.
    for (const input of [
      'a\r\nb\u0000',
      'a&amp;\u0000',
      '<table>\r\n\u0000x',
      '<svg>\r\n&amp;\u0000',
      'x\r\n\r\n\u0000\u0000',
    ]) {
      const nuls = errorsOf(input).filter((e) => e.code === 'unexpected-null-character');
      expect(nuls.length).toBeGreaterThan(0);
      for (const e of nuls) expect(input.slice(e.offset, e.endOffset)).toBe('\u0000');
    }
  });
  it('the same errors whatever the chunking', () => {
    const input = '<!DOCTYPE html>\r\n<table>x\r\n<b>\r</i></table>\n<svg></p>';
    const whole = drive(input, { adapter }).errors;
    for (const chunkSize of [1, 2, 3, 5, 7]) expect(drive(input, { adapter, chunkSize }).errors).toEqual(whole);
  });
});
