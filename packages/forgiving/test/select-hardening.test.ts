// Issue 13, items 3 and 9: selector nesting never overflows the stack, and
// `:has()` costs time linear in the tree size.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Complex, Compound, SimpleSelector } from '@forgiving/css-selectors-nth';
import {
  compileSelector,
  compileSelectorWithError,
  parseHtml,
  parseXml,
  selectAll,
  SelectorSyntaxError,
} from '../src/index.ts';
import type { SkyElement, SkyRoot } from '../src/index.ts';
import { MAX_SELECTOR_NESTING } from '../src/select/depth.ts';
import { createStreamMatcher } from '../src/select/stream.ts';
import { skyElement, skyRoot } from './helpers/trees.ts';
import type { Root as HastRoot } from 'hast';

const nested = (open: string, depth: number, inner = 'a') => open.repeat(depth) + inner + ')'.repeat(depth);
const doc = parseXml('<a><a/></a>').tree;

describe('item 3: selector nesting gives an error result, never a RangeError', () => {
  it('compileSelector is compileSelectorWithError as CompiledSelector | null (the small-argument rule)', () => {
    expect(compileSelector('a > b')).toEqual(compileSelectorWithError('a > b').ok ? expect.anything() : null);
    expect(compileSelector('a >')).toBeNull();
    expect(compileSelector(nested(':is(', 900), { level: 4 })).toBeNull();
  });

  it(':is() nested 900 deep: selectAll throws SelectorSyntaxError, compileSelectorWithError gives { ok: false }', () => {
    const text = nested(':is(', 900);
    expect(() => selectAll(doc, text, { level: 4 })).toThrow(SelectorSyntaxError);
    const result = compileSelectorWithError(text, { level: 4 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/nested more than 256 levels/);
  });
  it(':not() nested 900 deep, and compileSelector at depths 2,680 and 10^5 (where the recursive compiler threw)', () => {
    expect(() => selectAll(doc, nested(':not(', 900), { level: 4 })).toThrow(SelectorSyntaxError);
    for (const depth of [2680, 100000]) {
      expect(compileSelectorWithError(nested(':is(', depth), { level: 4 }).ok).toBe(false);
      expect(compileSelectorWithError(nested(':where(:not(', depth / 2, 'a)'), { level: 4 }).ok).toBe(false);
    }
  });
  it('long combinator chains count as nesting: 10^5 compounds give { ok: false }', () => {
    expect(compileSelectorWithError('a '.repeat(100000) + 'a').ok).toBe(false);
    expect(compileSelectorWithError('a >'.repeat(100000) + 'a').ok).toBe(false);
  });
  it(`nesting of exactly ${MAX_SELECTOR_NESTING} levels compiles and matches`, () => {
    expect(selectAll(doc, nested(':is(', MAX_SELECTOR_NESTING), { level: 4 })).toHaveLength(2);
    expect(selectAll(doc, nested(':not(', MAX_SELECTOR_NESTING), { level: 4 })).toHaveLength(2); // an even number of :not
    expect(selectAll(doc, 'a '.repeat(MAX_SELECTOR_NESTING) + 'a')).toHaveLength(0);
    expect(selectAll(doc, 'a '.repeat(MAX_SELECTOR_NESTING - 255) + 'a')).toHaveLength(1);
    expect(compileSelectorWithError(nested(':is(', MAX_SELECTOR_NESTING + 1), { level: 4 }).ok).toBe(false);
  });
  it('createStreamMatcher returns null (the tree path) for a selector nested too deep', () => {
    const parsed = compileSelectorWithError(nested(':is(', 10), { level: 4 });
    expect(parsed.ok).toBe(true);
    // Build a deep list by hand: 10^5 nested :is() around `a`.
    let list: import('@forgiving/css-selectors-nth').SelectorList = {
      type: 'selector-list',
      selectors: [
        {
          type: 'selector',
          pseudoElement: null,
          body: { type: 'compound', selectors: [{ type: 'type', namespace: { kind: 'any' }, name: 'a' }] },
        },
      ],
    };
    for (let i = 0; i < 100000; i++) {
      list = {
        type: 'selector-list',
        selectors: [
          {
            type: 'selector',
            pseudoElement: null,
            body: {
              type: 'compound',
              selectors: [
                { type: 'universal', namespace: { kind: 'any' } },
                { type: 'is', selectors: list },
              ],
            },
          },
        ],
      };
    }
    expect(createStreamMatcher(list, 'xml')).toBeNull();
  });
});

/** A chain of `depth` elements named `name` whose innermost holds `leaf`; every `name` read counted. */
function countedChain(depth: number, name: string, leaf: string): { root: SkyRoot; reads: () => number } {
  let reads = 0;
  const counted = (n: string): SkyElement => {
    const element = skyElement(n);
    Object.defineProperty(element, 'name', {
      get: () => {
        reads++;
        return n;
      },
      enumerable: true,
    });
    return element;
  };
  const outer = counted(name);
  let current = outer;
  for (let i = 1; i < depth; i++) {
    const child = counted(name);
    current.children.push(child);
    current = child;
  }
  current.children.push(counted(leaf));
  return { root: skyRoot(outer), reads: () => reads };
}

/** `count` sibling elements named `name`, then one `leaf`, under one parent; every name read counted. */
function countedSiblings(count: number, name: string, leaf: string): { root: SkyRoot; reads: () => number } {
  let reads = 0;
  const counted = (n: string): SkyElement => {
    const element = skyElement(n);
    Object.defineProperty(element, 'name', {
      get: () => {
        reads++;
        return n;
      },
      enumerable: true,
    });
    return element;
  };
  const children = Array.from({ length: count }, () => counted(name));
  children.push(counted(leaf));
  return { root: skyRoot(skyElement('p', {}, children)), reads: () => reads };
}

/** Name reads for selecting at size n and 2n: linear work doubles, quadratic work quadruples. */
function ratio(
  make: (n: number) => { root: SkyRoot; reads: () => number },
  selector: string,
  n: number,
  expected: (n: number) => number,
): number {
  const counts = [n, 2 * n].map((size) => {
    const { root, reads } = make(size);
    const before = reads();
    expect(selectAll(root, selector, { level: 4, language: 'sky' })).toHaveLength(expected(size));
    return reads() - before;
  });
  return counts[1]! / counts[0]!;
}

describe('item 9: :has() is linear in the tree size (bottom-up marking), by name reads at n and 2n', () => {
  const n = 5000;
  it(':has() descendant: a:has(b) on a deep chain', () => {
    expect(
      ratio(
        (k) => countedChain(k, 'a', 'b'),
        'a:has(b)',
        n,
        (k) => k,
      ),
    ).toBeLessThan(2.5);
  });
  it(':has() child: a:has(> b) on a deep chain', () => {
    expect(
      ratio(
        (k) => countedChain(k, 'a', 'b'),
        'a:has(> b)',
        n,
        () => 1,
      ),
    ).toBeLessThan(2.5);
  });
  it(':has() sibling and adjacent: a:has(~ b), a:has(+ a) on a long sibling list', () => {
    expect(
      ratio(
        (k) => countedSiblings(k, 'a', 'b'),
        'a:has(~ b)',
        n,
        (k) => k,
      ),
    ).toBeLessThan(2.5);
    expect(
      ratio(
        (k) => countedSiblings(k, 'a', 'b'),
        'a:has(+ a)',
        n,
        (k) => k - 1,
      ),
    ).toBeLessThan(2.5);
  });
  it(':has() with a chain of compounds: a:has(a > b) stays linear', () => {
    expect(
      ratio(
        (k) => countedChain(k, 'a', 'b'),
        'a:has(a > b)',
        n,
        (k) => k - 1,
      ),
    ).toBeLessThan(2.5);
  });
  it('a 20,000-deep chain: a:has(b) matches every a (no recursion)', () => {
    const { root } = countedChain(20000, 'a', 'b');
    expect(selectAll(root, 'a:has(b)', { level: 4, language: 'sky' })).toHaveLength(20000);
  });
});

// Differential: bottom-up marking against a brute-force reference (each anchor's
// relative selector followed step by step over parent and sibling links).
const NAMES = ['a', 'b', 'c'];
const treeArb = fc.letrec<{ node: [string, unknown[]] }>((tie) => ({
  node: fc.tuple(
    fc.constantFrom(...NAMES),
    fc.oneof({ depthSize: 'small' }, fc.constant<unknown[]>([]), fc.array(tie('node'), { maxLength: 4 })),
  ),
}));
const build = ([name, children]: [string, unknown[]]): SkyElement =>
  skyElement(
    name,
    {},
    children.map((c) => build(c as [string, unknown[]])),
  );
const compoundArb = fc
  .array(
    fc.constantFrom<SimpleSelector>(
      ...NAMES.map((name): SimpleSelector => ({ type: 'type', namespace: { kind: 'any' }, name })),
      { type: 'pseudo-class', name: 'first-child' },
    ),
    { minLength: 1, maxLength: 2 },
  )
  .map(
    (parts): Compound => ({
      type: 'compound',
      selectors: [{ type: 'universal', namespace: { kind: 'any' } }, ...parts],
    }),
  );
const combinatorArb = fc.constantFrom('descendant', 'child', 'adjacent', 'sibling' as const);
const relativeArb = fc.tuple(
  combinatorArb,
  compoundArb,
  fc.array(fc.tuple(combinatorArb, compoundArb), { maxLength: 3 }),
);

/** Elements of a Sky tree in document order with parent links (the reference's own walk). */
function elementLinks(root: SkyRoot): { elements: SkyElement[]; parent: Map<SkyElement, SkyElement | null> } {
  const elements: SkyElement[] = [];
  const parent = new Map<SkyElement, SkyElement | null>();
  const stack: [SkyElement | SkyRoot, SkyElement | null][] = [[root, null]];
  while (stack.length > 0) {
    const [node, up] = stack.pop()!;
    if (node.type === 'element') {
      elements.push(node);
      parent.set(node, up);
    }
    const kids = node.children.filter((c): c is SkyElement => c.type === 'element');
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i]!, node.type === 'element' ? node : null]);
  }
  return { elements, parent };
}

