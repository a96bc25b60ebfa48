export {};

// --- hast output and serializer (issue 16, h/html-hast) ---
export {
  createCssSelectAdapter,
  createHastAdapter,
  type Attribute,
  type DoctypeFields,
  type DocumentMode,
  type ElementLocation,
  type HastAdapterOptions,
  type HastCssSelectAdapter,
  type HastTreeAdapter,
  type HastTreeAdapterMap,
  type Location,
} from './hast/index.js';
export { toHtml, type ToHtmlOptions } from './serialize/index.js';
