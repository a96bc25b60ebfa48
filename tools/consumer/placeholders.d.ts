// The names the examples use for "your data" (the input a reader has at hand),
// declared once so that each example type-checks as written. Only inputs live
// here, and the reader's own functions an example hands data to: every API
// an example calls is imported by the example itself.
declare const bytes: Uint8Array;
declare const text: string;
declare const html: string;
declare const input: string;
declare const source: string;
declare const file: string;
declare const headerCharset: string;
/** A readable of strings or bytes (a file stream, `fetch().body`, `process.stdin`). */
declare const stream: AsyncIterable<string | Uint8Array>;
/** A readable of text (what createHtmlTreeBuilder takes). */
declare const textStream: AsyncIterable<string>;
/** Byte chunks as they arrive. */
declare const chunks: Uint8Array[];
/** Where an example hands its text on. */
declare function consume(text: string): void;
/** The reader's own module loader and script runner (sky-tree's host hooks). */
declare function loadModule(src: string): Promise<Record<string, unknown>>;
declare function run(source: string, imports: Record<string, unknown>): void;
/** XML inputs of xml-er's README. */
declare const billionLaughs: string;
declare const doc: string;
