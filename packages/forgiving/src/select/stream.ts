// Streaming selector matching: decides at each start tag whether the element
// matches, keeping state only for the open elements (memory follows the
// depth, not the document). Possible for selectors that need nothing after
// the start tag: no :last-child / :only-* / :nth-last-* / :empty / :has /
// `of S`, and (XML) no namespace-qualified type or attribute selectors, which
// need namespace resolution over the tree. Others return null from
// createStreamMatcher (the caller falls back to a tree), and so does every
// HTML selector: HTML's compiled matchers read hast `properties` and each
// element's namespace from the index (html-rules.ts, index-build.ts), which a
// start tag's name and attribute record do not give.
//
// Combinators run left to right as a DP over the open-element stack (one bit
// per compound of a chain): M = the element matches the chain up to compound
// j; A = M of it or of an ancestor; S = M of it or of a previous sibling. The
// compounds themselves are the compiled matchers of compile.ts, run on a view
// of the single element being opened.
import type { Combinator, Complex, Compound, SelectorList, SimpleSelector } from '@forgiving/css-selectors-nth';
import { compileCompound, type State } from './compile.ts';
import { MatchContext, type Matcher } from './context.ts';
import { MAX_SELECTOR_NESTING, selectorNesting } from './depth.ts';
import { type AnyElement, ELEMENT, type IndexView, ROOT, type TreeLanguage } from './tree-adapter.ts';

/** Elements as the streaming matcher sees them. */
export interface StreamElement {
  name: string;
  attributes: Record<string, string | null | undefined>;
}

export interface StreamMatcher {
  /** The next start tag in document order (its ancestors opened and not closed); true when it matches. */
  open(element: StreamElement): boolean;
  /** The end of the most recently opened element that is still open. */
  close(): void;
}

const MAX_COMPOUNDS = 30;
/** Pseudo-classes decided at the start tag in every language (the never-matching static ones included). */
const STREAMABLE_PSEUDO = new Set([
  'root',
  'scope',
  'first-child',
  'first-of-type',
  'visited',
  'hover',
  'active',
  'focus',
  'focus-within',
  'focus-visible',
  'target',
  'target-within',
]);
/**
 * HTML's element states (html-states.ts read hast views and whole-tree
 * tables): a fixed answer in Sky and XML (pseudo-classes.ts), the tree path in HTML.
 */
const STREAMABLE_OUTSIDE_HTML = new Set([
  'link',
  'any-link',
  'checked',
  'required',
  'optional',
  'defined',
  'enabled',
  'disabled',
  'indeterminate',
  'default',
  'placeholder-shown',
  'read-write',
  'read-only',
]);

interface Chain {
  compounds: Matcher[];
  /** combinators[j] joins compound j-1 and j (combinators[0] unused). */
  combinators: Combinator[];
}

/** One open element's state: per chain, the masks above; plus its children's counters. */
interface Entry {
  m: Int32Array;
  a: Int32Array;
  /** M and S of the last child opened so far. */
  lastM: Int32Array;
  lastS: Int32Array;
  children: number;
  types: Map<string, number> | null;
  lang: string | null;
}

/** Null when a selector in the list needs more than the start tag (see the header). */
export function createStreamMatcher(list: SelectorList, language: TreeLanguage): StreamMatcher | null {
  // The checks below recurse on nesting: a deeper list goes to the tree path, whose compiler refuses it (issue 13, item 3).
  if (selectorNesting(list) > MAX_SELECTOR_NESTING) return null;
  // HTML matches on the tree (see the header): its matchers would read a namespace table this view has not.
  if (language === 'html') return null;
  if (!list.selectors.every((selector) => selector.pseudoElement !== null || streamableBody(selector.body, language)))
    return null;
  const state: State = { slots: 0, language };
  const chains: Chain[] = [];
  for (const selector of list.selectors) {
    if (selector.pseudoElement !== null) continue; // never matches (no pseudo-elements in trees)
    const compounds: Compound[] = [];
    const combinators: Combinator[] = [];
    let body: Compound | Complex = selector.body;
    while (body.type === 'complex') {
      compounds.push(body.right);
      combinators.push(body.combinator);
      body = body.left;
    }
    compounds.push(body);
    combinators.push('descendant');
    compounds.reverse();
    combinators.reverse();
    if (compounds.length > MAX_COMPOUNDS) return null;
    chains.push({ compounds: compounds.map((c) => compileCompound(c, state, true)), combinators });
  }
  return new Engine(chains, language);
}

function streamableBody(body: Compound | Complex, language: TreeLanguage): boolean {
  for (;;) {
    const compound = body.type === 'compound' ? body : body.right;
    if (!compound.selectors.every((simple) => streamableSimple(simple, language))) return false;
    if (body.type === 'compound') return true;
    body = body.left;
  }
}

