/**
 * The selector parser. The note leaves its state machine as a TODO; this is
 * one for the grammar of Selectors Level 3 §10 (selectors_group, selector,
 * combinator, simple_selector_sequence, type_selector, universal, attrib,
 * pseudo, negation) producing the note's output tree, reading tokens from
 * the CSS Syntax 3 tokenizer (the note's "regrouped tokens": functions we do
 * not interpret are regrouped into their argument lists).
 *
 * Nesting (:not at Level 3; :is/:where/:not/:has/of S at Level 4, decision
 * N7) uses an explicit stack of frames: no recursion on input depth.
 * Decision N8: any invalid part makes the whole selector invalid (no tree,
 * an error with the offset and the unexpected token) — except inside the
 * forgiving lists of :is()/:where() (Selectors 4), where the invalid item is
 * dropped.
 */
import { type RawSelectorError, type SelectorErrorCode, locateError, rawError } from './errors.ts';
import { parseLang } from './lang.ts';
import { parseNthTokens, scanNth, scanned } from './nth.ts';
import { consumeComponentValues, leafToken } from './regroup.ts';
import { Tok, Tokenizer } from './tokenizer.ts';
import type {
  AttributeOperator,
  AttributeSelector,
  Combinator,
  Complex,
  ComponentValue,
  Compound,
  Has,
  IsWhere,
  Namespace,
  Negation,
  NthName,
  NthPseudoClass,
  ParseSelectorsOptions,
  ParseSelectorsResult,
  SelectorList,
  RelativeSelector,
  Selector,
  SimpleSelector,
} from './types.ts';
import { Ascii, Char } from '@forgiving/char-ref/codes';

/** Parser states inside one selector list (or the one argument of a Level 3 :not). */
const enum State {
  /** Before a selector: at the start, or after a comma. */
  StartSelector = 0,
  /** After `>`, `+`, `~` (or, in :has, a leading combinator). */
  AfterCombinator = 1,
  /** Right after a simple selector. */
  InCompound = 2,
  /** Whitespace after a compound: a descendant combinator or the end of the selector. */
  AfterWhitespace = 3,
  /** After a pseudo-element: only the end of the selector may follow. */
  AfterPseudoElement = 4,
  /** Level 3 :not(): after its one simple selector. */
  AfterNegationArgument = 5,
}

const enum FrameKind {
  Top = 0,
  /** :is() :where() :not(<list>) `of S`: a nested selector list. */
  List = 1,
  /** :has(): a list of relative selectors. */
  Relative = 2,
  /** Level 3 :not(): one simple selector that is not a negation. */
  Negation3 = 3,
}

interface Frame {
  kind: FrameKind;
  state: State;
  forgiving: boolean;
  selectors: Selector[];
  relatives: RelativeSelector[];
  relativeCombinator: Combinator;
  body: Compound | Complex | null;
  combinator: Combinator;
  compound: Compound | null;
  implicitUniversal: boolean;
  pseudoElement: string | null;
  negationArgument: SimpleSelector | null;
  /** closers.length once this frame's `)` is pushed. */
  depth: number;
  /** The node this frame fills when it closes. */
  target: Negation | IsWhere | Has | NthPseudoClass | null;
}

/** Legacy pseudo-elements written with one colon (Selectors 3 §7). */
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);
const NTH_NAMES = new Set<string>(['nth-child', 'nth-last-child', 'nth-of-type', 'nth-last-of-type']);
/** Level 4 pseudo-classes with selector arguments; invalid at Level 3 (decision N7). */
const LEVEL4_FUNCTIONS = new Set(['is', 'where', 'has']);

const ANY: Namespace = { kind: 'any' };
const NONE: Namespace = { kind: 'none' };
/** Shared empty list for frames that never hold relative selectors (never written to). */
const NO_RELATIVES: RelativeSelector[] = [];
/** Returned by parseSimple for a pseudo-element (its name is in pendingPseudoElement). */
const PSEUDO_ELEMENT = 1;

function asciiLower(value: string): string {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= Char.UpperA && c <= Char.UpperZ) return value.replace(/[A-Z]+/g, (m) => m.toLowerCase());
  }
  return value;
}

function newFrame(kind: FrameKind, forgiving: boolean, depth: number, target: Frame['target']): Frame {
  return {
    kind,
    state: State.StartSelector,
    forgiving,
    selectors: [],
    relatives: kind === FrameKind.Relative ? [] : NO_RELATIVES,
    relativeCombinator: 'descendant',
    body: null,
    combinator: 'descendant',
    compound: null,
    implicitUniversal: false,
    pseudoElement: null,
    negationArgument: null,
    depth,
    target,
  };
}

