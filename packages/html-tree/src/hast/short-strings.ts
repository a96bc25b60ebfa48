/**
 * Caches of short strings met before, so that equal short values in a tree
 * are one string. V8 copies a substring under 13 characters (its
 * SlicedString::kMinLength; longer ones are slices of the input), so each
 * short text or attribute value the tokenizer hands over is a string of its
 * own, kept (and copied twice by the young generation's collector) with the
 * tree. Most are repeated: node-api-all.html has 112k text nodes under 13
 * characters (59k of them whitespace between tags) and 22k class tokens of
 * 2.7k distinct values (`type` 4.6k times, `mark` 4k). Strings are
 * immutable, so sharing one is invisible.
 */

/** The caches' numbers (a const enum: literals in the bundle). */
const enum Cache {
  /** Slots of a cache, a power of two. */
  SLOTS = 1024,
  /** V8's shortest sliced string: a shorter substring is a copy. */
  SLICED = 13,
}

/** A cache: slots by a hash of the length and three characters. */
export function shortStrings(): string[] {
  return new Array<string>(Cache.SLOTS).fill('');
}

/** `text`, or an equal string met before (one slot per hash: the last one met). */
export function share(cache: string[], text: string): string {
  const n = text.length;
  if (n >= Cache.SLICED || n === 0) return text;
  const slot =
    (n * 61 + text.charCodeAt(0) * 7 + text.charCodeAt(n >> 1) * 3 + text.charCodeAt(n - 1)) & (Cache.SLOTS - 1);
  const seen = cache[slot]!;
  if (seen === text) return seen;
  cache[slot] = text;
  return text;
}
