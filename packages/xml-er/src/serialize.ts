/**
 * toXml: xast → XML text, iteratively (any depth). The output is what
 * xast-util-to-xml writes (`<a></a>` for empty elements, double quotes) with
 * the escapes needed so that parseXml gives the same tree back: attribute
 * whitespace as character references (X6 would turn it into spaces), CR in
 * text as `&#xD;` (X2), and `]]>` in text as `]]&gt;`.
 */
import type { Nodes, Root } from 'xast';

function escapeText(value: string): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    let replacement: string | null = null;
    if (c === 0x26) replacement = '&amp;';
    else if (c === 0x3c) replacement = '&lt;';
    else if (c === 0x0d) replacement = '&#xD;';
    else if (c === 0x3e && i >= 2 && value.charCodeAt(i - 1) === 0x5d && value.charCodeAt(i - 2) === 0x5d) replacement = '&gt;';
    if (replacement !== null) {
      out += value.slice(run, i) + replacement;
      run = i + 1;
    }
  }
  return run === 0 ? value : out + value.slice(run);
}

function escapeAttribute(value: string): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    let replacement: string | null = null;
    if (c === 0x26) replacement = '&amp;';
    else if (c === 0x3c) replacement = '&lt;';
    else if (c === 0x22) replacement = '&quot;';
    else if (c === 0x09) replacement = '&#x9;';
    else if (c === 0x0a) replacement = '&#xA;';
    else if (c === 0x0d) replacement = '&#xD;';
    if (replacement !== null) {
      out += value.slice(run, i) + replacement;
      run = i + 1;
    }
  }
  return run === 0 ? value : out + value.slice(run);
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
        for (const name in attributes) {
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
