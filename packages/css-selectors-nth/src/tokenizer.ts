/**
 * CSS Syntax Level 3 tokenizer (§4 "Tokenization", current spec), as a pull
 * tokenizer: `next()` runs one charCodeAt loop step and leaves the token in
 * the instance fields (type, start, end, value, number fields). No token
 * object is allocated; `tokenize()` builds objects on top for tests and tools.
 *
 * Preprocessing (§3.3) is done inline so offsets stay those of the ORIGINAL
 * string (decision N8 reports them): CR LF, CR and FF count as one newline,
 * U+0000 and lone surrogates become U+FFFD in token values.
 *
 * One deliberate addition to the current spec: the match tokens `~=` `|=`
 * `^=` `$=` `*=` (CSS 2.1 / Selectors 3 INCLUDES etc., still produced by
 * rust-cssparser and by browsers). The conformance data is the arbiter
 * (component_value_list.json expects "~=" but "~", "=" for "~/**\/=").
 */
import { REPLACEMENT_CHARACTER, hexDigitValue } from '@forgiving/char-ref';
import { Ascii, Char, isAsciiAlpha, isAsciiDigit, isAsciiWhitespace, isSurrogate } from '@forgiving/char-ref/codes';

/**
 * Token kinds, as a plain `as const` object plus a type of the same name
 * (not a `const enum`: published `const enum` declarations break consumers
 * compiled with `isolatedModules` / `verbatimModuleSyntax`; issue #14).
 * `TokenType.Ident` reads the same as before; `TokenType` as a type is the
 * union of the numbers.
 */
export const TokenType = {
  EOF: 0,
  Ident: 1,
  Function: 2,
  AtKeyword: 3,
  Hash: 4,
  String: 5,
  BadString: 6,
  Url: 7,
  BadUrl: 8,
  Delim: 9,
  Number: 10,
  Percentage: 11,
  Dimension: 12,
  Whitespace: 13,
  CDO: 14,
  CDC: 15,
  Colon: 16,
  Semicolon: 17,
  Comma: 18,
  OpenBracket: 19,
  CloseBracket: 20,
  OpenParen: 21,
  CloseParen: 22,
  OpenBrace: 23,
  CloseBrace: 24,
  IncludeMatch: 25,
  DashMatch: 26,
  PrefixMatch: 27,
  SuffixMatch: 28,
  SubstringMatch: 29,
} as const;
/** One of the {@link TokenType} numbers. */
export type TokenType = (typeof TokenType)[keyof typeof TokenType];

/**
 * The same numbers as a module-internal `const enum`: the tokenizer and the
 * parser compare against inlined constants (no property loads in the hot
 * loops). Never part of the published declarations (the public API is typed
 * with `TokenType`); a test checks that both agree.
 */
export const enum Tok {
  EOF = 0,
  Ident = 1,
  Function = 2,
  AtKeyword = 3,
  Hash = 4,
  String = 5,
  BadString = 6,
  Url = 7,
  BadUrl = 8,
  Delim = 9,
  Number = 10,
  Percentage = 11,
  Dimension = 12,
  Whitespace = 13,
  CDO = 14,
  CDC = 15,
  Colon = 16,
  Semicolon = 17,
  Comma = 18,
  OpenBracket = 19,
  CloseBracket = 20,
  OpenParen = 21,
  CloseParen = 22,
  OpenBrace = 23,
  CloseBrace = 24,
  IncludeMatch = 25,
  DashMatch = 26,
  PrefixMatch = 27,
  SuffixMatch = 28,
  SubstringMatch = 29,
}

const FFFD = String.fromCharCode(REPLACEMENT_CHARACTER);

/** One-character strings for ASCII delims, so a delim token allocates nothing. */
const ASCII_STRINGS: readonly string[] = Array.from({ length: Char.NonAscii }, (_, c) => String.fromCharCode(c));

/** §4.2 newline (after preprocessing: LF; CR and FF become LF). */
function isNewline(c: number): boolean {
  return c === Char.LineFeed || c === Char.CarriageReturn || c === Char.FormFeed;
}

/**
 * §4.2 ident-start code point: letter, non-ASCII, `_`. U+0000 and lone
 * surrogates count too: preprocessing turns them into U+FFFD (non-ASCII).
 */
