// The HTML Standard's element-state pseudo-classes (§4.16.3 "Pseudo-classes")
// over a static hast tree: every definition reads content attributes only
// (a static tree has no IDL state, no user input, no focus). Tables that
// depend on ancestors (fieldset disabling, editability) are filled once per
// select call, parents before children (ids are preorder), no recursion.
import { NAMESPACE_HTML } from '@forgiving/html-tree';
import type { Matcher, MatchContext } from './context.ts';
import { asciiLower } from './html-rules.ts';
import { ELEMENT } from './tree-adapter.ts';

/** An HTML element's attribute (undefined when absent, or when the element is not an HTML element). */
export function htmlAttribute(c: MatchContext, id: number, name: string): string | undefined {
  if (c.index.namespaceOf![id] !== NAMESPACE_HTML) return undefined;
  return c.index.attributeValue(id, name);
}

/** The HTML element's local name, or '' for a foreign element. */
export function htmlName(c: MatchContext, id: number): string {
  return c.index.namespaceOf![id] === NAMESPACE_HTML ? c.index.nameOf(id) : '';
}

/** An element's children (hast's own array). */
export function childrenOf(c: MatchContext, id: number): unknown[] {
  return (c.index.node(id) as { children: unknown[] }).children;
}

const INPUT_TYPES = new Set(
  'hidden text search tel url email password date month week time datetime-local number range color checkbox radio file submit image reset button'.split(
    ' ',
  ),
);

/** An input's `type` state (HTML §4.10.5: unknown and missing values are the Text state). */
export function inputType(c: MatchContext, id: number): string {
  const type = asciiLower(htmlAttribute(c, id, 'type') ?? 'text');
  return INPUT_TYPES.has(type) ? type : 'text';
}

/** Input types the `readonly` attribute applies to (HTML §4.10.5.3.3, the attribute summary table). */
const READONLY_APPLIES = new Set(
  'text search url tel email password date month week time datetime-local number'.split(' '),
);
/** Input types the `required` attribute applies to (HTML §4.10.5.3.4): all but these. */
const REQUIRED_NOT = new Set('hidden range color submit image reset button'.split(' '));
/** Input types the `placeholder` attribute applies to (HTML §4.10.5.3.10). */
const PLACEHOLDER_APPLIES = new Set('text search url tel email password number'.split(' '));

const CONTROLS = new Set(['button', 'input', 'select', 'textarea']);

/**
 * Per element: inside a fieldset whose `disabled` attribute is specified,
 * and not inside that fieldset's first `legend` child (HTML §4.10.18.1
 * "actually disabled", §4.10.15 "disabled fieldset"). Top-down: a child is in
 * when its parent is, or when its parent is such a fieldset and it is not
 * that fieldset's first legend child.
 */
function fieldsetTable(c: MatchContext, table: Uint8Array): void {
  const { index } = c;
  for (let id = 0; id < index.size; id++) {
    const p = index.parent[id]!;
    if (p < 0 || index.kind[id] !== ELEMENT || index.kind[p] !== ELEMENT) continue;
    if (table[p] === 1) {
      table[id] = 1;
      continue;
    }
    if (htmlName(c, p) !== 'fieldset' || htmlAttribute(c, p, 'disabled') === undefined) continue;
    let legend = -1;
    for (let x = index.firstChild[p]!; x >= 0; x = index.next[x]!)
      if (htmlName(c, x) === 'legend') {
        legend = x;
        break;
      }
    table[id] = id === legend ? 0 : 1;
  }
}

/** `:disabled` (HTML §4.16.3): form controls and fieldsets actually disabled, optgroups and options disabled. */
export function compileDisabled(slot: number): Matcher {
  return (c, id) => isDisabled(c, id, slot) === 1;
}

/** `:enabled`: the elements `:disabled` could match that are not disabled. */
export function compileEnabled(slot: number): Matcher {
  return (c, id) => isDisabled(c, id, slot) === 0;
}

/** 1 disabled, 0 enabled, -1 neither applies (not a control). */
function isDisabled(c: MatchContext, id: number, slot: number): number {
  const name = htmlName(c, id);
  const own = htmlAttribute(c, id, 'disabled') !== undefined;
  if (CONTROLS.has(name) || name === 'fieldset') {
    if (own) return 1;
    return c.table(slot, (table) => fieldsetTable(c, table))[id] === 1 ? 1 : 0;
  }
  if (name === 'optgroup') return own ? 1 : 0;
  if (name === 'option') {
    if (own) return 1;
    const p = c.index.parent[id]!;
    return p >= 0 && htmlName(c, p) === 'optgroup' && htmlAttribute(c, p, 'disabled') !== undefined ? 1 : 0;
  }
  return -1;
}

