// `forgiving check`: errors as `file:line:column: code message` with a code
// frame; exit code 1 when the document is not well-formed / not the language
// / has a parse error (the driver's verdict). Every language streams
// (bounded memory, issue 27 items 2 and 6) through its driver's
// `check.stream`; the frames' text is decoded by its `check.decoder`.
// At most MAX_SHOWN errors are kept for frames; the frame lines are
// collected from the kept input (stdin, a pipe: up to KEEP_UNREREADABLE
// bytes) or by reading the file a second time.
//
// `--format json`: one JSON object per file, each on its own line (JSON
// Lines), with every error, no frames:
// {"file":…,"language":…,"errors":[{"code","message","line","column",
// "endLine","endColumn","offset","endOffset"},…],"ok":false}
import type { ParseError } from '@forgiving/char-ref';
import { type CommandContext, type Document, at } from '../context.ts';
import { escapeControls } from '../escape.ts';
import { FrameLines, windowedCodeFrame } from '../frame.ts';

export const MAX_SHOWN = 100;
/** Standard input or a pipe up to this size is kept in memory for code frames. */
const KEEP_UNREREADABLE = 64 * 1024 * 1024;

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
  const sink = document.driver.check.stream(document, cx.options, onError);
  for await (const chunk of chunks()) {
    sink.write(chunk);
    // JSON errors are written as they come: wait for a slow reader (backpressure) between chunks.
    if (json && out.stream.writableNeedDrain) await out.flush();
  }
  const { ok } = sink.end();
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
  return `${escapeControls(document.input.name)}: ${document.driver.check.summary(document, cx.options, ok, count)}`;
}

async function report(document: Document, cx: CommandContext, shown: ParseError[], count: number, kept: Uint8Array[]) {
  if (shown.length === 0) return;
  const lines = new FrameLines(shown);
  const decoder = document.driver.check.decoder();
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
