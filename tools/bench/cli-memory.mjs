#!/usr/bin/env node
// Peak memory of every `forgiving` CLI command per input byte (issue 27 item
// 6, issue 28): each command runs in its own process on generated HTML, XML
// and Sky inputs of two sizes (default 10 and 40 MB), output to /dev/null;
// the child reports its peak resident set size (process.resourceUsage().maxRSS,
// the figure `/usr/bin/time -v` prints) when it exits. Printed per command
// and language: the peak at each size, the peak per input byte at the larger
// size, and the growth per added byte between the two sizes (about 0 when
// the command streams: its memory does not follow the input).
//
//   node tools/bench/cli-memory.mjs            # 10 and 40 MB
//   node tools/bench/cli-memory.mjs 2 8        # other sizes, in MB
//   CLI_MEMORY_COMMANDS=check,highlight FORGIVING_CLI=/path/to/old/dist/cli.js node tools/bench/cli-memory.mjs
//
// Needs the built CLI (packages/forgiving/dist/cli.js). Results go in
// docs/benchmarks.md, "Hardening round 3: CLI memory".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// FORGIVING_CLI: another build to compare (the main checkout's, for before/after figures).
const cli =
  process.env.FORGIVING_CLI ?? fileURLToPath(new URL('../../packages/forgiving/dist/cli.js', import.meta.url));
const sizes = (process.argv.length > 2 ? process.argv.slice(2).map(Number) : [10, 40]).map((mb) => mb * 1024 * 1024);
const REPORT =
  'data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxrss="+process.resourceUsage().maxRSS+"\\n"))';

/** A document of about `bytes` bytes: a realistic mix of markup, text and references. */
function generate(language, bytes) {
  const unit = {
    html: '<div class="item" id="i"><p>Fish &amp; chips, <a href="/menu?x=1">the menu</a> and <b>more</b>.</p><img src="a.png" alt=""></div>\n',
    xml: '<item id="i" kind="a"><name>Fish &amp; chips</name><link href="/menu?x=1">the menu</link><empty/></item>\n',
    sky: '<div class="item" id="i"><p>Fish &amp; chips, <a href="/menu">the menu</a> and <b>more</b>.</p></div>\n',
  }[language];
  const head = { html: '<!DOCTYPE html><title>t</title>\n', xml: '<list>\n', sky: '#!mojo mojo:sky\n' }[language];
  const tail = { html: '', xml: '</list>\n', sky: '' }[language];
  return head + unit.repeat(Math.ceil((bytes - head.length - tail.length) / unit.length)) + tail;
}

const commands = [
  ['check'],
  ['tokens'],
  ['highlight', '--color'],
  ['select', 'p'], // decided at the start tag: streams for XML and Sky
  ['select', ':last-child'], // needs the tree
  ['tree'],
  ['format'],
];

// CLI_MEMORY_COMMANDS=check,highlight: only those commands.
const only = process.env.CLI_MEMORY_COMMANDS?.split(',');
const chosen = only === undefined ? commands : commands.filter(([name]) => only.includes(name));

function peak(args) {
  const result = spawnSync(process.execPath, ['--import', REPORT, cli, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const match = /maxrss=(\d+)/.exec(result.stderr ?? '');
  if (match === null) return { kb: Number.NaN, note: (result.stderr ?? '').trim().split('\n')[0] };
  const note = /file too large/.test(result.stderr) ? 'refused: too large' : '';
  return { kb: Number(match[1]), note };
}

const dir = mkdtempSync(join(tmpdir(), 'forgiving-cli-memory-'));
try {
  const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
  console.log(
    `| command | language | ${sizes.map((s) => `peak at ${s / 2 ** 20} MB`).join(' | ')} | peak / input | growth per byte |`,
  );
  console.log(`|---|---|${sizes.map(() => '---:').join('|')}|---:|---:|`);
  for (const language of ['html', 'xml', 'sky']) {
    const files = sizes.map((size) => {
      const path = join(dir, `input-${size}.${language}`);
      writeFileSync(path, generate(language, size));
      return path;
    });
    for (const command of chosen) {
      const peaks = files.map((path) => peak([...command, path]));
      const first = peaks[0].kb * 1024;
      const last = peaks[peaks.length - 1].kb * 1024;
      const perByte = last / sizes[sizes.length - 1];
      const growth = (last - first) / (sizes[sizes.length - 1] - sizes[0]);
      const notes = peaks.map((p) => p.note).filter((n) => n !== '');
      console.log(
        `| ${command.join(' ')} | ${language} | ${peaks.map((p) => mb(p.kb)).join(' | ')} | ${perByte.toFixed(2)} | ${growth.toFixed(2)}${notes.length > 0 ? ` (${notes[0]})` : ''} |`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
