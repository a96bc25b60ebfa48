// Code frames for errors (`check`): the error's line with one line of context
// either side and a caret under the column. Lines are collected in one pass
// over the text (or a second pass over a large file), keeping only a window
// of WINDOW characters around each requested column, so a 1 GB one-line file
// costs no more than a short one.
import type { ParseError } from '@forgiving/char-ref';
import { Char } from '@forgiving/char-ref/codes';
import type { Paint } from './ansi.ts';
import { escapeControls } from './escape.ts';

const WINDOW = 60;

interface Request {
  line: number;
  column: number;
}

/** A window of a line: `text` starts at 1-based column `from`; `complete` when the window reached the line end. */
export interface LineWindow {
  from: number;
  text: string;
  complete: boolean;
}

/** Collects windows of the lines frames need, fed chunk by chunk. */
export class FrameLines {
  private readonly wanted = new Map<number, Request[]>();
  readonly windows = new Map<string, LineWindow>();
  private line = 1;
  /** Column (1-based) of the next character. */
  private column = 1;
  private previousWasCr = false;

  constructor(errors: readonly ParseError[]) {
    for (const error of errors) {
      for (const line of [error.line - 1, error.line, error.line + 1]) {
        if (line < 1) continue;
        const list = this.wanted.get(line) ?? [];
        // One window per (line, column): several errors may share a context line.
        if (list.some((r) => r.column === error.column)) continue;
        list.push({ line, column: error.column });
        this.wanted.set(line, list);
      }
    }
  }

  static key(line: number, column: number): string {
    return `${line}:${column}`;
  }

  write(chunk: string): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.previousWasCr && chunk.charCodeAt(i) === Char.LineFeed) {
        this.previousWasCr = false;
        i++;
        continue;
      }
      this.previousWasCr = false;
      // The rest of the current line within this chunk.
      let end = i;
      while (end < chunk.length) {
        const c = chunk.charCodeAt(end);
        if (c === Char.LineFeed || c === Char.CarriageReturn) break;
        end++;
      }
      const requests = this.wanted.get(this.line);
      if (requests !== undefined) this.capture(requests, chunk, i, end);
      this.column += end - i;
      if (end === chunk.length) return;
      if (requests !== undefined) for (const r of requests) this.finish(r);
      this.previousWasCr = chunk.charCodeAt(end) === Char.CarriageReturn;
      this.wanted.delete(this.line);
      this.line++;
      this.column = 1;
      i = end + 1;
    }
  }

  end(): void {
    const requests = this.wanted.get(this.line);
    if (requests !== undefined) for (const r of requests) this.finish(r);
  }

  private capture(requests: readonly Request[], chunk: string, start: number, end: number): void {
    for (const r of requests) {
      const from = Math.max(1, r.column - WINDOW);
      const to = r.column + WINDOW;
      const key = FrameLines.key(r.line, r.column);
      const window = this.windows.get(key) ?? { from, text: '', complete: false };
      // Columns of this segment: this.column .. this.column + (end - start).
      const a = Math.max(from, this.column);
      const b = Math.min(to, this.column + (end - start));
      if (a < b) window.text += chunk.slice(start + (a - this.column), start + (b - this.column));
      // `complete` stays false while the line runs on past the window.
      window.complete = this.column + (end - start) <= to;
      this.windows.set(key, window);
    }
  }

  private finish(r: Request): void {
    const key = FrameLines.key(r.line, r.column);
    const window = this.windows.get(key) ?? { from: Math.max(1, r.column - WINDOW), text: '', complete: true };
    this.windows.set(key, window);
  }
}

/** A frame line as printed: tabs as one space (the caret lines up), other controls escaped. */
function shown(text: string): string {
  return escapeControls(text.replaceAll('\t', ' '));
}

/**
 * The frame under an error (empty when no line text was collected), from the
 * line windows FrameLines kept while the file streamed by. Not xml-er's
 * public `codeFrame(source, error)`, which needs the whole source: the CLI
 * never holds a large file (hence the different name and arguments).
 */
export function windowedCodeFrame(error: ParseError, lines: FrameLines, paint: Paint): string {
  const out: string[] = [];
  const gutter = String(error.line + 1).length;
  for (const line of [error.line - 1, error.line, error.line + 1]) {
    const window = lines.windows.get(FrameLines.key(line, error.column));
    if (window === undefined) continue;
    const current = line === error.line;
    const head = window.from > 1 ? '…' : '';
    const tail = window.complete ? '' : '…';
    const marker = current ? paint('red', '>') : ' ';
    // A tab shows as one space; other controls escaped (escape.ts); the caret counts the shown width before it.
    out.push(`${marker} ${paint('gray', `${String(line).padStart(gutter)} |`)} ${head}${shown(window.text)}${tail}`);
    if (current) {
      const caretAt = head.length + shown(window.text.slice(0, Math.max(0, error.column - window.from))).length;
      out.push(`  ${' '.repeat(gutter)} ${paint('gray', '|')} ${' '.repeat(caretAt)}${paint('red', '^')}`);
    }
  }
  return out.join('\n');
}
