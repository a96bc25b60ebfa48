// `:has()` by bottom-up marking (issue 13, item 9). A relative selector
// `C1 X1 C2 X2 ... Ck Xk` has the same answer for every anchor (`:scope` in it
// is the scoping root, not the anchor: compile.ts, compileHas), so it is
// computed once per select call for the whole tree, right to left over the
// compounds:
//   F_k = X_k;   F_i = X_i and reach(C_{i+1}, F_{i+1});   anchors = reach(C1, F_1)
// where reach(C, F)(y) says "some node that C leads to from y is in F". Each
// reach is one sweep over the ids in reverse document order (children and
// later siblings have larger ids than y, so their marks are final first):
// linear in the tree size for descendant, child, adjacent and sibling
// combinators alike, instead of re-walking a subtree per candidate anchor.
import type { Combinator } from '@forgiving/css-selectors-nth';
import type { Matcher, MatchContext } from './context.ts';
import type { IndexView } from './tree-adapter.ts';

export interface ReachStep {
  /** The combinator that leads to this compound (the first: from the anchor). */
  combinator: Combinator;
  compound: Matcher;
}

/** A matcher for `:has(<relative selector>)` from its steps; `slot` keeps the anchor table per context. */
export function compileRelativeReach(steps: readonly ReachStep[], slot: number): Matcher {
  return (c, id) => c.table(slot, (anchors) => markAnchors(c, steps, anchors))[id] === 1;
}

function markAnchors(c: MatchContext, steps: readonly ReachStep[], anchors: Uint8Array): void {
  const n = c.index.size;
  let marks: Uint8Array = new Uint8Array(n);
  const last = steps[steps.length - 1]!.compound;
  for (let x = 0; x < n; x++) if (last(c, x)) marks[x] = 1;
  for (let i = steps.length - 2; i >= 0; i--) {
    const reached = reach(c.index, steps[i + 1]!.combinator, marks, new Uint8Array(n));
    const compound = steps[i]!.compound;
    // The compound is tested only where the rest of the chain is reachable.
    for (let x = 0; x < n; x++) reached[x] = reached[x] === 1 && compound(c, x) ? 1 : 0;
    marks = reached;
  }
  reach(c.index, steps[0]!.combinator, marks, anchors);
}

/** out[y] = 1 when `combinator` leads from y to a node marked in `marks`. */
function reach(index: IndexView, combinator: Combinator, marks: Uint8Array, out: Uint8Array): Uint8Array {
  const { parent, next } = index;
  const n = index.size;
  switch (combinator) {
    case 'child':
      for (let x = 0; x < n; x++) if (marks[x] === 1 && parent[x]! >= 0) out[parent[x]!] = 1;
      break;
    case 'descendant':
      for (let x = n - 1; x >= 0; x--) if ((marks[x] === 1 || out[x] === 1) && parent[x]! >= 0) out[parent[x]!] = 1;
      break;
    case 'adjacent':
      for (let x = 0; x < n; x++) if (next[x]! >= 0 && marks[next[x]!] === 1) out[x] = 1;
      break;
    case 'sibling':
      for (let x = n - 1; x >= 0; x--) {
        const after = next[x]!;
        if (after >= 0 && (marks[after] === 1 || out[after] === 1)) out[x] = 1;
      }
      break;
  }
  return out;
}
