/**
 * The tag states of sky-parsing.txt, each reading from buf[i] and returning
 * the next index: the states of a tag's usual path in one function
 * (`tagStates`), the void tag and unquoted value states on their own.
 */
import { Char, isSkySpace } from '@forgiving/char-ref/codes';
import { type SkyMachine, nextIndex } from './machine.ts';
import { beginReference } from './references.ts';
import { NO_TERMINATOR, Raw, State, endsTagName, isTagNameStart } from './states.ts';

const SCRIPT = 'script';
const STYLE = 'style';

/**
 * The tag states in the order a tag is read: tag open, tag name, before
 * attribute name, attribute name, before attribute value, quoted value. One
 * switch whose cases fall through (each ends with a return unless the next
 * case's state was just entered and a character is left), so the common
 * path goes on without a new dispatch or call: measured 5-15% of the
 * callback level, and one function per state cost 8-10% (issue #14 A/B).
 */
export function tagStates(t: SkyMachine, buf: string, base: number, i: number, limit: number): number {
  switch (t.state) {
    // "tag open state" and "close tag state" (after "<" and "</").
    case State.TagOpen:
    // biome-ignore lint/suspicious/noFallthroughSwitchClause: falls through on purpose (see above)
    case State.CloseTag: {
      let c = buf.charCodeAt(i);
      if (c === Char.Solidus && t.state === State.TagOpen) {
        t.state = State.CloseTag;
        if (++i === limit) return i;
        c = buf.charCodeAt(i);
      }
      if (!isTagNameStart(c)) {
        if (c === Char.Exclamation && t.state === State.TagOpen) {
          t.state = State.CommentStart1;
          i++;
        } else {
          // "<>" and "</>" stay in the text run; anything else: "<" or "</" is text, reprocess.
          if (c === Char.GreaterThan) i++;
          t.state = State.Data;
        }
        return i;
      }
      openTag(t, t.state === State.CloseTag, base + i, c);
      if (++i === limit) return i;
    }
    // falls through
    // "tag name state".
    // biome-ignore lint/suspicious/noFallthroughSwitchClause: falls through on purpose (see above)
    case State.TagName: {
      let j = i;
      while (j < limit && !endsTagName(buf.charCodeAt(j))) j++;
      if (j === limit) return limit;
      reportTagName(t, t.section, base + j);
      const c = buf.charCodeAt(j);
      i = j + 1;
      if (c === Char.Solidus) t.state = State.VoidTag;
      else if (c === Char.GreaterThan) afterTag(t, base + i, false);
      else t.state = State.BeforeAttributeName;
      if (i === limit || t.state !== State.BeforeAttributeName) return i;
    }
    // falls through
    // "before attribute name state" and "after attribute name state" (which also takes "=").
    case State.BeforeAttributeName:
    // biome-ignore lint/suspicious/noFallthroughSwitchClause: falls through on purpose (see above)
    case State.AfterAttributeName: {
      while (i < limit && isSkySpace(buf.charCodeAt(i))) i++;
      if (i === limit) return i;
      const c = buf.charCodeAt(i++);
      if (c === Char.Solidus) t.state = State.VoidTag;
      else if (c === Char.GreaterThan) afterTag(t, base + i, false);
      else if (c === Char.EqualsSign && t.state === State.AfterAttributeName) {
        t.state = State.BeforeAttributeValue;
      } else {
        // A new attribute named by this character (consumed, so `<a =b>` names it "=").
        t.section = base + i - 1;
        t.cb.onattribstart(t.section);
        t.state = State.AttributeName;
      }
      if (i === limit || t.state !== State.AttributeName) return i;
    }
    // falls through
    // "attribute name state".
    // biome-ignore lint/suspicious/noFallthroughSwitchClause: falls through on purpose (see above)
    case State.AttributeName: {
      let j = i;
      let c = 0;
      while (j < limit) {
        c = buf.charCodeAt(j);
        if (c <= Char.GreaterThan && (c === Char.EqualsSign || endsTagName(c))) break;
        j++;
      }
      if (j === limit) return limit;
      t.cb.onattribname(t.section, base + j);
      i = j + 1;
      if (c === Char.EqualsSign) t.state = State.BeforeAttributeValue;
      else if (c === Char.Solidus) t.state = State.VoidTag;
      else if (c === Char.GreaterThan) afterTag(t, base + i, false);
      else t.state = State.AfterAttributeName;
      if (i === limit || t.state !== State.BeforeAttributeValue) return i;
    }
    // falls through
    // "before attribute value state".
    // biome-ignore lint/suspicious/noFallthroughSwitchClause: falls through on purpose (see above)
    case State.BeforeAttributeValue: {
      while (i < limit && isSkySpace(buf.charCodeAt(i))) i++;
      if (i === limit) return i;
      const c = buf.charCodeAt(i);
      if (c === Char.GreaterThan) {
        i++;
        afterTag(t, base + i, false);
      } else if (c === Char.Apostrophe || c === Char.QuotationMark) {
        i++;
        t.section = base + i;
        t.state = c === Char.Apostrophe ? State.SingleQuotedAttributeValue : State.DoubleQuotedAttributeValue;
      } else {
        // Errata S10: anything else, "&" included, is reprocessed as an unquoted value.
        t.section = base + i;
        t.state = State.UnquotedAttributeValue;
      }
      // On only into the quoted value states (unquoted is read from the dispatch loop).
      if (i === limit || t.state === State.UnquotedAttributeValue || t.state < State.BeforeAttributeValue) return i;
    }
    // falls through
    // "single-quoted attribute value state" and "double-quoted attribute value state".
    case State.SingleQuotedAttributeValue:
    case State.DoubleQuotedAttributeValue: {
      const single = t.state === State.SingleQuotedAttributeValue;
      let q = (t.quoteAt = nextIndex(buf, i, t.quoteAt, single ? "'" : '"'));
      if (q > limit) q = limit;
      const amp = (t.ampAt = nextIndex(buf, i, t.ampAt, '&'));
      if (amp < q) {
        if (t.section < base + amp) t.cb.onattribdata(t.section, base + amp);
        beginReference(t, base + amp, t.state, single ? Char.Apostrophe : Char.QuotationMark);
        return amp + 1;
      }
      if (q === limit) return limit;
      if (t.section < base + q) t.cb.onattribdata(t.section, base + q);
      t.state = State.BeforeAttributeName;
      return q + 1;
    }
  }
  return i;
}

