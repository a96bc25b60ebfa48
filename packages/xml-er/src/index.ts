/**
 * @forgiving/xml-er: the XML-ER error-recovering XML parser (W3C community
 * draft 2012 + decisions X0–X12), with xast trees, a streaming API,
 * namespace resolution and a serializer.
 */
export type * from './types.ts';
export { createXmlTreeBuilder, parseXml } from './tree.ts';
export { parseXmlAsync } from './async.ts';
export type { ChunkSource } from '@forgiving/char-ref/streams';
export { createXmlParser } from './parser.ts';
export { StreamMisuseError } from '@forgiving/char-ref';
export type { StreamChunk, StreamMisuse } from '@forgiving/char-ref';
export { resolveNamespaces } from './namespaces.ts';
export { toXml } from './serialize.ts';
export type { ToXmlIssue, ToXmlIssueCode, ToXmlOptions } from './serialize.ts';
export { MESSAGES } from './errors.ts';
export { tokenize } from './tokens.ts';
export type { XmlToken } from './tokens.ts';
export { codeFrame } from './frame.ts';
export { scanXml } from './scan.ts';
export type { XmlSpan, XmlSpanKind } from './scan.ts';
