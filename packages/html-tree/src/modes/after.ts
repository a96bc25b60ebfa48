/** text, after body, in frameset, after frameset, after after body, after after frameset (§13.2.6.4.8, .17-21). */
import { TagId as T } from '../generated/tag-ids.ts';
import type { TreeBuilder } from '../builder.ts';
import { Mode } from '../constants.ts';
import { inBody } from './body.ts';
import { inHeadStartTag } from './head.ts';
import { base, insertWs, insertWsOnly, reprocessRest, splitText } from './shared.ts';
import { DONE, type ModeHandlers, type Result, reprocessIn, Tok } from './types.ts';

// § 13.2.6.4.8 The "text" insertion mode
export const text: ModeHandlers = {
  ...base,
  text(b, s) {
    b.insertText(s);
    return DONE;
  },
  // The tokenizer emits no start tag in the text states.
  startTag: () => DONE,
  endTag(b) {
    b.pop();
    b.mode = b.originalMode;
    return DONE;
  },
  eof(b) {
    b.error('eof-in-element-that-can-contain-only-text');
    b.pop();
    // "Switch the insertion mode to the original insertion mode and reprocess the token."
    return reprocessIn(b.originalMode);
  },
};

/** Whitespace goes to "in body" (which never reprocesses characters). */
function bodyWs(b: TreeBuilder, s: string): void {
  inBody.text(b, s);
}

/** after body / after after body, anything else: back to in body. */
function backToBody(b: TreeBuilder): Result {
  b.error(b.kind === Tok.START ? 'unexpected-start-tag-after-body' : 'unexpected-end-tag-after-body');
  return reprocessIn(Mode.IN_BODY);
}

// § 13.2.6.4.17 The "after body" insertion mode
export const afterBody: ModeHandlers = {
  ...base,
  comment(b, data) {
    b.insertComment(data, b.stack.nodes[0]);
  },
  text(b, s) {
    return splitText(b, s, bodyWs, (b, rest) => {
      b.error('unexpected-character');
      b.mode = Mode.IN_BODY;
      return reprocessRest(b, rest);
    });
  },
  startTag(b) {
    if (b.id === T.html) return inBody.startTag(b);
    return backToBody(b);
  },
  endTag(b) {
    if (b.id !== T.html) return backToBody(b);
    if (b.fragment) b.error('unexpected-end-tag-after-body');
    else b.mode = Mode.AFTER_AFTER_BODY;
    // <html> and <body> stay open: their end locations are set here (as parse5).
    const s = b.stack;
    if (b.positions && s.isHtml(0, T.html)) {
      b.setEndLocation(s.nodes[0]);
      const body = s.top >= 1 ? b.adapter.getNodeSourceCodeLocation(s.nodes[1]) : null;
      if (body && !body.endTag) b.setEndLocation(s.nodes[1]);
    }
    return DONE;
  },
  eof(b) {
    b.stop();
    return DONE;
  },
};

/** Text in the frameset modes: whitespace is inserted, anything else dropped (an error each run). */
function framesetText(b: TreeBuilder, s: string): Result {
  return splitText(b, s, insertWs, (b, rest) => {
    b.error('unexpected-character');
    insertWsOnly(b, rest);
    return DONE;
  });
}

// § 13.2.6.4.18 The "in frameset" insertion mode
export const inFrameset: ModeHandlers = {
  ...base,
  text: framesetText,
  startTag(b) {
    const id = b.id;
    if (id === T.html) return inBody.startTag(b);
    if (id === T.noframes) return inHeadStartTag(b);
    if (id === T.frameset) b.insertHtmlElement();
    else if (id === T.frame) b.appendElement();
    else b.error('unexpected-start-tag-in-frameset');
    return DONE;
  },
  endTag(b) {
    if (b.id !== T.frameset) {
      b.error('unexpected-end-tag-in-frameset');
      return DONE;
    }
    if (b.stack.top === 0) {
      b.error('end-tag-without-matching-open-element');
      return DONE;
    }
    b.pop();
    if (!b.fragment && !b.isCurrent(T.frameset)) b.mode = Mode.AFTER_FRAMESET;
    return DONE;
  },
  eof(b) {
    if (b.stack.top !== 0) b.error('eof-with-open-elements');
    b.stop();
    return DONE;
  },
};

// § 13.2.6.4.19 The "after frameset" insertion mode
export const afterFrameset: ModeHandlers = {
  ...base,
  text: framesetText,
  startTag(b) {
    if (b.id === T.html) return inBody.startTag(b);
    if (b.id === T.noframes) return inHeadStartTag(b);
    b.error('unexpected-start-tag-after-frameset');
    return DONE;
  },
  endTag(b) {
    if (b.id === T.html) b.mode = Mode.AFTER_AFTER_FRAMESET;
    else b.error('unexpected-end-tag-after-frameset');
    return DONE;
  },
  eof(b) {
    b.stop();
    return DONE;
  },
};

// § 13.2.6.4.20 The "after after body" insertion mode
export const afterAfterBody: ModeHandlers = {
  ...base,
  comment(b, data) {
    b.insertComment(data, b.document);
  },
  doctype(b) {
    b.error('unexpected-doctype');
  },
  text(b, s) {
    return splitText(b, s, bodyWs, (b, rest) => {
      b.error('unexpected-character');
      b.mode = Mode.IN_BODY;
      return reprocessRest(b, rest);
    });
  },
  startTag(b) {
    if (b.id === T.html) return inBody.startTag(b);
    return backToBody(b);
  },
  endTag: backToBody,
  eof(b) {
    b.stop();
    return DONE;
  },
};

// § 13.2.6.4.21 The "after after frameset" insertion mode
export const afterAfterFrameset: ModeHandlers = {
  ...base,
  comment(b, data) {
    b.insertComment(data, b.document);
  },
  text(b, s) {
    return splitText(b, s, bodyWs, (b, rest) => {
      b.error('unexpected-character');
      // Only the whitespace characters go to "in body" (each character is a
      // token of its own, §13.2.6.4.21): none left means no token at all, so
      // the active formatting elements are not reconstructed.
      const ws = rest.replace(/[^\t\n\f\r ]+/g, '');
      return ws === '' ? DONE : inBody.text(b, ws);
    });
  },
  startTag(b) {
    if (b.id === T.html) return inBody.startTag(b);
    if (b.id === T.noframes) return inHeadStartTag(b);
    b.error('unexpected-start-tag-after-frameset');
    return DONE;
  },
  endTag(b) {
    b.error('unexpected-end-tag-after-frameset');
    return DONE;
  },
  eof(b) {
    b.stop();
    return DONE;
  },
};
