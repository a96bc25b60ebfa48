// An iterative walker (no recursion: 10^6 nesting must work).
import type { SkyContent, SkyNode, SkyRoot } from './types.ts';

/** Visits every node depth-first in document order; template content follows its element. */
export function walk(tree: SkyRoot, visit: (node: SkyNode, depth: number) => void): void {
  const nodes: SkyNode[] = [tree];
  const depths: number[] = [0];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    visit(node, depth);
    if (node.type === 'text') continue;
    const children: readonly SkyContent[] = node.children;
    // Pushed in reverse so the first child is visited next; content after children.
    if (node.type === 'element' && node.content !== undefined) {
      nodes.push(node.content);
      depths.push(depth + 1);
    }
    for (let i = children.length - 1; i >= 0; i--) {
      nodes.push(children[i]!);
      depths.push(depth + 1);
    }
  }
}
