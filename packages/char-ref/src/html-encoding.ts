/**
 * Encoding labels and the `<meta>` rules of the HTML Standard (§13.2.3
 * "Determining the character encoding", "Changing the encoding while
 * parsing", and "extracting a character encoding from a meta element" in
 * §2.6 URLs and fetching), decision H1. Encoding names are the WHATWG
 * Encoding Standard's, lowercased as `TextDecoder#encoding` gives them
 * (`'utf-8'`, `'windows-1252'`, `'shift_jis'`).
 */
import { Char, isAsciiWhitespace } from './codes.ts';
import { getEncoding } from './labels.ts';

/**
 * The Encoding Standard's "get an encoding": the encoding a label names, or
 * null (failure), from the Standard's label table (labels.ts, generated from
 * its encodings.json: issue 29). Whitespace is trimmed as the Standard says
 * (ASCII whitespace only: a label padded with U+000B is a failure).
 */
export function whatwgEncodingForLabel(label: string): string | null {
  return getEncoding(label);
}

function isUtf16(encoding: string): boolean {
  return encoding === 'utf-16le' || encoding === 'utf-16be';
}

/**
 * The encoding a `<meta>` may switch to: UTF-16BE/LE become UTF-8 and
 * x-user-defined becomes windows-1252 (prescan steps 14-15 and "change the
 * encoding" steps 2-3 say the same).
 */
export function htmlMetaEncodingFixup(encoding: string): string {
  if (isUtf16(encoding)) return 'utf-8';
  if (encoding === 'x-user-defined') return 'windows-1252';
  return encoding;
}

/**
 * "Extracting a character encoding from a meta element" (the value of a
 * `content` attribute such as `text/html; charset=utf-8`): the encoding, or
 * null when the string names none or names an unknown label.
 */
export function extractEncodingFromMetaContent(content: string): string | null {
  const lower = content.toLowerCase();
  let position = 0;
  for (;;) {
    // Loop: find "charset" (ASCII case-insensitive) after position.
    const found = lower.indexOf('charset', position);
    if (found === -1) return null;
    let i = found + 7;
    while (i < content.length && isAsciiWhitespace(content.charCodeAt(i))) i++;
    // Not "=": move to just before that character and loop again.
    if (content.charCodeAt(i) !== Char.EqualsSign) {
      position = i;
      continue;
    }
    i++;
    while (i < content.length && isAsciiWhitespace(content.charCodeAt(i))) i++;
    if (i >= content.length) return null;
    const c = content.charCodeAt(i);
    if (c === Char.QuotationMark || c === Char.Apostrophe) {
      // A quote with a later partner: the label between them; unmatched: nothing.
      const close = content.indexOf(content[i]!, i + 1);
      return close === -1 ? null : whatwgEncodingForLabel(content.slice(i + 1, close));
    }
    let end = i;
    while (
      end < content.length &&
      !isAsciiWhitespace(content.charCodeAt(end)) &&
      content.charCodeAt(end) !== Char.Semicolon
    )
      end++;
    return whatwgEncodingForLabel(content.slice(i, end));
  }
}

/** The attributes of a `<meta>` start tag that can name an encoding (null when absent). */
export interface HtmlMetaAttributes {
  charset?: string | null;
  httpEquiv?: string | null;
  content?: string | null;
}

/**
 * The encoding a `<meta>` start tag names while parsing ("in head"
 * insertion mode, A start tag whose tag name is "meta"): its `charset` if
 * that resolves, else `content` when `http-equiv` is `Content-Type` (ASCII
 * case-insensitive). Null when it names none. UTF-16BE/LE come back as
 * UTF-8 and x-user-defined as windows-1252, as "change the encoding" steps
 * 2-3 turn them. Feed the result to `changeHtmlEncoding`.
 */
export function htmlEncodingFromMeta(attributes: HtmlMetaAttributes): string | null {
  const { charset, httpEquiv, content } = attributes;
  let encoding: string | null = null;
  if (charset != null) encoding = whatwgEncodingForLabel(charset);
  if (encoding === null && httpEquiv != null && content != null && httpEquiv.toLowerCase() === 'content-type') {
    encoding = extractEncodingFromMetaContent(content);
  }
  return encoding === null ? null : htmlMetaEncodingFixup(encoding);
}

/** What the encoding sniffing algorithm decided (see `sniffHtmlEncoding`). */
export interface SniffedHtmlEncoding {
  /** The encoding name, lowercased as `TextDecoder#encoding` spells it. */
  encoding: string;
  confidence: 'certain' | 'tentative';
  /** Bytes of byte order mark to skip before decoding (0, 2 or 3). */
  bomLength: number;
  /** Which step decided. */
  source: 'bom' | 'transport' | 'meta' | 'default';
}

/**
 * "Change the encoding" (§13.2.3.4) for a `<meta>` found while parsing with
 * `current`. Returns null when nothing changes (confidence already certain,
 * or the current encoding is UTF-16, or the new encoding is the same; the
 * Standard then sets the confidence to certain), else the encoding to
 * restart the parse with, now certain. Decision H1: a whole-input parse
 * restarts with it; a streaming parse reports an error and keeps going.
 */
export function changeHtmlEncoding(current: SniffedHtmlEncoding, newEncoding: string): SniffedHtmlEncoding | null {
  if (current.confidence === 'certain') return null;
  if (isUtf16(current.encoding)) return null;
  const encoding = htmlMetaEncodingFixup(newEncoding);
  if (encoding === current.encoding) return null;
  return { encoding, confidence: 'certain', bomLength: 0, source: 'meta' };
}

export { isAsciiWhitespace };
