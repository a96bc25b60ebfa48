import { describe, expect, it } from 'vitest';
import {
  accumulateDigit,
  hexDigitValue,
  htmlNumericReference,
  htmlNumericReferenceError,
  htmlNumericReferenceErrorKind,
  isXmlChar,
  REPLACEMENT_CHARACTER,
  SATURATED_CODE_POINT,
  skyNumericReference,
  xmlNumericReference,
} from '../src/index.ts';

const FFFD = REPLACEMENT_CHARACTER;

describe('accumulateDigit (errata S15: saturating accumulation)', () => {
  it('accumulates decimal and hex digits', () => {
    expect(accumulateDigit(0, 6, 10)).toBe(6);
    expect(accumulateDigit(6, 5, 10)).toBe(65);
    expect(accumulateDigit(0x4, 0x1, 16)).toBe(0x41);
  });
  it('saturates just above 0x10FFFF instead of overflowing', () => {
    expect(accumulateDigit(0x10ffff, 0xf, 16)).toBe(SATURATED_CODE_POINT);
    let value = 0;
    for (let i = 0; i < 1000; i++) value = accumulateDigit(value, 9, 10);
    expect(value).toBe(SATURATED_CODE_POINT);
    expect(Number.isSafeInteger(value)).toBe(true);
  });
  it('a saturated value stays saturated', () => {
    expect(accumulateDigit(SATURATED_CODE_POINT, 0, 10)).toBe(SATURATED_CODE_POINT);
  });
});

describe('hexDigitValue', () => {
  it.each([
    ['0', 0],
    ['9', 9],
    ['a', 10],
    ['f', 15],
    ['A', 10],
    ['F', 15],
  ])('%s → %d', (ch, v) => expect(hexDigitValue(ch.charCodeAt(0))).toBe(v));
  it.each(['g', 'G', '/', ':', '@', '`', ' ', 'x'])('%s is not a hex digit', (ch) =>
    expect(hexDigitValue(ch.charCodeAt(0))).toBe(-1),
  );
});

describe('skyNumericReference (sky-parsing.txt numeric reference states)', () => {
  it.each([
    [0, FFFD, '0 is not allowed'],
    [1, 1, 'lower bound 0x1 is valid'],
    [0x41, 0x41, 'ASCII'],
    [0x7f, 0x7f, 'DEL is valid in Sky'],
    [0x80, 0x80, 'C1 controls are not remapped in Sky'],
    [0x9f, 0x9f, 'C1 upper end'],
    [0xd7ff, 0xd7ff, 'below surrogates'],
    [0xd800, FFFD, 'first surrogate'],
    [0xdfff, FFFD, 'last surrogate'],
    [0xe000, 0xe000, 'after surrogates'],
    [0xfffe, 0xfffe, 'noncharacters are valid in Sky'],
    [0x10ffff, 0x10ffff, 'upper bound'],
    [0x110000, FFFD, 'above Unicode'],
    [SATURATED_CODE_POINT, FFFD, 'saturated huge value'],
    [2 ** 53, FFFD, 'huge value'],
  ])('%d → %d (%s)', (value, expected) => {
    expect(skyNumericReference(value)).toBe(expected);
  });
});

describe('XML Char production (decision X3)', () => {
  it.each([
    [0, false],
    [0x1, false],
    [0x8, false],
    [0x9, true],
    [0xa, true],
    [0xb, false],
    [0xc, false],
    [0xd, true],
    [0x1f, false],
    [0x20, true],
    [0x7f, true],
    [0x9f, true],
    [0xd7ff, true],
    [0xd800, false],
    [0xdfff, false],
    [0xe000, true],
    [0xfffd, true],
    [0xfffe, false],
    [0xffff, false],
    [0x10000, true],
    [0x10ffff, true],
    [0x110000, false],
  ])('0x%s is Char: %s', (cp, ok) => {
    expect(isXmlChar(cp)).toBe(ok);
    expect(xmlNumericReference(cp)).toBe(ok ? cp : -1);
  });
  it('a huge value is not a Char', () => expect(xmlNumericReference(2 ** 40)).toBe(-1));
});

describe('htmlNumericReference (WHATWG numeric character reference end state)', () => {
  it.each([
    [0, FFFD, 'null-character-reference'],
    [0x110000, FFFD, 'character-reference-outside-unicode-range'],
    [2 ** 40, FFFD, 'character-reference-outside-unicode-range'],
    [0xd800, FFFD, 'surrogate-character-reference'],
    [0xdfff, FFFD, 'surrogate-character-reference'],
    [0xfdd0, 0xfdd0, 'noncharacter-character-reference'],
    [0xfffe, 0xfffe, 'noncharacter-character-reference'],
    [0x10ffff, 0x10ffff, 'noncharacter-character-reference'],
    [0x0d, 0x0d, 'control-character-reference'],
    [0x01, 0x01, 'control-character-reference'],
    [0x7f, 0x7f, 'control-character-reference'],
    [0x80, 0x20ac, 'control-character-reference'],
    [0x81, 0x81, 'control-character-reference'],
    [0x8d, 0x8d, 'control-character-reference'],
    [0x9f, 0x0178, 'control-character-reference'],
    [0x09, 0x09, null],
    [0x0a, 0x0a, null],
    [0x0c, 0x0c, null],
    [0x20, 0x20, null],
    [0x41, 0x41, null],
    [0xa0, 0xa0, null],
    [0x1f600, 0x1f600, null],
  ])('%d → %d with error %s', (value, cp, error) => {
    expect(htmlNumericReference(value)).toBe(cp);
    expect(htmlNumericReferenceError(value)).toBe(error);
    // The same error as a number (html-tokenizer's low level): 0 for none, else its kind in this order.
    const kinds = [
      null,
      'null-character-reference',
      'character-reference-outside-unicode-range',
      'surrogate-character-reference',
      'noncharacter-character-reference',
      'control-character-reference',
    ];
    expect(kinds[htmlNumericReferenceErrorKind(value)]).toBe(error);
  });
  it('remaps every C1 value that Windows-1252 defines', () => {
    const expected: Record<number, number> = {
      0x80: 0x20ac,
      0x82: 0x201a,
      0x83: 0x0192,
      0x84: 0x201e,
      0x85: 0x2026,
      0x86: 0x2020,
      0x87: 0x2021,
      0x88: 0x02c6,
      0x89: 0x2030,
      0x8a: 0x0160,
      0x8b: 0x2039,
      0x8c: 0x0152,
      0x8e: 0x017d,
      0x91: 0x2018,
      0x92: 0x2019,
      0x93: 0x201c,
      0x94: 0x201d,
      0x95: 0x2022,
      0x96: 0x2013,
      0x97: 0x2014,
      0x98: 0x02dc,
      0x99: 0x2122,
      0x9a: 0x0161,
      0x9b: 0x203a,
      0x9c: 0x0153,
      0x9e: 0x017e,
      0x9f: 0x0178,
    };
    for (let v = 0x80; v <= 0x9f; v++) expect(htmlNumericReference(v)).toBe(expected[v] ?? v);
  });
});
