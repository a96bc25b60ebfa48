/**
 * The full WHATWG HTML named character reference table and a decoder for
 * text that uses it. A separate entry point (`@forgiving/char-ref/html`) so
 * that packages which never import it do not carry the table.
 */
import { HTML_ENTITY_COUNT, HTML_ENTITY_DATA } from './generated/html-entities.ts';
import { NamedReferenceMatcher, NamedReferenceTable } from './named.ts';
import { accumulateDigit, hexDigitValue, htmlNumericReference } from './numeric.ts';

export { HTML_ENTITY_COUNT };

let table: NamedReferenceTable | null = null;

/**
 * The 2231 WHATWG names (with their `;`, and the legacy names also without
 * it), built into a trie on first use.
 */
export function htmlNamedReferences(): NamedReferenceTable {
  if (table === null) {
    table = new NamedReferenceTable();
    for (const record of HTML_ENTITY_DATA.split('\u0002')) {
      const split = record.indexOf('\u0001');
      table.add(record.slice(0, split), record.slice(split + 1));
    }
  }
  return table;
}

const HASH = 0x23;
const SEMI = 0x3b;
const EQUALS = 0x3d;

function isAsciiAlphanumeric(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
}

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
  const matcher = new NamedReferenceMatcher(htmlNamedReferences());
  let out = '';
  let last = 0;
  while (amp !== -1) {
    const next = amp + 1;
    let end = -1;
    let replacement = '';
    if (text.charCodeAt(next) === HASH) {
      [end, replacement] = numeric(text, next + 1);
    } else {
      matcher.reset();
      let i = next;
      while (i < text.length && matcher.step(text.charCodeAt(i))) i++;
      if (matcher.matchLength > 0) {
        const after = next + matcher.matchLength;
        const terminated = text.charCodeAt(after - 1) === SEMI;
        const following = text.charCodeAt(after);
        if (terminated || !attribute || !(following === EQUALS || isAsciiAlphanumeric(following))) {
          end = after;
          replacement = matcher.matchValue!;
        }
      }
    }
    if (end !== -1) {
      out += text.slice(last, amp) + replacement;
      last = end;
    }
    amp = text.indexOf('&', end !== -1 ? end : next);
  }
  return out + text.slice(last);
}

/** A numeric reference after `&#`: [end offset or -1, replacement]. */
function numeric(text: string, start: number): [number, string] {
  let i = start;
  const hex = (text.charCodeAt(i) | 0x20) === 0x78;
  if (hex) i++;
  const digitsStart = i;
  let value = 0;
  for (; i < text.length; i++) {
    const d = hexDigitValue(text.charCodeAt(i));
    if (d < 0 || (!hex && d > 9)) break;
    value = accumulateDigit(value, d, hex ? 16 : 10);
  }
  if (i === digitsStart) return [-1, ''];
  if (text.charCodeAt(i) === SEMI) i++;
  return [i, String.fromCodePoint(htmlNumericReference(value))];
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
export { prescanHtmlEncoding } from './html-prescan.ts';
export { sniffHtmlEncoding } from './html-sniff.ts';
export type { SniffHtmlEncodingOptions } from './html-sniff.ts';
