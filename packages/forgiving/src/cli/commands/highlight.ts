// `forgiving highlight`: the source coloured from the lossless spans
// (src/spans.ts: Sky and HTML from their tokenizers' scan, XML from the parser's positions).
import { StreamDecoder } from '@forgiving/char-ref';
import type { Paint, Style } from '../ansi.ts';
import { type HighlightSpanKind, highlightSpans } from '../../spans.ts';
import type { CommandContext, Document } from '../context.ts';
import { escapeControls } from '../escape.ts';
import { InputTooLargeError, limitedChunks, wholeInputLimit } from '../limits.ts';
import { createStreamHighlighter } from '../stream-highlight.ts';

const STYLES: Partial<Record<HighlightSpanKind, Style | Style[]>> = {
  signature: ['magenta', 'bold'],
  reference: 'yellow',
  'invalid-reference': ['red', 'underline'],
  'tag-open': 'gray',
  'tag-close': 'gray',
  'tag-name': ['blue', 'bold'],
  'attribute-name': 'cyan',
  equals: 'gray',
  quote: 'green',
  'attribute-value': 'green',
  comment: ['gray', 'dim'],
  'raw-text': 'yellow',
  unfinished: ['red', 'underline'],
  bogus: ['gray', 'dim'],
  'not-sky': 'redBg',
  cdata: 'yellow',
  instruction: 'magenta',
  doctype: 'magenta',
  other: ['red', 'underline'],
};

/**
 * The text with each span painted by its kind; the character at each error
 * offset (sorted, XML) gets a red background so errors show in place.
 */
export function paintSpans(
  text: string,
  spans: readonly { kind: HighlightSpanKind; start: number; end: number }[],
  paint: Paint,
  errorOffsets: readonly number[] = [],
): string {
  let out = '';
  let e = 0;
  for (const { kind, start, end } of spans) {
    const style = STYLES[kind];
    const piece = (from: number, to: number) => {
      // Controls in the source are shown escaped (issue 13, item 10); layout characters stay.
      const part = escapeControls(text.slice(from, to), true);
      out += style === undefined ? part : paintLines(part, style, paint);
    };
    let from = start;
    while (e < errorOffsets.length && errorOffsets[e]! < end) {
      const at = errorOffsets[e++]!;
      if (at < from) continue;
      piece(from, at);
      // Marks never add characters (the output minus colours is the source): a line break stays unmarked
      // (the CR of a CR LF too: alone, escapeControls would show it as \u000d).
      out +=
        text[at] === '\r' && text[at + 1] === '\n'
          ? '\r'
          : text[at] === '\n' || text[at] === '\r'
            ? escapeControls(text[at]!, true)
            : paint('redBg', escapeControls(text[at]!));
      from = at + 1;
    }
    piece(from, end);
  }
  return out;
}

/** Paints line by line so every output line carries its own reset (pagers, `head`). */
function paintLines(part: string, style: Style | Style[], paint: Paint): string {
  if (!part.includes('\n')) return paint(style, part);
  return part
    .split('\n')
    .map((line) => paint(style, line))
    .join('\n');
}

export async function highlightCommand(document: Document, cx: CommandContext): Promise<number> {
  // Error marks only with colours: without them the output is exactly the source.
  const colours = !(cx.options.color === false || cx.paint('red', 'x') === 'x');
  if (document.language !== 'xml') return streamHighlight(document, cx, colours);
  // XML: scanXml needs the whole text (its spans come from the parser's positions).
  const decoder = new StreamDecoder();
  let text = '';
  for await (const chunk of limitedChunks(document, 'highlight', cx.streams.env)) text += decoder.write(chunk);
  text += decoder.end();
  const { spans, errors } = highlightSpans(text, { language: document.language, context: document.context });
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

/** Spans painted per write (XML). */
const PAINT_SLICE = 4096;

/** Sky and HTML: line by line (stream-highlight.ts), decoded as the command always decoded them. */
async function streamHighlight(document: Document, cx: CommandContext, colours: boolean): Promise<number> {
  const highlighter = createStreamHighlighter(
    {
      language: document.language as 'sky' | 'html',
      context: document.context,
      paint: cx.paint,
      marks: colours,
      write: (text) => cx.out.write(text),
      maxHeld: wholeInputLimit(cx.streams.env, document.language),
      tooLong: (held) =>
        new InputTooLargeError(
          `${document.input.name}: over ${held} characters without a line break where \`highlight\` can resume (a minified file is one line); the limit is ${wholeInputLimit(cx.streams.env, document.language)}, as for the commands that hold the whole document; \`check\` and \`tokens\` stream any line`,
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
