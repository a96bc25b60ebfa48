// Compiles a parsed selector list (@forgiving/css-selectors-nth) once into
// matcher closures. Matching runs right to left: the rightmost compound is
// tested on the candidate, then combinators walk to parents / previous
// siblings. Walks are memoised per compiled step (see MatchContext), so the
// common selectors cost O(tree size) per select call.
import { compileNth } from '@forgiving/css-selectors-nth';
import type {
  AttributeSelector,
  Combinator,
  Complex,
  Compound,
  Namespace,
  NthPseudoClass,
  Selector,
  SelectorList,
  SimpleSelector,
} from '@forgiving/css-selectors-nth';
import { CompileError } from './compile-error.ts';
import { ALWAYS, IS_ELEMENT, type Matcher, type MatchContext, NEVER } from './context.ts';
import type { TreeLanguage } from './tree-adapter.ts';
import { compileDir, compileLang, compilePseudoClass } from './pseudo-classes.ts';
import { MAX_SELECTOR_NESTING, selectorNesting } from './depth.ts';
import { compileRelativeReach, type ReachStep } from './has.ts';
import { asciiLower, compileHtmlAttribute, compileHtmlClassOrId, compileHtmlType } from './html-rules.ts';
import { isAsciiWhitespace } from '@forgiving/char-ref/codes';

export { CompileError } from './compile-error.ts';

export interface CompiledSelector {
  /** The matcher for any tree (it picks the specialised one by the tree's language). */
  readonly matcher: Matcher;
  /** The parsed list this was compiled from. */
  readonly selectors: SelectorList;
  /** The matcher specialised for one language (compiled on first use, then kept). */
  matcherFor(language: TreeLanguage): Matcher;
}

export interface State {
  slots: number;
  /**
   * The language compiled for: each language's rules are chosen here, once,
   * not tested inside every simple selector on every call.
   */
  language: TreeLanguage;
}

/**
 * Compiles a whole list; throws CompileError for constructs that cannot be
 * matched. The HTML matcher is compiled at once (it finds every error; the
 * languages accept the same selectors), the XML and Sky ones on first use.
 */
export function compileSelectorList(list: SelectorList): CompiledSelector {
  // Checked first, iteratively: the compiler and the matchers it builds recurse once per level (issue 13, item 3).
  if (selectorNesting(list) > MAX_SELECTOR_NESTING) {
    throw new CompileError('selector-too-deep', '');
  }
  const html = compileList(list, { slots: 0, language: 'html' }, true);
  let xml: Matcher | undefined;
  let sky: Matcher | undefined;
  const matcherFor = (language: TreeLanguage): Matcher => {
    if (language === 'html') return html;
    if (language === 'xml') return (xml ??= compileList(list, { slots: 0, language }, true));
    return (sky ??= compileList(list, { slots: 0, language }, true));
  };
  return { matcher: (c, id) => matcherFor(c.index.language)(c, id), selectors: list, matcherFor };
}

/**
 * `forgiving`: the list of `:is()` / `:where()`, a forgiving selector list
 * (Selectors 4, "forgiving selector list"): an item with a pseudo-class this matcher does not
 * know is dropped, as the DOM drops an item it cannot parse
 * (`li:is(.first, :bogus)` is `li.first`); elsewhere it is an error.
 */
function compileList(list: SelectorList, state: State, memo: boolean, forgiving = false): Matcher {
  const compiled: Matcher[] = [];
  for (const selector of list.selectors) {
    try {
      compiled.push(compileSelector(selector, state, memo));
    } catch (error) {
      if (!forgiving || !(error instanceof CompileError) || error.code !== 'unsupported-pseudo-class') throw error;
    }
  }
  // Folded: a selector that never matches is dropped; one that matches every element decides.
  const parts = compiled.filter((m) => m !== NEVER);
  if (parts.includes(IS_ELEMENT)) return IS_ELEMENT;
  if (parts.length === 0) return NEVER;
  if (parts.length === 1) return parts[0]!;
  return (c, id) => {
    for (const part of parts) if (part(c, id)) return true;
    return false;
  };
}

function compileSelector(selector: Selector, state: State, memo: boolean): Matcher {
  // Trees have no pseudo-elements: a selector with one matches nothing.
  if (selector.pseudoElement !== null) return NEVER;
  return compileBody(selector.body, state, memo);
}

/**
 * `memo` false compiles unmemoised walks (no caller needs it since a
 * per-anchor `:has()` search got its own context per anchor: kept for the
 * streaming matcher's compounds, which have no combinators).
 */
