/**
 * @forgiving/unified: unified parser plugins. `@forgiving/unified/rehype`
 * replaces rehype-parse (HTML → hast), `@forgiving/unified/xml` parses XML →
 * xast; both report parse errors as vfile messages.
 */
export { rehypeParse, type HtmlErrorSeverities, type RehypeOptions } from './rehype.ts';
export type { VerbosePosition } from './verbose.ts';
export { xmlParse, type XmlErrorSeverities, type XmlParseOptions } from './xml.ts';
export type { ErrorSeverity } from './messages.ts';
