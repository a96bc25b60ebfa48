/**
 * codeFrame: the lines around an error with a caret under its column, for
 * messages like `broken.xml:7:14 unquoted-attribute-value`.
 */
import type { ParseError } from '@forgiving/char-ref';

export function codeFrame(source: string, error: ParseError, context = 1): string {
  const lines = source.split(/\r\n|\r|\n/);
  const first = Math.max(1, error.line - context);
  const last = Math.min(lines.length, error.line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let line = first; line <= last; line++) {
    const marker = line === error.line ? '>' : ' ';
    out.push(`${marker} ${String(line).padStart(width)} | ${lines[line - 1] ?? ''}`);
    if (line === error.line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, error.column - 1))}^ ${error.message}`);
  }
  return out.join('\n');
}