function compileBody(body: Compound | Complex, state: State, memo: boolean): Matcher {
  if (body.type === 'compound') return compileCompound(body, state, memo);
  const right = compileCompound(body.right, state, memo);
  let left = compileBody(body.left, state, memo);
  if (memo) left = memoise(left, state.slots++);
  const relation = compileCombinator(body.combinator, left, state, memo);
  return (c, id) => right(c, id) && relation(c, id);
}

function memoise(matcher: Matcher, slot: number): Matcher {
  return (c, id) => {
    const table = c.memo(slot);
    const known = table[id]!;
    if (known !== 0) return known === 1;
    const result = matcher(c, id);
    table[id] = result ? 1 : 2;
    return result;
  };
}

function compileCombinator(combinator: Combinator, left: Matcher, state: State, memo: boolean): Matcher {
  switch (combinator) {
    case 'child':
      return (c, id) => {
        const p = c.index.parent[id]!;
        return p >= 0 && left(c, p);
      };
    case 'adjacent':
      return (c, id) => {
        const p = c.index.prev[id]!;
        return p >= 0 && left(c, p);
      };
    case 'descendant':
      return memo ? memoisedWalk(left, state.slots++, 'parent') : plainWalk(left, 'parent');
    case 'sibling':
      return memo ? memoisedWalk(left, state.slots++, 'prev') : plainWalk(left, 'prev');
  }
}

function plainWalk(left: Matcher, link: 'parent' | 'prev'): Matcher {
  return (c, id) => {
    const links = c.index[link];
    for (let x = links[id]!; x >= 0; x = links[x]!) if (left(c, x)) return true;
    return false;
  };
}

/**
 * "Some node up the `link` chain matches `left`", memoised: R(x) = left(link(x)) || R(link(x)).
 * Every x on the walked path shares the answer, so each element is walked
 * past at most once per slot (linear, and iterative for 10^6-deep trees).
 */
function memoisedWalk(left: Matcher, slot: number, link: 'parent' | 'prev'): Matcher {
  return (c, id) => {
    const table = c.memo(slot);
    const links = c.index[link];
    const path: number[] = [];
    let result = false;
    for (let x = id; ; ) {
      const known = table[x]!;
      if (known !== 0) {
        result = known === 1;
        break;
      }
      path.push(x);
      const up = links[x]!;
      if (up < 0) break;
      if (left(c, up)) {
        result = true;
        break;
      }
      x = up;
    }
    const value = result ? 1 : 2;
    for (const x of path) table[x] = value;
    return result;
  };
}

/** Exported for the streaming matcher (stream.ts), which does the combinators itself. */
export function compileCompound(compound: Compound, state: State, memo: boolean): Matcher {
  // Cheap tests first (css-select's `sort` does the same): a compound fails
  // at its first false part, and most elements fail the type or class test.
  const order = compound.selectors.map((simple, i) => ({ simple, i, cost: cost(simple) }));
  order.sort((a, b) => a.cost - b.cost || a.i - b.i);
  const parts: Matcher[] = [];
  for (const { simple } of order) {
    const part = compileSimple(simple, state, memo);
    if (part === NEVER) return NEVER; // folded: the compound never matches
    if (part !== ALWAYS && part !== IS_ELEMENT) parts.push(part);
  }
  if (parts.length === 0) return IS_ELEMENT;
  if (parts.length === 1) {
    const only = parts[0]!;
    return (c, id) => c.isElement(id) && only(c, id);
  }
  if (parts.length === 2) {
    const [first, second] = parts as [Matcher, Matcher];
    return (c, id) => c.isElement(id) && first(c, id) && second(c, id);
  }
  return (c, id) => {
    if (!c.isElement(id)) return false;
    for (const part of parts) if (!part(c, id)) return false;
    return true;
  };
}

/** A simple selector's rank when ordering a compound: name tests, then attributes, then pseudo-classes, `:has()` last. */
function cost(simple: SimpleSelector): number {
  switch (simple.type) {
    case 'type':
    case 'universal':
      return 0;
    case 'id':
      return 1;
    case 'class':
      return 2;
    case 'attribute':
      return 3;
    case 'pseudo-class':
      return 4;
    case 'nth':
      return simple.of === undefined ? 5 : 8;
    case 'lang':
    case 'functional-pseudo-class':
      return 6;
    case 'not':
    case 'is':
    case 'where':
      return 7;
    case 'has':
      return 9;
  }
}

