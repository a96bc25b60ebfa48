// parse() for HTML: @forgiving/html-tree's parseHtml / parseHtmlFragment with
// the hast adapter, as a result tagged like the other languages. HTML has no
// "not well-formed": every input gives a document (the Standard's recovery);
// `ok` says whether the parse met no parse error.
import { type FragmentContext, type HtmlTreeParseError, parseHtml, parseHtmlFragment } from '@forgiving/html-tree';
import type { Root as HastRoot } from 'hast';

export interface HtmlOptions {
  /** The scripting flag (html-tree decision H3); default true. */
  scripting?: boolean;
  /** Byte input: the transport layer's encoding label. */
  encoding?: string;
  /** Byte input: the encoding when nothing else decides; default windows-1252. */
  defaultEncoding?: string;
  /** Parses a fragment in this context element (decision H7) instead of a document. */
  fragment?: FragmentContext;
  /** `false`: the tokenizer's spec path alone (ParseOptions.fastPaths). */
  fastPaths?: boolean;
}

export interface ParsedHtml {
  language: 'html';
  /** A hast root (a document, or the fragment's nodes with `fragment`). */
  tree: HastRoot;
  errors: HtmlTreeParseError[];
  /** No parse error. */
  ok: boolean;
  /** Byte input: the encoding the document was decoded with. */
  encoding?: string;
}

export function parseHtmlDocument(
  input: string | Uint8Array,
  positions: boolean,
  options: HtmlOptions = {},
): ParsedHtml {
  const { fragment, ...rest } = options;
  const settings = { ...rest, positions };
  const result =
    fragment === undefined ? parseHtml(input, settings) : parseHtmlFragment(input, { ...settings, context: fragment });
  const out: ParsedHtml = {
    language: 'html',
    tree: result.tree,
    errors: result.errors,
    ok: result.ok,
  };
  if (result.encoding !== undefined) out.encoding = result.encoding;
  return out;
}
