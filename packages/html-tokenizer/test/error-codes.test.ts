// Typed error codes (issue #14): one message table for every code the
// tokenizer and the input stream report, and no fallback to the code.
// `Record<HtmlTokenizerErrorCode, string>` makes TypeScript check the table;
// this test checks the sources: every code literal they hold has a message,
// and every code is reported somewhere (as a literal, or as its member of the
// enum E, error-ids.ts, the numbers the low-level Tokenizer reports).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kebabLiterals, kebabLiteralsOf } from '@forgiving/test-utils/error-codes';
import { E } from '../src/error-ids.ts';
import { ERROR_CODES, ERROR_MESSAGES, type HtmlTokenizerErrorCode, errorMessage } from '../src/index.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
// The numeric reference end codes come from char-ref's htmlNumericReferenceError.
const literals = kebabLiteralsOf(
  [join(src, '../../char-ref/src/numeric.ts')],
  src,
  kebabLiterals(src, ['error-codes.ts']),
);
const codes = Object.keys(ERROR_MESSAGES) as HtmlTokenizerErrorCode[];
/** `duplicate-attribute` -> `DuplicateAttribute`. */
const member = (code: string): string => code.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** The `E.Member` uses of the sources (error-ids.ts itself left out). */
const used = new Set(
  readdirSync(src)
    .filter((file) => file.endsWith('.ts') && file !== 'error-ids.ts')
    .flatMap((file) => [...readFileSync(join(src, file), 'utf8').matchAll(/\bE\.([A-Z]\w*)/g)].map((m) => m[1]!)),
);

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
    expect(codes.filter((code) => !literals.has(code) && !used.has(member(code)))).toEqual([]);
  });

  it('E numbers the codes as ERROR_CODES orders them, one member each', () => {
    expect(ERROR_CODES).toEqual(codes);
    expect(codes.map((code) => (E as unknown as Record<string, number>)[member(code)])).toEqual(codes.map((_, i) => i));
    expect(Object.keys(E).filter((key) => Number.isNaN(Number(key)))).toHaveLength(codes.length);
    expect(Object.isFrozen(ERROR_CODES)).toBe(true);
  });

  it('every message is a sentence, not the code (no fallback to the code)', () => {
    for (const code of codes) {
      expect(errorMessage(code)).not.toBe(code);
      expect(errorMessage(code).length).toBeGreaterThan(10);
    }
  });
});