class SelectorParser {
  private readonly t = new Tokenizer('');
  private text = '';
  private level: 3 | 4 = 3;
  private namespaces: Record<string, string> | undefined = undefined;
  /** What an unprefixed type selector or implicit universal gets (the note: URI if declared, any otherwise). */
  private defaultNamespace: Namespace = ANY;
  private readonly frames: Frame[] = [];
  /** Expected closing tokens of the open functions/blocks (for forgiving recovery). */
  private readonly closers: Tok[] = [];
  private reuse = false;
  private error: RawSelectorError | null = null;
  private pendingPseudoElement = '';
  private hasDepth = 0;

  /** Prepares for one parse; the instance is reused across calls (parsing is synchronous). */
  init(text: string, options: ParseSelectorsOptions): this {
    this.t.reset(text);
    this.text = text;
    this.level = options.level === 4 ? 4 : 3;
    this.namespaces = options.namespaces;
    this.defaultNamespace =
      options.defaultNamespace === undefined ? ANY : { kind: 'uri', uri: options.defaultNamespace };
    this.reuse = false;
    this.error = null;
    this.pending = null;
    this.hasDepth = 0;
    return this;
  }

  /** Drops references into the last input and tree (deep frames can be large). */
  release(): void {
    clear(this.frames);
    clear(this.closers);
    this.error = null;
    this.pending = null;
    this.t.reset('');
    this.text = '';
  }

  /** The next token, or the current one again after a look-ahead. */
  private read(): Tok {
    if (this.reuse) {
      this.reuse = false;
      return this.t.type;
    }
    return this.t.next();
  }

  /** The current delim's value (a method, so TypeScript does not keep a narrowing across reads). */
  private delimIs(value: string): boolean {
    return this.t.value === value;
  }

  private unexpected(code: SelectorErrorCode): RawSelectorError {
    return rawError(code, this.t.start, this.t.end);
  }

  parse(): ParseSelectorsResult {
    const top = newFrame(FrameKind.Top, false, 0, null);
    this.frames.push(top);
    while (this.error === null) {
      const frame = this.frames[this.frames.length - 1]!;
      const type = this.read();
      if (!this.step(frame, type)) break;
    }
    if (this.error !== null) return { ok: false, error: locateError(this.error, this.text) };
    return { ok: true, selectors: { type: 'selector-list', selectors: top.selectors } };
  }

  /** One token in one frame. Returns false when parsing is over (done or failed). */
  private step(frame: Frame, type: Tok): boolean {
    if (type === Tok.Whitespace) {
      if (frame.state === State.InCompound) frame.state = State.AfterWhitespace;
      return true;
    }
    if (type === Tok.EOF || type === Tok.CloseParen) return this.endOfList(frame, type);
    if (type === Tok.Comma && frame.kind !== FrameKind.Negation3) {
      if (!this.finishSelector(frame)) return this.fail(this.unexpected('missing-selector-before-comma'), false);
      frame.state = State.StartSelector;
      return true;
    }
    switch (frame.state) {
      case State.StartSelector:
        if (frame.kind === FrameKind.Relative) {
          const combinator = combinatorOf(this.t, type);
          if (combinator !== null) {
            frame.relativeCombinator = combinator;
            frame.state = State.AfterCombinator;
            return true;
          }
          frame.relativeCombinator = 'descendant';
        }
        return this.compoundStart(frame, type);
      case State.AfterCombinator:
        return this.compoundStart(frame, type);
      case State.InCompound: {
        const combinator = combinatorOf(this.t, type);
        if (combinator !== null) {
          this.closeCompound(frame, combinator);
          frame.state = State.AfterCombinator;
          return true;
        }
        return this.simpleInCompound(frame, type);
      }
      case State.AfterWhitespace: {
        const combinator = combinatorOf(this.t, type);
        this.closeCompound(frame, combinator ?? 'descendant');
        if (combinator !== null) {
          frame.state = State.AfterCombinator;
          return true;
        }
        return this.compoundStart(frame, type);
      }
      case State.AfterPseudoElement:
        return this.fail(this.unexpected('content-after-pseudo-element'), false);
      default:
        return this.fail(this.unexpected('complex-negation-argument'), false);
    }
  }

