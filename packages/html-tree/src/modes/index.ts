/** The insertion-mode handlers, indexed by mode number (constants.ts). */
import { afterAfterBody, afterAfterFrameset, afterBody, afterFrameset, inFrameset, text } from './after.ts';
import { beforeHead, beforeHtml, initial } from './before-head.ts';
import { inBody } from './body.ts';
import { afterHead, inHead, inHeadNoscript } from './head.ts';
import { inCaption, inColumnGroup, inTable, inTableText } from './table.ts';
import { inCell, inRow, inTableBody } from './table-body.ts';
import { inTemplate } from './template.ts';
import type { ModeHandlers } from './types.ts';

export const MODES: ModeHandlers[] = [
  initial,
  beforeHtml,
  beforeHead,
  inHead,
  inHeadNoscript,
  afterHead,
  inBody,
  text,
  inTable,
  inTableText,
  inCaption,
  inColumnGroup,
  inTableBody,
  inRow,
  inCell,
  inTemplate,
  afterBody,
  inFrameset,
  afterFrameset,
  afterAfterBody,
  afterAfterFrameset,
];
