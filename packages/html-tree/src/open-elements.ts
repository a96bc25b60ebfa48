/**
 * The stack of open elements (WHATWG HTML §13.2.4.2) as parallel arrays:
 * node, tag id, namespace, category flags. Scope checks are O(1) integer
 * tests (decision H8): for each scope kind, `bound` holds per entry i the
 * *position* (in that kind's list of boundaries, `kinds`) of the topmost
 * boundary at or below i (list, button and table scope follow from the
 * default scope's and a few ids' last open entries), and `prevSame[i]` links
 * an element to the previous open element with the same name, so "has an
 * element X in scope" is "the last open X sits at or above the last
 * boundary". Both are updated on push in O(1).
 *
 * Entries are slots that keep their index while open: an entry removed from
 * the middle (the adoption agency, `</form>`, `<a>`) leaves a *ghost* slot
 * (id -1) that walks step over (`below`, `above`: the ends of each run of
 * ghosts point past it) and `pop` skips, so nothing above it moves or is
 * relinked (issue 27: relinking every entry above per step made the adoption
 * agency quadratic). Boundaries are positions rather than indexes for the
 * same reason: the adoption agency moves the furthest block down a slot,
 * and rewriting that one kind list entry is what keeps every row above it
 * right.
 */
import { Cat, foreignFlags, HTML_FLAGS, Ns } from './categories.ts';
import { TAG_NAMES } from '@forgiving/html-tokenizer';
import { TagId as T } from './generated/tag-ids.ts';
import { EntryState, type FormattingEntry } from './formatting.ts';
import { ops } from './op-count.ts';

/**
 * Not a category but a mark on one stack entry (OpenElements.flags, above
 * every `Cat` bit): the builder gave the adapter this element's parent
 * (FastPaths.pushed), so that only those pay for forgetting it at their pop
 * (a `Map` delete per element was 0.4 % of a parse; docs/benchmarks.md,
 * html-tree: "per page, then instructions per push, pop and token").
 */
export const PARENT_KNOWN = 1 << 24;

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

/** The id of a ghost slot (an entry removed from the middle; see the header). */
const GHOST = -1;

/** The flag of each kind, tested on `flags ^ Cat.MAY_STAY_OPEN` (as in `link`). */
const KIND_FLAGS = [
  Cat.SCOPE,
  Cat.SPECIAL,
  Cat.ITEM_STOP,
  Cat.HTML_ELEMENT,
  Cat.CHOOSES_MODE,
  Cat.MAY_STAY_OPEN,
] as const;

/** A name chain's ends around a rewritten run of entries (OpenElements.adopt). */
interface ChainEnds {
  /** The entry with this key just below the run, or -1. */
  tail: number;
  /** The entry with this key just above the run, or -1 when the run held the last. */
  succ: number;
}

function foreignKey(name: string): string {
  return `\u0001${name.toLowerCase()}`;
}

