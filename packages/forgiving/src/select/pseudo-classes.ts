// Non-functional pseudo-classes, `:lang()` and `:dir()`, with one rule for
// all of them (README, "Pseudo-classes"): each has a definition per
// language over the static tree; the HTML Standard's element states
// (html-states.ts, direction.ts) apply to hast only, Sky and xast trees have
// no forms, links, editing or directionality (their answer is fixed); state
// no static tree can know (hover, focus, ...) never matches, in every
// language; an unknown pseudo-class is a compile error.
import { isAsciiWhitespace } from '@forgiving/char-ref/codes';
import { CompileError } from './compile-error.ts';
import { ALWAYS, type Matcher, type MatchContext, NEVER } from './context.ts';
import { compileDirection } from './direction.ts';
import {
  compileChecked,
  compileDisabled,
  compileEnabled,
  compileIndeterminate,
  compileReadWrite,
  defaultState,
  defined,
  link,
  optional,
  placeholderShown,
  required,
} from './html-states.ts';
import { ELEMENT, type TreeLanguage } from './tree-adapter.ts';

/** User-interaction and navigation state: never true in a static tree, in any language. */
const NEVER_STATIC = new Set([
  'hover',
  'active',
  'focus',
  'focus-within',
  'focus-visible',
  'visited',
  'target',
  'target-within',
]);

/** The compiler's state: slots come from its shared counter; the language compiled for. */
interface Slots {
  slots: number;
  language: TreeLanguage;
}

/** HTML's definition on hast, a fixed answer on Sky and xast trees (folded by the compiler). */
function htmlOnly(state: Slots, html: () => Matcher, other: boolean): Matcher {
  if (state.language === 'html') return html();
  return other ? ALWAYS : NEVER;
}

function structural(name: string): Matcher | null {
  switch (name) {
    case 'root':
      return (c, id) => {
        const p = c.index.parent[id]!;
        return p >= 0 && c.index.isDocument[p] === 1;
      };
    case 'scope':
      // :scope is the scoping root (Selectors 4 §4.4), inside :has() too
      // (compile.ts, compileHas): the element given as the tree (id 0), or
      // :root when the tree is a root.
      return (c, id) => {
        if (c.index.kind[0] === ELEMENT) return id === 0;
        const p = c.index.parent[id]!;
        return p >= 0 && c.index.isDocument[p] === 1;
      };
    case 'empty':
      return (c, id) => isEmpty(childNodes(c, id), false);
    case 'blank':
      return (c, id) => isEmpty(childNodes(c, id), true);
    case 'first-child':
      return (c, id) => c.index.nth[id] === 1;
    case 'last-child':
      return (c, id) => c.index.nthLast[id] === 1;
    case 'only-child':
      return (c, id) => c.index.nth[id] === 1 && c.index.nthLast[id] === 1;
    case 'first-of-type':
      return (c, id) => c.index.types().nth[id] === 1;
    case 'last-of-type':
      return (c, id) => c.index.types().nthLast[id] === 1;
    case 'only-of-type':
      return (c, id) => {
        const types = c.index.types();
        return types.nth[id] === 1 && types.nthLast[id] === 1;
      };
  }
  return null;
}

export function compilePseudoClass(name: string, state: Slots): Matcher {
  const found = structural(name);
  if (found !== null) return found;
  switch (name) {
    case 'link':
    case 'any-link':
      return htmlOnly(state, () => link, false);
    case 'checked':
      return htmlOnly(state, () => compileChecked(state.slots++), false);
    case 'default':
      return htmlOnly(state, () => defaultState, false);
    case 'indeterminate':
      return htmlOnly(state, () => compileIndeterminate(state.slots++), false);
    case 'disabled':
      return htmlOnly(state, () => compileDisabled(state.slots++), false);
    case 'enabled':
      return htmlOnly(state, () => compileEnabled(state.slots++), false);
    case 'required':
      return htmlOnly(state, () => required, false);
    case 'optional':
      return htmlOnly(state, () => optional, false);
    case 'placeholder-shown':
      return htmlOnly(state, () => placeholderShown, false);
    case 'read-write':
      return htmlOnly(state, () => compileReadWrite(state.slots++, state.slots++), false);
    case 'read-only':
      return htmlOnly(
        state,
        () => {
          const readWrite = compileReadWrite(state.slots++, state.slots++);
          return (c, id) => !readWrite(c, id);
        },
        true,
      );
    case 'defined':
      return htmlOnly(state, () => defined, true);
  }
  if (NEVER_STATIC.has(name)) return NEVER;
  throw new CompileError('unsupported-pseudo-class', `:${name}`);
}

