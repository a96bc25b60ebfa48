/** in body, "any other end tag" (§13.2.6.4.7): shared by the adoption agency and the end-tag rules. */
import type { TreeBuilder } from '../builder.ts';
import { Bound } from '../open-elements.ts';

/**
 * "Any other end tag": the last open HTML element of that name closes if no
 * special element sits above it. With the stack's per-name links this is
 * O(1) (decision H8) instead of a walk.
 */
export function anyOtherEndTag(b: TreeBuilder): void {
  const s = b.stack;
  const i = s.lastIndexOf(b.id, b.name);
  if (i < 0 || s.boundary(Bound.SPECIAL) > i) {
    b.error(i < 0 ? 'end-tag-without-matching-open-element' : 'end-tag-behind-special-element');
    return;
  }
  // Unknown names (id 0) are never in the implied-end-tags category.
  b.generateImpliedEndTags(b.id);
  if (i !== s.top) b.error('unclosed-element');
  while (s.top >= i) b.pop();
}
