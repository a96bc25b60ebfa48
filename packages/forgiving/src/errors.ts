/**
 * The errors `forgiving` reports itself (the parsers' errors come from their
 * packages): their codes and one message table, `Record<ForgivingErrorCode,
 * string>`, so a code without a message does not compile (issue #14).
 */
import type { SelectorError, SelectorErrorCode } from '@forgiving/css-selectors-nth';
import { MAX_SELECTOR_NESTING } from './select/depth.ts';

const TABLE = {
  // selectors that parse but that the matcher cannot evaluate (compileSelector)
  'unsupported-pseudo-class': 'unsupported pseudo-class: the matcher cannot evaluate it',
  'selector-too-deep': `selector nested more than ${MAX_SELECTOR_NESTING} levels deep (arguments and combinators)`,
};

/** Every code of an error `forgiving` reports itself. */
export type ForgivingErrorCode = keyof typeof TABLE;

/** The message of each code. Prototype-free and frozen. */
export const FORGIVING_ERROR_MESSAGES: Readonly<Record<ForgivingErrorCode, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<ForgivingErrorCode, string>, TABLE),
);

/** The codes of compileSelector's errors: the parser's, and those of selectors the matcher cannot evaluate. */
export type SelectErrorCode =
  | SelectorErrorCode
  | Extract<ForgivingErrorCode, 'unsupported-pseudo-class' | 'selector-too-deep'>;

/** An error of compileSelector (and of SelectorSyntaxError): a SelectorError with the wider code. */
export type SelectError = SelectorError<SelectErrorCode>;
