// The CLI commands for HTML (`tokens`, `tree`, `format`, `select`; `check`
// is in commands/check.ts, `highlight` in html-highlight.ts). Input is
// decoded by the encoding sniffing algorithm of @forgiving/char-ref/html
// (BOM, `<meta>` prescan, else windows-1252: html-tree decision H1), so
// positions, code frames and tokens all refer to the same characters.
// `tokens` streams (HtmlStreamDecoder, then the streaming tokenizer); a tree
// needs the whole document: `tree`, `format` and `select` read it within the
// whole-document limit (limits.ts). Everything taken
// from the document is printed through escape.ts (issue 13, item 10): JSON
// quoting for values, escapeControls for names, so control characters never
// reach the terminal raw.
import { LineIndex, type ParseError } from '@forgiving/char-ref';
import { HtmlStreamDecoder, decodeHtmlBytes, sniffHtmlEncoding } from '@forgiving/char-ref/html';
import { type HtmlToken, createTokenizer } from '@forgiving/html-tokenizer';
import { NAMESPACE_MATHML, NAMESPACE_SVG, parseHtml, toHtml } from '@forgiving/html-tree';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import { type HtmlViewElement, htmlView } from '../html/select-view.ts';
import type { CompiledSelector } from '../select/match.ts';
import { selectAll } from '../select/match.ts';
import { type CommandContext, type Document, at, formatAttributes } from './context.ts';
import { readAll } from './io.ts';
import { limitedChunks } from './limits.ts';
import { createMatchPrinter } from './select-output.ts';
import { escapeControls, quoted } from './escape.ts';
import { jsonPieces, treeLines } from './print-tree.ts';

/** Names from the document (`<a\u0001>`), file names and lines: C0, DEL and C1 controls as visible `\u00XX`. */
const safe = (text: string): string => escapeControls(text);

/**
 * The document's text: bytes decoded as html-tree decodes them (H1: BOM,
 * `<meta>` prescan, windows-1252), within the whole-document limit.
 */
export async function readHtml(document: Document, cx: CommandContext, command: string): Promise<string> {
  const chunks = limitedChunks(document, command, cx.streams.env);
  const bytes = await readAll({ ...document.input, chunks: () => chunks });
  return decodeHtmlBytes(bytes, sniffHtmlEncoding(bytes));
}

/** The document's text as it streams: the same characters as readHtml, chunk by chunk. */
export async function* htmlTextChunks(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new HtmlStreamDecoder();
  for await (const chunk of chunks) {
    const text = decoder.write(chunk);
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
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
  const result = parseHtml(await readHtml(document, cx, 'format'));
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

/**
 * `forgiving tokens` for HTML: the tokenizer's tokens (content model guessed
 * as in body) and errors, streamed. Errors come out before the first token
 * that ends after them, as they did from the whole-document `tokenize`: a
 * text token is emitted only when the next token starts, after the errors
 * of that next token.
 */
export async function htmlTokens(document: Document, cx: CommandContext): Promise<number> {
  const lines = new LineIndex();
  const { out, paint } = cx;
  const pending: ParseError[] = [];
  let next = 0;
  const flushErrors = (before: number) => {
    for (; next < pending.length && pending[next]!.offset < before; next++) {
      const error = pending[next]!;
      out.line(`${paint('gray', at(error))} ${paint('red', 'error')} ${error.code} ${error.message}`);
    }
    if (next === pending.length) {
      pending.length = 0;
      next = 0;
    }
  };
  const emit = (token: HtmlToken) => {
    flushErrors(token.end);
    out.line(
      `${paint('gray', `${at(lines.point(token.start))}-${at(lines.point(token.end))}`)} ${describeToken(token, paint)}`,
    );
    // Offsets only grow: the lines before this token are not asked for again.
    lines.forget(token.start);
  };
  const tokenizer = createTokenizer({
    sink: {
      text: (value, start, end) => emit({ type: 'text', value, start, end }),
      startTag: (name, _id, attributes, selfClosing, start, end) =>
        emit({ type: 'startTag', name, attributes, selfClosing, start, end }),
      endTag: (name, _id, start, end) => emit({ type: 'endTag', name, start, end }),
      comment: (value, start, end) => emit({ type: 'comment', value, start, end }),
      // whatwg/html #12118: with this member the tokenizer gives processing instructions, as tokenize does.
      processingInstruction: (target, data, start, end) =>
        emit({ type: 'processingInstruction', target, data, start, end }),
      doctype: (name, publicId, systemId, forceQuirks, start, end) =>
        emit({ type: 'doctype', name, publicId, systemId, forceQuirks, start, end }),
      error: (error) => void pending.push(error),
    },
  });
  for await (const text of htmlTextChunks(document.chunks)) {
    lines.append(text);
    tokenizer.write(text);
    await out.flush();
  }
  tokenizer.end();
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
  const { tree } = parseText(await readHtml(document, cx, 'tree'));
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

// ---- select ------------------------------------------------------------------

/**
 * `forgiving select` for HTML: matching elements with HTML's selector rules,
 * printed by select-output.ts (attribute names, not hast property names,
 * from the selector view); returns how many (main.ts reports no match).
 */
export async function htmlSelect(selector: CompiledSelector, document: Document, cx: CommandContext): Promise<number> {
  const { tree } = parseText(await readHtml(document, cx, 'select'));
  const found = selectAll(tree, selector, { templateContent: cx.options.templateContent });
  const views = new Map<HastElement, HtmlViewElement>();
  const stack: unknown[] = [htmlView(tree)];
  while (stack.length > 0) {
    const node = stack.pop() as { children?: unknown[]; content?: unknown; node?: HastElement };
    if (node.node !== undefined) views.set(node.node, node as HtmlViewElement);
    if (node.content !== undefined) stack.push(node.content);
    for (const child of node.children ?? []) if ((child as { type: string }).type === 'element') stack.push(child);
  }
  const printer = createMatchPrinter(document, cx, {
    markup(node) {
      const element = node as HastElement;
      return toHtml(element, { space: spaceOf(views.get(element)) });
    },
  });
  for (const element of found) {
    const start = element.position?.start;
    printer.match({ name: element.tagName, attributes: views.get(element)?.attributes ?? {}, start, node: element });
  }
  return printer.end();
}

/** The namespace an element's parent is in, which toHtml's `space` asks for. */
function spaceOf(view: HtmlViewElement | undefined): 'html' | 'svg' | 'math' {
  if (view === undefined) return 'html';
  if (view.namespace === NAMESPACE_SVG) return view.name === 'svg' ? 'html' : 'svg';
  if (view.namespace === NAMESPACE_MATHML) return view.name === 'math' ? 'html' : 'math';
  return 'html';
}
