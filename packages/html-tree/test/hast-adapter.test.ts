// decision H5: parse5 driving createHastAdapter gives, node for node, the
// tree of the rehype path (parse5's default tree through hast-util-from-parse5),
// with and without positions, for every html5lib tree-construction input and
// every bench-corpus page.
import { describe, expect, it } from 'vitest';
import { allTreeConstructionTests, benchCorpusPages, readContext } from './support/dat-tests.js';
import { viaAdapter, viaRehype } from './support/parse5-hast.js';
import { firstDifference } from './support/same-tree.js';

const tests = allTreeConstructionTests();

describe('hast adapter equals hast-util-from-parse5 on html5lib tree-construction inputs', () => {
  for (const positions of [false, true]) {
    it(`every input, positions ${positions ? 'on' : 'off'}`, () => {
      const failures: string[] = [];
      let documents = 0;
      let fragments = 0;
      for (const test of tests) {
        const options = {
          positions,
          scripting: test.scripting,
          context: test.fragment === undefined ? undefined : readContext(test.fragment),
        };
        const difference = firstDifference(viaAdapter(test.data, options), viaRehype(test.data, options));
        if (difference !== undefined) failures.push(`${test.id}: ${difference}`);
        if (test.fragment === undefined) documents++;
        else fragments++;
      }
      expect(documents + fragments).toBe(tests.length);
      expect({ documents, fragments }).toEqual({ documents: 1600, fragments: 192 });
      expect(failures.slice(0, 10)).toEqual([]);
    });
  }
});

// The whole corpus is 14.5 MB: four parses of it take about a minute on the
// shared CI machine, past the few seconds a test may take. CI checks the
// first 150,000 characters of every page (a prefix is a document too, cut
// anywhere: inside a tag, a reference, a table); HTML_CORPUS=full checks
// the whole pages.
const full = process.env.HTML_CORPUS === 'full';
const PREFIX = 150_000;

describe(`hast adapter equals hast-util-from-parse5 on the bench corpus (${full ? 'whole pages' : 'page prefixes'})`, () => {
  for (const page of benchCorpusPages()) {
    it(page.name, () => {
      const html = full ? page.html : page.html.slice(0, PREFIX);
      expect(firstDifference(viaAdapter(html), viaRehype(html))).toBeUndefined();
      const positions = { positions: true };
      expect(firstDifference(viaAdapter(html, positions), viaRehype(html, positions))).toBeUndefined();
    });
  }
});
