/**
 * Tokenizer states (XML-ER §3.3, one member per draft state plus the
 * sub-states the draft leaves as "..."), and the char codes the loop tests.
 * Numeric const enums: the tokenizer switches on small integers.
 */

export const enum State {
  Data = 1,
  // "&" in the data state (the draft leaves it as "...": decisions X3, X4)
  ReferenceStart,
  NumericReferenceStart,
  HexReferenceStart,
  DecimalReference,
  HexReference,
  NamedReference,
  Tag,
  TagName,
  EmptyTag,
  TagAttributeNameBefore,
  TagAttributeName,
  TagAttributeNameAfter,
  TagAttributeValueBefore,
  TagAttributeValueDoubleQuoted,
  TagAttributeValueSingleQuoted,
  TagAttributeValueUnquoted,
  EndTag,
  EndTagName,
  EndTagNameAfter,
  Pi,
  PiTarget,
  PiTargetAfter,
  PiData,
  PiAfter,
  MarkupDeclaration,
  MarkupDeclarationDash,
  MarkupDeclarationSequence,
  Comment,
  CommentDash,
  CommentEnd,
  Cdata,
  CdataBracket,
  CdataEnd,
  BogusComment,
  Doctype,
  DoctypeRootNameBefore,
  DoctypeRootName,
  DoctypeRootNameAfter,
  DoctypeIdentifierDoubleQuoted,
  DoctypeIdentifierSingleQuoted,
  DoctypeInternalSubset,
  DoctypeInternalSubsetAfter,
  // Scanning the internal subset for its closing "]": quotes, comments and
  // PIs may contain "]" (the DOCTYPE ENTITY / comment / pi states of the draft).
  SubsetDoubleQuoted,
  SubsetSingleQuoted,
  SubsetLessThan,
  SubsetBang,
  SubsetBangDash,
  SubsetComment,
  SubsetCommentDash,
  SubsetCommentDashDash,
  SubsetPi,
  SubsetPiQuestion,
}

export const enum Char {
  Tab = 0x09,
  LineFeed = 0x0a,
  CarriageReturn = 0x0d,
  Space = 0x20,
  Bang = 0x21,
  DoubleQuote = 0x22,
  Hash = 0x23,
  Percent = 0x25,
  Ampersand = 0x26,
  SingleQuote = 0x27,
  Dash = 0x2d,
  Slash = 0x2f,
  Zero = 0x30,
  Nine = 0x39,
  Colon = 0x3a,
  Semicolon = 0x3b,
  LessThan = 0x3c,
  Equals = 0x3d,
  GreaterThan = 0x3e,
  Question = 0x3f,
  OpenBracket = 0x5b,
  CloseBracket = 0x5d,
  LowerX = 0x78,
}

/** XML S: space, tab, LF, CR (CR is still present: decision X2 normalises slices). */
export function isSpace(c: number): boolean {
  return c === Char.Space || c === Char.LineFeed || c === Char.Tab || c === Char.CarriageReturn;
}
