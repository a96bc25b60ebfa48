/**
 * The tree builder: state of WHATWG HTML §13.2.4 and the algorithms the
 * insertion modes share (§13.2.6.1 creating and inserting nodes, foster
 * parenting, implied end tags, reconstructing the active formatting
 * elements, resetting the insertion mode). It is the tokenizer's sink
 * (`HtmlTokenSink`): every token is dispatched by the tree construction
 * dispatcher (§13.2.6) to a numbered insertion-mode handler (modes/).
 */
import type { HtmlAttribute, HtmlParseError, HtmlTokenizerErrorCode, HtmlTokenSink } from '@forgiving/html-tokenizer';
import { errorMessage, TAG_NAMES } from '@forgiving/html-tokenizer';
import { TagId as T } from './generated/tag-ids.ts';
import {
  type AdapterAttribute,
  FAST_PATHS,
  type FastPaths,
  type DocumentMode,
  type Location,
  type TreeAdapter,
} from './adapter.ts';
import { Cat, Ns } from './categories.ts';
import { isWs, Mode, type TokenizerControl } from './constants.ts';
import {
  attributeObjects,
  EntryState,
  flatAttributes,
  flatAttributesOf,
  type FormattingEntry,
  FormattingList,
  GONE,
} from './formatting.ts';
import { adjustForeignAttributes, HTML_NS, MATH_NS, SVG_NS } from './foreign.ts';
import { dispatchForeign } from './modes/foreign-content.ts';
import { inBodyEndTag } from './modes/body-end.ts';
import { inBodyStartTag } from './modes/body-start.ts';
import { inBodyText } from './modes/body.ts';
import { MODES } from './modes/index.ts';
import { Act, DONE, FOREIGN, type ModeHandlers, REPROCESS, type Result, Tok, useRulesOf } from './modes/types.ts';
import { type HtmlTreeErrorCode, type HtmlTreeParseError, MESSAGES } from './errors.ts';
import { setEndLocation, setStartLocation, spanLocation, textLocation, textOffset } from './locations.ts';
import { Bound, OpenElements, PARENT_KNOWN } from './open-elements.ts';
import { ops } from './op-count.ts';
import { LineTracker } from './line-tracker.ts';
import { ReconstructionBudget, type ReconstructionOptions } from './reconstruction-budget.ts';
import { optionPopped, type SelectState, selectedcontentInserted, selectedcontentPopped } from './selectedcontent.ts';

export const NS_URI = [HTML_NS, SVG_NS, MATH_NS];

export interface BuilderOptions extends ReconstructionOptions {
  scripting: boolean;
  /** Give nodes parse5-style source locations through the adapter. */
  positions?: boolean;
  onError: (error: HtmlTreeParseError) => void;
}

// biome-ignore lint/suspicious/noExplicitAny: nodes belong to the adapter
export class TreeBuilder<N = any> implements HtmlTokenSink {
  readonly adapter: TreeAdapter<N>;
  /** The adapter's bulk child moves, when it has them (adapter.ts, FAST_PATHS). */
  readonly moves: FastPaths<N> | null;
  readonly document: N;
  readonly stack: OpenElements<N>;
  readonly afe = new FormattingList<N>();
  readonly lines = new LineTracker();
  /** What reconstruction and the adoption agency's copies may still make (issue 27 item 2). */
  readonly rebuilt: ReconstructionBudget;
  tokenizer: TokenizerControl = { setState() {}, setForeign() {} };
  scripting: boolean;
  positions: boolean;
  onError: (error: HtmlTreeParseError) => void;

  mode: number = Mode.INITIAL;
  originalMode: number = Mode.INITIAL;
  templateModes: number[] = [];
  head: N | null = null;
  form: N | null = null;
  framesetOk = true;
  fosterParenting = false;
  quirksMode: DocumentMode = 'no-quirks';
  /** "in table text": the pending character tokens and whether one is not whitespace. */
  pendingText = '';
  pendingStart = 0;
  pendingEnd = 0;
  pendingNonWs = false;
  /** Drop one leading LF of the next token (after <pre>, <listing>, <textarea>). */
  skipNewline = false;
  /**
   * Whether a character token may hold U+0000, so that "in body" must look
   * for it (inBodyText, which also looks while `foreignFlag` is set). The
   * tokenizer reports every NUL it emits as text (Data state:
   * unexpected-null-character, before the text run that holds it is
   * flushed; the other text states replace it) except in a CDATA section,
   * which it tokenizes only while the adjusted current node is foreign:
   * text holding one is flushed before the next tag, so before any push or
   * pop could clear `foreignFlag`. This one becomes true on that error.
   * (It used to stay true once foreign content had opened: node-api-all.html
   * has an SVG icon near its start, and every later text was searched.)
   */
  mayHaveNul = false;
  stopped = false;
  /** Called with the attributes of every <meta> in head (the encoding's "change the encoding", H1). */
  onMeta: ((attrs: HtmlAttribute[]) => void) | null = null;