function isIdentStart(c: number): boolean {
  return isAsciiAlpha(c) || c >= Char.NonAscii || c === Char.LowLine || c === Char.Null;
}

/** §4.2 ident code point: ident-start, digit or `-`. */
function isIdentChar(c: number): boolean {
  return isIdentStart(c) || isAsciiDigit(c) || c === Char.HyphenMinus;
}

/** §4.2 non-printable code point (makes a url token bad). */
function isNonPrintable(c: number): boolean {
  // U+0000 is not here: preprocessing made it U+FFFD.
  return (
    (c > Char.Null && c <= Char.Backspace) ||
    c === Char.LineTabulation ||
    (c >= Char.ShiftOut && c <= Char.InformationSeparatorOne) ||
    c === Char.Delete
  );
}

export class Tokenizer {
  text: string;
  length: number;
  /** Offset of the next code unit to read. */
  pos = 0;
  type: TokenType = Tok.EOF;
  /** Source offsets of the current token (comments before it excluded). */
  start = 0;
  end = 0;
  /**
   * Ident / function name / at-keyword / hash / string / url value, the
   * delim character, or the unit of a dimension.
   */
  value = '';
  /** Numeric value of number, percentage and dimension tokens. */
  number = 0;
  /** The "integer" type flag (no `.` and no exponent). */
  isInteger = false;
  /** The number started with `+` or `-` (CSS Syntax "sign character"). */
  hasSign = false;
  /** End offset of the numeric part (the representation is text.slice(start, numberEnd)). */
  numberEnd = 0;
  /** Hash type flag: true for "id" (the value would start an ident sequence). */
  isIdHash = false;

  constructor(text: string) {
    this.text = text;
    this.length = text.length;
  }

  /** Starts over on a new string (lets a parser reuse one tokenizer). */
  reset(text: string): void {
    this.text = text;
    this.length = text.length;
    this.pos = 0;
    this.type = Tok.EOF;
    this.start = 0;
    this.end = 0;
  }

  /**
   * The code unit at `offset`, or -1 (EOF) past the end. Never reads out of
   * bounds: charCodeAt past the end is slow in optimised code, and -1 fails
   * every class test (digit, ident, whitespace, hex) like EOF in the spec.
   */
  private at(offset: number): number {
    return offset < this.length ? this.text.charCodeAt(offset) : -1;
  }

  /** §4.3.8: `\` followed by anything but a newline (EOF included). */
  private isValidEscape(offset: number): boolean {
    return this.at(offset) === Char.ReverseSolidus && !isNewline(this.at(offset + 1));
  }

  /** §4.3.9 "check if three code points would start an ident sequence". */
  private wouldStartIdent(offset: number): boolean {
    const c = this.at(offset);
    if (c === Char.HyphenMinus) {
      const d = this.at(offset + 1);
      return isIdentStart(d) || d === Char.HyphenMinus || this.isValidEscape(offset + 1);
    }
    if (isIdentStart(c)) return true;
    return c === Char.ReverseSolidus && this.isValidEscape(offset);
  }

  /** §4.3.10 "check if three code points would start a number". */
  private wouldStartNumber(offset: number): boolean {
    let c = this.at(offset);
    if (c === Char.Plus || c === Char.HyphenMinus) c = this.at(++offset);
    if (isAsciiDigit(c)) return true;
    return c === Char.FullStop && isAsciiDigit(this.at(offset + 1));
  }

  /** §4.3.2 consume comments: `/*` up to `*\/` or EOF. */
  private consumeComments(): void {
    const text = this.text;
    while (this.at(this.pos) === Char.Solidus && this.at(this.pos + 1) === Char.Asterisk) {
      const close = text.indexOf('*/', this.pos + 2);
      this.pos = close === -1 ? this.length : close + 2;
    }
  }

  /** Consumes one newline (CR LF counts as one, §3.3). */
  private consumeNewline(): void {
    if (this.at(this.pos) === Char.CarriageReturn && this.at(this.pos + 1) === Char.LineFeed) this.pos += 2;
    else this.pos++;
  }

