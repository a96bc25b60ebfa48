// A/B of two (or more) builds of @forgiving/html-tokenizer in one process:
// CPU time (process.cpuUsage) per pass over the whole HTML corpus, the
// builds taking turns, the order reversed every round; min and median.
// htmlparser2's Tokenizer (no-op callbacks) runs in the same rounds as the
// reference of issue 15. Copy a build's dist/ next to dist/ first, e.g.
//   cp -r packages/html-tokenizer/dist packages/html-tokenizer/.tmp/base
// then: cd tools && node --no-concurrent-recompilation bench/html-tokenizer-ab.mjs \
//   ../packages/html-tokenizer/.tmp/base/index.js ../packages/html-tokenizer/dist/index.js
// AB_LEVEL=low measures the low-level Tokenizer instead of the sink; AB_ROUNDS=n.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Tokenizer as Htmlparser2Tokenizer } from 'htmlparser2';
import { corpus } from './harness.mjs';
import {
  htmlLowCallbacks as lowCallbacks,
  htmlNoopSink as noopSink,
  htmlparser2Callbacks as hp2Callbacks,
} from './noop-callbacks.mjs';

const docs = corpus('html');
const files = process.argv.slice(2);
const builds = await Promise.all(files.map((file) => import(pathToFileURL(resolve(file)).href)));
const low = process.env.AB_LEVEL === 'low';
const rounds = Number(process.env.AB_ROUNDS ?? 15);
const contenders = Object.fromEntries(
  files.map((file, i) => [
    file,
    low
      ? (text) => new builds[i].Tokenizer(lowCallbacks).end(text)
      : (text) => builds[i].createTokenizer({ sink: noopSink }).end(text),
  ]),
);
contenders['htmlparser2 Tokenizer'] = (text) => {
  const t = new Htmlparser2Tokenizer({}, hp2Callbacks);
  t.write(text);
  t.end();
};
const names = Object.keys(contenders);
const samples = Object.fromEntries(names.map((name) => [name, []]));
const pass = (run) => {
  const t0 = process.cpuUsage();
  for (const doc of docs) run(doc.text);
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1e3;
};
for (const name of names) pass(contenders[name]); // warm-up
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? names : [...names].reverse();
  for (const name of order) samples[name].push(pass(contenders[name]));
}
const stat = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], med: s[s.length >> 1] };
};
const ref = stat(samples['htmlparser2 Tokenizer']);
const base = stat(samples[names[0]]);
for (const name of names) {
  const { min, med } = stat(samples[name]);
  console.log(
    `${name.padEnd(50)} min ${min.toFixed(1)} ms  med ${med.toFixed(1)} ms  vs first ${(min / base.min).toFixed(3)}/${(med / base.med).toFixed(3)}  hp2/this ${(ref.min / min).toFixed(3)}/${(ref.med / med).toFixed(3)}`,
  );
}
