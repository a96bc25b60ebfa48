/**
 * The list of active formatting elements (WHATWG HTML §13.2.4.3). Entries
 * keep the token (name, attributes, span) that created their element, so
 * that "reconstruct the active formatting elements" and the adoption agency
 * can create a fresh element for the same token. The Noah's Ark clause
 * counts equal entries (same name, namespace, attributes) after the last
 * marker through a Map keyed by name and sorted attributes, so a long list
 * costs nothing per insertion (decision H8).
 */
import type { HtmlAttribute } from '@forgiving/html-tokenizer';

export interface FormattingEntry<N> {
  /** null for a marker. */
  node: N | null;
  id: number;
  name: string;
  attrs: HtmlAttribute[];
  key: string;
  start: number;
  end: number;
}

/** Remove the item at index i; the last one (the common case) without a splice. */
function removeAt<T>(list: T[], i: number): void {
  if (i === list.length - 1) list.pop();
  else list.splice(i, 1);
}

function entryKey(name: string, attrs: readonly HtmlAttribute[]): string {
  if (attrs.length === 0) return name;
  if (attrs.length === 1) {
    const a = attrs[0] as HtmlAttribute;
    return `${name}\u0001${a.name}\u0000${a.value}`;
  }
  const parts = attrs.map((a) => `${a.name}\u0000${a.value}`).sort();
  return `${name}\u0001${parts.join('\u0001')}`;
}

export class FormattingList<N> {
  entries: FormattingEntry<N>[] = [];
  private byNode = new Map<N, FormattingEntry<N>>();
  /** Per marker segment: key → the entries with that key, oldest first. */
  private segments: Map<string, FormattingEntry<N>[]>[] = [new Map()];
  /** Per marker segment: tag name → its entries in list order (for "the last element named X", O(1)). */
  private named: Map<string, FormattingEntry<N>[]>[] = [new Map()];

  private nameList(name: string): FormattingEntry<N>[] {
    const names = this.named[this.named.length - 1] as Map<string, FormattingEntry<N>[]>;
    let list = names.get(name);
    if (list === undefined) names.set(name, (list = []));
    return list;
  }

  get length(): number {
    return this.entries.length;
  }

  pushMarker(): void {
    this.entries.push({ node: null, id: 0, name: '', attrs: [], key: '', start: 0, end: 0 });
    this.segments.push(new Map());
    this.named.push(new Map());
  }

  /** "Push onto the list of active formatting elements", with the Noah's Ark clause. */
  push(node: N, id: number, name: string, attrs: HtmlAttribute[], start: number, end: number): void {
    const key = entryKey(name, attrs);
    const segment = this.segments[this.segments.length - 1] as Map<string, FormattingEntry<N>[]>;
    let same = segment.get(key);
    if (same === undefined) segment.set(key, (same = []));
    if (same.length >= 3) this.removeEntry(same[0] as FormattingEntry<N>);
    const entry: FormattingEntry<N> = { node, id, name, attrs, key, start, end };
    same.push(entry);
    this.entries.push(entry);
    this.nameList(name).push(entry);
    this.byNode.set(node, entry);
  }

  /** The entry of an element, if it is in the list. */
  entryOf(node: N): FormattingEntry<N> | undefined {
    return this.byNode.get(node);
  }

  /** Index of an entry, searched from the end (entries of interest are recent). */
  indexOfEntry(entry: FormattingEntry<N>): number {
    return this.entries.lastIndexOf(entry);
  }

  indexOfNode(node: N): number {
    for (let i = this.entries.length - 1; i >= 0; i--) if ((this.entries[i] as FormattingEntry<N>).node === node) return i;
    return -1;
  }

  /** The last entry for an HTML element with this name after the last marker, or null. */
  lastNamed(name: string): FormattingEntry<N> | null {
    const list = (this.named[this.named.length - 1] as Map<string, FormattingEntry<N>[]>).get(name);
    return list === undefined || list.length === 0 ? null : (list[list.length - 1] as FormattingEntry<N>);
  }

  removeEntry(entry: FormattingEntry<N>): void {
    const i = this.indexOfEntry(entry);
    if (i >= 0) removeAt(this.entries, i);
    if (entry.node !== null && this.byNode.get(entry.node) === entry) this.byNode.delete(entry.node);
    this.forget(entry);
  }

  private forget(entry: FormattingEntry<N>): void {
    const list = this.nameList(entry.name);
    const k = list.lastIndexOf(entry);
    if (k >= 0) removeAt(list, k);
    const segment = this.segments[this.segments.length - 1] as Map<string, FormattingEntry<N>[]>;
    const same = segment.get(entry.key);
    if (same === undefined) return;
    // Emptied lists stay in the map: the same key usually comes back (<a> ... </a> <a>).
    const j = same.lastIndexOf(entry);
    if (j >= 0) removeAt(same, j);
  }

  /** Put a new element in place of an entry's (reconstruct, adoption agency). */
  replaceNode(entry: FormattingEntry<N>, node: N): FormattingEntry<N> {
    const fresh: FormattingEntry<N> = { ...entry, node };
    const i = this.indexOfEntry(entry);
    this.entries[i] = fresh;
    if (entry.node !== null) this.byNode.delete(entry.node);
    this.byNode.set(node, fresh);
    const segment = this.segments[this.segments.length - 1] as Map<string, FormattingEntry<N>[]>;
    const same = segment.get(entry.key);
    if (same !== undefined) {
      const j = same.indexOf(entry);
      if (j >= 0) same[j] = fresh;
    }
    const list = this.nameList(entry.name);
    const k = list.lastIndexOf(entry);
    if (k >= 0) list[k] = fresh;
    return fresh;
  }

  /** Insert an entry at index i (adoption agency step "bookmark"). */
  insertAt(i: number, entry: FormattingEntry<N>): void {
    this.entries.splice(i, 0, entry);
    if (entry.node !== null) this.byNode.set(entry.node, entry);
    const segment = this.segments[this.segments.length - 1] as Map<string, FormattingEntry<N>[]>;
    let same = segment.get(entry.key);
    if (same === undefined) segment.set(entry.key, (same = []));
    same.push(entry);
    // The adoption agency's new entry is the last of its name after the marker.
    this.nameList(entry.name).push(entry);
  }

  /** "Clear the list of active formatting elements up to the last marker". */
  clearToLastMarker(): void {
    for (;;) {
      const e = this.entries.pop();
      if (e === undefined || e.node === null) break;
      this.byNode.delete(e.node);
    }
    if (this.segments.length > 1) {
      this.segments.pop();
      this.named.pop();
    } else {
      this.segments[0] = new Map();
      this.named[0] = new Map();
    }
  }
}
