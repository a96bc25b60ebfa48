// The CLI commands for HTML (`tokens`, `tree`, `check`, `select`; `highlight`
// goes through highlightSpans). HTML needs the whole document for a tree,
// so each command reads the input, decodes it once by the encoding sniffing
// algorithm of @forgiving/char-ref/html (BOM, `<meta>` prescan, else
// windows-1252: html-tree decision H1) and works on that text, so positions,
// code frames and tokens all refer to the same characters. Everything taken
// from the document is printed through escape.ts (issue 13, item 10): JSON
// quoting for values, escapeControls for names, so control characters never
// reach the terminal raw.
import { LineIndex, type ParseError } from '@forgiving/char-ref';
import { decodeHtmlBytes, sniffHtmlEncoding } from '@forgiving/char-ref/html';
import { type HtmlToken, tokenize } from '@forgiving/html-tokenizer';
import { parseHtml, toHtml } from '@forgiving/html-tree';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import { type HtmlViewElement, htmlView } from '../html/select-view.ts';
import type { CompiledSelector } from '../select/match.ts';
import { selectAll } from '../select/match.ts';
import { type CommandContext, type Document, at, formatAttributes } from './context.ts';
import { FrameLines, windowedCodeFrame } from './frame.ts';
import { readAll } from './io.ts';
import { escapeControls, quoted } from './escape.ts';
import { jsonPieces, treeLines } from './print-tree.ts';

/** Names from the document (`<a\u0001>`), file names and lines: C0, DEL and C1 controls as visible `\u00XX`. */
const safe = (text: string): string => escapeControls(text);

/** The document's text: bytes decoded as html-tree decodes them (H1: BOM, `<meta>` prescan, windows-1252). */
export async function readHtml(document: Document): Promise<string> {
  const bytes = await readAll({ ...document.input, chunks: () => document.chunks });
  return decodeHtmlBytes(bytes, sniffHtmlEncoding(bytes));
}

// ---- format ------------------------------------------------------------------

/**
 * `forgiving format` for HTML: the tree written back by `toHtml` (the HTML
 * Standard's serialization algorithm), which parses to the same tree.
 * `--pretty` is not applied: whitespace is text in HTML (in `pre`, inline
 * content, CSS `white-space`), so indenting would change the document.
 * Exit code 1 when the document has parse errors (the tree is still written).
 */
export async function htmlFormat(
  document: Document,
  cx: CommandContext,
  /** format.ts's writer: the document as it is to a file or pipe, escaped on a terminal. */
  out: { write(text: string): void; flush(): Promise<void> },
): Promise<number> {
  const result = parseHtml(await readHtml(document));
  const html = toHtml(result.tree as HastRoot);
  out.write(html.endsWith('\n') ? html : `${html}\n`);
  const name = safe(document.input.name);
  if (cx.options.pretty) cx.err.line(`${name}: --pretty is not applied to HTML (whitespace is text there)`);
  const count = result.errors.length;
  if (count > 0)
    cx.err.line(
      `${name}: ${count} parse error${count === 1 ? '' : 's'}; wrote the tree the HTML Standard gives (forgiving check ${name} shows them)`,
    );
  await out.flush();
  return count === 0 ? 0 : 1;
}

// ---- tokens ------------------------------------------------------------------

function describeToken(token: HtmlToken, paint: CommandContext['paint']): string {
  switch (token.type) {
    case 'text':
      return `${paint('green', 'text')} ${quoted(token.value)}`;
    case 'startTag':
      return `${paint('blue', token.selfClosing ? 'emptyTag' : 'startTag')} ${safe(token.name)}${formatAttributes(token.attributes)}`;
    case 'endTag':
      return `${paint('blue', 'endTag')} ${safe(token.name)}`;
    case 'comment':
      return `${paint('gray', 'comment')} ${quoted(token.value)}`;
    case 'processingInstruction':
      return `${paint('magenta', 'instruction')} ${safe(token.target)} ${quoted(token.data)}`;
    case 'doctype': {
      const ids = `${token.publicId === null ? '' : ` PUBLIC ${quoted(token.publicId)}`}${token.systemId === null ? '' : ` SYSTEM ${quoted(token.systemId)}`}`;
      return `${paint('magenta', 'doctype')} ${token.name === null ? '' : safe(token.name)}${ids}${token.forceQuirks ? ' (quirks)' : ''}`;
    }
  }
}

