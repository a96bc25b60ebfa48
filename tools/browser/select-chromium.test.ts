// Selector matching against a real browser (issue #30): `selectAll` over the
// hast of `parseHtml` against Chromium's `querySelectorAll` over DOMParser's
// document of the same text, on the bench corpus pages and on random
// documents, for every selector of the selector benchmark's set
// (tools/bench/selectors-corpus.mjs) and EXTRA_SELECTORS: the same elements in the same
// order (elements are compared by their index in document order, template
// contents excluded on both sides). Scripting is off on both sides (a
// DOMParser document has no browsing context). A selector both sides reject
// is equal; one side rejecting is a difference.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { indexTree, parseHtml, selectAll } from 'forgiving';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, launchChromium } from './chromium.ts';
// @ts-expect-error plain ESM module without types
import { createRng } from '../fuzz/rng.mjs';
import { hardDocument } from './grammar.ts';
// @ts-expect-error plain ESM module without types
import { SELECTORS as BENCH_SELECTORS } from '../bench/selectors-corpus.mjs';
import { EXTRA_SELECTORS } from './selectors.ts';

/** The selector benchmark's set, and the states, flags and links it does not use. */
const SELECTORS: readonly string[] = [...new Set<string>([...(BENCH_SELECTORS as string[]), ...EXTRA_SELECTORS])];

const corpus = join(import.meta.dirname, '../../../shared/bench-corpus/html');
const RANDOM = Number(process.env.BROWSER_SELECT_COUNT ?? 100);
/** The corpus pages under 1 MB (every page by hand: BROWSER_SELECT_ALL_PAGES=1). */
const PAGE_LIMIT = process.env.BROWSER_SELECT_ALL_PAGES === '1' ? Number.POSITIVE_INFINITY : 1 << 20;

interface HastNode {
  type: string;
  children?: HastNode[];
}

/** The elements of a hast tree in document order (template contents not included). */
function elementsOf(root: HastNode): HastNode[] {
  const out: HastNode[] = [];
  const stack: HastNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'element') out.push(node);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return out;
}

/** For each selector: the document-order indices ours matches, or 'invalid'. */
function ours(text: string): (number[] | 'invalid')[] {
  const tree = parseHtml(text, { scripting: false }).tree as HastNode;
  const index = new Map(elementsOf(tree).map((element, i) => [element, i]));
  // One index for every selector, as a scraper running many queries would.
  const indexed = indexTree(tree as never);
  return SELECTORS.map((selector) => {
    try {
      return selectAll(indexed, selector, { level: 4 }).map((element) => index.get(element as HastNode) ?? -1);
    } catch {
      return 'invalid';
    }
  });
}

describe.skipIf(!hasChromium)(
  `selectAll against Chromium's querySelectorAll (skipped when ${CHROMIUM} is missing)`,
  () => {
    let browser: Awaited<ReturnType<typeof launchChromium>>;
    let page: Page;

    beforeAll(async () => {
      browser = await launchChromium();
      page = browser.page;
    });

    afterAll(async () => {
      await browser?.close();
    });

    function theirs(text: string): Promise<(number[] | 'invalid')[]> {
      return page.evaluate(
        ([input, selectors]) => {
          const doc = new DOMParser().parseFromString(input, 'text/html');
          const all = Array.from(doc.querySelectorAll('*'));
          const index = new Map(all.map((element, i) => [element, i]));
          return selectors.map((selector) => {
            try {
              return Array.from(doc.querySelectorAll(selector), (element) => index.get(element) ?? -1);
            } catch {
              return 'invalid' as const;
            }
          });
        },
        [text, SELECTORS] as const,
      );
    }

    async function compare(name: string, text: string, differences: string[]): Promise<void> {
      const mine = ours(text);
      const browser = await theirs(text);
      for (const [i, selector] of SELECTORS.entries()) {
        const a = JSON.stringify(mine[i]);
        const b = JSON.stringify(browser[i]);
        if (a !== b)
          differences.push(`${name} ${JSON.stringify(selector)}: ours ${a.slice(0, 200)}, chromium ${b.slice(0, 200)}`);
      }
    }

    it(`the bench corpus pages under 1 MB × ${SELECTORS.length} selectors`, async () => {
      const differences: string[] = [];
      const pages = readdirSync(corpus)
        .filter((name) => statSync(join(corpus, name)).size < PAGE_LIMIT)
        .sort();
      for (const name of pages) await compare(name, readFileSync(join(corpus, name), 'utf8'), differences);
      console.log(
        `chromium selector differential, corpus: ${pages.length * SELECTORS.length - differences.length}/${pages.length * SELECTORS.length} equal`,
      );
      expect(differences, `${differences.length} differences`).toEqual([]);
    }, 600_000);

    it(`${RANDOM} random documents × ${SELECTORS.length} selectors`, async () => {
      const differences: string[] = [];
      const rng = createRng(4242);
      for (let i = 0; i < RANDOM; i++) await compare(`random #${i}`, hardDocument(rng), differences);
      console.log(
        `chromium selector differential, random: ${RANDOM * SELECTORS.length - differences.length}/${RANDOM * SELECTORS.length} equal`,
      );
      expect(differences.slice(0, 20), `${differences.length} differences`).toEqual([]);
    }, 600_000);
  },
);
