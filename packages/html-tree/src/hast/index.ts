export {
  createHastAdapter,
  type DoctypeFields,
  type HastAdapterOptions,
  type HastTreeAdapter,
  type HastTreeAdapterMap,
} from './adapter.js';
export type {
  Attribute,
  DocumentMode,
  ElementLocation,
  Location,
} from './parse5-types.js';
export { createCssSelectAdapter, type HastCssSelectAdapter } from './css-select-adapter.js';
export type { Instruction, InstructionData } from './instruction.js';
