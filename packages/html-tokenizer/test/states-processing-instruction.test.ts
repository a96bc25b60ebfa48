// The processing instruction states of WHATWG HTML §13.2.5 (whatwg/html #12118,
// 2026-06-25), one describe per state named as the Standard names it, one case
// per branch. The expectations are WPT's processing-instructions.dat tokens.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTokenizer, State, STATE_NAMES, type TokenizeOptions, tokenize } from '../src/index.ts';
import { record, show, split } from './helpers.ts';

type Case = [branch: string, input: string, tokens: string, errors: string, options?: TokenizeOptions];

function cases(state: string, list: Case[]): void {
  describe(state, () => {
    it.each(list)('%s', (_branch, input, tokens, errors, options) => {
      expect(show(input, options)).toEqual({ tokens, errors });
    });
  });
}

describe('state numbers', () => {
  it('the five states keep the Standard names, numbered after the others (no public number changes)', () => {
    expect(State.ProcessingInstructionOpen).toBe(81);
    expect(State.ProcessingInstructionQuestionable).toBe(85);
    expect(STATE_NAMES.slice(81)).toEqual([
      'Processing instruction open state',
      'Processing instruction target state',
      'After processing instruction target state',
      'Processing instruction data state',
      'Processing instruction questionable state',
    ]);
    expect(State.NumericCharacterReferenceEnd).toBe(80);
  });
});

cases('Processing instruction open state', [
  ['ASCII alpha → target state', '<?a>', 'P:a,', ''],
  ['_ → target state', '<?_>', 'P:_,', ''],
  ['EOF → eof-in-processing-instruction, nothing emitted', 'x<?', 'T:x', 'eof-in-processing-instruction'],
  [
    'anything else → invalid-first-character-of-processing-instruction-target, bogus comment',
    '<? x>',
    'C:? x',
    'invalid-first-character-of-processing-instruction-target',
  ],
  ['a digit is anything else', '<?1st>', 'C:?1st', 'invalid-first-character-of-processing-instruction-target'],
  [
    'U+0000 is anything else (the bogus comment replaces it)',
    '<?\0>',
    'C:?\ufffd',
    'invalid-first-character-of-processing-instruction-target, unexpected-null-character',
  ],
]);

cases('Processing instruction target state', [
  ['ASCII alphanumeric, - and _ → target', '<?a0-_B>', 'P:a0-_B,', ''],
  ['whitespace → after target state', '<?x\ty>', 'P:x,y', ''],
  ['? → after target state (the ? is data)', '<?hey?there>', 'P:hey,?there', ''],
  ['> → after target state, emitted', '<?x>a', 'P:x, | T:a', ''],
  [
    'xml → disallowed-processing-instruction-target, bogus comment',
    '<?xml a>',
    'C:?xml a',
    'disallowed-processing-instruction-target',
  ],
  [
    'xml-stylesheet in any case → disallowed-processing-instruction-target',
    '<?xML-STYLesheet>',
    'C:?xML-STYLesheet',
    'disallowed-processing-instruction-target',
  ],
  ['xmlx and xla- are targets', '<?xmlx><?xla->', 'P:xmlx, | P:xla-,', ''],
  [
    'anything else → invalid-processing-instruction-target, bogus comment',
    '<?a$b>',
    'C:?a$b',
    'invalid-processing-instruction-target',
  ],
  ['< is anything else', '<?a<b>', 'C:?a<b', 'invalid-processing-instruction-target'],
  ['EOF → eof-in-processing-instruction, nothing emitted', '<?start', '', 'eof-in-processing-instruction'],
]);

cases('After processing instruction target state', [
  ['whitespace → ignored', '<?hey \n\f\tthere>', 'P:hey,there', ''],
  ['anything else → data state', '<?x y z>', 'P:x,y z', ''],
  ['EOF → eof-in-processing-instruction, nothing emitted', '<?start ', '', 'eof-in-processing-instruction'],
]);

cases('Processing instruction data state', [
  ['> → emitted', '<?t d > ?>', 'P:t,d  | T: ?>', ''],
  ['? → questionable state', '<?x a?>', 'P:x,a', ''],
  ['anything else → data (U+0000 too, as is)', '<?x a\0b>', 'P:x,a\0b', ''],
  ['EOF → eof-in-processing-instruction, nothing emitted', '<?start data', '', 'eof-in-processing-instruction'],
]);

cases('Processing instruction questionable state', [
  ['> → emitted, the ? dropped', '<?something ?\t   ??>', 'P:something,?\t   ?', ''],
  ['anything else → ? is data, data state', '<?x a?b>', 'P:x,a?b', ''],
  ['?? → one ? data', '<?x ??>', 'P:x,?', ''],
  ['EOF → eof-in-processing-instruction, nothing emitted', '<?start ? ?', '', 'eof-in-processing-instruction'],
]);

describe('processing instruction tokens', () => {
  it('offsets: start at <, end after >; a CR LF counts two', () => {
    const { tokens } = tokenize('a<?x\r\ny?>b');
    expect(tokens[1]).toEqual({ type: 'processingInstruction', target: 'x', data: 'y', start: 1, end: 9 });
  });

  it('a sink without processingInstruction keeps the bogus comments it had', () => {
    expect(record(['<?x y>'])).toContainEqual(['processingInstruction', 'x', 'y', 0, 6]);
    const calls: unknown[] = [];
    const sinkless = { text() {}, startTag() {}, endTag() {}, doctype() {}, comment: (v: string) => calls.push(v) };
    const t = createTokenizer({ sink: sinkless });
    t.end('<?x y>');
    expect(calls).toEqual(['?x y']);
  });

  it('any split gives the same calls (property)', () => {
    const parts = fc.constantFrom('<?', 'x', 'xml', '-stylesheet', '?', '>', ' ', '\n', '\r\n', '$', 'a', '\0', '<');
    fc.assert(
      fc.property(fc.array(parts, { maxLength: 30 }), fc.array(fc.nat(120), { maxLength: 6 }), (list, cuts) => {
        const text = list.join('');
        expect(record(split(text, cuts))).toEqual(record([text]));
      }),
      { numRuns: Number(process.env.RUNS ?? 400) },
    );
  });

  it('a long target and data cost linear work (operation count, 8x input → under 12x work)', () => {
    const work = (n: number): number => {
      const t = createTokenizer({
        sink: { text() {}, startTag() {}, endTag() {}, comment() {}, doctype() {}, processingInstruction() {} },
      });
      const chunk = 'a'.repeat(64);
      t.write('<?');
      for (let k = 0; k < n; k++) t.write(chunk);
      t.write(' ');
      for (let k = 0; k < n; k++) t.write('?b');
      t.end('?>');
      return t.tokenizer.work;
    };
    expect(work(8000) / work(1000)).toBeLessThan(12);
  });
});