  /** `)` or EOF: the end of a nested list (EOF closes it, CSS Syntax 3 recovery) or of the whole input. */
  private endOfList(frame: Frame, type: Tok): boolean {
    if (frame.kind === FrameKind.Top) {
      if (type === Tok.CloseParen) return this.fail(this.unexpected('unmatched-close-paren'), false);
      if (!this.finishSelector(frame)) return this.fail(this.unexpected('missing-selector'), false);
      return false;
    }
    if (frame.kind === FrameKind.Negation3) {
      if (frame.negationArgument === null) return this.fail(this.unexpected('empty-negation'), false);
      (frame.target as Negation).argument = frame.negationArgument;
    } else {
      // A forgiving list may be empty (`:is()`) or end with a dropped item; other lists need a selector here.
      if (!(frame.forgiving && frame.state === State.StartSelector) && !this.finishSelector(frame)) {
        return this.fail(this.unexpected('missing-selector'), false);
      }
      this.fillTarget(frame);
    }
    this.frames.pop();
    this.closers.pop();
    if (frame.kind === FrameKind.Relative) this.hasDepth--;
    if (type === Tok.EOF) this.reuse = true; // EOF closes every open function in turn
    return true;
  }

  private fillTarget(frame: Frame): void {
    const target = frame.target!;
    const list = { type: 'selector-list' as const, selectors: frame.selectors };
    if (target.type === 'has') target.selectors = frame.relatives;
    else if (target.type === 'not') target.argument = list;
    else if (target.type === 'nth') target.of = list;
    else target.selectors = list;
  }

  /** Ends the current compound; `combinator` joins it to the next one. */
  private closeCompound(frame: Frame, combinator: Combinator): void {
    const compound = frame.compound!;
    frame.body =
      frame.body === null
        ? compound
        : { type: 'complex', left: frame.body, combinator: frame.combinator, right: compound };
    frame.combinator = combinator;
    frame.compound = null;
  }

  /** Ends the current selector of `frame`; false when there is none (empty, or a dangling combinator). */
  private finishSelector(frame: Frame): boolean {
    if (frame.kind === FrameKind.Negation3) return false;
    const compound = frame.compound;
    if (compound === null || frame.state === State.AfterCombinator || frame.state === State.StartSelector) return false;
    if (frame.kind !== FrameKind.Top && frame.implicitUniversal) {
      // Selectors 4: the default namespace does not apply to the implicit
      // universal of the subject compound inside :is/:where/:not/:has/of S.
      compound.selectors[0] = { type: 'universal', namespace: ANY };
    }
    this.closeCompound(frame, 'descendant');
    const selector: Selector = { type: 'selector', body: frame.body!, pseudoElement: frame.pseudoElement };
    if (frame.kind === FrameKind.Relative)
      frame.relatives.push({ type: 'relative', combinator: frame.relativeCombinator, selector });
    else frame.selectors.push(selector);
    frame.body = null;
    frame.combinator = 'descendant';
    frame.pseudoElement = null;
    frame.implicitUniversal = false;
    return true;
  }

  /** The first simple selector of a compound (type/universal allowed here). */
  private compoundStart(frame: Frame, type: Tok): boolean {
    if (frame.kind === FrameKind.Negation3) return this.negationArgument(frame, type);
    const isTypeStart = type === Tok.Ident || (type === Tok.Delim && (this.t.value === '*' || this.t.value === '|'));
    if (isTypeStart) {
      const node = this.typeOrUniversal(type);
      if (node === null) return this.failPending();
      frame.compound = { type: 'compound', selectors: [node] };
      frame.implicitUniversal = false;
      frame.state = State.InCompound;
      return true;
    }
    // An implicit universal selector becomes explicit (the note, "Output").
    const compound: Compound = {
      type: 'compound',
      selectors: [{ type: 'universal', namespace: this.defaultNamespace }],
    };
    frame.compound = compound;
    frame.implicitUniversal = true;
    return this.simpleInCompound(frame, type);
  }

