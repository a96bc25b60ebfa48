/**
 * Specificity (Selectors 3 §9: a = IDs, b = classes, attributes and
 * pseudo-classes, c = type selectors and pseudo-elements; the universal
 * selector and the negation itself count nothing, its argument counts).
 * Level 4 (decision N7): :is(), :not(<list>), :has() and `of S` take their
 * most specific argument, :where() counts zero, `:nth-child(… of S)` is one
 * pseudo-class plus its most specific argument.
 *
 * Iterative: nodes are listed in pre-order with their parent's index, then
 * walked backwards so every child is final before its parent; a child adds
 * into a selector parent and takes the maximum into a list-like parent.
 * No recursion on depth.
 */
import type { Selector, SelectorList, SimpleSelector, Specificity } from './types.ts';

type Node = Selector | SelectorList | SimpleSelector;

function pushChildren(node: Node, index: number, stack: Node[], parents: number[]): void {
  const push = (child: Node) => {
    stack.push(child);
    parents.push(index);
  };
  switch (node.type) {
    case 'selector': {
      let body = node.body;
      while (body.type === 'complex') {
        for (const s of body.right.selectors) push(s);
        body = body.left;
      }
      for (const s of body.selectors) push(s);
      return;
    }
    case 'selector-list':
      for (const s of node.selectors) push(s);
      return;
    case 'not':
      push(node.argument);
      return;
    case 'is':
      push(node.selectors);
      return;
    case 'has':
      for (const r of node.selectors) push(r.selector);
      return;
    case 'nth':
      if (node.of !== undefined) push(node.of);
      return;
  }
}

/** The node's specificity from `acc` (the sum or maximum of its children). */
function finish(node: Node, a: number, b: number, c: number): Specificity {
  switch (node.type) {
    case 'selector':
      return [a, b, c + (node.pseudoElement === null ? 0 : 1)];
    case 'selector-list':
    case 'not':
    case 'is':
    case 'has':
      return [a, b, c];
    case 'where':
    case 'universal':
      return [0, 0, 0];
    case 'id':
      return [1, 0, 0];
    case 'type':
      return [0, 0, 1];
    case 'nth':
      return [a, b + 1, c];
    default:
      return [0, 1, 0]; // class, attribute, pseudo-class, lang, functional pseudo-class
  }
}

/** [a, b, c] of one selector. */
export function specificity(selector: Selector): Specificity {
  const order: Node[] = [];
  const parentOf: number[] = [];
  const stack: Node[] = [selector];
  const stackParents: number[] = [-1];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const index = order.length;
    order.push(node);
    parentOf.push(stackParents.pop()!);
    pushChildren(node, index, stack, stackParents);
  }
  const acc = new Float64Array(order.length * 3);
  let result: Specificity = [0, 0, 0];
  for (let i = order.length - 1; i >= 0; i--) {
    const value = finish(order[i]!, acc[i * 3]!, acc[i * 3 + 1]!, acc[i * 3 + 2]!);
    const p = parentOf[i]!;
    if (p < 0) {
      result = value;
      continue;
    }
    const o = p * 3;
    if (order[p]!.type === 'selector') {
      acc[o] = acc[o]! + value[0];
      acc[o + 1] = acc[o + 1]! + value[1];
      acc[o + 2] = acc[o + 2]! + value[2];
    } else if (
      value[0] > acc[o]! ||
      (value[0] === acc[o] && (value[1] > acc[o + 1]! || (value[1] === acc[o + 1] && value[2] > acc[o + 2]!)))
    ) {
      acc[o] = value[0];
      acc[o + 1] = value[1];
      acc[o + 2] = value[2];
    }
  }
  return result;
}
