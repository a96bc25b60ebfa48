/**
 * Tree construction (§3.4): the start, main and end phases on top of the
 * tokenizer, with the stack of open elements, entity expansion as content
 * (X5), attribute defaults and normalisation (X6), the doctype (X8) and
 * text outside the root (X10). It reports balanced, coalesced events to the
 * streaming handlers, so events do not depend on how the input was chunked.
 */
import { type Point, type Position, setAttribute, sizedRecord } from '@forgiving/char-ref';
import { InternalSubset, parseDoctypeExternalId } from './dtd.ts';
import { Joiner } from './joiner.ts';
import { ATTRIBUTE_COST, type ElementAttlist, type Entities } from './entities.ts';
import { MAX_ERRORS, isFatal, xmlError } from './errors.ts';
import type { XmlErrorCode } from './errors.ts';
import type { PointLookup } from './lines.ts';
import { isName } from './names.ts';
import type { NamespaceErrorCode } from './namespaces.ts';
import { type DoctypeToken, type RawAttributes, type TokenSink, Tokenizer } from './tokenizer.ts';
import type { DoctypeInfo, OpenTag, XmlHandlers, XmlParseError } from './types.ts';
import { isXmlWhitespace } from '@forgiving/char-ref/codes';

/** Pieces of a text run joined by `+=` before the rest go to a Joiner (see TreeConstruction.textValue). */
const TEXT_PIECES = 32;

const enum Phase {
  Start = 0,
  Main = 1,
  End = 2,
}

export const XML_DECLARATION =
  /^version[ \t\r\n]*=[ \t\r\n]*("1\.[0-9]+"|'1\.[0-9]+')([ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*("[A-Za-z][A-Za-z0-9._-]*"|'[A-Za-z][A-Za-z0-9._-]*'))?([ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*("(yes|no)"|'(yes|no)'))?[ \t\r\n]*$/;

function isWhitespace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isXmlWhitespace(c)) return false;
  }
  return true;
}

function isEarlier(names: string[], name: string, index: number): boolean {
  for (let j = 0; j < index; j++) if (names[j] === name) return true;
  return false;
}

/** Where names lie in the input (TreeConstruction.nameSink). */
export interface NameSink {
  /** The name of the start tag or PI whose event comes next, [start, end). */
  name(start: number, end: number): void;
  /** One of that tag's attribute names as written, [start, end). */
  attribute(name: string, start: number, end: number): void;
}

/**
 * The record of a tag with nothing to report or normalise: distinct names,
 * none "__proto__", values without references or whitespace other than
 * spaces (X6). Null as soon as anything else turns up: the caller starts
 * over on the checked path. No calls in the loop, so V8 keeps it tight.
 */
function plainRecord(raw: RawAttributes): Record<string, string> | null {
  const { names, values, complex, length } = raw;
  const record = sizedRecord(length);
  for (let i = 0; i < length; i++) {
    const name = names[i]!;
    if (complex[i] || name === '__proto__') return null;
    for (let j = 0; j < i; j++) if (names[j] === name) return null;
    record[name] = values[i]!;
  }
  return record;
}

/**
 * Declared defaults (names and values alternating) of attributes the tag did
 * not specify (X6), while the expansion budget lasts: each costs
 * ATTRIBUTE_COST plus its characters (issue #13 item 7, one output budget
 * with entity expansion, X5). False once the budget is spent (that default
 * and the later ones are not added).
 */
function addDefaults(record: Record<string, string>, defaults: string[], charge: (units: number) => boolean): boolean {
  for (let i = 0; i < defaults.length; i += 2) {
    const name = defaults[i]!;
    if (Object.hasOwn(record, name)) continue;
    const value = defaults[i + 1]!;
    if (!charge(ATTRIBUTE_COST + name.length + value.length)) return false;
    setAttribute(record, name, value);
  }
  return true;
}

export interface StageOptions {
  positions: boolean;
  preserveCdata: boolean;
  /** The tokenizers' fast paths (XmlParserOptions.fastPaths). */
  fastPaths: boolean;
}

