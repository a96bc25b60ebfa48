// HTML's rules for selectors over hast (HTML Standard §4.16.2 "Case-sensitivity
// of selectors", and Selectors 3 §6.1 / §6.3 for documents in HTML mode):
// - type selectors and attribute names are ASCII case-insensitive for
//   elements in the HTML namespace, case-sensitive for SVG and MathML ones;
// - on HTML elements, the values of the attributes listed below compare
//   ASCII case-insensitively (everything else, `class` and `id` included,
//   case-sensitively);
// - `:lang()` reads `lang` (and `xml:lang`, which foreign content can carry);
// - in a quirks-mode document, class and ID selectors ignore ASCII case
//   (Selectors 4 §6.6 / §6.7, HTML §4.16.2).
// The view (html/select-view.ts) gives each element its namespace.
import type { AttributeSelector, Namespace } from '@forgiving/css-selectors-nth';
import { NAMESPACE_HTML } from '@forgiving/html-tree';
import type { HtmlViewElement } from '../html/select-view.ts';
import type { Matcher } from './context.ts';

/** HTML Standard §4.16.2: attributes whose values selectors compare ASCII case-insensitively on HTML elements. */
export const CASE_INSENSITIVE_ATTRIBUTES: ReadonlySet<string> = new Set(
  (
    'accept accept-charset align alink axis bgcolor charset checked clear codetype color compact declare defer dir direction ' +
    'disabled enctype face frame hreflang http-equiv lang language link media method multiple nohref noresize noshade nowrap ' +
    'readonly rel rev rules scope scrolling selected shape target text type valign valuetype vlink'
  ).split(' '),
);

const NAMESPACE_URIS = [
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1998/Math/MathML',
];
const XLINK = 'http://www.w3.org/1999/xlink';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

/** ASCII lowercase only (CSS and HTML never fold other letters). */
export function asciiLower(text: string): string {
  return /[A-Z]/.test(text) ? text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase()) : text;
}

/** What html-rules reads of an element view (select-view.ts: the eager view and the index's lazy one). */
type View = Pick<HtmlViewElement, 'name' | 'attributes' | 'namespace'>;

function view(c: Parameters<Matcher>[0], id: number): View {
  return c.index.element(id) as unknown as View;
}

/** The namespace URI of a view element. */
export function namespaceUri(element: View): string {
  return NAMESPACE_URIS[element.namespace]!;
}

/**
 * The namespace of an attribute by its qualified name: only the foreign
 * attributes the parser adjusts have one (HTML §13.2.6.1 "adjust foreign
 * attributes": `xlink:*`, `xml:*`, `xmlns`, `xmlns:xlink`).
 */
export function attributeNamespace(element: View, qualified: string): string | null {
  if (element.namespace === NAMESPACE_HTML) return null;
  if (qualified.startsWith('xlink:')) return XLINK;
  if (qualified.startsWith('xml:')) return XML;
  if (qualified === 'xmlns' || qualified.startsWith('xmlns:')) return XMLNS;
  return null;
}

function localPart(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
}

/**
 * `.name` (`kind` class) or `#name` (`kind` id): `generic` (case-sensitive)
 * unless the document is in quirks mode, where both ignore ASCII case.
 */
export function compileHtmlClassOrId(kind: 'class' | 'id', name: string, generic: Matcher): Matcher {
  const lower = asciiLower(name);
  return (c, id) => {
    // Id 0 is the hast root (preorder): hast-util-from-parse5's `data.quirksMode` carries the document's mode.
    if ((c.index.element(0) as unknown as { data?: { quirksMode?: unknown } }).data?.quirksMode !== true)
      return generic(c, id);
    const { attributes } = view(c, id);
    const value = Object.hasOwn(attributes, kind) ? attributes[kind] : undefined;
    if (value === undefined || lower === '') return false;
    const folded = asciiLower(value);
    return kind === 'id' ? folded === lower : folded.split(/[ \t\n\f\r]+/).includes(lower);
  };
}

/** A type or universal selector (`name` null) on a hast view element. */
export function compileHtmlType(namespace: Namespace, name: string | null): Matcher {
  const lower = name === null ? null : asciiLower(name);
  const uri = namespace.kind === 'uri' ? namespace.uri : null;
  return (c, id) => {
    const element = view(c, id);
    if (namespace.kind !== 'any' && namespaceUri(element) !== uri) return false;
    if (name === null) return true;
    return element.namespace === NAMESPACE_HTML ? element.name === lower : element.name === name;
  };
}

/** An attribute selector on a hast view element; `test` is the operator's value test. */
export function compileHtmlAttribute(
  selector: AttributeSelector,
  test: (value: string) => boolean,
  lowerTest: (value: string) => boolean,
): Matcher {
  const { namespace } = selector;
  const lower = asciiLower(selector.name);
  // Selectors 4 §6.3: a flag wins (`i` everywhere, `s` never folds); without
  // one, HTML's list applies on HTML elements only (HTML §4.16.2).
  const always = selector.caseFlag === 'i';
  const listed = selector.caseFlag === undefined && CASE_INSENSITIVE_ATTRIBUTES.has(lower);
  const folded = (value: string) => lowerTest(asciiLower(value));
  return (c, id) => {
    const element = view(c, id);
    const html = element.namespace === NAMESPACE_HTML;
    const name = html ? lower : selector.name;
    const check = always || (html && listed) ? folded : test;
    const { attributes } = element;
    if (namespace.kind === 'none' || (namespace.kind === 'any' && html)) {
      const value = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
      return value !== undefined && attributeNamespace(element, name) === null && check(value);
    }
    for (const qualified of Object.keys(attributes)) {
      const ns = attributeNamespace(element, qualified);
      if ((ns === null ? qualified : localPart(qualified)) !== name) continue;
      if (namespace.kind === 'uri' && ns !== namespace.uri) continue;
      if (check(attributes[qualified]!)) return true;
    }
    return false;
  };
}
