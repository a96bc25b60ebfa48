// Typed error codes (issue #14): the errors forgiving reports itself
// (not-sky, selectors the matcher cannot evaluate) come from one table, with
// the shape of every parse error.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kebabLiterals } from '@forgiving/test-utils/error-codes';
import {
  FORGIVING_ERROR_MESSAGES,
  type ForgivingErrorCode,
  compileSelectorWithError,
  notSkyError,
  parse,
} from '../src/index.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
const literals = kebabLiterals(src, ['errors.ts']);
const codes = Object.keys(FORGIVING_ERROR_MESSAGES) as ForgivingErrorCode[];

describe('error codes and messages', () => {
  it('every code of the table is reported somewhere in the sources', () => {
    expect(codes.filter((code) => !literals.has(code))).toEqual([]);
  });

  it("not-sky: sky-tree's message, empty at 1:1 (the signature that is not there)", () => {
    const result = parse('plain text', { language: 'sky' });
    expect(result.errors).toEqual([
      {
        code: 'not-sky',
        message: notSkyError('application').message,
        line: 1,
        column: 1,
        offset: 0,
        endOffset: 0,
        endLine: 1,
        endColumn: 1,
      },
    ]);
  });

  it('compileSelector: an unsupported pseudo-class spans its name, with the table message', () => {
    const result = compileSelectorWithError('a,\n  b:hover-ish');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual({
      code: 'unsupported-pseudo-class',
      message: FORGIVING_ERROR_MESSAGES['unsupported-pseudo-class'],
      line: 2,
      column: 4,
      offset: 6,
      endOffset: 16,
      endLine: 2,
      endColumn: 14,
      token: ':hover-ish',
    });
  });

  it('compileSelector: a parse error keeps the parser code and span', () => {
    const result = compileSelectorWithError('a >');
    expect(result).toMatchObject({ ok: false, error: { code: 'missing-selector', offset: 3, endOffset: 3 } });
  });
});
