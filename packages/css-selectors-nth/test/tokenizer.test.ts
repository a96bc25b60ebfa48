import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ComponentValue, TokenType, Tokenizer, parseComponentValueList } from '../src/index.ts';
import { Tok } from '../src/tokenizer.ts';

/** Every token of `text` as [type, value, start, end]. */
function tokens(text: string): Array<[TokenType, string, number, number]> {
  const t = new Tokenizer(text);
  const out: Array<[TokenType, string, number, number]> = [];
  for (let type = t.next(); type !== TokenType.EOF; type = t.next()) out.push([type, t.value, t.start, t.end]);
  return out;
}

function first(text: string): Tokenizer {
  const t = new Tokenizer(text);
  t.next();
  return t;
}

const values = (text: string): ComponentValue[] => parseComponentValueList(text);

describe('CSS Syntax 3 §4.3.1 consume a token', () => {
  it('§4.3.2 consume comments: comments vanish, an unclosed one runs to EOF', () => {
    expect(tokens('a/* x */b/* open')).toEqual([
      [TokenType.Ident, 'a', 0, 1],
      [TokenType.Ident, 'b', 8, 9],
    ]);
  });
  it('whitespace: a run of space, tab, LF, CR, FF is one token (U+00A0 is not whitespace, N0)', () => {
    expect(tokens(' \t\r\n\f x')[0]).toEqual([TokenType.Whitespace, '', 0, 6]);
    expect(first('\u00a0').type).toBe(TokenType.Ident);
  });
  it('U+0022 / U+0027: string tokens', () => {
    expect(first('"a\'b"').value).toBe("a'b");
    expect(first("'a\"b'").value).toBe('a"b');
  });
  it('§4.3.5 string: newline → bad-string; escaped newline → nothing; EOF ends the string', () => {
    expect(first('"a\nb"').type).toBe(TokenType.BadString);
    expect(first('"a\\\r\nb"').value).toBe('ab');
    expect(first('"abc').value).toBe('abc');
    expect(first('"abc\\').value).toBe('abc');
    expect(first('"\\41 x"').value).toBe('Ax');
    expect(first('"a\u0000b"').value).toBe('a\uFFFDb');
  });
  it('U+0023 #: hash with the "id" or "unrestricted" flag, or a delim', () => {
    const id = first('#abc');
    expect([id.type, id.value, id.isIdHash]).toEqual([TokenType.Hash, 'abc', true]);
    const unrestricted = first('#0a');
    expect([unrestricted.type, unrestricted.isIdHash]).toEqual([TokenType.Hash, false]);
    expect(first('# a').type).toBe(TokenType.Delim);
  });
  it('( ) [ ] { } , : ; are their own tokens', () => {
    expect(tokens('()[]{},:;').map((x) => x[0])).toEqual([
      TokenType.OpenParen,
      TokenType.CloseParen,
      TokenType.OpenBracket,
      TokenType.CloseBracket,
      TokenType.OpenBrace,
      TokenType.CloseBrace,
      TokenType.Comma,
      TokenType.Colon,
      TokenType.Semicolon,
    ]);
  });
  it('U+002B +: a number when one starts, else a delim', () => {
    expect(first('+1').type).toBe(TokenType.Number);
    expect(first('+.5').type).toBe(TokenType.Number);
    expect(first('+n').type).toBe(TokenType.Delim);
  });
  it('U+002D -: number, CDC, ident-like, or delim', () => {
    expect(first('-1').type).toBe(TokenType.Number);
    expect(first('-->').type).toBe(TokenType.CDC);
    expect(first('-a').type).toBe(TokenType.Ident);
    expect(first('--').type).toBe(TokenType.Ident);
    expect(first('-\\61').value).toBe('-a');
    expect(first('- ').type).toBe(TokenType.Delim);
  });
  it('U+002E .: a number when a digit follows, else a delim', () => {
    expect(first('.5').number).toBe(0.5);
    expect(first('.a').type).toBe(TokenType.Delim);
  });
  it('U+003C <: CDO or a delim', () => {
    expect(first('<!--').type).toBe(TokenType.CDO);
    expect(first('<!-').type).toBe(TokenType.Delim);
  });
  it('U+0040 @: at-keyword when an ident follows, else a delim', () => {
    expect([first('@media').type, first('@media').value]).toEqual([TokenType.AtKeyword, 'media']);
    expect(first('@1').type).toBe(TokenType.Delim);
  });
  it('U+005C \\: an escape starts an ident; before a newline it is a delim', () => {
    expect(first('\\6E').value).toBe('n');
    expect([first('\\\n').type, first('\\\n').value]).toEqual([TokenType.Delim, '\\']);
  });
  it('match tokens ~= |= ^= $= *= (rust-cssparser, see README), "||" is two delims', () => {
    expect(tokens('~=|=^=$=*=||').map((x) => x[0])).toEqual([
      TokenType.IncludeMatch,
      TokenType.DashMatch,
      TokenType.PrefixMatch,
      TokenType.SuffixMatch,
      TokenType.SubstringMatch,
      TokenType.Delim,
      TokenType.Delim,
    ]);
    expect(tokens('~/**/=').map((x) => x[0])).toEqual([TokenType.Delim, TokenType.Delim]);
  });
  it('digit: numeric token; ident-start: ident-like; anything else: delim; EOF', () => {
    expect(first('1').type).toBe(TokenType.Number);
    expect(first('a').type).toBe(TokenType.Ident);
    expect(first('!').type).toBe(TokenType.Delim);
    expect(first('').type).toBe(TokenType.EOF);
  });
});

