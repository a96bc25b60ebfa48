import { streamChunk, streamEnd } from '@forgiving/char-ref';
import { TokenBuilder, TokenObjects } from './cleanup.ts';
import { InputDecoder } from './input.ts';
import { SkyTokenizer } from './tokenizer.ts';
import type { SkyTokenizerStream, TokenizerStreamOptions } from './types.ts';

const ignore = (): void => {};

/**
 * The streaming tokenizer: the same tokens as `tokenize`, through
 * `onToken` (or as calls to a `sink`), for every way of splitting the
 * input into chunks (a CR LF pair, a UTF-8 sequence, a reference, a
 * `</script` or the signature may all be split). Memory is bounded by the
 * largest token. Misuse (a chunk that is not text or bytes, a call after
 * `end()`) throws a StreamMisuseError: the contract of every streaming API
 * (@forgiving/char-ref, issue 13 item 18).
 */
export function createTokenizer(options: TokenizerStreamOptions): SkyTokenizerStream {
  const builder = new TokenBuilder(options.sink ?? new TokenObjects(options.onToken ?? ignore), options.onStartTag);
  const tokenizer = new SkyTokenizer(options.context, builder, 0, options.fastPaths !== false);
  builder.source = tokenizer;
  const decoder = new InputDecoder();
  const onDecoded = options.onDecoded;
  let ended = false;
  const feed = (text: string): void => {
    if (text.length === 0) return;
    if (onDecoded) onDecoded(text);
    tokenizer.write(text);
  };
  return {
    write(chunk) {
      feed(decoder.decode(streamChunk(chunk, ended, 'createTokenizer')));
    },
    end() {
      streamEnd(ended, 'createTokenizer');
      ended = true;
      feed(decoder.end());
      tokenizer.end();
      const result = { ok: builder.isSky, isSky: builder.isSky };
      options.onEnd?.(result);
      return result;
    },
  };
}
