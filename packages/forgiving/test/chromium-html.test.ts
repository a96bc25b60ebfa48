// A browser differential (decision H0: where neither the Standard's text
// nor the tests settle a case, current browsers are the next witness):
// random documents from a grammar of hard constructs (misnested formatting
// elements, tables and foster parenting, customizable <select> with
// <selectedcontent>, <template>, <form>, <frameset>, SVG and MathML with
// their integration points, processing instructions, comments), with fixed
// seeds, parsed by Debian's Chromium (`DOMParser`: scripting off) and by
// parseHtml (scripting: false), both serialized by the Standard's
// algorithm (Chromium's `outerHTML`, `toHtml`) and compared. Chromium's
// known departures are skipped by rule (KNOWN). Skipped when Chromium is
// missing, as the playground test.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml, toHtml } from '../src/index.ts';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const SEEDS = (process.env.CHROMIUM_SEEDS ?? '1,2,3,4').split(',').map(Number);
const PER_SEED = Number(process.env.CHROMIUM_DOCS ?? 150);

const PIECES = [
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<a href=x>',
  '</a>',
  '<p>',
  '</p>',
  '<div>',
  '</div>',
  '<span>',
  '</span>',
  '<table>',
  '</table>',
  '<tr>',
  '<td>',
  '</td>',
  '<caption>',
  '<tbody>',
  '<col>',
  '<select>',
  '</select>',
  '<option>',
  '</option>',
  '<option selected>',
  '<optgroup>',
  '<button>',
  '</button>',
  '<selectedcontent>',
  '</selectedcontent>',
  '<template>',
  '</template>',
  '<form>',
  '</form>',
  '<input>',
  '<frameset>',
  '<svg>',
  '</svg>',
  '<math>',
  '</math>',
  '<foreignObject>',
  '<desc>',
  '<mi>',
  '<annotation-xml>',
  '<li>',
  '<ul>',
  '<h1>',
  '<pre>',
  '<br>',
  '</br>',
  '<hr>',
  '<nobr>',
  '<textarea>',
  '</textarea>',
  '<?x y?>',
  '<?t>',
  '<?xml v?>',
  '<!--c-->',
  'text',
  ' ',
  '\n',
  '&amp;',
];

/** The documents of one seed: a DOCTYPE or none, then pieces. */
function documents(seed: number): string[] {
  const doc = fc
    .tuple(fc.boolean(), fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 24 }))
    .map(([doctype, parts]) => `${doctype ? '<!DOCTYPE html>' : ''}${parts.join('')}`);
  return fc.sample(doc, { seed, numRuns: PER_SEED });
}

/**
 * Known differences, each a rule on the input with the reason and the case
 * that showed it (seeds 1-8, 500 documents each, were clean otherwise).
 */
const KNOWN: [rule: RegExp, reason: string][] = [
  [
    /<selectedcontent>(?:(?!<\/selectedcontent>)[\s\S])*<option/i,
    "an <option> inserted inside the open enabled <selectedcontent>: Chromium runs the option insertion steps, whose selectedcontent update replaces the selectedcontent's children and so takes the open option out of the tree; html-tree copies at the option's end only (README, Spec notes). Found with seed 4: `<select><selectedcontent><h1>text<td><option></i><?x y?><tbody><button>`",
  ],
  [
    /<svg[\s\S]*<textarea/i,
    'not a parse difference: hast names the SVG element `textArea` (svg-tag-names, as hast-util-from-parse5: decision H5), so toHtml writes it so; the DOM name is `textarea`',
  ],
];

function ours(input: string): string {
  return toHtml(parseHtml(input, { scripting: false }).tree as Parameters<typeof toHtml>[0]);
}

describe.skipIf(!hasChromium)(`HTML trees against Chromium (skipped when ${CHROMIUM} is missing)`, () => {
  let context: BrowserContext;
  let page: Page;
  let userDataDir = '';

  beforeAll(async () => {
    const { chromium } = await import('playwright-core');
    userDataDir = mkdtempSync(join(tmpdir(), 'forgiving-chromium-html-'));
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
    });
    page = context.pages()[0] ?? (await context.newPage());
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    if (userDataDir !== '') rmSync(userDataDir, { recursive: true, force: true });
  });

  /** Chromium's trees, serialized: the document's children by the Standard's serialization. */
  function theirs(inputs: string[]): Promise<string[]> {
    return page.evaluate((list) => {
      const parser = new DOMParser();
      return list.map((html) => {
        const d = parser.parseFromString(html, 'text/html');
        let out = '';
        for (const n of Array.from(d.childNodes)) {
          if (n.nodeType === Node.DOCUMENT_TYPE_NODE) out += `<!DOCTYPE ${(n as DocumentType).name}>`;
          else if (n.nodeType === Node.COMMENT_NODE) out += `<!--${(n as Comment).data}-->`;
          else if (n.nodeType === Node.PROCESSING_INSTRUCTION_NODE) {
            const pi = n as ProcessingInstruction;
            out += `<?${pi.target} ${pi.data}?>`;
          } else out += (n as Element).outerHTML;
        }
        return out;
      });
    }, inputs);
  }

  for (const seed of SEEDS) {
    it(`seed ${seed}: ${PER_SEED} documents give Chromium's tree`, async () => {
      const inputs = documents(seed).filter((input) => !KNOWN.some(([rule]) => rule.test(input)));
      const expected = await theirs(inputs);
      const differing = inputs
        .map((input, k) => ({ input, ours: ours(input), chromium: expected[k] }))
        .filter((r) => r.ours !== r.chromium);
      if (differing.length > 0) console.log(JSON.stringify(differing.slice(0, 8), null, 1));
      expect(differing.slice(0, 3)).toEqual([]);
    }, 60_000);
  }
});
