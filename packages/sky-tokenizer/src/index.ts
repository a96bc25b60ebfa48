// Public API of @forgiving/sky-tokenizer (contract: ARCHITECTURE.md, "Conventions").
export type {
  ScanOptions,
  SkyAttribute,
  SkyCallbacks,
  SkyContext,
  SkyEndTagToken,
  SkySpan,
  SkySpanKind,
  SkyStartTagToken,
  SkyStartTagView,
  SkyTextToken,
  SkyToken,
  SkyTokenizerStream,
  SkyTokenSink,
  TokenizeOptions,
  TokenizeResult,
  TokenizerEnd,
  TokenizerStreamOptions,
} from './types.ts';
export { tokenize } from './tokenize.ts';
export { createTokenizer } from './stream.ts';
// The streaming contract's error (issue 13, item 18), shared by every package.
export { StreamMisuseError } from '@forgiving/char-ref';
export type { StreamChunk, StreamMisuse } from '@forgiving/char-ref';
export { scan } from './scan.ts';
export { SkyTokenizer } from './tokenizer.ts';
export type { SkyTokenizerState } from './tokenizer.ts';
export { SkyLineHighlighter, sameLineState, scanLine, splitLines, startLineState } from './line-state.ts';
export type { LineScan, SkyLineState } from './line-state.ts';
export { defaultTokenNames, skyStreamParser } from './codemirror.ts';
export type { SkyStreamParser, SkyStreamState, StringStreamLike } from './codemirror.ts';
