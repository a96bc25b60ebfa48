/**
 * Source locations as parse5's `sourceCodeLocationInfo` gives them, through
 * the adapter's setNodeSourceCodeLocation / updateNodeSourceCodeLocation
 * (README, Spec notes: where they follow parse5 rather than the token spans).
 */
import type { Location } from './adapter.ts';
import type { TreeBuilder } from './builder.ts';
import { ops } from './op-count.ts';

export function spanLocation<N>(b: TreeBuilder<N>, start: number, end: number): Location {
  const lines = b.lines;
  const startLine = lines.lineOf(start);
  const startCol = lines.columnOf(start, startLine);
  const endLine = lines.lineOf(end);
  return { startLine, startCol, startOffset: start, endLine, endCol: lines.columnOf(end, endLine), endOffset: end };
}

/** An element's location from its start tag, or null for an implied element (start < 0). */
export function setStartLocation<N>(b: TreeBuilder<N>, el: N, start: number, end: number): void {
  if (start < 0) {
    b.adapter.setNodeSourceCodeLocation(el, null);
    return;
  }
  const moves = b.moves;
  if (moves !== null) {
    const lines = b.lines;
    const startLine = lines.lineOf(start);
    const endLine = lines.lineOf(end);
    moves.setSpan(el, startLine, lines.columnOf(start, startLine), start, endLine, lines.columnOf(end, endLine), end);
    return;
  }
  const loc = spanLocation(b, start, end);
  // Written out, not spread: this runs for every element.
  b.adapter.setNodeSourceCodeLocation(el, {
    startLine: loc.startLine,
    startCol: loc.startCol,
    startOffset: loc.startOffset,
    endLine: loc.endLine,
    endCol: loc.endCol,
    endOffset: loc.endOffset,
    startTag: loc,
  });
}

/** parse5's _setEndLocation: closed by its end tag, or ended where the last tag starts. */
export function setEndLocation<N>(b: TreeBuilder<N>, el: N): void {
  const a = b.adapter;
  if (b.moves !== null ? !b.moves.hasLocation(el) : !a.getNodeSourceCodeLocation(el)) return;
  const moves = b.moves;
  if (b.lastTagEnd && a.getTagName(el) === b.lastTagName) {
    if (moves !== null) {
      const { lines, lastTagStart: start, lastTagStop: end } = b;
      const startLine = lines.lineOf(start);
      const endLine = lines.lineOf(end);
      moves.setEndTag(
        el,
        startLine,
        lines.columnOf(start, startLine),
        start,
        endLine,
        lines.columnOf(end, endLine),
        end,
      );
      return;
    }
    const tag = spanLocation(b, b.lastTagStart, b.lastTagStop);
    a.updateNodeSourceCodeLocation(el, {
      endTag: tag,
      endLine: tag.endLine,
      endCol: tag.endCol,
      endOffset: tag.endOffset,
    });
  } else {
    const line = b.lines.lineOf(b.lastTagStart);
    const endCol = b.lines.columnOf(b.lastTagStart, line);
    if (moves !== null) moves.setEnd(el, line, endCol, b.lastTagStart, null);
    else a.updateNodeSourceCodeLocation(el, { endLine: line, endCol, endOffset: b.lastTagStart });
  }
}

/** After inserting text: the text node gets the token's span, or its end moves (parse5 _insertCharacters). */
export function textLocation<N>(b: TreeBuilder<N>, parent: N, before: N | null): void {
  const a = b.adapter;
  const siblings = a.getChildNodes(parent);
  const i = before !== null ? siblings.lastIndexOf(before) : siblings.length;
  // The native search passed the siblings from i on.
  ops.n += siblings.length - i + 1;
  const node = siblings[i - 1] as N;
  const moves = b.moves;
  if (moves !== null) {
    const lines = b.lines;
    const endLine = lines.lineOf(b.end);
    const endCol = lines.columnOf(b.end, endLine);
    if (moves.hasLocation(node)) moves.setEnd(node, endLine, endCol, b.end, null);
    else {
      const startLine = lines.lineOf(b.start);
      moves.setSpan(node, startLine, lines.columnOf(b.start, startLine), b.start, endLine, endCol, b.end);
    }
    return;
  }
  const span = spanLocation(b, b.start, b.end);
  if (a.getNodeSourceCodeLocation(node)) {
    a.updateNodeSourceCodeLocation(node, { endLine: span.endLine, endCol: span.endCol, endOffset: span.endOffset });
  } else a.setNodeSourceCodeLocation(node, span);
}

/**
 * The input offset of character `k` of `s`, which is the current text
 * token's value or what a mode left of it after splitting off leading
 * characters (a suffix). A value is not verbatim input: a CR LF is one LF
 * (§13.2.3.5 "normalize newlines") and a character reference is its value,
 * so offsets of a value shorter than its span come from the tokenizer's
 * pieces (where each reference and verbatim section starts) and, inside a
 * verbatim section, from the input's line starts: there every LF of the
 * value is a line break of the input. Used for what is rare (a split value,
 * a NUL), never per character of ordinary text.
 */
export function textOffset<N>(b: TreeBuilder<N>, s: string, k: number): number {
  const value = b.tokenText;
  const index = value.length - s.length + k;
  if (b.tokenEnd - b.tokenStart === value.length || index <= 0) return b.tokenStart + Math.max(index, 0);
  const pieces = b.tokenizer.textPieces?.() ?? [];
  // The piece holding `index`, searched on from the last answer's piece in
  // the same token (a value may have a piece per reference).
  const memo = b.offsetMemo;
  let p = memo[4] === b.tokenStart && (pieces[memo[5] as number] as number) <= index ? (memo[5] as number) : 0;
  while (p + 3 < pieces.length && (pieces[p + 3] as number) <= index) {
    ops.n++;
    p += 3;
  }
  memo[4] = b.tokenStart;
  memo[5] = p;
  const from = pieces.length === 0 ? 0 : (pieces[p] as number);
  const at = pieces.length === 0 ? b.tokenStart : (pieces[p + 1] as number);
  if (pieces.length !== 0 && pieces[p + 2] === 0) return index === from ? at : (pieces[p + 4] ?? b.tokenEnd);
  // A verbatim section: linear up to its first LF, then from the line starts.
  // LFs are counted on from the last answer in the same section (NUL errors
  // ask in order), so that many questions about one value stay linear (H8).
  let i = from;
  let breaks = 0;
  let lf = -1;
  if (memo[0] === at && (memo[1] as number) <= index) {
    i = memo[1] as number;
    breaks = memo[2] as number;
    lf = memo[3] as number;
  }
  for (i = value.indexOf('\n', i); i >= 0 && i < index; i = value.indexOf('\n', i + 1)) {
    ops.n++;
    breaks++;
    lf = i;
  }
  memo[0] = at;
  memo[1] = index;
  memo[2] = breaks;
  memo[3] = lf;
  if (breaks === 0) return at + (index - from);
  const lines = b.lines;
  lines.lineOf(b.tokenEnd);
  return lines.lineStart(lines.lineOf(at) + breaks) + (index - lf - 1);
}