function compileSimple(simple: SimpleSelector, state: State, memo: boolean): Matcher {
  switch (simple.type) {
    case 'type':
      return byLanguage(
        state,
        compileHtmlType(simple.namespace, simple.name),
        compileType(simple.namespace, simple.name, state.language),
      );
    case 'universal':
      if (simple.namespace.kind === 'any') return ALWAYS;
      return byLanguage(
        state,
        compileHtmlType(simple.namespace, null),
        compileType(simple.namespace, null, state.language),
      );
    case 'class': {
      // A class is a whitespace-separated token: a name holding whitespace (`.a\\ b`) is none (DOM's classList).
      if (/[ \t\n\r\f]/.test(simple.name)) return NEVER;
      const generic: Matcher = (c, id) => listContains(attributeValue(c, id, 'class'), simple.name);
      return byLanguage(state, compileHtmlClassOrId('class', simple.name, listContains), generic);
    }
    case 'id': {
      const sky = state.language === 'sky';
      const generic: Matcher = (c, id) => idOf(c, id, sky) === simple.name;
      return byLanguage(state, compileHtmlClassOrId('id', simple.name, listContains), generic);
    }
    case 'attribute': {
      const lowered = simple.value === undefined ? simple : { ...simple, value: asciiLower(simple.value) };
      const test = valueTest(simple);
      const lowerTest = valueTest(lowered);
      // `[a=b i]` (Selectors 4 §6.3): the value ASCII case-insensitively, in every language.
      const generic = simple.caseFlag === 'i' ? (value: string) => lowerTest(asciiLower(value)) : test;
      return byLanguage(
        state,
        compileHtmlAttribute(simple, test, lowerTest),
        compileAttribute(simple, generic, state.language),
      );
    }
    case 'pseudo-class':
      return compilePseudoClass(simple.name, state);
    case 'nth':
      return compileNthPseudo(simple, state, memo);
    case 'lang':
      return compileLang(simple.ranges);
    case 'not': {
      const argument = simple.argument;
      const inner =
        argument.type === 'selector-list'
          ? compileList(argument, state, memo)
          : compileCompound({ type: 'compound', selectors: [argument] }, state, memo);
      // Folded: inside a compound (which tests that the node is an element) `:not(*)` never matches.
      if (inner === NEVER) return ALWAYS;
      if (inner === IS_ELEMENT || inner === ALWAYS) return NEVER;
      return (c, id) => !inner(c, id);
    }
    case 'is':
    case 'where':
      return compileList(simple.selectors, state, memo, true);
    case 'has':
      return compileHas(simple.selectors, state);
    case 'functional-pseudo-class':
      if (simple.name === 'dir') return compileDir(simple.arguments, state);
      throw new CompileError('unsupported-pseudo-class', `:${simple.name}(`);
  }
}

/** HTML's rules (html-rules.ts) on hast trees, the Sky / XML ones otherwise: chosen at compile time. */
function byLanguage(state: State, html: Matcher, other: Matcher): Matcher {
  return state.language === 'html' ? html : other;
}

/** `name` null: universal selector. Sky elements have no namespace (like null-namespace XML). */
function compileType(namespace: Namespace, name: string | null, language: TreeLanguage): Matcher {
  if (namespace.kind === 'any') {
    if (name === null) return ALWAYS;
    if (name.includes(':') || language === 'sky') return (c, id) => c.index.element(id).name === name;
    return (c, id) => localPart(c.index.element(id).name) === name;
  }
  const uri = namespace.kind === 'uri' ? namespace.uri : null;
  if (language === 'sky') {
    if (uri !== null) return NEVER;
    return name === null ? ALWAYS : (c, id) => c.index.element(id).name === name;
  }
  return (c, id) => {
    const expanded = c.index.expandedName(id);
    return expanded.uri === uri && (name === null || expanded.local === name);
  };
}

function localPart(qualifiedName: string): string {
  const colon = qualifiedName.indexOf(':');
  return colon < 0 ? qualifiedName : qualifiedName.slice(colon + 1);
}

