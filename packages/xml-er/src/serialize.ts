/**
 * toXml: xast → XML text, iteratively (any depth). The output is what
 * xast-util-to-xml writes (`<a></a>` for empty elements, double quotes) with
 * the escapes needed so that parseXml gives the same tree back: attribute
 * whitespace as character references (X6 would turn it into spaces), CR in
 * text as `&#xD;` (X2), and `]]>` in text as `]]&gt;`.
 */
import { replaceCodeUnits } from '@forgiving/char-ref';
import type { Element, Nodes, Root } from 'xast';
import { Char } from '@forgiving/char-ref/codes';
import { isName } from './names.ts';

export type ToXmlIssueCode =
  | 'invalid-element-name'
  | 'invalid-attribute-name'
  | 'comment-text'
  | 'instruction-text'
  | 'invalid-instruction-target'
  | 'invalid-doctype'
  | 'raw-text';

/** A part of the tree `toXml` could not write as it is, and what it wrote instead (README, "Spec notes"). */
export interface ToXmlIssue {
  code: ToXmlIssueCode;
  message: string;
  node: Nodes;
}

export interface ToXmlOptions {
  /**
   * Told of each part of a tree built by code that XML cannot say as it is
   * (names that are no XML Names, `--` in comments, `?>` in PIs...) and how
   * it was written instead. Nothing is thrown for what a tree holds.
   */
  onIssue?: ((issue: ToXmlIssue) => void) | undefined;
}

type Report = (code: ToXmlIssueCode, message: string, node: Nodes) => void;

/**
 * Comments cannot hold `--` nor end with `-` (XML 1.0 §2.5), and decode no
 * references: a space is written after each such `-` (`a--b` → `a- -b`).
 */
const COMMENT_DASHES = /-(?=-|$)/g;

/** PIs end at the first `?>` (XML 1.0 §2.6), no references: written `? >`. */
const INSTRUCTION_END = /\?(?=>)/g;

/** What parseXml keeps as a raw node: an entity reference it did not expand. */
const REFERENCE = /^&([^&;]*);$/;

/** Text: `&`, `<`, CR (X2 would turn it into LF) and the `>` of `]]>`. */
function escapeText(value: string): string {
  return replaceCodeUnits(value, (c, i) => {
    if (c === Char.Ampersand) return '&amp;';
    if (c === Char.LessThan) return '&lt;';
    if (c === Char.CarriageReturn) return '&#xD;';
    if (
      c === Char.GreaterThan &&
      i >= 2 &&
      value.charCodeAt(i - 1) === Char.RightBracket &&
      value.charCodeAt(i - 2) === Char.RightBracket
    )
      return '&gt;';
    return undefined;
  });
}

/** Double-quoted attribute values: also `"`, and whitespace that X6 would turn into spaces. */
function escapeAttribute(value: string): string {
  return replaceCodeUnits(value, (c) => {
    if (c === Char.Ampersand) return '&amp;';
    if (c === Char.LessThan) return '&lt;';
    if (c === Char.QuotationMark) return '&quot;';
    if (c === Char.Tab) return '&#x9;';
    if (c === Char.LineFeed) return '&#xA;';
    if (c === Char.CarriageReturn) return '&#xD;';
    return undefined;
  });
}

function quoteLiteral(value: string): string {
  return value.indexOf('"') === -1 ? `"${value}"` : `'${value}'`;
}

/** A literal either quote can enclose (XML 1.0 §2.3: SystemLiteral, PubidLiteral). */
function isQuotable(value: string): boolean {
  return value.indexOf('"') === -1 || value.indexOf("'") === -1;
}

function comment(value: string, node: Nodes, report: Report): string {
  if (value.indexOf('-') === -1) return `<!--${value}-->`;
  const written = value.replace(COMMENT_DASHES, '- ');
  if (written !== value)
    report('comment-text', 'a comment cannot hold "--" or end with "-": a space written after the dash', node);
  return `<!--${written}-->`;
}

function instruction(name: string, value: string, node: Nodes, report: Report): string {
  // XML 1.0 §2.6: a PITarget is a Name (`xml` is the declaration, a PI in xast).
  if (!isName(name)) {
    report('invalid-instruction-target', `PI target ${JSON.stringify(name)} cannot be written; left out`, node);
    return '';
  }
  let written = value;
  if (value.indexOf('?>') !== -1) {
    written = value.replace(INSTRUCTION_END, '? ');
    report('instruction-text', 'a PI cannot hold "?>": written "? >"', node);
  }
  return written.length > 0 ? `<?${name} ${written}?>` : `<?${name}?>`;
}

