// The one escape for everything the CLI prints from a document, a file name
// or a selector (issue 13, item 10): escapeControls of @forgiving/char-ref
// (C0, DEL and C1 controls as visible `\u00XX`). The CLI's own colours are
// added after escaping (ansi.ts), never taken from input.
import { escapeControls } from '@forgiving/char-ref';

export { escapeControls };

/** A value as a JSON string literal, safe to print (JSON.stringify leaves DEL and C1 raw). */
export function quoted(value: unknown): string {
  return escapeControls(JSON.stringify(value) ?? 'undefined');
}
