/**
 * Line-resumable highlighting, the way CodeMirror and Monaco tokenizers
 * work: the state at the start of each line is a small plain object;
 * scanning a line from it gives the line's spans and the state at the next
 * line start. After an edit, re-scanning starts at the edited line and stops
 * as soon as the state at a following line start is unchanged.
 *
 * Each line is scanned as if a line break followed it (editors hand lines
 * over without their break; the tokenizer reads CR, LF and CR LF alike,
 * §13.2.3.5). After a line break the tokenizer is always in a state that
 * needs no pending characters: a text state, a comment, a CDATA section, or
 * inside a tag or DOCTYPE. The first three resume from the state number; a
 * tag or DOCTYPE from a short source that leads to the same state (`carry`,
 * see `carryOf`). The
 * end-of-input rules (an unfinished tag) belong to whole documents: use
 * `scan` for those.
 */
import { Char } from '@forgiving/char-ref/codes';
import { SpanBuilder, type ScanOptions } from './scan.ts';
import type { HtmlSpan } from './span-types.ts';
import { S } from './state-ids.ts';
import type { StateId } from './states.ts';
import { Tokenizer } from './tokenizer.ts';

/** The state at a line start (plain data: copy, store, serialize and compare it freely). */
export interface HtmlLineState {
  /** Tokenizer state number (`State`) to resume in; Data when `carry` is set. */
  state: number;
  /** Source of the tag or DOCTYPE still open at the line start, from its `<`, else ''. */
  carry: string;
  lastStartTag: string;
  /** The tokenizer's "adjusted current node is foreign" flag (decides `<![CDATA[`). */
  foreign: boolean;
  /** The guessed svg/math nesting (content-model.ts), as numbers. */
  stack: number[];
  guessContentModel: boolean;
  scripting: boolean;
}

export interface HtmlLineScan {
  /** Spans of the line, offsets relative to the line start. */
  spans: HtmlSpan[];
  /** The state at the start of the next line. */
  state: HtmlLineState;
}

/** The state at the start of a document. */
export function startLineState(options: ScanOptions = {}): HtmlLineState {
  return {
    state: S.Data,
    carry: '',
    lastStartTag: '',
    foreign: false,
    stack: [],
    guessContentModel: options.guessContentModel ?? true,
    scripting: options.scripting ?? true,
  };
}

/**
 * What puts a fresh tokenizer in Data state into a comment state: `<!-- `
 * leaves the comment start state for the comment state on its space.
 */
function resumePrefix(state: number): string {
  if (state === S.Comment) return '<!-- ';
  if (state === S.BogusComment) return '<? ';
  // A line break inside a processing instruction leaves it after its target or in its data.
  if (state === S.AfterProcessingInstructionTarget) return '<?x ';
  if (state === S.ProcessingInstructionData) return '<?x x';
  return '';
}

/** Scans one line (without its line break) from the state at its start. */
export function scanLine(line: string, from: HtmlLineState): HtmlLineScan {
  const prefix = from.carry !== '' ? from.carry : resumePrefix(from.state);
  const text = `${prefix}${line}\n`;
  const options = { guessContentModel: from.guessContentModel, scripting: from.scripting };
  const builder = new SpanBuilder(text, options);
  const state = (prefix !== '' ? S.Data : from.state) as StateId;
  const tokenizer = new Tokenizer(builder, { state, lastStartTag: from.lastStartTag });
  tokenizer.foreign = from.foreign;
  builder.tokenizer = tokenizer;
  // The guessed svg/math stack: its tag ids (an id tells whether it is foreign).
  if (builder.tracker !== null) for (const id of from.stack) builder.tracker.ids.push(id);
  builder.startIn(state);
  tokenizer.write(text);
  const next = tokenizer.state;
  const open = builder.openToken(next, text.length);
  const carried =
    next === S.TagName ||
    (next >= S.BeforeAttributeName && next <= S.SelfClosingStartTag) ||
    (next >= S.DOCTYPE && next <= S.BogusDOCTYPE);
  return {
    spans: clip(builder.spans, prefix.length, prefix.length + line.length),
    state: {
      state: carried ? S.Data : next,
      carry: carried ? carryOf(text, open, next, builder.spans) : '',
      // Only text states read it ("appropriate end tag"): elsewhere it is
      // dropped so that states with the same future compare equal.
      lastStartTag: !carried && next >= S.RCDATA && next <= S.ScriptDataDoubleEscapeEnd ? tokenizer.lastStartTag : '',
      foreign: tokenizer.foreign,
      stack: builder.tracker !== null ? builder.tracker.ids.slice() : [],
      guessContentModel: from.guessContentModel,
      scripting: from.scripting,
    },
  };
}

/** Tab, LF, FF, CR, space. */
const SPACE = /[\t\n\f\r ]/;
/** The attributes that make `<font>` break out of foreign content (§13.2.6.5). */
const BREAKOUT_NAMES = /^(color|face|size)$/i;

/**
 * What resumes the tag or DOCTYPE open at `open` on the next line. A DOCTYPE
 * is carried whole (its states are many; it is short in practice). A tag is
 * replaced by a short source that leads the tokenizer to the same state:
 * its spans on later lines depend only on the state, and the tag's tokens on
 * its name and on whether it has an attribute that breaks out of foreign
 * content (`<font color>`), so a tag spanning n lines costs O(n), not O(n²).
 */
function carryOf(text: string, open: number, state: number, spans: readonly HtmlSpan[]): string {
  if (state >= S.DOCTYPE) return text.slice(open);
  const isEnd = text.charCodeAt(open + 1) === Char.Solidus;
  let k = open + (isEnd ? 2 : 1);
  while (k < text.length && !SPACE.test(text.charAt(k)) && text.charCodeAt(k) !== Char.Solidus) k++;
  const head = text.slice(open, k);
  // A carried head already holds ` color` when an earlier line had such an attribute.
  let breakout = false;
  if (head.length === 5 && head.toLowerCase() === '<font') {
    for (let n = spans.length - 1; n >= 0 && spans[n]!.start >= open; n--) {
      const span = spans[n]!;
      if (span.kind === 'attribute-name' && BREAKOUT_NAMES.test(text.slice(span.start, span.end))) breakout = true;
    }
  }
  const keep = breakout ? `${head} color` : head;
  switch (state) {
    case S.AfterAttributeName:
      return `${keep} a\n`;
    case S.BeforeAttributeValue:
      return `${keep} a=`;
    case S.AttributeValueDoubleQuoted:
      return `${keep} a="`;
    case S.AttributeValueSingleQuoted:
      return `${keep} a='`;
    default:
      return `${keep} `; // before attribute name state
  }
}

/** The spans inside [from, to), shifted to start at 0. */
function clip(spans: readonly HtmlSpan[], from: number, to: number): HtmlSpan[] {
  const out: HtmlSpan[] = [];
  for (const span of spans) {
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    if (end > start) out.push({ kind: span.kind, start: start - from, end: end - from });
  }
  return out;
}

/** True when two line states lead to the same spans from here on. */
export function sameLineState(a: HtmlLineState, b: HtmlLineState): boolean {
  if (
    a.state !== b.state ||
    a.carry !== b.carry ||
    a.lastStartTag !== b.lastStartTag ||
    a.foreign !== b.foreign ||
    a.guessContentModel !== b.guessContentModel ||
    a.scripting !== b.scripting ||
    a.stack.length !== b.stack.length
  ) {
    return false;
  }
  for (let k = 0; k < a.stack.length; k++) if (a.stack[k] !== b.stack[k]) return false;
  return true;
}
