/**
 * HTML: the full WHATWG named character reference table and a decoder for
 * text that uses it, and for byte input the encoding sniffing algorithm
 * (decision H1). A separate entry point (`@forgiving/char-ref/html`) so
 * that packages which never import it do not carry the table; the sniffing
 * functions do not pull the table in either.
 */
import { HTML_ENTITY_COUNT } from './generated/html-entities.ts';
import { htmlNamedReferences } from './html-table.ts';
import { accumulateDigit, hexDigitValue, htmlNumericReference } from './numeric.ts';
import { Ascii, Char, isAsciiAlphanumeric } from './codes.ts';

export { HTML_ENTITY_COUNT, htmlNamedReferences };
export { PackedNamedReferenceTable } from './packed-named.ts';

export interface DecodeHtmlOptions {
  /**
   * Decode as an attribute value: a legacy reference without `;` followed by
   * `=` or an alphanumeric stays literal (WHATWG "named character reference
   * state", the historical-reasons rule).
   */
  attribute?: boolean;
}

/** Decodes every character reference in `text` as the WHATWG tokenizer does. */
export function decodeHtml(text: string, options: DecodeHtmlOptions = {}): string {
  let amp = text.indexOf('&');
  if (amp === -1) return text;
  const attribute = options.attribute ?? false;
  const table = htmlNamedReferences();
  let out = '';
  let last = 0;
  while (amp !== -1) {
    const next = amp + 1;
    let end = -1;
    let replacement = '';
    if (text.charCodeAt(next) === Char.NumberSign) {
      end = numericEnd(text, next + 1);
      if (end !== -1) {
        const code = htmlNumericReference(numericValue);
        replacement = code < Char.SupplementaryMin ? String.fromCharCode(code) : String.fromCodePoint(code);
      }
    } else {
      const length = table.longestMatch(text, next);
      if (length > 0) {
        const after = next + length;
        const terminated = text.charCodeAt(after - 1) === Char.Semicolon;
        const following = text.charCodeAt(after);
        if (terminated || !attribute || !(following === Char.EqualsSign || isAsciiAlphanumeric(following))) {
          end = after;
          replacement = table.matchValue!;
        }
      }
    }
    if (end !== -1) {
      if (amp > last) out += text.slice(last, amp);
      out += replacement;
      last = end;
    }
    amp = text.indexOf('&', end !== -1 ? end : next);
  }
  return out + text.slice(last);
}

/** The value of the numeric reference `numericEnd` last read (no tuple per reference). */
let numericValue = 0;

/** A numeric reference after `&#`: its end offset (its value in `numericValue`), or -1 without digits. */
function numericEnd(text: string, start: number): number {
  let i = start;
  const hex = (text.charCodeAt(i) | Ascii.CaseBit) === Char.LowerX;
  if (hex) i++;
  const digitsStart = i;
  let value = 0;
  for (; i < text.length; i++) {
    const d = hexDigitValue(text.charCodeAt(i));
    if (d < 0 || (!hex && d > 9)) break;
    value = accumulateDigit(value, d, hex ? 16 : 10);
  }
  if (i === digitsStart) return -1;
  numericValue = value;
  return text.charCodeAt(i) === Char.Semicolon ? i + 1 : i;
}

// Byte input: the encoding sniffing algorithm and "change the encoding" (decision H1).
export {
  changeHtmlEncoding,
  extractEncodingFromMetaContent,
  htmlEncodingFromMeta,
  whatwgEncodingForLabel,
} from './html-encoding.ts';
export type { HtmlMetaAttributes, SniffedHtmlEncoding } from './html-encoding.ts';
export { decodeHtmlBytes } from './html-decode.ts';
export { HtmlStreamDecoder } from './html-stream-decode.ts';
export { prescanHtmlEncoding } from './html-prescan.ts';
export { sniffHtmlEncoding } from './html-sniff.ts';
export type { SniffHtmlEncodingOptions } from './html-sniff.ts';