describe('CSS Syntax 3 §4.3.3 numeric tokens and §4.3.12 numbers', () => {
  it('integer flag, sign, representation and value', () => {
    const t = first('+12');
    expect([t.number, t.isInteger, t.hasSign, t.text.slice(t.start, t.numberEnd)]).toEqual([12, true, true, '+12']);
    const e = first('1e3');
    expect([e.number, e.isInteger, e.hasSign]).toEqual([1000, false, false]);
    expect(first('1.5').isInteger).toBe(false);
    expect(first('-0').number).toBe(-0);
  });
  it('exponent needs digits: "1e" is a dimension, "1e+" too, "1e+2" a number', () => {
    expect([first('1e').type, first('1e').value]).toEqual([TokenType.Dimension, 'e']);
    expect(first('1e+').type).toBe(TokenType.Dimension);
    expect(first('1e+2').number).toBe(100);
  });
  it('dimension with its unit, percentage', () => {
    const d = first('2n-1');
    expect([d.type, d.number, d.value]).toEqual([TokenType.Dimension, 2, 'n-1']);
    expect(first('5%').type).toBe(TokenType.Percentage);
    expect(first('5\\%').value).toBe('%');
  });
});

describe('CSS Syntax 3 §4.3.4 ident-like tokens and §4.3.6 url', () => {
  it('function token for name(, url token for unquoted url(', () => {
    expect([first('foo(').type, first('foo(').value]).toEqual([TokenType.Function, 'foo']);
    expect([first('url(a b)').type]).toEqual([TokenType.BadUrl]);
    expect([first('URL( x )').type, first('URL( x )').value]).toEqual([TokenType.Url, 'x']);
    expect(first('url( "x")').type).toBe(TokenType.Function);
  });
  it('§4.3.14 bad url remnants: an escaped ) does not end it', () => {
    expect(tokens('url(a"\\)b) c').map((x) => x[0])).toEqual([TokenType.BadUrl, TokenType.Whitespace, TokenType.Ident]);
  });
  it('§4.3.7 escapes: > U+10FFFF, surrogates and 0 become U+FFFD; whitespace after hex is eaten (CR LF as one)', () => {
    expect(first('\\110000 a').value).toBe('\uFFFDa');
    expect(first('\\D800x').value).toBe('\uFFFDx');
    expect(first('\\0').value).toBe('\uFFFD');
    expect(tokens('\\41\r\nb')[0]?.[1]).toBe('Ab');
    expect(first('\\1F600').value).toBe('😀');
  });
  it('preprocessing: U+0000 and lone surrogates become U+FFFD, pairs stay', () => {
    expect(first('a\u0000').value).toBe('a\uFFFD');
    expect(first('a\uD800b').value).toBe('a\uFFFDb');
    expect(first('a😀').value).toBe('a😀');
  });
});