/** What `combinator` leads to from `from`: descendants, children, the next sibling, later siblings. */
function related(
  from: SkyElement,
  combinator: string,
  links: ReturnType<typeof elementLinks>,
  roots: SkyElement[],
): SkyElement[] {
  const kids = (e: SkyElement) => e.children.filter((c): c is SkyElement => c.type === 'element');
  if (combinator === 'child') return kids(from);
  if (combinator === 'descendant') {
    const out: SkyElement[] = [];
    const stack = kids(from);
    while (stack.length > 0) {
      const e = stack.pop()!;
      out.push(e);
      stack.push(...kids(e));
    }
    return out;
  }
  const up = links.parent.get(from);
  const siblings = up === null || up === undefined ? roots : kids(up);
  const after = siblings.slice(siblings.indexOf(from) + 1);
  return combinator === 'adjacent' ? after.slice(0, 1) : after;
}

const oneCompound = (compound: Compound) => ({
  type: 'selector-list' as const,
  selectors: [{ type: 'selector' as const, pseudoElement: null, body: compound }],
});

describe(':has() bottom-up marking agrees with a brute-force reference', () => {
  it('random trees and relative selectors', () => {
    fc.assert(
      fc.property(
        fc.array(treeArb.node, { minLength: 1, maxLength: 3 }),
        relativeArb,
        (trees, [combinator, first, rest]) => {
          const root = skyRoot(...trees.map((t) => build(t as [string, unknown[]])));
          const links = elementLinks(root);
          const roots = root.children as SkyElement[];
          const steps: [string, Compound][] = [[combinator, first], ...rest];
          const sets = steps.map(
            ([, compound]) => new Set(selectAll(root, oneCompound(compound), { language: 'sky' })),
          );
          const expected = links.elements.filter((anchor) => {
            let reached: SkyElement[] = [anchor];
            steps.forEach(([c], i) => {
              const next = new Set<SkyElement>();
              for (const from of reached)
                for (const to of related(from, c, links, roots)) if (sets[i]!.has(to)) next.add(to);
              reached = [...next];
            });
            return reached.length > 0;
          });
          const body = rest.reduce<Compound | Complex>(
            (left, [c, right]) => ({ type: 'complex', left, combinator: c, right }),
            first,
          );
          const has = {
            type: 'selector-list' as const,
            selectors: [
              {
                type: 'selector' as const,
                pseudoElement: null,
                body: {
                  type: 'compound' as const,
                  selectors: [
                    { type: 'universal', namespace: { kind: 'any' } },
                    {
                      type: 'has',
                      selectors: [
                        { type: 'relative', combinator, selector: { type: 'selector', pseudoElement: null, body } },
                      ],
                    },
                  ] as SimpleSelector[],
                },
              },
            ],
          };
          expect(selectAll(root, has, { language: 'sky' })).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('issue 27, item 5: a :scope inside :has() costs no more than the tree', () => {
  it('div:has(:scope div) on <div> × n: 4,000 nested divs at once, match nothing (:scope is :root, never below a div)', () => {
    const tree = parseHtml('<div>'.repeat(4000)).tree as HastRoot;
    expect(selectAll(tree, 'div:has(:scope div)', { level: 4 })).toHaveLength(0);
    expect(selectAll(tree, 'div:has(> div:scope)', { level: 4 })).toHaveLength(0);
    expect(selectAll(tree, 'div:has(div)', { level: 4 })).toHaveLength(3999);
  });
  it('name reads at n and 2n: a:has(:scope b), a:has(a :scope), a:has(~ :scope) stay linear', () => {
    // 0 / 0 (NaN) when the compiler folds the selector to "never": no name read at all.
    const reads = (make: (n: number) => { root: SkyRoot; reads: () => number }, selector: string) =>
      ratio(make, selector, 2000, () => 0) || 0;
    for (const selector of ['a:has(:scope b)', 'a:has(a :scope)', 'a:has(> a:scope > b)'])
      expect(reads((k) => countedChain(k, 'a', 'b'), selector)).toBeLessThan(2.5);
    expect(reads((k) => countedSiblings(k, 'a', 'b'), 'a:has(~ :scope)')).toBeLessThan(2.5);
  });
});

describe('issue 27 item 5 / issue 30: a :scope nested inside a :has() argument is linear', () => {
  // `:scope` inside `:has()` is the scoping root (w3c/csswg-drafts#6399, as
  // Chromium answers): on a Sky chain a > a > … > a > b, the outer `a`.
  const cases: [string, (n: number) => number][] = [
    ['a:has(:is(:scope > b))', () => 0],
    ['a:has(:not(:scope) b)', (n) => n - 1],
    ['a:has(:where(:scope a))', (n) => n - 1],
    ['a:has(:is(:scope a) b)', (n) => n - 1],
    ['a:has(> :is(:scope > a))', () => 1],
  ];
  for (const [selector, expected] of cases)
    it(`${selector}: name reads at n and 4n grow at most 6× (was quadratic: 16×)`, () => {
      const counts = [1000, 4000].map((n) => {
        const { root, reads } = countedChain(n, 'a', 'b');
        const before = reads();
        expect(selectAll(root, selector, { level: 4, language: 'sky' })).toHaveLength(expected(n));
        return reads() - before;
      });
      expect(counts[1]! / counts[0]!).toBeLessThanOrEqual(6);
    });
  it("the issue's selectors on 4,000 nested divs answer at once, as Chromium does", () => {
    const tree = parseHtml('<div>'.repeat(4000) + '<b>').tree as HastRoot;
    expect(selectAll(tree, 'div:has(:is(:scope > b))', { level: 4 })).toHaveLength(0);
    expect(selectAll(tree, ':has(:not(:scope) b)', { level: 4 })).toHaveLength(4001);
    expect(selectAll(tree, ':has(:where(:scope div))', { level: 4 })).toHaveLength(4001);
  });
});

// The streaming matcher ran HTML's compiled matchers on a one-element view
// without the hast node and namespace table they read (html-rules.ts), so
// `open()` threw a TypeError for `div.a` in HTML: HTML now takes the tree path.
describe('createStreamMatcher in HTML: null (the tree path), never a TypeError at open()', () => {
  it('returns null for HTML selectors the other languages stream', () => {
    for (const source of ['div.a', '*', 'p > b', '[x=y]', '#i', ':first-child']) {
      const compiled = compileSelectorWithError(source, { level: 4 });
      expect(compiled.ok).toBe(true);
      if (!compiled.ok) continue;
      expect(createStreamMatcher(compiled.selector.selectors, 'html'), source).toBeNull();
      expect(createStreamMatcher(compiled.selector.selectors, 'xml'), source).not.toBeNull();
    }
  });
  it('the tree path answers for HTML', () => {
    const tree = parseHtml('<div class=a><b></b></div>').tree as HastRoot;
    expect(selectAll(tree, 'div.a').map((e) => e.tagName)).toEqual(['div']);
  });
});