/** An attribute's value; xast allows null / undefined values, which count as absent. */
function attributeValue(c: MatchContext, id: number, name: string): string | undefined {
  const attributes: Record<string, string | null | undefined> = c.index.element(id).attributes;
  const value = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function idOf(c: MatchContext, id: number, sky: boolean): string | undefined {
  const value = attributeValue(c, id, 'id');
  // XML: xml:id is an ID too (xml:id Recommendation).
  if (value === undefined && !sky) return attributeValue(c, id, 'xml:id');
  return value;
}

/** Whitespace-separated list membership (`.class`, `[a~=v]`) without splitting. */
function listContains(list: string | undefined, word: string): boolean {
  if (list === undefined || word === '') return false;
  for (let from = 0; ; ) {
    const at = list.indexOf(word, from);
    if (at < 0) return false;
    const end = at + word.length;
    if (
      (at === 0 || isAsciiWhitespace(list.charCodeAt(at - 1))) &&
      (end === list.length || isAsciiWhitespace(list.charCodeAt(end)))
    )
      return true;
    from = at + 1;
  }
}

function valueTest(selector: AttributeSelector): (value: string) => boolean {
  const expected = selector.value ?? '';
  switch (selector.operator) {
    case 'exists':
      return () => true;
    case '=':
      return (value) => value === expected;
    case '~=':
      // An empty or whitespace-containing value can never be a list item.
      return /[ \t\n\r\f]/.test(expected) ? () => false : (value) => listContains(value, expected);
    case '|=':
      return (value) => value === expected || value.startsWith(expected + '-');
    case '^=':
      return (value) => expected !== '' && value.startsWith(expected);
    case '$=':
      return (value) => expected !== '' && value.endsWith(expected);
    case '*=':
      return (value) => expected !== '' && value.includes(expected);
  }
}

function compileAttribute(
  selector: AttributeSelector,
  test: (value: string) => boolean,
  language: TreeLanguage,
): Matcher {
  const { name, namespace } = selector;
  if (namespace.kind === 'uri' && language === 'sky') return NEVER;
  // No namespace: the attribute exactly as written (unprefixed names, or a qualified name given with `\:`).
  if (namespace.kind === 'none' || language === 'sky' || name.includes(':'))
    return (c, id) => {
      const value = attributeValue(c, id, name);
      return value !== undefined && test(value);
    };
  return (c, id) => {
    for (const qualified in c.index.element(id).attributes) {
      if (localPart(qualified) !== name) continue;
      const value = attributeValue(c, id, qualified);
      if (value === undefined || !test(value)) continue;
      if (namespace.kind === 'any' || c.index.attributeName(id, qualified).uri === namespace.uri) return true;
    }
    return false;
  };
}

function compileNthPseudo(nth: NthPseudoClass, state: State, memo: boolean): Matcher {
  const test = compileNth({ a: nth.a, b: nth.b });
  if (nth.of !== undefined) {
    const filter = compileList(nth.of, state, memo);
    const slot = state.slots++;
    const fromEnd = nth.name === 'nth-last-child';
    return (c, id) => {
      const k = positionAmong(c, id, filter, slot, fromEnd);
      return k > 0 && test(k);
    };
  }
  switch (nth.name) {
    case 'nth-child':
      return (c, id) => test(c.index.nth[id]!);
    case 'nth-last-child':
      return (c, id) => test(c.index.nthLast[id]!);
    case 'nth-of-type':
      return (c, id) => test(c.index.types().nth[id]!);
    case 'nth-last-of-type':
      return (c, id) => test(c.index.types().nthLast[id]!);
  }
}

/** Position of `id` among its siblings that match `filter` (Level 4 `of S`); computed per sibling group once. */
function positionAmong(c: MatchContext, id: number, filter: Matcher, slot: number, fromEnd: boolean): number {
  const table = c.positionTable(slot);
  if (table[id] === 0) {
    const { index } = c;
    const p = index.parent[id]!;
    let k = 0;
    if (p < 0) table[id] = filter(c, id) ? 1 : -1;
    else
      for (
        let x = fromEnd ? index.lastChild[p]! : index.firstChild[p]!;
        x >= 0;
        x = fromEnd ? index.prev[x]! : index.next[x]!
      )
        table[x] = filter(c, x) ? ++k : -1;
  }
  return table[id]!;
}

/**
 * `:has(<relative selectors>)`, linear in the tree size (issue 27, item 5):
 * each relative selector is evaluated once per call for the whole tree by
 * bottom-up marking (has.ts). Its answer never depends on the anchor:
 * `:scope` inside `:has()` is the same scoping root as outside it (the CSS
 * WG removed the anchor meaning, w3c/csswg-drafts#6399; Chromium and WebKit
 * agree: `div:has(:is(:scope > b))` is a `div` with a `b` child of `:root`
 * somewhere below), so a `:scope` anywhere in it, in a compound or nested in
 * an argument, is one more compound test.
 */
function compileHas(relatives: readonly { combinator: Combinator; selector: Selector }[], state: State): Matcher {
  const parts = relatives.map((relative): Matcher => {
    if (relative.selector.pseudoElement !== null) return NEVER;
    return compileRelativeReach(reachSteps(relative, state), state.slots++);
  });
  if (parts.length === 1) return parts[0]!;
  return (c, id) => {
    for (const part of parts) if (part(c, id)) return true;
    return false;
  };
}

/** The relative selector's compounds left to right, each with the combinator that leads to it (the first: from the anchor). */
function reachSteps(relative: { combinator: Combinator; selector: Selector }, state: State): ReachStep[] {
  const steps: ReachStep[] = [];
  let body = relative.selector.body;
  while (body.type === 'complex') {
    steps.push({ combinator: body.combinator, compound: compileCompound(body.right, state, true) });
    body = body.left;
  }
  steps.push({ combinator: relative.combinator, compound: compileCompound(body, state, true) });
  return steps.reverse();
}
