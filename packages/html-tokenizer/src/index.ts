export { TAG_ID, TAG_NAMES, tagId } from './tag-names.ts';
export { FOREIGN_BREAKOUT_TAGS } from './content-model.ts';
export type { KnownTagName } from './tag-names.ts';
export type { HtmlAttribute, HtmlParseError, HtmlTokenSink } from './types.ts';
export { State, STATE_NAMES, stateByName } from './states.ts';
export type { StateId } from './states.ts';
export { ERROR_CODES, ERROR_MESSAGES, errorMessage } from './error-codes.ts';
export type { HtmlTokenizerErrorCode } from './error-codes.ts';
export { Tokenizer } from './tokenizer.ts';
export type { TokenizerCallbacks } from './callbacks.ts';
export { createTokenizer } from './stream.ts';
export type { CreateTokenizerOptions, HtmlStreamTokenizer, TokenizerEnd, TokenizerOptions } from './stream.ts';
// The streaming contract's error (issue 13, item 18), shared by every package.
export { StreamMisuseError } from '@forgiving/char-ref';
export type { StreamChunk, StreamMisuse } from '@forgiving/char-ref';
export { tokenize } from './tokenize.ts';
export type {
  CommentToken,
  DoctypeToken,
  EndTagToken,
  HtmlToken,
  ProcessingInstructionToken,
  StartTagToken,
  TextToken,
  TokenizeOptions,
  TokenizeResult,
} from './tokenize.ts';
