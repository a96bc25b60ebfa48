/**
 * A read-only named reference trie laid out for walking: each node's
 * children are contiguous and sorted by char code, in exact-size typed
 * arrays; a node with more than four children also gets a dense row of
 * 128 entries for ASCII codes (129 of the HTML table's 9,854 nodes, the
 * ones near the root every reference passes). About 200 kB for the HTML
 * table, against about 450 kB for the growable `NamedReferenceTable`.
 *
 * A step of `NamedReferenceMatcher` over it is a few typed-array reads:
 * one row read near the root, below it the node's count, first child and a
 * short scan of sorted codes (a binary search for a non-ASCII code at a
 * node with a row).
 */
import type { NamedReferenceTrie } from './named.ts';

/** Above this many children a node gets a dense row for ASCII codes. */
const LINEAR_MAX = 4;
const ROW = 128;
const NO_VALUE = -1;

/** The trie's arrays, built by `pack`. */
interface Packed {
  codes: Uint16Array;
  first: Int32Array;
  count: Int32Array;
  valueIndex: Int32Array;
  size: number;
}

/**
 * Builds the layout from names sorted by char code (ties by position, so
 * the first of equal names comes first and wins). Each node is a range of
 * the sorted names sharing its prefix; its children are the runs of equal
 * chars at its depth, placed together. A queue of ranges, no recursion;
 * linear in the total length of the names. A range of one name is the rest
 * of that name, a chain of single children: it is laid out at once, in a
 * tight loop (7 of the 10 thousand HTML nodes are such). It runs once per
 * table, mostly before the JIT warms up, hence plain loops over local
 * arrays.
 */
function pack(names: readonly string[], sorted: readonly number[]): Packed {
  let capacity = 1;
  for (const name of names) capacity += name.length;
  const codes = new Uint16Array(capacity);
  const first = new Int32Array(capacity);
  const count = new Int32Array(capacity);
  const valueIndex = new Int32Array(capacity).fill(NO_VALUE);
  // The range of `sorted` each queued node covers, and its depth (-1: a
  // chain node, already complete).
  const lo = new Int32Array(capacity);
  const hi = new Int32Array(capacity);
  const depth = new Int32Array(capacity);
  hi[0] = sorted.length;
  let placed = 1;
  let size = 0;
  for (let node = 0; node < placed; node++) {
    let a = lo[node]!;
    const b = hi[node]!;
    const d = depth[node]!;
    if (d < 0) continue;
    // Names that end here are equal: the first one gives the value.
    if (a < b && names[sorted[a]!]!.length === d) {
      valueIndex[node] = sorted[a]!;
      size++;
      while (a < b && names[sorted[a]!]!.length === d) a++;
    }
    first[node] = placed;
    while (a < b) {
      const code = names[sorted[a]!]!.charCodeAt(d);
      let e = a + 1;
      while (e < b && names[sorted[e]!]!.charCodeAt(d) === code) e++;
      codes[placed] = code;
      lo[placed] = a;
      hi[placed] = e;
      depth[placed] = d + 1;
      placed++;
      a = e;
    }
    const end = placed;
    count[node] = end - first[node]!;
    for (let child = first[node]!; child < end; child++) {
      if (hi[child]! - lo[child]! !== 1) continue;
      const index = sorted[lo[child]!]!;
      const name = names[index]!;
      let previous = child;
      for (let k = d + 1; k < name.length; k++) {
        depth[previous] = -1;
        first[previous] = placed;
        count[previous] = 1;
        codes[placed] = name.charCodeAt(k);
        previous = placed++;
      }
      depth[previous] = -1;
      first[previous] = placed;
      count[previous] = 0;
      valueIndex[previous] = index;
      size++;
    }
  }
  return {
    codes: codes.slice(0, placed),
    first: first.slice(0, placed),
    count: count.slice(0, placed),
    valueIndex: valueIndex.slice(0, placed),
    size,
  };
}

/**
 * Gives each node with more than LINEAR_MAX children a dense row for ASCII
 * codes, and marks it in `count` (-1 - row). Returns the rows and each
 * row's real child count.
 */
