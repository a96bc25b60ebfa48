// The `imports` record a script sees (errata S22): the exports of every
// import that had loaded when the script ran, by `as` name, a later import
// (document order) winning over an earlier one of the same name. Rebuilding
// that record per script cost imports × scripts (issue 13, item 8); here a
// script gets an O(1) read-only snapshot view instead, and pays only for the
// names it reads.

interface Loaded {
  /** When it loaded (a counter over every load of the parse). */
  seq: number;
  /** Its place in the document (import start tags in order). */
  order: number;
  exports: unknown;
  /** The winner among this load and the earlier loads of the same name. */
  best: Loaded;
}

/** Every import that loaded, by `as` name, in load order. */
export class ImportLog {
  private readonly byName = new Map<string, Loaded[]>();
  private seq = 0;

  /** An import (the `order`-th import in the document) loaded with these exports. */
  add(name: string, order: number, exports: unknown): void {
    let list = this.byName.get(name);
    if (list === undefined) this.byName.set(name, (list = []));
    const entry = { seq: this.seq++, order, exports } as Loaded;
    const previous = list[list.length - 1]?.best;
    entry.best = previous !== undefined && previous.order > order ? previous : entry;
    list.push(entry);
  }

  /** The record as of now: a null-prototype, read-only view that later loads do not change. */
  snapshot(): Record<string, unknown> {
    return new Proxy(Object.create(null) as Record<string, unknown>, new SnapshotHandler(this.byName, this.seq));
  }
}

/** Proxy traps answering from the log, counting only loads before `limit`. */
class SnapshotHandler implements ProxyHandler<Record<string, unknown>> {
  constructor(
    private readonly byName: ReadonlyMap<string, readonly Loaded[]>,
    private readonly limit: number,
  ) {}

  /** The winning load of `name` in this snapshot, or undefined. */
  private find(name: string | symbol): Loaded | undefined {
    if (typeof name !== 'string') return undefined;
    const list = this.byName.get(name);
    if (list === undefined) return undefined;
    // The last load before the snapshot (binary search: the list is in load order) knows the winner.
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (list[mid]!.seq < this.limit) low = mid + 1;
      else high = mid;
    }
    return low === 0 ? undefined : list[low - 1]!.best;
  }

  get(_target: Record<string, unknown>, name: string | symbol): unknown {
    return this.find(name)?.exports;
  }

  has(_target: Record<string, unknown>, name: string | symbol): boolean {
    return this.find(name) !== undefined;
  }

  /** Names in document order of their first import, as a record built import by import would have them. */
  ownKeys(): string[] {
    const first = new Map<string, number>();
    for (const [name, list] of this.byName) {
      let min = -1;
      for (let i = 0; i < list.length && list[i]!.seq < this.limit; i++)
        if (min < 0 || list[i]!.order < min) min = list[i]!.order;
      if (min >= 0) first.set(name, min);
    }
    return [...first.keys()].sort((x, y) => first.get(x)! - first.get(y)!);
  }

  getOwnPropertyDescriptor(_target: Record<string, unknown>, name: string | symbol): PropertyDescriptor | undefined {
    const found = this.find(name);
    // Configurable: the target itself stays empty (a Proxy invariant).
    return found === undefined
      ? undefined
      : { value: found.exports, writable: false, enumerable: true, configurable: true };
  }

  // Read-only: a script cannot change what later scripts see.
  set(): boolean {
    return false;
  }
  defineProperty(): boolean {
    return false;
  }
  deleteProperty(): boolean {
    return false;
  }
  preventExtensions(): boolean {
    return false;
  }
  setPrototypeOf(): boolean {
    return false;
  }
}