  /** A simple selector after the first one of the compound. */
  private simpleInCompound(frame: Frame, type: Tok): boolean {
    if (frame.kind === FrameKind.Negation3) return this.negationArgument(frame, type);
    if (frame.compound === null) return this.compoundStart(frame, type);
    if (type === Tok.Ident || (type === Tok.Delim && (this.t.value === '*' || this.t.value === '|'))) {
      return this.fail(this.unexpected('type-selector-not-first'), false);
    }
    const compound = frame.compound;
    frame.state = State.InCompound; // before parseSimple: a pushed frame returns to this state
    const node = this.parseSimple(frame, type);
    if (node === null) return this.failPending();
    if (node === PSEUDO_ELEMENT) {
      if (frame.kind !== FrameKind.Top) {
        return this.fail(rawError('misplaced-pseudo-element', this.pseudoStart, this.t.end), false);
      }
      frame.pseudoElement = this.pendingPseudoElement;
      frame.state = State.AfterPseudoElement;
      return true;
    }
    compound.selectors.push(node);
    return true;
  }

  /** Level 3 :not(): exactly one simple selector, not a negation, not a pseudo-element. */
  private negationArgument(frame: Frame, type: Tok): boolean {
    if (frame.negationArgument !== null) return this.fail(this.unexpected('complex-negation-argument'), false);
    let node: SimpleSelector | typeof PSEUDO_ELEMENT | null;
    if (type === Tok.Ident || (type === Tok.Delim && (this.t.value === '*' || this.t.value === '|')))
      node = this.typeOrUniversal(type);
    else node = this.parseSimple(frame, type);
    if (node === null) return this.failPending();
    if (node === PSEUDO_ELEMENT) {
      return this.fail(rawError('pseudo-element-in-negation', this.pseudoStart, this.t.end), false);
    }
    frame.negationArgument = node;
    frame.state = State.AfterNegationArgument;
    return true;
  }

  private pending: RawSelectorError | null = null;
  private pendingConsumed = false;
  private pseudoStart = 0;

  private failPending(): boolean {
    return this.fail(this.pending!, this.pendingConsumed);
  }

  /** Records an error for a sub-parser (`consumed`: its tokens, up to the current one, are used up). */
  private setPending(error: RawSelectorError, consumed: boolean): null {
    this.pending = error;
    this.pendingConsumed = consumed;
    return null;
  }

  private lookupPrefix(prefix: string, offset: number): Namespace | null {
    const uri =
      this.namespaces !== undefined && Object.hasOwn(this.namespaces, prefix) ? this.namespaces[prefix] : undefined;
    if (uri === undefined) {
      // The note: an undeclared prefix makes the selector invalid.
      return this.setPending(rawError('undeclared-namespace-prefix', offset, this.t.end), false);
    }
    return { kind: 'uri', uri };
  }

  /** type_selector | universal, with an optional namespace prefix (`ns|`, `*|`, `|`). */
  private typeOrUniversal(type: Tok): SimpleSelector | null {
    const t = this.t;
    const start = t.start;
    let namespace: Namespace | null = null;
    if (type === Tok.Delim && t.value === '|') {
      namespace = NONE;
    } else {
      const isStar = type === Tok.Delim;
      const name = t.value;
      const next = this.read();
      if (next !== Tok.Delim || t.value !== '|') {
        this.reuse = true;
        if (isStar) return { type: 'universal', namespace: this.defaultNamespace };
        return { type: 'type', namespace: this.defaultNamespace, name };
      }
      namespace = isStar ? ANY : this.lookupPrefix(name, start);
      if (namespace === null) return null;
    }
    const after = this.read();
    if (after === Tok.Ident) return { type: 'type', namespace, name: t.value };
    if (after === Tok.Delim && this.delimIs('*')) return { type: 'universal', namespace };
    return this.setPending(this.unexpected('missing-name-after-namespace-prefix'), false);
  }

  /** HASH | class | attrib | pseudo | negation (and Level 4 functional pseudo-classes). */
  private parseSimple(frame: Frame, type: Tok): SimpleSelector | typeof PSEUDO_ELEMENT | null {
    const t = this.t;
    switch (type) {
      case Tok.Hash:
        // Selectors 4 / browsers: an ID selector is a hash token of type "id".
        if (!t.isIdHash) return this.setPending(this.unexpected('invalid-id-selector'), false);
        return { type: 'id', name: t.value };
      case Tok.Delim:
        if (t.value === '.') {
          if (this.read() !== Tok.Ident) return this.setPending(this.unexpected('missing-class-name'), false);
          return { type: 'class', name: t.value };
        }
        break;
      case Tok.OpenBracket:
        return this.attribute();
      case Tok.Colon:
        return this.pseudo(frame);
    }
    return this.setPending(this.unexpected('unexpected-token'), false);
  }

