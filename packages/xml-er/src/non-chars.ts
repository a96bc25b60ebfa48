/**
 * Whether a string holds a character that is not an XML Char (XML 1.0 §2.2,
 * decision X12): a lone surrogate, U+FFFE, U+FFFF, or a C0 control other
 * than tab, LF and CR. The fast path of whole.ts runs it once over the rest
 * of the input when values are long (issue 13 item 17), so that its value,
 * text and comment scans test nothing but the few characters they act on,
 * found by memoised indexOf searches.
 *
 * Lone surrogates by isWellFormed (native; at once on a one-byte string),
 * the rest by one indexOf each. Measured (docs/benchmarks.md, xml-er: "values, text and comments
 * by search after a non-Char prepass")
 * on the 1.2 MB breeze-actions22 (a one-byte string) and the 0.9 MB cldr
 * (two-byte): 29 indexOf searches 0.35 / 1.55 ms, one regular expression
 * 0.46 / 0.60 ms in isolation but about 0.5 ms more than the searches per
 * breeze parse in place, a charCodeAt loop 1.9 ms on breeze. A WebAssembly
 * SIMD test of the UTF-8 bytes (0.18 / 0.91 ms) was measured and not kept:
 * a parser would compile code at run time, refused (and reported to the
 * page's CSP endpoint) under a content security policy without
 * the keyword that allows WebAssembly, for ~0.2 ms on one corpus document.
 */

/** The non-Chars other than surrogates, as strings for indexOf. */
const NON_CHARS: string[] = ['\ufffe', '\uffff'];
for (let c = 0; c < 0x20; c++) {
  if (c !== 0x09 && c !== 0x0a && c !== 0x0d) NON_CHARS.push(String.fromCharCode(c));
}

/** A lone surrogate (for engines without String.prototype.isWellFormed). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type MaybeWellFormed = { isWellFormed?: () => boolean };

/** Whether `text` holds a non-Char (see the module comment). */
export function hasNonChar(text: string): boolean {
  const isWellFormed = (text as unknown as MaybeWellFormed).isWellFormed;
  if (isWellFormed !== undefined ? !isWellFormed.call(text) : LONE_SURROGATE.test(text)) return true;
  for (let k = 0; k < NON_CHARS.length; k++) if (text.indexOf(NON_CHARS[k] as string) >= 0) return true;
  return false;
}

/** Whether `text` holds a lone surrogate, by the expression engines without isWellFormed use (for tests). */
export function hasLoneSurrogateByExpression(text: string): boolean {
  return LONE_SURROGATE.test(text);
}
