/** in body, start tags (§13.2.6.4.7), split by tag group. */
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

export function inBodyStartTag(b: TreeBuilder): Result {
  const id = b.id;
  const flags = HTML_FLAGS[id] as number;
  if (flags & Cat.CLOSES_P) {
    b.closePInButtonScope();
    b.insertHtmlElement();
  } else if (flags & Cat.HEADING) {
    b.closePInButtonScope();
    if (b.stack.currentNs === Ns.HTML && (HTML_FLAGS[b.stack.currentId] as number) & Cat.HEADING) {
      b.error('heading-in-heading');
      b.pop();
    }
    b.insertHtmlElement();
  } else if (flags & Cat.FORMATTING) formattingStart(b);
  else if (id === T.image) return imageStart(b);
  else if (!structureStart(b) && !formStart(b) && !rawStart(b)) otherStart(b);
  return DONE;
}

/**
 * A start tag whose tag name is "image": "Parse error. Change the token's
 * tag name to "img" and reprocess it. (Don't ask.)" The current token is
 * rewritten here, in its fields (`name`, `id`), and reprocessed by the
 * builder's loop in the current insertion mode.
 */
function imageStart(b: TreeBuilder): Result {
  b.error('image-start-tag');
  b.name = 'img';
  b.id = T.img;
  return REPROCESS;
}

/** html, body, frameset, and the head elements. */
function structureStart(b: TreeBuilder): boolean {
  const s = b.stack;
  switch (b.id) {
    case T.html:
      b.error('misplaced-html-start-tag');
      if (s.templates === 0) b.adapter.adoptAttributes(s.nodes[0], b.attrs);
      return true;
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
    case T.body:
      b.error('misplaced-body-start-tag');
      if (s.top === 0 || !s.isHtml(1, T.body) || s.templates > 0) return true;
      b.framesetOk = false;
      b.adapter.adoptAttributes(s.nodes[1], b.attrs);
      return true;
    case T.frameset: {
      b.error('misplaced-frameset-start-tag');
      if (s.top === 0 || !s.isHtml(1, T.body) || !b.framesetOk) return true;
      b.adapter.detachNode(s.nodes[1]);
      while (s.top > 0) b.pop();
      b.insertHtmlElement();
      b.mode = Mode.IN_FRAMESET;
      return true;
    }
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
      b.error('table-part-outside-table');
      return true;
  }
  return false;
}

/** Formatting elements: a, nobr, and the others (b, big, code, ...). */
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

/** Lists, forms, buttons, select and its parts. */
function formStart(b: TreeBuilder): boolean {
  const s = b.stack;
  switch (b.id) {
    case T.pre:
    case T.listing:
      b.closePInButtonScope();
      b.insertHtmlElement();
      b.skipNewline = true;
      b.framesetOk = false;
      return true;
    case T.form:
      // "Parsing template contents": whatwg/html #12911.
      if (b.form !== null && !b.parsingTemplateContents()) {
        b.error('nested-form');
        return true;
      }
      b.closePInButtonScope();
      {
        const el = b.insertHtmlElement();
        if (!b.parsingTemplateContents()) b.form = el;
      }
      return true;
    case T.li:
    case T.dd:
    case T.dt:
      listItemStart(b);
      return true;
    case T.plaintext:
      b.closePInButtonScope();
      b.insertHtmlElement();
      b.tokenizer.setState(STATE_PLAINTEXT);
      return true;
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
    case T.select:
      // Customizable <select> (2025): a nested select closes the open one.
      if (b.fragment && b.contextId === T.select && b.contextNs === Ns.HTML) {
        b.error('nested-select-element');
      } else if (s.inScope(T.select, Bound.DEFAULT)) {
        b.error('nested-select-element');
        b.popUntil(T.select);
      } else {
        b.reconstructFormatting();
        b.insertHtmlElement();
        b.framesetOk = false;
      }
      return true;
    case T.option:
    case T.optgroup:
      optionStart(b);
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

/** Raw text and RCDATA elements, and void elements. */
function rawStart(b: TreeBuilder): boolean {
  switch (b.id) {
    case T.textarea:
      b.insertHtmlElement();
      b.skipNewline = true;
      b.tokenizer.setState(STATE_RCDATA);
      b.originalMode = b.mode;
      b.framesetOk = false;
      b.mode = Mode.TEXT;
      return true;
    case T.xmp:
      b.closePInButtonScope();
      b.reconstructFormatting();
      b.framesetOk = false;
      b.parseRawText(STATE_RAWTEXT);
      return true;
    case T.iframe:
      b.framesetOk = false;
      b.parseRawText(STATE_RAWTEXT);
      return true;
    case T.noembed:
      b.parseRawText(STATE_RAWTEXT);
      return true;
    case T.noscript:
      if (!b.scripting) return false;
      b.parseRawText(STATE_RAWTEXT);
      return true;
    case T.area:
    case T.br:
    case T.embed:
    case T.img:
    case T.keygen:
    case T.wbr:
      b.reconstructFormatting();
      insertVoid(b);
      b.framesetOk = false;
      return true;
    case T.input:
      inputStart(b);
      return true;
    case T.param:
    case T.source:
    case T.track:
      insertVoid(b);
      return true;
    case T.hr:
      b.closePInButtonScope();
      if (b.stack.inScope(T.select, Bound.DEFAULT)) {
        b.generateImpliedEndTags();
        if (b.stack.inScope(T.option, Bound.DEFAULT) || b.stack.inScope(T.optgroup, Bound.DEFAULT))
          b.error('option-left-open-in-select');
      }
      insertVoid(b);
      b.framesetOk = false;
      return true;
  }
  return false;
}

function insertVoid(b: TreeBuilder): void {
  b.appendElement();
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
  insertVoid(b);
  const type = attributeValue(b.attrs, 'type');
  if (type === null || type.toLowerCase() !== 'hidden') b.framesetOk = false;
}

/** applet, marquee, object, table, ruby parts, math, svg, and any other start tag. */
function otherStart(b: TreeBuilder): void {
  const s = b.stack;
  switch (b.id) {
    case T.applet:
    case T.marquee:
    case T.object:
      b.reconstructFormatting();
      b.insertHtmlElement();
      b.afe.pushMarker();
      b.framesetOk = false;
      return;
    case T.table:
      if (b.quirksMode !== 'quirks') b.closePInButtonScope();
      b.insertHtmlElement();
      b.framesetOk = false;
      b.mode = Mode.IN_TABLE;
      return;
    case T.rb:
    case T.rtc:
      if (s.inScope(T.ruby, Bound.DEFAULT)) b.generateImpliedEndTags();
      if (!b.isCurrent(T.ruby)) b.error('ruby-element-outside-ruby');
      b.insertHtmlElement();
      return;
    case T.rp:
    case T.rt:
      if (s.inScope(T.ruby, Bound.DEFAULT)) b.generateImpliedEndTags(T.rtc);
      if (!b.isCurrent(T.rtc) && !b.isCurrent(T.ruby)) b.error('ruby-element-outside-ruby');
      b.insertHtmlElement();
      return;
    case T.math:
    case T.svg:
      b.reconstructFormatting();
      b.insertForeignElement(b.id === T.math ? Ns.MATH : Ns.SVG, b.name, b.selfClosing);
      return;
  }
  b.reconstructFormatting();
  b.insertHtmlElement();
}