export class TreeConstruction implements TokenSink {
  private phase = Phase.Start;
  private readonly names: string[] = [];
  /**
   * How many open elements have each name, for "has an element in scope".
   * Built on the first mismatched end tag (well-formed documents never pay),
   * then kept up to date, so any input stays linear.
   */
  private openCounts: Map<string, number> | null = null;
  /**
   * The run of text being read: its first TEXT_PIECES pieces joined by `+=`
   * (most runs are one or a few pieces), the rest in `longText`, joined in
   * blocks (issue 27 item B: `+=` alone made a rope of one cons cell per
   * piece, which the tree kept).
   */
  private textValue = '';
  private textPieces = 0;
  private readonly longText = new Joiner();
  private inText = false;
  /** Where the last unbalanced-entity error was (see unbalanced). */
  private unbalancedAt = -1;
  private textEnd = 0;
  private textStartPoint: Point | null = null;
  /**
   * Start of the current run of text outside the root, or -1 (X10). Its
   * error is reported once the run shows more than whitespace, which may be
   * many chunks later: the stream keeps the lines from here (keepFrom).
   */
  private outsideStart = -1;
  /** Whether that run has more than whitespace (its error is then reported). */
  private outsideContent = false;
  private depth = 0;
  private referenceStart = 0;
  private referenceEnd = 0;
  private entityBase = 0;
  private readonly openEntities = new Set<string>();
  private sawToken = false;
  private sawDoctype = false;
  private standalone = false;
  private errorCount = 0;
  wellFormed = true;
  readonly report = (code: XmlErrorCode, offset: number, end?: number): void => this.error(code, offset, end);
  /** Start and end of the tag whose defaults are being charged (the limit error points at it). */
  private tagStart = 0;
  private tagEnd = 0;
  private readonly chargeDefault = (units: number): boolean =>
    this.entities.charge(units, this.tagStart, this.report, this.tagEnd);
  /** Text before the errors inside it (see TokenSink.textBeforeErrors, X10). */
  readonly textBeforeErrors = true;
  /**
   * Namespace errors of the declarations (colons in entity and notation
   * names): the tree does not keep declarations, so parseXml adds these to
   * resolveNamespaces' errors when it checks namespaces (X9).
   */
  readonly declarationNamespaceErrors: XmlParseError[] = [];
  private readonly reportNamespace = (code: NamespaceErrorCode, offset: number, end = offset): void => {
    this.declarationNamespaceErrors.push(xmlError(code, this.lines.point(offset), this.lines.point(end)));
  };

  /**
   * Told where each start tag's and PI's name lies, and its attributes'
   * names, just before the event (set by the tree builder for
   * checkNamespaces: its errors point at the name, issue 27 item C).
   */
  nameSink: NameSink | null = null;

  constructor(
    private readonly handlers: XmlHandlers,
    private readonly options: StageOptions,
    private readonly lines: PointLookup,
    private readonly entities: Entities,
  ) {}

  /** Tells `names` where the name of a tag or PI starting at `start` lies, then its attributes' names. */
  private tellNames(sink: NameSink, name: string, start: number, nameFrom: number, raw: RawAttributes | null): void {
    // Markup from entity replacement text lies at its reference (as errors do).
    if (this.depth > 0) {
      sink.name(this.referenceStart, this.referenceEnd);
      return;
    }
    sink.name(start + nameFrom, start + nameFrom + name.length);
    if (raw === null) return;
    for (let k = 0; k < raw.length; k++) {
      const at = raw.offsets[k]!;
      sink.attribute(raw.names[k]!, at, at + raw.names[k]!.length);
    }
  }

  openName(): string {
    const names = this.names;
    return names.length === 0 ? '' : names[names.length - 1]!;
  }

  // Offsets inside entity replacement text map to the outermost reference.
  private at(offset: number): number {
    return this.depth > 0 ? this.referenceStart : offset;
  }

  private atEnd(offset: number): number {
    return this.depth > 0 ? this.referenceEnd : offset;
  }

  private position(start: number, end: number): Position {
    return { start: this.lines.point(this.at(start)), end: this.lines.point(this.atEnd(end)) };
  }

  private maybePosition<T extends object>(target: T, start: number, end: number): T {
    if (this.options.positions) (target as { position?: Position }).position = this.position(start, end);
    return target;
  }

  /** The earliest offset a later error may still point at (a stream forgets the lines before it). */
  get keepFrom(): number {
    return this.outsideStart >= 0 && !this.outsideContent ? this.outsideStart : Number.POSITIVE_INFINITY;
  }

  /**
   * Reports an error at `offset`, spanning to `end` (exclusive; `offset`
   * when not given). Inside replacement text both map to the outermost
   * reference. Codes that are not fatal (errors.ts) leave wellFormed as is.
   */
  error(code: XmlErrorCode, offset: number, end?: number): void {
    const fatal = isFatal(code);
    if (fatal) this.wellFormed = false;
    const count = ++this.errorCount;
    if (count > MAX_ERRORS + 1) return;
    const at = this.lines.point(this.at(offset));
    const endOffset = this.depth > 0 ? this.referenceEnd : end === undefined || end < offset ? offset : end;
    let reported: XmlParseError;
    if (count === MAX_ERRORS + 1) reported = xmlError('too-many-errors', at, at);
    else {
      reported = xmlError(code, at, endOffset === at.offset ? at : this.lines.point(endOffset));
      if (!fatal) reported.fatal = false;
    }
    this.handlers.onError?.(reported);
  }

