// The one escape for everything the CLI prints from a document, a file name
// or a selector (issue 13, item 10): escapeControls of @forgiving/char-ref
// (C0, DEL and C1 controls as visible `\u00XX`). The CLI's own colours are
// added after escaping (ansi.ts), never taken from input. Every byte the CLI
// prints passes `safeOutput` too (io.ts's Output: issue 27, item 4), so a
// value a command forgot to escape (a file name in a header) still reaches
// the terminal escaped; only `format`'s document, written to a file or a
// pipe, is data and bypasses it.
import { escapeControls } from '@forgiving/char-ref';

export { escapeControls };

/** Controls other than tab and LF (CR LF is kept by escapeControls' keepLayout). */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** The CLI's own colour codes (ansi.ts): ESC [ n m, n of one or two digits. */
const OWN_SGR = /\x1b\[\d{1,2}m/g;

/**
 * Text as it may reach a terminal: controls escaped (layout kept), except the
 * CLI's own SGR colour codes. Escaping is idempotent (`\u001b` is plain
 * text), so text escaped earlier passes unchanged.
 */
export function safeOutput(text: string): string {
  if (!UNSAFE.test(text)) return text;
  let out = '';
  let last = 0;
  for (const match of text.matchAll(OWN_SGR)) {
    out += escapeControls(text.slice(last, match.index), true) + match[0];
    last = match.index + match[0].length;
  }
  return out + escapeControls(text.slice(last), true);
}

/** A value as a JSON string literal, safe to print (JSON.stringify leaves DEL and C1 raw). */
export function quoted(value: unknown): string {
  return escapeControls(JSON.stringify(value) ?? 'undefined');
}
