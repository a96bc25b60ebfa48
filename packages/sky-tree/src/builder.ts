// The tree construction stage (sky-parsing.txt "Tree construction stage",
// errata S19–S24). One token at a time, an explicit stack, no recursion: the
// same object serves the synchronous, streaming and async (hooked) parsers.
import type { Point } from '@forgiving/char-ref';
import type { SkyAttribute, SkyEndTagToken, SkyStartTagToken, SkyTextToken, SkyToken, TreeAdapter } from './types.ts';
import { Char } from '@forgiving/char-ref/codes';

/** Names that are never tag names: end tags cannot match root entries. */
const ROOT_NAME = '';

/** Maps an original-input offset to a point (errata S3). */
export type PointAt = (offset: number) => Point;

export interface TreeConstructorOptions {
  /** When given, every node gets a position through `adapter.setPosition`. */
  pointAt?: PointAt | undefined;
}

/**
 * The stack of open nodes and the rules that act on it. Parallel arrays keep
 * per-entry data flat (no object per open node); `topByName` plus `prevSame`
 * form one linked list per tag name so "the topmost node whose tag name is
 * X" is O(1) however deep the stack (10^6 nesting, unmatched end tags).
 */
export class TreeConstructor<R, E, T> {
  readonly root: R;
  private readonly adapter: TreeAdapter<R, E, T>;
  private readonly pointAt: PointAt | undefined;
  private readonly nodes: (R | E)[] = [];
  private readonly names: string[] = [];
  private readonly prevSame: number[] = [];
  /** Index of the topmost open node per name; -1 once none is open (no delete: no hash churn). */
  private readonly topByName = new Map<string, number>();
  /** Start point of each open node, and end offset of its last child (positions only). */
  private readonly starts: Point[] = [];
  private readonly lastEnds: number[] = [];
  /** Text of each open script element, innermost last (scripts hold text only). */
  private readonly scriptTexts: string[] = [];
  private poppedScriptText = '';
  /** The script element closed by the last end tag, if any (errata S22). */
  closedScript: E | null = null;
  closedScriptSource = '';
  /** Set once a template is opened: until then end tags skip the errata S20 lookup. */
  private sawTemplate = false;

  constructor(adapter: TreeAdapter<R, E, T>, options: TreeConstructorOptions = {}) {
    this.adapter = adapter;
    this.pointAt = options.pointAt;
    this.root = adapter.createRoot();
    // Step 1: the stack of open nodes starts as the document.
    this.pushEntry(this.root, ROOT_NAME, 0, 0);
  }

  /** Number of open nodes (the document counts). */
  get depth(): number {
    return this.nodes.length;
  }

  token(token: SkyToken): void {
    if (token.type === 'text') this.text(token);
    else if (token.type === 'startTag') this.startTag(token);
    else this.endTag(token);
  }

  /** String token (errata S21, S24). */
  text(token: SkyTextToken): void {
    this.addText(token.value, token.start, token.end);
  }

  /** Start tag token (errata S19). Returns the element. */
  startTag(token: SkyStartTagToken): E {
    return this.openElement(token.name, token.attributes, token.start, token.end);
  }

  /** End tag token: `closeElement`. */
  endTag(token: SkyEndTagToken): boolean {
    return this.closeElement(token.name, token.start, token.end);
  }

  /** String token (errata S21, S24) from its fields (the tokenizer's sink calls, no token object). */
  addText(value: string, start: number, end: number): void {
    // Step "string token" 1 (errata S21): whitespace-only text needs a t.
    // The character test first: it usually fails at once, the name lookup never does.
    if (isSpaceOrLf(value) && !this.isOpen('t')) return;
    const node = this.adapter.createText(value);
    const top = this.nodes.length - 1;
    // Step 2–3: one text node per string token, never merged (errata S24).
    this.adapter.appendChild(this.nodes[top]!, node);
    if (this.names[top] === 'script') this.scriptTexts[this.scriptTexts.length - 1] += value;
    if (this.pointAt !== undefined) {
      const pointAt = this.pointAt;
      this.adapter.setPosition?.(node, { start: pointAt(start), end: pointAt(end) });
      this.lastEnds[top] = end;
    }
  }