  text(value: string, start: number, end: number, reference: boolean): void {
    if (this.phase !== Phase.Main) {
      // X10: whitespace outside the root is dropped silently, anything else with one error per run.
      // The error points at the start of the run, whatever the chunking, and
      // is reported as soon as the run shows content: the tokenizer hands
      // over the text before it reports an error inside the run, so errors
      // stay in input order (issue 13 item 12).
      if (this.outsideStart < 0) this.outsideStart = this.at(start);
      if (!this.outsideContent && (reference || !isWhitespace(value))) {
        this.outsideContent = true;
        this.error('text-outside-root', this.outsideStart);
      }
      return;
    }
    if (!this.inText) {
      this.inText = true;
      this.textValue = value;
      this.textPieces = 1;
      if (this.options.positions) this.textStartPoint = this.lines.point(this.at(start));
    } else this.addText(value);
    this.textEnd = end;
  }

  /** A further piece of the run of text (see textValue). */
  private addText(value: string): void {
    const n = this.textPieces++;
    if (n < TEXT_PIECES) {
      this.textValue += value;
      return;
    }
    if (n === TEXT_PIECES) {
      this.longText.add(this.textValue);
      this.textValue = '';
    }
    this.longText.add(value);
  }

  /** Ends a run of text: one onText in the main phase; outside it the run is over. */
  private flushText(): void {
    if (this.outsideStart >= 0) {
      // Its error, if any, was reported when the content showed (see text).
      this.outsideStart = -1;
      this.outsideContent = false;
    }
    if (!this.inText) return;
    const value = this.textPieces > TEXT_PIECES ? this.longText.take() : this.textValue;
    this.textValue = '';
    this.textPieces = 0;
    this.inText = false;
    if (value.length === 0) return;
    const position =
      this.options.positions && this.textStartPoint !== null
        ? { start: this.textStartPoint, end: this.lines.point(this.atEnd(this.textEnd)) }
        : undefined;
    this.handlers.onText?.(value, position);
  }

  reference(name: string, start: number, end: number): void {
    if (this.phase !== Phase.Main) {
      this.text('', start, end, true);
      return;
    }
    const entities = this.entities;
    const entity = entities.general.get(name);
    if (entity === undefined) {
      if (this.entities.undeclaredIsValidityOnly) this.skippedEntity('undeclared-entity-not-read', name, start, end);
      else {
        this.error('undeclared-entity', start, end); // X4: stays literal
        this.text(`&${name};`, start, end, false);
      }
      return;
    }
    if (entity.value === null) {
      // External parsed entities are never fetched (X5): reported, and kept
      // as a reference (XML 1.0 §4.4.3); unparsed ones may not be referenced.
      if (entity.unparsed) this.error('unparsed-entity-reference', start, end);
      else this.skippedEntity('external-entity-not-read', name, start, end);
      return;
    }
    const length = entities.expandedLength(entity);
    if (entity.recursive || this.openEntities.has(name)) {
      this.error('recursive-entity', start, end);
      return;
    }
    if (length === Number.POSITIVE_INFINITY || this.depth >= entities.maxDepth) {
      this.error('entity-depth-limit', start, end);
      return;
    }
    // The outermost reference pays for its whole expansion (X5 guard).
    if (this.depth === 0 && !entities.charge(length, start, this.report, end)) return;
    if (entity.plain) {
      this.text(entity.value, start, end, false);
      return;
    }
    if (this.depth === 0) {
      this.referenceStart = start;
      this.referenceEnd = end;
    }
    const savedBase = this.entityBase;
    this.entityBase = this.names.length;
    this.depth++;
    this.openEntities.add(name);
    // X5: the replacement text is parsed in place as content. Recursion is
    // bounded by maxEntityDepth and the cycle check above.
    const tokenizer = new Tokenizer(this, false, this.options.fastPaths);
    tokenizer.write(entity.value);
    tokenizer.end();
    this.openEntities.delete(name);
    this.depth--;
    if (this.names.length !== this.entityBase) this.unbalanced(start, end);
    this.entityBase = savedBase;
  }

  /**
   * `unbalanced-entity`, once per outermost reference (issue 27 item D): an
   * end tag inside the replacement text that closes an element opened
   * before it, and the elements left open or closed when the text ends, are
   * one culprit, the reference, and the error spans it (`&e;`: inside
   * replacement text every error spans the outermost reference).
   */
  private unbalanced(start: number, end: number): void {
    const at = this.at(start);
    if (at === this.unbalancedAt) return;
    this.unbalancedAt = at;
    this.error('unbalanced-entity', start, end);
  }