  /** attrib: '[' S* [ namespace_prefix ]? IDENT S* [ op S* [ IDENT | STRING ] S* ]? ']' */
  private attribute(): SimpleSelector | null {
    const t = this.t;
    this.closers.push(Tok.CloseBracket);
    let type = this.skipWhitespace();
    let namespace: Namespace = NONE; // no prefix: no namespace (Selectors 3 §6.3.3)
    let name: string;
    if (type === Tok.Delim && (t.value === '|' || t.value === '*')) {
      if (t.value === '*') {
        if (this.read() !== Tok.Delim || !this.delimIs('|'))
          return this.setPending(this.unexpected('missing-namespace-separator'), false);
        namespace = ANY;
      }
      if (this.read() !== Tok.Ident) return this.setPending(this.unexpected('missing-attribute-name'), false);
      name = t.value;
    } else if (type === Tok.Ident) {
      name = t.value;
      const start = t.start;
      if (this.read() === Tok.Delim && t.value === '|') {
        const ns = this.lookupPrefix(name, start);
        if (ns === null) return null;
        namespace = ns;
        if (this.read() !== Tok.Ident) return this.setPending(this.unexpected('missing-attribute-name'), false);
        name = t.value;
      } else this.reuse = true;
    } else return this.setPending(this.unexpected('missing-attribute-name'), false);
    type = this.skipWhitespace();
    if (type === Tok.CloseBracket || type === Tok.EOF)
      return this.endAttribute(type, { type: 'attribute', namespace, name, operator: 'exists' });
    const operator = attributeOperator(t, type);
    if (operator === null) return this.setPending(this.unexpected('missing-attribute-operator'), false);
    type = this.skipWhitespace();
    if (type !== Tok.Ident && type !== Tok.String)
      return this.setPending(this.unexpected('missing-attribute-value'), false);
    const value = t.value;
    type = this.skipWhitespace();
    // Selectors 4 §6.3: `[att=val i]`, `[att=val s]` (an ident, ASCII case-insensitive); level 4 only (N7).
    let caseFlag: 'i' | 's' | undefined;
    if (type === Tok.Ident && this.level === 4) {
      const flag = asciiLower(t.value);
      if (flag !== 'i' && flag !== 's') return this.setPending(this.unexpected('missing-close-bracket'), false);
      caseFlag = flag;
      type = this.skipWhitespace();
    }
    if (type !== Tok.CloseBracket && type !== Tok.EOF)
      return this.setPending(this.unexpected('missing-close-bracket'), false);
    const node: AttributeSelector = { type: 'attribute', namespace, name, operator, value };
    if (caseFlag !== undefined) node.caseFlag = caseFlag;
    return this.endAttribute(type, node);
  }

  private endAttribute(type: Tok, node: SimpleSelector): SimpleSelector {
    this.closers.pop();
    if (type === Tok.EOF) this.reuse = true; // EOF closes the block (CSS Syntax 3 recovery)
    return node;
  }

  private skipWhitespace(): Tok {
    let type = this.read();
    while (type === Tok.Whitespace) type = this.t.next();
    return type;
  }

  /** pseudo: ':' ':'? [ IDENT | functional_pseudo ]; negation. */
  private pseudo(frame: Frame): SimpleSelector | typeof PSEUDO_ELEMENT | null {
    const t = this.t;
    this.pseudoStart = t.start;
    let type = this.read();
    if (type === Tok.Colon) {
      type = this.read();
      if (type !== Tok.Ident) return this.setPending(this.unexpected('missing-pseudo-element-name'), false);
      this.pendingPseudoElement = asciiLower(t.value);
      return PSEUDO_ELEMENT;
    }
    if (type === Tok.Ident) {
      const name = asciiLower(t.value);
      const length = name.length;
      // Length first: most names are not 5, 6, 10 or 12 long, and that skips the hash lookup.
      if ((length === 5 || length === 6 || length === 10 || length === 12) && LEGACY_PSEUDO_ELEMENTS.has(name)) {
        this.pendingPseudoElement = name;
        return PSEUDO_ELEMENT;
      }
      return { type: 'pseudo-class', name };
    }
    if (type !== Tok.Function) return this.setPending(this.unexpected('missing-pseudo-class-name'), false);
    return this.functionalPseudoClass(frame, asciiLower(t.value));
  }

