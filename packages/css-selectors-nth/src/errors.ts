/**
 * Why a selector or An+B argument is invalid (decision N8): the codes, their
 * messages (one table, `Record<SelectorErrorCode, string>`, so a code
 * without a message does not compile; issue #14), and how an error gets its
 * line and column.
 */
import { LineIndex, parseError } from '@forgiving/char-ref';
import type { SelectorError } from './types.ts';

const TABLE = {
  'missing-selector': 'Expected a selector',
  'missing-selector-before-comma': 'Expected a selector before the comma',
  'unexpected-token': 'Unexpected token in a selector',
  'unmatched-close-paren': 'Unmatched )',
  'type-selector-not-first': 'A type or universal selector must come first in a compound selector',
  'content-after-pseudo-element': 'Nothing may follow a pseudo-element',
  'misplaced-pseudo-element': 'Pseudo-elements are not allowed here',
  'missing-pseudo-element-name': 'Expected a pseudo-element name',
  'missing-pseudo-class-name': 'Expected a pseudo-class name',
  'invalid-id-selector': 'An ID selector must be an identifier',
  'missing-class-name': 'Expected a class name after "."',
  'undeclared-namespace-prefix': 'Undeclared namespace prefix (declare it with the namespaces option)',
  'missing-name-after-namespace-prefix': 'Expected a type name or * after the namespace prefix',
  'missing-namespace-separator': 'Expected "|" after "*"',
  'missing-attribute-name': 'Expected an attribute name',
  'missing-attribute-operator': 'Expected an attribute operator or "]"',
  'missing-attribute-value': 'Expected an attribute value',
  'missing-close-bracket': 'Expected "]"',
  'empty-negation': ':not() needs a simple selector',
  'complex-negation-argument': ':not() takes one simple selector',
  'pseudo-element-in-negation': 'Pseudo-elements are not allowed in :not()',
  'nested-negation': 'Negations cannot be nested',
  'level-4-pseudo-class': 'This functional pseudo-class is Selectors Level 4 (decision N7): parse with level: 4',
  'nested-has': ':has() cannot be nested',
  'invalid-an-plus-b': 'Invalid An+B',
  'invalid-lang-argument': 'Invalid :lang() argument',
  'invalid-argument-token': 'Invalid token in the arguments',
} as const;

/** Every code of a SelectorError. */
export type SelectorErrorCode = keyof typeof TABLE;

/** The message of each code. Prototype-free and frozen. */
export const SELECTOR_ERROR_MESSAGES: Readonly<Record<SelectorErrorCode, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<SelectorErrorCode, string>, TABLE),
);

/**
 * An error before it is located: the code and the span [offset, endOffset)
 * of the culprit in the parsed string. Cheap to make, as the parser makes
 * one for every item a forgiving list drops; only the error returned gets
 * its line, column and message (one pass over the string per failed parse).
 */
export interface RawSelectorError {
  code: SelectorErrorCode;
  offset: number;
  endOffset: number;
}

export function rawError(code: SelectorErrorCode, offset: number, endOffset = offset): RawSelectorError {
  return { code, offset, endOffset };
}

/** The SelectorError of a raw one: message, start and end points, and the culprit as written (`token`). */
export function locateError(raw: RawSelectorError, source: string): SelectorError {
  const lines = new LineIndex(source);
  const error = parseError(raw.code, TABLE[raw.code], lines.point(raw.offset), lines.point(raw.endOffset));
  return { ...error, token: source.slice(raw.offset, raw.endOffset) };
}