  /**
   * §4.3.7 consume an escaped code point; `pos` is just after the `\`.
   * Returns the code point as a string (U+FFFD for 0, surrogates, > U+10FFFF, EOF).
   */
  private consumeEscape(): string {
    const c = this.at(this.pos);
    if (c < 0) return FFFD;
    let digit = hexDigitValue(c);
    if (digit >= 0) {
      let value = 0;
      let count = 0;
      while (count < 6 && digit >= 0) {
        value = value * 16 + digit;
        count++;
        digit = hexDigitValue(this.at(++this.pos));
      }
      if (isAsciiWhitespace(this.at(this.pos))) this.consumeNewlineOrSpace();
      if (value === 0 || isSurrogate(value) || value > Char.MaxCodePoint) return FFFD;
      return String.fromCodePoint(value);
    }
    return this.consumeCodePoint();
  }

  private consumeNewlineOrSpace(): void {
    if (isNewline(this.at(this.pos))) this.consumeNewline();
    else this.pos++;
  }

  /** One code point of the input as a string, after preprocessing (U+0000, lone surrogates → U+FFFD). */
  private consumeCodePoint(): string {
    const c = this.at(this.pos++);
    if (c === Char.Null) return FFFD;
    if (isSurrogate(c)) {
      const d = this.at(this.pos);
      if (c < Char.LowSurrogateMin && d >= Char.LowSurrogateMin && d <= Char.SurrogateMax) {
        this.pos++;
        return String.fromCharCode(c, d);
      }
      return FFFD;
    }
    return String.fromCharCode(c);
  }

  /**
   * §4.3.12 consume an ident sequence. Fast path: a plain run of ident code
   * points is one slice; escapes, U+0000 and surrogates take the slow path.
   */
  private consumeIdentSequence(): string {
    const start = this.pos;
    const text = this.text;
    const length = this.length;
    let pos = start;
    let c = pos < length ? text.charCodeAt(pos) : -1;
    for (;;) {
      const lower = c | Ascii.CaseBit;
      if (
        !(
          (lower >= Char.LowerA && lower <= Char.LowerZ) ||
          (c >= Char.Digit0 && c <= Char.Digit9) ||
          c === Char.HyphenMinus ||
          c === Char.LowLine ||
          (c >= Char.NonAscii && (c < Char.SurrogateMin || c > Char.SurrogateMax))
        )
      ) {
        break;
      }
      c = ++pos < length ? text.charCodeAt(pos) : -1;
    }
    this.pos = pos;
    if (c !== Char.ReverseSolidus && c !== Char.Null && !isSurrogate(c)) return this.text.slice(start, pos);
    let value = this.text.slice(start, pos);
    for (;;) {
      c = this.at(this.pos);
      if (c === Char.ReverseSolidus) {
        if (!this.isValidEscape(this.pos)) return value;
        this.pos++;
        value += this.consumeEscape();
      } else if (isIdentChar(c)) {
        value += this.consumeCodePoint();
      } else {
        return value;
      }
    }
  }

  /** §4.3.3 consume a numeric token; `pos` is at the first code point of the number. */
  private consumeNumeric(): Tok {
    const start = this.pos;
    let pos = start;
    let c = this.at(pos);
    this.hasSign = c === Char.Plus || c === Char.HyphenMinus;
    if (this.hasSign) c = this.at(++pos);
    while (isAsciiDigit(c)) c = this.at(++pos);
    let isInteger = true;
    if (c === Char.FullStop && isAsciiDigit(this.at(pos + 1))) {
      isInteger = false;
      pos++;
      while (isAsciiDigit((c = this.at(++pos)))) {}
    }
    if ((c | Ascii.CaseBit) === Char.LowerE) {
      let d = this.at(pos + 1);
      let skip = 1;
      if (d === Char.Plus || d === Char.HyphenMinus) d = this.at(pos + ++skip);
      if (isAsciiDigit(d)) {
        isInteger = false;
        pos += skip;
        while (isAsciiDigit((c = this.at(++pos)))) {}
      }
    }
    this.isInteger = isInteger;
    this.numberEnd = pos;
    // §4.3.13 convert a string to a number: the ECMAScript grammar accepts
    // exactly the CSS number forms (sign, digits, fraction, exponent).
    this.number = Number(this.text.slice(start, pos));
    this.pos = pos;
    if (this.wouldStartIdent(pos)) {
      this.value = this.consumeIdentSequence();
      return Tok.Dimension;
    }
    if (c === Char.Percent) {
      this.pos++;
      return Tok.Percentage;
    }
    return Tok.Number;
  }

