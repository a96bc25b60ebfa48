// Typed error codes (issue #14): one message table for every code tree
// construction reports, and no fallback to the code.
// `Record<HtmlTreeErrorCode, string>` makes TypeScript check the table; this
// test checks the sources: every code literal they hold has a message.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_MESSAGES } from '@forgiving/html-tokenizer';
import { describe, expect, it } from 'vitest';
import { kebabLiterals } from '@forgiving/test-utils/error-codes';
import { type HtmlTreeErrorCode, TREE_ERROR_MESSAGES } from '../src/index.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
const literals = kebabLiterals(src, ['errors.ts']);
const codes = Object.keys(TREE_ERROR_MESSAGES) as HtmlTreeErrorCode[];

describe('error codes and messages', () => {
  it('every code-like literal of the sources is a code with a message (tree construction or tokenizer)', () => {
    // Codes end in a word that names a problem; other kebab-case literals are
    // element and attribute names (annotation-xml, accept-charset, …).
    const codeLike = [...literals.keys()].filter((l) =>
      /^(eof|unexpected|missing|non|misnested|nested|unclosed)-/.test(l),
    );
    expect(codeLike.length).toBeGreaterThan(10);
    const unknown = codeLike.filter((l) => !Object.hasOwn(TREE_ERROR_MESSAGES, l) && !Object.hasOwn(ERROR_MESSAGES, l));
    expect(unknown).toEqual([]);
  });

  it('every code of the table is reported somewhere in the sources', () => {
    expect(codes.filter((code) => !literals.has(code))).toEqual([]);
  });

  it('the only code both stages report is unexpected-null-character (the same problem, a U+0000)', () => {
    expect(codes.filter((code) => Object.hasOwn(ERROR_MESSAGES, code))).toEqual(['unexpected-null-character']);
  });

  it('every message is a sentence, not the code (no fallback to the code)', () => {
    for (const code of codes) {
      expect(TREE_ERROR_MESSAGES[code]).not.toBe(code);
      expect(TREE_ERROR_MESSAGES[code].length).toBeGreaterThan(10);
    }
  });
});
