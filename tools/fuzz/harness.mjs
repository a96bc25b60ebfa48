// The fuzz harness: feeds one target a fixed-seed stream of inputs and
// checks the two promises every parser makes — it never throws on input,
// and (for streaming targets) the result is the same for every chunking.
import { GRAMMARS, mutate, randomBytes, randomChunks, randomString } from './inputs.mjs';
import { createRng, seedOf } from './rng.mjs';

/**
 * @typedef {object} FuzzTarget
 * @property {string} name  unique, e.g. 'xml-er parseXml'; also seeds its input stream
 * @property {'sky' | 'xml' | 'xml-periodic' | 'html' | 'html-parse5' | 'html-hostile' | 'selector' | 'nth'} [grammar]  documents to build and mutate (default: random strings only)
 * @property {boolean} [bytes]  also feed random byte arrays (Uint8Array)
 * @property {(input: string | Uint8Array) => unknown} run  must not throw; may return a promise
 * @property {(chunks: (string | Uint8Array)[]) => unknown} [chunked]  the same input in chunks: must give what `run` gives (compared as JSON)
 */

const KINDS = ['string', 'bytes', 'grammar', 'mutated'];
const MAX_FAILURES = 5;

/** Makes input `i`: the kinds take turns, so every run covers all of them. */
function makeInput(rng, i, target) {
  const grammar = target.grammar === undefined ? null : GRAMMARS[target.grammar];
  const kind = KINDS[i % 4];
  if (kind === 'bytes') return { kind, input: target.bytes ? randomBytes(rng) : randomString(rng) };
  if (kind === 'grammar' && grammar !== null) return { kind, input: grammar(rng) };
  if (kind === 'mutated') return { kind, input: mutate(rng, grammar === null ? randomString(rng) : grammar(rng)) };
  return { kind: 'string', input: randomString(rng) };
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const shown = (input) => (typeof input === 'string' ? JSON.stringify(input) : `bytes [${Array.from(input).join(',')}]`);
const describe = (error) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Runs `count` inputs through a target; returns the failures (at most a few) and the time taken. */
export async function fuzzTarget(target, { count = 20000, seed = 1 } = {}) {
  const rng = createRng(seedOf(target.name, seed));
  const failures = [];
  const t0 = performance.now();
  for (let i = 0; i < count && failures.length < MAX_FAILURES; i++) {
    const { kind, input } = makeInput(rng, i, target);
    const fail = (problem) => failures.push({ index: i, kind, input: shown(input), problem });
    let result;
    try {
      result = target.run(input);
      if (result !== null && typeof result === 'object' && typeof result.then === 'function') result = await result;
    } catch (error) {
      fail(`threw ${describe(error)}`);
      continue;
    }
    // Chunk-split invariance on every other input (half the cost, all kinds covered).
    if (target.chunked === undefined || i % 2 === 1) continue;
    const chunks = randomChunks(rng, input);
    try {
      let split = target.chunked(chunks);
      if (split !== null && typeof split === 'object' && typeof split.then === 'function') split = await split;
      if (!same(split, result)) fail(`chunked as ${chunks.map((c) => c.length).join('+')} gives another result`);
    } catch (error) {
      fail(`threw in chunks ${chunks.map((c) => c.length).join('+')}: ${describe(error)}`);
    }
  }
  return { failures, ms: performance.now() - t0 };
}
