/**
 * `@forgiving/char-ref/big5`: the Encoding Standard's whole index Big5 (the
 * Hong Kong Supplementary Character Set and other extensions that Node 20's
 * `TextDecoder` lacks), 26 kB min+gzip, for who decodes Big5 and wants the
 * Standard's characters on any runtime (issues 13 item 11, 29). The same
 * function as in `@forgiving/char-ref/encoding-indexes`.
 */
export { installBig5Index } from './encoding-indexes.ts';
