/**
 * codeFrame: the lines around an error with a caret under its column, for
 * messages like `broken.xml:7:14 unquoted-attribute-value`.
 */
import { type ParseError, escapeControls } from '@forgiving/char-ref';

export function codeFrame(source: string, error: ParseError, context = 1): string {
  const lines = source.split(/\r\n|\r|\n/);
  const first = Math.max(1, error.line - context);
  const last = Math.min(lines.length, error.line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let line = first; line <= last; line++) {
    const marker = line === error.line ? '>' : ' ';
    // Controls escaped for terminals (escapeControls, issue 13 item 10); the caret counts the escaped width.
    const text = lines[line - 1] ?? '';
    out.push(`${marker} ${String(line).padStart(width)} | ${escapeControls(text, true)}`);
    if (line === error.line) {
      const caret = escapeControls(text.slice(0, Math.max(0, error.column - 1)), true).length;
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(caret)}^ ${escapeControls(error.message, true)}`);
    }
  }
  return out.join('\n');
}
