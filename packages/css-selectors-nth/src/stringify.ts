/**
 * Canonical serialisation: text that parses back to the same tree (with
 * the same namespace options). Identifiers and strings are escaped as
 * CSSOM §2.1 "serialize an identifier" / "serialize a string" say; An+B as
 * CSS Syntax 3 §6 serialises it (2n+1, -n+3, 5, n, 0). Iterative: no
 * recursion on nesting depth.
 */
import type {
  Combinator,
  Complex,
  ComponentValue,
  Compound,
  Namespace,
  Nth,
  ParseSelectorsOptions,
  Selector,
  SelectorList,
  SimpleSelector,
} from './types.ts';
import { Ascii, Char, isAsciiAlphanumeric, isAsciiDigit } from '@forgiving/char-ref/codes';

type Options = Pick<ParseSelectorsOptions, 'namespaces' | 'defaultNamespace'>;

function hexEscape(c: number): string {
  return `\\${c.toString(16)} `;
}

/** CSSOM "serialize an identifier". */
export function serializeIdentifier(value: string): string {
  let out = '';
  const first = value.charCodeAt(0);
  if (value.length === 1 && first === Char.HyphenMinus) return '\\-';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === Char.Null) out += '\uFFFD';
    else if ((c >= Char.StartOfHeading && c <= Char.InformationSeparatorOne) || c === Char.Delete) out += hexEscape(c);
    else if (isAsciiDigit(c) && (i === 0 || (i === 1 && first === Char.HyphenMinus))) out += hexEscape(c);
    else if (c >= Char.NonAscii || c === Char.HyphenMinus || c === Char.LowLine || isAsciiAlphanumeric(c))
      out += value[i];
    else out += `\\${value[i]}`;
  }
  return out;
}

/** CSSOM "serialize a string" (double quotes). */
export function serializeString(value: string): string {
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === Char.Null) out += '\uFFFD';
    else if ((c >= Char.StartOfHeading && c <= Char.InformationSeparatorOne) || c === Char.Delete) out += hexEscape(c);
    else if (c === Char.QuotationMark || c === Char.ReverseSolidus) out += `\\${value[i]}`;
    else out += value[i];
  }
  return `${out}"`;
}

/** An+B in its canonical form (CSS Syntax 3 §6.1 serialization). */
export function stringifyNth(nth: Nth): string {
  const { a, b } = nth;
  if (a === 0) return String(b);
  const head = a === 1 ? 'n' : a === -1 ? '-n' : `${a}n`;
  if (b === 0) return head;
  return b > 0 ? `${head}+${b}` : `${head}${b}`;
}

const COMBINATORS: Record<Combinator, string> = { descendant: ' ', child: ' > ', adjacent: ' + ', sibling: ' ~ ' };

type Work =
  | string
  | { list: SelectorList; nested: boolean }
  | { selector: Selector; nested: boolean }
  | { simple: SimpleSelector };

function sameNamespace(x: Namespace, y: Namespace): boolean {
  return x.kind === y.kind && (x.kind !== 'uri' || x.uri === (y as { uri: string }).uri);
}

class Stringifier {
  private readonly defaultNamespace: Namespace;
  constructor(private readonly options: Options) {
    this.defaultNamespace =
      options.defaultNamespace === undefined ? { kind: 'any' } : { kind: 'uri', uri: options.defaultNamespace };
  }

  run(list: SelectorList): string {
    let out = '';
    const stack: Work[] = [{ list, nested: false }];
    while (stack.length > 0) {
      const work = stack.pop()!;
      if (typeof work === 'string') out += work;
      else if ('list' in work) this.expandList(work.list, work.nested, stack);
      else if ('selector' in work) this.expandSelector(work.selector, work.nested, stack);
      else this.expandSimple(work.simple, stack);
    }
    return out;
  }

  private expandList(list: SelectorList, nested: boolean, stack: Work[]): void {
    for (let i = list.selectors.length - 1; i >= 0; i--) {
      stack.push({ selector: list.selectors[i]!, nested });
      if (i > 0) stack.push(', ');
    }
  }

