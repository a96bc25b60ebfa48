// Children gathered on one stack while their parents are open, each
// parent's array made once, exact-size, when it closes: no array grows
// child by child (a push onto a one-slot array reserves 17 slots, then
// half again at every growth), and nothing is copied to trim it.
import type { SkyElement, SkyRoot, SkyText } from './types.ts';

type Parent = SkyRoot | SkyElement;

/**
 * For synchronous builds only: a parent's `children` stay as created until
 * it closes, so nothing may read the tree before the parse returns (the
 * async parser, whose hooks see the tree as it grows, appends at once).
 * Tree construction appends to the top of its stack of open nodes and
 * closes every node it pops (innermost first), so the parents with pending
 * children are open nodes too, in the same order: a parent that is not on
 * top here was opened after the one that is.
 */
export class ChildStack {
  private readonly pending: (SkyElement | SkyText)[] = [];
  private readonly parents: Parent[] = [];
  private readonly starts: number[] = [];

  append(parent: Parent, child: SkyElement | SkyText): void {
    const parents = this.parents;
    // A parent not on top was opened since: its first child starts here.
    if (parents.length === 0 || parents[parents.length - 1] !== parent) {
      parents.push(parent);
      this.starts.push(this.pending.length);
    }
    this.pending.push(child);
  }

  /** The node left the stack of open nodes: its children are final. */
  close(node: Parent): void {
    const parents = this.parents;
    if (parents.length === 0 || parents[parents.length - 1] !== node) return; // no children
    parents.pop();
    const start = this.starts.pop()!;
    const pending = this.pending;
    node.children = pending.slice(start);
    // pop() rather than `length =`: setting an array's length is a slow runtime call.
    while (pending.length > start) pending.pop();
  }
}
