/**
 * Tokeniser states of sky-parsing.txt, one member per spec state (spec names
 * in the comments). Module-private numeric const enums: they inline to
 * numbers, so the state machine switches on small integers.
 */
import { Ascii, Char } from '@forgiving/char-ref/codes';
export const enum State {
  /** "signature state" */
  Signature,
  /** "expect a string state" (the signature) */
  ExpectString,
  /** "after signature state" */
  AfterSignature,
  /** "failed signature state": terminal, acts on entry (errata S5) */
  FailedSignature,
  /** "consume rest of line state" */
  ConsumeRestOfLine,
  /** "data state" */
  Data,
  /** "script raw data state" and "style raw data state" (rawKind says which) */
  RawData,
  /**
   * "script raw data: close 1" ... "close 8" and "style raw data: close 1" ...
   * "close 7": one sequence matcher (errata S7); closeIndex is N.
   */
  RawDataClose,
  /** "tag open state" */
  TagOpen,
  /** "close tag state" (spec typo "close tag state state", errata S12) */
  CloseTag,
  /** "tag name state" */
  TagName,
  /** "void tag state" */
  VoidTag,
  /** "before attribute name state" */
  BeforeAttributeName,
  /** "attribute name state" */
  AttributeName,
  /** "after attribute name state" */
  AfterAttributeName,
  /** "before attribute value state" */
  BeforeAttributeValue,
  /** "single-quoted attribute value state" */
  SingleQuotedAttributeValue,
  /** "double-quoted attribute value state" */
  DoubleQuotedAttributeValue,
  /** "unquoted attribute value state" */
  UnquotedAttributeValue,
  // "after tag state" and "after void tag state" act on entry and need no
  // character (errata S5): they are SkyTokenizer.afterTag, not states here.
  /** "comment start 1 state" */
  CommentStart1,
  /** "comment start 2 state" */
  CommentStart2,
  /** "comment state" */
  Comment,
  /** "comment end 1 state" */
  CommentEnd1,
  /** "comment end 2 state" */
  CommentEnd2,
  /** "character reference state" */
  CharacterReference,
  /** "numeric character reference state" */
  NumericCharacterReference,
  /** "hexadecimal numeric character reference state" */
  HexadecimalCharacterReference,
  /** "decimal numeric character reference state" */
  DecimalCharacterReference,
  /** "named character reference L state" */
  NamedL,
  /** "named character reference A state" */
  NamedA,
  /** "named character reference AM state" */
  NamedAM,
  /** "named character reference AP state" */
  NamedAP,
  /** "named character reference APO state" */
  NamedAPO,
  /** "named character reference G state" */
  NamedG,
  /** "named character reference Q state" */
  NamedQ,
  /** "named character reference QU state" */
  NamedQU,
  /** "named character reference QUO state" */
  NamedQUO,
  /** "after named character reference state" */
  AfterNamedCharacterReference,
  /** "bad named character reference state" */
  BadNamedCharacterReference,
}

/** Raw text element kinds (after tag state). */
export const enum Raw {
  None = 0,
  Script = 1,
  Style = 2,
}

/** "The extra terminating character unset": never equal to a char code. */
export const NO_TERMINATOR = -1;

/** The "0".."9", "a".."z", "A".."Z", "-", "_", "." set of the tag open and close tag states. */
export function isTagNameStart(c: number): boolean {
  const lower = c | Ascii.CaseBit;
  return (
    (lower >= Char.LowerA && lower <= Char.LowerZ) ||
    (c >= Char.Digit0 && c <= Char.Digit9) ||
    c === Char.HyphenMinus ||
    c === Char.LowLine ||
    c === Char.FullStop
  );
}

/**
 * Ends a tag name run: whitespace, "/" or ">". Name characters are mostly
 * letters, above ">": one comparison settles them.
 */
export function endsTagName(c: number): boolean {
  return (
    c <= Char.GreaterThan &&
    (c === Char.Space ||
      c === Char.LineFeed ||
      c === Char.CarriageReturn ||
      c === Char.Solidus ||
      c === Char.GreaterThan)
  );
}
