// A/B of two (or more) builds of @forgiving/xml-er in one process, by process
// CPU time: the builds interleaved per document (harness.mjs `interleaved`),
// over the xml corpus (shared/bench-corpus/xml), `AB_ROUNDS` rounds (default 3).
// Copy a build's bundle next to dist/ first (so its imports resolve; .tmp/ is git-ignored), e.g.
//   cp packages/xml-er/dist/index.js packages/xml-er/.tmp/old.js
// Run both orders (CONTRIBUTING.md, A/B between two builds):
//   cd tools && node --no-concurrent-recompilation bench/xml-er-ab.mjs A.js B.js
// AB_LEVEL=stream measures createXmlParser with no handlers (the tokenizer
// and tree construction, no whole-input fast path) instead of `parseXml`.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { abRounds, corpus } from './harness.mjs';

const docs = corpus('xml');
const files = process.argv.slice(2);
const builds = await Promise.all(files.map((file) => import(pathToFileURL(resolve(file)).href)));
const level = process.env.AB_LEVEL ?? 'parse';
let sink = 0;
const contenders = Object.fromEntries(
  files.map((file, i) => {
    const { createXmlParser, parseXml } = builds[i];
    const run =
      level === 'stream'
        ? (text) => {
            const parser = createXmlParser({});
            parser.write(text);
            sink += parser.end().wellFormed ? 1 : 0;
          }
        : (text) => {
            sink += parseXml(text).tree.children.length;
          };
    return [file, run];
  }),
);
abRounds(docs, contenders, files);
if (sink < 0) console.log(sink);
