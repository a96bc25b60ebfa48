/**
 * The fragment parsing algorithm (WHATWG HTML §13.4 "parsing HTML
 * fragments", decision H7) on a fresh builder: the context element, the
 * tokenizer state it implies, the root html element; then the root's
 * children move into a document fragment.
 */
import { tagId } from '@forgiving/html-tokenizer';
import { TagId as T } from './generated/tag-ids.ts';
import type { TreeBuilder } from './builder.ts';
import { foreignFlags, HTML_FLAGS, Ns } from './categories.ts';
import { Mode, STATE_DATA, STATE_PLAINTEXT, STATE_RAWTEXT, STATE_RCDATA, STATE_SCRIPT_DATA } from './constants.ts';
import { HTML_NS, MATH_NS, SVG_NS } from './foreign.ts';

/** A context element: a tag name (HTML) or a name with its namespace. */
export type FragmentContext = string | { tagName: string; namespace?: 'html' | 'svg' | 'math' };

function contextState(id: number, scripting: boolean): number {
  switch (id) {
    case T.title:
    case T.textarea:
      return STATE_RCDATA;
    case T.style:
    case T.xmp:
    case T.iframe:
    case T.noembed:
    case T.noframes:
      return STATE_RAWTEXT;
    case T.noscript:
      return scripting ? STATE_RAWTEXT : STATE_DATA;
    case T.script:
      return STATE_SCRIPT_DATA;
    case T.plaintext:
      return STATE_PLAINTEXT;
  }
  return STATE_DATA;
}

export function startFragment<N>(b: TreeBuilder<N>, context: FragmentContext): void {
  const tagName = typeof context === 'string' ? context : context.tagName;
  const nsName = typeof context === 'string' ? 'html' : (context.namespace ?? 'html');
  const ns = nsName === 'svg' ? Ns.SVG : nsName === 'math' ? Ns.MATH : Ns.HTML;
  const id = tagId(ns === Ns.HTML ? tagName.toLowerCase() : tagName.toLowerCase());
  b.fragment = true;
  b.contextId = id;
  b.contextNs = ns;
  b.contextFlags = ns === Ns.HTML ? (HTML_FLAGS[id] as number) : foreignFlags(id, ns, false);
  b.context = b.adapter.createElement(tagName, ns === Ns.HTML ? HTML_NS : ns === Ns.SVG ? SVG_NS : MATH_NS, []);
  if (ns === Ns.HTML) b.tokenizer.setState(contextState(id, b.scripting));
  // "Set the parser's form element pointer to the nearest node to the context
  // element that is a form element (... including the element itself, if it
  // is a form element)": a context given by name has no ancestors, so only
  // itself. A <form> inside is then ignored, as in a form's innerHTML.
  if (ns === Ns.HTML && id === T.form) b.form = b.context;
  const root = b.createElement('html', Ns.HTML, [], b.document);
  b.adapter.appendChild(b.document, root);
  b.push(root, T.html, Ns.HTML, 'html', null, false, b.document);
  if (ns === Ns.HTML && id === T.template) b.templateModes.push(Mode.IN_TEMPLATE);
  b.resetInsertionMode();
  b.updateForeign();
}

/** The fragment: the root's children moved into a document fragment. */
export function finishFragment<N>(b: TreeBuilder<N>): N {
  const a = b.adapter;
  const fragment = a.createDocumentFragment();
  const root = a.getFirstChild(b.document) as N;
  b.moveChildren(root, fragment);
  return fragment;
}
