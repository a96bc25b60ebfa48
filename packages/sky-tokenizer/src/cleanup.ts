/**
 * Token cleanup stage (sky-parsing.txt, errata S17, S18) on top of the
 * low-level callbacks: character tokens merge into one text token per
 * maximal run (comments emit nothing, so text on both sides merges), start
 * tags keep the first of duplicate attributes, end tags lose theirs, and the
 * token stream callback sees each start tag.
 */
import type { SkyAttribute, SkyCallbacks, SkyStartTagView, SkyToken, SkyTokenSink } from './types.ts';

/** Where text for a range comes from (the SkyTokenizer). */
export interface TextSource {
  text(start: number, end: number): string;
  /** `text` for names (may return a shared, interned string). */
  name(start: number, end: number): string;
}

export class TokenBuilder implements SkyCallbacks {
  isSky = false;
  /** Set before the first write (the tokenizer is made after its callbacks). */
  declare source: TextSource;
  #text = '';
  #textStart = -1;
  #textEnd = 0;
  #tagStart = 0;
  #isEnd = false;
  #name = '';
  /** Reused between tags: each token gets an exact-size copy (a pushed-to `[]` reserves 17 slots). */
  #attributes: SkyAttribute[] = [];
  /** The attribute being read: built once it is complete, so no object is written twice. */
  #inAttribute = false;
  #attributeName = '';
  #attributeValue = '';

  /** Cleaned-up tokens go to `sink` as calls: token objects are the sink's choice. */
  #sink: Required<SkyTokenSink>;
  #onStartTag: ((tag: SkyStartTagView) => void) | undefined;

  constructor(sink: SkyTokenSink, onStartTag: ((tag: SkyStartTagView) => void) | undefined) {
    this.#sink = fullSink(sink);
    this.#onStartTag = onStartTag;
  }

  onsignature(): void {
    this.isSky = true;
  }
  onnotsky(): void {}
  oncomment(): void {}

  ontext(start: number, end: number): void {
    this.#appendText(this.source.text(start, end), start, end);
  }

  onrawtext(start: number, end: number): void {
    this.ontext(start, end);
  }

  ontextentity(codePoint: number, start: number, end: number): void {
    this.#appendText(this.#entity(codePoint, start, end), start, end);
  }

  ontagopen(start: number, isEnd: boolean): void {
    this.#flushText();
    this.#tagStart = start;
    this.#isEnd = isEnd;
    this.#name = '';
    // ontagend ended the previous tag (inAttribute is false); its list is normally empty too.
    this.#clearAttributes();
  }

  ontagname(start: number, end: number): void {
    const piece = this.source.name(start, end);
    // Names arrive whole unless a chunk ends inside: keep the interned string.
    this.#name = join(this.#name, piece);
  }

