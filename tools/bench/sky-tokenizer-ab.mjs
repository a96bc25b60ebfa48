// A/B of two (or more) builds of @forgiving/sky-tokenizer in one process, by
// process CPU time: the builds interleaved per document (harness.mjs
// `interleaved`, median of 9 runs per document), over sky-tokenizer.bench.mjs's
// corpus (shared/bench-corpus/html, Sky signature in front), `AB_ROUNDS` rounds (default 3).
// Copy a build's bundle next to dist/ first (so its imports resolve; .tmp/ is git-ignored), e.g.
//   cp packages/sky-tokenizer/dist/index.js packages/sky-tokenizer/.tmp/old.js
// Run both orders (CONTRIBUTING.md, A/B between two builds):
//   cd tools && node --no-concurrent-recompilation bench/sky-tokenizer-ab.mjs A.js B.js
// AB_LEVEL=tokenize measures `tokenize` (token objects; bound by garbage collection, so the
// second build in a round pays for the first's), AB_LEVEL=scan `scan` (highlighting spans),
// instead of the no-op callback level.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { abRounds, corpus } from './harness.mjs';

const docs = corpus('html', { prefix: '#!mojo mojo:sky\n' });
const files = process.argv.slice(2);
const builds = await Promise.all(files.map((file) => import(pathToFileURL(resolve(file)).href)));
const level = process.env.AB_LEVEL ?? 'callbacks';
const noop = () => {};
const names =
  'onsignature onnotsky ontext onrawtext ontextentity oncomment ontagopen ontagname onattribstart onattribname onattribdata onattribentity ontagend onend';
let sink = 0;
const contenders = Object.fromEntries(
  files.map((file, i) => {
    const { SkyTokenizer, scan, tokenize } = builds[i];
    // One callbacks object per build, so each build's call sites see one class (as a user's would).
    const callbacks = Object.fromEntries(names.split(' ').map((name) => [name, noop]));
    const run =
      level === 'tokenize'
        ? (text) => {
            sink += tokenize(text, { context: 'application' }).tokens.length;
          }
        : level === 'scan'
          ? (text) => {
              sink += scan(text, { context: 'application' }).length;
            }
          : (text) => {
              const t = new SkyTokenizer('application', callbacks);
              t.write(text);
              t.end();
            };
    return [file, run];
  }),
);
abRounds(docs, contenders, files);
if (sink < 0) console.log(sink);