  /** Pushes the parts of a selector (in reverse, for the stack). */
  private expandSelector(selector: Selector, nested: boolean, stack: Work[]): void {
    if (selector.pseudoElement !== null) stack.push(`::${serializeIdentifier(selector.pseudoElement)}`);
    let body: Compound | Complex = selector.body;
    let subject = true;
    while (body.type === 'complex') {
      this.pushCompound(body.right, nested && subject, stack);
      stack.push(COMBINATORS[body.combinator]);
      subject = false;
      body = body.left;
    }
    this.pushCompound(body, nested && subject, stack);
  }

  /** `anyImplicit`: the subject compound of a nested list, where an implicit `*` means any namespace. */
  private pushCompound(compound: Compound, anyImplicit: boolean, stack: Work[]): void {
    const implicit: Namespace = anyImplicit ? { kind: 'any' } : this.defaultNamespace;
    const selectors = compound.selectors;
    for (let i = selectors.length - 1; i >= 0; i--) {
      const simple = selectors[i]!;
      const omit =
        i === 0 && selectors.length > 1 && simple.type === 'universal' && sameNamespace(simple.namespace, implicit);
      if (!omit) stack.push({ simple });
    }
  }

  private prefix(namespace: Namespace, forElement: boolean): string {
    if (namespace.kind === 'none') return '|';
    if (namespace.kind === 'any') return forElement && this.defaultNamespace.kind === 'any' ? '' : '*|';
    if (forElement && this.defaultNamespace.kind === 'uri' && this.defaultNamespace.uri === namespace.uri) return '';
    const map = this.options.namespaces ?? {};
    for (const key of Object.keys(map)) {
      if (map[key] === namespace.uri) return `${serializeIdentifier(key)}|`;
    }
    // No declared prefix: the URI itself stands in as the prefix (documented).
    return `${serializeIdentifier(namespace.uri)}|`;
  }

  private expandSimple(simple: SimpleSelector, stack: Work[]): void {
    switch (simple.type) {
      case 'type':
        stack.push(this.prefix(simple.namespace, true) + serializeIdentifier(simple.name));
        return;
      case 'universal':
        stack.push(`${this.prefix(simple.namespace, true)}*`);
        return;
      case 'class':
        stack.push(`.${serializeIdentifier(simple.name)}`);
        return;
      case 'id':
        stack.push(`#${serializeIdentifier(simple.name)}`);
        return;
      case 'attribute': {
        const prefix = simple.namespace.kind === 'none' ? '' : this.prefix(simple.namespace, false);
        const value = simple.operator === 'exists' ? '' : `${simple.operator}${serializeString(simple.value ?? '')}`;
        const flag = simple.caseFlag === undefined ? '' : ` ${simple.caseFlag}`;
        stack.push(`[${prefix}${serializeIdentifier(simple.name)}${value}${flag}]`);
        return;
      }
      case 'pseudo-class':
        stack.push(`:${serializeIdentifier(simple.name)}`);
        return;
      case 'lang':
        stack.push(`:lang(${simple.ranges.map((r) => (r === '' ? '""' : serializeIdentifier(r))).join(', ')})`);
        return;
      case 'functional-pseudo-class':
        stack.push(
          `:${serializeIdentifier(simple.name)}(${serializeComponentValues(simple.arguments as ComponentValue[])})`,
        );
        return;
      case 'nth':
        stack.push(')');
        if (simple.of !== undefined) stack.push({ list: simple.of, nested: true });
        stack.push(`:${simple.name}(${stringifyNth(simple)}${simple.of === undefined ? '' : ' of '}`);
        return;
      case 'not':
        stack.push(')');
        if (simple.argument.type === 'selector-list') stack.push({ list: simple.argument, nested: true });
        else stack.push({ simple: simple.argument });
        stack.push(':not(');
        return;
      case 'is':
      case 'where':
        stack.push(')', { list: simple.selectors, nested: true }, `:${simple.type}(`);
        return;
      case 'has':
        stack.push(')');
        for (let i = simple.selectors.length - 1; i >= 0; i--) {
          const relative = simple.selectors[i]!;
          stack.push({ selector: relative.selector, nested: true });
          if (relative.combinator !== 'descendant') stack.push(COMBINATORS[relative.combinator].slice(1));
          if (i > 0) stack.push(', ');
        }
        stack.push(':has(');
        return;
    }
  }
}

