/**
 * The stack of open elements (WHATWG HTML §13.2.4.2) as parallel arrays:
 * node, tag id, namespace, category flags. Scope checks are O(1) integer
 * tests (decision H8): for each scope kind, `bound[k][i]` is the index of the
 * topmost boundary at or below entry i (list, button and table scope follow from
 * the default scope's and a few ids' last open entries), and `prevSame[i]` links an HTML
 * element to the previous open HTML element with the same name, so "has an
 * element X in scope" is "the last open X sits at or above the last
 * boundary". Both are updated on push in O(1) and rebuilt above an entry
 * removed from the middle (the adoption agency, `</form>`).
 */
import { Cat, foreignFlags, HTML_FLAGS, Ns } from './categories.ts';
import { TagId as T } from './generated/tag-ids.ts';
import { EntryState, type FormattingEntry } from './formatting.ts';
import { ops } from './op-count.ts';

/**
 * The scope kinds: indexes into `bound` up to MUST_CLOSE; LIST, BUTTON and
 * TABLE are derived from the last open elements of a few ids (`boundary`).
 */
export const enum Bound {
  DEFAULT = 0,
  /** Not a scope: the topmost "special" element, for "any other end tag". */
  SPECIAL = 1,
  /** The topmost special element other than address, div, p (the li/dd/dt loop). */
  ITEM_STOP = 2,
  /** The topmost HTML element (the end tag loop of foreign content). */
  HTML = 3,
  /** The topmost HTML element that chooses an insertion mode (reset the insertion mode). */
  CHOOSES_MODE = 4,
  /** The topmost element that may NOT stay open at the end of the body (the flag is inverted in `link`). */
  MUST_CLOSE = 5,
  /** "list item scope": DEFAULT's boundaries plus HTML ol and ul. */
  LIST = 6,
  /** "button scope": DEFAULT's boundaries plus HTML button. */
  BUTTON = 7,
  /** "table scope": HTML html, table and template only. */
  TABLE = 8,
}
/** How many kinds `bound` keeps per entry (Bound.DEFAULT ... Bound.MUST_CLOSE). */
const enum Row {
  /** Bound.MUST_CLOSE + 1. */
  KINDS = 6,
}

function foreignKey(name: string): string {
  return `\u0001${name.toLowerCase()}`;
}

export class OpenElements<N> {
  nodes: N[] = [];
  ids: number[] = [];
  ns: number[] = [];
  names: string[] = [];
  flags: number[] = [];
  /** A template's content fragment, or null: where "current node" children go. */
  contents: (N | null)[] = [];
  /** Index of the current node; -1 when empty. */
  top = -1;
  /** How many templates are open (parse5's tmplCount). */
  templates = 0;
  /** How many HTML formatting elements are open (TreeBuilder.pushed). */
  formattingOpen = 0;
  /**
   * The formatting entry of each open element that has one (attach), whose
   * `open` flag the stack keeps: "is in the stack" in O(1) for an entry.
   */
  entries: (FormattingEntry<N> | null)[] = [];
  /**
   * `bound` as one flat typed array: row i + 1 holds entry i's boundary per
   * kind (row 0 is the empty stack's, all -1), so `link` writes one row with
   * straight-line code and `boundary` needs no empty-stack test. An array of
   * arrays cost nine loads and stores through two arrays per push (2 % of a
   * parse; benchmarks.md, session 20).
   */
  private bound = new Int32Array(64 * Row.KINDS).fill(-1);
  private prevSame: number[] = [];
  private lastById: Int32Array;
  private lastByName = new Map<string, number>();

  constructor(tagCount: number) {
    this.lastById = new Int32Array(tagCount).fill(-1);
  }

  get current(): N {
    return this.nodes[this.top] as N;
  }
  get currentId(): number {
    return this.ids[this.top] as number;
  }
  get currentNs(): number {
    return this.ns[this.top] as number;
  }

  push(node: N, id: number, ns: number, name: string, content: N | null, htmlAnnotation = false): void {
    ops.n++;
    const i = ++this.top;
    this.nodes[i] = node;
    this.ids[i] = id;
    this.ns[i] = ns;
    this.names[i] = name;
    this.contents[i] = content;
    this.entries[i] = null;
    this.flags[i] =
      ns === Ns.HTML ? (HTML_FLAGS[id] as number) | Cat.HTML_ELEMENT : foreignFlags(id, ns, htmlAnnotation);
    if (content !== null) this.templates++;
    if ((this.flags[i] as number) & Cat.FORMATTING) this.formattingOpen++;
    this.link(i);
  }

