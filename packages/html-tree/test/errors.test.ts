// Tree construction errors (decision H6): codes of their own, each pointing
// at the token at fault with line, column, offset and end offset.
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../src/index.ts';
import { drive } from './support/drive.ts';
import { adapter } from './support/tree.ts';

const errorsOf = (input: string) => drive(input, { adapter }).errors;

describe('tree construction errors', () => {
  it('point at the culprit token (line, column, offsets)', () => {
    const errors = errorsOf('<!DOCTYPE html>\r\n<p>\n</x>');
    expect(errors).toEqual([
      {
        code: 'end-tag-without-matching-open-element',
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
    const error = errorsOf(input).find((e) => e.code === 'end-tag-without-matching-open-element');
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

describe('issue 31 item 2: tree error codes name the rule', () => {
  // One input per code: the code says what went wrong where (parse5's tree
  // codes are the model), not only "unexpected start tag".
  const cases: [string, string][] = [
    ['<!DOCTYPE html><body><html>', 'misplaced-html-start-tag'],
    ['<!DOCTYPE html><head><head>', 'misplaced-head-start-tag'],
    ['<!DOCTYPE html><body><body>', 'misplaced-body-start-tag'],
    ['<!DOCTYPE html><p>x<frameset>', 'misplaced-frameset-start-tag'],
    ['<!DOCTYPE html><head></head><title>x</title>', 'misplaced-start-tag-for-head-element'],
    ['<!DOCTYPE html><h1><h2>', 'heading-in-heading'],
    ['<!DOCTYPE html><image>', 'image-start-tag'],
    ['<!DOCTYPE html><td>', 'table-part-outside-table'],
    // In body, "caption", ..., "frame", "head", ..., "tr" is one rule; <head> and <frame> are not table parts.
    ['<!DOCTYPE html><body><head>', 'misplaced-head-start-tag'],
    ['<!DOCTYPE html><body><frame>', 'misplaced-frame-start-tag'],
    ['<!DOCTYPE html><a><a>', 'nested-a-element'],
    ['<!DOCTYPE html><nobr><nobr>', 'nested-nobr-element'],
    ['<!DOCTYPE html><button><button>', 'nested-button-element'],
    ['<!DOCTYPE html><select><select>', 'nested-select-element'],
    ['<!DOCTYPE html><select><input>', 'input-in-select'],
    ['<!DOCTYPE html><rt>', 'ruby-element-outside-ruby'],
    ['<!DOCTYPE html><table><table>', 'nested-table'],
    ['<!DOCTYPE html><table><input type=hidden>', 'hidden-input-in-table'],
    ['<!DOCTYPE html><table><form>', 'form-in-table'],
    ['<!DOCTYPE html><table><tbody><td>', 'cell-without-row'],
    ['<!DOCTYPE html><table><div>', 'unexpected-start-tag-in-table'],
    ['<!DOCTYPE html><table></div>', 'unexpected-end-tag-in-table'],
    ['<!DOCTYPE html><body></body><div>', 'unexpected-start-tag-after-body'],
    ['<!DOCTYPE html><frameset><div>', 'unexpected-start-tag-in-frameset'],
    ['<!DOCTYPE html><frameset></frameset><div>', 'unexpected-start-tag-after-frameset'],
    ['<!DOCTYPE html><body></div>', 'end-tag-without-matching-open-element'],
    ['<!DOCTYPE html><span><div></span>', 'end-tag-behind-special-element'],
    ['<!DOCTYPE html><body></p>', 'p-end-tag-without-open-p'],
    ['<!DOCTYPE html><body></br>', 'br-end-tag'],
    ['<!DOCTYPE html></x>', 'unexpected-end-tag-before-html'],
    ['<!DOCTYPE html><html></x>', 'unexpected-end-tag-before-head'],
    ['<!DOCTYPE html><head></x>', 'unexpected-end-tag-in-head'],
    ['<!DOCTYPE html><head></head></x>', 'unexpected-end-tag-after-head'],
    ['<!DOCTYPE html><template></x>', 'unexpected-end-tag-in-template'],
    ['<!DOCTYPE html><table><caption></col>', 'unexpected-end-tag-in-caption'],
    ['<!DOCTYPE html><table><colgroup></col>', 'unexpected-end-tag-in-column-group'],
    ['<!DOCTYPE html><table><tbody></td>', 'unexpected-end-tag-in-table-body'],
    ['<!DOCTYPE html><table><tr></td>', 'unexpected-end-tag-in-row'],
    ['<!DOCTYPE html><table><td></col>', 'unexpected-end-tag-in-cell'],
    ['<!DOCTYPE html><frameset></x>', 'unexpected-end-tag-in-frameset'],
  ];
  it.each(cases)('%s reports %s', (input, code) => {
    expect(errorsOf(input).map((e) => e.code)).toContain(code);
  });
  it('option-left-open-in-select: the option could not be closed, and the message does not say it was', () => {
    // <select><option><span><hr>: generating implied end tags stops at the span, so the option stays open.
    const { errors, tree } = parseHtml('<!DOCTYPE html><select><option><span><hr>');
    const error = errors.find((e) => e.code === 'option-left-open-in-select');
    expect(error?.message).not.toMatch(/closed implicitly/);
    expect(error?.message).toMatch(/could not be closed/);
    expect(JSON.stringify(tree)).toMatch(/"tagName":"option".*"tagName":"span".*"tagName":"hr"/);
  });
  it.each([
    ['<!DOCTYPE html><template><col><div></template>', 'unexpected-start-tag-in-column-group'],
    ['<!DOCTYPE html><template><tr><tbody></template>', 'unexpected-start-tag-in-table-body'],
    ['<!DOCTYPE html><template><td><tr></template>', 'unexpected-start-tag-in-row'],
  ])('%s reports %s, in a template (not only in a fragment, as its message says)', (input, code) => {
    const error = parseHtml(input).errors.find((e) => e.code === code);
    expect(error?.message).toMatch(/template/);
  });
  it('in body, <head> and <frame> (the rule of the table parts) are not reported as table parts', () => {
    expect(errorsOf('<!DOCTYPE html><body><head><frame>').map((e) => e.code)).toEqual([
      'misplaced-head-start-tag',
      'misplaced-frame-start-tag',
    ]);
  });
});
