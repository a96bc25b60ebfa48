/** in template (§13.2.6.4.16). */
import { TagId as T } from '../generated/tag-ids.ts';
import type { TreeBuilder } from '../builder.ts';
import { Mode } from '../constants.ts';
import { inBody } from './body.ts';
import { endTemplate, inHeadStartTag } from './head.ts';
import { base } from './shared.ts';
import { DONE, type ModeHandlers, REPROCESS, type Result, reprocessIn } from './types.ts';

/**
 * "Pop the current template insertion mode off the stack of template
 * insertion modes. Push <mode> onto the stack of template insertion modes so
 * that it is the new current template insertion mode. Switch the insertion
 * mode to <mode>, and reprocess the token."
 */
function switchTemplateMode(b: TreeBuilder, mode: number): Result {
  b.templateModes.pop();
  b.templateModes.push(mode);
  return reprocessIn(mode);
}

// § 13.2.6.4.16 The "in template" insertion mode
export const inTemplate: ModeHandlers = {
  ...base,
  text: (b, s) => inBody.text(b, s),
  startTag(b) {
    switch (b.id) {
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
        return inHeadStartTag(b);
      case T.caption:
      case T.colgroup:
      case T.tbody:
      case T.tfoot:
      case T.thead:
        return switchTemplateMode(b, Mode.IN_TABLE);
      case T.col:
        return switchTemplateMode(b, Mode.IN_COLUMN_GROUP);
      case T.tr:
        return switchTemplateMode(b, Mode.IN_TABLE_BODY);
      case T.td:
      case T.th:
        return switchTemplateMode(b, Mode.IN_ROW);
    }
    return switchTemplateMode(b, Mode.IN_BODY);
  },
  endTag(b) {
    if (b.id === T.template) endTemplate(b);
    else b.error('unexpected-end-tag-in-template');
    return DONE;
  },
  eof(b) {
    if (b.stack.lastIndexOf(T.template, 'template') < 0) {
      b.stop();
      return DONE;
    }
    b.error('eof-in-template');
    b.popUntil(T.template);
    b.afe.clearToLastMarker();
    b.templateModes.pop();
    b.resetInsertionMode();
    return REPROCESS;
  },
};
