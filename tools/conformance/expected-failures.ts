// Expected failures by name, each with its reason, as parse5 and html5ever
// keep theirs (a pass-count floor hides which test moved, and lets a fix in
// one place pay for a regression in another). A runner's list must match its
// outcome exactly: an unlisted failure fails CI, and so does a listed test that
// passes (the entry is stale: remove it), so the list cannot rot. Counts are
// still printed by each runner.
import { expect } from 'vitest';

/**
 * Checks a runner's outcome against its named expected failures: every
 * failure must be listed and every listed run must fail (a listed run that
 * passes is stale). Returns the problems, empty when all is as listed.
 */
export function unexpected(failures: readonly string[], expected: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const failed = new Set(failures);
  for (const name of failures) if (!expected.has(name)) problems.push(`fails: ${name}`);
  for (const name of expected.keys()) if (!failed.has(name)) problems.push(`listed but passes: ${name}`);
  return problems;
}

/**
 * One test against its list entry: an unlisted test runs its assertion; a
 * listed one must still fail, or the entry is stale and this fails.
 */
export function asListed(reason: string | undefined, pass: boolean, assertion: () => void): void {
  if (reason === undefined) assertion();
  else expect(pass, `listed as an expected failure (${reason}) but passes: remove it`).toBe(false);
}

/** The listed names no test carries (a test renamed or removed leaves its entry behind). */
export function unknownNames(listed: Iterable<string>, names: Iterable<string>): string[] {
  const known = new Set(names);
  const unknown: string[] = [];
  for (const name of listed) if (!known.has(name)) unknown.push(name);
  return unknown;
}
