/**
 * Compiled An+B matchers. An index i (1-based, as :nth-child counts)
 * matches when i = a·n + b for some integer n ≥ 0. The common shapes get
 * their own closures so a call costs what a hand-written test costs.
 */
import type { Nth } from './types.ts';

const never = (): boolean => false;
const always = (): boolean => true;

// Matchers are pure, so one closure per (a, b) can be shared: the small
// values that real selectors use are built once and kept in this table.
const CACHE_A = 16;
const CACHE_B = 64;
const cache: Array<((index: number) => boolean) | undefined> = new Array((2 * CACHE_A + 1) * (2 * CACHE_B + 1)).fill(
  undefined,
);

export function compileNth(nth: Nth): (index: number) => boolean {
  return compileAB(nth.a, nth.b);
}

/** compileNth on two numbers (no object needed). */
export function compileAB(a: number, b: number): (index: number) => boolean {
  if (a >= -CACHE_A && a <= CACHE_A && b >= -CACHE_B && b <= CACHE_B) {
    const key = (a + CACHE_A) * (2 * CACHE_B + 1) + (b + CACHE_B);
    let match = cache[key];
    if (match === undefined) cache[key] = match = build(a, b);
    return match;
  }
  return build(a, b);
}

function build(a: number, b: number): (index: number) => boolean {
  if (a === 0) return b <= 0 ? never : (i) => i === b; // a=0: exactly the b-th
  if (a > 0) {
    if (a === 1) return b <= 1 ? always : (i) => i >= b; // n+b: from b on
    if (b <= 0) {
      // Every index ≥ 1 is ≥ b: only the residue matters.
      const r = ((b % a) + a) % a;
      return r === 0 ? (i) => i % a === 0 : (i) => i % a === r;
    }
    if (b < a) return (i) => i % a === b; // i ≥ b follows from the residue
    return (i) => i >= b && (i - b) % a === 0;
  }
  // a < 0: the indices b, b-|a|, b-2|a|, … that are ≥ 1.
  if (b < 1) return never;
  if (a === -1) return (i) => i <= b;
  const step = -a;
  return (i) => i <= b && (b - i) % step === 0;
}

/** The matching indices in 1..limit, in increasing order. */
export function* nthIndices(nth: Nth, limit: number): Generator<number, void, undefined> {
  const a = nth.a;
  const b = nth.b;
  if (a === 0) {
    if (b >= 1 && b <= limit) yield b;
    return;
  }
  if (a > 0) {
    // First index ≥ 1 of the form b + a·n, n ≥ 0.
    const first = b >= 1 ? b : b + a * Math.ceil((1 - b) / a);
    for (let i = first; i <= limit; i += a) yield i;
    return;
  }
  if (b < 1) return;
  const step = -a;
  const last = Math.min(b, limit);
  // Smallest i ≥ 1 with i ≡ b (mod step).
  const first = b - step * Math.floor((b - 1) / step);
  for (let i = first; i <= last; i += step) {
    if ((b - i) % step === 0) yield i;
  }
}
