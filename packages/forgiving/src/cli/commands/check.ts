// `forgiving check`: errors as `file:line:column: code message` with a code
// frame; exit code 1 when the document is not well-formed / not Sky. Streams
// the input (bounded memory): at most MAX_SHOWN errors are kept for frames,
// the frame lines are collected from the kept input (small stdin) or by
// reading the file a second time.
import { StreamDecoder } from '@forgiving/char-ref';
import type { ParseError } from '@forgiving/char-ref';
import { createTokenizer } from '@forgiving/sky-tokenizer';
import { createXmlParser, createXmlTreeBuilder } from '@forgiving/xml-er';
import { notSkyError } from '../../parse.ts';
import { htmlCheck } from '../html.ts';
import { type CommandContext, type Document, at } from '../context.ts';
import { FrameLines, windowedCodeFrame } from '../frame.ts';
import { escapeControls } from '../escape.ts';

export const MAX_SHOWN = 100;
/** Standard input up to this size is kept in memory for code frames. */
const KEEP_STDIN = 64 * 1024 * 1024;

export async function checkCommand(document: Document, cx: CommandContext): Promise<number> {
  if (document.language === 'html') return htmlCheck(document, cx);
  const kept: Uint8Array[] = [];
  let keptSize = 0;
  const keep = (chunk: Uint8Array) => {
    if (document.input.rereadable || keptSize > KEEP_STDIN) return;
    keptSize += chunk.length;
    if (keptSize > KEEP_STDIN) kept.length = 0;
    else kept.push(chunk);
  };
  const shown: ParseError[] = [];
  let count = 0;
  let ok: boolean;
  if (document.language === 'sky') {
    const tokenizer = createTokenizer({ context: document.context, onToken() {} });
    for await (const chunk of document.chunks) {
      keep(chunk);
      tokenizer.write(chunk);
    }
    ok = tokenizer.end().isSky;
    if (!ok) {
      shown.push(notSkyError(document.context));
      count = 1;
    }
  } else {
    const onError = (error: ParseError) => {
      count++;
      if (shown.length < MAX_SHOWN) shown.push(error);
    };
    // --namespaces: Namespaces 1.0 needs the tree (xml-er's resolveNamespaces, X9), so the tree builder.
    const parser = cx.options.checkNamespaces
      ? createXmlTreeBuilder({ checkNamespaces: true, onError })
      : createXmlParser({ onError });
    for await (const chunk of document.chunks) {
      keep(chunk);
      parser.write(chunk);
    }
    ok = parser.end().ok;
  }
  await report(document, cx, shown, count, kept);
  const name = escapeControls(document.input.name);
  const kind =
    document.language === 'sky' ? `Sky ${document.context}` : cx.options.checkNamespaces ? 'XML, namespaces' : 'XML';
  if (ok && count === 0) cx.out.line(`${name}: ok (${kind})`);
  else if (ok) cx.out.line(`${name}: well-formed (${kind}) with ${plural(count, 'warning')}`);
  else
    cx.out.line(
      `${name}: ${plural(count, 'error')} (${kind}${document.language === 'sky' ? '' : ', not well-formed'})`,
    );
  await cx.out.flush();
  return ok ? 0 : 1;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

async function report(document: Document, cx: CommandContext, shown: ParseError[], count: number, kept: Uint8Array[]) {
  if (shown.length === 0) return;
  const lines = new FrameLines(shown);
  const decoder = new StreamDecoder();
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
