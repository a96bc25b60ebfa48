/**
 * Character codes and the predicates on them: the one module every package
 * compares char codes with (issue #14, "Code that reads like its spec").
 * Members are the Unicode character names in camel case, shortened where the
 * short form is unambiguous (`LessThan` for U+003C LESS-THAN SIGN,
 * `LeftParen`), so `c === Char.Solidus` reads like the spec's "U+002F
 * SOLIDUS (/)".
 *
 * A `const enum`: every use inlines to its number, so hot loops compare
 * against literals. Packages import this file as `@forgiving/char-ref/codes`,
 * which is not a published entry point: each package's build bundles it in
 * from source (tsup.base.ts), so no published file imports it and no
 * published declaration carries a const enum (isolatedModules consumers).
 */
export const enum Char {
  Null = 0x00,
  Backspace = 0x08,
  Tab = 0x09,
  LineFeed = 0x0a,
  LineTabulation = 0x0b,
  FormFeed = 0x0c,
  CarriageReturn = 0x0d,
  ShiftOut = 0x0e,
  InformationSeparatorOne = 0x1f,
  Space = 0x20,
  Exclamation = 0x21,
  QuotationMark = 0x22,
  NumberSign = 0x23,
  Dollar = 0x24,
  Percent = 0x25,
  Ampersand = 0x26,
  Apostrophe = 0x27,
  LeftParen = 0x28,
  RightParen = 0x29,
  Asterisk = 0x2a,
  Plus = 0x2b,
  Comma = 0x2c,
  HyphenMinus = 0x2d,
  FullStop = 0x2e,
  Solidus = 0x2f,
  Digit0 = 0x30,
  Digit9 = 0x39,
  Colon = 0x3a,
  Semicolon = 0x3b,
  LessThan = 0x3c,
  EqualsSign = 0x3d,
  GreaterThan = 0x3e,
  QuestionMark = 0x3f,
  CommercialAt = 0x40,
  UpperA = 0x41,
  UpperE = 0x45,
  UpperF = 0x46,
  UpperS = 0x53,
  UpperX = 0x58,
  UpperZ = 0x5a,
  LeftBracket = 0x5b,
  ReverseSolidus = 0x5c,
  RightBracket = 0x5d,
  Circumflex = 0x5e,
  LowLine = 0x5f,
  LowerA = 0x61,
  LowerE = 0x65,
  LowerF = 0x66,
  LowerG = 0x67,
  LowerL = 0x6c,
  LowerM = 0x6d,
  LowerQ = 0x71,
  LowerR = 0x72,
  LowerS = 0x73,
  LowerU = 0x75,
  LowerX = 0x78,
  LowerZ = 0x7a,
  LeftBrace = 0x7b,
  VerticalLine = 0x7c,
  RightBrace = 0x7d,
  Tilde = 0x7e,
  Delete = 0x7f,
  /** The first code point that is not ASCII. */
  NonAscii = 0x80,
  SurrogateMin = 0xd800,
  LowSurrogateMin = 0xdc00,
  SurrogateMax = 0xdfff,
  ByteOrderMark = 0xfeff,
  ReplacementCharacter = 0xfffd,
  MaxCodePoint = 0x10ffff,
}

/**
 * ASCII whitespace (Infra): tab, LF, FF, CR, space. HTML's tag states and
 * encoding sniffing, MIME sniffing, and CSS whitespace after preprocessing
 * (CSS Syntax 3 §4.2, decision N0: not U+00A0).
 */
export function isAsciiWhitespace(c: number): boolean {
  return c === Char.Space || c === Char.LineFeed || c === Char.Tab || c === Char.FormFeed || c === Char.CarriageReturn;
}

/** XML's S production: space, tab, LF, CR (CR still present: decision X2 normalises slices). */
export function isXmlWhitespace(c: number): boolean {
  return c === Char.Space || c === Char.LineFeed || c === Char.Tab || c === Char.CarriageReturn;
}

/** Sky whitespace: U+0020 or U+000A, and U+000D as U+000A (inline normalisation, errata S2). */
export function isSkySpace(c: number): boolean {
  return c === Char.Space || c === Char.LineFeed || c === Char.CarriageReturn;
}

/** The first line of a Sky application and of a Sky module (errata S4), without the line break. */
export const SKY_APPLICATION_SIGNATURE = '#!mojo mojo:sky';
export const SKY_MODULE_SIGNATURE = 'SKY MODULE';
