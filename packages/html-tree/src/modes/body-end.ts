/**
 * § 13.2.6.4.7 The "in body" insertion mode: end tags, in the Standard's
 * order after the fast path, each case headed by the Standard's words. The
 * three bitfield groups (blocks, formatting elements, headings) share no
 * tag with the cases of the switch, so testing them first does not change
 * which rule applies.
 */
import { TagId as T } from '../generated/tag-ids.ts';
import type { TreeBuilder } from '../builder.ts';
import { Cat, HTML_FLAGS, Ns } from '../categories.ts';
import { Mode } from '../constants.ts';
import { Bound } from '../open-elements.ts';
import { adoptionAgency } from './adoption.ts';
import { anyOtherEndTag } from './any-other-end-tag.ts';
import { checkOpenElements } from './shared.ts';
import { endTemplate } from './head.ts';
import { DONE, type Result, reprocessIn } from './types.ts';

export function inBodyEndTag(b: TreeBuilder): Result {
  const id = b.id;
  const flags = HTML_FLAGS[id] as number;
  const s = b.stack;
  // The current node is the HTML element this end tag names (most end tags
  // of real pages: </li>, </p>, </span>, </div>, </dt>): every branch below
  // then pops just that element, without an error, except for the tags
  // with more to do: formatting (the list entry), scope boundaries (applet,
  // marquee, object: markers; template; html), the mode choosers (body,
  // table parts) and form (the form pointer). Unknown names (id 0) need the
  // name compared: left to anyOtherEndTag.
  if (
    s.currentId === id &&
    id !== 0 &&
    s.currentNs === Ns.HTML &&
    (flags & (Cat.FORMATTING | Cat.SCOPE | Cat.CHOOSES_MODE)) === 0 &&
    id !== T.form
  ) {
    b.pop();
    return DONE;
  }
  // An end tag whose tag name is one of: "address", "article", "aside",
  // "blockquote", "button", "center", "details", "dialog", "dir", "div",
  // "dl", "fieldset", "figcaption", "figure", "footer", "header", "hgroup",
  // "listing", "main", "menu", "nav", "ol", "pre", "search", "section",
  // "select", "summary", "ul"
  if (flags & Cat.BLOCK_END) {
    if (!s.inScope(id, Bound.DEFAULT)) {
      b.error('end-tag-without-matching-open-element');
      return DONE;
    }
    b.generateImpliedEndTags();
    if (!b.isCurrent(id)) b.error('unclosed-element');
    b.popUntil(id);
    return DONE;
  }
  // An end tag whose tag name is one of: "a", "b", "big", "code", "em",
  // "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u"
  if (flags & Cat.FORMATTING) {
    // The adoption agency's most common case, taken without its searches:
    // the current node is the formatting element of the list's last entry
    // (so it is the last one named so after the last marker, in scope, and
    // no furthest block can be above it): pop it, remove its entry. 58k of
    // node-api-all.html's end tags (`</code>`, `</a>`) end this way.
    const entry = s.entries[s.top];
    const entries = b.afe.entries;
    if (entry !== null && entry !== undefined && entry.id === id && entries[entries.length - 1] === entry) {
      b.pop();
      b.afe.removeEntry(entry);
      b.afe.recycle(entry);
      return DONE;
    }
    adoptionAgency(b, id);
    return DONE;
  }
  // An end tag whose tag name is one of: "h1", "h2", "h3", "h4", "h5", "h6"
  if (flags & Cat.HEADING) {
    headingEnd(b);
    return DONE;
  }
  switch (id) {
    // An end tag whose tag name is "template" (the rules for "in head")
    case T.template:
      endTemplate(b);
      return DONE;
    // An end tag whose tag name is "body"
    // An end tag whose tag name is "html"
    case T.body:
    case T.html:
      if (!s.inScope(T.body, Bound.DEFAULT)) {
        b.error('end-tag-without-matching-open-element');
        return DONE;
      }
      checkOpenElements(b);
      // <body> stays open: its end tag's location is set here (as parse5).
      if (id === T.body && b.positions && s.isHtml(1, T.body)) b.setEndLocation(s.nodes[1]);
      b.mode = Mode.AFTER_BODY;
      // An end tag whose tag name is "html": "Reprocess the token."
      return id === T.html ? reprocessIn(Mode.AFTER_BODY) : DONE;
    // An end tag whose tag name is "form"
    case T.form:
      formEnd(b);
      return DONE;
    // An end tag whose tag name is "p"
    case T.p:
      if (!s.inScope(T.p, Bound.BUTTON)) {
        b.error('p-end-tag-without-open-p');
        b.insertImplied('p', T.p);
      }
      b.closeP();
      return DONE;
    // An end tag whose tag name is "li"
    // An end tag whose tag name is one of: "dd", "dt"
    case T.li:
    case T.dd:
    case T.dt:
      if (!s.inScope(id, id === T.li ? Bound.LIST : Bound.DEFAULT)) {
        b.error('end-tag-without-matching-open-element');
        return DONE;
      }
      b.generateImpliedEndTags(id);
      if (!b.isCurrent(id)) b.error('unclosed-element');
      b.popUntil(id);
      return DONE;
    // An end tag token whose tag name is one of: "applet", "marquee", "object"
    case T.applet:
    case T.marquee:
    case T.object:
      if (!s.inScope(id, Bound.DEFAULT)) {
        b.error('end-tag-without-matching-open-element');
        return DONE;
      }
      b.generateImpliedEndTags();
      if (!b.isCurrent(id)) b.error('unclosed-element');
      b.popUntil(id);
      b.afe.clearToLastMarker();
      return DONE;
    // An end tag whose tag name is "br": "Parse error. Drop the attributes
    // from the token, and act as described in the next entry; i.e. act as if
    // this was a "br" start tag token with no attributes": a <br> is inserted
    // here (insertImplied: no attributes) rather than the token rewritten.
    case T.br:
      b.error('br-end-tag');
      b.reconstructFormatting();
      b.insertImplied('br', T.br);
      b.pop();
      b.framesetOk = false;
      return DONE;
  }
  // An end tag whose tag name is "sarcasm": "Take a deep breath, then act as
  // described in the "any other end tag" entry below."
  // Any other end tag
  anyOtherEndTag(b);
  return DONE;
}

