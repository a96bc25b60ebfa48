// Serializer: a tree back to Sky markup such that parse(toSky(tree)) equals
// the tree for every tree parse can produce. An explicit stack of frames (no
// recursion); a model of the parser's stack of open nodes (names on it, t
// elements) decides how text must be written. See README "Spec notes".
import { replaceCodeUnits } from '@forgiving/char-ref';
import { isSpaceOrLf } from './builder.ts';
import type { SerializeIssueCode, SkyContent, SkyElement, SkyNode, SkyRoot, SkyText, ToSkyOptions } from './types.ts';
import { Char, SKY_APPLICATION_SIGNATURE, SKY_MODULE_SIGNATURE } from '@forgiving/char-ref/codes';

const SIGNATURE = { application: `${SKY_APPLICATION_SIGNATURE}\n`, module: `${SKY_MODULE_SIGNATURE}\n` } as const;

interface Frame {
  children: readonly SkyContent[];
  index: number;
  /** Element to close once the children are written (null for the document). */
  name: string | null;
  /** The last thing written in this frame was a text node (errata S24 separation). */
  lastWasText: boolean;
  /** The element whose children these are (null for the document). */
  element: SkyElement | null;
}

/**
 * Depth from which the walk checks for a cycle (issue 27 item F): a tree
 * built by code may hold an element among its own descendants, and the walk
 * would write until memory runs out. Below it a push costs one comparison;
 * from it on, the open elements are kept in a Set (built once, then one add
 * and one delete per element). A cycle is a programming error, not
 * something markup can express: it throws.
 */
const DEEP = 1024;

/**
 * Writes `tree` as Sky markup for `options.context`. Never throws on what a
 * tree holds: parts of an arbitrary tree that markup cannot express are
 * reported to `options.onIssue` and written as described in README "Spec
 * notes". A tree that is no tree (an element among its own descendants)
 * throws a TypeError.
 */
export function toSky(tree: SkyRoot, options: ToSkyOptions): string {
  return new Serializer(options).run(tree);
}

class Serializer {
  private out = '';
  /** Names of the open elements the parser will have on its stack, with counts. */
  private readonly open = new Map<string, number>();
  private readonly onIssue: ToSkyOptions['onIssue'];
  private readonly context: ToSkyOptions['context'];

  constructor(options: ToSkyOptions) {
    this.onIssue = options.onIssue;
    this.context = options.context;
  }

