/**
 * Named character references: a compact trie over char codes with a
 * resumable longest-match walker. One structure serves Sky, XML (the five
 * predefined entities plus the internal subset's declarations) and the full
 * WHATWG HTML table (`@forgiving/char-ref/html`).
 */

/**
 * The five names that XML 1.0 predefines; Sky knows exactly the same five.
 * A plain object (it inherits Object.prototype: the Sky tokenizer's size
 * budget has no room for more): look an input name up with an own-property
 * check (`Object.hasOwn`), never `XML_PREDEFINED_ENTITIES[name]` alone, or
 * `constructor` finds a function (issue #13 item 1). Marked pure so bundles
 * that never read it drop it (size budget, issue #14).
 */
export const XML_PREDEFINED_ENTITIES: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze({
  lt: '<',
  gt: '>',
  amp: '&',
  apos: "'",
  quot: '"',
});

/** The named references Sky understands (sky-markup-syntax.txt, "Named"). */
export const SKY_NAMED_REFERENCES = XML_PREDEFINED_ENTITIES;

const NO_VALUE = -1;
const INITIAL_CAPACITY = 64;
/** A node with this many children gets a dense row for ASCII edges. */
const DENSE_AFTER = 6;
const ROW = 128;

/**
 * A set of names and replacement texts, as a trie. Node 0 is the root. Each
 * node's children are a linked list of edges (first child / next sibling),
 * which keeps insertion O(length) and the structure flat: typed arrays and
 * one array of values, no per-node objects. Nodes with many children (the
 * root of the HTML table has 52) also get a dense row indexed by ASCII code,
 * so the first steps of a walk are one array read instead of a list scan.
 */
export class NamedReferenceTable {
  private edgeCode = new Uint16Array(INITIAL_CAPACITY);
  private firstChild = new Int32Array(INITIAL_CAPACITY).fill(-1);
  private nextSibling = new Int32Array(INITIAL_CAPACITY).fill(-1);
  private valueIndex = new Int32Array(INITIAL_CAPACITY).fill(NO_VALUE);
  private childCount = new Int32Array(INITIAL_CAPACITY);
  /** Row number in `dense` of a node's dense row, or -1. */
  private denseRow = new Int32Array(INITIAL_CAPACITY).fill(-1);
  private dense = new Int32Array(0);
  private denseRows = 0;
  private readonly values: string[] = [];
  private nodeCount = 1;

  constructor(entries?: Iterable<readonly [string, string]> | Readonly<Record<string, string>>) {
    if (entries === undefined) return;
    const list = Symbol.iterator in entries ? entries : Object.entries(entries);
    for (const [name, value] of list as Iterable<readonly [string, string]>) this.add(name, value);
  }

  /** Number of names in the table. */
  get size(): number {
    return this.values.length;
  }

  /**
   * Adds a name. The first declaration wins (XML 1.0 §4.2, XML-ER decision
   * X4): returns false, changing nothing, when the name is already there.
   */
  add(name: string, value: string): boolean {
    let node = 0;
    for (let i = 0; i < name.length; i++) node = this.childOrCreate(node, name.charCodeAt(i));
    if (this.valueIndex[node] !== NO_VALUE) return false;
    this.valueIndex[node] = this.values.length;
    this.values.push(value);
    return true;
  }

