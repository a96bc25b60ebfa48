/**
 * `parseXml` of a readable (issue 28 item 4): an async iterable of strings or
 * bytes (a file stream, `process.stdin`), a WHATWG `ReadableStream`
 * (`fetch().body`) or an iterable, read chunk by chunk into the streaming
 * tree builder: the result is `parseXml`'s for the whole input.
 */
import { type ChunkSource, writeAll } from '@forgiving/char-ref/streams';
import { createXmlTreeBuilder } from './tree.ts';
import type { ParseXmlOptions, ParseXmlResult } from './types.ts';

export function parseXmlAsync(source: ChunkSource, options: ParseXmlOptions = {}): Promise<ParseXmlResult> {
  return writeAll(source, createXmlTreeBuilder(options));
}
