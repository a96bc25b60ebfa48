/**
 * Namespace resolution as a separate step over the tree (decision X9): the
 * tree keeps qualified names; this maps them to expanded names. Iterative.
 */
import type { Point } from '@forgiving/char-ref';
import type { Element, Instruction, Root } from 'xast';
import { type XmlErrorCode, xmlError } from './errors.ts';
import type { ExpandedName, NamespaceResolution, XmlParseError } from './types.ts';

export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

type Scope = ReadonlyMap<string, string>;

const ROOT_SCOPE: Scope = new Map([['xml', XML_NAMESPACE]]);
const START: Point = { line: 1, column: 1, offset: 0 };

/** The namespace well-formedness codes (Namespaces in XML 1.0; decision X9). */
export type NamespaceErrorCode = Extract<
  XmlErrorCode,
  | 'unbound-prefix'
  | 'duplicate-expanded-attribute'
  | 'invalid-qualified-name'
  | 'reserved-namespace-binding'
  | 'empty-prefix-binding'
  | 'colon-in-pi-target'
  | 'colon-in-entity-name'
  | 'colon-in-notation-name'
>;

function split(qualifiedName: string): [string | null, string] {
  const colon = qualifiedName.indexOf(':');
  return colon < 0 ? [null, qualifiedName] : [qualifiedName.slice(0, colon), qualifiedName.slice(colon + 1)];
}

/**
 * Where the parser saw a node's name, or the name of one of its attributes
 * (`attribute` null: the node's own): its start and end points, or null.
 */
export type NameLocator = (node: Element | Instruction, attribute: string | null) => [Point, Point] | null;

export function resolveNamespaces(tree: Root): NamespaceResolution {
  return resolveNamespacesAt(tree, null);
}

/**
 * The errors span the name they are about (README "Errors"): as the parser
 * located it (`locate`, parseXml with checkNamespaces: an attribute's own
 * name, issue 27 item C), else from the node's position, which starts at
 * `<` or `<?`: the name follows (one line: names hold no breaks); a tree
 * without positions gives 1:1.
 */
export function resolveNamespacesAt(tree: Root, locate: NameLocator | null): NamespaceResolution {
  const errors: XmlParseError[] = [];
  const scopes = new WeakMap<Element, Scope>();
  const report = (code: NamespaceErrorCode, node: Element | Instruction, attribute: string | null = null): void => {
    const located = locate?.(node, attribute);
    if (located) {
      errors.push(xmlError(code, located[0], located[1]));
      return;
    }
    const start = node.position?.start;
    if (!start) {
      errors.push(xmlError(code, START, START));
      return;
    }
    const skip = node.type === 'element' ? 1 : 2;
    const from = { line: start.line, column: start.column + skip, offset: (start.offset ?? 0) + skip };
    const width = node.name.length;
    errors.push(xmlError(code, from, { line: from.line, column: from.column + width, offset: from.offset + width }));
  };

  const resolve = (scope: Scope, qualifiedName: string, isAttribute: boolean): ExpandedName & { bound: boolean } => {
    const [prefix, local] = split(qualifiedName);
    if (prefix === null) {
      if (isAttribute) return { uri: qualifiedName === 'xmlns' ? XMLNS_NAMESPACE : null, prefix, local, bound: true };
      return { uri: scope.get('') ?? null, prefix, local, bound: true };
    }
    if (prefix === 'xmlns' && isAttribute) return { uri: XMLNS_NAMESPACE, prefix, local, bound: true };
    const uri = scope.get(prefix);
    return { uri: uri ?? null, prefix, local, bound: uri !== undefined };
  };

  const stack: [Element | Root, Scope][] = [[tree, ROOT_SCOPE]];
  while (stack.length > 0) {
    const [node, parentScope] = stack.pop()!;
    let scope = parentScope;
    if (node.type === 'element') {
      scope = declare(node, parentScope, report);
      scopes.set(node, scope);
      check(node, scope, resolve, report);
    }
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i]!;
      if (child.type === 'element') stack.push([child, scope]);
      else if (child.type === 'instruction' && child.name.includes(':')) report('colon-in-pi-target', child);
    }
  }

  return {
    errors,
    element(node) {
      const { uri, prefix, local } = resolve(scopes.get(node) ?? ROOT_SCOPE, node.name, false);
      return { uri, prefix, local };
    },
    attribute(node, qualifiedName) {
      const { uri, prefix, local } = resolve(scopes.get(node) ?? ROOT_SCOPE, qualifiedName, true);
      return { uri, prefix, local };
    },
  };
}

/** The element's scope: its xmlns declarations over the parent's (innermost wins). */
type Report = (code: NamespaceErrorCode, node: Element, attribute: string | null) => void;

function declare(node: Element, parent: Scope, report: Report): Scope {
  let scope: Map<string, string> | null = null;
  for (const name of Object.keys(node.attributes)) {
    const value = node.attributes[name];
    if (value === null || value === undefined) continue;
    let prefix: string;
    if (name === 'xmlns') prefix = '';
    else if (name.startsWith('xmlns:')) prefix = name.slice(6);
    else continue;
    const reserved =
      prefix === 'xmlns' || value === XMLNS_NAMESPACE || (prefix === 'xml') !== (value === XML_NAMESPACE);
    if (reserved) {
      report('reserved-namespace-binding', node, name);
      continue;
    }
    // Namespaces 1.0 does not allow xmlns:p="": reported, and recovered as
    // the unbinding that Namespaces 1.1 defines.
    if (prefix !== '' && value === '') report('empty-prefix-binding', node, name);
    scope ??= new Map(parent);
    if (value === '') scope.delete(prefix);
    else scope.set(prefix, value);
  }
  return scope ?? parent;
}

function check(
  node: Element,
  scope: Scope,
  resolve: (scope: Scope, name: string, isAttribute: boolean) => ExpandedName & { bound: boolean },
  report: Report,
): void {
  const validName = (name: string): boolean => {
    const [prefix, local] = split(name);
    return local.length > 0 && local.indexOf(':') < 0 && prefix !== '';
  };
  if (!validName(node.name)) report('invalid-qualified-name', node, null);
  else if (!resolve(scope, node.name, false).bound) report('unbound-prefix', node, null);
  const seen = new Set<string>();
  for (const name of Object.keys(node.attributes)) {
    if (!validName(name)) {
      report('invalid-qualified-name', node, name);
      continue;
    }
    const expanded = resolve(scope, name, true);
    if (!expanded.bound) {
      report('unbound-prefix', node, name);
      continue;
    }
    const key = `${expanded.uri ?? ''}\u0000${expanded.local}`;
    if (seen.has(key)) report('duplicate-expanded-attribute', node, name);
    seen.add(key);
  }
}
