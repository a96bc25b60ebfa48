/**
 * The output tree of the selector parser (Simon Sapin, "A Selectors3 parser
 * based on Syntax3", section "Output"), plus the Level 4 additions of
 * decision N7. Every node is a plain object so trees can be compared with
 * deep equality and serialised as JSON.
 */
import type { ParseError } from '@forgiving/char-ref';
import type { SelectorErrorCode } from './errors.ts';

export type { SelectorErrorCode } from './errors.ts';

/** `ns|E` → uri, `*|E` → any, `|E` → none; bare `E` → the default namespace or any. */
export type Namespace = { kind: 'uri'; uri: string } | { kind: 'any' } | { kind: 'none' };

/** A group of selectors (one or more, comma separated). */
export interface SelectorList {
  type: 'selector-list';
  selectors: Selector[];
}

/** A combined selector or a sequence of simple selectors, with an optional pseudo-element. */
export interface Selector {
  type: 'selector';
  body: Compound | Complex;
  /** The pseudo-element name (ASCII-lowercased), `null` when there is none. */
  pseudoElement: string | null;
}

export type Combinator = 'descendant' | 'child' | 'adjacent' | 'sibling';

/** `left combinator right`; left-associative, so `a b c` is ((a b) c). */
export interface Complex {
  type: 'complex';
  left: Compound | Complex;
  combinator: Combinator;
  right: Compound;
}

/** A sequence of simple selectors; `selectors[0]` is always a type or universal selector. */
export interface Compound {
  type: 'compound';
  selectors: SimpleSelector[];
}

export interface TypeSelector {
  type: 'type';
  namespace: Namespace;
  name: string;
}

export interface UniversalSelector {
  type: 'universal';
  namespace: Namespace;
}

export interface ClassSelector {
  type: 'class';
  name: string;
}

export interface IdSelector {
  type: 'id';
  name: string;
}

export type AttributeOperator = 'exists' | '=' | '~=' | '|=' | '^=' | '$=' | '*=';

export interface AttributeSelector {
  type: 'attribute';
  namespace: Namespace;
  name: string;
  operator: AttributeOperator;
  /** Present unless the operator is `exists`. */
  value?: string;
  /**
   * Selectors 4 §6.3 attribute case-sensitivity flag, level 4 only:
   * `'i'` compares the value ASCII case-insensitively, `'s'` case-sensitively
   * (whatever the document language says); absent when not written.
   */
  caseFlag?: 'i' | 's';
}

/** A simple pseudo-class; name ASCII-lowercased. */
export interface PseudoClass {
  type: 'pseudo-class';
  name: string;
}

export type NthName = 'nth-child' | 'nth-last-child' | 'nth-of-type' | 'nth-last-of-type';

export interface NthPseudoClass {
  type: 'nth';
  name: NthName;
  a: number;
  b: number;
  /** Level 4 only (decision N7): `:nth-child(An+B of S)`. */
  of?: SelectorList;
}

/** `:lang()`: one range at Level 3, one or more at Level 4 (decision N6). */
export interface LangPseudoClass {
  type: 'lang';
  ranges: string[];
}

/** A functional pseudo-class this parser does not know: its arguments as regrouped tokens. */
export interface FunctionalPseudoClass {
  type: 'functional-pseudo-class';
  name: string;
  arguments: unknown;
}

export interface Negation {
  type: 'not';
  /** A simple selector that is not a negation (Level 3); a selector list at Level 4. */
  argument: SimpleSelector | SelectorList;
}

/** Level 4 `:is()` / `:where()`. */
export interface IsWhere {
  type: 'is' | 'where';
  selectors: SelectorList;
}

/** Level 4 `:has()`. */
export interface Has {
  type: 'has';
  selectors: RelativeSelector[];
}

export interface RelativeSelector {
  type: 'relative';
  combinator: Combinator;
  selector: Selector;
}

export type SimpleSelector =
  | TypeSelector
  | UniversalSelector
  | ClassSelector
  | IdSelector
  | AttributeSelector
  | PseudoClass
  | NthPseudoClass
  | LangPseudoClass
  | FunctionalPseudoClass
  | Negation
  | IsWhere
  | Has;

export interface ParseSelectorsOptions {
  /** Declared namespace prefixes (`@namespace prefix url(...)`). */
  namespaces?: Record<string, string> | undefined;
  /** The default namespace URI (`@namespace url(...)`). */
  defaultNamespace?: string | undefined;
  /** Selectors level: 3 (default) or 4 (decision N7). */
  level?: 3 | 4 | undefined;
}

/**
 * Why and where a selector or argument is invalid (decision N8), in the
 * shape of every parse error of the project: `code` (one of
 * SelectorErrorCode), `message`, the start (`line`, `column`, `offset`) and
 * the end (`endLine`, `endColumn`, `endOffset`, exclusive) of the culprit in
 * the original string, offsets in UTF-16 units.
 */
export interface SelectorError<Code extends string = SelectorErrorCode> extends ParseError<Code> {
  /** The culprit as written, `source.slice(offset, endOffset)` (`''` at the end). */
  token: string;
}

export type ParseSelectorsResult = { ok: true; selectors: SelectorList } | { ok: false; error: SelectorError };

export interface Nth {
  a: number;
  b: number;
}

export type ParseNthResult = { ok: true; a: number; b: number } | { ok: false; error: SelectorError };

/** A compiled An+B test of a 1-based index (`nthCheck`). */
export type NthMatcher = (index: number) => boolean;

export type NthCheckResult = { ok: true; matcher: NthMatcher } | { ok: false; error: SelectorError };

export type Specificity = [number, number, number];

/**
 * A regrouped token (the note, section "Input"): a CSS Syntax 3 token, a
 * block or a function. `start`/`end` (source offsets) are present only when
 * positions were asked for; trees returned by parseSelectors carry none.
 */
export type ComponentValue = ComponentLeaf | ComponentBlock | ComponentFunction;

interface Located {
  start?: number;
  end?: number;
}

export type ComponentLeaf =
  | (Located & { type: 'ident' | 'at-keyword' | 'string' | 'url' | 'delim'; value: string })
  | (Located & { type: 'hash'; value: string /** "id" type flag */; id: boolean })
  | (Located & {
      type: 'number' | 'percentage';
      value: number;
      /** "integer" type flag. */
      integer: boolean;
      /** Written with a leading `+` or `-`. */
      signed: boolean;
      /** The number as written (escapes are impossible in numbers). */
      representation: string;
    })
  | (Located & {
      type: 'dimension';
      value: number;
      integer: boolean;
      signed: boolean;
      representation: string;
      unit: string;
    })
  | (Located & {
      type: 'whitespace' | 'cdo' | 'cdc' | 'colon' | 'semicolon' | 'comma' | '~=' | '|=' | '^=' | '$=' | '*=';
    })
  | (Located & { type: 'error'; kind: 'bad-string' | 'bad-url' | ')' | ']' | '}' });

export interface ComponentBlock extends Located {
  type: 'block';
  kind: '(' | '[' | '{';
  content: ComponentValue[];
}

export interface ComponentFunction extends Located {
  type: 'function';
  name: string;
  content: ComponentValue[];
}
