// A small seeded PRNG (mulberry32): the same seed gives the same inputs on
// every machine, so a failure seen in CI reproduces with its seed.

/** A generator of floats in [0, 1) from a 32-bit seed, with helpers. */
export function createRng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return {
    next,
    /** An integer in [0, n). */
    int,
    /** An element of a non-empty array. */
    pick: (items) => items[int(items.length)],
    /** True with probability p. */
    chance: (p) => next() < p,
  };
}

/** A 32-bit seed from a string (FNV-1a), so each target has its own fixed stream. */
export function seedOf(text, base = 0) {
  let hash = 0x811c9dc5 ^ base;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
