// Memory per input byte of every public parsing API at one and four units of
// the corpus (tools/memory/measure.mjs: each run alone in a fresh process),
// with the stated budgets that tools/memory/api-memory.test.ts holds.
import { BUDGETS } from '../memory/budgets.mjs';
import { APIS, measureSizes } from '../memory/measure.mjs';

const mb = (n) => (n / 1e6).toFixed(1);
console.log(
  'API                                 input MB   peak/B  retained/B   (×4 input: peak/B retained/B)  budget',
);
for (const api of Object.keys(APIS)) {
  const [one, four] = measureSizes(api, [1, 4]);
  const f = (r) => `${(r.peak / r.bytes).toFixed(1).padStart(6)} ${(r.retained / r.bytes).toFixed(1).padStart(10)}`;
  const budget = BUDGETS[api];
  console.log(
    `${api.padEnd(36)}${mb(one.bytes).padStart(8)} ${f(one)}   ${f(four)}              ${budget.peak}/${budget.retained}`,
  );
}