/** "unquoted attribute value state". */
export function unquotedAttributeValueState(
  t: SkyMachine,
  buf: string,
  base: number,
  i: number,
  limit: number,
): number {
  let j = i;
  let c = 0;
  while (j < limit) {
    c = buf.charCodeAt(j);
    // Value characters are mostly above ">": one comparison settles them.
    if (c <= Char.GreaterThan && (c === Char.Ampersand || c === Char.GreaterThan || isSkySpace(c))) break;
    j++;
  }
  if (j === limit) return limit;
  if (t.section < base + j) t.cb.onattribdata(t.section, base + j);
  i = j + 1;
  if (c === Char.Ampersand) beginReference(t, base + j, State.UnquotedAttributeValue, NO_TERMINATOR);
  else if (c === Char.GreaterThan)
    afterTag(t, base + i, false); // errata S11
  else t.state = State.BeforeAttributeName;
  return i;
}

/** "void tag state". */
export function voidTagState(t: SkyMachine, buf: string, base: number, i: number): number {
  if (buf.charCodeAt(i) !== Char.GreaterThan) {
    t.state = State.BeforeAttributeName; // reprocess
    return i;
  }
  afterTag(t, base + i + 1, true);
  return i + 1;
}

/** Tag open / close tag state, name start: a tag token is created. */
function openTag(t: SkyMachine, isEnd: boolean, nameStart: number, first: number): void {
  if (t.section < t.tagStart) t.cb.ontext(t.section, t.tagStart);
  t.cb.ontagopen(t.tagStart, isEnd);
  t.tagIsEnd = isEnd;
  // Only a start tag whose name starts with "s" can be script or style.
  t.nameBits = !isEnd && first === Char.LowerS ? 3 : 0;
  t.nameLen = 0;
  t.section = nameStart;
  t.state = State.TagName;
}

/** Reports a tag name piece and tracks whether the name is "script" or "style". */
export function reportTagName(t: SkyMachine, start: number, end: number): void {
  const buf = t.buffer;
  for (let k = start - t.offset; k < end - t.offset && t.nameBits !== 0; k++) {
    const n = t.nameLen++;
    const c = buf.charCodeAt(k);
    if (n >= SCRIPT.length || c !== SCRIPT.charCodeAt(n)) t.nameBits &= ~1;
    if (n >= STYLE.length || c !== STYLE.charCodeAt(n)) t.nameBits &= ~2;
  }
  t.cb.ontagname(start, end);
}

/** "after tag state" / "after void tag state": act on entry (errata S5). */
function afterTag(t: SkyMachine, end: number, selfClosing: boolean): void {
  t.cb.ontagend(end, selfClosing);
  t.section = end;
  t.state = State.Data;
  // `<script/>` is void and does not enter raw data (sky-errata "not bugs").
  if (selfClosing || t.tagIsEnd) return;
  if (t.nameBits & 1 && t.nameLen === SCRIPT.length) t.rawKind = Raw.Script;
  else if (t.nameBits & 2 && t.nameLen === STYLE.length) t.rawKind = Raw.Style;
  else return;
  t.state = State.RawData;
}
