/**
 * § 13.2.6.4.7 The "in body" insertion mode: characters, comments, DOCTYPEs
 * and end of file, in the Standard's order (start tags: body-start.ts; end
 * tags: body-end.ts).
 */
import type { TreeBuilder } from '../builder.ts';
import { isWs, Mode } from '../constants.ts';
import { inBodyStartTag } from './body-start.ts';
import { inBodyEndTag } from './body-end.ts';
import { base, checkOpenElements, nullCharacter } from './shared.ts';
import { textOffset } from '../locations.ts';
import { DONE, type ModeHandlers, type Result, useRulesOf } from './types.ts';

/**
 * A character token that is U+0000 NULL: "Parse error. Ignore the token."
 * A character token that is one of U+0009 CHARACTER TABULATION, U+000A LINE
 * FEED (LF), U+000C FORM FEED (FF), U+000D CARRIAGE RETURN (CR), or U+0020
 * SPACE; any other character token: reconstruct the active formatting
 * elements, insert the character (and, for the latter, set the frameset-ok
 * flag to "not ok"). A text token is a run of them, handled at once.
 */
export function inBodyText(b: TreeBuilder, s: string): Result {
  let text = s;
  if ((b.mayHaveNul || b.foreignFlag) && text.indexOf('\u0000') >= 0) {
    for (let i = 0; i < s.length; i++) {
      if (s.charCodeAt(i) === 0) nullCharacter(b, s, i);
    }
    text = s.replace(/\u0000/g, '');
    if (text === '') return DONE;
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
  return DONE;
}

/** An end-of-file token */
export function inBodyEof(b: TreeBuilder): Result {
  // "If the stack of template insertion modes is not empty, then process the
  // token using the rules for the "in template" insertion mode."
  if (b.templateModes.length > 0) return useRulesOf(Mode.IN_TEMPLATE);
  checkOpenElements(b);
  b.stop();
  return DONE;
}

// § 13.2.6.4.7 The "in body" insertion mode
export const inBody: ModeHandlers = {
  // A comment token: insert a comment. A DOCTYPE token: parse error, ignore it.
  ...base,
  text: inBodyText,
  startTag: inBodyStartTag,
  endTag: inBodyEndTag,
  eof: inBodyEof,
};
