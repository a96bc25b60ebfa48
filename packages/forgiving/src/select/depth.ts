// Iterative questions about a parsed selector tree, asked before the
// recursive compiler and matchers run (issue 13, item 3): parseSelectors
// accepts 10^6 levels of nesting, compiled closures call one another once per
// level, so a selector deeper than MAX_SELECTOR_NESTING is refused with a
// CompileError (`{ ok: false }` from compileSelector) instead of letting the
// compiler or matcher overflow the stack.
import type {
  Complex,
  Compound,
  RelativeSelector,
  Selector,
  SelectorList,
  SimpleSelector,
} from '@forgiving/css-selectors-nth';

/**
 * Deepest nesting accepted: levels are selector arguments (`:is()`,
 * `:where()`, `:not()`, `:has()`, `of S`) and combinators, counted along any
 * path. A compiled level costs a few stack frames when matching and a few
 * more when compiling; 256 levels stay far below Node's default stack (the
 * old compiler failed at 2,680) while no hand-written selector comes near.
 */
export const MAX_SELECTOR_NESTING = 256;

type Node = SelectorList | Selector | Compound | Complex | SimpleSelector | RelativeSelector;

/** Calls `visit` on every node with its nesting level; explicit stack, no recursion. */
export function walkSelector(root: Node, visit: (node: Node, level: number) => void): void {
  const nodes: Node[] = [root];
  const levels: number[] = [0];
  const push = (node: Node, level: number) => {
    nodes.push(node);
    levels.push(level);
  };
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const level = levels.pop()!;
    visit(node, level);
    switch (node.type) {
      case 'selector-list':
        for (const selector of node.selectors) push(selector, level);
        break;
      case 'selector':
      case 'relative':
        push(node.type === 'selector' ? node.body : node.selector, level);
        break;
      case 'complex':
        push(node.right, level);
        push(node.left, level + 1);
        break;
      case 'compound':
        for (const simple of node.selectors) push(simple, level);
        break;
      case 'not':
        push(node.argument, level + 1);
        break;
      case 'is':
      case 'where':
        push(node.selectors, level + 1);
        break;
      case 'has':
        for (const relative of node.selectors) push(relative, level + 1);
        break;
      case 'nth':
        if (node.of !== undefined) push(node.of, level + 1);
        break;
    }
  }
}

/** The deepest nesting level in a selector tree (0 for `a.b`, 1 for `a b` or `:is(a)`). */
export function selectorNesting(root: Node): number {
  let deepest = 0;
  walkSelector(root, (_node, level) => {
    if (level > deepest) deepest = level;
  });
  return deepest;
}
