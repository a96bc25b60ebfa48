/**
 * The intern cache of the tokenizer: names, indentation and small values
 * repeat, so the tree keeps one string for each. A table of 2^bits slots,
 * two-way (a slot and its neighbour), keyed on the length and a few
 * characters, then one comparison. The tokenizer decides what is interned
 * (tokenizer.ts, MAX_INTERNED and the limits beside it).
 */

export const INTERN_BITS = 12;
/** A whole input of a MiB or more gets a cache of 2^14 slots: fewer evictions, a smaller tree. */
export const LARGE_INTERN_BITS = 14;
export const LARGE_INPUT = 1 << 20;

/** An empty table of 2^bits slots (the shift that picks a slot is 32 - bits). */
export function newInternTable(bits: number): string[] {
  return new Array<string>(1 << bits).fill('');
}

/**
 * Whether buffer holds `text` at `from`: buffer.startsWith(text, from) for
 * the short names and values it is used on, where a loop V8 inlines costs
 * less than a call into the builtin.
 */
export function isAt(buffer: string, from: number, text: string): boolean {
  for (let k = 0; k < text.length; k++) if (buffer.charCodeAt(from + k) !== text.charCodeAt(k)) return false;
  return true;
}

/**
 * buffer.slice(from, to) (not empty), or the equal string the table already
 * holds, which it then keeps.
 */
export function internSlice(table: string[], shift: number, buffer: string, from: number, to: number): string {
  const length = to - from;
  // The length, the ends and the middle character, mixed by a
  // multiplication (the top bits pick the slot). Reading every character
  // measurably slowed every document; with only the length and the ends,
  // more frequent strings shared slots (the tree kept ~2% more).
  const mixed =
    length ^
    (buffer.charCodeAt(from) << 7) ^
    (buffer.charCodeAt(from + (length >> 1)) << 14) ^
    (buffer.charCodeAt(to - 1) << 21);
  const key = Math.imul(mixed, 0x9e3779b1) >>> shift;
  const candidate = table[key]!;
  if (candidate.length === length && isAt(buffer, from, candidate)) return candidate;
  // Two ways: the neighbour slot keeps the string this one held before, so
  // two frequent strings that share a slot do not evict each other on
  // every use.
  const neighbour = table[key ^ 1]!;
  if (neighbour.length === length && isAt(buffer, from, neighbour)) return neighbour;
  const fresh = buffer.slice(from, to);
  table[key ^ 1] = candidate;
  table[key] = fresh;
  return fresh;
}
