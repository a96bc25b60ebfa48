import type { HtmlParseError, HtmlTokenizerErrorCode } from '@forgiving/html-tokenizer';

/**
 * Tree construction error codes and messages (decision H6; listed in the
 * README): the one table of the package's codes, `Record<HtmlTreeErrorCode,
 * string>`, so a code without a message does not compile (issue #14).
 */
const TABLE = {
  'missing-doctype': 'Expected a DOCTYPE before anything else',
  'non-conforming-doctype': 'The DOCTYPE is not <!DOCTYPE html>',
  'unexpected-doctype': 'A DOCTYPE is only allowed at the start of the document',
  'unexpected-start-tag': 'Start tag not allowed here; ignored',
  'unexpected-end-tag': 'End tag not allowed here or without a matching open element; ignored',
  'unclosed-element': 'An element was closed implicitly before its end tag',
  'misnested-tag': 'End tag misnested with formatting elements; the adoption agency rearranged them',
  'unexpected-character': 'Text not allowed here',
  'unexpected-character-in-table': 'Text in a table is moved before the table (foster parenting)',
  'unexpected-null-character': 'U+0000 NULL ignored',
  'eof-with-open-elements': 'The input ended with elements still open',
  'eof-in-template': 'The input ended inside a <template>',
  'eof-in-element-that-can-contain-only-text':
    'The input ended inside <script>, <style>, <title>, <textarea> or a raw text element',
  'unexpected-in-noscript': 'Only <link>, <meta>, <style> and <noframes> belong in a <noscript> in head',
  'nested-form': 'A form inside a form; ignored',
  'non-void-html-element-start-tag-with-trailing-solidus': 'A "/>" on an element that is not void is ignored',
  'unexpected-end-tag-in-foreign-content': 'End tag does not match the open foreign element',
  'unexpected-html-in-foreign-content': 'HTML start tag inside SVG or MathML closes the foreign elements',
  'formatting-reconstruction-limit':
    'Reopening formatting elements passed the budget (maxReconstruction): from here on they are not made again',
} as const;

/** Every code tree construction reports. */
export type HtmlTreeErrorCode = keyof typeof TABLE;

/** Every code of an HTML parse: the tokenizer's and tree construction's. */
export type HtmlErrorCode = HtmlTokenizerErrorCode | HtmlTreeErrorCode;

/** An error of an HTML parse (tokenizer or tree construction), with the span of its culprit. */
export type HtmlTreeParseError = HtmlParseError<HtmlErrorCode>;

/** The message of each tree construction code. Prototype-free and frozen. */
export const MESSAGES: Readonly<Record<HtmlTreeErrorCode, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<HtmlTreeErrorCode, string>, TABLE),
);
