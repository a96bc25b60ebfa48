// WPT's tree-construction tests (`html/syntax/parsing/resources/*.dat`,
// copies in ../shared/conformance/wpt-tree-construction: see its README),
// where the tree-construction tests live since 2026-06 (decision H0: where
// they and html5lib-tests' file of the same name disagree, WPT wins). Every
// test, documents and fragments, in each scripting mode it runs in, through
// the hast adapter (parseHtml's tree) and through parse5's `defaultTreeAdapter`
// given the `createProcessingInstruction` hook (tree-runs.ts). Failures must
// be listed by name with a reason in EXPECTED_FAILURES (empty is the goal);
// the counts are printed.
//
// The stored tests1.dat and html5test-com.dat predate WPT #61085 and write a
// processing instruction with empty data as `<?COMMENT?>` (and one without
// `?>`), where processing-instructions.dat writes `<?target ?>`: the node is
// the same, so PI lines are compared by target and data (`samePis`).
import { afterAll, describe, expect, it } from 'vitest';
import { readTreeTests } from '@forgiving/test-utils/dat';
import { unexpected } from './expected-failures.ts';
import { parse5WithInstructions, printViaHast, printViaParse5, runsOf, WPT_DIR } from './tree-runs.ts';

/** Runs that fail, by name (`file #index (scripting on|off)`), with the reason. Empty is the goal. */
const EXPECTED_FAILURES = new Map<string, string>([]);

/** A PI line `| …<?target data?>` (or the older `<?target?>`, `<?target data>`) as `<?target data?>`. */
function samePis(document: string): string {
  return document
    .split('\n')
    .map((line) => {
      const m = /^(\| *)<\?(.*)$/.exec(line);
      if (m === null) return line;
      let body = m[2]!;
      body = body.endsWith('?>') ? body.slice(0, -2) : body.endsWith('>') ? body.slice(0, -1) : body;
      const space = body.indexOf(' ');
      const target = space === -1 ? body : body.slice(0, space);
      const data = space === -1 ? '' : body.slice(space + 1);
      return `${m[1]}<?${target} ${data}?>`;
    })
    .join('\n');
}

const tests = readTreeTests(WPT_DIR);
const runs = runsOf(tests);

describe('WPT tree construction', () => {
  it('reads every test, #description ones included', () => {
    expect(tests).toHaveLength(511);
    expect(tests.filter((t) => t.fragment !== null)).toHaveLength(13);
    expect(tests.filter((t) => t.description !== null)).toHaveLength(11);
    expect(runs).toHaveLength(1021);
  });

  for (const [via, print] of [
    ['hast', (run: (typeof runs)[number]) => printViaHast(run)],
    [
      "parse5's defaultTreeAdapter",
      (run: (typeof runs)[number]) => printViaParse5(run, parse5WithInstructions).printed,
    ],
  ] as const) {
    describe(`through ${via}`, () => {
      const failures: string[] = [];
      const files = [...new Set(tests.map((t) => t.file))];
      for (const file of files) {
        it(file, () => {
          for (const run of runs.filter((r) => r.test.file === file)) {
            if (samePis(print(run)) !== samePis(run.test.document)) failures.push(run.name);
          }
        });
      }
      afterAll(() => {
        console.log(
          `WPT tree construction through ${via}: ${runs.length - failures.length}/${runs.length} runs pass (${tests.length} tests, ${tests.filter((t) => t.fragment !== null).length} fragments), ${failures.length} fail (${EXPECTED_FAILURES.size} listed)`,
        );
        expect(unexpected(failures, EXPECTED_FAILURES)).toEqual([]);
      });
    });
  }
});
