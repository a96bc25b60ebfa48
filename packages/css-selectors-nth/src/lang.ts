/**
 * :lang() argument parser (the note, ":lang()", and decision N6): Level 3
 * takes exactly one ident; Level 4 a comma-separated list of idents or
 * strings.
 */
import { trimWhitespace } from './nth.ts';
import type { ComponentValue } from './types.ts';

/** The ranges, or the index of the offending token (tokens.length after trimming = EOF). */
export function parseLang(
  tokens: readonly ComponentValue[],
  level: 3 | 4,
): { ranges: string[] } | { bad: ComponentValue | undefined } {
  const args = trimWhitespace(tokens);
  if (level === 3) {
    const only = args[0];
    if (args.length === 1 && only !== undefined && only.type === 'ident') return { ranges: [only.value] };
    return { bad: only === undefined || only.type !== 'ident' ? only : args[1] };
  }
  const ranges: string[] = [];
  let expectValue = true;
  for (const token of args) {
    if (token.type === 'whitespace') continue;
    if (expectValue && (token.type === 'ident' || token.type === 'string')) {
      ranges.push(token.value);
      expectValue = false;
    } else if (!expectValue && token.type === 'comma') {
      expectValue = true;
    } else return { bad: token };
  }
  if (expectValue) return { bad: undefined };
  return { ranges };
}
