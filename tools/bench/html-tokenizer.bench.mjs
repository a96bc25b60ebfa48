// @forgiving/html-tokenizer throughput against peers in the same process.
//   node --expose-gc bench/html-tokenizer.bench.mjs              corpus comparison
//   BENCH_QUICK=1 node --expose-gc bench/html-tokenizer.bench.mjs   quick pass
//   node --expose-gc bench/html-tokenizer.bench.mjs --stream-1gb    1 GB streamed, bounded memory
// Corpus: shared/bench-corpus/html/*. Equal work: every contender reads every
// document; each level runs in a fresh process (see corpusMode).
// Build first: `pnpm turbo run build` (the bench imports dist).
import { execFileSync } from 'node:child_process';
import { Tokenizer, createTokenizer, tokenize } from '@forgiving/html-tokenizer';
import { Tokenizer as Htmlparser2Tokenizer } from 'htmlparser2';
import * as parse5 from 'parse5';
import { compare, corpus, interleaved } from './harness.mjs';
import { htmlLowCallbacks as lowCallbacks, htmlNoopSink as noopSink, htmlparser2Callbacks } from './noop-callbacks.mjs';

const noop = () => {};
let sink = 0;

/** parse5's Tokenizer, keeping every token object it hands out (what `tokenize` returns). */
function parse5Tokens(text) {
  const tokens = [];
  const keep = (token) => void tokens.push(token);
  const handler = {
    onComment: keep,
    onDoctype: keep,
    onStartTag: keep,
    onEndTag: keep,
    onEof: noop,
    onCharacter: keep,
    onNullCharacter: keep,
    onWhitespaceCharacter: keep,
    onParseError: null,
  };
  const t = new parse5.Tokenizer({ sourceCodeLocationInfo: true }, handler);
  t.write(text, true);
  return tokens.length;
}

const contenders = {
  'forgiving tokenize (token objects)': (text) => {
    sink += tokenize(text).tokens.length;
  },
  'forgiving createTokenizer (sink, no-op)': (text) => {
    const t = createTokenizer({ sink: noopSink });
    t.end(text);
  },
  'forgiving Tokenizer (low level, no-op)': (text) => {
    const t = new Tokenizer(lowCallbacks);
    t.end(text);
  },
  'parse5 Tokenizer (token objects)': (text) => {
    sink += parse5Tokens(text);
  },
  'htmlparser2 Tokenizer (no-op callbacks)': (text) => {
    const t = new Htmlparser2Tokenizer({}, htmlparser2Callbacks);
    t.write(text);
    t.end();
  },
  'charCodeAt loop': (text) => {
    let h = 0;
    for (let i = 0; i < text.length; i++) h = (h + text.charCodeAt(i)) | 0;
    sink += h;
  },
};

const LEVELS = {
  /** tokenize vs parse5's Tokenizer collecting its token objects (goal >= 3x). */
  tokens: ['forgiving tokenize (token objects)', 'parse5 Tokenizer (token objects)', 3],
  /** the sink vs htmlparser2's Tokenizer with no-op callbacks (goal >= 1.3x). */
  sink: ['forgiving createTokenizer (sink, no-op)', 'htmlparser2 Tokenizer (no-op callbacks)', 1.3],
  /** the low-level layer vs a plain charCodeAt loop (goal >= 0.3x). */
  low: ['forgiving Tokenizer (low level, no-op)', 'charCodeAt loop', 0.3],
};

/**
 * Each pair runs in a fresh process: a call site that has seen several
 * callback shapes turns polymorphic and slows every one of them, while each
 * peer here only ever sees its own.
 */
function corpusMode() {
  for (const level of Object.keys(LEVELS)) {
    execFileSync(process.execPath, [...process.execArgv, import.meta.filename, `--level=${level}`], {
      stdio: 'inherit',
    });
  }
}

function runLevel(level) {
  const [mine, peer, goal] = LEVELS[level];
  const docs = corpus('html');
  const rows = compare(level, docs, { [mine]: contenders[mine], [peer]: contenders[peer] }, { baseline: mine });
  void rows;
  const cpu = interleaved(docs, { mine: contenders[mine], peer: contenders[peer] });
  console.log(`${mine} / ${peer}: ${(cpu.mine / cpu.peer).toFixed(2)}x (goal >= ${goal}x; interleaved CPU time)`);
}

/** 1 GB of the corpus through the sink in 64 kB chunks: RSS growth stays bounded. */
function stream1gb() {
  const docs = corpus('html');
  const t = createTokenizer({ sink: noopSink });
  const before = process.memoryUsage().rss;
  let fed = 0;
  let peak = before;
  const target = 1e9;
  while (fed < target) {
    for (const doc of docs) {
      for (let i = 0; i < doc.text.length; i += 65536) t.write(doc.text.slice(i, i + 65536));
      fed += doc.text.length;
      peak = Math.max(peak, process.memoryUsage().rss);
      if (fed >= target) break;
    }
  }
  t.end();
  console.log(
    `streamed ${(fed / 1e9).toFixed(2)} G chars; RSS growth ${((peak - before) / 1e6).toFixed(1)} MB (goal < 64 MB)`,
  );
}

const arg = process.argv.find((a) => a.startsWith('--level='));
if (process.argv.includes('--stream-1gb')) stream1gb();
else if (arg) runLevel(arg.slice('--level='.length));
else corpusMode();
void sink;