  /** Fragment case (§13.2.4.1 and the fragment parsing algorithm). */
  fragment = false;
  context: N | null = null;
  contextId = 0;
  contextNs: number = Ns.HTML;
  contextFlags = 0;

  // The current tag token: fields, not objects (H9).
  kind: number = Tok.START;
  name = '';
  id = 0;
  /**
   * The current start tag's attributes as the tokenizer gives them
   * (`rawStartTag`: arrays reused for the next tag, read only while this
   * token is processed); `attrs` makes the attribute objects when asked.
   */
  attrNames: readonly string[] = [];
  attrValues: readonly string[] = [];
  attrCount = 0;
  private attrList: HtmlAttribute[] | null = null;
  selfClosing = false;
  ack = false;
  start = 0;
  end = 0;
  /**
   * The current text token as the tokenizer gave it: its value and input
   * span, which `textOffset` (locations.ts) maps a character back through
   * once a mode has split the value.
   */
  tokenText = '';
  tokenStart = 0;
  tokenEnd = 0;
  /** The text a text handler reprocesses (a suffix of the current text token's value; modes/types.ts). */
  rest = '';
  /**
   * `textOffset`'s last answer: in a verbatim section, the section's input
   * offset, the index, the LFs before it and the last one; then the token's
   * start and the piece.
   */
  readonly offsetMemo = [-1, 0, 0, -1, -1, 0];
  /**
   * The last start or end tag: elements closed implicitly end where it
   * starts, as parse5's locations do (it does not count text, comments or
   * the end of input there; README, Spec notes).
   */
  lastTagEnd = false;
  lastTagName = '';
  lastTagStart = 0;
  lastTagStop = 0;

  // The appropriate place for inserting a node, set by `place()`.
  placeParent: N = undefined as N;
  placeBefore: N | null = null;
  /**
   * The adjusted current node is not an HTML element (kept by
   * `updateForeign` at every push and pop): the tokenizer's CDATA flag, and
   * the dispatcher's first question.
   */
  foreignFlag = false;
  /** Selects with an option or a <selectedcontent> (made at the first <select>), for selectedcontent.ts. */
  selects: Map<N, SelectState<N>> | null = null;

  constructor(adapter: TreeAdapter<N>, options: BuilderOptions) {
    this.adapter = adapter;
    this.moves = (adapter as { [FAST_PATHS]?: FastPaths<N> })[FAST_PATHS] ?? null;
    this.scripting = options.scripting;
    this.positions = options.positions ?? false;
    this.onError = options.onError;
    this.rebuilt = new ReconstructionBudget(options);
    this.document = adapter.createDocument();
    this.stack = new OpenElements<N>(TAG_NAMES.length);
  }

  // ---------------------------------------------------------------- sink

  text(value: string, start: number, end: number): void {
    if (this.stopped) return;
    let s = value;
    this.kind = Tok.TEXT;
    this.tokenText = value;
    this.tokenStart = start;
    this.tokenEnd = end;
    this.start = start;
    this.end = end;
    if (this.skipNewline) {
      this.skipNewline = false;
      if (s.charCodeAt(0) === 10) {
        // The LF may be a CR LF or a reference in the input: its end is mapped.
        const after = end - start === s.length ? start + 1 : textOffset(this, s, 1);
        s = s.slice(1);
        if (s === '') return;
        // parse5's location starts after the LF when text follows it at once, at
        // the LF when more whitespace does (its whitespace runs are tokens of
        // their own); kept for equal positions (README, Spec notes).
        if (!isWs(s.charCodeAt(0))) this.start = after;
      }
    }
    // "in body" without foreign content (most tokens of a page): a direct
    // call, which TurboFan can inline, instead of a load from one of 21
    // handler objects and a call through it.
    if (this.mode === Mode.IN_BODY && !this.foreignFlag) inBodyText(this, s);
    else if (this.useModes(-1)) {
      // The first dispatch is direct; the loop only runs for what a handler asks next.
      const r = (MODES[this.mode] as ModeHandlers).text(this, s);
      if (r !== DONE) this.run(r);
    } else dispatchForeign.text(this, s);
  }

  /** The current token's attributes as objects (parse5's shape), made once per token when first asked. */
  get attrs(): HtmlAttribute[] {
    let list = this.attrList;
    if (list === null) {
      const count = this.attrCount;
      list = new Array(count);
      for (let k = 0; k < count; k++)
        list[k] = { name: this.attrNames[k] as string, value: this.attrValues[k] as string };
      this.attrList = list;
    }
    return list;
  }

  startTag(
    name: string,
    id: number,
    attributes: HtmlAttribute[],
    selfClosing: boolean,
    start: number,
    end: number,
  ): void {
    if (this.stopped) return;
    this.attrList = attributes;
    this.attrCount = attributes.length;
    this.startTagToken(name, id, selfClosing, start, end);
  }

