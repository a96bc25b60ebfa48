// css-select's test cases, as data (css-select-cases.ts): forgiving's
// selectAll over parseHtml's tree gives the DOM's answer for every case;
// css-select 7, over domhandler nodes of the same parse (parseHtml through
// parse5-htmlparser2-tree-adapter), gives the DOM's answer except on the
// listed departures, where it gives the answer the case lists (so the list of
// departures stays true: a departure that stops departing fails). When
// Debian's Chromium is there, the DOM's answers themselves are checked
// against its querySelectorAll over DOMParser's document of the same text
// (Chromium's own answer where a case lists one: it lags Selectors 4 there).
import { selectAll as cssSelectAll } from 'css-select';
import { parseHtml, selectAll } from 'forgiving';
import { adapter as domAdapter } from 'parse5-htmlparser2-tree-adapter';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, launchChromium } from '../browser/chromium.ts';
import { CASES, type CssSelectCase } from './css-select-cases.ts';

type Answer = readonly string[] | 'invalid';

interface HastElement {
  tagName: string;
  properties: Record<string, unknown>;
}

interface DomElement {
  name: string;
  attribs: Record<string, string>;
}

const nameOf = (id: unknown, tag: string) => (typeof id === 'string' && id !== '' ? id : `<${tag}>`);

function ours(c: CssSelectCase): Answer {
  const tree = parseHtml(c.doc, { scripting: false }).tree;
  try {
    return (selectAll(tree as never, c.selector, { level: 4 }) as unknown as HastElement[]).map((e) =>
      nameOf(e.properties.id, e.tagName),
    );
  } catch {
    return 'invalid';
  }
}

function theirs(c: CssSelectCase): Answer {
  const tree = parseHtml(c.doc, { adapter: domAdapter, scripting: false }).tree;
  try {
    return (cssSelectAll(c.selector, tree as never) as unknown as DomElement[]).map((e) =>
      nameOf(e.attribs.id, e.name),
    );
  } catch {
    return 'invalid';
  }
}

let agree = 0;
let oursAgree = 0;
const departures: string[] = [];
const forgivingDepartures: string[] = [];

describe("css-select cases: forgiving gives the DOM's answer", () => {
  for (const c of CASES) {
    it(c.id, () => {
      if (c.chromium !== undefined) expect(c.chromiumReason, 'a Chromium answer says why').toBeTruthy();
      if (c.forgiving !== undefined) {
        // A known forgiving bug, marked in the data: it must still be one.
        expect(c.forgivingReason, 'a marked forgiving departure says why').toBeTruthy();
        expect(ours(c), 'forgiving (marked departure)').toEqual(c.forgiving);
        expect(c.forgiving, 'a marked forgiving departure departs').not.toEqual(c.dom);
        forgivingDepartures.push(`${c.id}: ${c.forgivingReason}`);
      } else {
        expect(ours(c), 'forgiving').toEqual(c.dom);
        oursAgree++;
      }
      const answer = theirs(c);
      if (c.cssSelect !== undefined) {
        expect(c.reason, 'a listed departure says why').toBeTruthy();
        expect(answer, 'css-select (listed departure)').toEqual(c.cssSelect);
        expect(answer, 'a listed departure departs').not.toEqual(c.dom);
        departures.push(`${c.id}: ${c.reason}`);
      } else {
        expect(answer, 'css-select').toEqual(c.dom);
        agree++;
      }
    });
  }
});

describe.skipIf(!hasChromium)(`the DOM's answers are Chromium's (skipped when ${CHROMIUM} is missing)`, () => {
  it("querySelectorAll over DOMParser's document gives each case's DOM answer", async () => {
    const browser = await launchChromium();
    try {
      const answers = await browser.page.evaluate(
        (cases) =>
          cases.map(({ doc, selector }) => {
            const d = new DOMParser().parseFromString(doc, 'text/html');
            try {
              return Array.from(d.querySelectorAll(selector), (e) => (e.id !== '' ? e.id : `<${e.localName}>`));
            } catch {
              return 'invalid' as const;
            }
          }),
        CASES.map(({ doc, selector }) => ({ doc, selector })),
      );
      expect(CASES.map((c, i) => ({ id: c.id, dom: answers[i] }))).toEqual(
        CASES.map((c) => ({ id: c.id, dom: c.chromium ?? c.dom })),
      );
    } finally {
      await browser.close();
    }
  }, 120_000);
});

afterAll(() => {
  console.log(
    `css-select cases: ${CASES.length}, forgiving = DOM on ${oursAgree === CASES.length ? 'all ' : ''}${oursAgree}${forgivingDepartures.length > 0 ? `, departs on ${forgivingDepartures.length} (marked bugs)` : ''}; css-select = DOM on ${agree}, departs on ${departures.length}`,
  );
  for (const line of forgivingDepartures) console.log(`  forgiving departs: ${line}`);
  for (const line of departures) console.log(`  departs: ${line}`);
});
