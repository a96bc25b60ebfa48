// HTML named/numeric character reference decoding: @forgiving/char-ref/html
// `decodeHtml` against the `entities` package's `decodeHTML`, on the text of
// the real pages in shared/bench-corpus/html (node-api-all.html has many
// references) and on reference-dense text. Both decode in the WHATWG text
// ("legacy") mode. Measured in one process (interleaved) and each alone in
// a fresh process: the output strings are garbage the next contender's GC
// pays for, so in one process whoever runs second looks slower.
// Also: the cost of a cold start (import plus the first decode, which
// builds the table), each in fresh processes.
import { execFileSync } from 'node:child_process';
import { decodeHtml } from '@forgiving/char-ref/html';
import { decodeHTML } from 'entities';
import { compare, corpus, soloCompare, soloName, soloRun } from './harness.mjs';

const docs = corpus('html');
const denseText = '&amp;&lt;&notin;&nbsp;&#x41;&#128;&copy x&NotEqualTilde; '.repeat(20000);
const dense = [{ name: 'dense', text: denseText, bytes: denseText.length }];

const contenders = {
  '@forgiving/char-ref decodeHtml': (text) => decodeHtml(text),
  'entities decodeHTML': (text) => decodeHTML(text),
};

const solo = soloName();
if (solo !== undefined) {
  const [name, set] = solo.split('|');
  soloRun(contenders[name], set === 'dense' ? dense : docs);
  process.exit(0);
}

let mismatches = 0;
for (const doc of [...docs, ...dense]) {
  if (decodeHtml(doc.text) !== decodeHTML(doc.text)) {
    mismatches++;
    console.log(`output differs from entities on ${doc.name}`);
  }
}
console.log(`outputs identical to entities on ${docs.length + 1 - mismatches}/${docs.length + 1} documents`);

const ours = '@forgiving/char-ref decodeHtml';
compare('HTML character reference decoding (whole documents)', docs, contenders, { baseline: ours });
compare('HTML character reference decoding (reference-dense)', dense, contenders, { baseline: ours });

for (const [set, list] of [
  ['docs', docs],
  ['dense', dense],
]) {
  const names = Object.keys(contenders).map((name) => `${name}|${set}`);
  const ms = soloCompare(`HTML character reference decoding (${set})`, import.meta.filename, names, list);
  const mine = ms[`${ours}|${set}`];
  const peer = ms[`entities decodeHTML|${set}`];
  console.log(
    `${set}: decodeHtml is ${(peer.cpu / mine.cpu).toFixed(2)}x entities decodeHTML (CPU), ${(peer.wall / mine.wall).toFixed(2)}x (wall)`,
  );
}

/** CPU ms of a fresh process that imports a decoder and decodes once (median of runs). */
function coldStart(script) {
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname });
    runs.push(Number(out.toString().trim()));
  }
  return runs.sort((a, b) => a - b)[2];
}
const measure = (importLine, call) =>
  `const c = process.cpuUsage(); ${importLine}; ${call}('&CounterClockwiseContourIntegral;'); const d = process.cpuUsage(c); console.log((d.user + d.system) / 1000);`;
const oursCold = coldStart(measure("const { decodeHtml } = await import('@forgiving/char-ref/html')", 'decodeHtml'));
const peerCold = coldStart(measure("const { decodeHTML } = await import('entities')", 'decodeHTML'));
console.log(`\n## cold start: import + first decode (builds the table), CPU ms, median of 5 fresh processes`);
console.log(`${ours.padEnd(40)} ${oursCold.toFixed(1)} ms`);
console.log(`${'entities decodeHTML'.padEnd(40)} ${peerCold.toFixed(1)} ms`);
