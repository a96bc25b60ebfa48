import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileNth,
  nthCheck,
  nthCheckWithError,
  nthIndices,
  parseNth,
  parseNthWithError,
  stringifyNth,
} from '../src/index.ts';
import { parseNthArgument, parseNthFast } from '../src/nth.ts';

const nth = (text: string) => {
  const r = parseNth(text);
  return r === null ? null : [r.a, r.b];
};
/** The tokenizer + modes path only (no fast path). */
const slow = (text: string) => {
  const r = parseNthArgument(`/**/${text}`);
  return r.ok ? [r.a, r.b] : null;
};

describe('the note: nth-start mode', () => {
  it('nth-start: ident even → (2, 0), nth-end', () => expect(slow('even')).toEqual([2, 0]));
  it('nth-start: ident odd → (2, 1), nth-end', () => expect(slow('odd')).toEqual([2, 1]));
  it('nth-start: ident n → a = 1, nth-after-n', () => expect(slow('n')).toEqual([1, 0]));
  it('nth-start: ident -n → a = -1, nth-after-n', () => expect(slow('-n')).toEqual([-1, 0]));
  it('nth-start: ident n- → a = 1, negative-b, nth-after-b-sign', () => expect(slow('n- 3')).toEqual([1, -3]));
  it('nth-start: ident -n- → a = -1, negative-b, nth-after-b-sign', () => expect(slow('-n- 3')).toEqual([-1, -3]));
  it('nth-start: integer dimension unit n → a, nth-after-n', () => expect(slow('4n')).toEqual([4, 0]));
  it('nth-start: integer dimension unit n- → a, negative-b, nth-after-b-sign', () =>
    expect(slow('4n- 2')).toEqual([4, -2]));
  it('nth-start: integer dimension unit n-<digits> → a and b = -digits, nth-end', () =>
    expect(slow('4n-2')).toEqual([4, -2]));
  it('nth-start: integer number → a = 0, b, nth-end', () => expect(slow('-7')).toEqual([0, -7]));
  it('nth-start: anything else is invalid (non-integer, strings, other units, functions)', () => {
    for (const bad of ['1.5', '1.0n', '"n"', '2px', 'f()', '(n)', 'nn', '', '+', '-']) expect(slow(bad)).toBeNull();
  });
});

describe('the note: nth-after-n mode', () => {
  it('nth-after-n: eof → b = 0', () => expect(slow('3n')).toEqual([3, 0]));
  it('nth-after-n: whitespace → stay', () => expect(slow('3n  \t+1')).toEqual([3, 1]));
  it('nth-after-n: delim + → nth-after-b-sign', () => expect(slow('3n + 1')).toEqual([3, 1]));
  it('nth-after-n: delim - → negative-b, nth-after-b-sign', () => expect(slow('3n - 1')).toEqual([3, -1]));
  it('nth-after-n: signed integer number → b, nth-end', () => expect(slow('3n -1')).toEqual([3, -1]));
  it('nth-after-n: anything else is invalid', () => {
    for (const bad of ['3n x', '3n 1.5', '3n +1.5', '3n *']) expect(slow(bad)).toBeNull();
  });
});

describe('the note: nth-after-b-sign mode', () => {
  it('nth-after-b-sign: whitespace → stay', () => expect(slow('n +   2')).toEqual([1, 2]));
  it('nth-after-b-sign: unsigned integer → b (negated with negative-b), nth-end', () => {
    expect(slow('n + 2')).toEqual([1, 2]);
    expect(slow('n - 2')).toEqual([1, -2]);
  });
  it('nth-after-b-sign: a signed number, eof or anything else is invalid', () => {
    for (const bad of ['n + +2', 'n - -2', 'n +', 'n - x', 'n- ', 'n- 2.0']) expect(slow(bad)).toBeNull();
  });
});

describe('the note: nth-end mode', () => {
  it('nth-end: eof → return (a, b)', () => expect(slow(' odd ')).toEqual([2, 1]));
  it('nth-end: anything else is invalid', () => {
    for (const bad of ['odd odd', '3 4', 'n-1 2', '2n+1 x']) expect(slow(bad)).toBeNull();
  });
});

