/**
 * Source locations as parse5's `sourceCodeLocationInfo` gives them, through
 * the adapter's setNodeSourceCodeLocation / updateNodeSourceCodeLocation
 * (README, Spec notes: where they follow parse5 rather than the token spans).
 */
import type { Location } from './adapter.ts';
import type { TreeBuilder } from './builder.ts';

export function spanLocation<N>(b: TreeBuilder<N>, start: number, end: number): Location {
  const p = b.lines.point(start);
  const q = b.lines.point(end);
  return {
    startLine: p.line,
    startCol: p.column,
    startOffset: start,
    endLine: q.line,
    endCol: q.column,
    endOffset: end,
  };
}

/** An element's location from its start tag, or null for an implied element (start < 0). */
export function setStartLocation<N>(b: TreeBuilder<N>, el: N, start: number, end: number): void {
  if (start < 0) {
    b.adapter.setNodeSourceCodeLocation(el, null);
    return;
  }
  const loc = spanLocation(b, start, end);
  b.adapter.setNodeSourceCodeLocation(el, { ...loc, startTag: loc });
}

/** parse5's _setEndLocation: closed by its end tag, or ended where the last tag starts. */
export function setEndLocation<N>(b: TreeBuilder<N>, el: N): void {
  const a = b.adapter;
  if (!a.getNodeSourceCodeLocation(el)) return;
  if (b.lastTagEnd && a.getTagName(el) === b.lastTagName) {
    const tag = spanLocation(b, b.lastTagStart, b.lastTagStop);
    a.updateNodeSourceCodeLocation(el, {
      endTag: tag,
      endLine: tag.endLine,
      endCol: tag.endCol,
      endOffset: tag.endOffset,
    });
  } else {
    const p = b.lines.point(b.lastTagStart);
    a.updateNodeSourceCodeLocation(el, { endLine: p.line, endCol: p.column, endOffset: b.lastTagStart });
  }
}

/** After inserting text: the text node gets the token's span, or its end moves (parse5 _insertCharacters). */
export function textLocation<N>(b: TreeBuilder<N>, parent: N, before: N | null): void {
  const a = b.adapter;
  const siblings = a.getChildNodes(parent);
  const i = before !== null ? siblings.lastIndexOf(before) : siblings.length;
  const node = siblings[i - 1] as N;
  const span = spanLocation(b, b.start, b.end);
  if (a.getNodeSourceCodeLocation(node)) {
    a.updateNodeSourceCodeLocation(node, { endLine: span.endLine, endCol: span.endCol, endOffset: span.endOffset });
  } else a.setNodeSourceCodeLocation(node, span);
}