export class OpenElements<N> {
  nodes: N[] = [];
  /** Tag ids; GHOST for a slot whose entry was removed from the middle. */
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
   * `open` flag and `slot` the stack keeps: "is in the stack" and "where"
   * in O(1) for an entry.
   */
  entries: (FormattingEntry<N> | null)[] = [];
  /**
   * `bound` as one flat typed array: row i + 1 holds entry i's boundary
   * positions per kind (row 0 is the empty stack's, all 0: position 0 of
   * every kind is the sentinel -1), so `link` writes one row with
   * straight-line code and `boundary` needs no empty-stack test. An array of
   * arrays cost nine loads and stores through two arrays per push (2 % of a
   * parse; docs/benchmarks.md, html-tree: "avoidable work per token on the
   * tree construction side").
   */
  private bound = new Int32Array(64 * Row.KINDS);
  /** Per kind, position p → the slot of that boundary: `kinds[p * KINDS + kind]`. */
  private kinds = new Int32Array(64 * Row.KINDS).fill(-1);
  private prevSame: number[] = [];
  /**
   * The next entry with the same name above, where known: valid when that
   * entry is open and its `prevSame` points back (`succ`); kept for the
   * middle edits, which must repoint it.
   */
  private nextSame: number[] = [];
  /** Ghost runs: at a run's last slot, the entry below it; at its first, the entry above. */
  private jumpDown: number[] = [];
  private jumpUp: number[] = [];
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
    entry.slot = i;
  }

  /** Entry i's element leaves the stack: its formatting entry, if any, is no longer open. */
  private detach(i: number): void {
    const entry = this.entries[i];
    if (entry !== null && entry !== undefined) {
      entry.state &= ~EntryState.OPEN;
      this.entries[i] = null;
    }
  }

  /** Derived data of entry i, pushed on entry i - 1 (the top). */
  private link(i: number): void {
    // MAY_STAY_OPEN inverted: Bound.MUST_CLOSE tracks the entries without it.
    const f = (this.flags[i] as number) ^ Cat.MAY_STAY_OPEN;
    const row = (i + 1) * Row.KINDS;
    if (row + Row.KINDS > this.bound.length) this.grow();
    const b = this.bound;
    const k = this.kinds;
    // `at` is i as an int32 (`| 0`): with the tagged parameter itself, each
    // select below merged a tagged value with an int32 load, and every store
    // converted the result back through a double (TurboFan's code for this
    // function was ~350 instructions per push).
    const at = i | 0;
    // One line per kind, at offset Bound.DEFAULT ... Bound.MUST_CLOSE, each
    // with its category flag: a boundary takes the next position of its kind.
    let p = (b[row - Row.KINDS] as number) + (f & Cat.SCOPE ? 1 : 0);
    if (f & Cat.SCOPE) k[p * Row.KINDS] = at;
    b[row] = p;
    p = (b[row + 1 - Row.KINDS] as number) + (f & Cat.SPECIAL ? 1 : 0);
    if (f & Cat.SPECIAL) k[p * Row.KINDS + 1] = at;
    b[row + 1] = p;
    p = (b[row + 2 - Row.KINDS] as number) + (f & Cat.ITEM_STOP ? 1 : 0);
    if (f & Cat.ITEM_STOP) k[p * Row.KINDS + 2] = at;
    b[row + 2] = p;
    p = (b[row + 3 - Row.KINDS] as number) + (f & Cat.HTML_ELEMENT ? 1 : 0);
    if (f & Cat.HTML_ELEMENT) k[p * Row.KINDS + 3] = at;
    b[row + 3] = p;
    p = (b[row + 4 - Row.KINDS] as number) + (f & Cat.CHOOSES_MODE ? 1 : 0);
    if (f & Cat.CHOOSES_MODE) k[p * Row.KINDS + 4] = at;
    b[row + 4] = p;
    p = (b[row + 5 - Row.KINDS] as number) + (f & Cat.MAY_STAY_OPEN ? 1 : 0);
    if (f & Cat.MAY_STAY_OPEN) k[p * Row.KINDS + 5] = at;
    b[row + 5] = p;
    if (this.ns[i] !== Ns.HTML) {
      // Foreign elements are linked by lowercase name under a separate key space.
      const key = foreignKey(this.names[i] as string);
      const prev = this.lastByName.get(key) ?? -1;
      this.prevSame[i] = prev;
      if (prev >= 0) this.nextSame[prev] = i;
      this.lastByName.set(key, i);
      return;
    }
    const id = this.ids[i] as number;
    let prev: number;
    if (id !== 0) {
      prev = this.lastById[id] as number;
      this.lastById[id] = i;
    } else {
      const name = this.names[i] as string;
      prev = this.lastByName.get(name) ?? -1;
      this.lastByName.set(name, i);
    }
    this.prevSame[i] = prev;
    if (prev >= 0) this.nextSame[prev] = i;
  }

  /** Double `bound` and `kinds` (the stack outgrew them; amortized O(1) per push, decision H8). */
  private grow(): void {
    const next = new Int32Array(this.bound.length * 2);
    next.set(this.bound);
    this.bound = next;
    const kinds = new Int32Array(this.kinds.length * 2).fill(-1);
    kinds.set(this.kinds);
    this.kinds = kinds;
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
    this.top = this.below(i);
    return node;
  }

  /** The open entry next below slot i (ghosts skipped), or -1. */
  below(i: number): number {
    const j = i - 1;
    return j >= 0 && (this.ids[j] as number) === GHOST ? (this.jumpDown[j] as number) : j;
  }

  /** The open entry next above slot i (ghosts skipped); past `top` when i is the top. */
  above(i: number): number {
    const j = i + 1;
    return j <= this.top && (this.ids[j] as number) === GHOST ? (this.jumpUp[j] as number) : j;
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
    if (kind < Row.KINDS)
      return this.kinds[(this.bound[(this.top + 1) * Row.KINDS + kind] as number) * Row.KINDS + kind] as number;
    // The other scopes follow from a few ids' last open HTML element
    // (lastById counts HTML elements only, as these categories do), so
    // every push writes three fewer boundaries (callers pass a constant kind).
    const last = this.lastById;
    if (kind === Bound.TABLE)
      return Math.max(last[T.html] as number, last[T.table] as number, last[T.template] as number);
    const base = this.boundary(Bound.DEFAULT);
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

  /** The name chain key of entry i: its id, its name (no id), or its foreign key. */
  private keyAt(i: number): number | string {
    const name = this.names[i] as string;
    if (this.ns[i] !== Ns.HTML) return foreignKey(name);
    const id = this.ids[i] as number;
    return id !== 0 ? id : name;
  }

  private setLast(key: number | string, i: number): void {
    if (typeof key === 'number') this.lastById[key] = i;
    else if (i < 0) this.lastByName.delete(key);
    else this.lastByName.set(key, i);
  }

  /** The entry above i with its name whose `prevSame` is i, or -1 (i held the last). */
  private succ(i: number): number {
    const n = this.nextSame[i];
    if (n === undefined || n <= i || n > this.top || (this.ids[n] as number) === GHOST) return -1;
    return this.prevSame[n] === i ? n : -1;
  }

  /** Slot i becomes a ghost, merged with the ghost runs beside it. */
  private ghost(i: number): void {
    this.ids[i] = GHOST;
    this.nodes[i] = undefined as N;
    this.contents[i] = null;
    this.entries[i] = null;
    this.flags[i] = 0;
    const low = i > 0 && (this.ids[i - 1] as number) === GHOST ? (this.jumpDown[i - 1] as number) + 1 : i;
    const high = i < this.top && (this.ids[i + 1] as number) === GHOST ? (this.jumpUp[i + 1] as number) - 1 : i;
    this.jumpDown[high] = low - 1;
    this.jumpUp[low] = high + 1;
  }

  /**
   * Remove entry i from the middle (`</form>`, `<a>`, the head element):
   * it becomes a ghost; nothing moves. Its name chain is joined around it,
   * and the rows above that named it as a boundary name the one below
   * instead: the entries up to the next boundary of each kind it was.
   */
  removeAt(i: number): void {
    if (i === this.top) {
      this.pop();
      return;
    }
    ops.n++;
    const prev = this.prevSame[i] as number;
    const next = this.succ(i);
    if (next >= 0) this.prevSame[next] = prev;
    else this.setLast(this.keyAt(i), prev);
    if (prev >= 0 && next >= 0) this.nextSame[prev] = next;
    const f = (this.flags[i] as number) ^ Cat.MAY_STAY_OPEN;
    const b = this.bound;
    const under = (this.below(i) + 1) * Row.KINDS;
    for (let kind = 0; kind < Row.KINDS; kind++) {
      if ((f & (KIND_FLAGS[kind] as number)) === 0) continue;
      const p = b[(i + 1) * Row.KINDS + kind] as number;
      const q = b[under + kind] as number;
      for (let j = this.above(i); j <= this.top && b[(j + 1) * Row.KINDS + kind] === p; j = this.above(j)) {
        ops.n++;
        b[(j + 1) * Row.KINDS + kind] = q;
      }
    }
    if (this.contents[i] !== null) this.templates--;
    if ((this.flags[i] as number) & Cat.FORMATTING) this.formattingOpen--;
    this.detach(i);
    this.ghost(i);
  }

  /** Replace the node of entry i (same element kind, the adoption agency's clone) and its formatting entry. */
  replaceNode(i: number, node: N, entry: FormattingEntry<N>): void {
    this.detach(i);
    this.nodes[i] = node;
    this.attach(i, entry);
  }

  /**
   * One step of the adoption agency (§13.2.6.4.7, after its inner loop) on
   * the entries from the formatting element (slot `fe`) to the furthest
   * block (slot `fb`): the entries at `kept` (bottom-up; their nodes
   * already replaced) stay, the other ones below `fb` leave, and `node`
   * (the formatting element's clone, with `entry`) goes right above the
   * furthest block. The kept entries and the furthest block move down one
   * open slot each into the top slots of the run, the new element takes the
   * furthest block's slot, and the slots left below become a ghost run:
   * nothing above `fb` moves, and the work is linear in the run (which the
   * inner loop walked anyway). Returns the furthest block's new slot.
   */
  adopt(fe: number, fb: number, kept: readonly number[], node: N, entry: FormattingEntry<N>): number {
    // The run's open slots, top-down, and each name chain's ends around it.
    const slots: number[] = [];
    const chains = new Map<number | string, ChainEnds>();
    for (let j = fb; j >= fe; j = this.below(j)) {
      ops.n++;
      slots.push(j);
      const key = this.keyAt(j);
      const ends = chains.get(key);
      if (ends === undefined) chains.set(key, { tail: this.prevSame[j] as number, succ: this.succ(j) });
      else ends.tail = this.prevSame[j] as number;
    }
    const count = kept.length + 2;
    const floor = this.below(fe);
    // The entries leaving: every slot of the run not taken by the new layout's sources.
    for (let j = 0; j < slots.length; j++) {
      const at = slots[j] as number;
      if (at === fb || kept.includes(at)) continue;
      if ((this.flags[at] as number) & Cat.FORMATTING) this.formattingOpen--;
      this.detach(at);
    }
    // Move the kept entries and the furthest block down, bottom-up (each
    // target is at or below its source and above the sources not yet moved).
    const targets: number[] = new Array(count);
    for (let j = 0; j < count; j++) targets[j] = slots[count - 1 - j] as number;
    for (let j = 0; j < count - 1; j++) {
      const from = j < kept.length ? (kept[j] as number) : fb;
      this.move(from, targets[j] as number);
    }
    this.nodes[fb] = node;
    this.ids[fb] = entry.id;
    this.ns[fb] = Ns.HTML;
    this.names[fb] = TAG_NAMES[entry.id] as string;
    this.contents[fb] = null;
    this.flags[fb] = (HTML_FLAGS[entry.id] as number) | Cat.HTML_ELEMENT;
    this.formattingOpen++;
    this.attach(fb, entry);
    this.relinkRun(targets, floor, fb, chains);
    // The slots below the new layout: a ghost run from `floor` + 1.
    for (let j = count; j < slots.length; j++) this.ghostSlot(slots[j] as number);
    const first = targets[0] as number;
    if (first - 1 > floor) {
      this.jumpDown[first - 1] = floor;
      this.jumpUp[floor + 1] = first;
    }
    return targets[count - 2] as number;
  }

  /** Entry `from` moves to slot `to` (the adoption agency's layout). */
  private move(from: number, to: number): void {
    if (from === to) return;
    this.nodes[to] = this.nodes[from] as N;
    this.ids[to] = this.ids[from] as number;
    this.ns[to] = this.ns[from] as number;
    this.names[to] = this.names[from] as string;
    this.contents[to] = this.contents[from] as N | null;
    this.flags[to] = this.flags[from] as number;
    const entry = this.entries[from] ?? null;
    this.entries[to] = entry;
    if (entry !== null) entry.slot = to;
    this.entries[from] = null;
  }

  private ghostSlot(i: number): void {
    this.ids[i] = GHOST;
    this.nodes[i] = undefined as N;
    this.contents[i] = null;
    this.entries[i] = null;
    this.flags[i] = 0;
  }

  /**
   * Boundary positions and name chains for the new layout `targets`
   * (bottom-up, on the open entry `floor`): each kind's positions are given
   * out from the furthest block's old one down (the layout has no more
   * boundaries of a kind than the run had, and the rows above name at least
   * that position), then the rows are filled bottom-up.
   */
  private relinkRun(
    targets: readonly number[],
    floor: number,
    fb: number,
    chains: Map<number | string, ChainEnds>,
  ): void {
    const b = this.bound;
    const k = this.kinds;
    const count = targets.length;
    for (let kind = 0; kind < Row.KINDS; kind++) {
      const flag = KIND_FLAGS[kind] as number;
      let p = b[(fb + 1) * Row.KINDS + kind] as number;
      for (let j = count - 1; j >= 0; j--) {
        const t = targets[j] as number;
        if (((this.flags[t] as number) ^ Cat.MAY_STAY_OPEN) & flag) {
          k[p * Row.KINDS + kind] = t;
          b[(t + 1) * Row.KINDS + kind] = p--;
        }
      }
      let row = b[(floor + 1) * Row.KINDS + kind] as number;
      for (let j = 0; j < count; j++) {
        const t = targets[j] as number;
        if (((this.flags[t] as number) ^ Cat.MAY_STAY_OPEN) & flag) row = b[(t + 1) * Row.KINDS + kind] as number;
        else b[(t + 1) * Row.KINDS + kind] = row;
      }
    }
    for (let j = 0; j < count; j++) {
      const t = targets[j] as number;
      const ends = chains.get(this.keyAt(t)) as ChainEnds;
      this.prevSame[t] = ends.tail;
      if (ends.tail >= 0) this.nextSame[ends.tail] = t;
      ends.tail = t;
    }
    for (const [key, ends] of chains) {
      if (ends.succ >= 0) {
        this.prevSame[ends.succ] = ends.tail;
        if (ends.tail >= 0) this.nextSame[ends.tail] = ends.succ;
      } else this.setLast(key, ends.tail);
    }
  }
}
