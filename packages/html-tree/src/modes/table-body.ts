/** in table body, in row, in cell (§13.2.6.4.13-15). */
import { TagId as T } from '../generated/tag-ids.ts';
import type { TreeBuilder } from '../builder.ts';
import { Cat } from '../categories.ts';
import { Mode } from '../constants.ts';
import { Bound } from '../open-elements.ts';
import { inBody, inBodyEof } from './body.ts';
import { inTable, isTablePart } from './table.ts';
import { base } from './shared.ts';
import { DONE, type ModeHandlers, REPROCESS, reprocessIn, Tok } from './types.ts';

function anyTbodyInScope(b: TreeBuilder): boolean {
  const s = b.stack;
  return s.inScope(T.tbody, Bound.TABLE) || s.inScope(T.thead, Bound.TABLE) || s.inScope(T.tfoot, Bound.TABLE);
}

/** Close the open tbody/thead/tfoot and reprocess in table; false when none is in table scope. */
function closeTbody(b: TreeBuilder): boolean {
  if (!anyTbodyInScope(b)) {
    b.error(b.kind === Tok.START ? 'unexpected-start-tag-in-table-body' : 'end-tag-without-matching-open-element');
    return false;
  }
  b.clearBackTo(Cat.TBODY_CONTEXT);
  b.pop();
  b.mode = Mode.IN_TABLE;
  return true;
}

// § 13.2.6.4.13 The "in table body" insertion mode
export const inTableBody: ModeHandlers = {
  ...base,
  text: (b, s) => inTable.text(b, s),
  startTag(b) {
    const id = b.id;
    if (id === T.tr) {
      b.clearBackTo(Cat.TBODY_CONTEXT);
      b.insertHtmlElement();
      b.mode = Mode.IN_ROW;
    } else if (id === T.th || id === T.td) {
      b.error('cell-without-row');
      b.clearBackTo(Cat.TBODY_CONTEXT);
      b.insertImplied('tr', T.tr);
      return reprocessIn(Mode.IN_ROW);
    } else if (
      id === T.caption ||
      id === T.col ||
      id === T.colgroup ||
      id === T.tbody ||
      id === T.tfoot ||
      id === T.thead
    ) {
      return closeTbody(b) ? REPROCESS : DONE;
    } else return inTable.startTag(b);
    return DONE;
  },
  endTag(b) {
    const id = b.id;
    if (id === T.tbody || id === T.tfoot || id === T.thead) {
      if (!b.stack.inScope(id, Bound.TABLE)) {
        b.error('end-tag-without-matching-open-element');
        return DONE;
      }
      b.clearBackTo(Cat.TBODY_CONTEXT);
      b.pop();
      b.mode = Mode.IN_TABLE;
    } else if (id === T.table) {
      return closeTbody(b) ? REPROCESS : DONE;
    } else if (
      id === T.body ||
      id === T.caption ||
      id === T.col ||
      id === T.colgroup ||
      id === T.html ||
      id === T.td ||
      id === T.th ||
      id === T.tr
    ) {
      b.error('unexpected-end-tag-in-table-body');
    } else return inTable.endTag(b);
    return DONE;
  },
  eof: inBodyEof,
};

/** Close the open tr; false when none is in table scope. */
function closeRow(b: TreeBuilder): boolean {
  if (!b.stack.inScope(T.tr, Bound.TABLE)) {
    b.error(b.kind === Tok.START ? 'unexpected-start-tag-in-row' : 'end-tag-without-matching-open-element');
    return false;
  }
  b.clearBackTo(Cat.ROW_CONTEXT);
  b.pop();
  b.mode = Mode.IN_TABLE_BODY;
  return true;
}

// § 13.2.6.4.14 The "in row" insertion mode
export const inRow: ModeHandlers = {
  ...base,
  text: (b, s) => inTable.text(b, s),
  startTag(b) {
    const id = b.id;
    if (id === T.th || id === T.td) {
      b.clearBackTo(Cat.ROW_CONTEXT);
      b.insertHtmlElement();
      b.mode = Mode.IN_CELL;
      b.afe.pushMarker();
    } else if (
      id === T.caption ||
      id === T.col ||
      id === T.colgroup ||
      id === T.tbody ||
      id === T.tfoot ||
      id === T.thead ||
      id === T.tr
    ) {
      return closeRow(b) ? REPROCESS : DONE;
    } else return inTable.startTag(b);
    return DONE;
  },
  endTag(b) {
    const id = b.id;
    if (id === T.tr) closeRow(b);
    else if (id === T.table) {
      return closeRow(b) ? REPROCESS : DONE;
    } else if (id === T.tbody || id === T.tfoot || id === T.thead) {
      if (!b.stack.inScope(id, Bound.TABLE)) {
        b.error('end-tag-without-matching-open-element');
        return DONE;
      }
      return closeRow(b) ? REPROCESS : DONE;
    } else if (
      id === T.body ||
      id === T.caption ||
      id === T.col ||
      id === T.colgroup ||
      id === T.html ||
      id === T.td ||
      id === T.th
    ) {
      b.error('unexpected-end-tag-in-row');
    } else return inTable.endTag(b);
    return DONE;
  },
  eof: inBodyEof,
};

/** "Close the cell". */
function closeCell(b: TreeBuilder): void {
  b.generateImpliedEndTags();
  if (!b.isCurrent(T.td) && !b.isCurrent(T.th)) b.error('unclosed-element');
  while (b.stack.top >= 0) {
    const done = b.isCurrent(T.td) || b.isCurrent(T.th);
    b.pop();
    if (done) break;
  }
  b.afe.clearToLastMarker();
  b.mode = Mode.IN_ROW;
}

// § 13.2.6.4.15 The "in cell" insertion mode
export const inCell: ModeHandlers = {
  ...base,
  text: (b, s) => inBody.text(b, s),
  startTag(b) {
    if (isTablePart(b.id)) {
      if (!b.stack.inScope(T.td, Bound.TABLE) && !b.stack.inScope(T.th, Bound.TABLE)) {
        b.error('unexpected-start-tag-in-cell');
        return DONE;
      }
      closeCell(b);
      return REPROCESS;
    }
    return inBody.startTag(b);
  },
  endTag(b) {
    const id = b.id;
    if (id === T.td || id === T.th) {
      if (!b.stack.inScope(id, Bound.TABLE)) {
        b.error('end-tag-without-matching-open-element');
        return DONE;
      }
      b.generateImpliedEndTags();
      if (!b.isCurrent(id)) b.error('unclosed-element');
      b.popUntil(id);
      b.afe.clearToLastMarker();
      b.mode = Mode.IN_ROW;
    } else if (id === T.body || id === T.caption || id === T.col || id === T.colgroup || id === T.html) {
      b.error('unexpected-end-tag-in-cell');
    } else if (id === T.table || id === T.tbody || id === T.tfoot || id === T.thead || id === T.tr) {
      if (!b.stack.inScope(id, Bound.TABLE)) {
        b.error('end-tag-without-matching-open-element');
        return DONE;
      }
      closeCell(b);
      return REPROCESS;
    } else return inBody.endTag(b);
    return DONE;
  },
  eof: inBodyEof,
};
