// Memory per input byte of every public parsing API (issue #27 item 6): each
// (API, input) runs alone in a fresh Node process, which reports
// - peak: the process's highest resident set size (getrusage's maxRSS) above
//   its resident size just before the call, with the input already read;
// - retained: the heap (JS heap, external and array buffers) still in use
//   after a full collection while the result is held, above the same point.
// Both are divided by the input's UTF-8 length. Sizes, not times: the test
// (api-memory.test.ts) holds each API to a stated factor and to linear growth,
// `node tools/bench/api-memory.bench.mjs` prints the table
// (docs/benchmarks.md, "Hardening round 3: memory per input byte").
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const corpusRoot = join(here, '../../../shared/bench-corpus');

const noop = () => {};
/** An html-tokenizer sink that keeps nothing. */
const htmlSink = { text: noop, startTag: noop, endTag: noop, comment: noop, doctype: noop, error: noop, eof: noop };
const CHUNK = 65_536;
/** Writes `text` in 64 Ki chunks (a file or network stream's shape). */
function feed(stream, text) {
  for (let i = 0; i < text.length; i += CHUNK) stream.write(text.slice(i, i + CHUNK));
  return stream.end();
}

/**
 * The APIs measured: language, what each call keeps (its result), and the call.
 * Streaming APIs with callbacks that keep nothing measure the parser's own
 * working memory.
 */
export const APIS = {
  'html parseHtml': ['html', async (f, text) => f.parseHtml(text)],
  'html parseHtml positions': ['html', async (f, text) => f.parseHtml(text, { positions: true })],
  'html tokenizeHtml': ['html', async (f, text) => f.tokenizeHtml(text)],
  'html createHtmlTokenizer stream': ['html', async (f, text) => feed(f.createHtmlTokenizer({ sink: htmlSink }), text)],
  'html scanHtml spans': ['html', async (f, text) => f.scanHtml(text)],
  'xml parseXml': ['xml', async (f, text) => f.parseXml(text)],
  'xml parseXml positions': ['xml', async (f, text) => f.parseXml(text, { positions: true })],
  'xml createXmlParser stream': ['xml', async (f, text) => feed(f.createXmlParser({ onError: noop }), text)],
  'xml scanXml spans': ['xml', async (f, text) => f.scanXml(text)],
  'sky parseSky': ['sky', async (f, text) => f.parseSky(text, { context: 'application' })],
  'sky tokenizeSky': ['sky', async (f, text) => f.tokenizeSky(text, { context: 'application' })],
  'sky scanSky spans': ['sky', async (f, text) => f.scanSky(text, { context: 'application' })],
};

/** Whole corpus pages making one unit of input per language (about 1.5 MB each). */
const UNITS = {
  html: ['git-config.html', 'pg-bookindex.html', 'python-stdtypes.html'],
  xml: ['cldr-main-ru.xml', 'inkscape-symbolic-icons.svg.xml'],
};

/**
 * `repeat` copies of the language's unit: whole pages (a cut page could leave a
 * comment or script open and swallow the rest), so n copies are n times the
 * same work and the figures of two sizes compare.
 */
export function makeInput(language, repeat) {
  const folder = language === 'xml' ? 'xml' : 'html';
  const pages = UNITS[folder].map((name) => readFileSync(join(corpusRoot, folder, name), 'utf8'));
  // XML: the pages' declarations and doctypes would be misplaced inside one root.
  const unit = pages
    .map((page) =>
      folder === 'xml' ? page.replace(/^<\?xml[^>]*>/, '').replace(/<!DOCTYPE[^>[]*(\[[^\]]*\])?\s*>/, '') : page,
    )
    .join('\n');
  const body = unit.repeat(repeat);
  if (language === 'xml') return `<corpus>${body}</corpus>`;
  if (language === 'sky') return `#!mojo mojo:sky\n${body}`;
  return body;
}

/** Runs one API on one input file in a fresh process; returns bytes and the two figures. */
export function measure(api, file) {
  const out = execFileSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), api, file], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out);
}

/** `measure` for each number of units: writes the inputs to a temporary folder first. */
export function measureSizes(api, repeats) {
  const [language] = APIS[api];
  const dir = mkdtempSync(join(tmpdir(), 'forgiving-memory-'));
  try {
    return repeats.map((repeat) => {
      const file = join(dir, `${repeat}.txt`);
      writeFileSync(file, makeInput(language, repeat));
      return measure(api, file);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function child(api, file) {
  const forgiving = await import('forgiving');
  const [, run] = APIS[api];
  const text = readFileSync(file, 'utf8');
  const bytes = Buffer.byteLength(text);
  // Warm up on a small input: compiled code and module caches are not the input's.
  await run(forgiving, text.slice(0, 4096));
  globalThis.gc();
  const heap = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external + m.arrayBuffers;
  };
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = heap();
  const result = await run(forgiving, text);
  const peak = process.resourceUsage().maxRSS * 1024 - rssBefore;
  globalThis.gc();
  const retained = heap() - heapBefore;
  // Hold the result until after the measure.
  if (result === undefined) throw new Error(`${api} returned nothing`);
  process.stdout.write(JSON.stringify({ api, bytes, peak: Math.max(0, peak), retained: Math.max(0, retained) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await child(process.argv[2], process.argv[3]);