describe('regrouping (the note, "Input")', () => {
  it('blocks and functions nest; unmatched closers are error tokens', () => {
    expect(values('f(a [b]) )')).toEqual([
      {
        type: 'function',
        name: 'f',
        content: [
          { type: 'ident', value: 'a' },
          { type: 'whitespace' },
          { type: 'block', kind: '[', content: [{ type: 'ident', value: 'b' }] },
        ],
      },
      { type: 'whitespace' },
      { type: 'error', kind: ')' },
    ]);
  });
  it('a mismatched closer inside a block is a token of that block; EOF closes blocks', () => {
    expect(values('(]')).toEqual([{ type: 'block', kind: '(', content: [{ type: 'error', kind: ']' }] }]);
  });
  it('positions on request', () => {
    expect(parseComponentValueList('a (b)', { positions: true })[2]).toMatchObject({ start: 2, end: 5 });
  });
  it('10^6 nested blocks do not overflow the stack', () => {
    const depth = 1_000_000;
    const list = values('('.repeat(depth) + ')'.repeat(depth));
    let node = list[0];
    let seen = 0;
    while (node !== undefined && node.type === 'block') {
      seen++;
      node = node.content[0];
    }
    expect(seen).toBe(depth);
  });
});

describe('property tests', () => {
  it('the tokenizer never throws and always advances, on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const t = new Tokenizer(text);
        let last = -1;
        for (let type = t.next(); type !== TokenType.EOF; type = t.next()) {
          expect(t.end).toBeGreaterThan(t.start);
          expect(t.start).toBeGreaterThan(last);
          last = t.start;
        }
        expect(t.pos).toBe(text.length);
      }),
      { numRuns: 2000 },
    );
  });
  it('CSS-ish random input: regrouping never throws', () => {
    const piece = fc.constantFrom(
      'a',
      '-',
      '+',
      '1',
      '.',
      'e',
      '\\',
      '"',
      "'",
      '(',
      ')',
      '[',
      ']',
      '{',
      '}',
      ' ',
      '\n',
      '/*',
      '*/',
      'url(',
      '#',
      '@',
      '%',
      '\u0000',
      '\uD800',
      'é',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        expect(Array.isArray(values(parts.join('')))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('TokenType: a plain object, not a const enum (issue #14)', () => {
  it('has the numbers the tokenizer returns (the internal Tok const enum agrees member by member)', () => {
    const expected: Record<string, number> = {
      EOF: Tok.EOF,
      Ident: Tok.Ident,
      Function: Tok.Function,
      AtKeyword: Tok.AtKeyword,
      Hash: Tok.Hash,
      String: Tok.String,
      BadString: Tok.BadString,
      Url: Tok.Url,
      BadUrl: Tok.BadUrl,
      Delim: Tok.Delim,
      Number: Tok.Number,
      Percentage: Tok.Percentage,
      Dimension: Tok.Dimension,
      Whitespace: Tok.Whitespace,
      CDO: Tok.CDO,
      CDC: Tok.CDC,
      Colon: Tok.Colon,
      Semicolon: Tok.Semicolon,
      Comma: Tok.Comma,
      OpenBracket: Tok.OpenBracket,
      CloseBracket: Tok.CloseBracket,
      OpenParen: Tok.OpenParen,
      CloseParen: Tok.CloseParen,
      OpenBrace: Tok.OpenBrace,
      CloseBrace: Tok.CloseBrace,
      IncludeMatch: Tok.IncludeMatch,
      DashMatch: Tok.DashMatch,
      PrefixMatch: Tok.PrefixMatch,
      SuffixMatch: Tok.SuffixMatch,
      SubstringMatch: Tok.SubstringMatch,
    };
    expect({ ...TokenType }).toEqual(expected);
    const t = new Tokenizer('a');
    expect(t.next()).toBe(TokenType.Ident);
    expect(t.next()).toBe(TokenType.EOF);
  });
});
