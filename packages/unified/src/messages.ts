/**
 * Parse errors as vfile messages, the way hast-util-from-html (under
 * rehype-parse) reports them: `ruleId` the error's code, `source` the
 * package, `place` its start and end, and `fatal` from the severity.
 */
import type { ParseError } from '@forgiving/char-ref';

/** rehype-parse's severities: 0 or false off, 1 or true a warning, 2 an error; null/undefined the default. */
export type ErrorSeverity = 0 | 1 | 2 | boolean | null | undefined;

/** `eof-in-tag` → `eofInTag`: the option name rehype-parse gives a code. */
export type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** What the plugins need of a VFile (unified hands it to the parser). */
export interface MessageFile {
  message(
    reason: string,
    options: {
      place: { start: Point; end: Point };
      ruleId: string;
      source: string;
    },
  ): { fatal?: boolean | null | undefined; url?: string | undefined };
}

interface Point {
  line: number;
  column: number;
  offset: number;
}

const DASHED = /-([a-z])/g;

/** The option name of a code: camel case, as hast-util-from-html spells it. */
export function optionName(code: string): string {
  return code.replace(DASHED, (_, letter: string) => letter.toUpperCase());
}

/** 0: no message; 1: a warning (fatal: false); 2: an error (fatal: true). Unset: `fallback`. */
export function severity(setting: unknown, fallback: 0 | 1 | 2): 0 | 1 | 2 {
  if (setting === null || setting === undefined) return fallback;
  if (setting === true) return 1;
  if (setting === false) return 0;
  return setting === 2 ? 2 : setting === 1 ? 1 : 0;
}

/** Adds `error` to `file` as a message of level 1 or 2. */
export function report(
  file: MessageFile,
  error: ParseError,
  level: 1 | 2,
  source: string,
  url: string | undefined,
): void {
  const message = file.message(error.message, {
    place: {
      start: { line: error.line, column: error.column, offset: error.offset },
      end: { line: error.endLine, column: error.endColumn, offset: error.endOffset },
    },
    ruleId: error.code,
    source,
  });
  message.fatal = level === 2;
  if (url !== undefined) message.url = url;
}