/** `forgiving tokens` for HTML: the tokenizer's tokens (content model guessed as in body) and errors, in input order. */
export async function htmlTokens(document: Document, cx: CommandContext): Promise<number> {
  const text = await readHtml(document);
  const { tokens, errors } = tokenize(text);
  const lines = new LineIndex(text);
  const { out, paint } = cx;
  let e = 0;
  const flushErrors = (before: number) => {
    for (; e < errors.length && errors[e]!.offset < before; e++) {
      const error = errors[e]!;
      out.line(`${paint('gray', at(error))} ${paint('red', 'error')} ${error.code} ${error.message}`);
    }
  };
  for (const token of tokens) {
    flushErrors(token.end);
    out.line(
      `${paint('gray', `${at(lines.point(token.start))}-${at(lines.point(token.end))}`)} ${describeToken(token, paint)}`,
    );
  }
  flushErrors(Number.POSITIVE_INFINITY);
  await out.flush();
  return 0;
}

// ---- tree --------------------------------------------------------------------

function parseText(text: string): { tree: HastRoot; errors: ParseError[] } {
  const result = parseHtml(text, { positions: true });
  return { tree: result.tree as HastRoot, errors: result.errors };
}

/** `forgiving tree` for HTML: the hast tree, as an outline (attribute names, not properties) or as JSON. */
export async function htmlTree(document: Document, cx: CommandContext): Promise<number> {
  const { tree } = parseText(await readHtml(document));
  const { out } = cx;
  if (cx.options.json) {
    for (const piece of jsonPieces(tree)) {
      // JSON leaves DEL and C1 controls raw; escaped they stay valid JSON (\u009b), as in tree.ts.
      out.write(escapeControls(piece));
      await out.flush();
    }
    out.write('\n');
  } else {
    // The outline reads elements as name + attributes: the selector view has exactly that.
    const view = htmlView(tree);
    (view as { position?: unknown }).position = tree.position;
    let n = 0;
    for (const line of treeLines(view, cx.paint)) {
      out.line(line); // treeLines escapes what it takes from the tree (print-tree.ts)
      if (++n % 1024 === 0) await out.flush();
    }
  }
  await out.flush();
  return 0;
}

// ---- check -------------------------------------------------------------------

const MAX_SHOWN = 100;

/** `forgiving check` for HTML: every parse error (tokenizer and tree construction) with a code frame; exit 1 when there is one. */
export async function htmlCheck(document: Document, cx: CommandContext): Promise<number> {
  const text = await readHtml(document);
  const { errors } = parseText(text);
  const shown = errors.slice(0, MAX_SHOWN);
  const { out, paint } = cx;
  const name = safe(document.input.name);
  if (shown.length > 0) {
    const lines = new FrameLines(shown);
    lines.write(text);
    lines.end();
    for (const error of shown) {
      out.line(`${paint('bold', `${name}:${at(error)}:`)} ${paint('red', error.code)} ${error.message}`);
      const frame = windowedCodeFrame(error, lines, paint);
      if (frame !== '') out.line(frame);
      await out.flush();
    }
    if (errors.length > shown.length) out.line(`... and ${errors.length - shown.length} more`);
  }
  if (errors.length === 0) out.line(`${name}: ok (HTML)`);
  else out.line(`${name}: ${errors.length} parse error${errors.length === 1 ? '' : 's'} (HTML)`);
  await out.flush();
  return errors.length === 0 ? 0 : 1;
}

// ---- select ------------------------------------------------------------------

/**
 * `forgiving select` for HTML: matching elements with HTML's selector rules,
 * as `file:line:column: <tag attributes>`; returns how many (main.ts reports no match).
 */
export async function htmlSelect(selector: CompiledSelector, document: Document, cx: CommandContext): Promise<number> {
  const { tree } = parseText(await readHtml(document));
  const found = selectAll(tree, selector, { templateContent: cx.options.templateContent });
  // Attribute names (not hast property names) for the printout, from the view.
  const views = new Map<HastElement, HtmlViewElement>();
  const stack: unknown[] = [htmlView(tree)];
  while (stack.length > 0) {
    const node = stack.pop() as { children?: unknown[]; content?: unknown; node?: HastElement };
    if (node.node !== undefined) views.set(node.node, node as HtmlViewElement);
    if (node.content !== undefined) stack.push(node.content);
    for (const child of node.children ?? []) if ((child as { type: string }).type === 'element') stack.push(child);
  }
  const { out, paint } = cx;
  const name = safe(document.input.name);
  for (const element of found) {
    const start = element.position?.start;
    const where = start === undefined ? name : `${name}:${at(start)}`;
    const attributes = views.get(element)?.attributes ?? {};
    out.line(
      `${paint('gray', `${where}:`)} ${paint('blue', `<${safe(element.tagName)}${formatAttributes(attributes)}>`)}`,
    );
  }
  await out.flush();
  return found.length;
}
