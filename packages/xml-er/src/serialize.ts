/**
 * toXml: xast → XML text, iteratively (any depth). The output is what
 * xast-util-to-xml writes (`<a></a>` for empty elements, double quotes) with
 * the escapes needed so that parseXml gives the same tree back: attribute
 * whitespace as character references (X6 would turn it into spaces), CR in
 * text as `&#xD;` (X2), and `]]>` in text as `]]&gt;`.
 */
import { replaceCodeUnits } from '@forgiving/char-ref';
import type { Nodes, Root } from 'xast';
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

export function toXml(tree: Root | Nodes): string {
  const out: string[] = [];
  // Nodes still to write, and closing tags (strings) in between.
  const stack: (Nodes | string)[] = [tree];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') {
      out.push(item);
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
