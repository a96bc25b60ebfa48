// `forgiving highlight`: the source coloured from the lossless spans of the
// document's driver: line by line from a line-resumable scanner
// (stream-highlight.ts, bounded memory), or from the spans of the whole text
// (held within the whole-document limit). The bytes are decoded as UTF-8.
import { StreamDecoder } from '@forgiving/char-ref';
import type { CommandContext, Document } from '../context.ts';
import type { HighlightDriver } from '../driver.ts';
import { InputTooLargeError, limitedChunks, wholeInputLimit } from '../limits.ts';
import { paintSpans } from '../paint-spans.ts';
import { createStreamHighlighter } from '../stream-highlight.ts';

export async function highlightCommand(document: Document, cx: CommandContext): Promise<number> {
  // Error marks only with colours: without them the output is exactly the source.
  const colours = !(cx.options.color === false || cx.paint('red', 'x') === 'x');
  const highlight = document.driver.highlight;
  if (highlight.kind === 'lines') return streamHighlight(document, cx, colours, highlight);
  const decoder = new StreamDecoder();
  let text = '';
  for await (const chunk of limitedChunks(document, 'highlight', cx.streams.env)) text += decoder.write(chunk);
  text += decoder.end();
  const { spans, errors } = highlight.spans(text, document);
  const marks = colours ? [...new Set(errors.map((error) => error.offset))].sort((a, b) => a - b) : [];
  // Painted and written a slice of spans at a time: one string of the whole
  // painted document (colour codes around every span) took about 100 bytes
  // per input byte (docs/benchmarks.md, "Hardening round 3: CLI memory").
  let m = 0;
  for (let i = 0; i < spans.length; i += PAINT_SLICE) {
    const slice = spans.slice(i, i + PAINT_SLICE);
    const end = slice[slice.length - 1]!.end;
    const from = m;
    while (m < marks.length && marks[m]! < end) m++;
    cx.out.write(paintSpans(text, slice, cx.paint, marks.slice(from, m)));
    await cx.out.flush();
  }
  if (!text.endsWith('\n')) cx.out.write('\n');
  await cx.out.flush();
  return 0;
}

/** Spans painted per write (whole text). */
const PAINT_SLICE = 4096;

/** Line by line (stream-highlight.ts), decoded as the command always decoded them. */
async function streamHighlight(
  document: Document,
  cx: CommandContext,
  colours: boolean,
  highlight: Extract<HighlightDriver, { kind: 'lines' }>,
): Promise<number> {
  const limit = wholeInputLimit(cx.streams.env, document.driver.limits.wholeInputBytesPerByte);
  const highlighter = createStreamHighlighter(
    {
      scanner: highlight.scanner(document),
      paint: cx.paint,
      marks: colours ? (highlight.marks?.() ?? null) : null,
      write: (text) => cx.out.write(text),
      maxHeld: limit,
      tooLong: (held) =>
        new InputTooLargeError(
          `${document.input.name}: over ${held} characters without a line break where \`highlight\` can resume (a minified file is one line); the limit is ${limit}, as for the commands that hold the whole document; \`check\` and \`tokens\` stream any line`,
        ),
    },
    paintSpans,
  );
  const decoder = new StreamDecoder();
  let last = '';
  for await (const chunk of document.chunks) {
    const text = decoder.write(chunk);
    if (text !== '') last = text;
    highlighter.write(text);
    await cx.out.flush();
  }
  const rest = decoder.end();
  if (rest !== '') last = rest;
  highlighter.write(rest);
  highlighter.end();
  if (!last.endsWith('\n')) cx.out.write('\n');
  await cx.out.flush();
  return 0;
}