  /** The formatting entry made for the element of entry i (its element is open). */
  attach(i: number, entry: FormattingEntry<N>): void {
    this.entries[i] = entry;
    entry.state |= EntryState.OPEN;
  }

  /** Entry i's element leaves the stack: its formatting entry, if any, is no longer open. */
  private detach(i: number): void {
    const entry = this.entries[i];
    if (entry !== null && entry !== undefined) {
      entry.state &= ~EntryState.OPEN;
      this.entries[i] = null;
    }
  }

  /** Derived data of entry i from the entries below it. */
  private link(i: number): void {
    // MAY_STAY_OPEN inverted: Bound.MUST_CLOSE tracks the entries without it.
    const f = (this.flags[i] as number) ^ Cat.MAY_STAY_OPEN;
    const row = (i + 1) * Row.KINDS;
    if (row + Row.KINDS > this.bound.length) this.grow();
    const b = this.bound;
    // `at` is i as an int32 (`| 0`): with the tagged parameter itself, each
    // select below merged a tagged value with an int32 load, and every store
    // converted the result back through a double (TurboFan's code for this
    // function was ~350 instructions per push).
    const at = i | 0;
    // One line per kind, at offset Bound.DEFAULT ... Bound.MUST_CLOSE, each with its category flag.
    b[row] = f & Cat.SCOPE ? at : (b[row - Row.KINDS] as number);
    b[row + 1] = f & Cat.SPECIAL ? at : (b[row + 1 - Row.KINDS] as number);
    b[row + 2] = f & Cat.ITEM_STOP ? at : (b[row + 2 - Row.KINDS] as number);
    b[row + 3] = f & Cat.HTML_ELEMENT ? at : (b[row + 3 - Row.KINDS] as number);
    b[row + 4] = f & Cat.CHOOSES_MODE ? at : (b[row + 4 - Row.KINDS] as number);
    b[row + 5] = f & Cat.MAY_STAY_OPEN ? at : (b[row + 5 - Row.KINDS] as number);
    if (this.ns[i] !== Ns.HTML) {
      // Foreign elements are linked by lowercase name under a separate key space.
      const key = foreignKey(this.names[i] as string);
      this.prevSame[i] = this.lastByName.get(key) ?? -1;
      this.lastByName.set(key, i);
      return;
    }
    const id = this.ids[i] as number;
    if (id !== 0) {
      this.prevSame[i] = this.lastById[id] as number;
      this.lastById[id] = i;
    } else {
      const name = this.names[i] as string;
      this.prevSame[i] = this.lastByName.get(name) ?? -1;
      this.lastByName.set(name, i);
    }
  }

  /** Double `bound` (the stack outgrew it; amortized O(1) per push, decision H8). */
  private grow(): void {
    const next = new Int32Array(this.bound.length * 2);
    next.set(this.bound);
    this.bound = next;
  }

  /** Undo `link` for the top entry i. */
  private unlink(i: number): void {
    const prev = this.prevSame[i] as number;
    const id = this.ids[i] as number;
    if (this.ns[i] === Ns.HTML && id !== 0) {
      this.lastById[id] = prev;
      return;
    }
    const key = this.ns[i] === Ns.HTML ? (this.names[i] as string) : foreignKey(this.names[i] as string);
    if (prev < 0) this.lastByName.delete(key);
    else this.lastByName.set(key, prev);
  }

  pop(): N {
    // Every loop that pops counts here, one per iteration.
    ops.n++;
    const i = this.top;
    const node = this.nodes[i] as N;
    this.unlink(i);
    if (this.contents[i] !== null) this.templates--;
    if ((this.flags[i] as number) & Cat.FORMATTING) this.formattingOpen--;
    this.detach(i);
    this.nodes[i] = undefined as N;
    this.contents[i] = null;
    this.top--;
    return node;
  }

