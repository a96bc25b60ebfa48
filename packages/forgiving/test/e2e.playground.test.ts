// The playground in a real browser: build it with Vite, serve the static
// files on 127.0.0.1, drive Debian's Chromium with playwright-core, type a
// document with an error, check the highlighted spans, the tree, the error
// list (clicking selects the place in the source) and a selector; save a
// screenshot to test-artifacts/ (git-ignored).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(packageDir, 'playground', 'dist');
const artifacts = join(packageDir, 'test-artifacts');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** A tiny static server for the built page. */
function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Chromium is installed by .ci/run when missing; without it the browser test cannot run.
describe.skipIf(!hasChromium)(
  `playground in Chromium (skipped when ${CHROMIUM} is missing: apt-get install chromium)`,
  () => {
    let server: Server;
    let context: BrowserContext;
    let page: Page;
    let userDataDir = '';
    const pageErrors: string[] = [];

    beforeAll(async () => {
      const { build } = await import('vite');
      await build({ configFile: join(packageDir, 'playground', 'vite.config.ts'), logLevel: 'warn' });
      server = await serve(distDir);
      const { chromium } = await import('playwright-core');
      userDataDir = mkdtempSync(join(tmpdir(), 'forgiving-chromium-'));
      context = await chromium.launchPersistentContext(userDataDir, {
        executablePath: CHROMIUM,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
        ],
        viewport: { width: 1280, height: 900 },
      });
      page = context.pages()[0] ?? (await context.newPage());
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
    });

    afterAll(async () => {
      await context?.close();
      await new Promise((resolve) => server?.close(resolve));
      if (userDataDir !== '') rmSync(userDataDir, { recursive: true, force: true });
    });

    it('shows the sample Sky document on load', async () => {
      await page.waitForSelector('#highlight .k-signature');
      expect(await page.textContent('#highlight .k-signature')).toMatch(/^#!mojo mojo:sky\s?$/);
      expect(await page.textContent('#status')).toContain('Sky application');
      expect(pageErrors).toEqual([]);
    });

    it('typing an XML document with an error: spans, tree, errors, selector', async () => {
      const xml =
        '<?xml version="1.0"?>\n<list lang="en">\n  <item n="1">one &amp; two</item>\n  <item n="2">oops</wrong>\n</list>\n';
      await page.fill('#source', '');
      await page.click('#source');
      await page.keyboard.type(xml);
      await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('XML'));
      await page.waitForFunction((text) => document.querySelector('#highlight')?.textContent === text, xml);

      // Highlighted spans are lossless and typed.
      const tagNames = await page.$$eval('#highlight .k-tag-name', (spans) => spans.map((s) => s.textContent));
      expect(tagNames.slice(0, 3)).toEqual(['list', 'item', 'item']);
      expect(await page.$$eval('#highlight .k-attribute-value', (spans) => spans.map((s) => s.textContent))).toEqual([
        'en',
        '1',
        '2',
      ]);
      expect(await page.textContent('#highlight .k-reference')).toBe('&amp;');

      // The tree.
      const summaries = await page.$$eval('#tree details[data-type="element"] > summary', (nodes) =>
        nodes.map((n) => n.textContent),
      );
      expect(summaries[0]).toMatch(/^<list lang="en">2:1/);
      expect(summaries.some((s) => s?.startsWith('<item n="2">'))).toBe(true);
      // Collapsible: clicking a summary closes its node.
      await page.click('#tree details[data-type="element"] > summary >> nth=1');
      expect(
        await page.$eval('#tree details[data-type="element"] >> nth=1', (d) => (d as HTMLDetailsElement).open),
      ).toBe(false);

      // Errors: the mismatched end tag, with its position; clicking selects it in the source.
      const errors = await page.$$eval('#errors button', (buttons) =>
        buttons.map((b) => ({ text: b.textContent, offset: Number((b as HTMLElement).dataset['offset']) })),
      );
      expect(errors.length).toBeGreaterThan(0);
      const first = errors[0]!;
      expect(first.text).toMatch(/^4:\d+ [a-z-]+ /);
      expect(first.offset).toBeGreaterThan(xml.indexOf('oops'));
      await page.click('#errors button >> nth=0');
      const selection = await page.$eval('#source', (t) => [
        (t as HTMLTextAreaElement).selectionStart,
        (t as HTMLTextAreaElement).selectionEnd,
      ]);
      expect(selection).toEqual([first.offset, first.offset + 1]);
      expect(await page.$$eval('#highlight .error-at', (spans) => spans.length)).toBeGreaterThan(0);

      // A selector highlights the matching nodes in the tree and in the source.
      await page.fill('#selector', 'item[n="2"]');
      await page.waitForFunction(() => document.querySelector('#selector-result')?.textContent === '1 match');
      expect(
        await page.$$eval('#tree .match', (nodes) =>
          nodes.map((n) => n.querySelector('summary')?.textContent ?? n.textContent),
        ),
      ).toEqual([expect.stringMatching(/^<item n="2">4:3/)]);
      const marked = await page.$$eval('#highlight .match', (spans) => spans.map((s) => s.textContent).join(''));
      expect(marked).toMatch(/^<item n="2">oops/);
      await page.fill('#selector', 'item[');
      await page.waitForFunction(() => document.querySelector('#selector-result')?.classList.contains('invalid'));
      await page.fill('#selector', ':root > item:first-child');
      await page.waitForFunction(() => document.querySelector('#selector-result')?.textContent === '1 match');

      // Clicking a node's position selects that node in the source.
      await page.click('#tree details[data-type="element"] > summary .pos >> nth=0');
      const listRange = await page.$eval('#source', (t) => [
        (t as HTMLTextAreaElement).selectionStart,
        (t as HTMLTextAreaElement).selectionEnd,
      ]);
      expect(xml.slice(listRange[0], listRange[1])).toMatch(/^<list lang="en">[\s\S]*<\/list>$/);

      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: join(artifacts, 'playground.png'), fullPage: true });
      expect(existsSync(join(artifacts, 'playground.png'))).toBe(true);
      expect(pageErrors).toEqual([]);
    });
    it('HTML mode: detected from the doctype, hast tree, HTML selector rules, parse errors', async () => {
      const html = '<!DOCTYPE html>\n<ul>\n  <li class="x">a &amp b</li>\n  <li><input type=TEXT></li>\n</ul>\n';
      await page.fill('#source', html);
      await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('HTML'));
      await page.waitForFunction((text) => document.querySelector('#highlight')?.textContent === text, html);
      expect(await page.$$eval('#highlight .k-tag-name', (spans) => spans.map((s) => s.textContent))).toEqual([
        'ul',
        'li',
        'li',
        'li',
        'input',
        'li',
        'ul',
      ]);
      expect(await page.textContent('#highlight .k-doctype')).toBe('<!DOCTYPE html>');
      // The hast tree: html > head, body (implied), properties as hast holds them.
      const summaries = await page.$$eval('#tree details[data-type="element"] > summary', (nodes) =>
        nodes.map((n) => n.textContent),
      );
      expect(summaries[0]).toMatch(/^<html>/);
      expect(summaries.some((s) => s?.startsWith('<li className=["x"]>3:3'))).toBe(true);
      // The missing semicolon after &amp is a parse error.
      const errors = await page.$$eval('#errors button', (buttons) => buttons.map((b) => b.textContent));
      expect(errors).toEqual([expect.stringMatching(/^3:23 missing-semicolon-after-character-reference /)]);
      // HTML's rules: case-insensitive type selectors and `type` values.
      await page.fill('#selector', 'LI.x, [type=text]');
      await page.waitForFunction(() => document.querySelector('#selector-result')?.textContent === '2 matches');
      expect(await page.$$eval('#tree .match', (nodes) => nodes.length)).toBe(2);
      await page.selectOption('#language', 'html');
      await page.fill('#source', '<p>forced');
      await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('HTML'));
      await page.selectOption('#language', 'auto');
      expect(pageErrors).toEqual([]);
    });
    it('has an icon', async () => {
      const href = await page.$eval('link[rel="icon"]', (link) => (link as HTMLLinkElement).href);
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<svg');
    });

    it('at 400 px wide: one column, the selector box and the Level 4 switch fully in view', async () => {
      await page.setViewportSize({ width: 400, height: 800 });
      await page.fill('#source', '#!mojo mojo:sky\n<p>x</p>');
      const minWidth: Record<string, number> = { '#selector': 150, '#level4': 5, '#source': 300, '#language': 30 };
      for (const selector of Object.keys(minWidth)) {
        await page.$eval(selector, (element) => element.scrollIntoView());
        const box = (await page.locator(selector).boundingBox())!;
        expect(box.x, selector).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, selector).toBeLessThanOrEqual(400);
        expect(box.width, selector).toBeGreaterThan(minWidth[selector]!);
      }
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
      await page.check('#level4');
      await page.fill('#selector', 'p:is(p)');
      await page.waitForFunction(() => document.querySelector('#selector-result')?.textContent === '1 match');
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: join(artifacts, 'playground-400.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    /** Sets the source as a paste would (one input event). */
    const paste = (text: string) =>
      page.$eval(
        '#source',
        (textarea, value) => {
          (textarea as HTMLTextAreaElement).value = value;
          textarea.dispatchEvent(new Event('input'));
        },
        text,
      );
    /** The deepest nesting of <details> in the tree view. */
    const treeDepth = () =>
      page.$$eval('#tree details', (nodes) => {
        let deepest = 0;
        for (const node of nodes) {
          let depth = 0;
          for (let at: Element | null = node; at !== null && at.id !== 'tree'; at = at.parentElement)
            if (at.tagName === 'DETAILS') depth++;
          deepest = Math.max(deepest, depth);
        }
        return deepest;
      });

    it('a deep document (1,500 nested divs): the tree view stops at 64 levels and says what it hides', async () => {
      await paste(`<!doctype html>${'<div>x'.repeat(1500)}`);
      await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('HTML'), undefined, {
        timeout: 30_000,
      });
      // html, body, then 62 divs: the 64th level's descendants are one summary row.
      expect(await treeDepth()).toBeLessThanOrEqual(65);
      expect(await page.textContent('#tree .leaf.truncated')).toMatch(/^… \d+ nodes deeper than 64 levels not shown/);
      // Still answers input: a selector over the whole tree.
      await page.fill('#selector', 'div > div');
      await page.waitForFunction(() => document.querySelector('#selector-result')?.textContent === '1499 matches');
      await page.fill('#selector', '');
      expect(pageErrors).toEqual([]);
    });

    it('a 1 MB XML document of unclosed tags: parsed off the main thread, the views capped', async () => {
      const big = `<r>${'<item>text '.repeat(Math.ceil(1_000_000 / 11))}`;
      await paste(big);
      // The page itself keeps running while the worker parses: a script on the page
      // gets its turn before the answer arrives (the status still says parsing or the old view).
      expect(await page.evaluate(() => document.querySelector('#highlight')?.textContent?.length)).not.toBe(big.length);
      await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('XML'), undefined, {
        timeout: 60_000,
      });
      expect(await treeDepth()).toBeLessThanOrEqual(65);
      expect(await page.$$eval('#tree .leaf, #tree details', (nodes) => nodes.length)).toBeLessThanOrEqual(5_100);
      expect(await page.$$eval('#highlight > span', (nodes) => nodes.length)).toBeLessThanOrEqual(20_002);
      // Every character, plus the marker of the error at the end of input.
      expect(await page.$eval('#highlight', (pre) => pre.textContent?.length)).toBe(big.length + 1);
      expect(pageErrors).toEqual([]);
    });

    it('a 1 MB document: the highlight is capped (every character still shown), the page stays responsive', async () => {
      const line = '<item n="1">text &amp; more</item>\n';
      const big = `<list>\n${line.repeat(Math.ceil(1_000_000 / line.length))}</list>\n`;
      await page.$eval(
        '#source',
        (textarea, text) => {
          (textarea as HTMLTextAreaElement).value = text;
          textarea.dispatchEvent(new Event('input'));
        },
        big,
      );
      await page.waitForFunction(
        (length) =>
          (document.querySelector('#highlight-note')?.textContent ?? '').startsWith('Showing the first 20,000') &&
          document.querySelector('#highlight')?.textContent?.length === length,
        big.length,
        {
          timeout: 30_000,
        },
      );
      const spans = await page.$$eval('#highlight > span', (nodes) => nodes.length);
      expect(spans).toBeLessThanOrEqual(20_002);
      expect(await page.$eval('#highlight', (pre) => pre.textContent?.length)).toBe(big.length);
      expect(await page.$$eval('#tree .truncated', (nodes) => nodes.length)).toBe(1);
      // Responsive: the page still answers input (a selector over the whole document) with
      // the highlight still capped. Counted in DOM nodes, not timed (no wall-clock budgets).
      await page.fill('#selector', 'item:last-child');
      await page.waitForFunction(
        () => document.querySelector('#selector-result')?.textContent === '1 match',
        undefined,
        { timeout: 30_000 },
      );
      expect(await page.$$eval('#highlight span', (nodes) => nodes.length)).toBeLessThanOrEqual(20_002);
      expect(await page.$eval('#highlight', (pre) => pre.textContent?.length)).toBe(big.length);
      expect(pageErrors).toEqual([]);
    });
  },
);
