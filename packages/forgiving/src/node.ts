// forgiving/node: what needs Node's own modules, kept out of the main entry
// (browser-safe): a stream.Writable over any of the streaming parsers.
export { toNodeWritable } from '@forgiving/char-ref/node';
export type { ChunkTarget, ParserWritable } from '@forgiving/char-ref/node';
