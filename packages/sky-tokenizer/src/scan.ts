/**
 * Highlighting: lossless spans built on the low-level callbacks. Every
 * character is covered once, in order; what the callbacks do not name is
 * classified here: inside a tag by its character (whitespace, `=`, quotes,
 * a stray `/`), in a comment as comment, and what the tokeniser discards
 * (an unfinished tag or comment at end of input, errata S6) as 'unfinished'.
 */
import { SkyTokenizer } from './tokenizer.ts';
import type { ScanOptions, SkyCallbacks, SkySpan, SkySpanKind } from './types.ts';
import { Char } from '@forgiving/char-ref/codes';

export class SpanBuilder implements SkyCallbacks {
  spans: SkySpan[] = [];
  notSky = false;
  /** Covered up to here (input coordinates). */
  #pos = 0;
  inTag = false;

  /** The characters the offsets index (a stripped BOM counted: the tokeniser's `origin`). */
  readonly #source: string;

  constructor(source: string) {
    this.#source = source;
  }

  onsignature(end: number): void {
    this.#push('signature', this.#pos, end);
  }
  onnotsky(): void {
    this.notSky = true;
  }
  ontext(start: number, end: number): void {
    this.#push('text', start, end);
  }
  onrawtext(start: number, end: number): void {
    this.#push('raw-text', start, end);
  }
  ontextentity(codePoint: number, start: number, end: number, invalid: boolean): void {
    const kind = codePoint < 0 || invalid ? 'invalid-reference' : 'reference';
    this.#push(kind, start, end);
  }
  oncomment(start: number, end: number): void {
    this.#push('comment', start, end);
  }
  ontagopen(start: number, isEnd: boolean): void {
    this.#push('tag-open', start, start + (isEnd ? 2 : 1));
    this.inTag = true;
  }
  ontagname(start: number, end: number): void {
    this.#push('tag-name', start, end);
  }
  onattribstart(): void {}
  onattribname(start: number, end: number): void {
    this.#push('attribute-name', start, end);
  }
  onattribdata(start: number, end: number): void {
    this.#push('attribute-value', start, end);
  }
  onattribentity(codePoint: number, start: number, end: number, invalid: boolean): void {
    this.ontextentity(codePoint, start, end, invalid);
  }
  ontagend(end: number, selfClosing: boolean): void {
    this.#push('tag-close', end - (selfClosing ? 2 : 1), end);
    this.inTag = false;
  }
  onend(dropped: number): void {
    const end = this.#source.length;
    if (dropped >= 0 && !this.notSky) {
      this.cut(dropped);
      if (this.#pos < end) this.#add('unfinished', this.#pos, end);
    }
    // Not in a tag here (an open tag makes `dropped` a position): the rest is text.
    this.finish(end, false);
  }

  /** Covers pos..end with what the state says is there (a line end in a tag or comment). */
  finish(end: number, inComment: boolean): void {
    if (this.notSky) this.spans = end > 0 ? [{ kind: 'not-sky', start: 0, end }] : [];
    else if (this.#pos < end) this.#gap(this.#pos, end, inComment ? 'comment' : 'text');
  }

  #push(kind: SkySpanKind, start: number, end: number): void {
    if (start > this.#pos) this.#gap(this.#pos, start, 'text');
    if (end > start) this.#add(kind, start, end);
  }

  #add(kind: SkySpanKind, start: number, end: number): void {
    const last = this.spans[this.spans.length - 1];
    if (last !== undefined && last.kind === kind && last.end === start) last.end = end;
    else this.spans.push({ kind, start, end });
    this.#pos = end;
  }

  /** Characters no callback named: inside a tag they are classified one by one. */
  #gap(start: number, end: number, outside: SkySpanKind): void {
    if (!this.inTag) {
      this.#add(outside, start, end);
      return;
    }
    for (let k = start; k < end; k++) this.#add(tagPunctuation(this.#source.charCodeAt(k)), k, k + 1);
  }

  /** Drops spans from `at` on (an unfinished tag or comment, errata S6; a line's break). */
  cut(at: number): void {
    const spans = this.spans;
    while (spans.length > 0 && spans[spans.length - 1]!.start >= at) spans.pop();
    const last = spans[spans.length - 1];
    if (last !== undefined && last.end > at) last.end = at;
    this.#pos = at;
  }
}

function tagPunctuation(c: number): SkySpanKind {
  if (c === Char.EqualsSign) return 'equals';
  if (c === Char.QuotationMark || c === Char.Apostrophe) return 'quote';
  // U+0020, U+000A, U+000D, and a "/" not followed by ">" (void tag state,
  // anything else): ignored by the tokeniser, insignificant like whitespace.
  return 'whitespace';
}

/**
 * Lossless highlighting spans for a whole document: they concatenate to the
 * input. A leading U+FEFF belongs to the first span (errata S1).
 */
export function scan(input: string, options: ScanOptions): SkySpan[] {
  // The BOM is not written but counted: offsets stay those of `input`.
  const bom = input.charCodeAt(0) === Char.ByteOrderMark ? 1 : 0;
  const builder = new SpanBuilder(input);
  const tokenizer = new SkyTokenizer(options.context, builder, bom, options.fastPaths !== false);
  tokenizer.write(bom ? input.slice(1) : input);
  tokenizer.end();
  return builder.spans;
}