  /** A start tag with the tokenizer's attribute arrays (HtmlTokenSink.rawStartTag): no attribute objects unless asked. */
  rawStartTag(
    name: string,
    id: number,
    names: readonly string[],
    values: readonly string[],
    count: number,
    selfClosing: boolean,
    start: number,
    end: number,
  ): void {
    if (this.stopped) return;
    this.attrList = null;
    this.attrNames = names;
    this.attrValues = values;
    this.attrCount = count;
    this.startTagToken(name, id, selfClosing, start, end);
  }

  private startTagToken(name: string, id: number, selfClosing: boolean, start: number, end: number): void {
    this.beforeToken();
    this.kind = Tok.START;
    this.lastTagEnd = false;
    this.lastTagStart = start;
    this.lastTagStop = end;
    this.name = name;
    this.id = id;
    this.selfClosing = selfClosing;
    this.ack = false;
    this.start = start;
    this.end = end;
    this.processStartTag();
    if (selfClosing && !this.ack) {
      this.error('non-void-html-element-start-tag-with-trailing-solidus');
    }
  }

  endTag(name: string, id: number, start: number, end: number): void {
    if (this.stopped) return;
    this.beforeToken();
    this.kind = Tok.END;
    this.lastTagEnd = true;
    this.lastTagName = name;
    this.lastTagStart = start;
    this.lastTagStop = end;
    this.name = name;
    this.id = id;
    this.attrList = null;
    this.attrCount = 0;
    this.selfClosing = false;
    this.start = start;
    this.end = end;
    this.processEndTag();
  }

  /**
   * The target of the processing instruction token being processed, else
   * null. whatwg/html #12118 handles "a comment token or a processing
   * instruction token" alike in every insertion mode (insert it where a
   * comment goes), so a processing instruction runs the comment handlers
   * and `insertComment` makes the node it names.
   */
  piTarget: string | null = null;

  processingInstruction(target: string, data: string, start: number, end: number): void {
    if (this.stopped) return;
    this.piTarget = target;
    this.comment(data, start, end);
    this.piTarget = null;
  }

  comment(value: string, start: number, end: number): void {
    if (this.stopped) return;
    this.beforeToken();
    this.kind = Tok.OTHER;
    this.start = start;
    this.end = end;
    if (this.useModes(-2)) (MODES[this.mode] as ModeHandlers).comment(this, value);
    else this.insertComment(value);
  }

  doctype(
    name: string | null,
    publicId: string | null,
    systemId: string | null,
    forceQuirks: boolean,
    start: number,
    end: number,
  ): void {
    if (this.stopped) return;
    this.beforeToken();
    this.kind = Tok.OTHER;
    this.start = start;
    this.end = end;
    if (this.useModes(-2)) (MODES[this.mode] as ModeHandlers).doctype(this, name, publicId, systemId, forceQuirks);
    else this.error('unexpected-doctype');
  }

  /** A tree construction error spanning the current token (or [start, end)), or a tokenizer error as is. */
  error(code: HtmlTreeErrorCode | HtmlParseError, start = this.start, end = this.end): void {
    if (typeof code !== 'string') {
      if (code.code === 'unexpected-null-character') this.mayHaveNul = true;
      this.onError(code);
      return;
    }
    this.report(code, MESSAGES[code], start, end);
  }

  /**
   * An error at [start, end) as char-ref's `parseError` builds it (same keys,
   * same order), with lines and columns read straight from the line index:
   * no two `Point` objects per error (sky-synthetic.html has 11,845 errors).
   */
  private report(code: HtmlTreeParseError['code'], message: string, start: number, end: number): void {
    const lines = this.lines;
    const line = lines.lineOf(start);
    const column = lines.columnOf(start, line);
    const endLine = lines.lineOf(end);
    this.onError({
      code,
      message,
      line,
      column,
      offset: start,
      endOffset: end,
      endLine,
      endColumn: lines.columnOf(end, endLine),
    });
  }

  /**
   * A tokenizer error as code and offsets (HtmlTokenSink.rawError): lines and
   * columns come from the builder's own line index, so the tokenizer keeps
   * none (one scan of the input fewer).
   */
  rawError(code: HtmlTokenizerErrorCode, offset: number, endOffset: number): void {
    if (code === 'unexpected-null-character') this.mayHaveNul = true;
    this.report(code, errorMessage(code), offset, endOffset);
  }

  eof(offset: number): void {
    if (this.stopped) return;
    this.beforeToken();
    this.kind = Tok.EOF;
    this.start = offset;
    this.end = offset;
    // EOF always goes to the insertion mode (§13.2.6 dispatcher).
    while (!this.stopped) this.run(REPROCESS);
  }

  private beforeToken(): void {
    this.skipNewline = false;
    if (this.mode === Mode.IN_TABLE_TEXT) this.flushTableText();
  }

  // ---------------------------------------------------------- dispatching

  processStartTag(): void {
    // As in `text`: "in body" without foreign content by a direct call, and
    // the first dispatch direct (the loop runs for what a handler asks next).
    let r: Result;
    if (this.mode === Mode.IN_BODY && !this.foreignFlag) r = inBodyStartTag(this);
    else if (this.useModes(this.id)) r = (MODES[this.mode] as ModeHandlers).startTag(this);
    else r = dispatchForeign.startTag(this);
    if (r !== DONE) this.run(r);
  }

