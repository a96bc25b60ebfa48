import { createTokenizer, tokenize } from '../src/index.ts';
import type { SkyContext, SkyToken } from '../src/index.ts';

export const SIG = '#!mojo mojo:sky\n';

/** Compact token form: `T:text`, `S:name a="v"`, `E:name`. */
export function show(token: SkyToken): string {
  if (token.type === 'text') return `T:${token.value}`;
  if (token.type === 'endTag') return `E:${token.name}`;
  return `S:${[token.name, ...token.attributes.map((a) => `${a.name}="${a.value}"`)].join(' ')}`;
}

/** Tokens of an application document whose body (after the signature line) is `body`. */
export function toks(body: string): string[] {
  return tokenize(SIG + body, { context: 'application' }).tokens.map(show);
}

/**
 * Streams `input` in the given chunks and collects the tokens: the `tokenize`
 * result, `end()`'s object plus the tokens (checked to be what `onEnd` got).
 */
export function streamed(chunks: (string | Uint8Array)[], context: SkyContext = 'application') {
  const tokens: SkyToken[] = [];
  let ended: unknown = null;
  const stream = createTokenizer({ context, onToken: (t) => tokens.push(t), onEnd: (result) => (ended = result) });
  for (const chunk of chunks) stream.write(chunk);
  const result = stream.end();
  if (ended !== result) throw new Error('onEnd did not receive the object end() returns');
  return { tokens, ...result };
}
