// select / selectAll / matches take the tree first and the selector second.
// css-select, cheerio and the DOM's habits put the selector first; such a
// call is a programming error (not input), so it throws a TypeError that
// names the right order instead of failing deep inside (issue #14).

/** Throws when `target` is a string (a selector) or not a tree / node object. */
export function checkArgumentOrder(fn: 'select' | 'selectAll' | 'matches', target: unknown, selector: unknown): void {
  const what = fn === 'matches' ? 'node' : 'tree';
  if (typeof target === 'string') {
    const shown = JSON.stringify(target.length > 40 ? `${target.slice(0, 40)}…` : target);
    const looksSwapped = typeof selector === 'object' && selector !== null;
    throw new TypeError(
      `${fn}(${what}, selector): the ${what} comes first, the selector second; got the string ${shown} as the ${what}` +
        (looksSwapped
          ? ` (css-select's order is ${fn === 'matches' ? 'is' : fn}(selector, ${what}); write ${fn}(${what}, ${shown}))`
          : ''),
    );
  }
  if (typeof target !== 'object' || target === null) {
    throw new TypeError(
      `${fn}(${what}, selector): expected a ${what} object as the first argument, got ${target === null ? 'null' : typeof target}`,
    );
  }
}

/**
 * The selector argument must be a string, a parsed selector list or a
 * compiled selector; anything else (a number, undefined, a node) is a
 * programming error: a TypeError that names the argument, not a crash inside.
 */
export function checkSelectorArgument(selector: unknown): void {
  if (typeof selector === 'string') return;
  if (typeof selector === 'object' && selector !== null) {
    const shape = selector as { type?: unknown; matcher?: unknown };
    if (shape.type === 'selector-list' || typeof shape.matcher === 'function') return;
  }
  const got = selector === null ? 'null' : Array.isArray(selector) ? 'an array' : typeof selector;
  throw new TypeError(
    `selector: expected a selector string (or a parsed selector list, or a compiled selector), got ${got}`,
  );
}
