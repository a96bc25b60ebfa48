// The CLI's HTML driver (cli/driver.ts). Input is decoded by the encoding
// sniffing algorithm of @forgiving/char-ref/html (BOM, `<meta>` prescan,
// else windows-1252: html-tree decision H1), so positions, code frames and
// tokens all refer to the same characters. `tokens` streams
// (HtmlStreamDecoder, then the streaming tokenizer), `check` streams full
// tree construction over an adapter that keeps no tree
// (html/check-adapter.ts), `highlight` streams line by line; a tree needs
// the whole document: `tree`, `format` and `select` read it within the
// whole-document limit (limits.ts). Everything taken from the document is
// printed through escape.ts (issue 13, item 10): JSON quoting for values,
// escapeControls for names, so control characters never reach the terminal raw.
import { LineIndex, type ParseError } from '@forgiving/char-ref';
import { HtmlStreamDecoder, decodeHtmlBytes, sniffHtmlEncoding } from '@forgiving/char-ref/html';
import { type HtmlToken, createTokenizer } from '@forgiving/html-tokenizer';
import { type HtmlLineState, sameLineState, scan, scanLine, startLineState } from '@forgiving/html-tokenizer/highlight';
import {
  NAMESPACE_MATHML,
  NAMESPACE_SVG,
  type TokenizerFactory,
  createHtmlTreeBuilderWith,
  htmlTokenizer,
  parseHtml,
  toHtml,
} from '@forgiving/html-tree';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import { createCheckAdapter } from '../../html/check-adapter.ts';
import { type HtmlViewElement, htmlView } from '../../html/select-view.ts';
import { selectAll } from '../../select/match.ts';
import type { CommandContext, Document } from '../context.ts';
import { at, formatAttributes } from '../context.ts';
import type { ChunkSink, LanguageDriver, SelectTree } from '../driver.ts';
import { escapeControls, quoted } from '../escape.ts';
import { readAll } from '../io.ts';
import { limitedChunks } from '../limits.ts';
import type { ErrorMarks, LineScanner } from '../stream-highlight.ts';
import { plural } from '../summary.ts';

/** Names from the document (`<a\u0001>`), file names and lines: C0, DEL and C1 controls as visible `\u00XX`. */
const safe = (text: string): string => escapeControls(text);

/**
 * The document's text: bytes decoded as html-tree decodes them (H1: BOM,
 * `<meta>` prescan, windows-1252), within the whole-document limit.
 */
async function readHtml(document: Document, cx: CommandContext, command: string): Promise<string> {
  const chunks = limitedChunks(document, command, cx.streams.env);
  const bytes = await readAll({ ...document.input, chunks: () => chunks });
  return decodeHtmlBytes(bytes, sniffHtmlEncoding(bytes));
}

async function parseText(document: Document, cx: CommandContext, command: string): Promise<HastRoot> {
  return parseHtml(await readHtml(document, cx, command), { positions: true }).tree as HastRoot;
}

export const htmlDriver: LanguageDriver<HastRoot> = {
  name: 'html',
  limits: { wholeInputBytesPerByte: 52 },
  // Whitespace is text in HTML (in `pre`, inline content, CSS `white-space`): indenting would change the document.
  capabilities: { pretty: false },
  tokens: htmlTokens,
  async tree(document, cx, command) {
    return { tree: await parseText(document, cx, command), ok: true };
  },
  outline(tree) {
    // The outline reads elements as name + attributes: the selector view has exactly that.
    const view = htmlView(tree);
    (view as { position?: unknown }).position = tree.position;
    return view;
  },
  check: {
    stream(_document, _options, onError) {
      const builder = createHtmlTreeBuilderWith(lineDroppingTokenizer, { adapter: createCheckAdapter(), onError });
      const decoder = new HtmlStreamDecoder();
      return {
        write: (chunk) => builder.write(decoder.write(chunk)),
        end: () => ({ ok: builder.end(decoder.end()).ok }),
      };
    },
    decoder: () => new HtmlStreamDecoder(),
    summary: (_document, _options, _ok, count) =>
      count === 0 ? 'ok (HTML)' : `${plural(count, 'parse error')} (HTML)`,
  },
  format: htmlFormat,
  select: {
    tree: async (document, cx) => selectTree(await parseText(document, cx, 'select')),
  },
  highlight: { kind: 'lines', scanner: htmlScanner, marks: errorMarks },
};

/**
 * `format`: the tree written back by `toHtml` (the HTML Standard's
 * serialization algorithm), which parses to the same tree. `--pretty` is not
 * applied (capabilities.pretty). Not ok when the document has parse errors
 * (the tree is still written).
 */
