// The public selector API: select / selectAll / matches over Sky trees and
// xast (XML-ER) trees. Selectors are parsed by @forgiving/css-selectors-nth
// and compiled once (compile.ts); each call builds one TreeIndex.
import { parseSelectorsWithError, stringifySelectors } from '@forgiving/css-selectors-nth';
import type { SelectorList } from '@forgiving/css-selectors-nth';
import { LineIndex, parseError } from '@forgiving/char-ref';
import type { SelectError, SelectErrorCode } from '../errors.ts';
import type { SkyElement, SkyNode, SkyRoot } from '@forgiving/sky-tree';
import type { Element as XmlElement, Nodes as XmlNodes, Root as XmlRoot } from '@forgiving/xml-er';
import { checkArgumentOrder, checkSelectorArgument } from './argument-order.ts';
import { CompileError, type CompiledSelector, compileSelectorList } from './compile.ts';
import { MatchContext } from './context.ts';
import type { Element as HastElement, Nodes as HastNodes, Root as HastRoot } from 'hast';
import { isHastRoot } from '../html/select-view.ts';
import { type AnyRoot, ELEMENT, type ResultElement, TreeIndex, type TreeLanguage } from './tree-adapter.ts';

export type { CompiledSelector };

export interface SelectorOptions {
  /** Selectors level: 3 (default) or 4 (`:is`, `:where`, `:has`, `:not(list)`, `of S`). */
  level?: 3 | 4;
  /** Namespace prefixes for `prefix|name` (XML trees). */
  namespaces?: Record<string, string>;
  /** The default namespace URI for bare type selectors (XML trees). */
  defaultNamespace?: string;
}

export interface SelectOptions extends SelectorOptions {
  /** The tree's language; taken from a `parse()` result, else guessed from the tree. */
  language?: TreeLanguage;
  /** Sky: also search `template` contents (each is a separate fragment, as in the DOM). Default false. */
  templateContent?: boolean;
  /**
   * hast only: the namespace of the top-level elements (the element given as
   * the tree, or a root's children; hast records none; hast-util-select's
   * `space`): `'svg'` for elements built with hastscript's `s()`. Default
   * `'html'`; below them the parser's rules decide.
   */
  space?: 'html' | 'svg';
}

/**
 * A tree, or a `parse()` result that carries its tree and language. The tree
 * may be any node: a root, an element (searched with its subtree, itself
 * included), a text or comment (nothing matches).
 */
export type Selectable = AnyRoot | AnyTreeNode | { language: TreeLanguage; tree: AnyRoot | null };
/** Any node of a Sky, xast or hast tree. */
export type AnyTreeNode = SkyNode | XmlNodes | HastNodes;

/** Thrown by select / selectAll / matches for an invalid or unsupported selector (like querySelector). */
export class SelectorSyntaxError extends SyntaxError {
  readonly code: SelectErrorCode;
  readonly offset: number;
  readonly token: string;
  /** The whole error: code, message, start and end points, token. */
  readonly error: SelectError;
  constructor(error: SelectError) {
    super(`${error.message} at offset ${error.offset}${error.token === '' ? '' : ` (${JSON.stringify(error.token)})`}`);
    this.name = 'SelectorSyntaxError';
    this.code = error.code;
    this.offset = error.offset;
    this.token = error.token;
    this.error = error;
  }
}

export type CompileSelectorResult = { ok: true; selector: CompiledSelector } | { ok: false; error: SelectError };

/**
 * Parses and compiles a selector once; null when it is invalid (never
 * throws). `compileSelectorWithError` says why and where: the pair follows
 * the rule of every small-argument parser (`parseSelectors`, `parseNth`,
 * `nthCheck`; ARCHITECTURE.md, "Result shapes").
 */
export function compileSelector(
  selector: string | SelectorList,
  options: SelectorOptions = {},
): CompiledSelector | null {
  const result = compileSelectorWithError(selector, options);
  return result.ok ? result.selector : null;
}

/** Like compileSelector, as `{ ok: true, selector } | { ok: false, error }`; never throws. */
export function compileSelectorWithError(
  selector: string | SelectorList,
  options: SelectorOptions = {},
): CompileSelectorResult {
  checkSelectorArgument(selector);
  let list: SelectorList;
  if (typeof selector === 'string') {
    const parsed = parseSelectorsWithError(selector, parserOptions(options));
    if (!parsed.ok) return parsed;
    list = parsed.selectors;
  } else list = selector;
  try {
    return { ok: true, selector: compileSelectorList(list) };
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    // A tree is located in its canonical text (the error still names the culprit).
    const text = typeof selector === 'string' ? selector : stringifySelectors(selector);
    const found = text.toLowerCase().indexOf(error.token.toLowerCase());
    const at = Math.max(found, 0);
    const end = found < 0 ? 0 : found + error.token.length;
    const lines = new LineIndex(text);
    const located = parseError(error.code, error.message, lines.point(at), lines.point(end));
    return { ok: false, error: { ...located, token: text.slice(at, end) } };
  }
}

function parserOptions(options: SelectorOptions) {
  const out: { level?: 3 | 4; namespaces?: Record<string, string>; defaultNamespace?: string } = {};
  if (options.level !== undefined) out.level = options.level;
  if (options.namespaces !== undefined) out.namespaces = options.namespaces;
  if (options.defaultNamespace !== undefined) out.defaultNamespace = options.defaultNamespace;
  return out;
}

function compiled(selector: string | SelectorList | CompiledSelector, options: SelectorOptions): CompiledSelector {
  if (typeof selector === 'object' && selector !== null && 'matcher' in selector) return selector;
  const result = compileSelectorWithError(selector, options);
  if (!result.ok) throw new SelectorSyntaxError(result.error);
  return result.selector;
}