function denseRows(packed: Packed): [Int32Array, Int32Array] {
  const { codes, first, count } = packed;
  let rowTotal = 0;
  for (let node = 0; node < count.length; node++) if (count[node]! > LINEAR_MAX) rowTotal++;
  const rows = new Int32Array(rowTotal * ROW).fill(-1);
  const rowCount = new Int32Array(rowTotal);
  let row = 0;
  for (let node = 0; node < count.length; node++) {
    const children = count[node]!;
    if (children <= LINEAR_MAX) continue;
    for (let child = first[node]!, end = child + children; child < end; child++) {
      if (codes[child]! < ROW) rows[row * ROW + codes[child]!] = child;
    }
    rowCount[row] = children;
    count[node] = -1 - row;
    row++;
  }
  return [rows, rowCount];
}

export class PackedNamedReferenceTable implements NamedReferenceTrie {
  /** Char code of the edge into each node (node 0, the root, has none). */
  private readonly codes: Uint16Array;
  /** Index of each node's first child; its children are contiguous. */
  private readonly first: Int32Array;
  /** Number of children, or for a node with a dense row -1 - its row number. */
  private readonly count: Int32Array;
  /** Index into `values`, or NO_VALUE. */
  private readonly valueIndex: Int32Array;
  /** Dense rows: the child along each ASCII code, -1 for none. */
  private readonly rows: Int32Array;
  /** Number of children of each row's node (for codes above ASCII). */
  private readonly rowCount: Int32Array;
  private readonly values: readonly string[];
  /** Number of names in the table. */
  readonly size: number;

  /**
   * Packs the names and values: `[name, value]` pairs or a record, or two
   * parallel lists (the fast path the HTML table takes on first use). As in
   * `NamedReferenceTable`, the first of repeated names wins.
   */
  constructor(entries: Iterable<readonly [string, string]> | Readonly<Record<string, string>>);
  constructor(names: readonly string[], values: readonly string[]);
  constructor(
    entries: Iterable<readonly [string, string]> | Readonly<Record<string, string>> | readonly string[],
    parallelValues?: readonly string[],
  ) {
    let names: readonly string[];
    let values: readonly string[];
    if (parallelValues !== undefined) {
      names = entries as readonly string[];
      values = parallelValues;
    } else {
      const nameList: string[] = [];
      const valueList: string[] = [];
      const list = Symbol.iterator in entries ? entries : Object.entries(entries);
      for (const [name, value] of list as Iterable<readonly [string, string]>) {
        nameList.push(name);
        valueList.push(value);
      }
      names = nameList;
      values = valueList;
    }
    const sorted: number[] = [];
    for (let i = 0; i < names.length; i++) sorted.push(i);
    sorted.sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));
    const packed = pack(names, sorted);
    this.codes = packed.codes;
    this.first = packed.first;
    this.count = packed.count;
    this.valueIndex = packed.valueIndex;
    this.size = packed.size;
    this.values = values;
    [this.rows, this.rowCount] = denseRows(packed);
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
    const codes = this.codes;
    const count = this.count[node]!;
    if (count >= 0) {
      for (let lo = this.first[node]!, hi = lo + count; lo < hi; lo++) {
        const c = codes[lo]!;
        if (c >= code) return c === code ? lo : -1;
      }
      return -1;
    }
    const row = -1 - count;
    if (code < ROW) return this.rows[row * ROW + code]!;
    // Above ASCII at a node with a row: binary search of its sorted codes.
    let lo = this.first[node]!;
    let hi = lo + this.rowCount[row]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = codes[mid]!;
      if (c === code) return mid;
      if (c < code) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }

  /** @internal The value stored at a node, if the node ends a name. */
  valueAt(node: number): string | undefined {
    const index = this.valueIndex[node]!;
    return index === NO_VALUE ? undefined : this.values[index];
  }

  /** Replacement text of the name `longestMatch` last found. */
  matchValue: string | undefined = undefined;
  /**
   * Chars `longestMatch` last walked: when `start + walked === end`, a
   * longer name may still follow (a streaming caller waits for more input).
   */
  walked = 0;

  /**
   * The length of the longest name in `text` from `start` up to `end` (0
   * for none; its value in `matchValue`), for callers that hold the text:
   * the same walk as `NamedReferenceMatcher` without a call per char.
   */
  longestMatch(text: string, start: number, end = text.length): number {
    let node = 0;
    let length = 0;
    let value = NO_VALUE;
    let i = start;
    for (; i < end; i++) {
      const next = this.child(node, text.charCodeAt(i));
      if (next < 0) break;
      node = next;
      const index = this.valueIndex[node]!;
      if (index !== NO_VALUE) {
        length = i + 1 - start;
        value = index;
      }
    }
    this.walked = i - start;
    this.matchValue = value === NO_VALUE ? undefined : this.values[value];
    return length;
  }
}
