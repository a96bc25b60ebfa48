/** in body (§13.2.6.4.7): characters, comments, end of file; tags in body-start.ts and body-end.ts. */
import type { ModeHandlers, TreeBuilder } from '../builder.ts';
import { isWs, Mode } from '../constants.ts';
import { inBodyStartTag } from './body-start.ts';
import { inBodyEndTag } from './body-end.ts';
import { base, nullCharacter } from './shared.ts';
import { textOffset } from '../locations.ts';
import { Bound } from '../open-elements.ts';
import { MODES_REF } from './registry.ts';

/** Characters in body: U+0000 is dropped with an error, the rest inserted. */
export function inBodyText(b: TreeBuilder, s: string): void {
  let text = s;
  if ((b.mayHaveNul || b.foreignFlag) && text.indexOf('\u0000') >= 0) {
    for (let i = 0; i < s.length; i++) {
      if (s.charCodeAt(i) === 0) nullCharacter(b, s, i);
    }
    text = s.replace(/\u0000/g, '');
    if (text === '') return;
    // Dropped NULs at either end are not part of the text's span (as separate tokens in parse5).
    let i = 0;
    while (s.charCodeAt(i) === 0) i++;
    let j = s.length;
    while (s.charCodeAt(j - 1) === 0) j--;
    // In increasing order: textOffset counts on from its last answer.
    if (i > 0) b.start = textOffset(b, s, i);
    if (j < s.length) b.end = textOffset(b, s, j);
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

/**
 * Whether an element other than dd, dt, li, optgroup, option, p, rb, rp,
 * rt, rtc, tbody, td, tfoot, th, thead, tr, body, html is open (errors at
 * EOF and on </body>): the stack keeps the topmost such entry, O(1) (H8).
 */
export function checkOpenElements(b: TreeBuilder): void {
  if (b.stack.boundary(Bound.MUST_CLOSE) >= 0) b.error('eof-with-open-elements');
}

export function inBodyEof(b: TreeBuilder): void {
  if (b.templateModes.length > 0) {
    (MODES_REF.modes[Mode.IN_TEMPLATE] as ModeHandlers).eof(b);
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