function headingEnd(b: TreeBuilder): void {
  const s = b.stack;
  if (
    !(
      s.inScope(T.h1, Bound.DEFAULT) ||
      s.inScope(T.h2, Bound.DEFAULT) ||
      s.inScope(T.h3, Bound.DEFAULT) ||
      s.inScope(T.h4, Bound.DEFAULT) ||
      s.inScope(T.h5, Bound.DEFAULT) ||
      s.inScope(T.h6, Bound.DEFAULT)
    )
  ) {
    b.error('end-tag-without-matching-open-element');
    return;
  }
  b.generateImpliedEndTags();
  if (!b.isCurrent(b.id)) b.error('unclosed-element');
  b.popUntilFlag(Cat.HEADING);
}

function formEnd(b: TreeBuilder): void {
  const s = b.stack;
  // "Parsing template contents" (whatwg/html #12911): a template-context fragment too.
  if (!b.parsingTemplateContents()) {
    const node = b.form;
    b.form = null;
    const i = node === null ? -1 : s.indexOf(node);
    if (i < 0 || !s.indexInScope(i, Bound.DEFAULT)) {
      b.error('end-tag-without-matching-open-element');
      return;
    }
    b.generateImpliedEndTags();
    if (s.current !== node) b.error('unclosed-element');
    b.removeAt(s.indexOf(node));
    return;
  }
  if (!s.inScope(T.form, Bound.DEFAULT)) {
    b.error('end-tag-without-matching-open-element');
    return;
  }
  b.generateImpliedEndTags();
  if (!b.isCurrent(T.form)) b.error('unclosed-element');
  b.popUntil(T.form);
}
