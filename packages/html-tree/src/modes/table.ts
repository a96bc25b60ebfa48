/** in table, in table text, in caption, in column group (§13.2.6.4.9-12). */
import { TagId as T } from '../generated/tag-ids.ts';
import type { TreeBuilder } from '../builder.ts';
import { Cat, HTML_FLAGS, Ns } from '../categories.ts';
import { isWs, Mode } from '../constants.ts';
import { attributeValue } from '../foreign.ts';
import { Bound } from '../open-elements.ts';
import { inBody, inBodyEof } from './body.ts';
import { inBodyEndTag } from './body-end.ts';
import { inBodyStartTag } from './body-start.ts';
import { endTemplate, inHeadStartTag } from './head.ts';
import { base, insertWs, insertWsOnly, nullCharacter, reprocessRest, splitText } from './shared.ts';
import { DONE, type ModeHandlers, REPROCESS, type Result, reprocessIn, Tok } from './types.ts';
import { textOffset } from '../locations.ts';

/** in table, anything else: process in body with foster parenting. */
function tableElse(b: TreeBuilder): Result {
  b.error(b.kind === Tok.START ? 'unexpected-start-tag-in-table' : 'unexpected-end-tag-in-table');
  // A direct call, not a USE_RULES result: foster parenting holds only while
  // "in body" runs. A reprocess it asks for (<image> as <img>) comes back
  // through "in table", which enables foster parenting again.
  b.fosterParenting = true;
  const r = b.kind === Tok.START ? inBodyStartTag(b) : inBodyEndTag(b);
  b.fosterParenting = false;
  return r;
}

function inTableStartTag(b: TreeBuilder): Result {
  const id = b.id;
  switch (id) {
    case T.caption:
      b.clearBackTo(Cat.TABLE_CONTEXT);
      b.afe.pushMarker();
      b.insertHtmlElement();
      b.mode = Mode.IN_CAPTION;
      return DONE;
    case T.colgroup:
      b.clearBackTo(Cat.TABLE_CONTEXT);
      b.insertHtmlElement();
      b.mode = Mode.IN_COLUMN_GROUP;
      return DONE;
    case T.col:
      b.clearBackTo(Cat.TABLE_CONTEXT);
      b.insertImplied('colgroup', T.colgroup);
      return reprocessIn(Mode.IN_COLUMN_GROUP);
    case T.tbody:
    case T.tfoot:
    case T.thead:
      b.clearBackTo(Cat.TABLE_CONTEXT);
      b.insertHtmlElement();
      b.mode = Mode.IN_TABLE_BODY;
      return DONE;
    case T.td:
    case T.th:
    case T.tr:
      b.clearBackTo(Cat.TABLE_CONTEXT);
      b.insertImplied('tbody', T.tbody);
      return reprocessIn(Mode.IN_TABLE_BODY);
    case T.table:
      b.error('nested-table');
      if (!b.stack.inScope(T.table, Bound.TABLE)) return DONE;
      b.popUntil(T.table);
      b.resetInsertionMode();
      return REPROCESS;
    case T.style:
    case T.script:
    case T.template:
      return inHeadStartTag(b);
    case T.input: {
      const type = attributeValue(b.attrs, 'type');
      if (type === null || type.toLowerCase() !== 'hidden') break;
      b.error('hidden-input-in-table');
      b.appendElement();
      return DONE;
    }
    case T.form:
      b.error('form-in-table');
      // whatwg/html #12911: while parsing template contents the form is
      // inserted (and popped) but the pointer is neither read nor set.
      if (b.parsingTemplateContents()) {
        b.insertHtmlElement();
        b.pop();
        return DONE;
      }
      if (b.form !== null) return DONE;
      b.form = b.insertHtmlElement();
      b.pop();
      return DONE;
  }
  return tableElse(b);
}

function inTableEndTag(b: TreeBuilder): Result {
  const id = b.id;
  if (id === T.table) {
    if (!b.stack.inScope(T.table, Bound.TABLE)) {
      b.error('end-tag-without-matching-open-element');
      return DONE;
    }
    b.popUntil(T.table);
    b.resetInsertionMode();
  } else if (id === T.template) endTemplate(b);
  else if (id === T.body || id === T.html || isTablePart(id)) b.error('unexpected-end-tag-in-table');
  else return tableElse(b);
  return DONE;
}

/** caption, col, colgroup, tbody, td, tfoot, th, thead, tr: one bitfield test (categories.ts). */
export function isTablePart(id: number): boolean {
  return ((HTML_FLAGS[id] as number) & Cat.TABLE_PART) !== 0;
}

// § 13.2.6.4.9 The "in table" insertion mode
export const inTable: ModeHandlers = {
  ...base,
  text(b, s) {
    const st = b.stack;
    if (st.currentNs === Ns.HTML && ((st.flags[st.top] as number) & Cat.FOSTER_TARGET || st.currentId === T.template)) {
      b.pendingText = '';
      b.pendingNonWs = false;
      b.originalMode = b.mode;
      b.mode = Mode.IN_TABLE_TEXT;
      return inTableText.text(b, s);
    }
    b.error('unexpected-character-in-table');
    b.fosterParenting = true;
    inBody.text(b, s);
    b.fosterParenting = false;
    return DONE;
  },
  startTag: inTableStartTag,
  endTag: inTableEndTag,
  eof: inBodyEof,
};

