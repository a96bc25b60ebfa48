// Issue 30, item 5: a differential against Chromium's querySelectorAll on
// bench corpus pages × the fixed set of real-world selectors
// (tools/bench/selectors-corpus.mjs). Chromium parses the page with
// DOMParser (scripting disabled, no script runs), forgiving with
// parseHtml({ scripting: false }); each match is compared by its position
// among all elements in document order. Skipped when Chromium is missing.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root as HastRoot } from 'hast';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexTree, parseHtml, selectAll } from '../src/index.ts';
// @ts-expect-error: a plain .mjs data module of the tools workspace (no types).
import { SELECTORS } from '../../../tools/bench/selectors-corpus.mjs';

const CHROMIUM = '/usr/bin/chromium';
// The corpus next to the checkout (a worktree elsewhere sets BENCH_CORPUS, as the benchmarks do).
const CORPUS =
  process.env.BENCH_CORPUS === undefined
    ? fileURLToPath(new URL('../../../../shared/bench-corpus/html/', import.meta.url))
    : join(process.env.BENCH_CORPUS, 'html');
const PAGES = ['git-config.html', 'pg-bookindex.html', 'python-stdtypes.html'];
const available = existsSync(CHROMIUM) && PAGES.every((page) => existsSync(join(CORPUS, page)));

describe.skipIf(!available)(
  `selectAll = Chromium's querySelectorAll (skipped without ${CHROMIUM} or the corpus)`,
  () => {
    let context: BrowserContext;
    let page: Page;
    let userDataDir = '';

    beforeAll(async () => {
      const { chromium } = await import('playwright-core');
      userDataDir = mkdtempSync(join(tmpdir(), 'forgiving-select-chromium-'));
      context = await chromium.launchPersistentContext(userDataDir, {
        executablePath: CHROMIUM,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
      });
      page = context.pages()[0] ?? (await context.newPage());
    }, 60000);

    afterAll(async () => {
      await context?.close();
      if (userDataDir !== '') rmSync(userDataDir, { recursive: true, force: true });
    });

    for (const name of PAGES) {
      it(name, async () => {
        const text = readFileSync(join(CORPUS, name), 'utf8');
        const theirs = await page.evaluate(
          ([html, selectors]) => {
            const doc = new DOMParser().parseFromString(html as string, 'text/html');
            const all = new Map<Element, number>();
            doc.querySelectorAll('*').forEach((element, i) => {
              all.set(element, i);
            });
            return (selectors as string[]).map((selector) => {
              const found: number[] = [];
              doc.querySelectorAll(selector).forEach((element) => {
                found.push(all.get(element)!);
              });
              return found;
            });
          },
          [text, SELECTORS] as const,
        );
        const tree = parseHtml(text, { scripting: false }).tree as HastRoot;
        const indexed = indexTree(tree);
        const all = new Map<unknown, number>();
        selectAll(indexed, '*').forEach((element, i) => {
          all.set(element, i);
        });
        const differing: string[] = [];
        (SELECTORS as string[]).forEach((selector, i) => {
          const ours = selectAll(indexed, selector, { level: 4 }).map((element) => all.get(element)!);
          if (JSON.stringify(ours) !== JSON.stringify(theirs[i]))
            differing.push(`${selector}: forgiving ${ours.length}, Chromium ${theirs[i]!.length}`);
        });
        expect(differing).toEqual([]);
      }, 120000);
    }
  },
);
