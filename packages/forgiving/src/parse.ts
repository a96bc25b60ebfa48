// parse(): one entry point for every language, returning a result tagged with
// the language. The work is done by @forgiving/sky-tree, @forgiving/xml-er
// and @forgiving/html-tree.
import { type ParseError, StreamDecoder } from '@forgiving/char-ref';
import { type ChunkSource, MixedChunks, collectChunks } from '@forgiving/char-ref/streams';
import { parse as parseSkyTree } from '@forgiving/sky-tree';
import type { SkyContext, SkyRoot } from '@forgiving/sky-tree';
import { parseXml } from '@forgiving/xml-er';
import type { ParseXmlOptions, XmlParseError, Root as XmlRoot } from '@forgiving/xml-er';
import { type Language, detectLanguage } from './detect.ts';
import { type HtmlOptions, type ParsedHtml, parseHtmlDocument } from './html/parse.ts';

export type { HtmlOptions, ParsedHtml };

export interface ParseOptions {
  /** Forces the language; detected from the input and `filename` when absent. */
  language?: Language;
  /** Used for detection by extension. */
  filename?: string;
  /** Sky: the parsing context; default from the signature, else 'application'. */
  context?: SkyContext;
  /** Adds unist positions to every node. Default false. */
  positions?: boolean;
  /**
   * `false` runs each parser's spec path alone (no fast path; the same
   * result, slower): for testing the fast paths against it. Default true.
   */
  fastPaths?: boolean;
  /** Extra options for XML-ER. */
  xml?: ParseXmlOptions;
  /** Extra options for HTML (@forgiving/html-tree: scripting, encodings, fragment context). */
  html?: HtmlOptions;
}

export interface ParsedSky {
  language: 'sky';
  context: SkyContext;
  /** False when the signature failed (errata S4); then `tree` is null. */
  isSky: boolean;
  tree: SkyRoot | null;
  /** Sky has no parse errors; a failed signature is reported as `not-sky` (as @forgiving/sky-tree's parse does). */
  errors: ParseError<'not-sky'>[];
  /** The same as `isSky` (every language's result has `ok`). */
  ok: boolean;
}

export interface ParsedXml {
  language: 'xml';
  tree: XmlRoot;
  errors: XmlParseError[];
  wellFormed: boolean;
  /** The same as `wellFormed`. */
  ok: boolean;
}

export type ParsedDocument = ParsedSky | ParsedXml | ParsedHtml;

/**
 * Parses Sky, XML or HTML (detected unless given) and tags the result with
 * its language: narrow on `result.language`. With `language` given, the
 * result is that language's type.
 */
export function parse(input: string | Uint8Array, options: ParseOptions & { language: 'sky' }): ParsedSky;
export function parse(input: string | Uint8Array, options: ParseOptions & { language: 'xml' }): ParsedXml;
export function parse(input: string | Uint8Array, options: ParseOptions & { language: 'html' }): ParsedHtml;
export function parse(input: string | Uint8Array, options?: ParseOptions): ParsedDocument;
export function parse(input: string | Uint8Array, options: ParseOptions = {}): ParsedDocument {
  const detected = detectLanguage(input, options.filename);
  const language = options.language ?? detected.language;
  if (language === 'sky') {
    const context = options.context ?? detected.context ?? 'application';
    const result = parseSkyTree(input, {
      context,
      positions: options.positions === true,
      fastPaths: options.fastPaths !== false,
    });
    return { language, context, tree: result.tree, errors: result.errors, ok: result.ok, isSky: result.isSky };
  }
  if (language === 'html') {
    const html = options.fastPaths === false ? { ...options.html, fastPaths: false } : options.html;
    return parseHtmlDocument(input, options.positions === true, html);
  }
  const xmlOptions: ParseXmlOptions = { ...options.xml };
  if (options.positions === true) xmlOptions.positions = true;
  if (options.fastPaths === false) xmlOptions.fastPaths = false;
  const result = parseXml(input, xmlOptions);
  return { language, tree: result.tree, errors: result.errors, ok: result.ok, wellFormed: result.wellFormed };
}

// The error reported for a failed Sky signature lives with the Sky parser now.
export { notSkyError } from '@forgiving/sky-tree';

/**
 * `parse` of a readable: an async iterable of strings or bytes (a file stream,
 * `process.stdin`), a WHATWG `ReadableStream` (`fetch().body`) or an
 * iterable. The chunks are gathered (detection reads the start, HTML's
 * encoding sniffing may restart), so the result is `parse`'s for the whole
 * input; strings and bytes mixed keep their order (UTF-8 bytes, or as a BOM says).
 */
export function parseAsync(source: ChunkSource, options: ParseOptions & { language: 'sky' }): Promise<ParsedSky>;
export function parseAsync(source: ChunkSource, options: ParseOptions & { language: 'xml' }): Promise<ParsedXml>;
export function parseAsync(source: ChunkSource, options: ParseOptions & { language: 'html' }): Promise<ParsedHtml>;
export function parseAsync(source: ChunkSource, options?: ParseOptions): Promise<ParsedDocument>;
export async function parseAsync(source: ChunkSource, options: ParseOptions = {}): Promise<ParsedDocument> {
  const input = await collectChunks(source);
  if (!Array.isArray(input)) return parse(input, options);
  const mixed = new MixedChunks(() => new StreamDecoder());
  let text = '';
  for (const chunk of input) text += mixed.text(chunk);
  return parse(text + mixed.end(), options);
}
