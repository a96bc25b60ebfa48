/**
 * Structural equality of two JSON-like trees (plain objects, arrays,
 * primitives), iterative so deep trees cannot overflow the stack, and much
 * faster than a generic matcher on multi-megabyte pages. Keys must be the
 * same set (a key holding `undefined` counts), in the same order; numbers
 * compare with `Object.is`. Returns the path of the first difference, or
 * `undefined` when equal.
 */
export function firstDifference(actual: unknown, expected: unknown): string | undefined {
  const stack: Array<[unknown, unknown, string]> = [[actual, expected, '$']];
  while (stack.length > 0) {
    const [a, b, path] = stack.pop()!;
    if (Object.is(a, b)) continue;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
      return `${path}: ${JSON.stringify(a)} !== ${JSON.stringify(b)}`;
    }
    if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return `${path}: different prototypes`;
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    if (keysA.join('\0') !== keysB.join('\0')) return `${path}: keys [${keysA}] vs [${keysB}]`;
    for (let i = keysA.length - 1; i >= 0; i--) {
      const key = keysA[i]!;
      stack.push([(a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`]);
    }
  }
  return undefined;
}

/**
 * The path of the first object (node, array, properties) reachable twice
 * from `tree`, or undefined: a tree the parser returns shares nothing (an
 * array shared by two nodes would change both when a user edits one).
 */
export function firstShared(tree: unknown): string | undefined {
  const seen = new Set<object>();
  const stack: Array<[unknown, string]> = [[tree, '$']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (seen.has(node)) return path;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) stack.push([value, `${path}.${key}`]);
  }
  return undefined;
}
