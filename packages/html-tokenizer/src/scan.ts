/**
 * Highlighting: lossless spans over the input, built on the low-level
 * callback layer (offsets, no token objects). Every character is covered
 * exactly once, in order: concatenating `input.slice(start, end)` of the
 * spans gives the input back. Adjacent spans of one kind are merged (two
 * text runs, `&lt;&gt;`, a tag's whitespace next to a stray `/`).
 *
 * The callbacks give the extent of every token; inside a tag, which the
 * tokenizer reports by its values only, the tag's own characters are
 * classified by a walk of the tag states (§13.2.5.8–13.2.5.40) over the
 * finished tag, once: linear in the tag's length.
 */
import { Char } from '@forgiving/char-ref/codes';
import { ForeignTracker, Tag, contentModelOf } from './content-model.ts';
import type { TokenizerCallbacks } from './callbacks.ts';
import { S } from './generated/state-ids.ts';
import type { StateId } from './states.ts';
import { Tokenizer } from './tokenizer.ts';
import { scanTag } from './scan-tag.ts';
import type { HtmlSpan, HtmlSpanKind } from './span-types.ts';

export type { HtmlSpan, HtmlSpanKind } from './span-types.ts';

export interface ScanOptions {
  /** Guess RCDATA / RAWTEXT / script data / PLAINTEXT and CDATA as tree construction would (default true). */
  guessContentModel?: boolean | undefined;
  /** `<noscript>` is RAWTEXT when scripting (default true). */
  scripting?: boolean | undefined;
  /** Whether the tokenizer's fast paths run (default true; the spans are the same either way). */
  fastPaths?: boolean | undefined;
}

const CDATA_OPEN = '<![CDATA[';

/** Collects the spans; `source` is the original input the offsets index. */
export class SpanBuilder implements TokenizerCallbacks {
  spans: HtmlSpan[] = [];
  /** Spans offered, for scale tests (with `Tokenizer.work`). */
  work = 0;
  /** Covered up to here (original offsets). */
  pos = 0;
  /** In RCDATA, RAWTEXT, script data or PLAINTEXT content (after the tag that switched to it). */
  raw = false;
  /** Inside a CDATA section (foreign content only). */
  cdata = false;
  tokenizer: Tokenizer | null = null;
  /** Replaced characters of the current tag's attribute values (start, end pairs), and the next one to place. */
  private readonly replaced: number[] = [];
  private next = 0;
  declare private readonly source: string;
  declare readonly tracker: ForeignTracker | null;
  declare private readonly scripting: boolean;

  /** scanTag's output: made once, not per tag. */
  private readonly emit = (kind: HtmlSpanKind, from: number, to: number): void =>
    kind === 'attribute-value' ? this.value(from, to) : this.add(kind, from, to);

  constructor(source: string, options: ScanOptions) {
    this.source = source;
    this.tracker = options.guessContentModel === false ? null : new ForeignTracker();
    this.scripting = options.scripting ?? true;
  }

  text(start: number, end: number): void {
    const t = this.tokenizer!;
    this.pushText(t.offsetAt(start), t.offsetAt(end));
  }
  textValue(_value: string, start: number, end: number): void {
    // A character reference's value, or U+FFFD for a NUL (which stays text).
    if (this.source.charCodeAt(start) === Char.Ampersand) this.push('reference', start, end);
    else this.pushText(start, end);
  }
  startTag(
    _name: string,
    names: readonly string[],
    _v: readonly string[],
    count: number,
    selfClosing: boolean,
    start: number,
    end: number,
  ): void {
    this.tag(start, end, false, selfClosing);
    const tracker = this.tracker;
    if (tracker === null) return;
    // The same guess as createTokenizer's (content-model.ts): a tag in HTML
    // content may switch the tokenizer to a text state.
    const t = this.tokenizer!;
    const id = t.tagId;
    // Outside <svg> and <math> (nearly every tag) the tracker has nothing to
    // do and the foreign flag stays false, as in stream.ts.
    let html = true;
    if (tracker.ids.length !== 0 || id === Tag.Svg || id === Tag.Math) {
      html = !tracker.isForeign;
      tracker.startTag(id, selfClosing, names, count);
      t.foreign = tracker.isForeign;
    }
    const next = html ? contentModelOf(id, this.scripting) : 0;
    if (next !== 0) {
      t.setState(next);
      this.raw = true;
    }
  }
  endTag(_name: string, start: number, end: number): void {
    this.tag(start, end, true, false);
    // In a text state only the appropriate end tag is a tag: it ends the text.
    this.raw = false;
    if (this.tracker !== null && this.tracker.ids.length !== 0) {
      this.tracker.endTag(this.tokenizer!.tagId);
      this.tokenizer!.foreign = this.tracker.isForeign;
    }
  }
  comment(_value: string, start: number, end: number): void {
    // `<!--` opens a comment; `<?`, `<!x`, `</ x` and `<![CDATA[` in HTML open bogus ones.
    this.push(this.source.startsWith('<!--', start) ? 'comment' : 'bogus', start, end);
  }
  processingInstruction(_target: string, _data: string, start: number, end: number): void {
    this.push('instruction', start, end);
  }
  doctype(_n: string | null, _p: string | null, _s: string | null, _q: boolean, start: number, end: number): void {
    this.push('doctype', start, end);
  }
  attributeValueReplaced(start: number, end: number): void {
    this.replaced.push(start, end);
  }
  error(): void {}
  eof(): void {
    // What no callback covered at the end is a tag dropped at EOF
    // (eof-in-tag), or the opening of an unfinished CDATA section.
    const end = this.source.length;
    if (this.pos < end) {
      if (this.cdata || this.source.startsWith(CDATA_OPEN, this.pos)) this.gap(this.pos, end);
      else {
        // What the tokenizer ignored before the tag (`</>`) stays bogus.
        const at = Math.max(this.pos, this.tokenizer!.tokenStartOffset);
        if (at > this.pos) this.gap(this.pos, at);
        this.add('unfinished', at, end);
      }
    }
  }

