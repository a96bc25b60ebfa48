// Hand-built selector trees (the @forgiving/css-selectors-nth output model),
// so the matcher can be tested independently of the selector parser.
import type {
  Combinator,
  Complex,
  Compound,
  Namespace,
  Selector,
  SelectorList,
  SimpleSelector,
} from '@forgiving/css-selectors-nth';

const ANY: Namespace = { kind: 'any' };

export const type = (name: string, namespace: Namespace = ANY): SimpleSelector => ({ type: 'type', namespace, name });
export const universal = (namespace: Namespace = ANY): SimpleSelector => ({ type: 'universal', namespace });
export const cls = (name: string): SimpleSelector => ({ type: 'class', name });
export const id = (name: string): SimpleSelector => ({ type: 'id', name });
export const pseudo = (name: string): SimpleSelector => ({ type: 'pseudo-class', name });
export const attr = (
  name: string,
  operator: '=' | '~=' | '|=' | '^=' | '$=' | '*=' | 'exists' = 'exists',
  value?: string,
  namespace: Namespace = { kind: 'none' },
): SimpleSelector =>
  value === undefined
    ? { type: 'attribute', namespace, name, operator }
    : { type: 'attribute', namespace, name, operator, value };

/** A compound; a leading `*` is added unless the first part is a type or universal selector. */
export function compound(...parts: SimpleSelector[]): Compound {
  const first = parts[0];
  if (first === undefined || (first.type !== 'type' && first.type !== 'universal')) parts.unshift(universal());
  return { type: 'compound', selectors: parts };
}

/** chain(c1, '>', c2, ' ', c3) → left-associative Complex. */
export function chain(first: Compound, ...rest: (Compound | '>' | ' ' | '+' | '~')[]): Compound | Complex {
  let body: Compound | Complex = first;
  for (let i = 0; i < rest.length; i += 2) {
    const combinator = ({ '>': 'child', ' ': 'descendant', '+': 'adjacent', '~': 'sibling' } as const)[rest[i] as '>'];
    body = { type: 'complex', left: body, combinator: combinator as Combinator, right: rest[i + 1] as Compound };
  }
  return body;
}

export const selector = (body: Compound | Complex, pseudoElement: string | null = null): Selector => ({
  type: 'selector',
  body,
  pseudoElement,
});

export function list(...items: (Compound | Complex | Selector)[]): SelectorList {
  return { type: 'selector-list', selectors: items.map((item) => (item.type === 'selector' ? item : selector(item))) };
}
