// Issue 13, item 10: terminal escape injection through the CLI. Every command
// run in process on Sky and XML files that carry ESC[2J, an OSC 52 clipboard
// write, an OSC 8 link and a C1 CSI (U+009B) in element names, attribute
// values and text; with and without colours. The output may hold no control
// character but tab and line feed, apart from the CLI's own colour codes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeControls, quoted, safeOutput } from '../src/cli/escape.ts';
import { main } from '../src/cli/main.ts';

const CLEAR = '\x1b[2J';
const CLIPBOARD = '\x1b]52;c;cm0gLXJmIH4=\x07';
const LINK = '\x1b]8;;https://evil.example/\x1b\\click\x1b]8;;\x1b\\';
const CSI = '\x9b2J';
const BAD = [CLEAR, CLIPBOARD, LINK, CSI];

const dir = mkdtempSync(join(tmpdir(), 'forgiving-escape-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const names = BAD.map((bad, i) => `e${i}${bad}`);
const body = BAD.map((bad, i) => `<${names[i]} a${i}${bad}="v${bad}">t${bad}</${names[i]}>`).join('');
const sky = file('hostile.sky', `#!mojo mojo:sky\n<p>${body}</p>\n<!-- ${CLEAR} -->`);
const xml = file(
  'hostile.xml',
  `<?pi ${CLEAR}?><!DOCTYPE r SYSTEM "${CSI}"><r>${body}<![CDATA[${CLIPBOARD}]]><!-- ${LINK} -->\x00</r>`,
);
const evilName = file(`name${CSI}.xml`, '<r/>');

async function run(argv: string[]): Promise<string> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let text = '';
  stdout.on('data', (d) => (text += d));
  stderr.on('data', (d) => (text += d));
  await main(argv, { stdin: new PassThrough(), stdout, stderr, env: {} });
  return text;
}

/** The CLI's own SGR colour codes are the only escapes allowed. */
const OWN_COLOURS = /\x1b\[(?:\d+)m/g;
const FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const commands: string[][] = [
  ['check'],
  ['tree'],
  ['tree', '--json'],
  ['tokens'],
  ['highlight'],
  ['select', '*'],
  ['select', '*:last-child'],
];

describe('item 10: every CLI output path escapes C0 and C1 controls', () => {
  for (const [language, path] of [
    ['Sky', sky],
    ['XML', xml],
  ] as const) {
    for (const command of commands) {
      for (const colour of ['--color', '--no-color']) {
        it(`${command.join(' ')} ${colour} on ${language}: ESC[2J, OSC 52, OSC 8 and C1 CSI in names, values and text are escaped`, async () => {
          const out = await run([...command, path, colour]);
          const plain = out.replace(OWN_COLOURS, '');
          expect(FORBIDDEN.exec(plain)?.[0]).toBeUndefined();
          if (colour === '--no-color') expect(out).not.toMatch(/\x1b/);
          // The escapes are there, visible (check on valid Sky prints no document text at all).
          if (!(command[0] === 'check' && language === 'Sky')) expect(out).toMatch(/\\u001b|\\u009b/);
        });
      }
    }
  }
  it('demo on an examples folder whose documents, imports, scripts and selectors carry controls: escaped', async () => {
    const examples = join(dir, 'examples');
    mkdirSync(examples);
    writeFileSync(join(examples, 'hello.sky'), `#!mojo mojo:sky\n<p${CLEAR}>${LINK}</p>`);
    writeFileSync(
      join(examples, 'app.sky'),
      `#!mojo mojo:sky\n<import src="${CSI}.sky" as="m${CLIPBOARD}"><script>${CLEAR}</script>`,
    );
    writeFileSync(join(examples, 'broken.xml'), `<r${CSI}><a b="${LINK}">${CLEAR}</r>`);
    writeFileSync(join(examples, 'selectors.txt'), `p${CLEAR}\n[a="${CSI}"]\n:is(${LINK}\n`);
    for (const colour of ['--color', '--no-color']) {
      const out = await run(['demo', '--examples', examples, colour]);
      expect(FORBIDDEN.exec(out.replace(OWN_COLOURS, ''))?.[0]).toBeUndefined();
      expect(out).toContain('\\u001b');
    }
  });
  it('format: escaped on a terminal; to a file or pipe the document is data and stays exact', async () => {
    for (const path of [sky, xml]) {
      const stdout = Object.assign(new PassThrough(), { isTTY: true });
      let shown = '';
      stdout.on('data', (d) => (shown += d));
      await main(['format', path, '--no-color'], {
        stdin: new PassThrough(),
        stdout,
        stderr: new PassThrough(),
        env: {},
      });
      expect(FORBIDDEN.exec(shown)?.[0]).toBeUndefined();
      expect(shown).toContain('\\u001b');
      expect(await run(['format', path, '--no-color'])).toContain('\x1b[2J');
    }
  });
  it('file names with controls are escaped too (check, select, not-Sky message, read error)', async () => {
    for (const argv of [
      ['check', evilName],
      ['select', 'r', evilName],
      ['tree', evilName, '--lang', 'sky'],
      ['check', join(dir, `missing${CLEAR}.xml`)],
    ]) {
      const out = await run([...argv, '--no-color']);
      expect(FORBIDDEN.exec(out)?.[0], argv.join(' ')).toBeUndefined();
      expect(out).toContain('\\u00');
    }
  });
  it('issue 27 item 4: a hostile file name (OSC title, BEL) is escaped by every command, in headers and read errors', async () => {
    const title = '\x1b]0;PWN\x07';
    const hostile = {
      html: file(`h${title}.html`, '<!DOCTYPE html><p>x'),
      xml: file(`x${title}.xml`, '<r><a/></r>'),
      sky: file(`s${title}.sky`, '#!mojo mojo:sky\n<p>x</p>'),
    };
    const missing = join(dir, `missing${title}.html`);
    for (const path of Object.values(hostile)) {
      for (const argv of [
        ['check', missing, path],
        ['tokens', path, path],
        ['tree', path, path],
        ['tree', '--json', path, path],
        ['format', path, path],
        ['select', '*', path, missing],
        ['highlight', path],
        ['check', '--format', 'json', path],
        ['select', '--format', 'json', '*', path],
      ]) {
        for (const colour of ['--color', '--no-color']) {
          const out = await run([...argv, colour]);
          expect(FORBIDDEN.exec(out.replace(OWN_COLOURS, ''))?.[0], argv.join(' ')).toBeUndefined();
        }
      }
    }
    // The headers of several files name each one, escaped.
    expect(await run(['tokens', hostile.xml, hostile.xml, '--no-color'])).toContain('==> ');
    expect(await run(['tokens', hostile.xml, hostile.xml, '--no-color'])).toContain('\\u001b]0;PWN\\u0007');
    expect(await run(['check', missing, hostile.xml, '--no-color'])).toContain('missing\\u001b]0;PWN\\u0007.html');
  });
  it("safeOutput: controls escaped, layout and the CLI's own colour codes kept, idempotent", () => {
    expect(safeOutput('\x1b[31ma\x1b[39m\x1b]0;x\x07\tb\r\nc\rd')).toBe(
      '\x1b[31ma\x1b[39m\\u001b]0;x\\u0007\tb\r\nc\\u000dd',
    );
    expect(safeOutput(safeOutput('\x9b2J\x1b[2J'))).toBe('\\u009b2J\\u001b[2J');
  });
  it('an invalid selector with controls: escaped, caret under the escaped text', async () => {
    const out = await run(['select', `${CLEAR} >`, xml, '--no-color']);
    expect(FORBIDDEN.exec(out)?.[0]).toBeUndefined();
    expect(out).toContain('\\u001b[2J >');
  });
  it('escapeControls: C0, DEL and C1 as \\u00XX; keepLayout keeps tab, LF and CR LF only', () => {
    expect(escapeControls('a\x1b[2Jb\x7f\x9b\x85')).toBe('a\\u001b[2Jb\\u007f\\u009b\\u0085');
    expect(escapeControls('a\tb\nc\r\nd\re', true)).toBe('a\tb\nc\r\nd\\u000de');
    expect(escapeControls('a\tb\n')).toBe('a\\u0009b\\u000a');
    expect(escapeControls('plain é ü')).toBe('plain é ü');
    expect(JSON.parse(quoted('x\x9by\x1b'))).toBe('x\x9by\x1b');
  });
});