  /**
   * A reference whose replacement text is not read (an external entity, or
   * one that may be declared where the processor does not read): XML 1.0
   * §4.4.3 lets a non-validating processor skip it but says it must tell
   * the application. A report that leaves wellFormed as is, and an event
   * (onSkippedEntity) in the run's place, so the tree keeps the reference.
   */
  private skippedEntity(code: XmlErrorCode, name: string, start: number, end: number): void {
    this.error(code, start, end);
    this.flushText();
    this.handlers.onSkippedEntity?.(name, this.maybePositionOf(start, end));
  }

  openTag(name: string, raw: RawAttributes, selfClosing: boolean, start: number, end: number): void {
    this.flushText();
    this.sawToken = true;
    if (this.phase === Phase.End) {
      this.error('content-after-root', start, end); // X10: spans the tag
      return;
    }
    if (!raw.namesChecked && !isName(name)) this.error('invalid-name', start + 1, start + 1 + name.length);
    const tag: OpenTag = { name, attributes: this.attributes(name, raw, start, end), selfClosing };
    this.maybePosition(tag, start, end);
    if (this.nameSink !== null) this.tellNames(this.nameSink, name, start, 1, raw);
    this.handlers.onOpenTag?.(tag);
    if (selfClosing) {
      this.handlers.onCloseTag?.(name, tag.position);
      if (this.phase === Phase.Start) this.phase = Phase.End;
      return;
    }
    this.names.push(name);
    const counts = this.openCounts;
    if (counts !== null) counts.set(name, (counts.get(name) ?? 0) + 1);
    this.phase = Phase.Main;
  }

  /** The attribute record: duplicates dropped, values normalised, defaults added (X6). */
  private attributes(element: string, raw: RawAttributes, start: number, end: number): Record<string, string> {
    const attlists = this.entities.attlists;
    const attlist = attlists.size === 0 ? undefined : attlists.get(element);
    // Declarations of CDATA attributes without defaults change nothing (X6).
    if (raw.namesChecked && this.depth === 0 && (attlist === undefined || attlist.plain)) {
      const record = plainRecord(raw);
      if (record !== null) return record;
    }
    return this.checkedAttributes(raw, attlist, start, end);
  }

  private checkedAttributes(
    raw: RawAttributes,
    attlist: ElementAttlist | undefined,
    start: number,
    end: number,
  ): Record<string, string> {
    const { names, values, offsets, valueOffsets, complex, length } = raw;
    // A plain object made for this many properties (char-ref sizedRecord), as
    // xast-util-from-xml builds them; "__proto__" is defined as an own
    // property so it cannot touch the prototype. Duplicates and defaults
    // that are also specified leave a slot unused: both are rare.
    const record = sizedRecord(attlist === undefined ? length : length + (attlist.defaults.length >> 1));
    // Only a declared type other than CDATA changes a value's normalisation
    // (X6), so most declared elements need no look-up per attribute.
    const typed = attlist !== undefined && attlist.tokenized > 0 ? attlist.definitions : undefined;
    const seen = length > 8 ? new Set<string>() : null;
    for (let i = 0; i < length; i++) {
      const name = names[i]!;
      if (!raw.namesChecked && !isName(name))
        this.error('invalid-attribute-name', offsets[i]!, offsets[i]! + name.length);
      if (seen !== null ? seen.has(name) : isEarlier(names, name, i)) {
        this.error('duplicate-attribute', offsets[i]!, offsets[i]! + name.length); // spans the name
        continue;
      }
      seen?.add(name);
      const cdata = typed === undefined || (typed.get(name)?.cdata ?? true);
      // Most values are plain CDATA without references: used as they are.
      const value =
        cdata && !complex[i] && this.depth === 0
          ? values[i]!
          : this.entities.attributeValue(values[i]!, cdata, this.at(valueOffsets[i]!), this.report);
      setAttribute(record, name, value);
    }
    if (attlist !== undefined && attlist.defaults.length > 0 && !this.entities.exhausted) {
      this.tagStart = start;
      this.tagEnd = end;
      addDefaults(record, attlist.defaults, this.chargeDefault);
    }
    return record;
  }

