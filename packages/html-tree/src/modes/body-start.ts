/**
 * § 13.2.6.4.7 The "in body" insertion mode: start tags, in the Standard's
 * order, each case headed by the Standard's words (characters, comments and
 * end of file: body.ts; end tags: body-end.ts).
 */
import { TagId as T } from '../generated/tag-ids.ts';
import type { TreeBuilder } from '../builder.ts';
import { Cat, HTML_FLAGS, Ns } from '../categories.ts';
import { Mode, STATE_PLAINTEXT, STATE_RAWTEXT, STATE_RCDATA } from '../constants.ts';
import { attributeValue } from '../foreign.ts';
import { EntryState } from '../formatting.ts';
import { Bound } from '../open-elements.ts';
import { adoptionAgency } from './adoption.ts';
import { inHeadStartTag } from './head.ts';
import { DONE, REPROCESS, type Result } from './types.ts';

/**
 * A start tag "in body". The three groups most tags of a page fall in (the
 * p-closing blocks, headings, formatting elements) are one bitfield test
 * each, taken first; they share no tag with any other case, so which rule
 * applies does not depend on that order. Then "image" (the one case that
 * returns a result other than DONE, also disjoint from the others); every
 * other tag goes through the cases below in the Standard's order.
 */
export function inBodyStartTag(b: TreeBuilder): Result {
  const flags = HTML_FLAGS[b.id] as number;
  if (flags & Cat.CLOSES_P) closesPStart(b);
  else if (flags & Cat.HEADING) headingStart(b);
  else if (flags & Cat.FORMATTING) formattingStart(b);
  else if (b.id === T.image) return imageStart(b);
  else if (!documentStart(b) && !blockStart(b) && !objectStart(b) && !textStart(b)) otherStart(b);
  return DONE;
}

/** html, the head elements, body, frameset. */
function documentStart(b: TreeBuilder): boolean {
  const s = b.stack;
  switch (b.id) {
    // A start tag whose tag name is "html"
    case T.html:
      b.error('misplaced-html-start-tag');
      if (s.templates === 0) b.adapter.adoptAttributes(s.nodes[0], b.attrs);
      return true;
    // A start tag whose tag name is one of: "base", "basefont", "bgsound",
    // "link", "meta", "noframes", "script", "style", "template", "title"
    // (none of them reprocesses "in head").
    case T.base:
    case T.basefont:
    case T.bgsound:
    case T.link:
    case T.meta:
    case T.noframes:
    case T.script:
    case T.style:
    case T.template:
    case T.title:
      inHeadStartTag(b);
      return true;
    // A start tag whose tag name is "body"
    case T.body:
      b.error('misplaced-body-start-tag');
      if (s.top === 0 || !s.isHtml(1, T.body) || s.templates > 0) return true;
      b.framesetOk = false;
      b.adapter.adoptAttributes(s.nodes[1], b.attrs);
      return true;
    // A start tag whose tag name is "frameset"
    case T.frameset:
      b.error('misplaced-frameset-start-tag');
      if (s.top === 0 || !s.isHtml(1, T.body) || !b.framesetOk) return true;
      b.adapter.detachNode(s.nodes[1]);
      while (s.top > 0) b.pop();
      b.insertHtmlElement();
      b.mode = Mode.IN_FRAMESET;
      return true;
  }
  return false;
}

/**
 * A start tag whose tag name is one of: "address", "article", "aside",
 * "blockquote", "center", "details", "dialog", "dir", "div", "dl",
 * "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "main",
 * "menu", "nav", "ol", "p", "search", "section", "summary", "ul"
 */
function closesPStart(b: TreeBuilder): void {
  b.closePInButtonScope();
  b.insertHtmlElement();
}

/** A start tag whose tag name is one of: "h1", "h2", "h3", "h4", "h5", "h6" */
function headingStart(b: TreeBuilder): void {
  b.closePInButtonScope();
  if (b.stack.currentNs === Ns.HTML && (HTML_FLAGS[b.stack.currentId] as number) & Cat.HEADING) {
    b.error('heading-in-heading');
    b.pop();
  }
  b.insertHtmlElement();
}

/** pre, listing, form, li, dd, dt, plaintext, button. */
function blockStart(b: TreeBuilder): boolean {
  const s = b.stack;
  switch (b.id) {
    // A start tag whose tag name is one of: "pre", "listing"
    case T.pre:
    case T.listing:
      b.closePInButtonScope();
      b.insertHtmlElement();
      b.skipNewline = true;
      b.framesetOk = false;
      return true;
    // A start tag whose tag name is "form"
    case T.form: {
      // "Parsing template contents": whatwg/html #12911.
      if (b.form !== null && !b.parsingTemplateContents()) {
        b.error('nested-form');
        return true;
      }
      b.closePInButtonScope();
      const el = b.insertHtmlElement();
      if (!b.parsingTemplateContents()) b.form = el;
      return true;
    }
    // A start tag whose tag name is "li"
    // A start tag whose tag name is one of: "dd", "dt"
    case T.li:
    case T.dd:
    case T.dt:
      listItemStart(b);
      return true;
    // A start tag whose tag name is "plaintext"
    case T.plaintext:
      b.closePInButtonScope();
      b.insertHtmlElement();
      b.tokenizer.setState(STATE_PLAINTEXT);
      return true;
    // A start tag whose tag name is "button"
    case T.button:
      if (s.inScope(T.button, Bound.DEFAULT)) {
        b.error('nested-button-element');
        b.generateImpliedEndTags();
        b.popUntil(T.button);
      }
      b.reconstructFormatting();
      b.insertHtmlElement();
      b.framesetOk = false;
      return true;
  }
  return false;
}