  /** §4.3.4 consume an ident-like token (ident, function, url). */
  private consumeIdentLike(): Tok {
    const name = this.consumeIdentSequence();
    this.value = name;
    if (this.at(this.pos) !== Char.LeftParen) return Tok.Ident;
    this.pos++;
    if (
      name.length === 3 &&
      (name.charCodeAt(0) | Ascii.CaseBit) === Char.LowerU &&
      (name.charCodeAt(1) | Ascii.CaseBit) === Char.LowerR &&
      (name.charCodeAt(2) | Ascii.CaseBit) === Char.LowerL
    ) {
      // While the next two input code points are whitespace, consume the next one.
      while (isAsciiWhitespace(this.at(this.pos)) && isAsciiWhitespace(this.at(this.pos + 1))) this.pos++;
      const c = this.at(this.pos);
      const quoted = (d: number) => d === Char.QuotationMark || d === Char.Apostrophe;
      if (quoted(c) || (isAsciiWhitespace(c) && quoted(this.at(this.pos + 1)))) return Tok.Function;
      return this.consumeUrl();
    }
    return Tok.Function;
  }

  /** §4.3.6 consume a url token; `pos` is after `url(` and its leading whitespace. */
  private consumeUrl(): Tok {
    let value = '';
    while (isAsciiWhitespace(this.at(this.pos))) this.pos++;
    for (;;) {
      const c = this.at(this.pos);
      if (c === Char.RightParen) {
        this.pos++;
        break;
      }
      if (c < 0) break; // parse error: EOF in url, the token is still a url
      if (isAsciiWhitespace(c)) {
        while (isAsciiWhitespace(this.at(this.pos))) this.pos++;
        const d = this.at(this.pos);
        if (d === Char.RightParen || d < 0) {
          if (d === Char.RightParen) this.pos++;
          break;
        }
        return this.consumeBadUrlRemnants();
      }
      if (c === Char.QuotationMark || c === Char.Apostrophe || c === Char.LeftParen || isNonPrintable(c)) {
        return this.consumeBadUrlRemnants();
      }
      if (c === Char.ReverseSolidus) {
        if (!this.isValidEscape(this.pos)) return this.consumeBadUrlRemnants();
        this.pos++;
        value += this.consumeEscape();
      } else {
        value += this.consumeCodePoint();
      }
    }
    this.value = value;
    return Tok.Url;
  }

  /** §4.3.14 consume the remnants of a bad url. */
  private consumeBadUrlRemnants(): Tok {
    for (;;) {
      const c = this.at(this.pos);
      if (c < 0) break;
      if (c === Char.RightParen) {
        this.pos++;
        break;
      }
      if (this.isValidEscape(this.pos)) {
        this.pos++;
        this.consumeEscape();
      } else {
        this.pos++;
      }
    }
    this.value = '';
    return Tok.BadUrl;
  }

  /** §4.3.5 consume a string token; `pos` is after the opening quote. */
  private consumeString(quote: number): Tok {
    const text = this.text;
    let value = '';
    let runStart = this.pos;
    for (;;) {
      const c = this.at(this.pos);
      if (c === quote) {
        value += text.slice(runStart, this.pos++);
        break;
      }
      if (c < 0) {
        value += text.slice(runStart, this.pos); // parse error: EOF in string
        break;
      }
      if (isNewline(c)) {
        // Parse error: reconsume the newline, the token is a bad-string.
        this.value = '';
        return Tok.BadString;
      }
      if (c === Char.ReverseSolidus || c === Char.Null || isSurrogate(c)) {
        value += text.slice(runStart, this.pos);
        if (c === Char.ReverseSolidus) {
          const d = this.at(++this.pos);
          if (d < 0) {
            // `\` at EOF inside a string: do nothing.
          } else if (isNewline(d)) this.consumeNewline();
          else value += this.consumeEscape();
        } else {
          value += this.consumeCodePoint();
        }
        runStart = this.pos;
      } else {
        this.pos++;
      }
    }
    this.value = value;
    return Tok.String;
  }

  /** §4.3.1 consume a token. Comments are consumed (skipped) first. */
  next(): TokenType {
    if (this.pos + 1 < this.length && this.text.charCodeAt(this.pos) === Char.Solidus) this.consumeComments();
    const start = this.pos;
    this.start = start;
    const type = this.consumeToken();
    this.end = this.pos;
    this.type = type;
    return type;
  }

