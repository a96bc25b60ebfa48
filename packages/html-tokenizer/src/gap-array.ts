/**
 * An array with a gap where it was last edited (a gap buffer), for the lazy
 * highlighter's lines, states and spans: an edit moves the entries between
 * the last edit and this one, not every entry after it. Editors edit where
 * they edited last, so a keystroke that adds or removes a line costs O(1),
 * where `splice` on a 10^5-line array moved 10^5 entries (0.2 ms a line
 * deleted, issue 27). Entries are `undefined` until set.
 */
export class GapArray<T> {
  #items: (T | undefined)[];
  #gapStart: number;
  #gapEnd: number;

  constructor(length: number) {
    this.#items = [];
    // Pushed, so packed (`new Array(length)` is holey, a large one a dictionary).
    for (let k = 0; k < length; k++) this.#items.push(undefined);
    this.#gapStart = this.#gapEnd = length;
  }

  get length(): number {
    return this.#items.length - this.#gapEnd + this.#gapStart;
  }

  get(index: number): T | undefined {
    return this.#items[index < this.#gapStart ? index : index + this.#gapEnd - this.#gapStart];
  }

  set(index: number, value: T | undefined): void {
    this.#items[index < this.#gapStart ? index : index + this.#gapEnd - this.#gapStart] = value;
  }

  /** Replaces `remove` entries at `start` with `insert` entries: those of `items`, or undefined. */
  replace(start: number, remove: number, items: readonly T[] | undefined, insert: number): void {
    const a = this.#items;
    // The gap moves to `start`, one entry at a time across it.
    while (this.#gapStart > start) a[--this.#gapEnd] = a[--this.#gapStart];
    while (this.#gapStart < start) a[this.#gapStart++] = a[this.#gapEnd++];
    for (let k = 0; k < remove; k++) a[this.#gapEnd++] = undefined;
    if (this.#gapEnd - this.#gapStart < insert) this.#grow(insert);
    for (let k = 0; k < insert; k++) this.#items[this.#gapStart++] = items?.[k];
  }

  /** A new array with room for `insert` entries and half the length more in the gap. */
  #grow(insert: number): void {
    const a = this.#items;
    const items: (T | undefined)[] = [];
    for (let k = 0; k < this.#gapStart; k++) items.push(a[k]);
    const gap = insert + (a.length >> 1) + 16;
    for (let k = 0; k < gap; k++) items.push(undefined);
    const end = items.length;
    for (let k = this.#gapEnd; k < a.length; k++) items.push(a[k]);
    this.#items = items;
    this.#gapEnd = end;
  }
}