  processEndTag(): void {
    let r: Result;
    if (this.mode === Mode.IN_BODY && !this.foreignFlag) r = inBodyEndTag(this);
    else if (this.useModes(-2)) r = (MODES[this.mode] as ModeHandlers).endTag(this);
    else r = dispatchForeign.endTag(this);
    if (r !== DONE) this.run(r);
  }

  /**
   * The one loop that processes the current token (modes/types.ts): a
   * handler's result names what comes next, until one is done. Handlers
   * never call back into the builder to reprocess, so there is no recursion.
   */
  run(first: Result): void {
    let r = first;
    while (r !== DONE) {
      const act = r & 3;
      if (act === Act.FOREIGN) r = this.processForeign();
      else if (act === Act.REPROCESS) {
        if (r > 3) this.mode = (r >> 2) - 1;
        r = this.dispatch();
      } else r = this.useRules(MODES[(r >> 2) - 1] as ModeHandlers);
    }
  }

  /** The tree construction dispatcher (§13.2.6) for the current token: the insertion mode's rules or foreign content. */
  private dispatch(): Result {
    const kind = this.kind;
    if (kind === Tok.EOF) return useRulesOf(this.mode);
    const startId = kind === Tok.START ? this.id : kind === Tok.TEXT ? -1 : -2;
    return this.useModes(startId) ? useRulesOf(this.mode) : FOREIGN;
  }

  /** The current token by one mode's rules. */
  private useRules(handlers: ModeHandlers): Result {
    switch (this.kind) {
      case Tok.START:
        return handlers.startTag(this);
      case Tok.END:
        return handlers.endTag(this);
      case Tok.TEXT:
        return this.rest === '' ? DONE : handlers.text(this, this.rest);
      default:
        return handlers.eof(this);
    }
  }

  /** The current token by the rules for foreign content (§13.2.6.5). */
  private processForeign(): Result {
    if (this.kind === Tok.START) return dispatchForeign.startTag(this);
    if (this.kind === Tok.END) return dispatchForeign.endTag(this);
    if (this.rest !== '') dispatchForeign.text(this, this.rest);
    return DONE;
  }

  /**
   * The tree construction dispatcher (§13.2.6): whether a token goes to the
   * insertion mode (true) or to the rules for foreign content. `startId` is
   * a start tag's id, -1 for character tokens, -2 for any other token.
   */
  useModes(startId: number): boolean {
    // The adjusted current node is an HTML element (or there is none): the
    // flag `updateForeign` keeps at every push and pop answers most tokens.
    if (!this.foreignFlag || this.stack.top < 0) return true;
    const fragmentTop = this.fragment && this.stack.top === 0;
    const ns = fragmentTop ? this.contextNs : this.stack.currentNs;
    if (ns === Ns.HTML) return true;
    const flags = fragmentTop ? this.contextFlags : (this.stack.flags[this.stack.top] as number);
    const id = fragmentTop ? this.contextId : this.stack.currentId;
    if (flags & Cat.MATH_TEXT_IP) {
      if (startId === -1) return true;
      if (startId >= 0 && startId !== T.mglyph && startId !== T.malignmark) return true;
    }
    if (ns === Ns.MATH && id === T['annotation-xml'] && startId === T.svg) return true;
    if (flags & Cat.HTML_IP) return startId >= -1;
    return false;
  }

  /** The namespace of the adjusted current node. */
  adjustedNs(): number {
    if (this.fragment && this.stack.top === 0) return this.contextNs;
    return this.stack.top < 0 ? Ns.HTML : this.stack.currentNs;
  }

  // ----------------------------------------------------- inserting nodes

  /** §13.2.6.1 "appropriate place for inserting a node", into placeParent / placeBefore. */
  place(target: N = this.stack.current, targetIndex = this.stack.top): void {
    const s = this.stack;
    this.placeBefore = null;
    if (this.fosterParenting && s.ns[targetIndex] === Ns.HTML && (s.flags[targetIndex] as number) & Cat.FOSTER_TARGET) {
      const lastTemplate = s.lastIndexOf(T.template, 'template');
      const lastTable = s.lastIndexOf(T.table, 'table');
      if (lastTemplate >= 0 && (lastTable < 0 || lastTemplate > lastTable)) {
        this.placeParent = s.contents[lastTemplate] as N;
        return;
      }
      if (lastTable < 0) {
        this.placeParent = s.nodes[0] as N;
        return;
      }
      const table = s.nodes[lastTable] as N;
      const parent = this.adapter.getParentNode(table);
      if (parent) {
        this.placeParent = parent;
        this.placeBefore = table;
        return;
      }
      this.placeParent = s.nodes[s.below(lastTable)] as N;
      return;
    }
    const content = s.contents[targetIndex];
    this.placeParent = content ?? target;
  }

