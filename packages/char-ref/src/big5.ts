/**
 * `@forgiving/char-ref/big5`: kept for code that imports it. Every Big5
 * decoder of this package decodes the Encoding Standard's whole index Big5
 * without it since issue 29 (big5-table.ts), so `installBig5Index` does
 * nothing.
 */

/** @deprecated Does nothing: the whole index Big5 is always used (issue 29). */
export function installBig5Index(): void {}
