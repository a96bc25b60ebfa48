// Per-call matching state: the tree index plus lazily allocated memo tables,
// so right-to-left matching stays linear in the tree size (each memo slot is
// filled at most once per element).
import { ELEMENT, type IndexView } from './tree-adapter.ts';

/** A compiled matcher: does the node with this id match? */
export type Matcher = (c: MatchContext, id: number) => boolean;

/**
 * The folded matchers, compared by identity when compiling: a part that is
 * always false, always true, or true exactly for elements (a compound with
 * nothing left to test).
 */
export const NEVER: Matcher = () => false;
export const ALWAYS: Matcher = () => true;
export const IS_ELEMENT: Matcher = (c, id) => c.isElement(id);

export class MatchContext {
  private readonly memos: (Int8Array | undefined)[] = [];
  private readonly positions: (Int32Array | undefined)[] = [];
  private readonly tables: (Uint8Array | undefined)[] = [];
  private langs: (string | null | undefined)[] | null = null;

  constructor(
    readonly index: IndexView,
    /** Attribute names that carry the language, innermost first wins (`:lang()`). */
    readonly langAttributes: readonly string[],
  ) {}

  /** Memo table of a slot: 0 unknown, 1 true, 2 false. */
  memo(slot: number): Int8Array {
    let table = this.memos[slot];
    if (table === undefined) this.memos[slot] = table = new Int8Array(this.index.size);
    return table;
  }

  /** Position table of a slot (nth-child `of S`): 0 unknown, -1 not in S, k ≥ 1 position. */
  positionTable(slot: number): Int32Array {
    let table = this.positions[slot];
    if (table === undefined) this.positions[slot] = table = new Int32Array(this.index.size);
    return table;
  }

  /** A per-node table of a slot, filled by `fill` on first use (`:has()` anchors, has.ts). */
  table(slot: number, fill: (table: Uint8Array) => void): Uint8Array {
    let table = this.tables[slot];
    if (table === undefined) {
      this.tables[slot] = table = new Uint8Array(this.index.size);
      fill(table);
    }
    return table;
  }

  isElement(id: number): boolean {
    return this.index.kind[id] === ELEMENT;
  }

  /**
   * The language of an element: the nearest `lang` / `xml:lang` on it or an
   * ancestor ('' = explicitly unknown, null = none). Walks up once per chain
   * and memoises every element on the way (no recursion).
   */
  language(id: number): string | null {
    const langs = (this.langs ??= new Array(this.index.size));
    const path: number[] = [];
    let found: string | null = null;
    for (let x = id; x >= 0; x = this.index.parent[x]!) {
      const known = langs[x];
      if (known !== undefined) {
        found = known;
        break;
      }
      path.push(x);
      const own = this.ownLanguage(x);
      if (own !== null) {
        found = own;
        break;
      }
    }
    for (const x of path) langs[x] = found;
    return found;
  }

  private ownLanguage(id: number): string | null {
    if (!this.isElement(id)) return null;
    for (const name of this.langAttributes) {
      const value = this.index.attributeValue(id, name);
      if (value !== undefined) return value;
    }
    return null;
  }
}
