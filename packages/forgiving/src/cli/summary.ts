// The words of the summary lines (`check`) shared by the drivers.

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * `check`'s summary for a language with well-formedness: `ok (kind)`,
 * `well-formed (kind) with N warnings`, or `N errors (kind<notWellFormed>)`.
 */
export function wellFormedSummary(kind: string, ok: boolean, count: number, notWellFormed: string): string {
  if (ok && count === 0) return `ok (${kind})`;
  if (ok) return `well-formed (${kind}) with ${plural(count, 'warning')}`;
  return `${plural(count, 'error')} (${kind}${notWellFormed})`;
}
