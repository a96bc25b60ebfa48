/** in body (§13.2.6.4.7): characters, comments, end of file; tags in body-start.ts and body-end.ts. */
import type { ModeHandlers, TreeBuilder } from '../builder.ts';
import { IN_TEMPLATE, isWs } from '../constants.ts';
import { TAG_ID as T } from '@forgiving/html-tokenizer';
import { inBodyStartTag } from './body-start.ts';
import { inBodyEndTag } from './body-end.ts';
import { base } from './shared.ts';
import { MODES_REF } from './registry.ts';

/** Characters in body: U+0000 is dropped with an error, the rest inserted. */
export function inBodyText(b: TreeBuilder, s: string): void {
  let text = s;
  if (text.indexOf('\u0000') >= 0) {
    for (let i = 0; i < s.length; i++) {
      if (s.charCodeAt(i) === 0) b.error('unexpected-null-character', b.start + i, b.start + i + 1);
    }
    text = s.replace(/\u0000/g, '');
    if (text === '') return;
    // Dropped NULs at either end are not part of the text's span (as separate tokens in parse5).
    let i = 0;
    while (s.charCodeAt(i) === 0) i++;
    let j = s.length;
    while (s.charCodeAt(j - 1) === 0) j--;
    b.end -= s.length - j;
    b.start += i;
  }
  b.reconstructFormatting();
  b.insertText(text);
  if (b.framesetOk) {
    for (let i = 0; i < text.length; i++) {
      if (!isWs(text.charCodeAt(i))) {
        b.framesetOk = false;
        break;
      }
    }
  }
}

/** The elements that may stay open at the end of the body without an error. */
const MAY_STAY_OPEN = new Set<number>([
  T.dd,
  T.dt,
  T.li,
  T.optgroup,
  T.option,
  T.p,
  T.rb,
  T.rp,
  T.rt,
  T.rtc,
  T.tbody,
  T.td,
  T.tfoot,
  T.th,
  T.thead,
  T.tr,
  T.body,
  T.html,
]);

/** Whether an element other than those above is open (errors at EOF and on </body>). */
export function checkOpenElements(b: TreeBuilder): void {
  const s = b.stack;
  for (let i = s.top; i >= 0; i--) {
    if (s.ns[i] !== 0 || !MAY_STAY_OPEN.has(s.ids[i] as number)) {
      b.error('eof-with-open-elements');
      return;
    }
  }
}

export function inBodyEof(b: TreeBuilder): void {
  if (b.templateModes.length > 0) {
    (MODES_REF.modes[IN_TEMPLATE] as ModeHandlers).eof(b);
    return;
  }
  checkOpenElements(b);
  b.stop();
}

export const inBody: ModeHandlers = {
  ...base,
  text: inBodyText,
  startTag: inBodyStartTag,
  endTag: inBodyEndTag,
  eof: inBodyEof,
};