async function htmlFormat(document: Document, cx: CommandContext) {
  const result = parseHtml(await readHtml(document, cx, 'format'));
  const name = safe(document.input.name);
  const notes: string[] = [];
  if (cx.options.pretty) notes.push(`${name}: --pretty is not applied to HTML (whitespace is text there)`);
  const count = result.errors.length;
  if (count > 0)
    notes.push(
      `${name}: ${count} parse error${count === 1 ? '' : 's'}; wrote the tree the HTML Standard gives (forgiving check ${name} shows them)`,
    );
  return { text: toHtml(result.tree as HastRoot), ok: count === 0, notes };
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
 * `tokens`: the tokenizer's tokens (content model guessed as in body) and
 * errors, streamed. Errors come out before the first token that ends after
 * them, as they did from the whole-document `tokenize`: a text token is
 * emitted only when the next token starts, after the errors of that next token.
 */
function htmlTokens(_document: Document, cx: CommandContext): ChunkSink {
  const lines = new LineIndex();
  const { out, paint } = cx;
  const pending: ParseError[] = [];
  let next = 0;
  const flushErrors = (before: number) => {
    for (; next < pending.length && pending[next]!.offset < before; next++) {
      const error = pending[next]!;
      out.line(`${paint('gray', at(error))} ${paint('red', 'error')} ${safe(error.code)} ${safe(error.message)}`);
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
  const decoder = new HtmlStreamDecoder();
  const text = (value: string) => {
    if (value === '') return;
    lines.append(value);
    tokenizer.write(value);
  };
  return {
    write: (chunk) => text(decoder.write(chunk)),
    end() {
      text(decoder.end());
      tokenizer.end();
      flushErrors(Number.POSITIVE_INFINITY);
      return { ok: true };
    },
  };
}

// ---- check -------------------------------------------------------------------

/**
 * html-tree's tokenizer, plus one call after each chunk that lets the tree
 * builder's line index (`TreeBuilder.lines`, a public field) drop the text
 * it holds: it keeps every chunk until a position is asked for, so a
 * document without errors was held whole (1.2 bytes per input byte, measured
 * with tools/bench/cli-memory.mjs). Asking for the line of the end of the
 * text read so far scans the chunks (one `indexOf` per line break) and
 * forgets them; line starts stay, so later errors still get their lines.
 */
const lineDroppingTokenizer: TokenizerFactory = (sink, options) => {
  const inner = htmlTokenizer(sink, options);
  const lines = (sink as { lines?: { lineOf(offset: number): number } }).lines;
  let read = 0;
  return {
    ...inner,
    write(chunk) {
      inner.write(chunk);
      read += chunk.length;
      lines?.lineOf(read);
    },
  };
};

// ---- select ------------------------------------------------------------------

/**
 * `select`: matching elements with HTML's selector rules, printed with
 * attribute names (not hast property names) from the selector view.
 */
function selectTree(tree: HastRoot): SelectTree {
  const views = new Map<HastElement, HtmlViewElement>();
  const stack: unknown[] = [htmlView(tree)];
  while (stack.length > 0) {
    const node = stack.pop() as { children?: unknown[]; content?: unknown; node?: HastElement };
    if (node.node !== undefined) views.set(node.node, node as HtmlViewElement);
    if (node.content !== undefined) stack.push(node.content);
    for (const child of node.children ?? []) if ((child as { type: string }).type === 'element') stack.push(child);
  }
  return {
    *matches(selector, options) {
      for (const element of selectAll(tree, selector, { templateContent: options.templateContent })) {
        const start = element.position?.start;
        yield { name: element.tagName, attributes: views.get(element)?.attributes ?? {}, start, node: element };
      }
    },
    markup(node) {
      const element = node as HastElement;
      return toHtml(element, { space: spaceOf(views.get(element)) });
    },
  };
}

/** The namespace an element's parent is in, which toHtml's `space` asks for. */
function spaceOf(view: HtmlViewElement | undefined): 'html' | 'svg' | 'math' {
  if (view === undefined) return 'html';
  if (view.namespace === NAMESPACE_SVG) return view.name === 'svg' ? 'html' : 'svg';
  if (view.namespace === NAMESPACE_MATHML) return view.name === 'math' ? 'html' : 'math';
  return 'html';
}

// ---- highlight ---------------------------------------------------------------

/** html-tokenizer's line-resumable scanner; the fresh state is Data with nothing guessed open. */
function htmlScanner(): LineScanner {
  const start = startLineState();
  let state: HtmlLineState = start;
  return {
    scanLine(line) {
      const result = scanLine(line, state);
      state = result.state;
      return result.spans;
    },
    fresh: () => sameLineState(state, start),
    scanHeld: (text) => scan(text),
  };
}

/** The HTML tokenizer's error offsets, streamed: sorted, without repeats, relative to a range when taken. */
function errorMarks(): ErrorMarks {
  let found: number[] = [];
  const tokenizer = createTokenizer({
    sink: {
      text() {},
      startTag() {},
      endTag() {},
      comment() {},
      // Present so `<?x y>` is a processing instruction (whatwg/html #12118), as scan reads it: the same errors.
      processingInstruction() {},
      doctype() {},
      rawError: (_code, offset) => void found.push(offset),
    },
  });
  return {
    write: (text: string) => tokenizer.write(text),
    end: () => void tokenizer.end(),
    take(from: number, to: number): number[] {
      if (found.length === 0) return found;
      found.sort((a, b) => a - b);
      const marks: number[] = [];
      const rest: number[] = [];
      for (const offset of found) {
        if (offset >= to) rest.push(offset);
        else if (offset >= from && marks[marks.length - 1] !== offset - from) marks.push(offset - from);
      }
      found = rest;
      return marks;
    },
  };
}
