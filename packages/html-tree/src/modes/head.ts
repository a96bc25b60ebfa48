/** in head, in head noscript, after head (§13.2.6.4.4-6). */
import { TagId as T } from '../generated/tag-ids.ts';
import type { TreeBuilder } from '../builder.ts';
import { Ns } from '../categories.ts';
import { Mode, STATE_RAWTEXT, STATE_RCDATA, STATE_SCRIPT_DATA } from '../constants.ts';
import { base, insertWs, reprocessRest, splitText } from './shared.ts';
import { DONE, type ModeHandlers, type Result, reprocessIn, useRulesOf } from './types.ts';

/** in head, anything else: close the head. */
function inHeadElse(b: TreeBuilder): void {
  b.pop();
  b.mode = Mode.AFTER_HEAD;
}

/** `inHeadStartTag`'s answer for "anything else" (no result: the caller goes on). */
export const NOT_HEAD = -1;

/** in head start tags; NOT_HEAD for "anything else". */
export function inHeadStartTag(b: TreeBuilder): Result {
  const id = b.id;
  switch (id) {
    case T.html:
      return useRulesOf(Mode.IN_BODY);
    case T.base:
    case T.basefont:
    case T.bgsound:
    case T.link:
    case T.meta:
      b.appendElement();
      if (id === T.meta) b.onMeta?.(b.attrs);
      return DONE;
    case T.title:
      b.parseRawText(STATE_RCDATA);
      return DONE;
    case T.noscript:
      if (!b.scripting) {
        b.insertHtmlElement();
        b.mode = Mode.IN_HEAD_NOSCRIPT;
        return DONE;
      }
      b.parseRawText(STATE_RAWTEXT);
      return DONE;
    case T.noframes:
    case T.style:
      b.parseRawText(STATE_RAWTEXT);
      return DONE;
    case T.script:
      b.parseRawText(STATE_SCRIPT_DATA);
      return DONE;
    case T.template:
      b.insertHtmlElement();
      b.afe.pushMarker();
      b.framesetOk = false;
      b.mode = Mode.IN_TEMPLATE;
      b.templateModes.push(Mode.IN_TEMPLATE);
      return DONE;
    case T.head:
      b.error('misplaced-head-start-tag');
      return DONE;
  }
  return NOT_HEAD;
}

/** in head, end tag "template". */
export function endTemplate(b: TreeBuilder): void {
  if (b.stack.lastIndexOf(T.template, 'template') < 0) {
    b.error('end-tag-without-matching-open-element');
    return;
  }
  b.generateImpliedEndTags(-1, true);
  if (!b.isCurrent(T.template)) b.error('unclosed-element');
  b.popUntil(T.template);
  b.afe.clearToLastMarker();
  b.templateModes.pop();
  b.resetInsertionMode();
}

// § 13.2.6.4.4 The "in head" insertion mode
export const inHead: ModeHandlers = {
  ...base,
  text(b, s) {
    return splitText(b, s, insertWs, (b, rest) => {
      inHeadElse(b);
      return reprocessRest(b, rest);
    });
  },
  startTag(b) {
    const r = inHeadStartTag(b);
    if (r !== NOT_HEAD) return r;
    inHeadElse(b);
    return reprocessIn(Mode.AFTER_HEAD);
  },
  endTag(b) {
    const id = b.id;
    if (id === T.head) {
      b.pop();
      b.mode = Mode.AFTER_HEAD;
    } else if (id === T.body || id === T.html || id === T.br) {
      inHeadElse(b);
      return reprocessIn(Mode.AFTER_HEAD);
    } else if (id === T.template) endTemplate(b);
    else b.error('unexpected-end-tag-in-head');
    return DONE;
  },
  eof(b) {
    inHeadElse(b);
    return reprocessIn(Mode.AFTER_HEAD);
  },
};

/** in head noscript, anything else. */
function noscriptElse(b: TreeBuilder): void {
  b.error('unexpected-in-noscript');
  b.pop();
  b.mode = Mode.IN_HEAD;
}

// § 13.2.6.4.5 The "in head noscript" insertion mode
export const inHeadNoscript: ModeHandlers = {
  ...base,
  comment(b, data) {
    b.insertComment(data);
  },
  text(b, s) {
    return splitText(b, s, insertWs, (b, rest) => {
      noscriptElse(b);
      return reprocessRest(b, rest);
    });
  },
  startTag(b) {
    const id = b.id;
    if (id === T.html) return useRulesOf(Mode.IN_BODY);
    if (id === T.basefont || id === T.bgsound || id === T.link || id === T.meta || id === T.noframes || id === T.style)
      return inHeadStartTag(b);
    if (id === T.head || id === T.noscript) {
      b.error(id === T.head ? 'misplaced-head-start-tag' : 'nested-noscript-in-head');
      return DONE;
    }
    noscriptElse(b);
    return reprocessIn(Mode.IN_HEAD);
  },
  endTag(b) {
    if (b.id === T.noscript) {
      b.pop();
      b.mode = Mode.IN_HEAD;
    } else if (b.id === T.br) {
      noscriptElse(b);
      return reprocessIn(Mode.IN_HEAD);
    } else b.error('unexpected-end-tag-in-head-noscript');
    return DONE;
  },
  eof(b) {
    noscriptElse(b);
    return reprocessIn(Mode.IN_HEAD);
  },
};

/**
 * after head, anything else: an implied body, and frameset-ok "ok" again
 * (whatwg/html #12908, 2026-09: a `<template>` in head set it "not ok", so
 * that `<head><template></template></head><p><frameset>` kept its body).
 */
function afterHeadElse(b: TreeBuilder): void {
  b.insertImplied('body', T.body);
  b.framesetOk = true;
  b.mode = Mode.IN_BODY;
}

// § 13.2.6.4.6 The "after head" insertion mode
export const afterHead: ModeHandlers = {
  ...base,
  text(b, s) {
    return splitText(b, s, insertWs, (b, rest) => {
      afterHeadElse(b);
      return reprocessRest(b, rest);
    });
  },
  startTag(b) {
    const id = b.id;
    switch (id) {
      case T.html:
        return useRulesOf(Mode.IN_BODY);
      case T.body:
        b.insertHtmlElement();
        b.framesetOk = false;
        b.mode = Mode.IN_BODY;
        return DONE;
      case T.frameset:
        b.insertHtmlElement();
        b.mode = Mode.IN_FRAMESET;
        return DONE;
      case T.base:
      case T.basefont:
      case T.bgsound:
      case T.link:
      case T.meta:
      case T.noframes:
      case T.script:
      case T.style:
      case T.template:
      case T.title: {
        b.error('misplaced-start-tag-for-head-element');
        const head = b.head;
        b.push(head, T.head, Ns.HTML, 'head');
        // None of these tags reprocesses in head.
        inHeadStartTag(b);
        const i = b.stack.indexOf(head);
        if (i >= 0) b.removeAt(i);
        return DONE;
      }
      case T.head:
        b.error('misplaced-head-start-tag');
        return DONE;
    }
    afterHeadElse(b);
    return reprocessIn(Mode.IN_BODY);
  },
  endTag(b) {
    const id = b.id;
    if (id === T.template) endTemplate(b);
    else if (id === T.body || id === T.html || id === T.br) {
      afterHeadElse(b);
      return reprocessIn(Mode.IN_BODY);
    } else b.error('unexpected-end-tag-after-head');
    return DONE;
  },
  eof(b) {
    afterHeadElse(b);
    return reprocessIn(Mode.IN_BODY);
  },
};
