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

export function toXml(tree: Root | Nodes): string {
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
        let open = `<${item.name}`;
        const attributes = item.attributes ?? {};
        for (const name of Object.keys(attributes)) {
          const value = attributes[name];
          if (value !== null && value !== undefined) open += ` ${name}="${escapeAttribute(String(value))}"`;
        }
        out.push(`${open}>`);
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
        // as is, as xast-util-to-xml does with allowDangerousXml.
        out.push(item.value);
        break;
      case 'cdata':
        out.push(`<![CDATA[${item.value.split(']]>').join(']]]]><![CDATA[>')}]]>`);
        break;
      case 'comment':
        out.push(`<!--${item.value}-->`);
        break;
      case 'instruction':
        out.push(item.value.length > 0 ? `<?${item.name} ${item.value}?>` : `<?${item.name}?>`);
        break;
      case 'doctype': {
        let doctype = `<!DOCTYPE ${item.name}`;
        if (item.public !== undefined && item.public !== null) {
          doctype += ` PUBLIC ${quoteLiteral(item.public)} ${quoteLiteral(item.system ?? '')}`;
        } else if (item.system !== undefined && item.system !== null) {
          doctype += ` SYSTEM ${quoteLiteral(item.system)}`;
        }
        out.push(`${doctype}>`);
        break;
      }
    }
  }
  return out.join('');
}