function childNodes(c: MatchContext, id: number): readonly { type: string; value?: unknown }[] {
  const children = (c.index.node(id) as { children?: { type: string; value?: unknown }[] }).children;
  return Array.isArray(children) ? children : [];
}

/**
 * `:empty`: no element children and no text (comments and instructions do
 * not count). An entity reference xml-er kept unexpanded (a `raw` node) is
 * content (Selectors 3 §6.6.5.9 counts entity references). `:blank`
 * (Selectors 4 §13.2, the 2018 draft's definition, as css-select and
 * hast-util-select have it): the same, whitespace-only text allowed.
 */
function isEmpty(children: readonly { type: string; value?: unknown }[], blank: boolean): boolean {
  for (const child of children) {
    if (child.type === 'element' || child.type === 'raw') return false;
    if (child.type !== 'text' && child.type !== 'cdata') continue;
    const value = typeof child.value === 'string' ? child.value : '';
    if (value !== '' && !(blank && isWhitespace(value))) return false;
  }
  return true;
}

function isWhitespace(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isAsciiWhitespace(text.charCodeAt(i))) return false;
  return true;
}

/** `:dir(ltr)` / `:dir(rtl)`: HTML's directionality on hast; Sky and xast trees have none (never matches). */
export function compileDir(argument: unknown, state: Slots): Matcher {
  const values = (Array.isArray(argument) ? argument : []).filter(
    (value: { type?: string }) => value.type !== 'whitespace',
  ) as { type: string; value?: unknown }[];
  const only = values.length === 1 && values[0]!.type === 'ident' ? String(values[0]!.value).toLowerCase() : '';
  // Selectors 4 §7.1: the argument is one identifier; another one matches nothing.
  if (only === '') throw new CompileError('unsupported-pseudo-class', ':dir(');
  return htmlOnly(state, () => compileDirection(only, state.slots++), false);
}

/**
 * `:lang()` with Selectors 4's extended filtering (RFC 4647 §3.3.2), which
 * gives Level 3's answer for every Level 3 argument: the first subtags are
 * equal (or the range's is `*`); each further range subtag is found in
 * order, skipping the tag's subtags but never a singleton (`x`, `u`); a `*`
 * subtag matches anything. An element whose language is empty or unknown
 * matches no range. Several ranges: any of them.
 */
export function compileLang(ranges: readonly string[]): Matcher {
  const parsed = ranges.map((range) => range.toLowerCase().split('-'));
  return (c, id) => {
    const lang = (c as MatchContext).language(id);
    if (lang === null || lang === '') return false;
    const tag = lang.toLowerCase().split('-');
    for (const range of parsed) if (extendedFilter(tag, range)) return true;
    return false;
  };
}

function extendedFilter(tag: readonly string[], range: readonly string[]): boolean {
  if (range[0] === '') return false;
  if (range[0] !== '*' && range[0] !== tag[0]) return false;
  let t = 1;
  for (let r = 1; r < range.length; r++) {
    const subtag = range[r]!;
    if (subtag === '*') continue;
    for (;;) {
      if (t >= tag.length) return false;
      if (tag[t] === subtag) {
        t++;
        break;
      }
      if (tag[t]!.length === 1) return false;
      t++;
    }
  }
  return true;
}
