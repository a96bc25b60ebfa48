/**
 * Strings that a long-lived table may keep. V8 makes a slice of 13 or more
 * characters a view into the string it was cut from, so a module-level
 * cache that keeps `input.slice(a, b)` as a key or a value keeps the whole
 * input alive for as long as the cache lives: every document that first
 * showed a long attribute or tag name stays in memory after its parse
 * (measured when the caches came, with html-tokenizer's lowered-name cache:
 * five 20 M-character documents dropped, 200 MB still held).
 */

/**
 * `s` as a string of its own, holding no larger string: below 13
 * characters a slice is already a copy; above, the concatenation is
 * flattened into a new string of `s.length + 1` characters, of which the
 * result is a view. For caches, at the insertion of a new entry only.
 */
export function ownString(s: string): string {
  return s.length < 13 ? s : ` ${s}`.slice(1);
}
