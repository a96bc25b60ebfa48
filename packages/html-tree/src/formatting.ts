/**
 * The list of active formatting elements (WHATWG HTML §13.2.4.3). Entries
 * keep the token (name, attributes, span) that created their element, so
 * that "reconstruct the active formatting elements" and the adoption agency
 * can create a fresh element for the same token.
 *
 * The Noah's Ark clause and "the last element named X after the last marker"
 * look at the entries after the last marker (one segment). A segment is
 * nearly always short (a few `<a>`, `<b>`, `<code>`), and a backward scan of
 * at most Limit.SMALL entries is cheaper than keeping maps up to date (the maps
 * were about 8 % of a parse). A segment that grows past Limit.SMALL is indexed
 * once and from then on kept in maps keyed by name and by sorted
 * attributes, so a long list costs nothing per insertion (decision H8).
 */
import { type HtmlAttribute, TAG_NAMES } from '@forgiving/html-tokenizer';
import type { AdapterAttribute } from './adapter.ts';
import { ops } from './op-count.ts';

export interface FormattingEntry<N> {
  /** null for a marker. */
  node: N | null;
  /** The tag id (formatting elements all have one; the name is `TAG_NAMES[id]`). */
  id: number;
  /**
   * The token's attributes flat, name then value (`flatAttributes`): one
   * array per entry instead of an array and an object per attribute (the
   * entries are short-lived garbage; `attributeObjects` makes the adapter's
   * objects when an element is made again from the entry).
   */
  attrs: readonly string[];
  start: number;
  end: number;
  /**
   * Two flags in one field (one word less per entry): OPEN, whether the
   * element is on the stack of open elements (OpenElements keeps it: an
   * entry's element is pushed when the entry is made and never again once
   * popped; a flag instead of a `Set` of open formatting elements, whose add
   * and delete allocated hash tables), and LISTED, whether the entry is in
   * the list (instead of a node → entry `Map`).
   */
  state: number;
  /** The slot of its element on the stack of open elements while OPEN (OpenElements.attach). */
  slot: number;
  /**
   * Its index in the list while LISTED (FormattingList keeps it): the
   * adoption agency asks for the index of entries deep in a long list, and
   * a search from the end cost the entries after each (issue 27).
   */
  pos: number;
}

/** `state` flags of a formatting entry. */
export const enum EntryState {
  /** `state` flag: the entry's element is on the stack of open elements. */
  OPEN = 1,
  /** `state` flag: the entry is in the list. */
  LISTED = 2,
}

/**
 * A new entry, listed and not yet open. Every entry comes from this one
 * literal: one hidden class for all of them (object spread made the copies
 * of `replaceNode` and the adoption agency another one, and was itself 2 to
 * 3 % of a parse of misnested markup).
 */
export function newEntry<N>(
  node: N | null,
  id: number,
  attrs: readonly string[],
  start: number,
  end: number,
): FormattingEntry<N> {
  return { node, id, attrs, start, end, state: EntryState.LISTED, slot: -1, pos: -1 };
}

/**
 * The attribute list of entries without attributes (markers, `<b>`,
 * `<code>`): entries' lists are only read (and copied with `slice` for a
 * new element), so they can share one instead of an empty array each.
 */
export const NO_ATTRIBUTES: readonly string[] = [];

/** A start tag's attributes (parallel arrays, `count` of them) as an entry's flat list. */
export function flatAttributes(names: readonly string[], values: readonly string[], count: number): readonly string[] {
  if (count === 0) return NO_ATTRIBUTES;
  // One attribute (`<a href>`, most entries with any): a literal, allocated
  // inline, where `new Array(n)` of a computed length is a builtin call.
  if (count === 1) return [names[0] as string, values[0] as string];
  const flat: string[] = new Array(2 * count);
  for (let k = 0; k < count; k++) {
    flat[2 * k] = names[k] as string;
    flat[2 * k + 1] = values[k] as string;
  }
  return flat;
}

/** The same from attribute objects. */
export function flatAttributesOf(attrs: readonly HtmlAttribute[]): readonly string[] {
  const count = attrs.length;
  if (count === 0) return NO_ATTRIBUTES;
  const flat: string[] = new Array(2 * count);
  for (let k = 0; k < count; k++) {
    const a = attrs[k] as HtmlAttribute;
    flat[2 * k] = a.name;
    flat[2 * k + 1] = a.value;
  }
  return flat;
}

/** An entry's attributes as fresh objects for the adapter (a new element for the same token). */
export function attributeObjects(flat: readonly string[]): AdapterAttribute[] {
  const count = flat.length >> 1;
  const list: AdapterAttribute[] = new Array(count);
  for (let k = 0; k < count; k++) list[k] = { name: flat[2 * k] as string, value: flat[2 * k + 1] as string };
  return list;
}

