/**
 * The intern cache of the tokenizer: names, indentation and small values
 * repeat, so the tree keeps one string for each. A table of 2^bits slots,
 * two-way (a slot and its neighbour), keyed on the length and a few
 * characters, then one comparison. The tokenizer decides what is interned
 * (tokenizer.ts, MAX_INTERNED and the limits beside it).
 */

export const INTERN_BITS = 12;
/**
 * A whole input of a MiB or more gets a cache of 2^14 slots: fewer
 * evictions, a smaller tree. They are two arrays of 2^13 (`low`, `high`):
 * one array of 16,383 slots or more (128 kB) goes to V8's large-object
 * space, and allocating one cost ~5 ms, a third of parseXml on a 1.2 MB SVG
 * icon set (issue 13 item 17).
 */
export const LARGE_INTERN_BITS = 14;
/** Slots per array: a key at or above it is in `high`. */
export const HALF_TABLE = 1 << (LARGE_INTERN_BITS - 1);
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
 * holds, which it then keeps. `low` and `high` are the two halves of a large
 * table, or the same array twice for a small one.
 */
export function internSlice(
  low: string[],
  high: string[],
  shift: number,
  buffer: string,
  from: number,
  to: number,
): string {
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
  let key = Math.imul(mixed, 0x9e3779b1) >>> shift;
  // A small cache has fewer than HALF_TABLE slots: always `low` (then `high` is the same array).
  const table = key < HALF_TABLE ? low : high;
  key &= HALF_TABLE - 1;
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
