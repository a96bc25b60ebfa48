// Typed error codes (issue #14): one message table for every code the
// tokenizer and the input stream report, and no fallback to the code.
// `Record<HtmlTokenizerErrorCode, string>` makes TypeScript check the table;
// this test checks the sources: every code literal they hold has a message.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kebabLiterals, kebabLiteralsOf } from '../../char-ref/test/support/error-codes.ts';
import { ERROR_MESSAGES, type HtmlTokenizerErrorCode, errorMessage } from '../src/index.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
// The numeric reference end codes come from char-ref's htmlNumericReferenceError.
const literals = kebabLiteralsOf(
  [join(src, '../../char-ref/src/numeric.ts')],
  src,
  kebabLiterals(src, ['error-codes.ts']),
);
const codes = Object.keys(ERROR_MESSAGES) as HtmlTokenizerErrorCode[];

/** Kebab-case literals of the sources that are not error codes: span kinds, tag names, states. */
const NOT_CODES = [
  'annotation-xml',
  'attribute-name',
  'attribute-value',
  'raw-text',
  'tag-close',
  'tag-name',
  'tag-open',
];

describe('error codes and messages', () => {
  it('every kebab-case literal of the sources is a code with a message, or one of the known other names', () => {
    const unknown = [...literals.keys()].filter((literal) => !Object.hasOwn(ERROR_MESSAGES, literal)).sort();
    expect(unknown).toEqual(NOT_CODES);
  });

  it('every code of the table is reported somewhere in the sources', () => {
    expect(codes.filter((code) => !literals.has(code))).toEqual([]);
  });

  it('every message is a sentence, not the code (no fallback to the code)', () => {
    for (const code of codes) {
      expect(errorMessage(code)).not.toBe(code);
      expect(errorMessage(code).length).toBeGreaterThan(10);
    }
  });
});
