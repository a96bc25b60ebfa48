// `forgiving tokens`: the document's tokens (or parser events) and errors,
// one line each, printed as the input streams (bounded memory): the
// driver's `tokens` prints them, this feeds it the chunks.
import type { CommandContext, Document } from '../context.ts';
import type { ChunkSink, Verdict } from '../driver.ts';

export async function tokensCommand(document: Document, cx: CommandContext): Promise<number> {
  return finish(await feed(document.driver.tokens(document, cx), document.chunks, cx), cx);
}

/** Writes every chunk to the sink, flushing the output between chunks (backpressure). */
export async function feed(sink: ChunkSink, chunks: AsyncIterable<Uint8Array>, cx: CommandContext): Promise<Verdict> {
  for await (const chunk of chunks) {
    sink.write(chunk);
    await cx.out.flush();
  }
  return sink.end();
}

/** The exit code of a verdict (0 ok, else 1), its refusal on stderr after the output. */
export async function finish(verdict: Verdict, cx: CommandContext): Promise<number> {
  await cx.out.flush();
  if (verdict.refusal !== undefined) {
    cx.err.line(verdict.refusal);
    return 1;
  }
  return verdict.ok ? 0 : 1;
}
