export { toHtml, type ToHtmlOptions } from './to-html.js';
export type { ToHtmlIssue, ToHtmlIssueCode } from './unwritable.js';
