// Language detection for parse() and the CLI: Sky signature first (errata S4
// names the two signatures), then an XML declaration, then an HTML doctype,
// then the file extension, then HTML content sniffing (html/sniff.ts), then
// the first tag; anything else is handed to XML-ER, whose recovery rules
// accept every input.
import type { SkyContext } from '@forgiving/sky-tree';
import { SKY_APPLICATION_SIGNATURE, SKY_MODULE_SIGNATURE } from '@forgiving/char-ref/codes';
import { HTML_EXTENSIONS, isHtmlDoctype, sniffHtml } from './html/sniff.ts';
import { Char } from '@forgiving/char-ref/codes';

export type Language = 'sky' | 'xml' | 'html';

export interface Detection {
  language: Language;
  /** Sky only: the context named by the signature (application when none). */
  context?: SkyContext;
  /** What decided it. */
  reason: 'signature' | 'xml-declaration' | 'doctype' | 'extension' | 'content' | 'first-tag' | 'default';
}

const XML_EXTENSIONS = new Set([
  'xml',
  'svg',
  'xsl',
  'xslt',
  'xsd',
  'xhtml',
  'rss',
  'atom',
  'plist',
  'kml',
  'gpx',
  'opf',
  'dita',
]);

/** How many leading characters detection looks at (enough for a BOM, whitespace and a signature). */
export const DETECTION_PREFIX = 1024;

/**
 * Detects the language of `input` (a string, or the first bytes of a file).
 * Bytes: a UTF-8 BOM is skipped (errata S1); a UTF-16 BOM means XML (Sky is UTF-8 only).
 */
export function detectLanguage(input: string | Uint8Array, filename?: string): Detection {
  let head: string;
  if (typeof input === 'string') head = input.slice(0, DETECTION_PREFIX);
  else {
    const b = input;
    if ((b[0] === 0xfe && b[1] === 0xff) || (b[0] === 0xff && b[1] === 0xfe))
      return { language: 'xml', reason: 'xml-declaration' };
    head = new TextDecoder('utf-8').decode(b.subarray(0, DETECTION_PREFIX));
  }
  if (head.charCodeAt(0) === Char.ByteOrderMark) head = head.slice(1);
  if (head.startsWith(SKY_APPLICATION_SIGNATURE))
    return { language: 'sky', context: 'application', reason: 'signature' };
  if (head.startsWith(SKY_MODULE_SIGNATURE)) return { language: 'sky', context: 'module', reason: 'signature' };
  if (head.startsWith('<?xml')) return { language: 'xml', reason: 'xml-declaration' };
  if (isHtmlDoctype(head)) return { language: 'html', reason: 'doctype' };
  const extension = extensionOf(filename);
  if (extension === 'sky') return { language: 'sky', context: 'application', reason: 'extension' };
  if (extension !== null && XML_EXTENSIONS.has(extension)) return { language: 'xml', reason: 'extension' };
  if (extension !== null && HTML_EXTENSIONS.has(extension)) return { language: 'html', reason: 'extension' };
  if (sniffHtml(head)) return { language: 'html', reason: 'content' };
  if (head.trimStart().startsWith('<')) return { language: 'xml', reason: 'first-tag' };
  return { language: 'xml', reason: 'default' };
}

function extensionOf(filename: string | undefined): string | null {
  if (filename === undefined) return null;
  const base = filename.slice(Math.max(filename.lastIndexOf('/'), filename.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? null : base.slice(dot + 1).toLowerCase();
}