  /**
   * `place()` for the current node, the parent returned: `placeParent` is
   * stored only when foster parenting applies. The builder outlives a
   * scavenge and a new parent mostly has not, so storing it took the write
   * barrier's slow path for every node inserted.
   */
  private placeHere(): N {
    const s = this.stack;
    const i = s.top;
    if (this.fosterParenting && s.ns[i] === Ns.HTML && (s.flags[i] as number) & Cat.FOSTER_TARGET) {
      this.place();
      return this.placeParent;
    }
    this.placeBefore = null;
    const content = s.contents[i];
    return content ?? (s.nodes[i] as N);
  }

  private insertAtPlace(node: N, parent: N = this.placeParent): void {
    if (this.placeBefore !== null) this.adapter.insertBefore(parent, node, this.placeBefore);
    else this.adapter.appendChild(parent, node);
  }

  /**
   * "Parsing template contents" (whatwg/html #12911, 2026-09): a template
   * on the stack of open elements, or a fragment parse whose context element
   * is a template (which never pushes one). The form element pointer is
   * neither set nor used then.
   */
  parsingTemplateContents(): boolean {
    return this.stack.templates > 0 || (this.fragment && this.contextId === T.template && this.contextNs === Ns.HTML);
  }

  createElement(name: string, ns: number, attrs: AdapterAttribute[], intendedParent: N): N {
    const el = this.adapter.createElement(name, NS_URI[ns] as string, attrs);
    if (this.adapter.onElementCreated) {
      this.adapter.onElementCreated(el, {
        intendedParent,
        formElement: this.form,
        isInTemplate: this.parsingTemplateContents(),
      });
    }
    return el;
  }

  /**
   * createElement for an HTML element with the current token's attributes:
   * without attribute objects when the adapter can (FastPaths.createHtmlElement).
   */
  private createTokenElement(name: string, id: number, open: boolean, parent: N): N {
    if (this.moves !== null && this.attrList === null) {
      // A template's `content` key comes before its position (hast-util-from-parse5's key order).
      const positioned = this.positions && this.start >= 0 && id !== T.template;
      const { attrNames, attrValues, attrCount } = this;
      return this.moves.createHtmlElement(name, id !== 0, attrNames, attrValues, attrCount, open, positioned);
    }
    return this.createElement(name, Ns.HTML, this.attrs, parent);
  }

  /**
   * Push onto the stack of open elements, telling the adapter; `parent`:
   * where `node` was just inserted (undefined for an element pushed again).
   */
  push(
    node: N,
    id: number,
    ns: number,
    name: string,
    content: N | null = null,
    htmlAnnotation = false,
    parent: N | undefined = undefined,
  ): void {
    this.stack.push(node, id, ns, name, content, htmlAnnotation);
    this.pushed(node, this.stack.top, parent);
    // An HTML element above the bottom entry is the adjusted current node
    // (the fragment case's context counts only for entry 0): not foreign.
    if (ns !== Ns.HTML || this.stack.top === 0) this.updateForeign();
    else if (this.foreignFlag) {
      this.foreignFlag = false;
      this.tokenizer.setForeign(false);
    }
  }

  /** Tell the adapter that `node`, now entry i of the stack, was pushed (just inserted into `parent`). */
  pushed(node: N, i: number, parent: N | undefined): void {
    if (this.moves === null) this.adapter.onItemPush?.(node);
    else if (parent !== undefined && this.mayAskParent(i)) {
      // Told at its pop (FastPaths.popped): only these may have a parent entry.
      this.stack.flags[i] = (this.stack.flags[i] as number) | PARENT_KNOWN;
      this.moves.pushed(node, parent);
    } else this.moves.pushed(node, undefined);
  }

  /**
   * Whether the builder may later ask the adapter for the parent of the
   * element just pushed as entry i (FastPaths.pushed): a table (foster
   * parenting), body (a frameset), and a special element that may become
   * the adoption agency's furthest block, which needs a formatting element
   * below it. Without an open formatting element at its push, none can get
   * below it later: the adoption agency puts elements on the stack only
   * above a formatting element that is already there (replaced entries,
   * the new element above the furthest block). Most special elements (div,
   * p, li, td) are pushed with no formatting element open, and then need
   * no parent entry (a `Map` set and delete each).
   */
  private mayAskParent(i: number): boolean {
    const s = this.stack;
    if (((s.flags[i] as number) & Cat.SPECIAL) === 0) return false;
    if (s.formattingOpen > 0) return true;
    const id = s.ids[i] as number;
    return (id === T.table || id === T.body) && s.ns[i] === Ns.HTML;
  }

  pop(): N {
    if (this.selects !== null && this.stack.currentNs === Ns.HTML) {
      if (this.stack.currentId === T.option) optionPopped(this, this.stack.current);
      else if (this.stack.currentId === T.selectedcontent) selectedcontentPopped(this, this.stack.current);
    }
    const flags = this.stack.flags[this.stack.top] as number;
    const node = this.stack.pop();
    if (this.positions) this.setEndLocation(node);
    this.popped(node, flags);
    this.updateForeign();
    return node;
  }

