/**
 * The text states of sky-parsing.txt: the data state, script and style raw
 * data with their close states, and the comment states. Each reads from
 * buf[i] and returns the next index.
 */
import { Char } from '@forgiving/char-ref/codes';
import { type SkyMachine, nextIndex } from './machine.ts';
import { beginReference } from './references.ts';
import { NO_TERMINATOR, State, endsTagName } from './states.ts';
import { tagStates } from './tag-states.ts';

/** The held prefix of "script/style raw data: close N", indexed by Raw. */
const RAW_CLOSE = ['', '</script', '</style'] as const;

/** "data state", going on into the tag open state at a "<" with a character left (no new dispatch). */
export function dataState(t: SkyMachine, buf: string, base: number, i: number, limit: number): number {
  // Text runs are skipped with indexOf: only "<" and "&" matter here (both remembered).
  let lt = (t.ltAt = nextIndex(buf, i, t.ltAt, '<'));
  if (lt > limit) lt = limit;
  const amp = (t.ampAt = nextIndex(buf, i, t.ampAt, '&'));
  if (amp < lt) {
    if (t.section < base + amp) t.cb.ontext(t.section, base + amp);
    beginReference(t, base + amp, State.Data, NO_TERMINATOR);
    return amp + 1;
  }
  if (lt === limit) return limit;
  // Tag open state, anything else: a "<" followed by "<" is text (reprocessed in
  // the data state), so only the last "<" of a run can open a tag.
  while (lt + 1 < limit && buf.charCodeAt(lt + 1) === Char.LessThan) lt++;
  t.tagStart = base + lt;
  t.state = State.TagOpen;
  return lt + 1 === limit ? limit : tagStates(t, buf, base, lt + 1, limit);
}

/** "script raw data state" and "style raw data state": only "<" matters. */
export function rawDataState(t: SkyMachine, buf: string, base: number, i: number, limit: number): number {
  const lt = buf.indexOf('<', i);
  if (lt === -1 || lt >= limit) return limit;
  t.closeStart = base + lt;
  t.closeIndex = 1;
  t.state = State.RawDataClose;
  return lt + 1;
}

/** "script raw data: close 1" ... "close 8", "style raw data: close 1" ... "close 7": one sequence matcher (errata S7). */
export function rawDataCloseState(t: SkyMachine, buf: string, _base: number, i: number): number {
  const sequence = RAW_CLOSE[t.rawKind];
  const c = buf.charCodeAt(i);
  if (t.closeIndex < sequence.length) {
    if (c === sequence.charCodeAt(t.closeIndex)) {
      t.closeIndex++;
      return i + 1;
    }
  } else if (endsTagName(c)) {
    // Close 8 (script) / close 7 (style): U+0020, U+000A, "/", ">".
    const start = t.closeStart;
    if (t.section < start) t.cb.onrawtext(t.section, start);
    t.tagStart = start;
    t.tagIsEnd = true;
    t.cb.ontagopen(start, true);
    t.cb.ontagname(start + 2, start + sequence.length);
    t.state = State.BeforeAttributeName; // without consuming
    return i;
  }
  // Errata S7: the held prefix stays raw text; reprocess this character.
  t.state = State.RawData;
  return i;
}

/** The comment states: "comment start 1", "comment start 2", "comment", "comment end 1", "comment end 2". */
export function commentStates(t: SkyMachine, buf: string, base: number, i: number, limit: number): number {
  const c = buf.charCodeAt(i);
  switch (t.state) {
    case State.CommentStart1: // after "<!"
    case State.CommentStart2: // after "<!-"
      if (c !== Char.HyphenMinus) {
        // "<!>" and "<!->" are text; anything else: errata S8, "<!" or "<!-" is text, reprocess.
        t.state = State.Data;
        return c === Char.GreaterThan ? i + 1 : i;
      }
      if (t.state === State.CommentStart1) t.state = State.CommentStart2;
      else {
        if (t.section < t.tagStart) t.cb.ontext(t.section, t.tagStart);
        t.state = State.Comment;
      }
      return i + 1;
    case State.Comment: {
      // Only "-" matters.
      const dash = buf.indexOf('-', i);
      if (dash === -1 || dash >= limit) return limit;
      t.state = State.CommentEnd1;
      return dash + 1;
    }
    case State.CommentEnd1:
      t.state = c === Char.HyphenMinus ? State.CommentEnd2 : State.Comment;
      return i + 1;
    default:
      // Comment end 2 state.
      if (c === Char.GreaterThan) {
        t.cb.oncomment(t.tagStart, base + i + 1);
        t.section = base + i + 1;
        t.state = State.Data;
      } else if (c !== Char.HyphenMinus) t.state = State.Comment;
      return i + 1;
  }
}