  /** Sets whether the text that follows is raw text or CDATA (the `state` a scan starts in). */
  startIn(state: StateId): void {
    this.raw =
      (state >= S.RCDATA && state <= S.PLAINTEXT) || // RCDATA, RAWTEXT, script data, PLAINTEXT (generated/state-ids.ts)
      (state >= S.ScriptDataLessThanSign && state <= S.ScriptDataDoubleEscapeEnd);
    this.cdata = state === S.CDATASection;
  }

  /**
   * Covers the token still open at `end` (a line end): a tag by its states,
   * a comment or doctype whole. `state` is the tokenizer's.
   */
  openToken(state: number, end: number): number {
    if (this.pos >= end) return end;
    const at = Math.max(this.pos, this.tokenizer!.tokenStartOffset);
    // What the tokenizer ignored before the token (`</>`) is bogus.
    if (at > this.pos) this.gap(this.pos, at);
    const source = this.source;
    if (state === S.TagName || (state >= S.BeforeAttributeName && state <= S.SelfClosingStartTag)) {
      const isEnd = source.charCodeAt(at + 1) === Char.Solidus;
      scanTag(source, at, end, isEnd, false, this.emit, false);
      this.replaced.length = 0;
      this.next = 0;
    } else if (state >= S.DOCTYPE && state <= S.BogusDOCTYPE) this.add('doctype', at, end);
    else if (state >= S.ProcessingInstructionOpen) this.add('instruction', at, end);
    else if (state === S.Comment || state === S.BogusComment)
      this.add(source.startsWith('<!--', at) ? 'comment' : 'bogus', at, end);
    else this.gap(at, end);
    return at;
  }

  private textKind(): HtmlSpanKind {
    return this.cdata ? 'cdata' : this.raw ? 'raw-text' : 'text';
  }

  private tag(start: number, end: number, isEnd: boolean, selfClosing: boolean): void {
    this.push('tag-open', start, start); // covers a gap before the tag
    scanTag(this.source, start, end, isEnd, selfClosing, this.emit);
    this.replaced.length = 0;
    this.next = 0;
  }

  /** An attribute value, with the character references the tokenizer replaced in it. */
  private value(start: number, end: number): void {
    const replaced = this.replaced;
    let at = start;
    for (; this.next < replaced.length && replaced[this.next]! < end; this.next += 2) {
      const from = replaced[this.next]!;
      const to = replaced[this.next + 1]!;
      this.add('attribute-value', at, from);
      // A NUL's U+FFFD stays value.
      this.add(this.source.charCodeAt(from) === Char.Ampersand ? 'reference' : 'attribute-value', from, to);
      at = to;
    }
    this.add('attribute-value', at, end);
  }

  /** Text: its kind is known once the gap before it (a CDATA opening) is covered. */
  private pushText(start: number, end: number): void {
    if (start > this.pos) this.gap(this.pos, start);
    this.push(this.textKind(), start, end);
  }

  private push(kind: HtmlSpanKind, start: number, end: number): void {
    if (start > this.pos) this.gap(this.pos, start);
    if (end > this.pos) this.add(kind, Math.max(start, this.pos), end);
  }

  /**
   * Characters between tokens that no callback names: the markers of a
   * CDATA section (`<![CDATA[`, `]]>`), which the tokenizer consumes without
   * a token, and what it ignores (`</>`, missing-end-tag-name): bogus.
   */
  private gap(start: number, end: number): void {
    const source = this.source;
    const opens = source.startsWith(CDATA_OPEN, start);
    if (opens || this.cdata) {
      this.add('cdata', start, end);
      this.cdata = !(
        end - start >= 3 &&
        source.startsWith(']]>', end - 3) &&
        (!opens || end - start >= CDATA_OPEN.length + 3)
      );
      return;
    }
    this.add('bogus', start, end);
  }

  add(kind: HtmlSpanKind, start: number, end: number): void {
    this.work++;
    if (end <= start) return;
    const last = this.spans[this.spans.length - 1];
    if (last?.kind === kind && last.end === start) last.end = end;
    else this.spans.push({ kind, start, end });
    this.pos = end;
  }
}

/**
 * Lossless highlighting spans of a whole document. Never throws.
 *
 * ```ts
 * scan('<p class=x>a &amp; b</p>')
 * // [{ kind: 'tag-open', start: 0, end: 1 }, { kind: 'tag-name', start: 1, end: 2 }, ...]
 * ```
 */
export function scan(input: string, options: ScanOptions = {}): HtmlSpan[] {
  return scanCounted(input, options).spans;
}

/** `scan` and the work it did (tokenizer steps and spans offered): for scale tests. */
export function scanCounted(input: string, options: ScanOptions = {}): { spans: HtmlSpan[]; work: number } {
  const builder = new SpanBuilder(input, options);
  const tokenizer = new Tokenizer(builder, { fastPaths: options.fastPaths });
  builder.tokenizer = tokenizer;
  builder.startIn(tokenizer.state);
  tokenizer.end(input);
  return { spans: builder.spans, work: tokenizer.work + builder.work };
}
