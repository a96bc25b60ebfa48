import { createTokenizer } from './stream.ts';
import type { SkyToken, TokenizeOptions, TokenizeResult } from './types.ts';

/**
 * Stages 1–4 at once: decode (S1), normalise (S2), tokenise, clean up; the
 * streaming tokenizer fed one chunk (one code path: smaller bundle).
 * Never throws on any input; a failed signature gives no tokens (errata S4).
 */
export function tokenize(input: string | Uint8Array, options: TokenizeOptions): TokenizeResult {
  const tokens: SkyToken[] = [];
  const stream = createTokenizer({ ...options, onToken: (token) => tokens.push(token) });
  // Untyped callers: whatever is not bytes is read as a string (a whole input is
  // never thrown on, even where the streaming contract would call it misuse).
  stream.write(input instanceof Uint8Array ? input : String(input));
  const { isSky } = stream.end();
  return { tokens: isSky ? tokens : [], ok: isSky, isSky };
}
