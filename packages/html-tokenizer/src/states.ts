/**
 * The tokenizer states of WHATWG HTML §13.2.5 in the Standard's order, numbered
 * from 1 (decision H9), by the Standard's names without the trailing ` state`.
 * One string, not an object literal: the bundle holds each name once, and the
 * keys of `State` are derived from it (`RCDATA less-than sign` →
 * `RCDATALessThanSign`), at run time by one regex and for the type by `Key`,
 * so `Numbered` gives the type the literal numbers all the same (0.15 kB
 * min+gzip less than an object literal; deriving the keys from the names is
 * 0.1 kB less than deriving the names from the keys, issue 15).
 */
const NAMES =
  'Data,RCDATA,RAWTEXT,Script data,PLAINTEXT,Tag open,End tag open,Tag name,RCDATA less-than sign,RCDATA end tag open,RCDATA end tag name,RAWTEXT less-than sign,RAWTEXT end tag open,RAWTEXT end tag name,Script data less-than sign,Script data end tag open,Script data end tag name,Script data escape start,Script data escape start dash,Script data escaped,Script data escaped dash,Script data escaped dash dash,Script data escaped less-than sign,Script data escaped end tag open,Script data escaped end tag name,Script data double escape start,Script data double escaped,Script data double escaped dash,Script data double escaped dash dash,Script data double escaped less-than sign,Script data double escape end,Before attribute name,Attribute name,After attribute name,Before attribute value,Attribute value (double-quoted),Attribute value (single-quoted),Attribute value (unquoted),After attribute value (quoted),Self-closing start tag,Bogus comment,Markup declaration open,Comment start,Comment start dash,Comment,Comment less-than sign,Comment less-than sign bang,Comment less-than sign bang dash,Comment less-than sign bang dash dash,Comment end dash,Comment end,Comment end bang,DOCTYPE,Before DOCTYPE name,DOCTYPE name,After DOCTYPE name,After DOCTYPE public keyword,Before DOCTYPE public identifier,DOCTYPE public identifier (double-quoted),DOCTYPE public identifier (single-quoted),After DOCTYPE public identifier,Between DOCTYPE public and system identifiers,After DOCTYPE system keyword,Before DOCTYPE system identifier,DOCTYPE system identifier (double-quoted),DOCTYPE system identifier (single-quoted),After DOCTYPE system identifier,Bogus DOCTYPE,CDATA section,CDATA section bracket,CDATA section end,Character reference,Named character reference,Ambiguous ampersand,Numeric character reference,Hexadecimal character reference start,Decimal character reference start,Hexadecimal character reference,Decimal character reference,Numeric character reference end,Processing instruction open,Processing instruction target,After processing instruction target,Processing instruction data,Processing instruction questionable';

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
 * package's own code uses the inlined enum of state-ids.ts.
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