/** in table text: characters are collected; any other token flushes them (TreeBuilder.flushTableText). */
// § 13.2.6.4.10 The "in table text" insertion mode
export const inTableText: ModeHandlers = {
  ...base,
  text(b, s) {
    let text = s;
    if (text.indexOf('\u0000') >= 0) {
      for (let i = 0; i < s.length; i++) {
        if (s.charCodeAt(i) === 0) nullCharacter(b, s, i);
      }
      text = s.replace(/\u0000/g, '');
    }
    if (!b.pendingNonWs) {
      for (let i = 0; i < text.length; i++) {
        if (!isWs(text.charCodeAt(i))) {
          b.pendingNonWs = true;
          break;
        }
      }
    }
    if (text === '') return DONE;
    if (b.pendingText === '') {
      // The span starts at the first character kept (dropped NULs are not part of it, as in parse5).
      let i = 0;
      while (s.charCodeAt(i) === 0) i++;
      b.pendingStart = i > 0 ? textOffset(b, s, i) : b.start;
    }
    b.pendingText += text;
    let j = s.length;
    while (s.charCodeAt(j - 1) === 0) j--;
    b.pendingEnd = j < s.length ? textOffset(b, s, j) : b.end;
    return DONE;
  },
  // Never reached: the builder flushes (and leaves this mode) before any other token.
  startTag(b) {
    b.flushTableText();
    return REPROCESS;
  },
  endTag(b) {
    b.flushTableText();
    return REPROCESS;
  },
  eof(b) {
    b.flushTableText();
    return REPROCESS;
  },
};

/** "Close the caption" in caption; false when there is none in table scope. */
function closeCaption(b: TreeBuilder): boolean {
  if (!b.stack.inScope(T.caption, Bound.TABLE)) {
    b.error(b.kind === Tok.START ? 'unexpected-start-tag-in-caption' : 'end-tag-without-matching-open-element');
    return false;
  }
  b.generateImpliedEndTags();
  if (!b.isCurrent(T.caption)) b.error('unclosed-element');
  b.popUntil(T.caption);
  b.afe.clearToLastMarker();
  b.mode = Mode.IN_TABLE;
  return true;
}

// § 13.2.6.4.11 The "in caption" insertion mode
export const inCaption: ModeHandlers = {
  ...base,
  text: (b, s) => inBody.text(b, s),
  startTag(b) {
    if (isTablePart(b.id)) return closeCaption(b) ? REPROCESS : DONE;
    return inBody.startTag(b);
  },
  endTag(b) {
    const id = b.id;
    if (id === T.caption) closeCaption(b);
    else if (id === T.table) return closeCaption(b) ? REPROCESS : DONE;
    else if (id === T.body || id === T.html || isTablePart(id)) {
      b.error('unexpected-end-tag-in-caption');
    } else return inBody.endTag(b);
    return DONE;
  },
  eof: inBodyEof,
};

/** in column group, anything else: close the colgroup; false when the current node is not one. */
function colgroupElse(b: TreeBuilder): boolean {
  if (!b.isCurrent(T.colgroup)) {
    b.error(b.kind === Tok.START ? 'unexpected-start-tag-in-column-group' : 'unexpected-end-tag-in-column-group');
    return false;
  }
  b.pop();
  b.mode = Mode.IN_TABLE;
  return true;
}

// § 13.2.6.4.12 The "in column group" insertion mode
export const inColumnGroup: ModeHandlers = {
  ...base,
  text(b, s) {
    return splitText(b, s, insertWs, (b, rest) => {
      if (!b.isCurrent(T.colgroup)) {
        // Each character is its own token: the non-whitespace ones are dropped, whitespace inserted.
        b.error('unexpected-character');
        insertWsOnly(b, rest);
        return DONE;
      }
      b.pop();
      b.mode = Mode.IN_TABLE;
      return reprocessRest(b, rest);
    });
  },
  startTag(b) {
    const id = b.id;
    if (id === T.html) return inBody.startTag(b);
    if (id === T.template) return inHeadStartTag(b);
    if (id === T.col) {
      b.appendElement();
      return DONE;
    }
    return colgroupElse(b) ? REPROCESS : DONE;
  },
  endTag(b) {
    const id = b.id;
    if (id === T.colgroup) {
      if (!b.isCurrent(T.colgroup)) b.error('end-tag-without-matching-open-element');
      else {
        b.pop();
        b.mode = Mode.IN_TABLE;
      }
    } else if (id === T.col) b.error('unexpected-end-tag-in-column-group');
    else if (id === T.template) endTemplate(b);
    else return colgroupElse(b) ? REPROCESS : DONE;
    return DONE;
  },
  eof: inBodyEof,
};
