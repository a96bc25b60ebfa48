// Typed error codes (issue #14): one message table for every code a
// SelectorError can have, and no fallback to the code.
// `Record<SelectorErrorCode, string>` makes TypeScript check the table; this
// test checks the sources: every code literal they hold has a message.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kebabLiterals } from '@forgiving/test-utils/error-codes';
import { SELECTOR_ERROR_MESSAGES, type SelectorErrorCode } from '../src/index.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
const literals = kebabLiterals(src, ['errors.ts']);
const codes = Object.keys(SELECTOR_ERROR_MESSAGES) as SelectorErrorCode[];

/** Kebab-case literals of the sources that are not error codes: token and node types, pseudo-class names. */
const NOT_CODES = [
  'at-keyword',
  'bad-string',
  'bad-url',
  'first-letter',
  'first-line',
  'functional-pseudo-class',
  'nth-child',
  'nth-last-child',
  'nth-last-of-type',
  'nth-of-type',
  'pseudo-class',
  'selector-list',
];

describe('error codes and messages', () => {
  it('every kebab-case literal of the sources is a code with a message, or one of the known other names', () => {
    const unknown = [...literals.keys()].filter((l) => !Object.hasOwn(SELECTOR_ERROR_MESSAGES, l)).sort();
    expect(unknown).toEqual(NOT_CODES);
  });

  it('every code of the table is reported somewhere in the sources', () => {
    expect(codes.filter((code) => !literals.has(code))).toEqual([]);
  });

  it('every message is a sentence, not the code (no fallback to the code)', () => {
    for (const code of codes) {
      expect(SELECTOR_ERROR_MESSAGES[code]).not.toBe(code);
      expect(SELECTOR_ERROR_MESSAGES[code].length).toBeGreaterThan(10);
    }
  });
});