  onattribstart(): void {
    // End tags lose their attributes: do not build them.
    if (this.#isEnd) return;
    if (this.#inAttribute) this.#endAttribute();
    this.#inAttribute = true;
    this.#attributeName = '';
    this.#attributeValue = ''; // errata S9: values start empty
  }

  onattribname(start: number, end: number): void {
    if (this.#inAttribute) this.#attributeName = join(this.#attributeName, this.source.name(start, end));
  }

  onattribdata(start: number, end: number): void {
    if (this.#inAttribute) this.#appendValue(this.source.text(start, end));
  }

  onattribentity(codePoint: number, start: number, end: number): void {
    if (this.#inAttribute) this.#appendValue(this.#entity(codePoint, start, end));
  }

  ontagend(end: number, selfClosing: boolean): void {
    const name = this.#name;
    const start = this.#tagStart;
    if (this.#isEnd) {
      this.#sink.endTag(name, start, end);
      return;
    }
    if (this.#inAttribute) this.#endAttribute();
    this.#inAttribute = false;
    const attributes = removeDuplicateAttributes(this.#attributes);
    if (this.#onStartTag) this.#onStartTag(startTagView(name, attributes));
    this.#sink.startTag(name, attributes, start, end);
    this.#clearAttributes();
    // After void tag state: the implied end tag consumed nothing, so it is empty at the end.
    if (selfClosing) this.#sink.endTag(name, end, end);
  }

  onend(): void {
    // An unfinished tag is dropped (errata S6): only pending text remains.
    this.#flushText();
  }

  /** pop() rather than `length = 0`: setting an array's length is a runtime call. */
  #clearAttributes(): void {
    while (this.#attributes.length !== 0) this.#attributes.pop();
  }

  #endAttribute(): void {
    this.#attributes.push({ name: this.#attributeName, value: this.#attributeValue });
  }

  #appendValue(piece: string): void {
    this.#attributeValue = join(this.#attributeValue, piece);
  }

  #entity(codePoint: number, start: number, end: number): string {
    return codePoint < 0 ? this.source.text(start, end) : String.fromCodePoint(codePoint);
  }

  #appendText(value: string, start: number, end: number): void {
    if (this.#textStart < 0) {
      this.#textStart = start;
      this.#text = value;
    } else this.#text += value;
    this.#textEnd = end;
  }

  #flushText(): void {
    if (this.#textStart < 0) return;
    this.#sink.text(this.#text, this.#textStart, this.#textEnd);
    this.#textStart = -1;
    this.#text = '';
  }
}

const ignore = (): void => {};

/**
 * The sink with a shared no-op for each member it lacks (`{ startTag }`
 * alone is a sink), resolved once here rather than checked per call; a
 * whole sink is used as it is.
 */
function fullSink(sink: SkyTokenSink): Required<SkyTokenSink> {
  if (sink.text && sink.startTag && sink.endTag) return sink as Required<SkyTokenSink>;
  return {
    text: sink.text?.bind(sink) ?? ignore,
    startTag: sink.startTag?.bind(sink) ?? ignore,
    endTag: sink.endTag?.bind(sink) ?? ignore,
  };
}

/** The token objects of the contract (types.ts), given to `emit`. */
export class TokenObjects implements SkyTokenSink {
  #emit: (token: SkyToken) => void;

  constructor(emit: (token: SkyToken) => void) {
    this.#emit = emit;
  }

  text(value: string, start: number, end: number): void {
    this.#emit({ type: 'text', value, start, end });
  }

  startTag(name: string, attributes: SkyAttribute[], start: number, end: number): void {
    // The array is reused: each token keeps an exact-size copy.
    this.#emit({ type: 'startTag', name, attributes: attributes.slice(), start, end });
  }

  endTag(name: string, start: number, end: number): void {
    this.#emit({ type: 'endTag', name, start, end });
  }
}

/** `head + piece`, keeping `piece` itself (an interned name, a slice) when it is the whole. */
function join(head: string, piece: string): string {
  return head === '' ? piece : head + piece;
}

/** First of each name kept, exact comparison, linear time (errata S17). */
export function removeDuplicateAttributes(attributes: SkyAttribute[]): SkyAttribute[] {
  const n = attributes.length;
  if (n < 2) return attributes;
  if (n <= 8 && !hasSmallDuplicate(attributes)) return attributes;
  const seen = new Set<string>();
  const kept: SkyAttribute[] = [];
  for (const attribute of attributes) {
    if (seen.has(attribute.name)) continue;
    seen.add(attribute.name);
    kept.push(attribute);
  }
  return kept;
}

function hasSmallDuplicate(attributes: SkyAttribute[]): boolean {
  for (let i = 1; i < attributes.length; i++) {
    const name = attributes[i]!.name;
    for (let j = 0; j < i; j++) if (attributes[j]!.name === name) return true;
  }
  return false;
}

/** A frozen copy: the token stream callback cannot influence anything (errata S18). */
function startTagView(name: string, attributes: SkyAttribute[]): SkyStartTagView {
  const copies = attributes.map((a) => Object.freeze({ ...a }));
  return Object.freeze({ name, attributes: Object.freeze(copies) });
}