/** li, dd, dt: close the open item of the same kind first. */
function listItemStart(b: TreeBuilder): void {
  const s = b.stack;
  b.framesetOk = false;
  // The loop walks down to an open li (dd, dt) unless a special element other
  // than address, div, p comes first: O(1) with the stack's links (H8).
  const target =
    b.id === T.li ? s.lastIndexOf(T.li, 'li') : Math.max(s.lastIndexOf(T.dd, 'dd'), s.lastIndexOf(T.dt, 'dt'));
  if (target >= 0 && target >= s.boundary(Bound.ITEM_STOP)) {
    const id = s.ids[target] as number;
    b.generateImpliedEndTags(id);
    if (!b.isCurrent(id)) b.error('unclosed-element');
    b.popUntil(id);
  }
  b.closePInButtonScope();
  b.insertHtmlElement();
}

/**
 * A start tag whose tag name is "a";
 * a start tag whose tag name is one of: "b", "big", "code", "em", "font",
 * "i", "s", "small", "strike", "strong", "tt", "u";
 * a start tag whose tag name is "nobr".
 */
function formattingStart(b: TreeBuilder): void {
  if (b.id === T.a) {
    const entry = b.afe.lastNamed(T.a);
    if (entry !== null) {
      b.error('nested-a-element');
      adoptionAgency(b, T.a);
      if (entry.state & EntryState.LISTED) b.afe.removeEntry(entry);
      // Its element, if the adoption agency left it open (OPEN: the stack keeps the flag).
      const i = entry.state & EntryState.OPEN ? entry.slot : -1;
      if (i >= 0) b.removeAt(i);
    }
  } else if (b.id === T.nobr) {
    b.reconstructFormatting();
    if (b.stack.inScope(T.nobr, Bound.DEFAULT)) {
      b.error('nested-nobr-element');
      adoptionAgency(b, T.nobr);
    }
  }
  b.reconstructFormatting();
  b.insertFormatting();
}

/** applet, marquee, object, table, the void elements, hr. */
function objectStart(b: TreeBuilder): boolean {
  switch (b.id) {
    // A start tag whose tag name is one of: "applet", "marquee", "object"
    case T.applet:
    case T.marquee:
    case T.object:
      b.reconstructFormatting();
      b.insertHtmlElement();
      b.afe.pushMarker();
      b.framesetOk = false;
      return true;
    // A start tag whose tag name is "table"
    case T.table:
      if (b.quirksMode !== 'quirks') b.closePInButtonScope();
      b.insertHtmlElement();
      b.framesetOk = false;
      b.mode = Mode.IN_TABLE;
      return true;
    // A start tag whose tag name is one of: "area", "br", "embed", "img", "keygen", "wbr"
    case T.area:
    case T.br:
    case T.embed:
    case T.img:
    case T.keygen:
    case T.wbr:
      b.reconstructFormatting();
      b.appendElement();
      b.framesetOk = false;
      return true;
    // A start tag whose tag name is "input"
    case T.input:
      inputStart(b);
      return true;
    // A start tag whose tag name is one of: "param", "source", "track"
    case T.param:
    case T.source:
    case T.track:
      b.appendElement();
      return true;
    // A start tag whose tag name is "hr"
    case T.hr:
      b.closePInButtonScope();
      if (b.stack.inScope(T.select, Bound.DEFAULT)) {
        b.generateImpliedEndTags();
        if (b.stack.inScope(T.option, Bound.DEFAULT) || b.stack.inScope(T.optgroup, Bound.DEFAULT))
          b.error('option-left-open-in-select');
      }
      b.appendElement();
      b.framesetOk = false;
      return true;
  }
  return false;
}

function inputStart(b: TreeBuilder): void {
  if (b.fragment && b.contextId === T.select && b.contextNs === Ns.HTML) {
    b.error('input-in-select');
    return;
  }
  if (b.stack.inScope(T.select, Bound.DEFAULT)) {
    b.error('input-in-select');
    b.popUntil(T.select);
  }
  b.reconstructFormatting();
  b.appendElement();
  const type = attributeValue(b.attrs, 'type');
  if (type === null || type.toLowerCase() !== 'hidden') b.framesetOk = false;
}

/**
 * A start tag whose tag name is "image": "Parse error. Change the token's
 * tag name to "img" and reprocess it. (Don't ask.)" The current token is
 * rewritten here, in its fields (`name`, `id`: the token is allocation-free,
 * H9), and the builder's loop reprocesses it in the current insertion mode
 * (which may be "in table", through foster parenting).
 */