/** Canonical text of a selector list; pass the namespace options it was parsed with. */
export function stringifySelectors(list: SelectorList, options: Options = {}): string {
  return new Stringifier(options).run(list);
}

/** Escapes a dimension unit so it cannot be read as part of the number (`1e2` vs unit `e2`). */
function serializeUnit(unit: string): string {
  const c = unit.charCodeAt(0);
  if ((c | Ascii.CaseBit) === Char.LowerE) {
    const d = unit.charCodeAt(1);
    const e = unit.charCodeAt(2);
    if (isAsciiDigit(d) || ((d === Char.Plus || d === Char.HyphenMinus) && isAsciiDigit(e)))
      return hexEscape(c) + serializeIdentifier(unit.slice(1));
  }
  return serializeIdentifier(unit);
}

function serializeUrl(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (
      c <= Char.Space ||
      c === Char.Delete ||
      c === Char.QuotationMark ||
      c === Char.Apostrophe ||
      c === Char.LeftParen ||
      c === Char.RightParen ||
      c === Char.ReverseSolidus
    )
      out += hexEscape(c);
    else out += value[i];
  }
  return `url(${out})`;
}

const LEAVES: Record<string, string> = {
  whitespace: ' ',
  colon: ':',
  semicolon: ';',
  comma: ',',
  cdo: '<!--',
  cdc: '-->',
  '~=': '~=',
  '|=': '|=',
  '^=': '^=',
  '$=': '$=',
  '*=': '*=',
};

/** One leaf token as text. */
function serializeLeaf(token: ComponentValue): string {
  switch (token.type) {
    case 'ident':
      return serializeIdentifier(token.value);
    case 'at-keyword':
      return `@${serializeIdentifier(token.value)}`;
    case 'hash':
      // A hash of type "unrestricted" may start with a digit: escape only what is not a name code point.
      return `#${token.id ? serializeIdentifier(token.value) : serializeIdentifier(`a${token.value}`).slice(1)}`;
    case 'string':
      return serializeString(token.value);
    case 'url':
      return serializeUrl(token.value);
    case 'delim':
      return token.value === '\\' ? '\\\n' : token.value;
    case 'number':
      return token.representation;
    case 'percentage':
      return `${token.representation}%`;
    case 'dimension':
      return token.representation + serializeUnit(token.unit);
    default:
      return LEAVES[token.type] ?? '';
  }
}

/**
 * Regrouped tokens back to text. An empty comment goes between two tokens
 * unless exactly one is whitespace: comments vanish when tokenizing, so this
 * never merges tokens (`a` `b`, `-` `-`, an ident before a `(` block, two
 * whitespace tokens).
 */
export function serializeComponentValues(values: ComponentValue[]): string {
  let out = '';
  const stack: Array<{ list: ComponentValue[]; index: number; close: string }> = [
    { list: values, index: 0, close: '' },
  ];
  let previous: ComponentValue | null = null;
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const token = top.list[top.index++];
    if (token === undefined) {
      stack.pop();
      out += top.close;
      previous = null; // a closer never merges with what follows
      continue;
    }
    // Two whitespace tokens (a comment parted them) would merge too.
    if (previous !== null && (previous.type === 'whitespace') === (token.type === 'whitespace')) out += '/**/';
    if (token.type === 'function' || token.type === 'block') {
      out += token.type === 'function' ? `${serializeIdentifier(token.name)}(` : token.kind;
      stack.push({
        list: token.content,
        index: 0,
        close: token.type === 'function' ? ')' : token.kind === '(' ? ')' : token.kind === '[' ? ']' : '}',
      });
      previous = null;
    } else {
      out += serializeLeaf(token);
      previous = token;
    }
  }
  return out;
}
