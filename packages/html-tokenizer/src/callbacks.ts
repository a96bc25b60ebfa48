/**
 * The low-level layer's callbacks (htmlparser2's Tokenizer is the model):
 * text arrives as sections of the tokenizer's normalized buffer, with no
 * string built; other tokens arrive with their values. Positions of text
 * sections are indices into `tokenizer.buffer` (map them with
 * `tokenizer.offsetAt(index)`); every other position is an offset into the
 * original input.
 */
export interface TokenizerCallbacks {
  /** Characters `buffer[start, end)`, verbatim (they need no replacement). */
  text(start: number, end: number): void;
  /**
   * Characters that are not verbatim input: a character reference's value or
   * U+FFFD for a NUL. `start`/`end` are original offsets of what they replace.
   */
  textValue(value: string, start: number, end: number): void;
  /**
   * A start tag. `names`/`values` hold `count` attributes (duplicates already
   * dropped); the arrays are reused for the next tag: copy what you keep.
   */
  startTag(
    name: string,
    names: readonly string[],
    values: readonly string[],
    count: number,
    selfClosing: boolean,
    start: number,
    end: number,
  ): void;
  endTag(name: string, start: number, end: number): void;
  comment(value: string, start: number, end: number): void;
  /**
   * A processing instruction `<?target data?>` (whatwg/html #12118): its
   * target and data, `start` at its `<`, `end` after its `>`. Optional: a
   * tokenizer whose callbacks lack it reads `<?` as the Standard did before
   * (a bogus comment), unless `processingInstructions` says otherwise.
   */
  processingInstruction?(target: string, data: string, start: number, end: number): void;
  doctype(
    name: string | null,
    publicId: string | null,
    systemId: string | null,
    forceQuirks: boolean,
    start: number,
    end: number,
  ): void;
  /**
   * Optional: original offsets of characters of the current attribute value
   * that are not verbatim (a character reference, a NUL), before its tag's
   * `startTag` / `endTag`. `scan` uses it to find references in values.
   */
  attributeValueReplaced?(start: number, end: number): void;
  /**
   * A parse error, by its index in `ERROR_CODES` (`ERROR_CODES[id]` is the
   * Standard's code, `errorMessage` of it the message): a number, so that
   * the low-level bundle holds no code strings (issue 15).
   */
  error(id: number, offset: number, endOffset: number): void;
  eof(offset: number): void;
}
