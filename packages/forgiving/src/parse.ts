// parse(): one entry point for every language, returning a result tagged with
// the language. The work is done by @forgiving/sky-tree, @forgiving/xml-er
// and @forgiving/html-tree.
import { type ParseError, parseError } from '@forgiving/char-ref';
import { SKY_APPLICATION_SIGNATURE, SKY_MODULE_SIGNATURE } from '@forgiving/char-ref/codes';
import { parse as parseSkyTree } from '@forgiving/sky-tree';
import type { SkyContext, SkyRoot } from '@forgiving/sky-tree';
import { parseXml } from '@forgiving/xml-er';
import type { ParseXmlOptions, Root as XmlRoot } from '@forgiving/xml-er';
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
  /** Sky has no parse errors; a failed signature is reported as `not-sky`. */
  errors: ParseError[];
  /** Sky: isSky. XML: wellFormed. */
  ok: boolean;
}

export interface ParsedXml {
  language: 'xml';
  tree: XmlRoot;
  errors: ParseError[];
  wellFormed: boolean;
  ok: boolean;
}

export type ParsedDocument = ParsedSky | ParsedXml | ParsedHtml;

/** Parses Sky, XML or HTML (detected unless given) and tags the result with its language. */
export function parse(input: string | Uint8Array, options: ParseOptions = {}): ParsedDocument {
  const detected = detectLanguage(input, options.filename);
  const language = options.language ?? detected.language;
  if (language === 'sky') {
    const context = options.context ?? detected.context ?? 'application';
    const result = parseSkyTree(input, { context, positions: options.positions === true });
    const errors = result.isSky ? [] : [notSkyError(context)];
    return { language, context, isSky: result.isSky, tree: result.tree, errors, ok: result.isSky };
  }
  if (language === 'html') return parseHtmlDocument(input, options.positions === true, options.html);
  const xmlOptions: ParseXmlOptions = { ...options.xml };
  if (options.positions === true) xmlOptions.positions = true;
  const result = parseXml(input, xmlOptions);
  return { language, tree: result.tree, errors: result.errors, wellFormed: result.wellFormed, ok: result.wellFormed };
}

/** The error reported for a failed Sky signature (errata S4: "not a Sky file"). */
export function notSkyError(context: SkyContext): ParseError {
  const expected = context === 'module' ? SKY_MODULE_SIGNATURE : SKY_APPLICATION_SIGNATURE;
  return parseError(
    'not-sky',
    `not a Sky ${context === 'module' ? 'module' : 'application'}: the input must start with "${expected}" followed by a space or a newline`,
    { line: 1, column: 1, offset: 0 },
  );
}