  removeAt(i: number): void {
    const node = this.stack.nodes[i] as N;
    const flags = this.stack.flags[i] as number;
    this.stack.removeAt(i);
    if (this.positions) this.setEndLocation(node);
    this.popped(node, flags);
    this.updateForeign();
  }

  /** Entry i is about to leave the stack from the middle (the adoption agency's one edit): tell as `removeAt` does. */
  leaving(i: number): void {
    const node = this.stack.nodes[i] as N;
    if (this.positions) this.setEndLocation(node);
    this.popped(node, this.stack.flags[i] as number);
  }

  /** Tell the adapter that `node` (its stack entry's `flags`) left the stack. */
  private popped(node: N, flags: number): void {
    if (this.moves !== null) this.moves.popped(node, (flags & PARENT_KNOWN) !== 0);
    else if (this.adapter.onItemPop)
      this.adapter.onItemPop(node, this.stack.top >= 0 ? this.stack.current : this.document);
  }

  /** Every child of `from` moves to the end of `to`, in order. */
  moveChildren(from: N, to: N): void {
    if (this.moves !== null) {
      this.moves.moveChildren(from, to);
      return;
    }
    const a = this.adapter;
    for (let child = a.getFirstChild(from); child; child = a.getFirstChild(from)) {
      ops.n++;
      a.detachNode(child);
      a.appendChild(to, child);
    }
  }

  /** Every child of `node` is removed. */
  removeChildren(node: N): void {
    if (this.moves !== null) {
      this.moves.removeChildren(node);
      return;
    }
    const a = this.adapter;
    for (let child = a.getFirstChild(node); child; child = a.getFirstChild(node)) {
      ops.n++;
      a.detachNode(child);
    }
  }

  updateForeign(): void {
    const foreign = this.stack.top >= 0 && this.adjustedNs() !== Ns.HTML;
    if (foreign !== this.foreignFlag) {
      this.foreignFlag = foreign;
      this.tokenizer.setForeign(foreign);
    }
  }

  /** "Insert an HTML element" for a start tag the input does not have (no location). */
  insertImplied(name: string, id: number): N {
    return this.insertHtmlElement(name, id, [], -1, -1);
  }

  /**
   * "Insert an HTML element" then pop it at once (void elements): as parse5,
   * no push, and the location ends with the start tag.
   */
  appendElement(): void {
    const parent = this.placeHere();
    const el = this.createTokenElement(this.name, this.id, false, parent);
    if (this.positions) this.setStartLocation(el, this.start, this.end);
    this.insertAtPlace(el, parent);
    this.ack = true;
  }

  /** "Insert an HTML element" for the current token (or a formatting entry's token). */
  insertHtmlElement(
    name = this.name,
    id = this.id,
    attrs: AdapterAttribute[] | null = null,
    start = this.start,
    end = this.end,
  ): N {
    const parent = this.placeHere();
    const el =
      attrs === null
        ? this.createTokenElement(name, id, true, parent)
        : this.createElement(name, Ns.HTML, attrs, parent);
    let content: N | null = null;
    if (id === T.template) {
      // parse5's order: the contents before the insertion.
      content = this.adapter.createDocumentFragment();
      this.adapter.setTemplateContent(el, content);
    }
    if (this.positions) this.setStartLocation(el, start, end);
    this.insertAtPlace(el, parent);
    this.push(el, id, Ns.HTML, name, content, false, parent);
    if (content !== null && this.positions) this.adapter.setNodeSourceCodeLocation(content, null);
    if (id === T.selectedcontent) selectedcontentInserted(this, el);
    // Options are tracked from the first select on: a <selectedcontent>
    // inserted after its select's selected option closed is filled then.
    else if (id === T.select && this.selects === null) this.selects = new Map();
    return el;
  }

  /**
   * "Insert a foreign element" (§13.2.6.1) with adjusted attributes; a
   * self-closing one is popped at once (not pushed, as parse5).
   */
  insertForeignElement(ns: number, localName: string, selfClosing = false): N {
    const attrs = adjustForeignAttributes(this.attrs, ns === Ns.SVG);
    this.place();
    const el = this.createElement(localName, ns, attrs, this.placeParent);
    if (this.positions) this.setStartLocation(el, this.start, this.end);
    this.insertAtPlace(el);
    if (selfClosing) {
      this.ack = true;
      return el;
    }
    let htmlAnnotation = false;
    if (ns === Ns.MATH && this.id === T['annotation-xml']) {
      for (const a of this.attrs) {
        if (a.name !== 'encoding') continue;
        const v = a.value.toLowerCase();
        htmlAnnotation = v === 'text/html' || v === 'application/xhtml+xml';
      }
    }
    this.push(el, this.id, ns, localName, null, htmlAnnotation, this.placeParent);
    return el;
  }

  /** "Insert a character" for a run of characters. */
  insertText(s: string): void {
    if (s === '') return;
    const parent = this.placeHere();
    if (parent === this.document) return;
    if (this.placeBefore !== null) this.adapter.insertTextBefore(parent, s, this.placeBefore);
    else this.adapter.insertText(parent, s);
    if (this.positions) textLocation(this, parent, this.placeBefore);
  }