  closeTag(name: string, start: number, end: number): void {
    this.sawToken = true;
    if (this.phase !== Phase.Main) {
      this.flushText();
      this.error('unexpected-end-tag', start, end);
      return;
    }
    const names = this.names;
    const matches = names[names.length - 1] === name;
    // An ignored end tag does not split the text around it (one Text node per run).
    if (name !== '' && !matches && !this.inScope(name)) {
      this.error('mismatched-end-tag', start, end);
      return;
    }
    this.flushText();
    if (this.depth > 0 && names.length <= this.entityBase) this.unbalanced(start, end);
    if (name === '') {
      this.error('short-end-tag', start, end);
      this.pop(this.maybePositionOf(start, end));
      return;
    }
    if (!matches) this.error('mismatched-end-tag', start, end);
    const implicit = matches ? undefined : this.maybePositionOf(start, start);
    for (;;) {
      const popped = names[names.length - 1]!;
      if (popped === name) {
        this.pop(this.maybePositionOf(start, end));
        return;
      }
      this.pop(implicit);
    }
  }

  /** The draft's "has an element in scope": some open element has this name. */
  private inScope(name: string): boolean {
    let counts = this.openCounts;
    if (counts === null) {
      counts = new Map<string, number>();
      for (const open of this.names) counts.set(open, (counts.get(open) ?? 0) + 1);
      this.openCounts = counts;
    }
    return (counts.get(name) ?? 0) > 0;
  }

  private maybePositionOf(start: number, end: number): Position | undefined {
    return this.options.positions ? this.position(start, end) : undefined;
  }

  private pop(position: Position | undefined): void {
    const name = this.names.pop()!;
    const counts = this.openCounts;
    if (counts !== null) {
      const count = counts.get(name)!;
      if (count === 1) counts.delete(name);
      else counts.set(name, count - 1);
    }
    this.handlers.onCloseTag?.(name, position);
    if (this.names.length === 0) {
      this.phase = Phase.End;
      this.openCounts = null;
    }
  }

  comment(value: string, start: number, end: number): void {
    this.flushText();
    this.sawToken = true;
    this.handlers.onComment?.(value, this.maybePositionOf(start, end));
  }

  instruction(target: string, value: string, start: number, end: number): void {
    this.flushText();
    const first = !this.sawToken && start === 0 && this.depth === 0;
    this.sawToken = true;
    if (!isName(target)) this.error('missing-pi-target', start);
    else if (target.length === 3 && target.toLowerCase() === 'xml') {
      if (!first || target !== 'xml') this.error('reserved-pi-target', start);
      else if (!XML_DECLARATION.test(value)) this.error('invalid-xml-declaration', start);
      else this.standalone = /standalone[ \t\r\n]*=[ \t\r\n]*["']yes/.test(value);
    }
    if (this.nameSink !== null) this.tellNames(this.nameSink, target, start, 2, null);
    this.handlers.onInstruction?.(target, value, this.maybePositionOf(start, end));
  }

  cdata(value: string, start: number, end: number): void {
    if (this.phase !== Phase.Main) {
      this.flushText();
      this.error('cdata-outside-root', start);
      return;
    }
    if (!this.options.preserveCdata) {
      this.text(value, start, end, false); // merged into text (the draft's character tokens)
      return;
    }
    this.flushText();
    this.handlers.onCdata?.(value, this.maybePositionOf(start, end));
  }

  doctype(token: DoctypeToken): void {
    if (this.phase !== Phase.Start || this.sawDoctype || this.depth > 0) {
      this.error('unexpected-doctype', token.start);
      return;
    }
    this.flushText();
    this.sawToken = true;
    this.sawDoctype = true;
    if (!isName(token.name)) this.error('invalid-name', token.start);
    const ids = parseDoctypeExternalId(token.externalId);
    if (ids === null) this.error('malformed-doctype', token.start);
    if (ids?.system !== undefined && !this.standalone) this.entities.undeclaredIsValidityOnly = true;
    if (token.subset !== null) {
      new InternalSubset(this.entities, this.report, this.standalone, this.reportNamespace).parse(
        token.subset,
        token.subsetOffset,
      );
    }
    const info: DoctypeInfo = { name: token.name };
    if (ids?.public !== undefined) info.public = ids.public;
    if (ids?.system !== undefined) info.system = ids.system;
    this.maybePosition(info, token.start, token.end);
    this.handlers.onDoctype?.(info);
  }

  /** End of input: the EOF token in each phase. */
  finish(end: number): void {
    this.flushText();
    if (this.phase === Phase.Start) this.error('missing-root', end);
    else if (this.phase === Phase.Main) {
      this.error('unclosed-element', end);
      const position = this.maybePositionOf(end, end);
      while (this.names.length > 0) this.pop(position);
    }
    this.handlers.onEnd?.({ ok: this.wellFormed, wellFormed: this.wellFormed });
  }
}
