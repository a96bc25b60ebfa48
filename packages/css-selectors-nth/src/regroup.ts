/**
 * "Regrouped tokens" (the note, section "Input"): CSS Syntax 3 tokens where
 * `(`/`[`/`{` … closer become blocks and `name(` … `)` become functions
 * (CSS Syntax 3 §5.4.7 "consume a component value", §5.4.8 "consume a simple
 * block", §5.4.9 "consume a function"). Built with an explicit stack: no
 * recursion on nesting depth.
 *
 * Bad-string, bad-url, cdo, cdc and unmatched closers are kept as tokens here
 * (the conformance data lists them); the selector parser rejects them (N8).
 */
import { Tok, Tokenizer } from './tokenizer.ts';
import type { ComponentValue, ComponentBlock, ComponentFunction } from './types.ts';

type Container = ComponentBlock | ComponentFunction;

/** Closing token type for each opening one. */
function closerOf(container: Container): Tok {
  if (container.type === 'function') return Tok.CloseParen;
  return container.kind === '(' ? Tok.CloseParen : container.kind === '[' ? Tok.CloseBracket : Tok.CloseBrace;
}

/** The current token of `t` as a leaf component value (not a block/function opener). */
export function leafToken(t: Tokenizer, type: Tok, positions: boolean): ComponentValue {
  let token: ComponentValue;
  switch (type) {
    case Tok.Ident:
      token = { type: 'ident', value: t.value };
      break;
    case Tok.AtKeyword:
      token = { type: 'at-keyword', value: t.value };
      break;
    case Tok.Hash:
      token = { type: 'hash', value: t.value, id: t.isIdHash };
      break;
    case Tok.String:
      token = { type: 'string', value: t.value };
      break;
    case Tok.Url:
      token = { type: 'url', value: t.value };
      break;
    case Tok.Delim:
      token = { type: 'delim', value: t.value };
      break;
    case Tok.Number:
    case Tok.Percentage:
      token = {
        type: type === Tok.Number ? 'number' : 'percentage',
        value: t.number,
        integer: t.isInteger,
        signed: t.hasSign,
        representation: t.text.slice(t.start, t.numberEnd),
      };
      break;
    case Tok.Dimension:
      token = {
        type: 'dimension',
        value: t.number,
        integer: t.isInteger,
        signed: t.hasSign,
        representation: t.text.slice(t.start, t.numberEnd),
        unit: t.value,
      };
      break;
    case Tok.BadString:
      token = { type: 'error', kind: 'bad-string' };
      break;
    case Tok.BadUrl:
      token = { type: 'error', kind: 'bad-url' };
      break;
    case Tok.CloseParen:
      token = { type: 'error', kind: ')' };
      break;
    case Tok.CloseBracket:
      token = { type: 'error', kind: ']' };
      break;
    case Tok.CloseBrace:
      token = { type: 'error', kind: '}' };
      break;
    default:
      token = { type: SIMPLE_NAMES[type] ?? 'whitespace' } as ComponentValue;
  }
  if (positions) {
    token.start = t.start;
    token.end = t.end;
  }
  return token;
}

const SIMPLE_NAMES: Partial<Record<Tok, string>> = {
  [Tok.Whitespace]: 'whitespace',
  [Tok.CDO]: 'cdo',
  [Tok.CDC]: 'cdc',
  [Tok.Colon]: 'colon',
  [Tok.Semicolon]: 'semicolon',
  [Tok.Comma]: 'comma',
  [Tok.IncludeMatch]: '~=',
  [Tok.DashMatch]: '|=',
  [Tok.PrefixMatch]: '^=',
  [Tok.SuffixMatch]: '$=',
  [Tok.SubstringMatch]: '*=',
};

/** If `type` opens a block or function, the new (empty) container. */
function opener(t: Tokenizer, type: Tok, positions: boolean): Container | null {
  let container: Container;
  if (type === Tok.Function) container = { type: 'function', name: t.value, content: [] };
  else if (type === Tok.OpenParen) container = { type: 'block', kind: '(', content: [] };
  else if (type === Tok.OpenBracket) container = { type: 'block', kind: '[', content: [] };
  else if (type === Tok.OpenBrace) container = { type: 'block', kind: '{', content: [] };
  else return null;
  if (positions) {
    container.start = t.start;
    container.end = t.end;
  }
  return container;
}

/**
 * Consumes component values from `t` until EOF or, when `untilCloseParen`,
 * until the `)` that closes an already-consumed function (that `)` is
 * consumed). Unclosed blocks and functions end at EOF (a parse error that
 * CSS Syntax 3 recovers from).
 */
export function consumeComponentValues(
  t: Tokenizer,
  untilCloseParen: boolean,
  positions: boolean,
  firstBad?: { start: number; end: number },
): ComponentValue[] {
  const root: ComponentValue[] = [];
  const stack: Container[] = [];
  let list = root;
  for (;;) {
    const type = t.next();
    if (type === Tok.EOF) break;
    const top = stack[stack.length - 1];
    if (top !== undefined && type === closerOf(top)) {
      if (positions) top.end = t.end;
      stack.pop();
      const parent = stack[stack.length - 1];
      list = parent === undefined ? root : parent.content;
      continue;
    }
    if (top === undefined && untilCloseParen && type === Tok.CloseParen) break;
    const container = opener(t, type, positions);
    if (container !== null) {
      list.push(container);
      stack.push(container);
      list = container.content;
    } else {
      const leaf = leafToken(t, type, positions);
      if (
        firstBad !== undefined &&
        firstBad.start < 0 &&
        (leaf.type === 'error' || leaf.type === 'cdo' || leaf.type === 'cdc')
      ) {
        firstBad.start = t.start;
        firstBad.end = t.end;
      }
      list.push(leaf);
    }
  }
  return root;
}

/** Tokenizes and regroups a whole string (a "list of component values"). */
export function parseComponentValueList(text: string, options: { positions?: boolean } = {}): ComponentValue[] {
  return consumeComponentValues(new Tokenizer(text), false, options.positions === true);
}