describe('decisions', () => {
  it('N0 tokens, not characters: escapes decoded, comments vanish, only CSS whitespace', () => {
    expect(nth('\\6E')).toEqual([1, 0]);
    expect(nth('+/**/n')).toEqual([1, 0]);
    expect(nth('2/**/n')).toBeNull(); // number then ident: not one dimension
    expect(nth('\u00a0n')).toBeNull(); // U+00A0 is an ident code point
    expect(nth('\\32 n')).toBeNull(); // the ident "2n" (an escaped digit starts an ident), not a dimension
  });
  it('N1 idents and units are ASCII case-insensitive', () => {
    expect(nth('OdD')).toEqual([2, 1]);
    expect(nth('EveN')).toEqual([2, 0]);
    expect(nth('3N-1')).toEqual([3, -1]);
    expect(nth('-N-2')).toEqual([-1, -2]);
    expect(nth('\u212An')).toBeNull(); // KELVIN SIGN is not ASCII k
  });
  it('N2 "+" immediately followed by n, n-, n-<digits>', () => {
    expect(nth('+n')).toEqual([1, 0]);
    expect(nth('+n-1')).toEqual([1, -1]);
    expect(nth('+n- 1')).toEqual([1, -1]);
    expect(nth('+ n')).toBeNull();
    expect(nth('+-n')).toBeNull();
    expect(nth('+odd')).toBeNull();
  });
  it('N3 the single idents n-<digits> and -n-<digits>', () => {
    expect(nth('n-5')).toEqual([1, -5]);
    expect(nth('-n-5')).toEqual([-1, -5]);
    expect(nth('n-5x')).toBeNull();
  });
  it('N4 in nth-after-n a number for B carries its sign', () => {
    expect(nth('n 1')).toBeNull();
    expect(nth('2n 1')).toBeNull();
    expect(nth('2n1')).toBeNull();
    expect(nth('2n +1')).toEqual([2, 1]);
  });
  it('N5 integers saturate to the signed 32-bit range', () => {
    expect(nth('99999999999')).toEqual([0, 2147483647]);
    expect(nth('-99999999999n')).toEqual([-2147483648, 0]);
    expect(nth('n-99999999999')).toEqual([1, -2147483648]);
    expect(nth('n - 2147483648')).toEqual([1, -2147483648]);
    expect(nth(`${'9'.repeat(400)}n+${'9'.repeat(400)}`)).toEqual([2147483647, 2147483647]);
    expect(nth('-0n-0')).toEqual([0, 0]);
    expect(Object.is(parseNth('-0')?.b, 0)).toBe(true);
  });
  it('N8 parseNthWithError: the offset and the unexpected token', () => {
    const invalid = (offset: number, token: string) => ({
      ok: false,
      error: {
        code: 'invalid-an-plus-b',
        message: 'Invalid An+B',
        line: 1,
        column: offset + 1,
        offset,
        endOffset: offset + token.length,
        endLine: 1,
        endColumn: offset + token.length + 1,
        token,
      },
    });
    expect(parseNthWithError(' 2n 1 ')).toEqual(invalid(4, '1'));
    expect(parseNthWithError('2n+')).toEqual(invalid(3, ''));
    expect(parseNthWithError('n-1')).toEqual({ ok: true, a: 1, b: -1 });
  });
});