  /** Index of the last open HTML element with this id (or name when id is 0), or -1. */
  lastIndexOf(id: number, name: string): number {
    return id !== 0 ? (this.lastById[id] as number) : (this.lastByName.get(name) ?? -1);
  }

  /** Index of the open HTML element with entry i's id (or name) next below it, or -1. */
  previousSame(i: number): number {
    return this.prevSame[i] as number;
  }

  /** Index of the last open foreign element whose name, ASCII-lowercased, is `lowerName`; or -1. */
  lastForeignIndexOf(lowerName: string): number {
    return this.lastByName.get(`\u0001${lowerName}`) ?? -1;
  }

  /** Index of the topmost entry with a flag of kind k (Bound), or -1. */
  boundary(kind: number): number {
    if (kind < Row.KINDS) return this.bound[(this.top + 1) * Row.KINDS + kind] as number;
    // The other scopes follow from a few ids' last open HTML element
    // (lastById counts HTML elements only, as these categories do), so
    // every push writes three fewer boundaries (callers pass a constant kind).
    const last = this.lastById;
    if (kind === Bound.TABLE)
      return Math.max(last[T.html] as number, last[T.table] as number, last[T.template] as number);
    const base = this.bound[(this.top + 1) * Row.KINDS + Bound.DEFAULT] as number;
    if (kind === Bound.BUTTON) return Math.max(base, last[T.button] as number);
    return Math.max(base, last[T.ol] as number, last[T.ul] as number);
  }

  /** "has an element in scope" for an HTML element by id (§13.2.4.2). */
  inScope(id: number, kind: number): boolean {
    const last = this.lastById[id] as number;
    return last >= 0 && this.boundary(kind) <= last;
  }

  /** The same test for the entry at index i. */
  indexInScope(i: number, kind: number): boolean {
    return i >= 0 && this.boundary(kind) <= i;
  }

  indexOf(node: N): number {
    for (let i = this.top; i >= 0; i--) {
      ops.n++;
      if (this.nodes[i] === node) return i;
    }
    return -1;
  }

  isHtml(i: number, id: number): boolean {
    return this.ids[i] === id && this.ns[i] === Ns.HTML;
  }

  /** Remove entry i from the middle; entries above move down and are relinked. */
  removeAt(i: number): void {
    const top = this.top;
    // Unlinked, shifted and relinked: the entries from i up.
    ops.n += top - i + 1;
    for (let j = top; j >= i; j--) this.unlink(j);
    if (this.contents[i] !== null) this.templates--;
    if ((this.flags[i] as number) & Cat.FORMATTING) this.formattingOpen--;
    this.detach(i);
    this.shift(i + 1, top, -1);
    this.top = top - 1;
    this.nodes[top] = undefined as N;
    this.entries[top] = null;
    for (let j = i; j <= this.top; j++) this.link(j);
  }

  /** Insert an entry at index i (entries from i up move up one). */
  insertAt(i: number, node: N, id: number, ns: number, name: string): void {
    const top = this.top;
    ops.n += top - i + 1;
    for (let j = top; j >= i; j--) this.unlink(j);
    this.shift(i, top, 1);
    this.top = top + 1;
    this.nodes[i] = node;
    this.ids[i] = id;
    this.ns[i] = ns;
    this.names[i] = name;
    this.contents[i] = null;
    this.entries[i] = null;
    this.flags[i] = ns === Ns.HTML ? (HTML_FLAGS[id] as number) | Cat.HTML_ELEMENT : foreignFlags(id, ns, false);
    if ((this.flags[i] as number) & Cat.FORMATTING) this.formattingOpen++;
    for (let j = i; j <= this.top; j++) this.link(j);
  }

  /** Replace the node of entry i (same element kind, the adoption agency's clone) and its formatting entry. */
  replaceNode(i: number, node: N, entry: FormattingEntry<N>): void {
    this.detach(i);
    this.nodes[i] = node;
    this.attach(i, entry);
  }

  private shift(from: number, to: number, by: number): void {
    const arrays = [this.nodes, this.ids, this.ns, this.names, this.flags, this.contents, this.entries] as unknown[][];
    for (const a of arrays) {
      if (by < 0) for (let j = from; j <= to; j++) a[j + by] = a[j];
      else for (let j = to; j >= from; j--) a[j + by] = a[j];
    }
  }
}