  /**
   * "Insert a comment", at the appropriate place or as the last child of
   * `parent`; a processing instruction (`piTarget` set) likewise.
   */
  insertComment(data: string, parent?: N): void {
    const target = this.piTarget;
    const adapter = this.adapter;
    const node =
      target === null
        ? adapter.createCommentNode(data)
        : adapter.createProcessingInstruction !== undefined
          ? adapter.createProcessingInstruction(target, data)
          : adapter.createCommentNode(`?${target} ${data}?`);
    if (parent !== undefined) this.adapter.appendChild(parent, node);
    else {
      this.place();
      this.insertAtPlace(node);
    }
    if (this.positions) this.adapter.setNodeSourceCodeLocation(node, this.location(this.start, this.end));
  }

  // ------------------------------------------------------ shared algorithms

  /** §13.2.6.3 "generate implied end tags", except for an HTML element with id `except`. */
  generateImpliedEndTags(except = -1, thorough = false): void {
    const flag = thorough ? Cat.IMPLIED_END_THOROUGH : Cat.IMPLIED_END;
    const s = this.stack;
    while (s.top >= 0 && s.currentNs === Ns.HTML && (s.flags[s.top] as number) & flag && s.currentId !== except) {
      this.pop();
    }
  }

  /** Pop until an HTML element with this id has been popped. */
  popUntil(id: number): void {
    while (this.stack.top >= 0) {
      const done = this.stack.currentId === id && this.stack.currentNs === Ns.HTML;
      this.pop();
      if (done) return;
    }
  }

  /** Pop until one of the HTML elements with these flags (a category) has been popped. */
  popUntilFlag(flag: number): void {
    while (this.stack.top >= 0) {
      const done = this.stack.currentNs === Ns.HTML && (this.stack.flags[this.stack.top] as number) & flag;
      this.pop();
      if (done) return;
    }
  }

  /** Pop until the current node is an HTML element with one of these flags. */
  clearBackTo(flag: number): void {
    const s = this.stack;
    while (s.top > 0 && !(s.currentNs === Ns.HTML && (s.flags[s.top] as number) & flag)) this.pop();
  }

  isCurrent(id: number): boolean {
    return this.stack.top >= 0 && this.stack.currentId === id && this.stack.currentNs === Ns.HTML;
  }

  /** "Close a p element" (§13.2.6.4.7). */
  closeP(): void {
    this.generateImpliedEndTags(T.p);
    if (!this.isCurrent(T.p)) this.error('unclosed-element');
    this.popUntil(T.p);
  }

  closePInButtonScope(): void {
    if (this.stack.inScope(T.p, Bound.BUTTON)) this.closeP();
  }

  /** §13.2.4.3 "reconstruct the active formatting elements". */
  reconstructFormatting(): void {
    const entries = this.afe.entries;
    const n = entries.length;
    if (n === 0) return;
    const last = entries[n - 1] as FormattingEntry<N>;
    if (last.node === null || last.state & EntryState.OPEN) return;
    let i = n - 1;
    let gone = false;
    while (i > 0) {
      ops.n++;
      const e = entries[i - 1] as FormattingEntry<N>;
      if (e.node === null || e.state & EntryState.OPEN) break;
      if (e === GONE) gone = true;
      i--;
    }
    // Entries removed from the middle (GONE) are dropped once a walk passes them.
    if (gone) this.afe.compact(i);
    const end = entries.length;
    for (; i < end; i++) {
      const entry = entries[i] as FormattingEntry<N>;
      if (!this.chargeRebuilt(entry.attrs.length >> 1)) return;
      // The new element has its original start tag's location, as in parse5.
      const el = this.insertHtmlElement(
        TAG_NAMES[entry.id] as string,
        entry.id,
        attributeObjects(entry.attrs),
        entry.start,
        entry.end,
      );
      // "Replace the entry for entry in the list with an entry for new
      // element": the same entry object takes the new element (no one else
      // holds it: its old element left the stack), in place; a fresh entry
      // had to be found in the list and its indexes, from the end, for
      // each element made (quadratic in the entries reopened, issue 27).
      entry.node = el;
      this.stack.attach(this.stack.top, entry);
    }
  }

  /**
   * Charge the reconstruction budget for an element with `attributes`
   * attributes about to be made again: false once it is spent, with one
   * `formatting-reconstruction-limit` error at the current token the first time.
   */
  chargeRebuilt(attributes: number): boolean {
    if (this.rebuilt.charge(attributes, this.lines.fed)) return true;
    if (!this.rebuilt.reported) {
      this.rebuilt.reported = true;
      this.error('formatting-reconstruction-limit');
    }
    return false;
  }

