/**
 * @forgiving/css-selectors-nth: Selectors Level 3 (and, as an option,
 * Level 4) parser on a CSS Syntax Level 3 tokenizer, exact An+B, and fast
 * compiled :nth-* matchers.
 */
export type * from './types.ts';
export { parseComponentValueList } from './regroup.ts';
export { Tokenizer, TokenType } from './tokenizer.ts';
export { compileNth, nthIndices } from './compile-nth.ts';
export { parseSelectors, parseSelectorsWithError } from './selectors.ts';
export { stringifySelectors, stringifyNth } from './stringify.ts';
export { specificity } from './specificity.ts';
export { SELECTOR_ERROR_MESSAGES } from './errors.ts';
import { compileAB } from './compile-nth.ts';
import { parseNthArgument, scanNth, scanned } from './nth.ts';
import type { Nth, NthCheckResult, NthMatcher, ParseNthResult } from './types.ts';

/** An+B from the text inside the parentheses of :nth-*(); null when invalid. */
export function parseNth(argument: string): Nth | null {
  if (scanNth(argument, 0, argument.length)) return { a: scanned.a, b: scanned.b };
  const result = parseNthArgument(argument);
  return result.ok ? { a: result.a, b: result.b } : null;
}

/** Like parseNth, with the reason and place (offset in `argument`, token) when invalid (decision N8). */
export function parseNthWithError(argument: string): ParseNthResult {
  return parseNthArgument(argument);
}

/**
 * parseNth + compileNth: a matcher for **1-based** indices (as `:nth-child()`
 * counts), or `null` when the argument is invalid.
 *
 * Not the `nth-check` package's `nthCheck`, despite the name: that one takes
 * a 0-based index and throws on an invalid argument. Coming from nth-check,
 * call `nthCheck(arg)?.(index + 1)` and handle `null` (docs/migrating.md).
 */
export function nthCheck(argument: string): NthMatcher | null {
  if (scanNth(argument, 0, argument.length)) return compileAB(scanned.a, scanned.b);
  const result = parseNthArgument(argument);
  return result.ok ? compileAB(result.a, result.b) : null;
}

/** Like nthCheck, as `{ ok: true, matcher } | { ok: false, error }` (the reason and place, decision N8). */
export function nthCheckWithError(argument: string): NthCheckResult {
  if (scanNth(argument, 0, argument.length)) return { ok: true, matcher: compileAB(scanned.a, scanned.b) };
  const result = parseNthArgument(argument);
  return result.ok ? { ok: true, matcher: compileAB(result.a, result.b) } : result;
}