  private functionalPseudoClass(frame: Frame, name: string): SimpleSelector | null {
    if (name.charCodeAt(0) === Char.LowerN && NTH_NAMES.has(name)) return this.nth(name as NthName);
    if (name === 'lang') return this.lang();
    const depth = this.closers.length + 1;
    if (name === 'not') {
      if (this.level === 3) {
        if (frame.kind === FrameKind.Negation3) return this.setPending(this.unexpected('nested-negation'), false);
        const node: Negation = { type: 'not', argument: { type: 'universal', namespace: ANY } };
        this.push(newFrame(FrameKind.Negation3, false, depth, node));
        return node;
      }
      const node: Negation = { type: 'not', argument: { type: 'selector-list', selectors: [] } };
      this.push(newFrame(FrameKind.List, false, depth, node));
      return node;
    }
    if (LEVEL4_FUNCTIONS.has(name)) {
      if (this.level === 3) return this.setPending(this.unexpected('level-4-pseudo-class'), false);
      if (name === 'has') {
        if (this.hasDepth > 0) return this.setPending(this.unexpected('nested-has'), false);
        const node: Has = { type: 'has', selectors: [] };
        this.hasDepth++;
        this.push(newFrame(FrameKind.Relative, false, depth, node));
        return node;
      }
      const node: IsWhere = { type: name as 'is' | 'where', selectors: { type: 'selector-list', selectors: [] } };
      this.push(newFrame(FrameKind.List, true, depth, node));
      return node;
    }
    return this.unknownFunction(name);
  }

  private push(frame: Frame): void {
    this.closers.push(Tok.CloseParen);
    this.frames.push(frame);
  }

  /** :nth-*(An+B) and, at Level 4, :nth-child / :nth-last-child (An+B of S). */
  private nth(name: NthName): SimpleSelector | null {
    const t = this.t;
    // Fast path: a plain argument up to the first `)` that the char scanner
    // accepts (digits, n, signs, whitespace, odd, even: no comment, escape or
    // string can hide a `)` in it), else the tokens and the note's modes.
    const close = this.text.indexOf(')', t.pos);
    if (close >= 0 && scanNth(this.text, t.pos, close)) {
      t.pos = close + 1;
      return { type: 'nth', name, a: scanned.a, b: scanned.b };
    }
    const allowOf = this.level === 4 && (name === 'nth-child' || name === 'nth-last-child');
    const tokens: ComponentValue[] = [];
    let hasOf = false;
    for (;;) {
      const type = t.next();
      if (type === Tok.CloseParen || type === Tok.EOF) break;
      if (
        allowOf &&
        type === Tok.Ident &&
        t.value.length === 2 &&
        (t.value.charCodeAt(0) | Ascii.CaseBit) === Char.LowerO &&
        (t.value.charCodeAt(1) | Ascii.CaseBit) === Char.LowerF
      ) {
        hasOf = true;
        break;
      }
      if (type === Tok.Function || type === Tok.OpenParen || type === Tok.OpenBracket || type === Tok.OpenBrace) {
        return this.setPending(this.unexpected('invalid-an-plus-b'), false);
      }
      tokens.push(leafToken(t, type, true));
    }
    const end = t.start;
    if (t.type === Tok.EOF) this.reuse = true;
    const result = parseNthTokens(tokens, end);
    if (!result.ok) return this.setPending(result.error, !hasOf && t.type !== Tok.EOF);
    const node: NthPseudoClass = { type: 'nth', name, a: result.a, b: result.b };
    if (hasOf) this.push(newFrame(FrameKind.List, false, this.closers.length + 1, node));
    return node;
  }

  private lang(): SimpleSelector | null {
    const tokens = consumeComponentValues(this.t, true, true);
    const end = this.t.start;
    if (this.t.type === Tok.EOF) this.reuse = true;
    const result = parseLang(tokens, this.level);
    if ('ranges' in result) return { type: 'lang', ranges: result.ranges };
    const bad = result.bad;
    const error =
      bad === undefined || bad.start === undefined
        ? rawError('invalid-lang-argument', end)
        : rawError('invalid-lang-argument', bad.start, bad.end);
    return this.setPending(error, this.t.type !== Tok.EOF);
  }

