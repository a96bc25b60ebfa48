// The adapter option takes parse5's TreeAdapter as it is: parse5's own
// defaultTreeAdapter and parse5-htmlparser2-tree-adapter (domhandler nodes,
// what css-select and cheerio use) plug in unchanged, with the calls parse5
// makes, in its order.
import { selectAll } from 'css-select';
import type { Element } from 'domhandler';
import { defaultTreeAdapter, parse } from 'parse5';
import { adapter as htmlparser2Adapter } from 'parse5-htmlparser2-tree-adapter';
import { describe, expect, it } from 'vitest';
import type { TreeAdapter } from '../src/adapter.ts';
import { drive } from './support/drive.ts';
import { printParse5 } from '@forgiving/test-utils/print-parse5';
import { tree } from './support/tree.ts';

const PAGE = `<!DOCTYPE html><html lang=en><head><title>T</title><meta charset=utf-8></head>
<body><div id=main class="a b"><p class=x>one<p class=x>two<b>bold<i>both</b>i</i></div>
<table><tr><td>cell<td class=x>cell 2</table><template><p class=x>in template</p></template>
<ul><li>1<li class=x>2</ul><svg viewBox="0 0 1 1"><foreignObject><p class=x>f</p></foreignObject></svg></body></html>`;

/** An adapter that records every call that changes the tree (method and tag name or text). */
function recording(base: TreeAdapter): { adapter: TreeAdapter; calls: string[] } {
  const calls: string[] = [];
  const adapter = { ...base } as TreeAdapter;
  const label = (n: unknown) =>
    n && typeof n === 'object' && 'nodeName' in n ? String((n as { nodeName: string }).nodeName) : '?';
  const record = [
    'createElement',
    'appendChild',
    'insertBefore',
    'detachNode',
    'insertText',
    'insertTextBefore',
    'adoptAttributes',
    'setDocumentType',
    'setDocumentMode',
    'setTemplateContent',
    'createCommentNode',
  ] as const;
  for (const name of record) {
    const fn = (base as unknown as Record<string, (...a: unknown[]) => unknown>)[name] as (...a: unknown[]) => unknown;
    (adapter as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      calls.push(`${name}(${args.map((a) => (typeof a === 'string' ? a : label(a))).join(',')})`);
      return fn.apply(base, args);
    };
  }
  return { adapter, calls };
}

function mergeText(calls: string[]): string[] {
  const out: string[] = [];
  for (const call of calls) {
    const m = /^insertText\(([^,]*),(.*)\)$/s.exec(call);
    const prev = out.length > 0 ? /^insertText\(([^,]*),(.*)\)$/s.exec(out[out.length - 1] as string) : null;
    if (m && prev && m[1] === prev[1]) out[out.length - 1] = `insertText(${m[1]},${prev[2]}${m[2]})`;
    else out.push(call);
  }
  return out;
}

describe('parse5 defaultTreeAdapter', () => {
  it('builds the same tree parse5 builds', () => {
    const ours = drive(PAGE, { adapter: defaultTreeAdapter as unknown as TreeAdapter }).tree;
    const theirs = parse(PAGE);
    const strip = (k: string, v: unknown) => (k === 'parentNode' ? undefined : v);
    expect(JSON.stringify(ours, strip)).toBe(JSON.stringify(theirs, strip));
  });

  it('gives the locations parse5 gives (positions: true), attribute spans aside', () => {
    // Attribute spans are not part of the tokenizer contract (README, Spec notes).
    const strip = (k: string, v: unknown) =>
      k === 'parentNode' || (k === 'attrs' && v !== null && !Array.isArray(v)) ? undefined : v;
    for (const input of [
      PAGE,
      '<pre>\nx</pre>',
      '<p><b>1<p>2</b>3\r\n<i>x',
      '<table>x<tr><td>y</table>z',
      '<svg><path/></svg>',
    ]) {
      const ours = drive(input, { adapter: defaultTreeAdapter as unknown as TreeAdapter, positions: true }).tree;
      const theirs = parse(input, { sourceCodeLocationInfo: true });
      expect(JSON.stringify(ours, strip, 1)).toBe(JSON.stringify(theirs, strip, 1));
    }
  });

  it('makes the calls parse5 makes, in its order', () => {
    for (const input of [PAGE, '<p><b>1<p>2</b>3', '<table>x<tr><td>y</table>', '<a>1<div>2</a>3', 'x<frameset>']) {
      const ours = recording(defaultTreeAdapter as unknown as TreeAdapter);
      drive(input, { adapter: ours.adapter });
      const theirs = recording(defaultTreeAdapter as unknown as TreeAdapter);
      // biome-ignore lint/suspicious/noExplicitAny: parse5's adapter type
      parse(input, { treeAdapter: theirs.adapter as any });
      // The tokenizer gives a run of characters as one token where parse5 gives
      // whitespace and other characters apart: consecutive insertText calls merged.
      expect(mergeText(ours.calls)).toEqual(mergeText(theirs.calls));
    }
  });
});

describe('parse5-htmlparser2-tree-adapter', () => {
  it('gives domhandler nodes that css-select queries as it queries parse5 + the adapter', () => {
    const ours = drive(PAGE, { adapter: htmlparser2Adapter as unknown as TreeAdapter }).tree;
    const theirs = parse(PAGE, { treeAdapter: htmlparser2Adapter });
    for (const selector of ['.x', 'div > p.x', 'td + td', 'li:nth-child(2)', 'b i', '#main *']) {
      const a = selectAll(selector, ours as never) as Element[];
      const b = selectAll(selector, theirs as never) as Element[];
      expect(a.map((e) => e.startIndex ?? e.name)).toEqual(b.map((e) => e.startIndex ?? e.name));
      expect(a.length).toBe(b.length);
    }
    expect((selectAll('.x', ours as never) as Element[]).length).toBe(5); // not inside <template> contents
  });
});

describe('selectedcontent through the published adapters', () => {
  // A selectedcontent inside an option used to be copied into itself
  // without end (fuzz seed 2411); the copy is now made apart from the tree,
  // and such a selectedcontent is disabled (§4.10.12).
  const INPUTS = [
    '<select><option><selectedcontent>',
    '<select><button><selectedcontent></button><option>A<b>B</b><!--C--></option><option selected>D',
  ];
  it('the parse5 default adapter gives the tree the hast adapter gives', () => {
    for (const input of INPUTS) {
      const ours = drive(input, { adapter: defaultTreeAdapter as unknown as TreeAdapter }).tree;
      expect(printParse5(ours as never).replace(/^\| /gm, '')).toBe(tree(input));
    }
  });
  it('domhandler nodes: the option with `selected` replaces the first one', () => {
    const dom = drive(INPUTS[1] as string, { adapter: htmlparser2Adapter as unknown as TreeAdapter }).tree;
    const [content] = selectAll('selectedcontent', dom as never) as Element[];
    expect(content?.children.map((child) => ('data' in child ? child.data : (child as Element).name))).toEqual(['D']);
  });
});