  run(tree: SkyRoot): string {
    // Own keys only: a context named like an Object.prototype member is unknown (issue #13 item 1).
    this.out = Object.hasOwn(SIGNATURE, this.context) ? SIGNATURE[this.context] : SIGNATURE.application;
    const frames: Frame[] = [{ children: childrenOf(tree), index: 0, name: null, lastWasText: false, element: null }];
    let deep: Set<SkyElement> | null = null;
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.index >= frame.children.length) {
        frames.pop();
        if (deep !== null && frame.element !== null) deep.delete(frame.element);
        if (frame.name !== null) {
          this.out += '</' + frame.name + '>';
          this.leave(frame.name);
        }
        continue;
      }
      const node = frame.children[frame.index++]!;
      if (typeof node !== 'object' || node === null) {
        this.issue('unknown-node', `cannot write ${String(node)}`, node);
        continue;
      }
      if (node.type === 'text') this.text(node, frame);
      else if (node.type === 'element') {
        const child = this.element(node);
        if (child !== null) {
          frame.lastWasText = false;
          if (child !== true) {
            if (frames.length >= DEEP) deep = enterDeep(frames, deep, node);
            frames.push(child);
          }
        }
      } else this.issue('unknown-node', `cannot write a node of type ${String((node as SkyNode).type)}`, node);
    }
    return this.out;
  }

  private text(node: SkyText, frame: Frame): void {
    // Untyped input (plain JS) may carry a non-string value: write its string form.
    const value = typeof node.value === 'string' ? node.value : String(node.value ?? '');
    if (value === '') {
      this.issue('empty-text', 'an empty text node produces no token', node);
      return;
    }
    if (!this.isOpen('t') && isSpaceOrLf(value)) {
      // errata S21 would drop it: keep the text by wrapping it in a t element.
      this.issue('whitespace-text-outside-t', 'whitespace-only text outside a t element is wrapped in <t>', node);
      this.out += '<t>' + value + '</t>';
      frame.lastWasText = false;
      return;
    }
    // errata S24: adjacent text nodes stay separate tokens when an end tag
    // that matches no open element (and is therefore skipped) sits between.
    if (frame.lastWasText) this.out += '</' + this.unusedName() + '>';
    this.out += this.escapeText(value, node);
    frame.lastWasText = true;
  }

  /** Writes a start tag; returns the frame for its children, true when complete, null when dropped. */
  private element(node: SkyElement): Frame | true | null {
    const name = node.name;
    if (!isWritableTagName(name)) {
      this.issue('invalid-tag-name', `tag name ${JSON.stringify(name)} cannot be written; element dropped`, node);
      return null;
    }
    this.out += '<' + name + this.attributes(node) + '>';
    if (name === 'script' || name === 'style') {
      this.enter(name);
      this.rawText(node, name);
      this.out += '</' + name + '>';
      this.leave(name);
      return true;
    }
    let children = childrenOf(node);
    if (name === 'template') {
      if (children.length > 0)
        this.issue('template-children', 'children of a template are not written (only its content)', node);
      children = node.content === undefined ? [] : childrenOf(node.content);
    } else if (node.content !== undefined) {
      this.issue('content-on-non-template', 'content of a non-template element is not written', node);
    }
    if (children.length === 0) {
      this.out += '</' + name + '>';
      return true;
    }
    this.enter(name);
    return { children, index: 0, name, lastWasText: false, element: node };
  }

  private attributes(node: SkyElement): string {
    let result = '';
    const attributes = node.attributes ?? {};
    for (const name in attributes) {
      if (!Object.hasOwn(attributes, name)) continue;
      if (!isWritableAttributeName(name)) {
        this.issue('invalid-attribute-name', `attribute name ${JSON.stringify(name)} cannot be written; dropped`, node);
        continue;
      }
      result += ' ' + name + '="' + this.escapeAttribute(String(attributes[name]), node) + '"';
    }
    return result;
  }

  /** script / style contents: raw text, no references (the raw data states). */
  private rawText(node: SkyElement, name: string): void {
    let text = '';
    for (const child of childrenOf(node)) {
      if (typeof child !== 'object' || child === null || child.type !== 'text') {
        this.issue('raw-text-child', `only text can be written inside ${name}; child dropped`, child);
        continue;
      }
      const value = typeof child.value === 'string' ? child.value : String(child.value ?? '');
      if (value !== '' && !this.isOpen('t') && isSpaceOrLf(value)) {
        this.issue('whitespace-text-outside-t', `whitespace-only ${name} text outside a t element is dropped`, child);
        continue;
      }
      if (text !== '') this.issue('raw-text-child', `adjacent text nodes inside ${name} merge`, child);
      text += value;
    }
    this.out += this.escapeRawText(text, name, node);
  }

  /** Text in the data state: `<` and `&` start markup; CR would be normalised (spec normalisation stage). */
  private escapeText(value: string, node: SkyNode): string {
    return replaceCodeUnits(value, (c) => {
      if (c === Char.LessThan) return '&lt;';
      if (c === Char.Ampersand) return '&amp;';
      return this.escapeControl(c, node);
    });
  }

  /** Double-quoted attribute value: `"` ends it, `&` starts a reference. */
  private escapeAttribute(value: string, node: SkyNode): string {
    return replaceCodeUnits(value, (c) => {
      if (c === Char.QuotationMark) return '&quot;';
      if (c === Char.Ampersand) return '&amp;';
      return this.escapeControl(c, node);
    });
  }

  /** CR and NUL, which normalisation would change (errata S2), in text and values alike. */
  private escapeControl(c: number, node: SkyNode): string | undefined {
    if (c === Char.CarriageReturn) return '&#13;';
    if (c === Char.Null) return this.nul(node);
    return undefined;
  }

  /**
   * Raw text cannot hold `</script` (or `</style`) followed by U+0020, LF,
   * `/` or `>` (it would end the element), nor CR / NUL (normalised).
   */
  private escapeRawText(value: string, name: string, node: SkyNode): string {
    const close = '</' + name;
    let result = '';
    let last = 0;
    for (let i = 0; i < value.length; i++) {
      const c = value.charCodeAt(i);
      if (c === Char.LessThan && value.startsWith(close, i) && endsTagName(value.charCodeAt(i + close.length))) {
        this.issue('raw-text-end-tag', `${close} inside ${name} text is written as <\\/${name}`, node);
        result += value.slice(last, i) + '<\\/';
        last = i + 2;
      } else if (c === Char.CarriageReturn || c === Char.Null) {
        this.issue('unwritable-character', `U+${c.toString(16).padStart(4, '0')} cannot appear in ${name} text`, node);
        result += value.slice(last, i) + (c === Char.CarriageReturn ? '\n' : '\ufffd');
        last = i + 1;
      }
    }
    return last === 0 ? value : result + value.slice(last);
  }

  private nul(node: SkyNode): string {
    this.issue('unwritable-character', 'U+0000 cannot be written (it parses as U+FFFD)', node);
    return '\ufffd';
  }

  /** A name no open element has: its end tag is skipped (end tag step 1). */
  private unusedName(): string {
    if (!this.isOpen('_')) return '_';
    for (let i = 1; ; i++) {
      const name = '_' + i;
      if (!this.isOpen(name)) return name;
    }
  }

  private enter(name: string): void {
    this.open.set(name, (this.open.get(name) ?? 0) + 1);
  }

  /** Counts stay in the map at zero (no delete: no hash churn). */
  private leave(name: string): void {
    this.open.set(name, this.open.get(name)! - 1);
  }

  private isOpen(name: string): boolean {
    return (this.open.get(name) ?? 0) > 0;
  }

  private issue(code: SerializeIssueCode, message: string, node: SkyNode): void {
    this.onIssue?.({ code, message, node });
  }
}