  /** A delim token: one code point (ASCII here; non-ASCII code points start idents). */
  private delim(): Tok {
    const c = this.text.charCodeAt(this.pos++);
    this.value = c < Char.NonAscii ? ASCII_STRINGS[c]! : String.fromCharCode(c);
    return Tok.Delim;
  }

  /** Match tokens (CSS 2.1 INCLUDES etc.; rust-cssparser): `c=` or a delim. */
  private matchOrDelim(type: Tok): Tok {
    if (this.at(this.pos + 1) === Char.EqualsSign) {
      this.pos += 2;
      return type;
    }
    return this.delim();
  }

  private consumeToken(): Tok {
    const pos = this.pos;
    const c = this.at(pos);
    if (c < 0) return Tok.EOF;
    // The common case first: a letter starts an ident-like token.
    if (isAsciiAlpha(c)) return this.consumeIdentLike();
    switch (c) {
      case Char.Space:
      case Char.Tab:
      case Char.LineFeed:
      case Char.CarriageReturn:
      case Char.FormFeed: {
        let p = pos + 1;
        while (isAsciiWhitespace(this.at(p))) p++;
        this.pos = p;
        return Tok.Whitespace;
      }
      case Char.QuotationMark:
      case Char.Apostrophe:
        this.pos++;
        return this.consumeString(c);
      case Char.NumberSign:
        if (isIdentChar(this.at(pos + 1)) || this.isValidEscape(pos + 1)) {
          this.isIdHash = this.wouldStartIdent(pos + 1);
          this.pos++;
          this.value = this.consumeIdentSequence();
          return Tok.Hash;
        }
        return this.delim();
      case Char.LeftParen:
        this.pos++;
        return Tok.OpenParen;
      case Char.RightParen:
        this.pos++;
        return Tok.CloseParen;
      case Char.Plus:
        if (this.wouldStartNumber(pos)) return this.consumeNumeric();
        return this.delim();
      case Char.Comma:
        this.pos++;
        return Tok.Comma;
      case Char.HyphenMinus:
        if (this.wouldStartNumber(pos)) return this.consumeNumeric();
        if (this.at(pos + 1) === Char.HyphenMinus && this.at(pos + 2) === Char.GreaterThan) {
          this.pos += 3;
          return Tok.CDC;
        }
        if (this.wouldStartIdent(pos)) return this.consumeIdentLike();
        return this.delim();
      case Char.FullStop:
        if (this.wouldStartNumber(pos)) return this.consumeNumeric();
        return this.delim();
      case Char.Colon:
        this.pos++;
        return Tok.Colon;
      case Char.Semicolon:
        this.pos++;
        return Tok.Semicolon;
      case Char.LessThan:
        if (
          this.at(pos + 1) === Char.Exclamation &&
          this.at(pos + 2) === Char.HyphenMinus &&
          this.at(pos + 3) === Char.HyphenMinus
        ) {
          this.pos += 4;
          return Tok.CDO;
        }
        return this.delim();
      case Char.CommercialAt:
        if (this.wouldStartIdent(pos + 1)) {
          this.pos++;
          this.value = this.consumeIdentSequence();
          return Tok.AtKeyword;
        }
        return this.delim();
      case Char.LeftBracket:
        this.pos++;
        return Tok.OpenBracket;
      case Char.ReverseSolidus:
        if (this.isValidEscape(pos)) return this.consumeIdentLike();
        return this.delim(); // parse error: `\` before a newline
      case Char.RightBracket:
        this.pos++;
        return Tok.CloseBracket;
      case Char.LeftBrace:
        this.pos++;
        return Tok.OpenBrace;
      case Char.RightBrace:
        this.pos++;
        return Tok.CloseBrace;
      case Char.Tilde:
        return this.matchOrDelim(Tok.IncludeMatch);
      case Char.VerticalLine:
        return this.matchOrDelim(Tok.DashMatch);
      case Char.Circumflex:
        return this.matchOrDelim(Tok.PrefixMatch);
      case Char.Dollar:
        return this.matchOrDelim(Tok.SuffixMatch);
      case Char.Asterisk:
        return this.matchOrDelim(Tok.SubstringMatch);
      default:
        if (isAsciiDigit(c)) return this.consumeNumeric();
        if (isIdentStart(c)) return this.consumeIdentLike();
        return this.delim();
    }
  }
}