function imageStart(b: TreeBuilder): Result {
  b.error('image-start-tag');
  b.name = 'img';
  b.id = T.img;
  return REPROCESS;
}

/** textarea, xmp, iframe, noembed, noscript (scripting), select, option, optgroup. */
function textStart(b: TreeBuilder): boolean {
  switch (b.id) {
    // A start tag whose tag name is "textarea"
    case T.textarea:
      b.insertHtmlElement();
      b.skipNewline = true;
      b.tokenizer.setState(STATE_RCDATA);
      b.originalMode = b.mode;
      b.framesetOk = false;
      b.mode = Mode.TEXT;
      return true;
    // A start tag whose tag name is "xmp"
    case T.xmp:
      b.closePInButtonScope();
      b.reconstructFormatting();
      b.framesetOk = false;
      b.parseRawText(STATE_RAWTEXT);
      return true;
    // A start tag whose tag name is "iframe"
    case T.iframe:
      b.framesetOk = false;
      b.parseRawText(STATE_RAWTEXT);
      return true;
    // A start tag whose tag name is "noembed"
    // A start tag whose tag name is "noscript", if the scripting flag is enabled
    case T.noembed:
      b.parseRawText(STATE_RAWTEXT);
      return true;
    case T.noscript:
      if (!b.scripting) return false;
      b.parseRawText(STATE_RAWTEXT);
      return true;
    // A start tag whose tag name is "select"
    case T.select:
      selectStart(b);
      return true;
    // A start tag whose tag name is "option"
    // A start tag whose tag name is "optgroup"
    case T.option:
    case T.optgroup:
      optionStart(b);
      return true;
  }
  return false;
}

/** select (customizable <select>, 2025): a nested select closes the open one. */
function selectStart(b: TreeBuilder): void {
  if (b.fragment && b.contextId === T.select && b.contextNs === Ns.HTML) {
    b.error('nested-select-element');
  } else if (b.stack.inScope(T.select, Bound.DEFAULT)) {
    b.error('nested-select-element');
    b.popUntil(T.select);
  } else {
    b.reconstructFormatting();
    b.insertHtmlElement();
    b.framesetOk = false;
  }
}

/** option, optgroup (customizable <select>, as html5ever and the current Standard). */
function optionStart(b: TreeBuilder): void {
  const s = b.stack;
  if (s.inScope(T.select, Bound.DEFAULT)) {
    if (b.id === T.option) {
      b.generateImpliedEndTags(T.optgroup);
      if (s.inScope(T.option, Bound.DEFAULT)) b.error('option-left-open-in-select');
    } else {
      b.generateImpliedEndTags();
      if (s.inScope(T.option, Bound.DEFAULT) || s.inScope(T.optgroup, Bound.DEFAULT))
        b.error('option-left-open-in-select');
    }
  } else if (b.isCurrent(T.option)) b.pop();
  b.reconstructFormatting();
  b.insertHtmlElement();
}

/** The ruby parts, math, svg, the table parts, and any other start tag. */
function otherStart(b: TreeBuilder): void {
  const s = b.stack;
  switch (b.id) {
    // A start tag whose tag name is one of: "rb", "rtc"
    case T.rb:
    case T.rtc:
      if (s.inScope(T.ruby, Bound.DEFAULT)) b.generateImpliedEndTags();
      if (!b.isCurrent(T.ruby)) b.error('ruby-element-outside-ruby');
      b.insertHtmlElement();
      return;
    // A start tag whose tag name is one of: "rp", "rt"
    case T.rp:
    case T.rt:
      if (s.inScope(T.ruby, Bound.DEFAULT)) b.generateImpliedEndTags(T.rtc);
      if (!b.isCurrent(T.rtc) && !b.isCurrent(T.ruby)) b.error('ruby-element-outside-ruby');
      b.insertHtmlElement();
      return;
    // A start tag whose tag name is "math"
    // A start tag whose tag name is "svg"
    case T.math:
    case T.svg:
      b.reconstructFormatting();
      b.insertForeignElement(b.id === T.math ? Ns.MATH : Ns.SVG, b.name, b.selfClosing);
      return;
    // A start tag whose tag name is one of: "caption", "col", "colgroup",
    // "frame", "head", "tbody", "td", "tfoot", "th", "thead", "tr"
    case T.caption:
    case T.col:
    case T.colgroup:
    case T.frame:
    case T.head:
    case T.tbody:
    case T.td:
    case T.tfoot:
    case T.th:
    case T.thead:
    case T.tr:
      // A code that names the tag: <head> and <frame> are no table parts.
      if (b.id === T.head) b.error('misplaced-head-start-tag');
      else if (b.id === T.frame) b.error('misplaced-frame-start-tag');
      else b.error('table-part-outside-table');
      return;
  }
  // Any other start tag
  b.reconstructFormatting();
  b.insertHtmlElement();
}
