// A differential against a real browser (issue #29 item 5): `parseHtml` and
// `parseHtmlFragment` against Debian's Chromium on random documents and
// fragments from a grammar of the hard constructs (misnesting, tables,
// select/option/selectedcontent, foreign content and integration points,
// template, frameset, noscript, references, NULs, CR LF, processing
// instructions), with fixed seeds. Chromium parses documents with DOMParser
// and fragments with `innerHTML` on a context element of a DOMParser document;
// neither has a browsing context, so scripting is disabled in both, and ours
// run with `scripting: false`. Both trees are printed in the html5lib format
// and compared. Each known Chromium departure from the Standard is a rule in
// CHROMIUM_DEPARTURES (by what the input holds, never by input), with the
// Standard's text; an input it covers is counted and skipped. More inputs by
// hand: BROWSER_DIFF_COUNT=20000 BROWSER_DIFF_SEED=7 npx vitest run browser
// (BROWSER_DIFF_OUT=/tmp/diff writes every difference to /tmp/diff-documents.json and -fragments.json).
import { writeFileSync } from 'node:fs';
import { parseHtml, parseHtmlFragment } from '@forgiving/html-tree';
import { defaultTreeAdapter } from 'parse5';
import type { Page } from 'playwright-core';
import { printParse5 } from '@forgiving/test-utils/print-parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, launchChromium } from './chromium.ts';
// @ts-expect-error plain ESM module without types
import { createRng } from '../fuzz/rng.mjs';
import { type Context, CONTEXTS, hardDocument } from './grammar.ts';
import { CHROMIUM_DEPARTURES, type Departure } from './departures.ts';
import { DUMP_IN_PAGE } from './dump.ts';

const COUNT = Number(process.env.BROWSER_DIFF_COUNT ?? 1500);
const SEED = Number(process.env.BROWSER_DIFF_SEED ?? 1);
const NAMESPACES = { svg: 'http://www.w3.org/2000/svg', math: 'http://www.w3.org/1998/Math/MathML' };

interface Case {
  input: string;
  context: Context | null;
}

/** The departure that covers a case, if any. */
function departureOf(c: Case): Departure | undefined {
  return CHROMIUM_DEPARTURES.find((d) => d.covers(c.input, c.context));
}

/**
 * parse5's adapter given html-tree's `createProcessingInstruction` hook, so
 * that processing instructions (whatwg/html #12118; Chromium has them) are
 * nodes of their own, printed as the page prints Chromium's.
 */
const withInstructions = {
  ...defaultTreeAdapter,
  createProcessingInstruction: (target: string, data: string) => ({
    nodeName: '#processing-instruction',
    target,
    data,
    parentNode: null,
  }),
};

function ours(c: Case): string {
  const adapter = withInstructions as never;
  if (c.context === null) return printParse5(parseHtml(c.input, { adapter, scripting: false }).tree);
  const context =
    typeof c.context === 'string' ? c.context : { tagName: c.context.tagName, namespace: c.context.namespace };
  return printParse5(parseHtmlFragment(c.input, { context, adapter, scripting: false }).tree);
}

describe.skipIf(!hasChromium)(
  `parseHtml and parseHtmlFragment against Chromium (skipped when ${CHROMIUM} is missing: apt-get install chromium)`,
  () => {
    let browser: Awaited<ReturnType<typeof launchChromium>>;
    let page: Page;

    beforeAll(async () => {
      browser = await launchChromium();
      page = browser.page;
      await page.evaluate(DUMP_IN_PAGE);
    });

    afterAll(async () => {
      await browser?.close();
    });

    /** Chromium's trees for a batch of cases. */
    async function theirs(cases: Case[]): Promise<string[]> {
      return page.evaluate(
        (batch) =>
          batch.map((c) =>
            (globalThis as unknown as { dumpParse(i: string, c: unknown, ns: unknown): string }).dumpParse(
              c.input,
              c.context,
              c.namespaces,
            ),
          ),
        cases.map((c) => ({ ...c, namespaces: NAMESPACES })),
      );
    }

    for (const kind of ['documents', 'fragments'] as const) {
      it(`${kind}: ${COUNT} random inputs (seed ${SEED}) give Chromium's tree, known departures aside`, async () => {
        const rng = createRng(SEED * 7919 + (kind === 'documents' ? 0 : 1));
        const cases: Case[] = [];
        for (let i = 0; i < COUNT; i++) {
          const input = hardDocument(rng);
          cases.push({ input, context: kind === 'documents' ? null : CONTEXTS[rng.int(CONTEXTS.length)]! });
        }
        const skipped = new Map<string, number>();
        const compared: Case[] = [];
        for (const c of cases) {
          const departure = departureOf(c);
          if (departure === undefined) compared.push(c);
          else skipped.set(departure.name, (skipped.get(departure.name) ?? 0) + 1);
        }
        const browser: string[] = [];
        for (let i = 0; i < compared.length; i += 250) browser.push(...(await theirs(compared.slice(i, i + 250))));
        const differences: string[] = [];
        const found: { input: string; context: Context | null; ours: string; chromium: string }[] = [];
        for (const [i, c] of compared.entries()) {
          const mine = ours(c);
          if (mine !== browser[i]) {
            found.push({ ...c, ours: mine, chromium: browser[i]! });
            differences.push(
              `${JSON.stringify(c.input)} in ${JSON.stringify(c.context)}\n-- ours\n${mine}\n-- chromium\n${browser[i]}`,
            );
          }
        }
        console.log(
          `chromium differential, ${kind}: ${compared.length - differences.length}/${compared.length} equal, ` +
            `${cases.length - compared.length} skipped by rule (${[...skipped].map(([n, k]) => `${n}: ${k}`).join(', ') || 'none'})`,
        );
        if (process.env.BROWSER_DIFF_OUT)
          writeFileSync(`${process.env.BROWSER_DIFF_OUT}-${kind}.json`, JSON.stringify(found, null, 1));
        expect(differences.slice(0, 3), `${differences.length} differences`).toEqual([]);
      });
    }
  },
);