  /** Insert the current token's element and push it onto the list of active formatting elements. */
  insertFormatting(): void {
    const el = this.insertHtmlElement();
    const list = this.attrList;
    const attrs =
      list === null ? flatAttributes(this.attrNames, this.attrValues, this.attrCount) : flatAttributesOf(list);
    this.stack.attach(this.stack.top, this.afe.push(el, this.id, attrs, this.start, this.end));
  }

  /** §13.2.4.1 "reset the insertion mode appropriately" (no "in select" modes since 2025). */
  resetInsertionMode(): void {
    const s = this.stack;
    // The walk down the stack skips every element but the HTML ones that
    // choose a mode, so it stops at the topmost of those (kept by the stack,
    // O(1), decision H8) unless that is the last node, which has its own rules.
    const i = s.boundary(Bound.CHOOSES_MODE);
    if (i > 0) {
      this.mode = this.modeFor(s.ids[i] as number, false);
      return;
    }
    if (s.top >= 0) {
      const id = this.fragment ? this.contextId : (s.ids[0] as number);
      const ns = this.fragment ? this.contextNs : (s.ns[0] as number);
      const mode = ns === Ns.HTML ? this.modeFor(id, true) : -1;
      if (mode >= 0) {
        this.mode = mode;
        return;
      }
    }
    this.mode = Mode.IN_BODY;
  }

  private modeFor(id: number, last: boolean): number {
    if ((id === T.td || id === T.th) && !last) return Mode.IN_CELL;
    if (id === T.tr) return Mode.IN_ROW;
    if (id === T.tbody || id === T.thead || id === T.tfoot) return Mode.IN_TABLE_BODY;
    if (id === T.caption) return Mode.IN_CAPTION;
    if (id === T.colgroup) return Mode.IN_COLUMN_GROUP;
    if (id === T.table) return Mode.IN_TABLE;
    if (id === T.template) return this.templateModes[this.templateModes.length - 1] ?? Mode.IN_TEMPLATE;
    if (id === T.head && !last) return Mode.IN_HEAD;
    if (id === T.body) return Mode.IN_BODY;
    if (id === T.frameset) return Mode.IN_FRAMESET;
    if (id === T.html) return this.head === null ? Mode.BEFORE_HEAD : Mode.AFTER_HEAD;
    return -1;
  }

  /** The generic raw text / RCDATA element parsing algorithms (§13.2.6.2). */
  parseRawText(state: number): void {
    this.insertHtmlElement();
    this.tokenizer.setState(state);
    this.originalMode = this.mode;
    this.mode = Mode.TEXT;
  }

  setQuirksMode(mode: DocumentMode): void {
    this.quirksMode = mode;
    this.adapter.setDocumentMode(this.document, mode);
  }

  /** "in table text": flush the pending character tokens (§13.2.6.4.10, anything else). */
  flushTableText(): void {
    const text = this.pendingText;
    this.pendingText = '';
    this.mode = this.originalMode;
    if (text === '') return;
    // The pending characters are inserted with their own span (and kind), not the current token's.
    const { kind, start, end } = this;
    this.kind = Tok.TEXT;
    this.start = this.pendingStart;
    this.end = this.pendingEnd;
    if (this.pendingNonWs) {
      this.error('unexpected-character-in-table', this.pendingStart, this.pendingStart + text.length);
      this.fosterParenting = true;
      // "in body" characters never reprocess.
      inBodyText(this, text);
      this.fosterParenting = false;
    } else {
      this.insertText(text);
    }
    this.kind = kind;
    this.start = start;
    this.end = end;
  }

  /**
   * "Stop parsing": pop every open element. As parse5, without onItemPop;
   * their locations end at the end of the input (html and body keep an end
   * tag's).
   */
  stop(): void {
    const s = this.stack;
    if (this.positions) {
      // The end of input is the closing token here (parse5's stopParsing).
      this.lastTagEnd = false;
      this.lastTagStart = this.start;
      const low = this.fragment ? 0 : 2;
      for (let i = s.top; i >= low; i = s.below(i)) {
        ops.n++;
        this.setEndLocation(s.nodes[i] as N);
      }
      if (!this.fragment && s.top >= 0) {
        const html = this.adapter.getNodeSourceCodeLocation(s.nodes[0] as N);
        if (html && !html.endTag) {
          this.setEndLocation(s.nodes[0] as N);
          const body = s.top >= 1 ? this.adapter.getNodeSourceCodeLocation(s.nodes[1] as N) : null;
          if (body && !body.endTag) this.setEndLocation(s.nodes[1] as N);
        }
      }
    }
    while (s.top >= 0) {
      if (this.selects !== null && s.currentId === T.option && s.currentNs === Ns.HTML) optionPopped(this, s.current);
      const node = s.pop();
      if (this.moves !== null) this.moves.closed(node);
    }
    this.stopped = true;
  }

  // ------------------------------------------------------------ locations

  /** A parse5 Location for a span of the input. */
  location(start: number, end: number): Location {
    return spanLocation(this, start, end);
  }

  setStartLocation(el: N, start: number, end: number): void {
    setStartLocation(this, el, start, end);
  }

  setEndLocation(el: N): void {
    setEndLocation(this, el);
  }
}
