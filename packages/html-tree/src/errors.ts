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
  // Start tags (parse5's tree error codes are the model: what went wrong, where).
  'misplaced-html-start-tag':
    'A second <html> start tag; its attributes were added to the root element if missing there (inside a template: ignored)',
  'misplaced-head-start-tag': 'A <head> start tag inside the head or the body; ignored',
  'misplaced-frame-start-tag': 'A <frame> start tag outside a frameset; ignored',
  'misplaced-body-start-tag':
    'A second <body> start tag; its attributes were added to the body element if missing there (inside a template or with no body open: ignored)',
  'misplaced-frameset-start-tag':
    'A <frameset> start tag inside the body; ignored, unless the body held nothing visible yet (then the frameset replaced it)',
  'misplaced-start-tag-for-head-element':
    'A start tag for an element of the head (base, link, meta, script, style, title, ...) after the head; put in the head',
  'nested-noscript-in-head': 'A <noscript> inside a <noscript> in head; ignored',
  'heading-in-heading': 'A heading start tag while a heading is the current node; the open heading was closed',
  'image-start-tag': 'There is no <image> element; the tag was treated as <img>',
  'table-part-outside-table':
    'A table part (caption, col, colgroup, tbody, td, tfoot, th, thead, tr) outside a table; ignored',
  'nested-a-element': 'An <a> inside an open <a>; the open one was closed first',
  'nested-nobr-element': 'A <nobr> inside an open <nobr>; the open one was closed first',
  'nested-button-element': 'A <button> inside an open <button>; the open one was closed first',
  'nested-select-element':
    'A <select> inside a <select>; the open select was closed and the new tag ignored (in a select fragment: only ignored)',
  'option-left-open-in-select':
    'An <option>, <optgroup> or <hr> start tag in a <select> while an option or optgroup could not be closed (an element in it is still open); the new element went inside it',
  'input-in-select': 'An <input> inside a <select>; the select was closed first (in a select fragment: ignored)',
  'ruby-element-outside-ruby': 'An rb, rp, rt or rtc start tag not directly in a <ruby> (or rtc); inserted anyway',
  'nested-table': 'A <table> start tag inside a table; the open table was closed first (ignored if none is open)',
  'hidden-input-in-table': 'An <input type=hidden> directly in a table; inserted in the table',
  'form-in-table':
    'A <form> directly in a table; an empty form was inserted (none if a form is open) and its content goes on in the table',
  'cell-without-row': 'A <td> or <th> directly in a table section; a <tr> was implied',
  'unexpected-start-tag-in-table':
    'A start tag a table cannot hold; handled as in the body, with foster parenting (an element it inserts while the table, a row group or a row is the current node goes before the table)',
  'unexpected-start-tag-in-caption': 'A table part start tag in a caption with no caption open (fragment); ignored',
  'unexpected-start-tag-in-column-group':
    'A start tag in a column group with no colgroup open (a fragment, or columns in a template); ignored',
  'unexpected-start-tag-in-table-body':
    'A table part start tag with no tbody, thead or tfoot open (a fragment, or rows in a template); ignored',
  'unexpected-start-tag-in-row':
    'A table part start tag with no <tr> open (a fragment, or cells in a template); ignored',
  'unexpected-start-tag-in-cell': 'A table part start tag with no <td> or <th> open (fragment); ignored',
  'unexpected-start-tag-after-body': 'A start tag after </body>; parsing went back to the body',
  'unexpected-start-tag-in-frameset': 'A start tag other than frameset, frame or noframes in a frameset; ignored',
  'unexpected-start-tag-after-frameset': 'A start tag other than noframes after the frameset; ignored',
  // End tags.
  'end-tag-without-matching-open-element': 'An end tag without a matching open element in scope; ignored',
  'end-tag-behind-special-element':
    'An end tag for an element that is open but below a special element (div, p, li, table, ...); ignored',
  'p-end-tag-without-open-p': 'A </p> without an open <p>; an empty <p> was inserted',
  'br-end-tag': 'A </br> end tag; treated as a <br> start tag',
  'unexpected-end-tag-before-html': 'An end tag other than head, body, html or br before <html>; ignored',
  'unexpected-end-tag-before-head': 'An end tag other than head, body, html or br before <head>; ignored',
  'unexpected-end-tag-in-head': 'An end tag other than head, body, html, br or template in the head; ignored',
  'unexpected-end-tag-in-head-noscript': 'An end tag other than noscript or br in a <noscript> in head; ignored',
  'unexpected-end-tag-after-head':
    'An end tag other than body, html, br or template between the head and the body; ignored',
  'unexpected-end-tag-in-template': 'An end tag other than template directly in a template; ignored',
  'unexpected-end-tag-in-table':
    'An end tag a table ignores (body, html, a table part; ignored), or another one handled as in the body, with foster parenting',
  'unexpected-end-tag-in-caption': 'An end tag a caption ignores (body, col, colgroup, html, a table part); ignored',
  'unexpected-end-tag-in-column-group':
    'An end tag in a column group: </col>, or any other with no colgroup open; ignored',
  'unexpected-end-tag-in-table-body':
    'An end tag a table section ignores (body, caption, col, colgroup, html, td, th, tr); ignored',
  'unexpected-end-tag-in-row': 'An end tag a table row ignores (body, caption, col, colgroup, html, td, th); ignored',
  'unexpected-end-tag-in-cell': 'An end tag a table cell ignores (body, caption, col, colgroup, html); ignored',
  'unexpected-end-tag-after-body':
    'An end tag after </body>; parsing went back to the body (</html> in a fragment: ignored)',
  'unexpected-end-tag-in-frameset': 'An end tag other than </frameset> in a frameset; ignored',
  'unexpected-end-tag-after-frameset': 'An end tag other than </html> after the frameset; ignored',
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
  'unexpected-html-in-foreign-content':
    'An HTML start tag (or </br>, </p>) inside SVG or MathML closes the foreign elements',
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
