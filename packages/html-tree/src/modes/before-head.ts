/** The insertion modes before the head: initial, before html, before head (§13.2.6.4.1-3). */
import { TagId as T } from '../generated/tag-ids.ts';
import type { TreeBuilder } from '../builder.ts';
import { Ns } from '../categories.ts';
import { Mode } from '../constants.ts';
import { doctypeMode, isDoctypeError } from '../quirks.ts';
import { base, ignoreWs, reprocessRest, splitText } from './shared.ts';
import { DONE, type ModeHandlers, reprocessIn, useRulesOf } from './types.ts';

/** initial, anything else: no DOCTYPE means quirks mode. */
function initialElse(b: TreeBuilder): void {
  b.error('missing-doctype');
  b.setQuirksMode('quirks');
  b.mode = Mode.BEFORE_HTML;
}

// § 13.2.6.4.1 The "initial" insertion mode
export const initial: ModeHandlers = {
  text(b, s) {
    return splitText(b, s, ignoreWs, (b, rest) => {
      initialElse(b);
      return reprocessRest(b, rest);
    });
  },
  comment(b, data) {
    b.insertComment(data, b.document);
  },
  doctype(b, name, publicId, systemId, forceQuirks) {
    if (isDoctypeError(name, publicId, systemId)) b.error('non-conforming-doctype');
    b.adapter.setDocumentType(b.document, name ?? '', publicId ?? '', systemId ?? '');
    if (b.positions) {
      const node = b.adapter.getChildNodes(b.document).find((n) => b.adapter.isDocumentTypeNode?.(n));
      if (node) b.adapter.setNodeSourceCodeLocation(node, b.location(b.start, b.end));
    }
    b.setQuirksMode(doctypeMode(name, publicId, systemId, forceQuirks));
    b.mode = Mode.BEFORE_HTML;
  },
  startTag(b) {
    initialElse(b);
    return reprocessIn(Mode.BEFORE_HTML);
  },
  endTag(b) {
    initialElse(b);
    return reprocessIn(Mode.BEFORE_HTML);
  },
  eof(b) {
    initialElse(b);
    return reprocessIn(Mode.BEFORE_HTML);
  },
};

/** before html, anything else: an html element without attributes. */
function beforeHtmlElse(b: TreeBuilder): void {
  const el = b.createElement('html', Ns.HTML, [], b.document);
  if (b.positions) b.adapter.setNodeSourceCodeLocation(el, null);
  b.adapter.appendChild(b.document, el);
  b.push(el, T.html, Ns.HTML, 'html', null, false, b.document);
  b.mode = Mode.BEFORE_HEAD;
}

// § 13.2.6.4.2 The "before html" insertion mode
export const beforeHtml: ModeHandlers = {
  ...base,
  comment(b, data) {
    b.insertComment(data, b.document);
  },
  text(b, s) {
    return splitText(b, s, ignoreWs, (b, rest) => {
      beforeHtmlElse(b);
      return reprocessRest(b, rest);
    });
  },
  startTag(b) {
    if (b.id === T.html) {
      const el = b.createElement('html', Ns.HTML, b.attrs, b.document);
      if (b.positions) b.setStartLocation(el, b.start, b.end);
      b.adapter.appendChild(b.document, el);
      b.push(el, T.html, Ns.HTML, 'html', null, false, b.document);
      b.mode = Mode.BEFORE_HEAD;
      return DONE;
    }
    beforeHtmlElse(b);
    return reprocessIn(Mode.BEFORE_HEAD);
  },
  endTag(b) {
    const id = b.id;
    if (id === T.head || id === T.body || id === T.html || id === T.br) {
      beforeHtmlElse(b);
      return reprocessIn(Mode.BEFORE_HEAD);
    }
    b.error('unexpected-end-tag-before-html');
    return DONE;
  },
  eof(b) {
    beforeHtmlElse(b);
    return reprocessIn(Mode.BEFORE_HEAD);
  },
};

/** before head, anything else: an implied head element. */
function beforeHeadElse(b: TreeBuilder): void {
  b.head = b.insertImplied('head', T.head);
  b.mode = Mode.IN_HEAD;
}

// § 13.2.6.4.3 The "before head" insertion mode
export const beforeHead: ModeHandlers = {
  ...base,
  text(b, s) {
    return splitText(b, s, ignoreWs, (b, rest) => {
      beforeHeadElse(b);
      return reprocessRest(b, rest);
    });
  },
  startTag(b) {
    if (b.id === T.html) return useRulesOf(Mode.IN_BODY);
    if (b.id === T.head) {
      b.head = b.insertHtmlElement();
      b.mode = Mode.IN_HEAD;
      return DONE;
    }
    beforeHeadElse(b);
    return reprocessIn(Mode.IN_HEAD);
  },
  endTag(b) {
    const id = b.id;
    if (id === T.head || id === T.body || id === T.html || id === T.br) {
      beforeHeadElse(b);
      return reprocessIn(Mode.IN_HEAD);
    }
    b.error('unexpected-end-tag-before-head');
    return DONE;
  },
  eof(b) {
    beforeHeadElse(b);
    return reprocessIn(Mode.IN_HEAD);
  },
};
