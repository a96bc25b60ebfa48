/**
 * Random valid selector trees for the round-trip property
 * (parseSelectors(stringifySelectors(t)) equals t). A seeded generator
 * (fast-check supplies the seed) with bounded depth.
 */
import type {
  Combinator,
  ComponentValue,
  Compound,
  Complex,
  Namespace,
  Selector,
  SelectorList,
  SimpleSelector,
} from '../src/index.ts';

export interface GenerateOptions {
  level: 3 | 4;
  defaultNamespace: string | undefined;
}

export const NS_URI = 'http://example.com/ns';
export const DEFAULT_URI = 'http://example.com/default';

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Characters that exercise escaping: digits, `-`, punctuation, controls, non-ASCII, an astral pair.
const NAME_CHARS = [
  'a',
  'b',
  'Z',
  '-',
  '_',
  '0',
  '9',
  'é',
  '😀',
  ' ',
  '"',
  "'",
  '\\',
  '.',
  '#',
  ':',
  '(',
  ')',
  '[',
  ',',
  '\u0001',
  '\u007f',
  '\n',
];
const PSEUDO_NAMES = ['hover', 'first-child', 'x-y', 'root', 'é'];
const ELEMENT_NAMES = ['marker', 'selection', 'x-part'];

export function generateSelectors(seed: number, options: GenerateOptions): SelectorList {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const name = (): string => {
    let out = '';
    const length = 1 + Math.floor(next() * 5);
    for (let i = 0; i < length; i++) out += chance(0.6) ? pick(['a', 'b', 'c', 'x']) : pick(NAME_CHARS);
    return out;
  };
  const elementNamespace = (): Namespace => {
    const choices: Namespace[] = [{ kind: 'any' }, { kind: 'none' }, { kind: 'uri', uri: NS_URI }];
    if (options.defaultNamespace !== undefined) choices.push({ kind: 'uri', uri: options.defaultNamespace });
    return pick(choices);
  };
  const attributeNamespace = (): Namespace =>
    pick<Namespace>([{ kind: 'none' }, { kind: 'any' }, { kind: 'uri', uri: NS_URI }]);

  const args = (): ComponentValue[] => {
    const out: ComponentValue[] = [];
    const length = Math.floor(next() * 4);
    for (let i = 0; i < length; i++) {
      const k = Math.floor(next() * 6);
      if (k === 0) out.push({ type: 'ident', value: name() });
      else if (k === 1) out.push({ type: 'string', value: name() });
      else if (k === 2) {
        const v = Math.floor(next() * 200) - 100;
        out.push({ type: 'number', value: v, integer: true, signed: v < 0, representation: String(v) });
      } else if (k === 3) out.push({ type: 'delim', value: pick(['+', '>', '*', '.', '=', '!']) });
      else if (k === 4) out.push({ type: 'comma' });
      else if (out.length > 0 && out[out.length - 1]!.type !== 'whitespace') out.push({ type: 'whitespace' });
    }
    return out;
  };

  const simple = (depth: number, inNot3: boolean, inHas: boolean): SimpleSelector => {
    const k = Math.floor(next() * (depth > 0 ? 12 : 8));
    switch (k) {
      case 0:
        return { type: 'class', name: name() };
      case 1:
        return { type: 'id', name: name() };
      case 2: {
        const op = pick(['exists', '=', '~=', '|=', '^=', '$=', '*='] as const);
        return op === 'exists'
          ? { type: 'attribute', namespace: attributeNamespace(), name: name(), operator: op }
          : {
              type: 'attribute',
              namespace: attributeNamespace(),
              name: name(),
              operator: op,
              value: chance(0.2) ? '' : name(),
            };
      }
      case 3:
        return { type: 'pseudo-class', name: pick(PSEUDO_NAMES) };
      case 4: {
        const a = chance(0.5) ? Math.floor(next() * 9) - 4 : Math.floor(next() * 4294967296) - 2147483648;
        const b = chance(0.5) ? Math.floor(next() * 9) - 4 : Math.floor(next() * 4294967296) - 2147483648;
        return {
          type: 'nth',
          name: pick(['nth-child', 'nth-last-child', 'nth-of-type', 'nth-last-of-type'] as const),
          a,
          b,
        };
      }
      case 5:
        return options.level === 3
          ? { type: 'lang', ranges: [name()] }
          : { type: 'lang', ranges: [name(), ...(chance(0.5) ? [''] : [])] };
      case 6:
        return { type: 'functional-pseudo-class', name: pick(['foo', 'x-y']), arguments: args() };
      case 7:
        return { type: 'pseudo-class', name: 'focus' };
      default: {
        if (options.level === 3) {
          if (inNot3) return { type: 'class', name: name() };
          const inner = chance(0.3)
            ? chance(0.5)
              ? { type: 'universal' as const, namespace: elementNamespace() }
              : { type: 'type' as const, namespace: elementNamespace(), name: name() }
            : simple(0, true, inHas);
          return { type: 'not', argument: inner };
        }
        const kind = pick(['not', 'is', 'where', 'has', 'nth'] as const);
        const list = selectorList(depth - 1, inHas || kind === 'has');
        if (kind === 'not') return { type: 'not', argument: list };
        if (kind === 'is' || kind === 'where')
          return { type: kind, selectors: chance(0.1) ? { type: 'selector-list', selectors: [] } : list };
        if (kind === 'nth')
          return { type: 'nth', name: pick(['nth-child', 'nth-last-child'] as const), a: 2, b: -1, of: list };
        if (inHas) return { type: 'class', name: name() };
        return {
          type: 'has',
          selectors: list.selectors.map((selector) => ({
            type: 'relative' as const,
            combinator: pick<Combinator>(['descendant', 'child', 'adjacent', 'sibling']),
            selector,
          })),
        };
      }
    }
  };

  const compound = (depth: number, nestedSubject: boolean, inHas: boolean): Compound => {
    const first: SimpleSelector = chance(0.5)
      ? { type: 'type', namespace: elementNamespace(), name: name() }
      : { type: 'universal', namespace: nestedSubject && chance(0.5) ? { kind: 'any' } : elementNamespace() };
    const selectors: SimpleSelector[] = [first];
    const count = Math.floor(next() * 3);
    for (let i = 0; i < count; i++) selectors.push(simple(depth, false, inHas));
    return { type: 'compound', selectors };
  };

  const selector = (depth: number, nested: boolean, inHas: boolean): Selector => {
    let body: Compound | Complex = compound(depth, nested && false, inHas);
    const parts = Math.floor(next() * 3);
    for (let i = 0; i < parts; i++) {
      body = {
        type: 'complex',
        left: body,
        combinator: pick<Combinator>(['descendant', 'child', 'adjacent', 'sibling']),
        right: compound(depth, false, inHas),
      };
    }
    // The subject (rightmost) compound of a nested selector: an implicit `*` there means any namespace.
    const subject = body.type === 'complex' ? body.right : body;
    const replacement = compound(depth, nested, inHas);
    subject.selectors = replacement.selectors;
    const pseudoElement = !nested && chance(0.2) ? pick(ELEMENT_NAMES) : null;
    return { type: 'selector', body, pseudoElement };
  };

  const selectorList = (depth: number, inHas: boolean): SelectorList => {
    const count = 1 + Math.floor(next() * 2);
    const selectors: Selector[] = [];
    for (let i = 0; i < count; i++) selectors.push(selector(depth, true, inHas));
    return { type: 'selector-list', selectors };
  };

  const count = 1 + Math.floor(next() * 3);
  const top: Selector[] = [];
  for (let i = 0; i < count; i++) top.push(selector(2, false, false));
  return { type: 'selector-list', selectors: top };
}