  /** The replacement text of an exact name, or undefined. */
  get(name: string): string | undefined {
    let node = 0;
    for (let i = 0; i < name.length && node >= 0; i++) node = this.child(node, name.charCodeAt(i));
    return node >= 0 ? this.valueAt(node) : undefined;
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** @internal The child of `node` along `code`, or -1. */
  child(node: number, code: number): number {
    const row = this.denseRow[node]!;
    if (row >= 0 && code < ROW) return this.dense[row * ROW + code]!;
    const codes = this.edgeCode;
    const next = this.nextSibling;
    let edge = this.firstChild[node]!;
    while (edge >= 0 && codes[edge] !== code) edge = next[edge]!;
    return edge;
  }

  /** @internal The value stored at a node, if the node ends a name. */
  valueAt(node: number): string | undefined {
    const index = this.valueIndex[node]!;
    return index === NO_VALUE ? undefined : this.values[index];
  }

  private childOrCreate(node: number, code: number): number {
    const existing = this.child(node, code);
    if (existing >= 0) return existing;
    if (this.nodeCount === this.edgeCode.length) this.grow();
    const created = this.nodeCount++;
    this.edgeCode[created] = code;
    this.nextSibling[created] = this.firstChild[node]!;
    this.firstChild[node] = created;
    const count = ++this.childCount[node]!;
    if (this.denseRow[node]! >= 0) {
      if (code < ROW) this.dense[this.denseRow[node]! * ROW + code] = created;
    } else if (count === DENSE_AFTER) {
      this.makeDense(node);
    }
    return created;
  }

  private makeDense(node: number): void {
    const row = this.denseRows++;
    if (this.denseRows * ROW > this.dense.length) {
      const grown = new Int32Array(Math.max(4, this.denseRows * 2) * ROW).fill(-1);
      grown.set(this.dense);
      this.dense = grown;
    }
    const grown = this.dense;
    // Edges above ASCII stay reachable through the list only: the row
    // answers for code < ROW, the list for the rest.
    for (let edge = this.firstChild[node]!; edge >= 0; edge = this.nextSibling[edge]!) {
      const code = this.edgeCode[edge]!;
      if (code < ROW) grown[row * ROW + code] = edge;
    }
    this.denseRow[node] = row;
  }

  private grow(): void {
    const size = this.edgeCode.length * 2;
    const widen = <T extends Uint16Array | Int32Array>(old: T, fresh: T, fill: number): T => {
      fresh.fill(fill);
      fresh.set(old);
      return fresh;
    };
    this.edgeCode = widen(this.edgeCode, new Uint16Array(size), 0);
    this.firstChild = widen(this.firstChild, new Int32Array(size), -1);
    this.nextSibling = widen(this.nextSibling, new Int32Array(size), -1);
    this.valueIndex = widen(this.valueIndex, new Int32Array(size), NO_VALUE);
    this.childCount = widen(this.childCount, new Int32Array(size), 0);
    this.denseRow = widen(this.denseRow, new Int32Array(size), -1);
  }
}

/**
 * What `NamedReferenceMatcher` walks: `NamedReferenceTable` (growable) and
 * `PackedNamedReferenceTable` (read-only, compact; the HTML table).
 */
export interface NamedReferenceTrie {
  /** The child of `node` (0 is the root) along `code`, or -1. */
  child(node: number, code: number): number;
  /** The value stored at a node, if the node ends a name. */
  valueAt(node: number): string | undefined;
}

/**
 * Walks a table one char code at a time and remembers the longest name
 * matched so far. It keeps no input, so a tokenizer can feed it across chunk
 * boundaries and resume where the previous chunk ended.
 *
 *     matcher.reset();
 *     while (matcher.step(text.charCodeAt(i))) i++;
 *     matcher.matchLength  // chars of the longest full name, 0 for none
 */
export class NamedReferenceMatcher {
  readonly #table: NamedReferenceTrie;
  #node = 0;
  #fed = 0;
  /** Length of the longest full name matched since reset (0 for none). */
  matchLength = 0;
  /** Its replacement text. */
  matchValue: string | undefined = undefined;

  constructor(table: NamedReferenceTrie) {
    this.#table = table;
  }

  reset(): void {
    this.#node = 0;
    this.#fed = 0;
    this.matchLength = 0;
    this.matchValue = undefined;
  }

  /**
   * Consumes one char code. Returns false when no longer name can match; the
   * code that returned false is not part of any match.
   */
  step(code: number): boolean {
    const next = this.#table.child(this.#node, code);
    if (next < 0) return false;
    this.#node = next;
    this.#fed++;
    const value = this.#table.valueAt(next);
    if (value !== undefined) {
      this.matchLength = this.#fed;
      this.matchValue = value;
    }
    return true;
  }
}