function doctype(node: Extract<Nodes, { type: 'doctype' }>, report: Report): string {
  const { name, public: publicId, system } = node;
  const hasPublic = publicId !== undefined && publicId !== null;
  const hasSystem = system !== undefined && system !== null;
  if (!isName(name) || (hasPublic && !isQuotable(publicId)) || (hasSystem && !isQuotable(system))) {
    report(
      'invalid-doctype',
      'a doctype whose name is no Name or whose literal holds both quotes cannot be written; left out',
      node,
    );
    return '';
  }
  let out = `<!DOCTYPE ${name}`;
  if (hasPublic) out += ` PUBLIC ${quoteLiteral(publicId)} ${quoteLiteral(system ?? '')}`;
  else if (hasSystem) out += ` SYSTEM ${quoteLiteral(system)}`;
  return `${out}>`;
}

/** A raw node as is when it is an entity reference (what parseXml makes), else as text. */
function raw(value: string, node: Nodes, report: Report): string {
  const match = REFERENCE.exec(value);
  if (match !== null && isName(match[1]!)) return value;
  report('raw-text', 'a raw node other than an entity reference is written as text', node);
  return escapeText(value);
}

/** The start tag, attributes that are no Names left out. */
function startTag(item: Element, report: Report): string {
  let open = `<${item.name}`;
  const attributes = item.attributes ?? {};
  for (const name of Object.keys(attributes)) {
    const value = attributes[name];
    if (value === null || value === undefined) continue;
    if (!isName(name)) {
      report('invalid-attribute-name', `attribute name ${JSON.stringify(name)} is no XML Name; left out`, item);
      continue;
    }
    open += ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return `${open}>`;
}

/**
 * Open elements from which the walk checks for a cycle (issue 27 item F): a
 * tree built by code may hold an element among its own descendants, and
 * the walk would write until memory runs out. Below it an element costs one
 * comparison; from it on, the open elements are kept in a Set (built once,
 * then one add and one delete per element). A cycle is a programming
 * error, not input: it throws.
 */
const DEEP = 1024;

/** `node` about to be opened with DEEP or more open: the open elements in a Set, `node` not among them. */
function enterDeep(ancestors: Element[], open: Set<Element> | null, node: Element): Set<Element> {
  if (open === null) open = new Set(ancestors);
  if (open.has(node)) throw new TypeError('toXml: the tree has a cycle (an element is among its own descendants)');
  open.add(node);
  return open;
}

export function toXml(tree: Root | Nodes, options: ToXmlOptions = {}): string {
  const onIssue = options.onIssue;
  const report: Report = (code, message, node) => onIssue?.({ code, message, node });
  const out: string[] = [];
  // Nodes still to write, and closing tags (strings) in between.
  const stack: (Nodes | string)[] = [tree];
  /** The open elements, outermost first (their closing tags are on the stack). */
  const ancestors: Element[] = [];
  let deep: Set<Element> | null = null;
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') {
      out.push(item);
      const closed = ancestors.pop()!;
      if (deep !== null) deep.delete(closed);
      continue;
    }
    switch (item.type) {
      case 'root':
        for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]!);
        break;
      case 'element': {
        if (!isName(item.name)) {
          // Names decode no references: no written form. Left out with its contents.
          report('invalid-element-name', `element name ${JSON.stringify(item.name)} is no XML Name; left out`, item);
          break;
        }
        out.push(startTag(item, report));
        if (ancestors.length >= DEEP) deep = enterDeep(ancestors, deep, item);
        ancestors.push(item);
        stack.push(`</${item.name}>`);
        for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]!);
        break;
      }
      case 'text':
        out.push(escapeText(item.value));
        break;
      case 'raw':
        // An entity reference parseXml kept unexpanded (types.ts Raw): written
        // as is, as xast-util-to-xml does with allowDangerousXml; any other
        // markup a raw node holds could make another tree: written as text.
        out.push(raw(item.value, item, report));
        break;
      case 'cdata':
        out.push(`<![CDATA[${item.value.split(']]>').join(']]]]><![CDATA[>')}]]>`);
        break;
      case 'comment':
        out.push(comment(item.value, item, report));
        break;
      case 'instruction':
        out.push(instruction(item.name, item.value, item, report));
        break;
      case 'doctype':
        out.push(doctype(item, report));
        break;
    }
  }
  return out.join('');
}
