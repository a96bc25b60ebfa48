// @forgiving/css-selectors-nth against its peers, in one process, on the
// same inputs. Small inputs, so this measures operations per second of CPU
// time with a plain loop (median of interleaved rounds) instead of the
// harness's per-document MB/s.
//   parseNth            vs nth-check parse        (goal ≥ 2×)
//   parseNth+compileNth vs nth-check nthCheck     (goal ≥ 2×)
//   compiled matchers   vs nth-check compile's    (call speed)
//   parseSelectors      vs css-what parse         (goal ≥ 1.5×), css-tree,
//                          parsel-js, postcss-selector-parser
// Build first: cd packages/css-selectors-nth && pnpm exec tsup
import { compileNth, nthCheck, parseNth, parseSelectors } from '@forgiving/css-selectors-nth';
import * as cssTree from 'css-tree';
import * as cssWhat from 'css-what';
import nthCheckDefault, { compile as nthCompile, parse as nthParse } from 'nth-check';
import * as parsel from 'parsel-js';
import postcssSelectorParser from 'postcss-selector-parser';

const QUICK = process.env.BENCH_QUICK === '1';
const ROUNDS = QUICK ? 5 : 21;
const BUDGET_MS = QUICK ? 60 : 450;

/**
 * A timed loop for one contender (CPU time of this process, so a busy
 * machine that deschedules us does not count): `fn` over `inputs` for about `budget` ms,
 * returning operations per second. Each contender gets its own copy of the
 * loop (new Function), so the call `fn(x)` stays monomorphic for everyone
 * instead of a shared megamorphic call site that would add the same
 * overhead to all and flatten the ratios.
 */
function makeTimer() {
  return new Function(
    'fn',
    'inputs',
    'budget',
    `let ops = 0, sink = 0;
     const start = performance.now();
     const cpu = process.cpuUsage();
     while (performance.now() - start < budget) {
       for (let k = 0; k < 20; k++) for (let i = 0; i < inputs.length; i++) if (fn(inputs[i])) sink++;
       ops += 20 * inputs.length;
     }
     const used = process.cpuUsage(cpu);
     globalThis.__benchSink = sink;
     return ops / ((used.user + used.system) / 1e6);`,
  );
}

/**
 * Rounds interleave the contenders (A B C, A B C, …) so that a busy machine
 * slows them alike. Each contender's figure is the median of its rounds;
 * the ratio is the median of the per-round ratios (baseline and contender
 * measured moments apart), which is steadier than a ratio of medians when
 * the load on the machine drifts.
 */
function compare(title, inputs, contenders, baseline) {
  console.log(`\n## ${title}  (${inputs.length} inputs)`);
  const entries = Object.entries(contenders);
  const samples = new Map(entries.map(([name]) => [name, []]));
  const errors = new Map();
  const timers = new Map(entries.map(([name]) => [name, makeTimer()]));
  for (const [name, fn] of entries) {
    try {
      timers.get(name)(fn, inputs, 50); // warm-up
    } catch (error) {
      errors.set(name, String(error?.message ?? error));
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, fn] of entries)
      samples.get(name).push(errors.has(name) ? Number.NaN : timers.get(name)(fn, inputs, BUDGET_MS / 3));
  }
  const median = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[sorted.length >> 1];
  };
  const base = samples.get(baseline);
  const rows = entries.map(([name]) => {
    const own = samples.get(name);
    return { name, ops: median(own), ratio: median(own.map((x, i) => base[i] / x)), error: errors.get(name) };
  });
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(44)} ${Number.isFinite(r.ops) ? (r.ops / 1e3).toFixed(1).padStart(9) : '    error'} kops/s` +
        (r.name === baseline ? '   (baseline)' : `   baseline is ${r.ratio.toFixed(2)}x this`) +
        (r.error ? `   ${r.error}` : ''),
    );
  }
  return rows;
}

// An+B arguments that nth-check accepts (checked below), common and odd forms.
const nthArgs = [
  'odd',
  'even',
  '2n+1',
  '-n+3',
  '5',
  'n',
  '3n-2',
  ' 2n + 1 ',
  '-2n+10',
  '+5',
  'n+0',
  '10n-1',
  '-n+6',
  '0n+5',
  '4n',
  '2N+1',
  '+n-3',
];
for (const arg of nthArgs) {
  const ours = parseNth(arg);
  const theirs = nthParse(arg);
  if (ours === null || ours.a !== theirs[0] || ours.b !== theirs[1])
    throw new Error(`An+B disagreement on ${JSON.stringify(arg)}`);
}
console.log(`An+B: identical [a, b] to nth-check on all ${nthArgs.length} arguments`);

compare(
  'An+B parse',
  nthArgs,
  {
    '@forgiving parseNth': (s) => parseNth(s),
    'nth-check parse': (s) => nthParse(s),
  },
  '@forgiving parseNth',
);

compare(
  'An+B parse + compile',
  nthArgs,
  {
    '@forgiving nthCheck': (s) => nthCheck(s),
    '@forgiving compileNth(parseNth)': (s) => compileNth(parseNth(s)),
    'nth-check nthCheck': (s) => nthCheckDefault(s),
  },
  '@forgiving nthCheck',
);

// Calling the compiled matchers over 1..1000 (ours are 1-based, nth-check's 0-based).
const ours = nthArgs.map((s) => nthCheck(s));
const theirs = nthArgs.map((s) => nthCompile(nthParse(s)));
for (let k = 0; k < ours.length; k++) {
  for (let i = 1; i <= 1000; i++) {
    if (ours[k](i) !== theirs[k](i - 1)) throw new Error(`matcher disagreement on ${nthArgs[k]} at ${i}`);
  }
}
const indices = Array.from({ length: 1000 }, (_, i) => i + 1);
compare(
  'compiled matcher calls (17 matchers × 1000 indices per op)',
  [0],
  {
    '@forgiving compiled': () => {
      let n = 0;
      for (const m of ours) for (const i of indices) if (m(i)) n++;
      return n;
    },
    'nth-check compiled': () => {
      let n = 0;
      for (const m of theirs) for (const i of indices) if (m(i - 1)) n++;
      return n;
    },
  },
  '@forgiving compiled',
);

// A mixed list: types, classes, IDs, attributes, combinators, nth, :not.
const selectors = [
  'div',
  '.item',
  '#main',
  'ul > li.active',
  'a[href^="https:"]',
  'input[type=checkbox]:checked + label',
  'tr:nth-child(2n+1) td',
  'li:nth-last-of-type(-n+3)',
  'p:not(.intro)',
  'nav a:hover, nav a:focus',
  'h1 ~ p.lead',
  'table.data tbody tr:nth-of-type(odd) > td:first-child',
  'div.a.b.c#d[e~="f"][g|=h]',
  'section article > header h2:not([hidden])',
  '*',
  'body > div:nth-child(3) span[data-x$=y]::before',
];
for (const s of selectors) if (parseSelectors(s) === null) throw new Error(`we reject ${s}`);
compare(
  'selector parse (mixed list)',
  selectors,
  {
    '@forgiving parseSelectors': (s) => parseSelectors(s),
    'css-what parse': (s) => cssWhat.parse(s),
    "css-tree parse (context 'selectorList')": (s) => cssTree.parse(s, { context: 'selectorList', positions: false }),
    'parsel-js parse': (s) => parsel.parse(s),
    'postcss-selector-parser astSync': (s) => postcssSelectorParser().astSync(s),
  },
  '@forgiving parseSelectors',
);