function streamableSimple(simple: SimpleSelector, language: TreeLanguage): boolean {
  switch (simple.type) {
    case 'type':
    case 'universal':
      return language === 'sky' || simple.namespace.kind === 'any';
    case 'attribute':
      return language === 'sky' || simple.namespace.kind !== 'uri';
    case 'class':
    case 'id':
    case 'lang':
      return true;
    case 'pseudo-class':
      return STREAMABLE_PSEUDO.has(simple.name) || STREAMABLE_OUTSIDE_HTML.has(simple.name);
    case 'nth':
      return simple.of === undefined && (simple.name === 'nth-child' || simple.name === 'nth-of-type');
    case 'not':
      return simple.argument.type === 'selector-list'
        ? simple.argument.selectors.every((s) => s.body.type === 'compound' && streamableBody(s.body, language))
        : streamableSimple(simple.argument, language);
    case 'is':
    case 'where':
      return simple.selectors.selectors.every(
        (s) => s.pseudoElement === null && s.body.type === 'compound' && streamableBody(s.body, language),
      );
    default:
      return false;
  }
}

/** The element being opened as id 1 under a root with id 0; everything else is unknown (-1). */
class OneElementView implements IndexView {
  readonly size = 2;
  readonly kind = Uint8Array.of(ROOT, ELEMENT);
  readonly parent = Int32Array.of(-1, 0);
  readonly prev = Int32Array.of(-1, -1);
  readonly next = Int32Array.of(-1, -1);
  readonly firstChild = Int32Array.of(1, -1);
  readonly lastChild = Int32Array.of(1, -1);
  readonly nth = new Int32Array(2);
  readonly nthLast = new Int32Array(2);
  readonly end = Int32Array.of(1, 1);
  readonly isDocument = new Uint8Array(2);
  readonly typeIndex = { nth: new Int32Array(2), nthLast: new Int32Array(2) };
  readonly namespaceOf = null;
  current: AnyElement | null = null;
  constructor(readonly language: TreeLanguage) {}
  element(): AnyElement {
    return this.current!;
  }
  node(): unknown {
    return this.current;
  }
  nameOf(): string {
    return this.current!.name;
  }
  attributeValue(_id: number, name: string): string | undefined {
    const attributes: Record<string, string | null | undefined> = this.current!.attributes;
    const value = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  }
  types() {
    return this.typeIndex;
  }
  expandedName(): never {
    throw new Error('streamable selectors never resolve namespaces');
  }
  attributeName(): never {
    throw new Error('streamable selectors never resolve namespaces');
  }
}

/** The view's language() is the one computed on the stack (no memo across elements). */
class StreamContext extends MatchContext {
  currentLang: string | null = null;
  override language(): string | null {
    return this.currentLang;
  }
}

class Engine implements StreamMatcher {
  private readonly view: OneElementView;
  private readonly context: StreamContext;
  private readonly stack: Entry[];
  private readonly langAttributes: readonly string[];

  constructor(
    private readonly chains: readonly Chain[],
    language: TreeLanguage,
  ) {
    this.view = new OneElementView(language);
    this.langAttributes = language === 'sky' ? ['lang'] : ['xml:lang'];
    this.context = new StreamContext(this.view, this.langAttributes);
    this.stack = [this.entry(null)];
  }

  private entry(lang: string | null): Entry {
    const n = this.chains.length;
    return {
      m: new Int32Array(n),
      a: new Int32Array(n),
      lastM: new Int32Array(n),
      lastS: new Int32Array(n),
      children: 0,
      types: null,
      lang,
    };
  }

  open(element: StreamElement): boolean {
    const parent = this.stack[this.stack.length - 1]!;
    const view = this.view;
    view.current = element as AnyElement;
    view.nth[1] = parent.children + 1;
    view.isDocument[0] = this.stack.length === 1 ? 1 : 0;
    const types = (parent.types ??= new Map());
    const ofType = (types.get(element.name) ?? 0) + 1;
    types.set(element.name, ofType);
    view.typeIndex.nth[1] = ofType;
    const entry = this.entry(this.ownLanguage(element) ?? parent.lang);
    this.context.currentLang = entry.lang;
    let matched = false;
    for (let i = 0; i < this.chains.length; i++) {
      const { compounds, combinators } = this.chains[i]!;
      let m = 0;
      for (let j = 0; j < compounds.length; j++) {
        const bit = 1 << (j - 1);
        const related =
          j === 0 ||
          (combinators[j] === 'child'
            ? (parent.m[i]! & bit) !== 0
            : combinators[j] === 'descendant'
              ? (parent.a[i]! & bit) !== 0
              : combinators[j] === 'adjacent'
                ? (parent.lastM[i]! & bit) !== 0
                : (parent.lastS[i]! & bit) !== 0);
        if (related && compounds[j]!(this.context, 1)) m |= 1 << j;
      }
      entry.m[i] = m;
      entry.a[i] = m | parent.a[i]!;
      parent.lastS[i] = m | (parent.children === 0 ? 0 : parent.lastS[i]!);
      parent.lastM[i] = m;
      if ((m & (1 << (compounds.length - 1))) !== 0) matched = true;
    }
    parent.children++;
    this.stack.push(entry);
    return matched;
  }

  close(): void {
    if (this.stack.length > 1) this.stack.pop();
  }

  private ownLanguage(element: StreamElement): string | null {
    for (const name of this.langAttributes) {
      const value = Object.hasOwn(element.attributes, name) ? element.attributes[name] : undefined;
      if (typeof value === 'string') return value;
    }
    return null;
  }
}