describe('compileNth, nthIndices, nthCheck', () => {
  const brute = (a: number, b: number, i: number): boolean => {
    if (a === 0) return i === b;
    const n = (i - b) / a;
    return Number.isInteger(n) && n >= 0;
  };
  const int32 = fc.oneof(
    fc.integer({ min: -12, max: 12 }),
    fc.integer({ min: -3000, max: 3000 }),
    fc.constantFrom(-2147483648, 2147483647, -2147483647, 2147483646),
    fc.integer({ min: -2147483648, max: 2147483647 }),
  );
  it('compileNth agrees with a brute-force check over 1..2000 (random a, b incl. negatives and int32 edges)', () => {
    fc.assert(
      fc.property(int32, int32, (a, b) => {
        const match = compileNth({ a, b });
        for (let i = 1; i <= 2000; i++) if (match(i) !== brute(a, b, i)) return false;
        return true;
      }),
      { numRuns: 600 },
    );
  });
  it('special cases: a=0, a=±1, b≤0 with a>0, a<0 with b<1', () => {
    expect([1, 2, 3].map(compileNth({ a: 0, b: 2 }))).toEqual([false, true, false]);
    expect([1, 2].map(compileNth({ a: 0, b: 0 }))).toEqual([false, false]);
    expect([1, 5].map(compileNth({ a: 1, b: -4 }))).toEqual([true, true]);
    expect([2, 3].map(compileNth({ a: 1, b: 3 }))).toEqual([false, true]);
    expect([3, 4].map(compileNth({ a: -1, b: 3 }))).toEqual([true, false]);
    expect([1, 2, 3, 4].map(compileNth({ a: 3, b: -1 }))).toEqual([false, true, false, false]);
    expect([1, 2, 3, 4].map(compileNth({ a: 2, b: 0 }))).toEqual([false, true, false, true]);
    expect([1, 2].map(compileNth({ a: -2, b: 0 }))).toEqual([false, false]);
  });
  it('nthIndices yields exactly the matching indices in increasing order', () => {
    fc.assert(
      fc.property(int32, int32, fc.integer({ min: 0, max: 300 }), (a, b, limit) => {
        const expected: number[] = [];
        for (let i = 1; i <= limit; i++) if (brute(a, b, i)) expected.push(i);
        expect([...nthIndices({ a, b }, limit)]).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
  it('nthCheck = parse + compile; null when invalid', () => {
    const odd = nthCheck('odd');
    expect(odd === null ? null : [1, 2, 3].map(odd)).toEqual([true, false, true]);
    expect(nthCheck('3 n')).toBeNull();
  });
  it('nthCheckWithError: { ok: true, matcher } or the parseNthWithError error (fast and slow paths)', () => {
    for (const argument of ['odd', ' -n + 3 ', '3 n', '', '+ 2n']) {
      const check = nthCheck(argument);
      const result = nthCheckWithError(argument);
      const parsed = parseNthWithError(argument);
      if (check === null) expect(result).toEqual(parsed);
      else {
        expect(result.ok).toBe(true);
        if (result.ok) expect([0, 1, 2, 3, 4, 5].map(result.matcher)).toEqual([0, 1, 2, 3, 4, 5].map(check));
      }
    }
  });
});

describe('property tests', () => {
  const pair = fc.record({
    a: fc.integer({ min: -2147483648, max: 2147483647 }),
    b: fc.integer({ min: -2147483648, max: 2147483647 }),
  });
  it('parseNth(stringifyNth(x)) round trip, canonical forms', () => {
    expect([
      stringifyNth({ a: 2, b: 1 }),
      stringifyNth({ a: -1, b: 3 }),
      stringifyNth({ a: 0, b: 5 }),
      stringifyNth({ a: 1, b: 0 }),
      stringifyNth({ a: 0, b: 0 }),
    ]).toEqual(['2n+1', '-n+3', '5', 'n', '0']);
    fc.assert(
      fc.property(pair, (x) => {
        expect(parseNth(stringifyNth(x))).toEqual(x);
      }),
    );
  });
  it('the fast path agrees with the tokenizer path wherever it answers', () => {
    const piece = fc.constantFrom('n', 'N', '-', '+', ' ', '1', '2', '0', '9', 'e', 'o', 'd', 'v', '\t', '\n', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (parts) => {
        const text = parts.join('');
        const fast = parseNthFast(text);
        const reference = parseNthArgument(`/**/${text}`);
        if (fast !== undefined) expect(reference).toEqual({ ok: true, ...fast });
        expect(nth(text)).toEqual(reference.ok ? [reference.a, reference.b] : null);
      }),
      { numRuns: 5000 },
    );
  });
  it('parseNth never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        const r = parseNth(text);
        expect(r === null || (Number.isInteger(r.a) && Number.isInteger(r.b))).toBe(true);
      }),
    );
  });
});
