// `forgiving check`: errors as `file:line:column: code message` with a code
// frame; exit code 1 when the document is not well-formed / not Sky / has an
// HTML parse error. Every language streams (bounded memory, issue 27 items 2
// and 6): Sky through its tokenizer, XML through its streaming parser (the
// tree builder with --namespaces, which needs the tree), HTML through full
// tree construction over an adapter that keeps no tree (html/check-adapter.ts).
// At most MAX_SHOWN errors are kept for frames; the frame lines are
// collected from the kept input (stdin, a pipe: up to KEEP_UNREREADABLE
// bytes) or by reading the file a second time.
//
// `--format json`: one JSON object per file, each on its own line (JSON
// Lines), with every error, no frames:
// {"file":…,"language":"xml","errors":[{"code","message","line","column",
// "endLine","endColumn","offset","endOffset"},…],"ok":false}
import { StreamDecoder } from '@forgiving/char-ref';
import type { ParseError } from '@forgiving/char-ref';
import { HtmlStreamDecoder } from '@forgiving/char-ref/html';
import { type TokenizerFactory, createHtmlTreeBuilderWith, htmlTokenizer } from '@forgiving/html-tree';
import { createTokenizer } from '@forgiving/sky-tokenizer';
import { createXmlParser, createXmlTreeBuilder } from '@forgiving/xml-er';
import { createCheckAdapter } from '../../html/check-adapter.ts';
import { notSkyError } from '../../parse.ts';
import { type CommandContext, type Document, at } from '../context.ts';
import { escapeControls } from '../escape.ts';
import { FrameLines, windowedCodeFrame } from '../frame.ts';

export const MAX_SHOWN = 100;
/** Standard input or a pipe up to this size is kept in memory for code frames. */
const KEEP_UNREREADABLE = 64 * 1024 * 1024;

interface TextDecoderLike {
  write(bytes: Uint8Array): string;
  end(): string;
}

/** Decodes as the language's parser does, so frames show the characters the positions count. */
function decoderFor(document: Document): TextDecoderLike {
  if (document.language !== 'html') return new StreamDecoder();
  return new HtmlStreamDecoder();
}

export async function checkCommand(document: Document, cx: CommandContext): Promise<number> {
  const json = cx.options.format === 'json';
  const kept: Uint8Array[] = [];
  let keptSize = 0;
  const keepFrames = !json && !document.input.rereadable;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for await (const chunk of document.chunks) {
      if (keepFrames && keptSize <= KEEP_UNREREADABLE) {
        keptSize += chunk.length;
        if (keptSize > KEEP_UNREREADABLE) kept.length = 0;
        else kept.push(chunk);
      }
      yield chunk;
    }
  }
  const shown: ParseError[] = [];
  let count = 0;
  const out = cx.out;
  if (json)
    out.write(
      `{"file":${JSON.stringify(document.input.name)},"language":${JSON.stringify(document.language)},"errors":[`,
    );
  const onError = (error: ParseError) => {
    if (json) out.write(`${count === 0 ? '' : ','}${errorJson(error)}`);
    else if (shown.length < MAX_SHOWN) shown.push(error);
    count++;
  };
  const ok = await parseForErrors(document, chunks(), cx, onError);
  if (json) {
    out.line(`],"ok":${ok}}`);
    await out.flush();
    return ok ? 0 : 1;
  }
  await report(document, cx, shown, count, kept);
  out.line(summary(document, cx, ok, count));
  await out.flush();
  return ok ? 0 : 1;
}

/** Runs the language's streaming parser over the chunks; errors go to onError; true when well-formed. */
async function parseForErrors(
  document: Document,
  chunks: AsyncIterable<Uint8Array>,
  cx: CommandContext,
  onError: (error: ParseError) => void,
): Promise<boolean> {
  if (document.language === 'sky') {
    const tokenizer = createTokenizer({ context: document.context, onToken() {} });
    for await (const chunk of chunks) tokenizer.write(chunk);
    const ok = tokenizer.end().isSky;
    if (!ok) onError(notSkyError(document.context));
    return ok;
  }
  if (document.language === 'html') {
    const builder = createHtmlTreeBuilderWith(lineDroppingTokenizer, { adapter: createCheckAdapter(), onError });
    const decoder = new HtmlStreamDecoder();
    for await (const chunk of chunks) builder.write(decoder.write(chunk));
    return builder.end(decoder.end()).ok;
  }
  // --namespaces: Namespaces 1.0 needs the tree (xml-er's resolveNamespaces, X9), so the tree builder.
  const parser = cx.options.checkNamespaces
    ? createXmlTreeBuilder({ checkNamespaces: true, onError })
    : createXmlParser({ onError });
  for await (const chunk of chunks) parser.write(chunk);
  return parser.end().ok;
}

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

/** One error as JSON, every field always present (the end is the start when a parser gave none). */
export function errorJson(error: ParseError): string {
  return JSON.stringify({
    code: error.code,
    message: error.message,
    line: error.line,
    column: error.column,
    endLine: error.endLine ?? error.line,
    endColumn: error.endColumn ?? error.column,
    offset: error.offset,
    endOffset: error.endOffset ?? error.offset,
  });
}

function summary(document: Document, cx: CommandContext, ok: boolean, count: number): string {
  const name = escapeControls(document.input.name);
  if (document.language === 'html')
    return count === 0 ? `${name}: ok (HTML)` : `${name}: ${plural(count, 'parse error')} (HTML)`;
  const kind =
    document.language === 'sky' ? `Sky ${document.context}` : cx.options.checkNamespaces ? 'XML, namespaces' : 'XML';
  if (ok && count === 0) return `${name}: ok (${kind})`;
  if (ok) return `${name}: well-formed (${kind}) with ${plural(count, 'warning')}`;
  return `${name}: ${plural(count, 'error')} (${kind}${document.language === 'sky' ? '' : ', not well-formed'})`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

async function report(document: Document, cx: CommandContext, shown: ParseError[], count: number, kept: Uint8Array[]) {
  if (shown.length === 0) return;
  const lines = new FrameLines(shown);
  const decoder = decoderFor(document);
  if (document.input.rereadable) {
    for await (const chunk of document.input.chunks()) lines.write(decoder.write(chunk));
  } else for (const chunk of kept) lines.write(decoder.write(chunk));
  lines.write(decoder.end());
  lines.end();
  const { out, paint } = cx;
  for (const error of shown) {
    out.line(
      `${paint('bold', `${escapeControls(document.input.name)}:${at(error)}:`)} ${paint('red', escapeControls(error.code))} ${escapeControls(error.message)}`,
    );
    const frame = windowedCodeFrame(error, lines, paint);
    if (frame !== '') out.line(frame);
    await out.flush();
  }
  if (count > shown.length) out.line(`... and ${count - shown.length} more`);
}
