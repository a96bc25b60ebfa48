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
  /** U+0001 START OF HEADING: the first C0 control after NUL (CSS serialisation escapes U+0001-U+001F). */
  StartOfHeading = 0x01,
  Backspace = 0x08,
  Tab = 0x09,
  LineFeed = 0x0a,
  LineTabulation = 0x0b,
  FormFeed = 0x0c,
  CarriageReturn = 0x0d,
  ShiftOut = 0x0e,
  ShiftIn = 0x0f,
  Escape = 0x1b,
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
  UpperD = 0x44,
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
  GraveAccent = 0x60,
  LowerA = 0x61,
  LowerD = 0x64,
  LowerE = 0x65,
  LowerF = 0x66,
  LowerG = 0x67,
  LowerL = 0x6c,
  LowerM = 0x6d,
  LowerN = 0x6e,
  LowerO = 0x6f,
  LowerQ = 0x71,
  LowerR = 0x72,
  LowerS = 0x73,
  LowerT = 0x74,
  LowerU = 0x75,
  LowerV = 0x76,
  LowerX = 0x78,
  LowerZ = 0x7a,
  LeftBrace = 0x7b,
  VerticalLine = 0x7c,
  RightBrace = 0x7d,
  Tilde = 0x7e,
  Delete = 0x7f,
  /** The first code point that is not ASCII, and the first C1 control. */
  NonAscii = 0x80,
  /** The last C1 control: the C1 controls are U+0080 (`NonAscii`) to U+009F. */
  C1ControlMax = 0x9f,
  /** U+00A0 NO-BREAK SPACE (`&nbsp;` when HTML is serialized). */
  NoBreakSpace = 0xa0,
  SurrogateMin = 0xd800,
  HighSurrogateMax = 0xdbff,
  LowSurrogateMin = 0xdc00,
  SurrogateMax = 0xdfff,
  ByteOrderMark = 0xfeff,
  ReplacementCharacter = 0xfffd,
  /** The first code point outside the BMP: two UTF-16 code units from here on. */
  SupplementaryMin = 0x10000,
  MaxCodePoint = 0x10ffff,
}

/**
 * The bit that tells an ASCII upper-case letter from its lower-case one
 * (U+0041 A | 0x20 = U+0061 a): `(c | Ascii.CaseBit) === Char.LowerX` is
 * an ASCII case-insensitive match for an ASCII letter, and
 * `c | Ascii.CaseBit` lowers an upper-case ASCII letter (Infra "ASCII
 * lowercase"). Only for comparisons against letters: it also maps some
 * non-letters onto each other (U+0040 @ to U+0060 `). A const enum, inlined
 * like `Char`.
 */
export const enum Ascii {
  CaseBit = 0x20,
}

/**
 * ASCII whitespace (Infra): tab, LF, FF, CR, space. HTML's tag states and
 * encoding sniffing, MIME sniffing, and CSS whitespace after preprocessing
 * (CSS Syntax 3 §4.2, decision N0: not U+00A0).
 */
export function isAsciiWhitespace(c: number): boolean {
  return c === Char.Space || c === Char.LineFeed || c === Char.Tab || c === Char.FormFeed || c === Char.CarriageReturn;
}

/** ASCII digit (Infra): U+0030 (0) to U+0039 (9). */
export function isAsciiDigit(c: number): boolean {
  return c >= Char.Digit0 && c <= Char.Digit9;
}

/** ASCII alpha (Infra): U+0041 (A) to U+005A (Z) and U+0061 (a) to U+007A (z). */
export function isAsciiAlpha(c: number): boolean {
  const lower = c | Ascii.CaseBit;
  return lower >= Char.LowerA && lower <= Char.LowerZ;
}

/** ASCII alphanumeric (Infra): an ASCII digit or ASCII alpha (one body: no call chain in bundles). */
export function isAsciiAlphanumeric(c: number): boolean {
  const lower = c | Ascii.CaseBit;
  return (c >= Char.Digit0 && c <= Char.Digit9) || (lower >= Char.LowerA && lower <= Char.LowerZ);
}

/** A UTF-16 surrogate code unit (or surrogate code point, Infra): U+D800 to U+DFFF. */
export function isSurrogate(c: number): boolean {
  return c >= Char.SurrogateMin && c <= Char.SurrogateMax;
}

/** A leading (high) surrogate code unit: U+D800 to U+DBFF. */
export function isHighSurrogate(c: number): boolean {
  return c >= Char.SurrogateMin && c <= Char.HighSurrogateMax;
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
