export { toHtml, type ToHtmlOptions } from './to-html.js';
