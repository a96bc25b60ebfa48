// HTML detection for parse() and the CLI (see detect.ts for the order).
// - A doctype `<!DOCTYPE html` (ASCII case-insensitive, after whitespace)
//   says HTML outright: it is the doctype the HTML Standard asks for
//   (§13.1.1 "The DOCTYPE"), and no XML vocabulary uses that bare name.
// - Content sniffing follows the MIME Sniffing Standard's rules for "text/html"
//   (§7.1 "Identifying a resource with an unknown MIME type"): after
//   whitespace, one of its tag patterns, ASCII case-insensitive, followed by a
//   tag-terminating character (space or `>`). Left out: its `<!--` pattern
//   (a leading comment says nothing about the language: XML files start with
//   one too) and the one-letter `<a`, `<b`, `<p` (as often the generic
//   element names of XML without a declaration, which stays XML); such a
//   document falls through to the first-tag rule (XML). A `.html` name or
//   `--lang html` / `language: 'html'` still says HTML.
import { isAsciiWhitespace } from '@forgiving/char-ref/codes';
import { Char } from '@forgiving/char-ref/codes';

export const HTML_EXTENSIONS: ReadonlySet<string> = new Set(['html', 'htm']);

/**
 * The MIME Sniffing Standard's HTML tag patterns, without `<` and lowercased
 * (its `<!DOCTYPE HTML` pattern is isHtmlDoctype, checked earlier).
 */
const SNIFFED_TAGS: ReadonlySet<string> = new Set([
  'html',
  'head',
  'script',
  'iframe',
  'h1',
  'div',
  'font',
  'table',
  'style',
  'title',
  'body',
  'br',
]);

function skipSpace(head: string): number {
  let i = 0;
  while (i < head.length && isAsciiWhitespace(head.charCodeAt(i))) i++;
  return i;
}

/** `<!DOCTYPE html` followed by a space, `>` or the end, after whitespace (ASCII case-insensitive). */
export function isHtmlDoctype(head: string): boolean {
  const at = skipSpace(head);
  const end = at + '<!doctype html'.length;
  if (head.slice(at, end).toLowerCase() !== '<!doctype html') return false;
  const next = head.charCodeAt(end);
  return Number.isNaN(next) || next === Char.GreaterThan || isAsciiWhitespace(next);
}

/** MIME Sniffing §7.1: does the head look like HTML? */
export function sniffHtml(head: string): boolean {
  const at = skipSpace(head);
  if (head.charCodeAt(at) !== Char.LessThan) return false;
  // The longest pattern is `iframe`/`script` (6 characters): look no further than 7.
  let end = at + 1;
  while (end < head.length && end - at <= 7) {
    const code = head.charCodeAt(end);
    if (code === Char.Space || code === Char.GreaterThan) break;
    end++;
  }
  // A pattern must be followed by a tag-terminating character, not the end of the head.
  if (end >= head.length) return false;
  const code = head.charCodeAt(end);
  if (code !== Char.Space && code !== Char.GreaterThan) return false;
  return SNIFFED_TAGS.has(head.slice(at + 1, end).toLowerCase());
}