/**
 * The one marker entry every segment starts with: a marker is never looked
 * up by identity (searches stop at `node === null`, and only elements'
 * entries reach the stack of open elements or `removeEntry`), so the list
 * shares it instead of allocating one per cell, caption, template, applet,
 * object and marquee (node-api-all.html: 8k markers, 0.6 MB per parse).
 * Made by `newEntry`, so it has the entries' one hidden class.
 */
const MARKER: FormattingEntry<never> = newEntry<never>(null, -1, NO_ATTRIBUTES, 0, 0);

/**
 * What an entry removed from the middle of the list leaves in its place (a
 * shared entry, never listed, never a marker: its node is not null), so that
 * no entry after it moves (issue 27: the adoption agency removes entries deep
 * in a long list, each removal moved all later ones). The list never ends
 * with one (`removeEntry` drops them from the end), and the walks that pass
 * them drop them (`compact`), so each costs O(1) once.
 */
export const GONE: FormattingEntry<never> = newEntry<never>({} as never, -2, NO_ATTRIBUTES, 0, 0);

/** Sizes (a const enum: literals in the bundle). */
const enum Limit {
  /** Segments up to this many entries are scanned, not indexed. */
  SMALL = 16,
  /** Attribute lists up to this long are compared pairwise; longer ones by key (linear). */
  FEW_ATTRIBUTES = 4,
}

/** Remove the item at index i; the last one (the common case) without a splice. */
function removeAt<T>(list: T[], i: number): void {
  // The splice moves the items after i.
  ops.n += list.length - i;
  if (i === list.length - 1) list.pop();
  else list.splice(i, 1);
}

function entryKey(name: string, attrs: readonly string[]): string {
  const n = attrs.length >> 1;
  ops.n += n;
  if (n === 0) return name;
  if (n === 1) return `${name}\u0001${attrs[0]}\u0000${attrs[1]}`;
  if (n === 2) {
    // Two in order without `sort` (its scratch storage was 7 % of sky-synthetic's allocation).
    const x = `${attrs[0]}\u0000${attrs[1]}`;
    const y = `${attrs[2]}\u0000${attrs[3]}`;
    return x < y ? `${name}\u0001${x}\u0001${y}` : `${name}\u0001${y}\u0001${x}`;
  }
  const parts: string[] = new Array(n);
  for (let k = 0; k < n; k++) parts[k] = `${attrs[2 * k]}\u0000${attrs[2 * k + 1]}`;
  parts.sort();
  return `${name}\u0001${parts.join('\u0001')}`;
}

/**
 * The Noah's Ark key (name and sorted attributes), made again when needed
 * rather than kept in the entry (a field per entry for the rare indexed
 * segment or tag with more than Limit.FEW_ATTRIBUTES attributes).
 */
function keyOf<N>(entry: FormattingEntry<N>): string {
  return entryKey(TAG_NAMES[entry.id] as string, entry.attrs);
}

