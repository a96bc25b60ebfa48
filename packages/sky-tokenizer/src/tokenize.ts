import { TokenBuilder, TokenObjects } from './cleanup.ts';
import { InputDecoder } from './input.ts';
import { SkyTokenizer } from './tokenizer.ts';
import type { SkyToken, TokenizeOptions, TokenizeResult } from './types.ts';

/**
 * Stages 1–4 at once: decode (S1), normalise (S2), tokenise, clean up.
 * Never throws on any input; a failed signature gives no tokens (errata S4).
 */
export function tokenize(input: string | Uint8Array, options: TokenizeOptions): TokenizeResult {
  const tokens: SkyToken[] = [];
  const builder = new TokenBuilder(new TokenObjects((token) => tokens.push(token)), options.onStartTag);
  const tokenizer = new SkyTokenizer(options.context, builder);
  builder.source = tokenizer;
  const decoder = new InputDecoder();
  tokenizer.write(decoder.decode(input));
  tokenizer.write(decoder.end());
  tokenizer.end();
  return builder.isSky ? { isSky: true, tokens } : { isSky: false, tokens: [] };
}
