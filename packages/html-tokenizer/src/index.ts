export { TAG_ID, TAG_NAMES, tagId } from './tag-names.ts';
export type { KnownTagName } from './tag-names.ts';
export type { HtmlAttribute, HtmlParseError, HtmlTokenSink } from './types.ts';
