/**
 * Classifies the characters of one finished tag, `source[start, end)` from
 * its `<` to its `>`, by the tag states of §13.2.5 the tokenizer went
 * through: the tokenizer reports a tag's names and values, not where they
 * are. Each character is looked at once.
 */
import type { HtmlSpanKind } from './span-types.ts';
import { Char, isAsciiWhitespace } from '@forgiving/char-ref/codes';

type Emit = (kind: HtmlSpanKind, start: number, end: number) => void;

/**
 * `closed`: the tag ends at `end` with `>` (or `/>` when `selfClosing`);
 * else it is still open there (a line end inside a tag, line-state.ts).
 */
export function scanTag(
  source: string,
  start: number,
  end: number,
  isEnd: boolean,
  selfClosing: boolean,
  emit: Emit,
  closed = true,
): void {
  let k = start + (isEnd ? 2 : 1);
  emit('tag-open', start, k);
  // The `>` (or `/>` when the self-closing flag is set) is the tag's last character(s).
  const stop = closed ? end - (selfClosing ? 2 : 1) : end;
  // Tag name state: up to whitespace, `/` or `>`.
  let j = k;
  while (j < stop && !isAsciiWhitespace(source.charCodeAt(j)) && source.charCodeAt(j) !== Char.Solidus) j++;
  emit('tag-name', k, j);
  k = j;
  while (k < stop) k = attribute(source, k, stop, emit);
  if (closed) emit('tag-close', stop, end);
}

/** Before attribute name state onwards: one attribute, or one insignificant character. */
function attribute(source: string, k: number, stop: number, emit: Emit): number {
  const c = source.charCodeAt(k);
  if (isAsciiWhitespace(c) || c === Char.Solidus) {
    // Whitespace, and a `/` not followed by `>` (self-closing start tag
    // state, anything else: reconsume in before attribute name).
    emit('whitespace', k, k + 1);
    return k + 1;
  }
  // Attribute name state; a leading `=` is part of the name (unexpected-equals-sign-before-attribute-name).
  let j = k + 1;
  for (; j < stop; j++) {
    const d = source.charCodeAt(j);
    if (isAsciiWhitespace(d) || d === Char.Solidus || d === Char.EqualsSign) break;
  }
  emit('attribute-name', k, j);
  // After attribute name state: whitespace, then `=` or the next attribute.
  let i = j;
  while (i < stop && isAsciiWhitespace(source.charCodeAt(i))) i++;
  if (i >= stop || source.charCodeAt(i) !== Char.EqualsSign) {
    emit('whitespace', j, i);
    return i;
  }
  emit('whitespace', j, i);
  emit('equals', i, i + 1);
  // Before attribute value state.
  let v = i + 1;
  while (v < stop && isAsciiWhitespace(source.charCodeAt(v))) v++;
  emit('whitespace', i + 1, v);
  if (v >= stop) return v;
  const q = source.charCodeAt(v);
  if (q === Char.QuotationMark || q === Char.Apostrophe) {
    // Attribute value (double- / single-quoted) state: up to the same quote.
    let e = v + 1;
    while (e < stop && source.charCodeAt(e) !== q) e++;
    emit('quote', v, v + 1);
    emit('attribute-value', v + 1, e);
    emit('quote', e, Math.min(e + 1, stop));
    return Math.min(e + 1, stop);
  }
  // Attribute value (unquoted) state: up to whitespace or the tag's `>`.
  let e = v;
  while (e < stop && !isAsciiWhitespace(source.charCodeAt(e))) e++;
  emit('attribute-value', v, e);
  return e;
}
