/** Pieces several insertion modes share. */
import type { ModeHandlers, TreeBuilder } from '../builder.ts';
import { wsPrefix } from '../constants.ts';

/** Comments go to the appropriate place; DOCTYPEs are errors: the default of most modes. */
export const base: Pick<ModeHandlers, 'comment' | 'doctype'> = {
  comment(b, data) {
    b.insertComment(data);
  },
  doctype(b) {
    b.error('unexpected-doctype');
  },
};

/**
 * Text in a mode that handles whitespace itself and everything else by
 * "anything else": `ws` gets the leading whitespace, `other` the rest (which
 * it reprocesses after switching modes).
 */
export function splitText(b: TreeBuilder, s: string, ws: (b: TreeBuilder, s: string) => void, other: (b: TreeBuilder, s: string) => void): void {
  const n = wsPrefix(s);
  if (n > 0) ws(b, n === s.length ? s : s.slice(0, n));
  if (n < s.length) {
    b.start += n;
    other(b, n === 0 ? s : s.slice(n));
  }
}

export function ignoreWs(): void {}

export function insertWs(b: TreeBuilder, s: string): void {
  b.insertText(s);
}
