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

/**
 * With the whole input held (Tokenizer.holdWholeInput, the fast path of
 * whole.ts), names, attribute values and indentation are interned up to
 * this length: they repeat whatever their length, and slices of the input
 * pin nothing the tree does not.
 */
export const MAX_INTERNED_NAME = 64;
/** Longest run of text (not indentation) interned when the whole input is held. */
export const MAX_INTERNED_TEXT = 24;

/** The cache for a whole input: `low` and `high` are the same array (and the metas) unless the input is large. */
export interface WholeInputCache {
  low: string[];
  high: string[];
  lowMeta: Int32Array;
  highMeta: Int32Array;
  shift: number;
}

/** An empty cache for a whole input of `length` characters (two halves of 2^13 slots from LARGE_INPUT on). */
export function newWholeInputCache(length: number): WholeInputCache {
  if (length >= LARGE_INPUT) {
    return {
      low: newInternTable(LARGE_INTERN_BITS - 1),
      high: newInternTable(LARGE_INTERN_BITS - 1),
      lowMeta: newInternMeta(LARGE_INTERN_BITS - 1),
      highMeta: newInternMeta(LARGE_INTERN_BITS - 1),
      shift: 32 - LARGE_INTERN_BITS,
    };
  }
  const low = newInternTable(INTERN_BITS);
  const lowMeta = newInternMeta(INTERN_BITS);
  return { low, high: low, lowMeta, highMeta: lowMeta, shift: 32 - INTERN_BITS };
}

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
 * The slot of `buffer[from, to)` before the table half is chosen: the
 * length, the ends and the middle character, mixed by a multiplication (the
 * top bits pick the slot). Reading every character measurably slowed every
 * document; with only the length and the ends, more frequent strings shared
 * slots (the tree kept ~2% more).
 */
function slotKey(buffer: string, from: number, to: number, shift: number): number {
  const length = to - from;
  const mixed =
    length ^
    (buffer.charCodeAt(from) << 7) ^
    (buffer.charCodeAt(from + (length >> 1)) << 14) ^
    (buffer.charCodeAt(to - 1) << 21);
  return Math.imul(mixed, 0x9e3779b1) >>> shift;
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
  let key = slotKey(buffer, from, to, shift);
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

/**
 * Where each slot's string lies in a whole input (parseXml), two entries
 * per slot: its absolute offset and its length (0: empty slot).
 */
export function newInternMeta(bits: number): Int32Array {
  return new Int32Array(2 << bits);
}

/** Whether buffer[a, a + length) and buffer[b, b + length) are the same characters. */
export function sameRun(buffer: string, a: number, b: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (buffer.charCodeAt(a + k) !== buffer.charCodeAt(b + k)) return false;
  return true;
}

/**
 * internSlice for a whole input (parseXml): every string in the table is a
 * slice of that input, so `meta` records where (absolute offsets; `base` is
 * the absolute offset of buffer[0]). A look-up then compares two runs of
 * the input, which is flat and in the CPU cache more often than the cached
 * string: no pointer is followed and no sliced string unwrapped per
 * character, and a slot of another length is rejected from `meta` alone
 * (issue 13 item 17: the compare loop was the tree's largest cost on SVG
 * icon sets). A slot whose run lies before `base` (trimmed from the buffer)
 * compares the cached string itself.
 */
export function internWhole(
  low: string[],
  high: string[],
  lowMeta: Int32Array,
  highMeta: Int32Array,
  shift: number,
  buffer: string,
  base: number,
  from: number,
  to: number,
): string {
  const length = to - from;
  let key = slotKey(buffer, from, to, shift);
  const upper = key >= HALF_TABLE;
  const table = upper ? high : low;
  const meta = upper ? highMeta : lowMeta;
  key &= HALF_TABLE - 1;
  const slot = key << 1;
  if (meta[slot + 1] === length) {
    const at = meta[slot]! - base;
    if (at >= 0 ? sameRun(buffer, at, from, length) : isAt(buffer, from, table[key]!)) return table[key]!;
  }
  // Two ways, as in internSlice.
  const other = slot ^ 2;
  if (meta[other + 1] === length) {
    const at = meta[other]! - base;
    if (at >= 0 ? sameRun(buffer, at, from, length) : isAt(buffer, from, table[key ^ 1]!)) return table[key ^ 1]!;
  }
  const fresh = buffer.slice(from, to);
  table[key ^ 1] = table[key]!;
  meta[other] = meta[slot]!;
  meta[other + 1] = meta[slot + 1]!;
  table[key] = fresh;
  meta[slot] = base + from;
  meta[slot + 1] = length;
  return fresh;
}
