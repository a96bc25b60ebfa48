/**
 * The tokenizer states of WHATWG HTML §13.2.5, numbered (decision H9). A plain
 * object, not a `const enum`, so that published declarations work under
 * `isolatedModules`. Names follow the Standard's state names.
 */
export const State = {
  Data: 1,
  RCDATA: 2,
  RAWTEXT: 3,
  ScriptData: 4,
  PLAINTEXT: 5,
  TagOpen: 6,
  EndTagOpen: 7,
  TagName: 8,
  RCDATALessThanSign: 9,
  RCDATAEndTagOpen: 10,
  RCDATAEndTagName: 11,
  RAWTEXTLessThanSign: 12,
  RAWTEXTEndTagOpen: 13,
  RAWTEXTEndTagName: 14,
  ScriptDataLessThanSign: 15,
  ScriptDataEndTagOpen: 16,
  ScriptDataEndTagName: 17,
  ScriptDataEscapeStart: 18,
  ScriptDataEscapeStartDash: 19,
  ScriptDataEscaped: 20,
  ScriptDataEscapedDash: 21,
  ScriptDataEscapedDashDash: 22,
  ScriptDataEscapedLessThanSign: 23,
  ScriptDataEscapedEndTagOpen: 24,
  ScriptDataEscapedEndTagName: 25,
  ScriptDataDoubleEscapeStart: 26,
  ScriptDataDoubleEscaped: 27,
  ScriptDataDoubleEscapedDash: 28,
  ScriptDataDoubleEscapedDashDash: 29,
  ScriptDataDoubleEscapedLessThanSign: 30,
  ScriptDataDoubleEscapeEnd: 31,
  BeforeAttributeName: 32,
  AttributeName: 33,
  AfterAttributeName: 34,
  BeforeAttributeValue: 35,
  AttributeValueDoubleQuoted: 36,
  AttributeValueSingleQuoted: 37,
  AttributeValueUnquoted: 38,
  AfterAttributeValueQuoted: 39,
  SelfClosingStartTag: 40,
  BogusComment: 41,
  MarkupDeclarationOpen: 42,
  CommentStart: 43,
  CommentStartDash: 44,
  Comment: 45,
  CommentLessThanSign: 46,
  CommentLessThanSignBang: 47,
  CommentLessThanSignBangDash: 48,
  CommentLessThanSignBangDashDash: 49,
  CommentEndDash: 50,
  CommentEnd: 51,
  CommentEndBang: 52,
  DOCTYPE: 53,
  BeforeDOCTYPEName: 54,
  DOCTYPEName: 55,
  AfterDOCTYPEName: 56,
  AfterDOCTYPEPublicKeyword: 57,
  BeforeDOCTYPEPublicIdentifier: 58,
  DOCTYPEPublicIdentifierDoubleQuoted: 59,
  DOCTYPEPublicIdentifierSingleQuoted: 60,
  AfterDOCTYPEPublicIdentifier: 61,
  BetweenDOCTYPEPublicAndSystemIdentifiers: 62,
  AfterDOCTYPESystemKeyword: 63,
  BeforeDOCTYPESystemIdentifier: 64,
  DOCTYPESystemIdentifierDoubleQuoted: 65,
  DOCTYPESystemIdentifierSingleQuoted: 66,
  AfterDOCTYPESystemIdentifier: 67,
  BogusDOCTYPE: 68,
  CDATASection: 69,
  CDATASectionBracket: 70,
  CDATASectionEnd: 71,
  CharacterReference: 72,
  NamedCharacterReference: 73,
  AmbiguousAmpersand: 74,
  NumericCharacterReference: 75,
  HexadecimalCharacterReferenceStart: 76,
  DecimalCharacterReferenceStart: 77,
  HexadecimalCharacterReference: 78,
  DecimalCharacterReference: 79,
  NumericCharacterReferenceEnd: 80,
} as const;

export type StateId = (typeof State)[keyof typeof State];

const ACRONYMS = /^(RCDATA|RAWTEXT|PLAINTEXT|DOCTYPE|CDATA)$/;

/** The Standard's name of a state from its key: `RCDATALessThanSign` → `RCDATA less-than sign state`. */
function standardName(key: string): string {
  const name = key
    .split(/(?=[A-Z][a-z])|(?<=[a-z])(?=[A-Z])/)
    .map((word) => (ACRONYMS.test(word) ? word : word.toLowerCase()))
    .join(' ')
    .replace('less than', 'less-than')
    .replace('self closing', 'self-closing')
    .replace(/ (double|single) quoted$/, ' ($1-quoted)')
    .replace(/ (unquoted|quoted)$/, ' ($1)');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} state`;
}

/** The Standard's name of each state, indexed by number (`'Tag name state'`). */
export const STATE_NAMES: readonly string[] = ['', ...Object.keys(State).map(standardName)];

/** The initial states html5lib tests name, by their html5lib name. */
export function stateByName(name: string): StateId | undefined {
  const index = STATE_NAMES.indexOf(name);
  return index > 0 ? (index as StateId) : undefined;
}
