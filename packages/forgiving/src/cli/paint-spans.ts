// Painting highlighting spans (`highlight`, stream-highlight.ts): each span
// kind of the languages' lossless spans (src/spans.ts) has its style.
import type { Paint, Style } from './ansi.ts';
import { escapeControls } from './escape.ts';
import type { HighlightSpanKind } from '../spans.ts';

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
