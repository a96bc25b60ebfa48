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
import { S } from './generated/state-ids.ts';
import type { StateId } from './states.ts';
import { Tokenizer } from './tokenizer.ts';

/**
 * The guessed svg/math nesting at a line start, innermost first: an
 * immutable linked list that the states of consecutive lines share (a line
 * adds nodes for what it opens and points below what it closed), so a deep
 * nesting costs each line only what the line itself changes. `depth` counts
 * the nodes; `hash` is a digest of the ids, so that unequal stacks almost
 * always compare unequal at once.
 */
export interface HtmlLineStack {
  readonly id: number;
  readonly next: HtmlLineStack | null;
  readonly depth: number;
  readonly hash: number;
}

/**
 * The state at a line start: plain, immutable data (store it, compare it with
 * `sameLineState`; never mutate it: states share their `stack`). It
 * serializes as JSON, the stack as nested objects.
 */
export interface HtmlLineState {
  /** Tokenizer state number (`State`) to resume in; Data when `carry` is set. */
  state: number;
  /** Source of the tag or DOCTYPE still open at the line start, from its `<`, else ''. */
  carry: string;
  lastStartTag: string;
  /** The tokenizer's "adjusted current node is foreign" flag (decides `<![CDATA[`). */
  foreign: boolean;
  /** The guessed svg/math nesting (content-model.ts), innermost first; null when empty. */
  stack: HtmlLineStack | null;
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
    stack: null,
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

/**
 * Scans one line (without its line break) from the state at its start;
 * `fastPaths` false runs the spec path alone (TokenizerOptions.fastPaths).
 */
export function scanLine(line: string, from: HtmlLineState, fastPaths = true): HtmlLineScan {
  const prefix = from.carry !== '' ? from.carry : resumePrefix(from.state);
  const text = `${prefix}${line}\n`;
  const options = { guessContentModel: from.guessContentModel, scripting: from.scripting };
  const builder = new SpanBuilder(text, options);
  const state = (prefix !== '' ? S.Data : from.state) as StateId;
  const tokenizer = new Tokenizer(builder, { state, lastStartTag: from.lastStartTag, fastPaths });
  tokenizer.foreign = from.foreign;
  builder.tokenizer = tokenizer;
  // The guessed svg/math stack: its top, as tag ids (an id tells whether it is foreign).
  const below = builder.tracker !== null ? openStack(from.stack, text.length, builder.tracker.ids) : NO_NODES;
  builder.startIn(state);
  tokenizer.write(text);
  lineWork.n += text.length + below.length + tokenizer.work;
  const next = tokenizer.state;
  const open = builder.openToken(next, text.length);
  const carried =
    next === S.TagName ||
    (next >= S.BeforeAttributeName && next <= S.SelfClosingStartTag) ||
    (next >= S.DOCTYPE && next <= S.BogusDOCTYPE);
  // Before `clip`, which shifts the spans in place.
  const carry = carried ? carryOf(text, open, next, builder.spans) : '';
  return {
    spans: clip(builder.spans, prefix.length, prefix.length + line.length),
    state: {
      state: carried ? S.Data : next,
      carry,
      // Only text states read it ("appropriate end tag"): elsewhere it is
      // dropped so that states with the same future compare equal.
      lastStartTag: !carried && next >= S.RCDATA && next <= S.ScriptDataDoubleEscapeEnd ? tokenizer.lastStartTag : '',
      foreign: tokenizer.foreign,
      stack: builder.tracker !== null ? closeStack(from.stack, below, builder.tracker.ids) : null,
      guessContentModel: from.guessContentModel,
      scripting: from.scripting,
    },
  };
}

/**
 * Work done by `scanLine` (characters scanned, stack nodes visited,
 * tokenizer steps), for the scale tests: linear in the lines' length.
 */
export const lineWork = { n: 0 };

/**
 * Puts the top of `stack` into `ids` (outermost first) and returns its nodes
 * (innermost first). A line pops at most one entry per tag it ends, and a
 * tag takes at least one character of `text` (a breakout pops one svg or
 * math: the tracker never pushes two in a row), so `text.length + 1`
 * entries are as deep as the line can reach: a line costs its own length,
 * not the nesting's depth.
 */
/** Shared by every line outside svg and math: never written to. */
const NO_NODES: readonly HtmlLineStack[] = [];

function openStack(stack: HtmlLineStack | null, reach: number, ids: number[]): readonly HtmlLineStack[] {
  if (stack === null) return NO_NODES;
  const nodes: HtmlLineStack[] = [];
  for (let node: HtmlLineStack | null = stack; node !== null && nodes.length <= reach; node = node.next)
    nodes.push(node);
  for (let k = nodes.length - 1; k >= 0; k--) ids.push(nodes[k]!.id);
  return nodes;
}

/**
 * The stack at the end of the line: the nodes of `stack` under the part of
 * `ids` that the line left as it found it, with new nodes for the rest.
 */
function closeStack(
  stack: HtmlLineStack | null,
  nodes: readonly HtmlLineStack[],
  ids: readonly number[],
): HtmlLineStack | null {
  const n = nodes.length;
  let kept = 0;
  while (kept < n && kept < ids.length && ids[kept] === nodes[n - 1 - kept]!.id) kept++;
  let top = kept === 0 ? (n === 0 ? stack : nodes[n - 1]!.next) : nodes[n - kept]!;
  for (let k = kept; k < ids.length; k++) top = pushStack(top, ids[k]!);
  return top;
}

function pushStack(next: HtmlLineStack | null, id: number): HtmlLineStack {
  const depth = next === null ? 1 : next.depth + 1;
  const hash = next === null ? id : (Math.imul(next.hash, 31) + id) | 0;
  return { id, next, depth, hash };
}

/** Tab, LF, FF, CR, space. */
const SPACE = /[\t\n\f\r ]/;
/** The attributes that make `<font>` break out of foreign content (§13.2.6.5). */
const BREAKOUT_NAMES = /^(color|face|size)$/i;

/**
 * What resumes the tag or DOCTYPE open at `open` on the next line: a short
 * source that leads the tokenizer to a state with the same future, so a
 * token spanning n lines costs O(n), not O(n²) (issue 27). A DOCTYPE ends at
 * the next `>` from each of its states (§13.2.5.53–13.2.5.68: `>` emits it
 * in every one, an abrupt identifier too) and all of it is one `doctype`
 * span, so `<!DOCTYPE ` (before DOCTYPE name state) resumes any of them. A
 * tag's spans on later lines depend only on its state, and its tokens on
 * its name and on whether it has an attribute that breaks out of foreign
 * content (`<font color>`); a name longer than any known one
 * (`annotation-xml`) acts as any unknown name does, so it is carried as
 * `x-`.
 */
function carryOf(text: string, open: number, state: number, spans: readonly HtmlSpan[]): string {
  if (state >= S.DOCTYPE) return '<!DOCTYPE ';
  const isEnd = text.charCodeAt(open + 1) === Char.Solidus;
  const from = open + (isEnd ? 2 : 1);
  let k = from;
  while (k < text.length && !SPACE.test(text.charAt(k)) && text.charCodeAt(k) !== Char.Solidus) k++;
  const head = k - from > 16 ? (isEnd ? '</x-' : '<x-') : text.slice(open, k);
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

/**
 * The spans inside [from, to), shifted to start at 0: the builder's own
 * spans, changed in place (they are this scan's: no copy per line).
 */
function clip(spans: HtmlSpan[], from: number, to: number): HtmlSpan[] {
  let out = 0;
  for (let k = 0; k < spans.length; k++) {
    const span = spans[k]!;
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    if (end > start) {
      span.start = start - from;
      span.end = end - from;
      spans[out++] = span;
    }
  }
  // pop(), not `length = out`: setting an array's length is a runtime call.
  while (spans.length > out) spans.pop();
  return spans;
}

/** True when two line states lead to the same spans from here on. */
export function sameLineState(a: HtmlLineState, b: HtmlLineState): boolean {
  if (
    a.state !== b.state ||
    a.carry !== b.carry ||
    a.lastStartTag !== b.lastStartTag ||
    a.foreign !== b.foreign ||
    a.guessContentModel !== b.guessContentModel ||
    a.scripting !== b.scripting
  ) {
    return false;
  }
  return sameStack(a.stack, b.stack);
}

/** Equal stacks: the walk stops where the two share their nodes, which they do below an edit. */
function sameStack(a: HtmlLineStack | null, b: HtmlLineStack | null): boolean {
  for (; a !== b; a = a.next, b = b.next) {
    if (a === null || b === null || a.depth !== b.depth || a.hash !== b.hash || a.id !== b.id) return false;
  }
  return true;
}