  /** A functional pseudo-class we do not interpret: its arguments as regrouped tokens. */
  private unknownFunction(name: string): SimpleSelector | null {
    const bad = { start: -1, end: -1 };
    const args = consumeComponentValues(this.t, true, false, bad);
    if (this.t.type === Tok.EOF) this.reuse = true;
    if (bad.start >= 0) {
      // The note: bad-string, bad-url, cdo, cdc and stray closers make the selector invalid.
      return this.setPending(rawError('invalid-argument-token', bad.start, bad.end), this.t.type !== Tok.EOF);
    }
    return { type: 'functional-pseudo-class', name, arguments: args };
  }

  /**
   * Decision N8 for the whole selector — unless a forgiving list (:is,
   * :where) is open: then its current item is dropped and parsing goes on
   * after the next comma of that list or at its `)`.
   */
  private fail(error: RawSelectorError, consumed: boolean): boolean {
    let index = this.frames.length - 1;
    while (index >= 0 && !this.frames[index]!.forgiving) index--;
    if (index < 0) {
      this.error = error;
      return false;
    }
    const frame = this.frames[index]!;
    for (let i = this.frames.length - 1; i > index; i--) {
      if (this.frames[i]!.kind === FrameKind.Relative) this.hasDepth--;
    }
    this.frames.length = index + 1;
    frame.body = null;
    frame.compound = null;
    frame.combinator = 'descendant';
    frame.pseudoElement = null;
    frame.implicitUniversal = false;
    frame.state = State.StartSelector;
    this.reuse = false;
    this.skipToListBoundary(frame.depth, consumed);
    return true;
  }

  /** Skips tokens up to the comma (consumed) or `)`/EOF (left to read) at `depth`. */
  private skipToListBoundary(depth: number, consumed: boolean): void {
    const closers = this.closers;
    let type = consumed ? this.t.next() : this.t.type;
    for (;;) {
      if (type === Tok.EOF) break;
      if (closers.length === depth && (type === Tok.Comma || type === Tok.CloseParen)) {
        if (type === Tok.CloseParen) this.reuse = true;
        return;
      }
      if (type === closers[closers.length - 1]) closers.pop();
      else if (type === Tok.Function || type === Tok.OpenParen) closers.push(Tok.CloseParen);
      else if (type === Tok.OpenBracket) closers.push(Tok.CloseBracket);
      else if (type === Tok.OpenBrace) closers.push(Tok.CloseBrace);
      type = this.t.next();
    }
    closers.length = depth;
    this.reuse = true;
  }
}

/** Empties a stack; popping is cheaper than setting `length` for the usual few entries. */
function clear(stack: unknown[]): void {
  if (stack.length > 32) stack.length = 0;
  else while (stack.length > 0) stack.pop();
}

function combinatorOf(t: Tokenizer, type: Tok): Combinator | null {
  if (type !== Tok.Delim) return null;
  const v = t.value;
  if (v === '>') return 'child';
  if (v === '+') return 'adjacent';
  if (v === '~') return 'sibling';
  return null;
}

function attributeOperator(t: Tokenizer, type: Tok): AttributeOperator | null {
  switch (type) {
    case Tok.Delim:
      return t.value === '=' ? '=' : null;
    case Tok.IncludeMatch:
      return '~=';
    case Tok.DashMatch:
      return '|=';
    case Tok.PrefixMatch:
      return '^=';
    case Tok.SuffixMatch:
      return '$=';
    case Tok.SubstringMatch:
      return '*=';
    default:
      return null;
  }
}

const EMPTY_OPTIONS: ParseSelectorsOptions = {};
let shared: SelectorParser | null = null;

/**
 * A group of selectors, or null when invalid (a whole group is invalid when
 * any of it is, decision N8). `parseSelectorsWithError` says why and where.
 * The pair follows the rule of every small-argument parser here
 * (`parseNth`, `nthCheck`; ARCHITECTURE.md, "Result shapes").
 */
export function parseSelectors(text: string, options: ParseSelectorsOptions = EMPTY_OPTIONS): SelectorList | null {
  const result = parseSelectorsWithError(text, options);
  return result.ok ? result.selectors : null;
}

/** Like parseSelectors, as `{ ok: true, selectors } | { ok: false, error }` (decision N8: the error's reason and place). */
export function parseSelectorsWithError(
  text: string,
  options: ParseSelectorsOptions = EMPTY_OPTIONS,
): ParseSelectorsResult {
  // One parser instance serves every call: parsing never calls out to user
  // code, so calls cannot overlap. The result holds no reference to it.
  const parser = shared ?? new SelectorParser();
  shared = null;
  const result = parser.init(text, options).parse();
  parser.release();
  shared = parser;
  return result;
}
