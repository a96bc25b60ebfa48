/**
 * The parse errors of WHATWG HTML §13.2.2 that the tokenizer and the input
 * stream report, by the Standard's code (decision H6), with a short message.
 * The codes and their ids are generated from the Standard's table
 * (scripts/generate-ids.mjs, generated/error-ids.ts); the messages are this
 * table's, one per code: a code without a message, or a message for no
 * code, does not compile (issue #14). The table lists the codes in id order
 * (`ERROR_CODES` is its keys: the bundle holds each code once), which
 * test/error-codes.test.ts checks against the generated order.
 */
import type { HtmlTokenizerErrorCode } from './generated/error-ids.ts';

export type { HtmlTokenizerErrorCode } from './generated/error-ids.ts';

const TABLE: { readonly [C in HtmlTokenizerErrorCode]: string } = {
  'abrupt-closing-of-empty-comment': 'An empty comment is closed by `>` right after `<!--` or `<!---`',
  'abrupt-doctype-public-identifier': 'The DOCTYPE public identifier ends at `>` before its closing quote',
  'abrupt-doctype-system-identifier': 'The DOCTYPE system identifier ends at `>` before its closing quote',
  'absence-of-digits-in-numeric-character-reference': 'A numeric character reference has no digits',
  'cdata-in-html-content': 'A CDATA section outside foreign content is a bogus comment',
  'character-reference-outside-unicode-range': 'A numeric character reference is above U+10FFFF',
  'control-character-in-input-stream': 'The input contains a control character',
  'control-character-reference': 'A numeric character reference names a control character',
  'duplicate-attribute': 'An attribute repeats a name already on this tag; it is dropped',
  'end-tag-with-attributes': 'An end tag has attributes',
  'end-tag-with-trailing-solidus': 'An end tag ends with `/>`',
  'eof-before-tag-name': 'The input ends after `<` or `</`',
  'eof-in-cdata': 'The input ends inside a CDATA section',
  'eof-in-comment': 'The input ends inside a comment',
  'eof-in-doctype': 'The input ends inside a DOCTYPE',
  'eof-in-script-html-comment-like-text': 'The input ends inside `<!--` in script data',
  'eof-in-tag': 'The input ends inside a tag',
  'incorrectly-closed-comment': 'A comment is closed by `--!>`',
  'incorrectly-opened-comment': '`<!` is not followed by `--`, `DOCTYPE` or `[CDATA[`: a bogus comment',
  'invalid-character-sequence-after-doctype-name': 'Neither PUBLIC nor SYSTEM follows the DOCTYPE name',
  'invalid-first-character-of-tag-name': 'A tag name must start with an ASCII letter',
  'missing-attribute-value': 'An attribute has `=` but no value',
  'missing-doctype-name': 'The DOCTYPE has no name',
  'missing-doctype-public-identifier': 'The DOCTYPE public identifier is missing',
  'missing-doctype-system-identifier': 'The DOCTYPE system identifier is missing',
  'missing-end-tag-name': '`</>` has no tag name; it is ignored',
  'missing-quote-before-doctype-public-identifier': 'The DOCTYPE public identifier is not quoted',
  'missing-quote-before-doctype-system-identifier': 'The DOCTYPE system identifier is not quoted',
  'missing-semicolon-after-character-reference': 'A character reference is not terminated by `;`',
  'missing-whitespace-after-doctype-public-keyword': 'Whitespace is missing after PUBLIC',
  'missing-whitespace-after-doctype-system-keyword': 'Whitespace is missing after SYSTEM',
  'missing-whitespace-before-doctype-name': 'Whitespace is missing between DOCTYPE and its name',
  'missing-whitespace-between-attributes': 'Whitespace is missing between two attributes',
  'missing-whitespace-between-doctype-public-and-system-identifiers':
    'Whitespace is missing between the DOCTYPE public and system identifiers',
  'nested-comment': '`<!--` inside a comment',
  'noncharacter-character-reference': 'A numeric character reference names a noncharacter',
  'noncharacter-in-input-stream': 'The input contains a noncharacter',
  'null-character-reference': 'A numeric character reference names U+0000',
  'surrogate-character-reference': 'A numeric character reference names a surrogate',
  'surrogate-in-input-stream': 'The input contains a lone surrogate',
  'unexpected-character-after-doctype-system-identifier': 'Characters follow the DOCTYPE system identifier',
  'unexpected-character-in-attribute-name': '`"`, `\'` or `<` in an attribute name',
  'unexpected-character-in-unquoted-attribute-value':
    '`"`, `\'`, `<`, `=` or a backtick in an unquoted attribute value',
  'unexpected-equals-sign-before-attribute-name': 'An attribute name starts with `=`',
  'unexpected-null-character': 'U+0000 NULL in the input',
  'unexpected-question-mark-instead-of-tag-name':
    '`<?` starts a bogus comment (only with `processingInstructions: false`, the Standard before whatwg/html #12118)',
  'unexpected-solidus-in-tag': '`/` inside a tag not followed by `>`',
  'unknown-named-character-reference': 'An unknown named character reference ends with `;`',
  // whatwg/html #12118 (processing instructions).
  'disallowed-processing-instruction-target':
    'The processing instruction target `xml` or `xml-stylesheet` makes `<?` a bogus comment',
  'eof-in-processing-instruction': 'The input ends inside a processing instruction; it is dropped',
  'invalid-first-character-of-processing-instruction-target':
    'A processing instruction target must start with an ASCII letter or `_`: a bogus comment',
  'invalid-processing-instruction-target':
    'A processing instruction target holds a character other than ASCII letters, digits, `-` and `_`: a bogus comment',
};

/**
 * The message of each code. Prototype-free and frozen. Marked pure, so that
 * a bundle of the low-level Tokenizer alone drops the table (issue 15).
 */
export const ERROR_MESSAGES: Readonly<Record<HtmlTokenizerErrorCode, string>> = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.assign(/* @__PURE__ */ Object.create(null) as Record<HtmlTokenizerErrorCode, string>, TABLE),
);

/**
 * The codes in id order: the low-level `Tokenizer` reports an error by its
 * index here (the enum `E` of generated/error-ids.ts), `createTokenizer` and
 * `tokenize` by the code. Frozen; pure, like the messages.
 */
export const ERROR_CODES: readonly HtmlTokenizerErrorCode[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.keys(TABLE) as HtmlTokenizerErrorCode[],
);

/** The message of an error code. */
export function errorMessage(code: HtmlTokenizerErrorCode): string {
  return ERROR_MESSAGES[code];
}
