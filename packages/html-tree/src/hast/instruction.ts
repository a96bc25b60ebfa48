/**
 * Processing instructions in hast (whatwg/html #12118, 2026-06-25: the HTML
 * parser makes `ProcessingInstruction` nodes for `<?target data?>`).
 *
 * hast has no node for them. This package gives them the shape of xast's
 * `instruction` (`{ type: 'instruction', name, value }`: the target as
 * `name`, the data as `value`), a unist literal like `comment`, and adds it
 * to hast's content maps (`RootContentMap`, `ElementContentMap`), the
 * extension point hast offers for new node types, so that `Root['children']`
 * and `Element['children']` admit it. Tools that do not know the type skip it
 * or stop on it (hast-util-to-html throws "Cannot compile unknown node");
 * `toHtml` of this package writes it back as the Standard serializes a
 * processing instruction: `<?` name, a space, value, `?>` (whatwg/html #12654).
 */
import type { Data, Literal } from 'hast';

export interface InstructionData extends Data {}

/** A processing instruction: xast's `instruction` node, in a hast tree. */
export interface Instruction extends Literal {
  type: 'instruction';
  /** The target: ASCII letters, digits, `-` and `_`, starting with a letter or `_` (never `xml`). */
  name: string;
  /** The data, without the whitespace after the target and without a `?` before the `>`. */
  value: string;
  data?: InstructionData | undefined;
}

declare module 'hast' {
  interface RootContentMap {
    instruction: Instruction;
  }
  interface ElementContentMap {
    instruction: Instruction;
  }
}
