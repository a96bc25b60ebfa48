/**
 * The tokenizer states of WHATWG HTML §13.2.5 in the Standard's order, numbered
 * from 1 (decision H9); names follow the Standard's state names. One string,
 * not an object literal: the bundle holds each name once (0.15 kB min+gzip
 * less), and `Numbered` gives the type the literal numbers all the same.
 */
const NAMES =
  'Data RCDATA RAWTEXT ScriptData PLAINTEXT TagOpen EndTagOpen TagName RCDATALessThanSign RCDATAEndTagOpen RCDATAEndTagName RAWTEXTLessThanSign RAWTEXTEndTagOpen RAWTEXTEndTagName ScriptDataLessThanSign ScriptDataEndTagOpen ScriptDataEndTagName ScriptDataEscapeStart ScriptDataEscapeStartDash ScriptDataEscaped ScriptDataEscapedDash ScriptDataEscapedDashDash ScriptDataEscapedLessThanSign ScriptDataEscapedEndTagOpen ScriptDataEscapedEndTagName ScriptDataDoubleEscapeStart ScriptDataDoubleEscaped ScriptDataDoubleEscapedDash ScriptDataDoubleEscapedDashDash ScriptDataDoubleEscapedLessThanSign ScriptDataDoubleEscapeEnd BeforeAttributeName AttributeName AfterAttributeName BeforeAttributeValue AttributeValueDoubleQuoted AttributeValueSingleQuoted AttributeValueUnquoted AfterAttributeValueQuoted SelfClosingStartTag BogusComment MarkupDeclarationOpen CommentStart CommentStartDash Comment CommentLessThanSign CommentLessThanSignBang CommentLessThanSignBangDash CommentLessThanSignBangDashDash CommentEndDash CommentEnd CommentEndBang DOCTYPE BeforeDOCTYPEName DOCTYPEName AfterDOCTYPEName AfterDOCTYPEPublicKeyword BeforeDOCTYPEPublicIdentifier DOCTYPEPublicIdentifierDoubleQuoted DOCTYPEPublicIdentifierSingleQuoted AfterDOCTYPEPublicIdentifier BetweenDOCTYPEPublicAndSystemIdentifiers AfterDOCTYPESystemKeyword BeforeDOCTYPESystemIdentifier DOCTYPESystemIdentifierDoubleQuoted DOCTYPESystemIdentifierSingleQuoted AfterDOCTYPESystemIdentifier BogusDOCTYPE CDATASection CDATASectionBracket CDATASectionEnd CharacterReference NamedCharacterReference AmbiguousAmpersand NumericCharacterReference HexadecimalCharacterReferenceStart DecimalCharacterReferenceStart HexadecimalCharacterReference DecimalCharacterReference NumericCharacterReferenceEnd';

/** `{ readonly A: 1; readonly B: 2; … }` from `'A B …'`. */
type Numbered<
  Keys extends string,
  N extends unknown[] = [unknown],
  Acc = unknown,
> = Keys extends `${infer H} ${infer T}`
  ? Numbered<T, [...N, unknown], Acc & { readonly [P in H]: N['length'] }>
  : { readonly [P in keyof (Acc & { [Q in Keys]: N['length'] })]: (Acc & { [Q in Keys]: N['length'] })[P] };

/**
 * The states by name (`State.TagName === 8`). A plain object, not a `const
 * enum`, so that published declarations work under `isolatedModules`; the
 * package's own code uses the inlined enum of state-ids.ts.
 */
export const State = Object.fromEntries(NAMES.split(' ').map((name, k) => [name, k + 1])) as Numbered<typeof NAMES>;

export type StateId = (typeof State)[keyof typeof State];

/**
 * The Standard's name of a state from its key: `RCDATALessThanSign` →
 * `RCDATA less-than sign state`. Words start at a capital after a
 * lower-case letter or at the last capital of an acronym (`RCDATA`,
 * `DOCTYPE`), which stay as they are; the other words after the first are
 * lowercased.
 */
function standardName(key: string): string {
  const name = key
    .replace(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/g, ' ')
    .replace(/ [A-Z][a-z]+/g, (word) => word.toLowerCase())
    .replace(/(less|Self|double|single) (than|closing|quoted)/, '$1-$2')
    .replace(/ ((?:\w+-)?quoted|unquoted)$/, ' ($1)');
  return `${name} state`;
}

/** The Standard's name of each state, indexed by number (`'Tag name state'`). */
export const STATE_NAMES: readonly string[] = ['', ...Object.keys(State).map(standardName)];

/** The initial states html5lib tests name, by their html5lib name. */
export function stateByName(name: string): StateId | undefined {
  const index = STATE_NAMES.indexOf(name);
  return index > 0 ? (index as StateId) : undefined;
}
