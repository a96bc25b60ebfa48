/**
 * Guessing the content model as tree construction would in body content
 * (`guessContentModel`, on by default), so that a tokenizer used alone, for
 * highlighting for instance, reads `<script>`, `<style>`, `<title>` and
 * `<textarea>` bodies as the browser does, and `<![CDATA[` as CDATA only
 * inside `<svg>` / `<math>`.
 */
import { S } from './generated/state-ids.ts';
import type { StateId } from './states.ts';
import { type TAG_ID, TAG_NAMES, tagId } from './tag-names.ts';

/**
 * The states start tags switch to in HTML content (§13.2.6.4.7), by tag id:
 * one indexed load per tag, where a `switch` over `TAG_ID.x` loads a
 * property of a 127-name object per case.
 */
const CONTENT_MODEL = /* @__PURE__ */ contentModels();

/** The table above; a function marked pure, so a bundle without the sink (the low-level Tokenizer alone) drops it. */
function contentModels(): Uint8Array {
  const table = new Uint8Array(TAG_NAMES.length);
  for (const [names, state] of [
    [['title', 'textarea'], S.RCDATA],
    [['style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript'], S.RAWTEXT],
    [['script'], S.ScriptData],
    [['plaintext'], S.PLAINTEXT],
  ] as const) {
    for (const name of names) table[tagId(name)] = state;
  }
  return table;
}
/**
 * Tag ids as literals, not `TAG_ID.x` loads (which a bundler must keep, and
 * TAG_ID with them, in the low-level Tokenizer's bundle: issue 15's 8 kB);
 * an enum, because esbuild inlines its members where module constants stay
 * variables (bytes, and a load and check per comparison in optimized code;
 * docs/benchmarks.md, html-tokenizer: "every character code a literal"). test/tag-names.test.ts checks them against TAG_ID. TAG_NAMES
 * lists foreignobject, desc and mi, mo, mn, ms, mtext next to each other.
 */
export enum Tag {
  Font = 33,
  Noscript = 67,
  Title = 104,
  /** The two elements that open foreign content. */
  Svg = 115,
  Math = 116,
  Foreignobject = 117,
  Mi = 119,
}

/** The state a start tag switches the tokenizer to in HTML content (§13.2.6.4.7), or 0. */
export function contentModelOf(id: number, scripting: boolean): StateId | 0 {
  // <noscript> is RAWTEXT only when scripting is enabled (decision H3).
  return id === Tag.Noscript && !scripting ? 0 : (CONTENT_MODEL[id] as StateId | 0);
}

/**
 * HTML start tags that end foreign content (§13.2.6.5, "any other start tag"
 * breakouts; `<font>` only with color, face or size). Exported for
 * @forgiving/html-tree, whose tree construction uses the same list.
 */
export const FOREIGN_BREAKOUT_TAGS: readonly (keyof typeof TAG_ID)[] = [
  'b',
  'big',
  'blockquote',
  'body',
  'br',
  'center',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'embed',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'hr',
  'i',
  'img',
  'li',
  'listing',
  'menu',
  'meta',
  'nobr',
  'ol',
  'p',
  'pre',
  'ruby',
  's',
  'small',
  'span',
  'strong',
  'strike',
  'sub',
  'sup',
  'table',
  'tt',
  'u',
  'ul',
  'var',
];

const BREAKOUT = /* @__PURE__ */ new Set<number>(/* @__PURE__ */ FOREIGN_BREAKOUT_TAGS.map(tagId));

/**
 * A small stack of the elements that change the namespace: `svg` and `math`
 * enter foreign content; `foreignObject`, `desc` and `title` in SVG and the
 * MathML text integration points return to HTML rules. An approximation of
 * the tree's stack of open elements: good for real pages, not a parser.
 */
export class ForeignTracker {
  // Not private: line-state.ts saves and restores it (kept out of this
  // class so that the tokenizer alone does not carry that code, size budget).
  // Only `svg` and `math` open foreign content: the flag is the top's id.
  readonly ids: number[] = [];

  get isForeign(): boolean {
    const top = this.ids[this.ids.length - 1];
    return top === Tag.Svg || top === Tag.Math;
  }

  startTag(id: number, selfClosing: boolean, attributeNames: readonly string[], count: number): void {
    if (this.isForeign) {
      if (BREAKOUT.has(id) || (id === Tag.Font && hasFontBreakout(attributeNames, count))) {
        // Breakout: pop to the nearest HTML context.
        while (this.isForeign) this.ids.pop();
        return;
      }
      if (selfClosing) return;
      const top = this.ids[this.ids.length - 1];
      const svg = this.#inSvg();
      if (
        (svg && ((id >= Tag.Foreignobject && id <= Tag.Foreignobject + 1) || id === Tag.Title)) || // foreignObject, desc, title
        (!svg && top === Tag.Math && id >= Tag.Mi && id <= Tag.Mi + 4) // mi, mo, mn, ms, mtext
      ) {
        this.ids.push(id);
      }
      return;
    }
    if (!selfClosing && (id === Tag.Svg || id === Tag.Math)) this.ids.push(id);
  }

  endTag(id: number): void {
    const n = this.ids.length;
    if (n > 0 && this.ids[n - 1] === id) this.ids.pop();
  }

  #inSvg(): boolean {
    for (let k = this.ids.length - 1; k >= 0; k--) {
      if (this.ids[k] === Tag.Svg) return true;
      if (this.ids[k] === Tag.Math) return false;
    }
    return false;
  }
}

function hasFontBreakout(names: readonly string[], count: number): boolean {
  for (let k = 0; k < count; k++) {
    const name = names[k];
    if (name === 'color' || name === 'face' || name === 'size') return true;
  }
  return false;
}
