import { STATE_NAME_LIST as NAMES } from './generated/state-ids.ts';

// The tokenizer states of WHATWG HTML §13.2.5 by the Standard's names
// without the trailing ` state`, numbered from 1 (decision H9), as
// scripts/generate-ids.mjs generates them from the Standard's headings. One
// string, not an object literal: the bundle holds each name once, and the
// keys of `State` are derived from it (`RCDATA less-than sign` →
// `RCDATALessThanSign`), at run time by one regex and for the type by `Key`,
// so `Numbered` gives the type the literal numbers all the same (0.15 kB
// min+gzip less than an object literal; deriving the keys from the names is
// 0.1 kB less than deriving the names from the keys, issue 15).

/** `RCDATA less-than sign` → `RCDATALessThanSign`, `Attribute value (double-quoted)` → `AttributeValueDoubleQuoted`. */
type Key<S extends string> = S extends `${infer A} (${infer B})`
  ? `${Key<A>}${Capitalize<Key<B>>}`
  : S extends `${infer A} ${infer B}`
    ? `${Key<A>}${Capitalize<Key<B>>}`
    : S extends `${infer A}-${infer B}`
      ? `${A}${Capitalize<Key<B>>}`
      : S;

/** `{ readonly [Key<A>]: 1; readonly [Key<B>]: 2; … }` from `'A,B,…'`. */
type Numbered<
  Names extends string,
  N extends unknown[] = [unknown],
  Acc = unknown,
> = Names extends `${infer H},${infer T}`
  ? Numbered<T, [...N, unknown], Acc & { readonly [P in Key<H>]: N['length'] }>
  : { readonly [P in keyof (Acc & { [Q in Key<Names>]: N['length'] })]: (Acc & { [Q in Key<Names>]: N['length'] })[P] };

// The tables below are marked pure: a bundle that imports only the low-level
// Tokenizer or createTokenizer from the one-file dist drops them (issue 15).
const LIST = /* @__PURE__ */ NAMES.split(',');

/**
 * The states by name (`State.TagName === 8`). A plain object, not a `const
 * enum`, so that published declarations work under `isolatedModules`; the
 * package's own code uses the inlined enum `S` of generated/state-ids.ts,
 * which has the same numbers (both come from one generated list).
 */
export const State = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ LIST.map((name, k) => [
    name.replace(/[ (-]+(\w)|\)/g, (_, c: string | undefined) => c?.toUpperCase() ?? ''),
    k + 1,
  ]),
) as Numbered<typeof NAMES>;

export type StateId = (typeof State)[keyof typeof State];

/** The Standard's name of each state, indexed by number (`'Tag name state'`). */
export const STATE_NAMES: readonly string[] = /* @__PURE__ */ [''].concat(
  /* @__PURE__ */ LIST.map((name) => `${name} state`),
);

/** The initial states html5lib tests name, by their html5lib name. */
export function stateByName(name: string): StateId | undefined {
  const index = STATE_NAMES.indexOf(name);
  return index > 0 ? (index as StateId) : undefined;
}
