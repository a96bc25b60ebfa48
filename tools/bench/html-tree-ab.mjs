// A/B of two (or more) builds of @forgiving/html-tree in one process, the
// builds taking turns on each page (harness.mjs `throughputs`), twice.
// Copy a build's bundle next to dist/ first (so its imports resolve; .tmp/ is git-ignored), e.g.
//   cp packages/html-tree/dist/index.js packages/html-tree/.tmp/old.js
// Run both orders: cd tools && node --no-concurrent-recompilation bench/html-tree-ab.mjs A.js B.js
// (AB_POSITIONS=1 for parseHtml with positions; BENCH_QUICK=1 for a quick pass).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { corpus, throughputs } from './harness.mjs';

const docs = corpus('html');
const files = process.argv.slice(2);
const builds = await Promise.all(files.map((file) => import(pathToFileURL(resolve(file)).href)));
const positions = process.env.AB_POSITIONS === '1';
const contenders = Object.fromEntries(
  files.map((file, i) => [file, (text) => builds[i].parseHtml(text, { positions })]),
);
for (let round = 0; round < 2; round++) {
  const mbps = throughputs(contenders, docs);
  const first = mbps[files[0]];
  console.log(
    files.map((file) => `${file} ${mbps[file].toFixed(1)} MB/s (${(mbps[file] / first).toFixed(3)})`).join('   '),
  );
}