/**
 * A tree indexed once for many select calls (`indexTree`): the walk over the
 * tree, the sibling links and the sibling-type positions are shared by every
 * call; each call still gets fresh memo tables. A snapshot: index again after
 * changing the tree (a plain `select` call indexes the tree as it is then).
 */
export class IndexedTree<T extends Selectable = Selectable> {
  /** @internal */
  readonly context: MatchContext | null;
  constructor(
    readonly tree: T,
    options: SelectOptions = {},
  ) {
    this.context = contextFor(tree, options);
  }
}

/** Indexes a tree (or parse result, or any node) once for many `select` / `selectAll` / `matches` calls. */
export function indexTree<T extends Selectable>(tree: T, options: SelectOptions = {}): IndexedTree<T> {
  checkArgumentOrder('selectAll', tree, '');
  return new IndexedTree(tree, options);
}

/** Builds the per-call index and context for a tree or parse result. */
export function contextFor(target: Selectable | IndexedTree, options: SelectOptions): MatchContext | null {
  if (target instanceof IndexedTree) {
    const shared = target.context;
    return shared === null ? null : new MatchContext(shared.index, shared.langAttributes);
  }
  const tagged = 'language' in target && !('type' in target);
  const root = tagged ? (target as { tree: AnyRoot | null }).tree : (target as AnyRoot);
  if (root === null) return null;
  const known = options.language ?? (tagged ? (target as { language: TreeLanguage }).language : undefined);
  const language = known ?? guessLanguage(root);
  const index = new TreeIndex(root, {
    language,
    templateContent: options.templateContent === true,
    svg: options.space === 'svg',
  });
  // Sky documents carry `lang`; XML carries `xml:lang`; HTML `lang` (foreign
  // elements may carry `xml:lang`, which wins, HTML §3.2.6.2); a tree of unknown origin is checked for both.
  const langAttributes = known === 'sky' ? ['lang'] : known === 'xml' ? ['xml:lang'] : ['xml:lang', 'lang'];
  return new MatchContext(index, langAttributes);
}

/**
 * Elements with `tagName` say hast; a template `content` says Sky; else XML
 * rules. The tree may be any node: a root, an element (its own name tells),
 * a text or comment (nothing to match).
 */
function guessLanguage(root: AnyRoot): TreeLanguage {
  const node = root as { type?: unknown; tagName?: unknown; content?: unknown; children?: unknown };
  if (node.type === 'element') {
    if (typeof node.tagName === 'string') return 'html';
    if (node.content !== undefined) return 'sky';
  }
  if (!Array.isArray(node.children)) return 'xml';
  if (isHastRoot(node)) return 'html';
  for (const child of node.children as { type: string; content?: unknown }[]) {
    if (child.type === 'element' && child.content !== undefined) return 'sky';
  }
  return 'xml';
}

type ElementOf<T> =
  T extends IndexedTree<infer U>
    ? ElementOf<U>
    : T extends SkyRoot | SkyNode
      ? SkyElement
      : T extends XmlRoot | XmlNodes
        ? XmlElement
        : T extends HastRoot | HastNodes
          ? HastElement
          : T extends { language: 'html' }
            ? HastElement
            : T extends { language: 'sky' }
              ? SkyElement
              : T extends { language: 'xml' }
                ? XmlElement
                : T extends { language: 'sky' | 'xml' }
                  ? SkyElement | XmlElement
                  : ResultElement;

/** Every element that matches, in document order (one pass over the index). */
export function selectAll<T extends Selectable | IndexedTree>(
  tree: T,
  selector: string | SelectorList | CompiledSelector,
  options: SelectOptions = {},
): ElementOf<T>[] {
  checkArgumentOrder('selectAll', tree, selector);
  const compiledSelector = compiled(selector, options);
  const c = contextFor(tree, options);
  const out: ResultElement[] = [];
  if (c === null) return out as ElementOf<T>[];
  const matcher = compiledSelector.matcherFor(c.index.language);
  const index = c.index as TreeIndex;
  for (let id = 0; id < index.size; id++) {
    if (index.kind[id] === ELEMENT && matcher(c, id)) out.push(index.result(id));
  }
  return out as ElementOf<T>[];
}

/** The first matching element in document order, or null. */
export function select<T extends Selectable | IndexedTree>(
  tree: T,
  selector: string | SelectorList | CompiledSelector,
  options: SelectOptions = {},
): ElementOf<T> | null {
  checkArgumentOrder('select', tree, selector);
  const compiledSelector = compiled(selector, options);
  const c = contextFor(tree, options);
  if (c === null) return null;
  const matcher = compiledSelector.matcherFor(c.index.language);
  for (let id = 0; id < c.index.size; id++) {
    if (c.index.kind[id] === ELEMENT && matcher(c, id)) return (c.index as TreeIndex).result(id) as ElementOf<T>;
  }
  return null;
}

export interface MatchesOptions extends SelectOptions {
  /** The tree `node` belongs to (for combinators and structural pseudo-classes). */
  root?: Selectable | IndexedTree;
}

/**
 * Does `node` match? With `options.root` the node is matched in its tree;
 * without it the node is treated as a detached root element (no parent, no siblings).
 */
export function matches(
  node: ResultElement,
  selector: string | SelectorList | CompiledSelector,
  options: MatchesOptions = {},
): boolean {
  checkArgumentOrder('matches', node, selector);
  const compiledSelector = compiled(selector, options);
  const target: Selectable | IndexedTree = options.root ?? ({ type: 'root', children: [node] } as AnyRoot);
  const c = contextFor(target, options);
  if (c === null) return false;
  const id = (c.index as TreeIndex).idOf(node);
  return id >= 0 && compiledSelector.matcherFor(c.index.language)(c, id);
}