/** Same name and attributes (names in one tag are unique, so: same size, each found). */
function sameToken<N>(a: FormattingEntry<N>, b: FormattingEntry<N>): boolean {
  const x = a.attrs;
  const y = b.attrs;
  if (a.id !== b.id || x.length !== y.length) return false;
  const n = x.length >> 1;
  if (n > Limit.FEW_ATTRIBUTES) return keyOf(a) === keyOf(b);
  // At most FEW_ATTRIBUTES² steps.
  ops.n += n * n;
  for (let i = 0; i < 2 * n; i += 2) {
    let found = false;
    for (let j = 0; j < 2 * n; j += 2) {
      if (x[i] === y[j]) {
        found = x[i + 1] === y[j + 1];
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/** The maps of one indexed segment. */
interface SegmentIndex<N> {
  /** key → the entries with that key, oldest first. */
  same: Map<string, FormattingEntry<N>[]>;
  /** tag id → its entries in list order. */
  named: Map<number, FormattingEntry<N>[]>;
}

function listIn<K, N>(map: Map<K, FormattingEntry<N>[]>, key: K): FormattingEntry<N>[] {
  let list = map.get(key);
  if (list === undefined) map.set(key, (list = []));
  return list;
}

export class FormattingList<N> {
  entries: FormattingEntry<N>[] = [];
  /**
   * An entry no one holds any more (`recycle`), which the next `push` fills
   * instead of allocating one: nearly every entry of real pages ends in the
   * in-body end tag's fast path (`<code>` ... `</code>`, 58k of
   * node-api-all.html's 60k), so one spare removes most of the list's
   * garbage (4 MB of about 50 MB allocated per parse of that page).
   */
  private spare: FormattingEntry<N> | null = null;
  /** Per marker segment: its index once it outgrew Limit.SMALL, else null. */
  private indexes: (SegmentIndex<N> | null)[] = [null];
  /** Per marker segment: how many entries it holds. */
  private counts: number[] = [0];

  get length(): number {
    return this.entries.length;
  }

  /** The current segment's index, or null while it is small. */
  private get index(): SegmentIndex<N> | null {
    return this.indexes[this.indexes.length - 1] as SegmentIndex<N> | null;
  }

  private count(delta: number): void {
    const top = this.counts.length - 1;
    this.counts[top] = (this.counts[top] as number) + delta;
  }

  pushMarker(): void {
    this.entries.push(MARKER as FormattingEntry<N>);
    this.indexes.push(null);
    this.counts.push(0);
  }

  /** Index the current segment (it outgrew Limit.SMALL): its entries, oldest first. */
  private buildIndex(): SegmentIndex<N> {
    const index: SegmentIndex<N> = { same: new Map(), named: new Map() };
    let i = this.entries.length;
    while (i > 0 && (this.entries[i - 1] as FormattingEntry<N>).node !== null) i--;
    this.compact(i);
    ops.n += 2 * (this.entries.length - i);
    for (; i < this.entries.length; i++) this.remember(index, this.entries[i] as FormattingEntry<N>);
    this.indexes[this.indexes.length - 1] = index;
    return index;
  }

  private remember(index: SegmentIndex<N>, entry: FormattingEntry<N>): void {
    listIn(index.same, keyOf(entry)).push(entry);
    listIn(index.named, entry.id).push(entry);
  }

  /**
   * The oldest entry equal to `entry` in the current segment, a small one
   * (not indexed), when there are three already (Noah's Ark).
   */
  private thirdEqual(entry: FormattingEntry<N>): FormattingEntry<N> | null {
    let seen = 0;
    let oldest: FormattingEntry<N> | null = null;
    let gone = false;
    let i = this.entries.length - 1;
    for (; i >= 0; i--) {
      ops.n++;
      const e = this.entries[i] as FormattingEntry<N>;
      if (e.node === null) break;
      if (e === GONE) gone = true;
      else if (sameToken(e, entry)) {
        seen++;
        oldest = e;
      }
    }
    if (gone) this.compact(i + 1);
    return seen >= 3 ? oldest : null;
  }

  /**
   * "Push onto the list of active formatting elements", with the Noah's Ark
   * clause; the entry is returned for the stack of open elements, where its
   * element is the current node (OpenElements.attach).
   */
  push(node: N, id: number, attrs: readonly string[], start: number, end: number): FormattingEntry<N> {
    let entry = this.spare;
    if (entry === null) entry = newEntry(node, id, attrs, start, end);
    else {
      this.spare = null;
      entry.node = node;
      entry.id = id;
      entry.attrs = attrs;
      entry.start = start;
      entry.end = end;
      entry.state = EntryState.LISTED;
    }
    let index = this.index;
    if (index === null && (this.counts[this.counts.length - 1] as number) >= Limit.SMALL) index = this.buildIndex();
    if (index === null) {
      const third = this.thirdEqual(entry);
      if (third !== null) this.removeEntry(third);
      entry.pos = this.entries.length;
      this.entries.push(entry);
      this.count(1);
      return entry;
    }
    // An indexed segment: one key for the Noah's Ark lookup and the index.
    // A key is a fresh string that each Map lookup flattens and hashes
    // again; it was made twice per entry here (sky-synthetic.html, whose
    // misnested markup keeps long segments).
    const same = listIn(index.same, keyOf(entry));
    if (same.length >= 3) this.removeEntry(same[0] as FormattingEntry<N>);
    entry.pos = this.entries.length;
    this.entries.push(entry);
    this.count(1);
    same.push(entry);
    listIn(index.named, id).push(entry);
    return entry;
  }

  /**
   * `entry` left the list and the stack (state 0) and its last holder, the
   * in-body end tag's fast path, drops it: the next push reuses it. Only a
   * caller that holds the entry last may recycle it (the `<a>` start tag
   * and the adoption agency read entries' states after they left).
   */
  recycle(entry: FormattingEntry<N>): void {
    if (entry.state === 0) this.spare = entry;
  }

  /** Index of an entry in the list, or -1 (it kept its index, `pos`, while listed). */
  indexOfEntry(entry: FormattingEntry<N>): number {
    ops.n++;
    return entry.state & EntryState.LISTED ? entry.pos : -1;
  }

  /** The last entry for an HTML element with this tag id after the last marker, or null. */
  lastNamed(id: number): FormattingEntry<N> | null {
    const index = this.index;
    if (index !== null) {
      const list = index.named.get(id);
      if (list === undefined) return null;
      // Entries that left the list from the middle stay here until they are last (`forget`).
      while (list.length > 0 && !((list[list.length - 1] as FormattingEntry<N>).state & EntryState.LISTED)) {
        ops.n++;
        list.pop();
      }
      return list.length === 0 ? null : (list[list.length - 1] as FormattingEntry<N>);
    }
    let gone = false;
    let i = this.entries.length - 1;
    let found: FormattingEntry<N> | null = null;
    for (; i >= 0; i--) {
      ops.n++;
      const e = this.entries[i] as FormattingEntry<N>;
      if (e.node === null) break;
      if (e === GONE) gone = true;
      else if (e.id === id) {
        found = e;
        break;
      }
    }
    if (gone) this.compact(i + 1);
    return found;
  }

  removeEntry(entry: FormattingEntry<N>): void {
    const i = this.indexOfEntry(entry);
    if (i < 0) return;
    const list = this.entries;
    if (i === list.length - 1) {
      list.pop();
      while (list.length > 0 && list[list.length - 1] === GONE) {
        ops.n++;
        list.pop();
      }
    } else list[i] = GONE as FormattingEntry<N>;
    entry.state &= ~EntryState.LISTED;
    this.count(-1);
    const index = this.index;
    if (index !== null) this.forget(index, entry);
  }

  private forget(index: SegmentIndex<N>, entry: FormattingEntry<N>): void {
    // Its name's list drops it now only when it is last (the end tag's fast
    // path, whose entry may be reused); `lastNamed` drops the others when
    // they come to the end (a search from the end was the distance per
    // removal, issue 27).
    const list = index.named.get(entry.id);
    if (list !== undefined && list[list.length - 1] === entry) list.pop();
    // Emptied lists stay in the map: the same key usually comes back (<a> ... </a> <a>).
    const same = index.same.get(keyOf(entry));
    const j = same === undefined ? -1 : same.lastIndexOf(entry);
    if (same !== undefined) ops.n += same.length - j;
    if (j >= 0) removeAt(same as FormattingEntry<N>[], j);
  }

  /**
   * "Replace the entry for node in the list with an entry for the new
   * element" (the adoption agency; reconstruction does the same itself):
   * the entry takes the new element in place, so its place in the list and
   * in the segment's index stays (finding it there from the end cost the
   * entries after it, issue 27). No one else holds it for its old element,
   * which leaves the stack at once.
   */
  replaceNode(entry: FormattingEntry<N>, node: N): FormattingEntry<N> {
    ops.n++;
    entry.node = node;
    return entry;
  }

  /** Drop the GONE entries from index `from` to the end (a walk just passed them), renumbering the others. */
  compact(from: number): void {
    const list = this.entries;
    let to = from;
    for (let j = from; j < list.length; j++) {
      ops.n++;
      const e = list[j] as FormattingEntry<N>;
      if (e === GONE) continue;
      list[to] = e;
      e.pos = to++;
    }
    list.length = to;
  }

  /**
   * The adoption agency's step 13/14: `old` leaves the list and `fresh`
   * goes "at the position of the bookmark", `at` (an index of the list with
   * `old` in it; both in the last segment). Only the entries between the two
   * places move, by one: removing and inserting moved every entry after
   * them, twice per step (quadratic under a long list, issue 27). The
   * usual bookmark is `old`'s own place: then `fresh` just takes it.
   */
  moveEntry(old: FormattingEntry<N>, fresh: FormattingEntry<N>, at: number): void {
    const list = this.entries;
    const from = old.pos;
    let to = at;
    if (at > from) {
      to = at - 1;
      ops.n += to - from + 1;
      for (let j = from; j < to; j++) {
        const e = list[j + 1] as FormattingEntry<N>;
        list[j] = e;
        e.pos = j;
      }
    } else {
      ops.n += from - at + 1;
      for (let j = from; j > at; j--) {
        const e = list[j - 1] as FormattingEntry<N>;
        list[j] = e;
        e.pos = j;
      }
    }
    list[to] = fresh;
    fresh.pos = to;
    old.state &= ~EntryState.LISTED;
    fresh.state |= EntryState.LISTED;
    const index = this.index;
    if (index !== null) {
      this.forget(index, old);
      this.remember(index, fresh);
    }
  }

  /** "Clear the list of active formatting elements up to the last marker". */
  clearToLastMarker(): void {
    for (;;) {
      ops.n++;
      const e = this.entries.pop();
      if (e === undefined || e.node === null) break;
      e.state &= ~EntryState.LISTED;
    }
    if (this.indexes.length > 1) {
      this.indexes.pop();
      this.counts.pop();
    } else {
      this.indexes[0] = null;
      this.counts[0] = 0;
    }
  }
}