/** Checkbox and radio inputs with `checked`, options with `selected`: checked by default (`:default`). */
export const checked: Matcher = (c, id) => {
  const name = htmlName(c, id);
  if (name === 'input') {
    const type = inputType(c, id);
    return (type === 'checkbox' || type === 'radio') && htmlAttribute(c, id, 'checked') !== undefined;
  }
  return name === 'option' && htmlAttribute(c, id, 'selected') !== undefined;
};

/**
 * `:checked` (HTML §4.16.3): checkbox and radio inputs with `checked`, and
 * options whose selectedness is true as a parsed document has it: the
 * `selected` attribute, corrected for a single-choice select (no `multiple`,
 * display size 1) by the selectedness setting algorithm (§4.10.7): of
 * several selected options only the last, and with none the first option
 * that is not disabled.
 */
export function compileChecked(slot: number): Matcher {
  return (c, id) => {
    const name = htmlName(c, id);
    if (name !== 'option') return checked(c, id);
    return c.table(slot, (table) => optionSelectedness(c, table))[id] === 1;
  };
}

/**
 * Marks every option whose selectedness is true (one pass; each option
 * belongs to its nearest `select` ancestor, the select's list of options).
 */
function optionSelectedness(c: MatchContext, table: Uint8Array): void {
  const { index } = c;
  /** Per single-choice select: its last option with `selected`, else its first option not disabled. */
  const lastSelected = new Map<number, number>();
  const firstEnabled = new Map<number, number>();
  for (let id = 0; id < index.size; id++) {
    if (index.kind[id] !== ELEMENT || htmlName(c, id) !== 'option') continue;
    const isSelected = htmlAttribute(c, id, 'selected') !== undefined;
    let select = index.parent[id]!;
    while (select >= 0 && index.kind[select] === ELEMENT && htmlName(c, select) !== 'select')
      select = index.parent[select]!;
    if (select < 0 || index.kind[select] !== ELEMENT || !singleChoice(c, select)) {
      if (isSelected) table[id] = 1;
      continue;
    }
    if (isSelected) lastSelected.set(select, id);
    else if (!firstEnabled.has(select) && !optionDisabled(c, id)) firstEnabled.set(select, id);
  }
  for (const option of lastSelected.values()) table[option] = 1;
  for (const [select, option] of firstEnabled) if (!lastSelected.has(select)) table[option] = 1;
}

/**
 * No `multiple` and a display size of 1: the `size` attribute by the rules
 * for parsing non-negative integers, else 1. `size=0` counts as 1, as in
 * browsers (a drop-down box: Blink's menu list is `size <= 1`).
 */
function singleChoice(c: MatchContext, select: number): boolean {
  if (htmlAttribute(c, select, 'multiple') !== undefined) return false;
  const size = htmlAttribute(c, select, 'size');
  if (size === undefined) return true;
  const digits = /^[\t\n\f\r ]*\+?([0-9]+)/.exec(size);
  return digits === null || Number(digits[1]) <= 1;
}

/** An option is disabled by its own `disabled` or its parent optgroup's (HTML §4.10.10). */
function optionDisabled(c: MatchContext, id: number): boolean {
  if (htmlAttribute(c, id, 'disabled') !== undefined) return true;
  const parent = c.index.parent[id]!;
  if (parent < 0 || c.index.kind[parent] !== ELEMENT) return false;
  return htmlName(c, parent) === 'optgroup' && htmlAttribute(c, parent, 'disabled') !== undefined;
}

function isSubmitButton(c: MatchContext, id: number): boolean {
  const name = htmlName(c, id);
  if (name === 'input') {
    const type = inputType(c, id);
    return type === 'submit' || type === 'image';
  }
  if (name !== 'button') return false;
  const type = asciiLower(htmlAttribute(c, id, 'type') ?? 'submit');
  return type !== 'reset' && type !== 'button';
}

/**
 * `:default` (HTML §4.16.3): a form's default button (its first submit
 * button in tree order; the form owner is the nearest `form` ancestor, the
 * `form` attribute is not followed), and checkboxes, radios and options
 * that are checked by default.
 */
export const defaultState: Matcher = (c, id) => {
  if (checked(c, id)) return true;
  if (!isSubmitButton(c, id)) return false;
  const { index } = c;
  let form = index.parent[id]!;
  while (form >= 0 && index.kind[form] === ELEMENT && htmlName(c, form) !== 'form') form = index.parent[form]!;
  if (form < 0 || index.kind[form] !== ELEMENT) return false;
  for (let x = form + 1; x <= index.end[form]!; x++)
    if (index.kind[x] === ELEMENT && isSubmitButton(c, x)) return x === id;
  return false;
};

/**
 * `:indeterminate`: a `progress` without `value`; a radio whose group
 * (same `name` and form owner, HTML §4.10.5.1.16) has no checked radio (a
 * checkbox is indeterminate only through its IDL attribute: never here).
 */