  /** Start tag token: create, append, push (errata S19). Returns the element. */
  openElement(name: string, attributes: readonly SkyAttribute[], start: number, end: number): E {
    const element = this.adapter.createElement(name, attributes);
    this.adapter.appendChild(this.nodes[this.nodes.length - 1]!, element);
    this.pushEntry(element, name, start, end);
    if (name === 'script') this.scriptTexts.push('');
    // errata S19: a template's children go into its content fragment, which
    // is pushed too (its stack name never matches an end tag).
    if (name === 'template') {
      this.sawTemplate = true;
      const content = this.adapter.createTemplateContent(element);
      this.pushEntry(content, ROOT_NAME, end, end);
    }
    return element;
  }

  /**
   * End tag token. Returns true when it closed a `script` element (then
   * `closedScript` / `closedScriptSource` say which): the caller yields for
   * pending imports and runs it (spec step 4, errata S22).
   */
  closeElement(name: string, start: number, end: number): boolean {
    this.closedScript = null;
    // Step 1: the topmost node with this tag name, if any; else skip.
    const index = this.topByName.get(name);
    // Roots are named '' on the stack; a tokenizer never emits an empty tag name.
    if (index === undefined || index < 0 || name === ROOT_NAME) return false;
    // Step 2 (errata S20): templates are sealed.
    if (this.sawTemplate) {
      const template = this.topByName.get('template');
      if (template !== undefined && template > index) return false;
    }
    // Step 3: pop until node has been popped.
    const node = this.nodes[index]!;
    if (this.pointAt !== undefined) {
      // The content fragment of a closed template ends where its end tag starts.
      if (name === 'template') this.lastEnds[index + 1] = Math.max(this.lastEnds[index + 1]!, start);
      this.popTo(index + 1);
      this.lastEnds[index] = Math.max(this.lastEnds[index]!, end);
      this.popTo(index);
    } else {
      this.popTo(index);
    }
    // Step 4: script elements run once closed.
    if (name === 'script') {
      this.closedScript = node as E;
      this.closedScriptSource = this.poppedScriptText;
      return true;
    }
    return false;
  }

  /**
   * End of input (errata S23): open elements stay open; with positions they
   * end where their last child ends, and the document spans the input.
   */
  finish(inputLength: number): R {
    this.popTo(1);
    if (this.pointAt !== undefined) {
      this.lastEnds[0] = inputLength;
      this.adapter.setPosition?.(this.root, { start: this.starts[0]!, end: this.pointAt(inputLength) });
    }
    this.adapter.closeNode?.(this.root);
    return this.root;
  }

  /** True when an open node has this tag name. */
  isOpen(name: string): boolean {
    const index = this.topByName.get(name);
    return index !== undefined && index >= 0;
  }

  private pushEntry(node: R | E, name: string, start: number, end: number): void {
    const index = this.nodes.length;
    this.nodes.push(node);
    this.names.push(name);
    const prev = this.topByName.get(name);
    this.prevSame.push(prev === undefined ? -1 : prev);
    this.topByName.set(name, index);
    if (this.pointAt !== undefined) {
      // Points are taken in document order: the tracker's one-point cache hits
      // whenever a token starts where the previous one ended.
      this.starts.push(this.pointAt(start));
      this.lastEnds.push(end);
    }
  }

  /** Pops entries until the stack has `length` entries, closing positions innermost first. */
  private popTo(length: number): void {
    const nodes = this.nodes;
    const names = this.names;
    const prevSame = this.prevSame;
    const starts = this.starts;
    const lastEnds = this.lastEnds;
    const withPositions = this.pointAt !== undefined;
    const adapter = this.adapter;
    // pop() rather than `length =`: setting an array's length is a slow runtime call.
    while (nodes.length > length) {
      const node = nodes.pop()!;
      const name = names.pop()!;
      const prev = prevSame.pop()!;
      this.topByName.set(name, prev);
      if (name === 'script') this.poppedScriptText = this.scriptTexts.pop()!;
      if (withPositions) {
        const end = lastEnds.pop()!;
        adapter.setPosition?.(node, { start: starts.pop()!, end: this.pointAt!(end) });
        // The parent's last child now ends here.
        const parent = lastEnds.length - 1;
        if (end > lastEnds[parent]!) lastEnds[parent] = end;
      }
      adapter.closeNode?.(node);
    }
  }
}

/** True when `value` holds only U+0020 and U+000A (errata S21; also true for ''). */
export function isSpaceOrLf(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c !== Char.Space && c !== Char.LineFeed) return false;
  }
  return true;
}
