// The hast part of cssSelectAdapter (css-select-adapter.ts): hast elements
// have `tagName` and `properties` instead of `name` and `attributes`, and an
// attribute name maps to a property by the element's namespace (`viewBox`
// in SVG, `class` → `className`), which hast does not record. The namespace
// is found from the parents the adapter has recorded, by the
// tree-construction rules (@forgiving/html-tree's `childNamespace`), and
// remembered per element, so each element costs O(1) amortised; no recursion.
import { childNamespace, type HastNamespace, NAMESPACE_HTML } from '@forgiving/html-tree';
import type { Element as HastElement } from 'hast';
import { hastAttributeValue } from './hast-attributes.ts';

export function isHastElement(node: unknown): node is HastElement {
  return typeof (node as { tagName?: unknown }).tagName === 'string';
}

/** The namespace of `element`, given the recorded parent links; memoised in `known`. */
export function hastNamespace(
  element: HastElement,
  parentOf: (node: HastElement) => unknown,
  known: WeakMap<HastElement, HastNamespace>,
): HastNamespace {
  const path: HastElement[] = [];
  let anchor: HastElement | undefined;
  let namespace: HastNamespace = NAMESPACE_HTML;
  for (let x = element; ; ) {
    const memo = known.get(x);
    if (memo !== undefined) {
      anchor = x;
      namespace = memo;
      break;
    }
    path.push(x);
    const parent = parentOf(x);
    // The top of what the adapter knows (a root, template contents, an unwalked node): HTML content.
    if (!isHastElement(parent)) break;
    x = parent;
  }
  for (let i = path.length - 1; i >= 0; i--) {
    const child = path[i]!;
    namespace = childNamespace(anchor, anchor === undefined ? NAMESPACE_HTML : namespace, child.tagName);
    known.set(child, namespace);
    anchor = child;
  }
  return namespace;
}

/**
 * An attribute's value read back from hast `properties`, as `toHtml` writes
 * it (undefined when absent): the same read as `select` (hast-attributes.ts),
 * so both give one answer.
 */
export function hastAttribute(element: HastElement, name: string, namespace: HastNamespace): string | undefined {
  return hastAttributeValue(element, namespace, name);
}