export function compileIndeterminate(slot: number): Matcher {
  return (c, id) => {
    const name = htmlName(c, id);
    if (name === 'progress') return htmlAttribute(c, id, 'value') === undefined;
    if (name !== 'input' || inputType(c, id) !== 'radio') return false;
    if (htmlAttribute(c, id, 'checked') !== undefined) return false;
    const group = htmlAttribute(c, id, 'name');
    if (group === undefined || group === '') return true;
    return c.table(slot, (table) => radioGroups(c, table))[id] !== 1;
  };
}

/** Marks every radio whose group has a checked radio (one pass, groups keyed by form owner and name). */
function radioGroups(c: MatchContext, table: Uint8Array): void {
  const { index } = c;
  const groups = new Map<string, number[]>();
  const checkedGroups = new Set<string>();
  for (let id = 0; id < index.size; id++) {
    if (index.kind[id] !== ELEMENT || htmlName(c, id) !== 'input' || inputType(c, id) !== 'radio') continue;
    const name = htmlAttribute(c, id, 'name');
    if (name === undefined || name === '') continue;
    let form = index.parent[id]!;
    while (form >= 0 && index.kind[form] === ELEMENT && htmlName(c, form) !== 'form') form = index.parent[form]!;
    const key = `${form < 0 || index.kind[form] !== ELEMENT ? -1 : form} ${name}`;
    let members = groups.get(key);
    if (members === undefined) groups.set(key, (members = []));
    members.push(id);
    if (htmlAttribute(c, id, 'checked') !== undefined) checkedGroups.add(key);
  }
  for (const key of checkedGroups) for (const id of groups.get(key)!) table[id] = 1;
}

/** `:required`: input (where `required` applies), select and textarea with `required`. */
export const required: Matcher = (c, id) => {
  const name = htmlName(c, id);
  if (name === 'input' && REQUIRED_NOT.has(inputType(c, id))) return false;
  return (
    (name === 'input' || name === 'select' || name === 'textarea') && htmlAttribute(c, id, 'required') !== undefined
  );
};

/** `:optional`: input, select and textarea that are not required. */
export const optional: Matcher = (c, id) => {
  const name = htmlName(c, id);
  return (name === 'input' || name === 'select' || name === 'textarea') && !required(c, id);
};

/**
 * `:placeholder-shown`: an input (where `placeholder` applies) or textarea
 * with a `placeholder` and an empty value: for an input its `value`
 * attribute, for a textarea its text (the default value of each).
 */
export const placeholderShown: Matcher = (c, id) => {
  const name = htmlName(c, id);
  if (htmlAttribute(c, id, 'placeholder') === undefined) return false;
  if (name === 'input') {
    if (!PLACEHOLDER_APPLIES.has(inputType(c, id))) return false;
    const value = htmlAttribute(c, id, 'value');
    return value === undefined || value === '';
  }
  if (name !== 'textarea') return false;
  for (const child of childrenOf(c, id) as { type: string; value?: string }[])
    if (child.type === 'text' && child.value !== '') return false;
  return true;
};

/** `:link` and `:any-link` (no link is visited in a static tree): `a` and `area` elements with `href`. */
export const link: Matcher = (c, id) => {
  const name = htmlName(c, id);
  return (name === 'a' || name === 'area') && htmlAttribute(c, id, 'href') !== undefined;
};

/** `:defined`: every element but an autonomous custom element (an HTML element whose name has a `-`), none defined statically. */
export const defined: Matcher = (c, id) =>
  c.index.namespaceOf![id] !== NAMESPACE_HTML || !c.index.nameOf(id).includes('-');

/**
 * Editability (HTML §6.8.5.1 `contenteditable`): 1 for an editing host or
 * editable element. `true`, `''` and `plaintext-only` make a host, `false`
 * stops it, anything else inherits. Top-down, one pass.
 */
function editableTable(c: MatchContext, table: Uint8Array): void {
  const { index } = c;
  for (let id = 0; id < index.size; id++) {
    if (index.kind[id] !== ELEMENT) continue;
    const p = index.parent[id]!;
    const inherited = p >= 0 && table[p] === 1 ? 1 : 0;
    const value = htmlAttribute(c, id, 'contenteditable');
    if (value === undefined) table[id] = inherited;
    else {
      const state = asciiLower(value);
      table[id] =
        state === '' || state === 'true' || state === 'plaintext-only' ? 1 : state === 'false' ? 0 : inherited;
    }
  }
}

/**
 * `:read-write` (HTML §4.16.3): an input to which `readonly` applies, or a
 * textarea, that is neither readonly nor disabled; or an editing host or
 * editable element. `:read-only` is every other element.
 */
export function compileReadWrite(disabledSlot: number, editableSlot: number): Matcher {
  return (c, id) => {
    const name = htmlName(c, id);
    if (name === 'input' || name === 'textarea') {
      if (name === 'input' && !READONLY_APPLIES.has(inputType(c, id))) return false;
      return htmlAttribute(c, id, 'readonly') === undefined && isDisabled(c, id, disabledSlot) !== 1;
    }
    return c.table(editableSlot, (table) => editableTable(c, table))[id] === 1;
  };
}
