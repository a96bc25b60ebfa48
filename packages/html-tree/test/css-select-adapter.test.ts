// createCssSelectAdapter: css-select 7 over hast selects the same elements
// as css-select over domhandler nodes (what cheerio users have) for the same
// parse (parse5 with parse5-htmlparser2-tree-adapter), on the html5lib
// documents and the bench-corpus page prefixes.
import { selectAll } from 'css-select';
import type { Element, Root } from 'hast';
import * as parse5 from 'parse5';
import { adapter as domAdapter } from 'parse5-htmlparser2-tree-adapter';
import { describe, expect, it } from 'vitest';
import { createCssSelectAdapter } from '../src/hast/index.js';
import { allTreeConstructionTests, benchCorpusPages } from './support/dat-tests.js';
import { viaAdapter } from './support/parse5-hast.js';

const SELECTORS = [
  'p',
  'div > p',
  'a[href]',
  '[class~=a]',
  '[id]',
  'li:nth-child(2n+1)',
  'td:first-child',
  'tr:last-of-type',
  'b + i',
  'h1 ~ p',
  'table td',
  ':not(div) > span',
  'input[type="hidden" i]',
  ':empty',
  'svg path',
  'math mi',
  '[title^="a"]',
  'p:has(> b)',
  ':root',
  'span:only-child',
];

interface DomNode {
  type: string;
  children?: DomNode[];
}

/** Preorder indexes of `matched` among all elements (children only, no template contents). */
function hastIndexes(root: Root, matched: Element[]): number[] {
  const ids = new Map<Element, number>();
  const stack: Array<Root | Element> = [root];
  let n = 0;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'element') ids.set(node, n++);
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i]!;
      if (child.type === 'element') stack.push(child);
    }
  }
  return matched.map((e) => ids.get(e)!);
}

function domIndexes(root: DomNode, matched: DomNode[]): number[] {
  const ids = new Map<DomNode, number>();
  const stack: DomNode[] = [root];
  let n = 0;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style') ids.set(node, n++);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return matched.map((e) => ids.get(e)!);
}

function compare(html: string): string | undefined {
  const hast = viaAdapter(html);
  const dom = parse5.parse(html, { treeAdapter: domAdapter }) as unknown as DomNode;
  const adapter = createCssSelectAdapter(hast);
  for (const selector of SELECTORS) {
    const a = hastIndexes(hast, selectAll(selector, hast, { adapter }) as Element[]);
    const b = domIndexes(dom, selectAll(selector, dom as never) as unknown as DomNode[]);
    if (a.join() !== b.join()) return `${selector}: [${a}] vs [${b}]`;
  }
  return undefined;
}

describe('css-select over hast equals css-select over domhandler', () => {
  it('html5lib documents (without templates: domhandler puts their contents among the children)', () => {
    const failures: string[] = [];
    let compared = 0;
    for (const test of allTreeConstructionTests()) {
      if (test.fragment !== undefined || /<template/i.test(test.data)) continue;
      compared++;
      const difference = compare(test.data);
      if (difference) failures.push(`${test.id}: ${difference}`);
    }
    expect(compared).toBeGreaterThan(1400);
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('bench-corpus page prefixes', () => {
    for (const page of benchCorpusPages()) {
      expect(compare(page.html.slice(0, 100_000)), page.name).toBeUndefined();
    }
  });
});
