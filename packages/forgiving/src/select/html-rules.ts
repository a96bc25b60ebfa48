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
import { type HastNamespace, NAMESPACE_HTML, NAMESPACE_SVG } from '@forgiving/html-tree';
import type { Element as HastElement } from 'hast';
import { HastAttributeName, hastHasClass } from './hast-attributes.ts';
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
export function attributeNamespace(element: Pick<View, 'namespace'>, qualified: string): string | null {
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

/** The hast element behind an id, and its namespace (the index records it: hast has none). */
function hastElement(c: Parameters<Matcher>[0], id: number): HastElement {
  return c.index.node(id) as HastElement;
}

/** hast-util-from-parse5 (and parseHtml) put the document's mode on the root's `data.quirksMode`; id 0 is the tree given. */
function quirks(c: Parameters<Matcher>[0]): boolean {
  return (c.index.node(0) as { data?: { quirksMode?: unknown } }).data?.quirksMode === true;
}

/**
 * `.name` (`kind` class) or `#name` (`kind` id), read from hast's
 * `className` / `id` properties; in a quirks-mode document both ignore ASCII
 * case (Selectors 4 §6.6 / §6.7, HTML §4.16.2). `contains` is the
 * whitespace-separated list test.
 */
export function compileHtmlClassOrId(
  kind: 'class' | 'id',
  name: string,
  contains: (list: string, word: string) => boolean,
): Matcher {
  const lower = asciiLower(name);
  const idName = new HastAttributeName('id', false);
  const exact: Matcher =
    kind === 'class'
      ? (c, id) => hastHasClass(hastElement(c, id), name, contains)
      : (c, id) => idName.read(hastElement(c, id), c.index.namespaceOf![id] as HastNamespace) === name;
  return (c, id) => {
    if (!quirks(c)) return exact(c, id);
    const value = c.index.attributeValue(id, kind);
    if (value === undefined || lower === '') return false;
    const folded = asciiLower(value);
    return kind === 'id' ? folded === lower : folded.split(/[ \t\n\f\r]+/).includes(lower);
  };
}

/** A type or universal selector (`name` null) on a hast element. */
export function compileHtmlType(namespace: Namespace, name: string | null): Matcher {
  const lower = name === null ? null : asciiLower(name);
  if (namespace.kind === 'any') {
    if (name === null) return () => true;
    // HTML elements by their lowercase name, foreign ones case-sensitively (HTML §4.16.2).
    return (c, id) => {
      const tag = hastElement(c, id).tagName;
      return c.index.namespaceOf![id] === NAMESPACE_HTML ? tag === lower : tag === name;
    };
  }
  const uri = namespace.kind === 'uri' ? namespace.uri : null;
  return (c, id) => {
    const ns = c.index.namespaceOf![id]!;
    if (NAMESPACE_URIS[ns] !== uri) return false;
    if (name === null) return true;
    const tag = hastElement(c, id).tagName;
    return ns === NAMESPACE_HTML ? tag === lower : tag === name;
  };
}

/** An attribute selector on a hast element; `test` is the operator's value test. */
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
  const htmlCheck = always || listed ? folded : test;
  const foreignCheck = always ? folded : test;
  if (namespace.kind === 'none' || namespace.kind === 'any') {
    const resolved = new HastAttributeName(selector.name, true);
    // A name the parser gives a namespace on foreign elements (`xlink:href`) is no null-namespace attribute there.
    const foreignNamespaced = attributeNamespace({ namespace: NAMESPACE_SVG }, selector.name) !== null;
    const plain: Matcher = (c, id) => {
      const ns = c.index.namespaceOf![id] as HastNamespace;
      if (ns !== NAMESPACE_HTML && foreignNamespaced) return false;
      const value = resolved.read(hastElement(c, id), ns);
      return value !== undefined && (ns === NAMESPACE_HTML ? htmlCheck : foreignCheck)(value);
    };
    if (namespace.kind === 'none') return plain;
    // `*|name`: on HTML elements no attribute has a namespace; on foreign ones every attribute of that local name.
    const anyOn = everyNamespace(selector.name, namespace, foreignCheck);
    return (c, id) => (c.index.namespaceOf![id] === NAMESPACE_HTML ? plain(c, id) : anyOn(c, id));
  }
  return everyNamespace(selector.name, namespace, foreignCheck, htmlCheck);
}

/** The attributes of local name `name` in `namespace`, read from the element's whole attribute record (rare: `ns|a`, `*|a`). */
function everyNamespace(
  name: string,
  namespace: Namespace,
  check: (value: string) => boolean,
  htmlCheck: (value: string) => boolean = check,
): Matcher {
  const lower = asciiLower(name);
  return (c, id) => {
    const element = view(c, id);
    const html = element.namespace === NAMESPACE_HTML;
    const wanted = html ? lower : name;
    const { attributes } = element;
    for (const qualified of Object.keys(attributes)) {
      const ns = attributeNamespace(element, qualified);
      if ((ns === null ? qualified : localPart(qualified)) !== wanted) continue;
      if (namespace.kind === 'uri' && ns !== namespace.uri) continue;
      if ((html ? htmlCheck : check)(attributes[qualified]!)) return true;
    }
    return false;
  };
}