/** `node` about to be opened at depth DEEP or more: the open elements in a Set, `node` not among them. */
function enterDeep(frames: Frame[], open: Set<SkyElement> | null, node: SkyElement): Set<SkyElement> {
  if (open === null) {
    open = new Set();
    for (const frame of frames) if (frame.element !== null) open.add(frame.element);
  }
  if (open.has(node)) throw new TypeError('toSky: the tree has a cycle (an element is among its own descendants)');
  open.add(node);
  return open;
}

function childrenOf(node: SkyRoot | SkyElement): readonly SkyContent[] {
  return Array.isArray(node.children) ? node.children : [];
}

/** U+0020, LF, CR (normalised to LF), `/` and `>` end a tag name. */
function endsTagName(c: number): boolean {
  return (
    c === Char.Space || c === Char.LineFeed || c === Char.CarriageReturn || c === Char.Solidus || c === Char.GreaterThan
  );
}

/** Tag open state: the first character is [0-9A-Za-z._-]; tag name state: the rest. */
function isWritableTagName(name: string): boolean {
  if (typeof name !== 'string' || name.length === 0) return false;
  const first = name.charCodeAt(0);
  const ok =
    (first >= Char.Digit0 && first <= Char.Digit9) ||
    (first >= Char.UpperA && first <= Char.UpperZ) ||
    (first >= Char.LowerA && first <= Char.LowerZ) ||
    first === Char.HyphenMinus ||
    first === Char.FullStop ||
    first === Char.LowLine;
  if (!ok) return false;
  for (let i = 1; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (endsTagName(c) || c === Char.Null) return false;
  }
  return true;
}

/**
 * Before attribute name state takes any first character but U+0020, LF, `/`
 * and `>` (so a leading `=` is fine); the attribute name state also stops at `=`.
 */
function isWritableAttributeName(name: string): boolean {
  if (name.length === 0) return false;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (endsTagName(c) || c === Char.Null || (c === Char.EqualsSign && i > 0)) return false;
  }
  return true;
}
