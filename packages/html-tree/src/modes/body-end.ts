/** in body, end tags (§13.2.6.4.7). */
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
  if (flags & Cat.HEADING) {
    headingEnd(b);
    return DONE;
  }
  switch (id) {
    case T.template:
      endTemplate(b);
      return DONE;
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
    case T.form:
      formEnd(b);
      return DONE;
    case T.p:
      if (!s.inScope(T.p, Bound.BUTTON)) {
        b.error('p-end-tag-without-open-p');
        b.insertImplied('p', T.p);
      }
      b.closeP();
      return DONE;
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
    case T.br:
      b.error('br-end-tag');
      b.reconstructFormatting();
      b.insertImplied('br', T.br);
      b.pop();
      b.framesetOk = false;
      return DONE;
  }
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
