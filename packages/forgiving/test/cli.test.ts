// End to end: the built binary (test/global-setup.ts builds it into
// .tmp/cli-test/cli.js) run with node on fixture files.
import { execFile, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliPath, packageDir } from './build-cli.ts';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(
  args: string[],
  options: { input?: string; nodeArgs?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [...(options.nodeArgs ?? []), cliPath, ...args],
      {
        cwd: packageDir,
        env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', ...options.env },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ code, stdout, stderr });
      },
    );
    // A command that exits before reading its standard input closes the
    // pipe: writing to it then fails with EPIPE, which is not the test's concern.
    child.stdin?.on('error', () => {});
    child.stdin?.end(options.input ?? '');
  });
}

const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
const fixture = (name: string) => `test/fixtures/${name}`;

describe('usage and input errors (exit code 2)', () => {
  it('--help prints the usage', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: forgiving <command>');
  });
  it('bad arguments print one line and a hint, not the whole help', async () => {
    for (const args of [[], ['frobnicate'], ['tree'], ['highlight', 'a', 'b'], ['tree', 'x', '--lang', 'json']]) {
      const result = await run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(
        /^forgiving: .+\n(usage: forgiving \w+ .+; )?run 'forgiving --help' for every command and option\n$/,
      );
      expect(result.stderr).not.toContain('Usage: forgiving <command>');
    }
    const missing = await run(['select', 'p']);
    expect(missing.stderr).toBe(
      "forgiving: select: missing <file>\nusage: forgiving select [--text|--attr NAME|--html] [--format json] [options] <selector> <file|->...; run 'forgiving --help' for every command and option\n",
    );
  });
  it('an unreadable file is a helpful error', async () => {
    const missing = await run(['check', 'no/such/file.xml']);
    expect(missing).toMatchObject({ code: 2, stderr: 'forgiving: cannot read no/such/file.xml: no such file\n' });
    const directory = await run(['tree', 'test']);
    expect(directory).toMatchObject({ code: 2, stderr: 'forgiving: cannot read test: it is a directory\n' });
  });
  it('an invalid selector points at the problem', async () => {
    const result = await run(['select', 'p >', fixture('hello.sky')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^forgiving: invalid selector: .+\n {2}p >\n {2} *\^\n$/);
  });
});

describe('check', () => {
  it('a Sky application is ok (exit 0)', async () => {
    const result = await run(['check', fixture('hello.sky')]);
    expect(result).toMatchObject({ code: 0, stdout: 'test/fixtures/hello.sky: ok (Sky application)\n' });
  });
  it('a Sky module: context from the signature, or --context', async () => {
    expect((await run(['check', fixture('module.sky')])).stdout).toContain('ok (Sky module)');
    const forced = await run(['check', '--context', 'application', fixture('module.sky')]);
    expect(forced.code).toBe(1);
    expect(forced.stdout).toContain('test/fixtures/module.sky:1:1: not-sky not a Sky application');
  });
  it('not Sky: exit 1 with a code frame at 1:1', async () => {
    const result = await run(['check', fixture('not-sky.sky')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('test/fixtures/not-sky.sky:1:1: not-sky ');
    expect(result.stdout).toContain('> 1 | this is not sky\n    | ^\n  2 | <div>x</div>');
  });
  it('malformed XML: file:line:column: code message, frames, exit 1', async () => {
    const result = await run(['check', fixture('broken.xml')]);
    expect(result.code).toBe(1);
    const errors = result.stdout.split('\n').filter((line) => /^test\/fixtures\/broken\.xml:\d/.test(line));
    expect(errors.length).toBeGreaterThan(0);
    for (const line of errors) expect(line).toMatch(/^test\/fixtures\/broken\.xml:\d+:\d+: [a-z0-9-]+ \S/);
    expect(result.stdout).toMatch(/\n> +\d+ \| .*\n +\| +\^/);
    expect(result.stdout).toMatch(/test\/fixtures\/broken\.xml: \d+ errors? \(XML, not well-formed\)\n$/);
  });
  it('well-formed XML: exit 0', async () => {
    expect(await run(['check', fixture('ok.xml')])).toMatchObject({
      code: 0,
      stdout: 'test/fixtures/ok.xml: ok (XML)\n',
    });
  });
  it("Big5 input is read with the Standard's whole index (installBig5Index)", async () => {
    // 87 40 is pointer 942 of index Big5 (Hong Kong extensions): U+43F0,
    // which Node's own TextDecoder does not have (char-ref README, Spec notes).
    const dir = mkdtempSync(join(tmpdir(), 'forgiving-big5-'));
    try {
      const file = join(dir, 'hk.xml');
      const head = Buffer.from('<?xml version="1.0" encoding="big5"?><r>');
      writeFileSync(file, Buffer.concat([head, Buffer.from([0x87, 0x40]), Buffer.from('</r>')]));
      expect(await run(['check', file])).toMatchObject({ code: 0, stdout: `${file}: ok (XML)\n` });
      expect((await run(['tree', file])).stdout).toContain('\u43f0');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('reads standard input for -, and --lang forces the language', async () => {
    const sky = await run(['check', '-'], { input: '#!mojo mojo:sky\n<p>' });
    expect(sky).toMatchObject({ code: 0, stdout: '<stdin>: ok (Sky application)\n' });
    const forced = await run(['check', '--lang', 'sky', '-'], { input: '<p>not sky</p>' });
    expect(forced.code).toBe(1);
    expect(forced.stdout).toContain('<stdin>:1:1: not-sky');
    expect(forced.stdout).toContain('> 1 | <p>not sky</p>');
  });
});

describe('tokens, tree, select, highlight', () => {
  it('tokens: Sky tokens with positions', async () => {
    const result = await run(['tokens', fixture('hello.sky')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('2:1-2:47 startTag div id="greeting" class="box main" lang="en"\n');
    expect(result.stdout).toContain('3:3-3:6 startTag t\n3:6-3:13 text "Hello, "\n');
    expect(result.stdout).toContain('3:25-3:39 text " & friends"\n');
  });
  it('tokens: XML parser events with positions', async () => {
    const result = await run(['tokens', fixture('ok.xml')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\d+:\d+-\d+:\d+ openTag doc xml:lang="en"$/m);
    expect(result.stdout).toMatch(/^\d+:\d+-\d+:\d+ comment " a comment "$/m);
    expect(result.stdout).toMatch(/ closeTag doc$/m);
  });
  it('tree: outline with positions, and --json', async () => {
    const pretty = await run(['tree', fixture('hello.sky')]);
    expect(pretty.stdout).toMatch(
      /^#root {2}1:1-7:1\n {2}element div id="greeting" class="box main" lang="en" {2}2:1-6:7\n/,
    );
    expect(pretty.stdout).toContain('      text "world"  3:16-3:21\n');
    const json = await run(['tree', '--json', fixture('hello.sky')]);
    const tree = JSON.parse(json.stdout);
    expect(tree.type).toBe('root');
    expect(tree.children[0]).toMatchObject({
      type: 'element',
      name: 'div',
      position: { start: { line: 2, column: 1, offset: 16 } },
    });
  });
  it('tree of a non-Sky file: message and exit 1', async () => {
    const result = await run(['tree', fixture('not-sky.sky')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('not a Sky application');
  });
  it('select: one matching element per line with its position', async () => {
    const sky = await run(['select', 'div > p:not(.note)', fixture('hello.sky')]);
    expect(sky).toMatchObject({ code: 0, stdout: 'test/fixtures/hello.sky:5:3: <p>\n' });
    const lang = await run(['select', 'b:lang(en)', fixture('hello.sky')]);
    expect(lang.stdout).toBe('test/fixtures/hello.sky:3:13: <b>\n');
    // grep's convention: exit code 1 when nothing matches.
    const none = await run(['select', 'table', fixture('hello.sky')]);
    expect(none).toMatchObject({ code: 1, stdout: '', stderr: 'forgiving: no match for table\n' });
  });
  it('select on XML, Level 4 with --level 4', async () => {
    const result = await run(['select', 'book[id="b2"] > title', fixture('broken.xml')]);
    expect(result.stdout).toBe('test/fixtures/broken.xml:4:17: <title>\n');
    const ns = await run(['select', '--ns', 'x=urn:x', 'x|note, *|*[x|lang]', fixture('broken.xml')]);
    expect(ns.stdout).toBe(
      'test/fixtures/broken.xml:3:3: <book id="b1" x:lang="en">\ntest/fixtures/broken.xml:5:3: <x:note>\n',
    );
    expect((await run(['select', '--ns', 'bad', 'a', fixture('broken.xml')])).code).toBe(2);
    const level4 = await run(['select', '--level', '4', 'book:has(> title)', fixture('broken.xml')]);
    expect(level4.stdout.split('\n').filter(Boolean)).toHaveLength(2);
  });
  it('highlight: ANSI colours over the exact source', async () => {
    for (const name of ['hello.sky', 'broken.xml']) {
      const result = await run(['highlight', '--color', fixture(name)]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('\x1b[');
      const { readFileSync } = await import('node:fs');
      expect(stripAnsi(result.stdout)).toBe(readFileSync(join(packageDir, fixture(name)), 'utf8'));
    }
    const plain = await run(['highlight', fixture('hello.sky')]);
    expect(plain.stdout).not.toContain('\x1b[');
    // XML errors are marked in place with a red background (the `</wrong>` end tag).
    const marked = await run(['highlight', '--color', fixture('broken.xml')]);
    expect(marked.stdout).toContain('Two\x1b[41m<\x1b[49m');
  });
});

describe('several files (as xmllint), exit codes', () => {
  it('check: every file in turn; exit 1 when any is not well-formed', async () => {
    const all = await run(['check', fixture('ok.xml'), fixture('hello.sky')]);
    expect(all).toMatchObject({
      code: 0,
      stdout: 'test/fixtures/ok.xml: ok (XML)\ntest/fixtures/hello.sky: ok (Sky application)\n',
    });
    const one = await run(['check', fixture('ok.xml'), fixture('broken.xml'), fixture('hello.sky')]);
    expect(one.code).toBe(1);
    expect(one.stdout).toMatch(/^test\/fixtures\/ok\.xml: ok \(XML\)\n/);
    expect(one.stdout).toMatch(/\ntest\/fixtures\/broken\.xml: \d+ errors \(XML, not well-formed\)\n/);
    expect(one.stdout).toMatch(/test\/fixtures\/hello\.sky: ok \(Sky application\)\n$/);
  });
  it('an unreadable file among several: reported, the others still run, exit 2', async () => {
    const result = await run(['check', 'no/such.xml', fixture('ok.xml')]);
    expect(result).toMatchObject({
      code: 2,
      stdout: 'test/fixtures/ok.xml: ok (XML)\n',
      stderr: 'forgiving: cannot read no/such.xml: no such file\n',
    });
  });
  it('tokens and tree: a ==> name <== header per file; exit 1 for XML that is not well-formed', async () => {
    const tree = await run(['tree', fixture('ok.xml'), fixture('hello.sky')]);
    expect(tree.code).toBe(0);
    expect(tree.stdout).toMatch(/^==> test\/fixtures\/ok\.xml <==\n#root/);
    expect(tree.stdout).toContain('\n==> test/fixtures/hello.sky <==\n#root');
    expect((await run(['tree', fixture('broken.xml')])).code).toBe(1);
    expect((await run(['tree', fixture('ok.xml')])).code).toBe(0);
    const tokens = await run(['tokens', fixture('hello.sky'), fixture('broken.xml')]);
    expect(tokens.code).toBe(1);
    expect(tokens.stdout).toContain('==> test/fixtures/broken.xml <==\n');
    expect((await run(['tokens', fixture('ok.xml')])).code).toBe(0);
  });
  it('tree --json of several files: one JSON document per line, no headers', async () => {
    const result = await run(['tree', '--json', fixture('ok.xml'), fixture('hello.sky')]);
    const lines = result.stdout.split('\n').filter(Boolean);
    expect(lines.map((line) => JSON.parse(line).type)).toEqual(['root', 'root']);
  });
  it('select: matches of every file; exit 0 when any file matched, 1 when none did', async () => {
    const some = await run(['select', 'title', fixture('hello.sky'), fixture('broken.xml')]);
    expect(some).toMatchObject({ code: 0, stderr: '' });
    expect(some.stdout).toBe('test/fixtures/broken.xml:3:29: <title>\ntest/fixtures/broken.xml:4:17: <title>\n');
    const none = await run(['select', 'table', fixture('hello.sky'), fixture('broken.xml')]);
    expect(none).toMatchObject({ code: 1, stdout: '', stderr: 'forgiving: no match for table\n' });
  });
});

describe('format', () => {
  const { readFileSync } = require('node:fs') as typeof import('node:fs');
  it('XML: re-serialized with toXml; the result parses to the same tree', async () => {
    const { parseXml, toXml } = await import('../src/index.ts');
    const source = readFileSync(join(packageDir, fixture('ok.xml')), 'utf8');
    const result = await run(['format', fixture('ok.xml')]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(`${toXml(parseXml(source).tree)}\n`); // a final line break, tree-neutral (X10)
  });
  it('XML --pretty: element-only content indented, mixed content and xml:space="preserve" kept', async () => {
    const input = '<a><b>text <i>x</i></b><c><d/></c><p xml:space="preserve"><q/> <r/></p></a>';
    const result = await run(['format', '--pretty', '-'], { input });
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toBe(
      '<a>\n  <b>text <i>x</i></b>\n  <c>\n    <d></d>\n  </c>\n  <p xml:space="preserve"><q></q> <r></r></p>\n</a>\n',
    );
  });
  it('XML that is not well-formed: the recovered tree, a note on stderr, exit 1', async () => {
    const result = await run(['format', '-'], { input: '<a><b></a>' });
    expect(result).toMatchObject({ code: 1, stdout: '<a><b></b></a>\n' });
    expect(result.stderr).toMatch(/^<stdin>: not well-formed \(\d+ errors?\); wrote the recovered tree/);
  });
  it('Sky: toSky, and --pretty parses back to exactly the same tree (errata S21 drops the indentation)', async () => {
    const { parseSky } = await import('../src/index.ts');
    const source = readFileSync(join(packageDir, fixture('hello.sky')), 'utf8');
    const strip = (text: string) => JSON.stringify(parseSky(text, { context: 'application' }).tree);
    const plain = await run(['format', fixture('hello.sky')]);
    expect(plain.code).toBe(0);
    expect(strip(plain.stdout)).toBe(strip(source));
    const pretty = await run(['format', '--pretty', fixture('hello.sky')]);
    expect(pretty.code).toBe(0);
    expect(strip(pretty.stdout)).toBe(strip(source));
    expect(pretty.stdout).toMatch(/^#!mojo mojo:sky\n<div [^\n]*>\n {2}<t>/);
    const deep = await run(['format', '--pretty', '-'], { input: '#!mojo mojo:sky\n<a><b><c></c></b></a>' });
    expect(deep.stdout).toBe('#!mojo mojo:sky\n<a>\n  <b>\n    <c></c>\n  </b>\n</a>\n');
  });
  it('not Sky: message, nothing written, exit 1', async () => {
    const result = await run(['format', '--lang', 'sky', fixture('not-sky.sky')]);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('not a Sky application');
  });
  it('--pretty: no recursion on depth, indentation capped at 40 levels (a 50,000-deep document stays linear)', async () => {
    const input = '<a>'.repeat(50_000) + '</a>'.repeat(50_000);
    const result = await run(['format', '--pretty', '-'], { input });
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines).toHaveLength(100_000); // the innermost <a></a> is one line; a final newline
    expect(lines[40]).toBe(`${'  '.repeat(40)}<a>`);
    expect(lines[45_000]).toBe(`${'  '.repeat(40)}<a>`);
    expect(result.stdout.length).toBeLessThanOrEqual(100_000 * 85); // uncapped: about 2.5 GB
  });
});

describe('demo', () => {
  it('runs every command on the examples folder; missing files are skipped', async () => {
    const result = await run(['demo', '--examples', 'test/fixtures']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('(test/fixtures/app.sky is missing: skipped)');
    for (const command of ['tokens', 'tree', 'check', 'highlight'])
      for (const file of ['hello.sky', 'broken.xml'])
        expect(result.stdout).toContain(`$ forgiving ${command} test/fixtures/${file}\n`);
    expect(result.stdout).toContain('$ forgiving format --pretty test/fixtures/hello.sky\n#!mojo mojo:sky\n<div ');
    expect(result.stdout).toContain(
      "$ forgiving select 'p > em, t b, book > title' test/fixtures/broken.xml\ntest/fixtures/broken.xml:3:29: <title>\ntest/fixtures/broken.xml:4:17: <title>\n",
    );
    // Messages of nested commands stay next to their command.
    expect(result.stdout).toContain(
      "$ forgiving select ':root:nth-child(2)' test/fixtures/broken.xml\nforgiving: no match for :root:nth-child(2)\n(exit code 1)",
    );
    // selectors.txt: each selector parsed, then counted in each example.
    expect(result.stdout).toContain('# the selectors of test/fixtures/selectors.txt');
    expect(result.stdout).toMatch(
      /valid {4}p\.note {2}specificity \(0,1,1\)\n {9}hello\.sky: 1 \(first at 4:3\), broken\.xml: 0\n/,
    );
  });
  it('runs each Sky example with the demo host: imports, scripts and load in order (errata S22)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'forgiving-demo-'));
    try {
      writeFileSync(
        join(dir, 'app.sky'),
        '#!mojo mojo:sky\n<import src="a.sky" as="a"/><template><import src="b.sky"/></template><script>a()</script>\n',
      );
      const result = await run(['demo', '--examples', dir]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(
        'app.sky with a demo host (errata S22): imports, scripts and load, in order\n' +
          '  import "a.sky" as a\n  import "b.sky"\n  script (3 chars) with imports [a]\n  load\n',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('without an examples folder it says so', async () => {
    const result = await run(['demo', '--examples', 'no/such/dir']);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('no examples folder found');
  });
});

describe('large inputs stream in bounded memory', () => {
  let dir = '';
  const size = 16 * 1024 * 1024;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'forgiving-cli-'));
    const write = (name: string, head: string, unit: string, tail: string) =>
      new Promise<void>((resolve, reject) => {
        const out = createWriteStream(join(dir, name));
        out.on('error', reject);
        out.write(head);
        const block = unit.repeat(Math.ceil((1024 * 1024) / unit.length));
        for (let written = 0; written < size; written += block.length) out.write(block);
        out.end(tail, resolve);
      });
    await write('big.xml', '<root>\n', '<item n="1">text &amp; more</item>\n', '</root>\n');
    await write('big.sky', '#!mojo mojo:sky\n', '<item n="1">text &amp; more</item>\n', '');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A 16 MB file is at least 16 MB as a JS string: with a 10 MB heap only streaming can succeed.
  const small = ['--max-old-space-size=10'];
  it('check (XML and Sky)', async () => {
    const xml = await run(['check', join(dir, 'big.xml')], { nodeArgs: small });
    expect(xml).toMatchObject({ code: 0, stdout: `${join(dir, 'big.xml')}: ok (XML)\n` });
    const sky = await run(['check', join(dir, 'big.sky')], { nodeArgs: small });
    expect(sky).toMatchObject({ code: 0, stdout: `${join(dir, 'big.sky')}: ok (Sky application)\n` });
  });
  it('select with a streamable selector (XML)', async () => {
    const result = await run(['select', 'root > item:first-child[n="1"]', join(dir, 'big.xml')], { nodeArgs: small });
    expect(result).toMatchObject({ code: 0, stdout: `${join(dir, 'big.xml')}:2:1: <item n="1">\n` });
  });
  it('select with a streamable selector (Sky)', async () => {
    const result = await run(['select', ':root:first-child[n="1"]', join(dir, 'big.sky')], { nodeArgs: small });
    expect(result).toMatchObject({ code: 0, stdout: `${join(dir, 'big.sky')}:2:1: <item n="1">\n` });
  });
  it('tokens (output counted, not kept)', async () => {
    const child = spawn(process.execPath, [...small, cliPath, 'tokens', join(dir, 'big.sky')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let lines = 0;
    let tail = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      for (let i = chunk.indexOf('\n'); i >= 0; i = chunk.indexOf('\n', i + 1)) lines++;
      tail = (tail + chunk).slice(-200);
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    // Each unit is start tag, text, end tag, newline text.
    expect(lines).toBeGreaterThan((size / 36) * 3);
    expect(tail).toMatch(/endTag item\n\d+:\d+-\d+:1 text "\\n"\n$/);
  });
});

describe('select on Sky: streaming or tree, same answers as the library', () => {
  it('streamable and non-streamable selectors, templates included', async () => {
    const { readFileSync } = await import('node:fs');
    const { parse, selectAll } = await import('../src/index.ts');
    for (const name of ['template.sky', 'hello.sky']) {
      const doc = parse(readFileSync(join(packageDir, fixture(name))), { positions: true });
      const selectors = [
        '*',
        'p',
        'div > p ~ p',
        'p + *',
        ':root',
        'section p:first-child',
        '[lang|=fr]',
        'b:lang(fr)',
        'p:nth-of-type(2)',
        'p:last-child',
        ':empty',
      ];
      const results = await Promise.all(selectors.map((selector) => run(['select', selector, fixture(name)])));
      selectors.forEach((selector, i) => {
        const expected = selectAll(doc, selector).map(
          (e) =>
            `test/fixtures/${name}:${e.position!.start.line}:${e.position!.start.column}: <${(e as { name: string }).name}`,
        );
        expect(
          results[i]!.stdout.split('\n')
            .filter(Boolean)
            .map((line) => line.replace(/[ >].*$/, '')),
          `${name} ${selector}`,
        ).toEqual(expected.map((line) => line.replace(/ <.*$/, '')));
      });
    }
  });
});

describe('select on XML: streaming or skeleton tree, same answers as the library on the full tree', () => {
  it('streamable and non-streamable selectors', async () => {
    const { readFileSync } = await import('node:fs');
    const { parse, selectAll } = await import('../src/index.ts');
    const text = readFileSync(join(packageDir, fixture('broken.xml')), 'utf8');
    const doc = parse(text, { positions: true });
    // The first three stream; the others need the tree (end-dependent pseudo-classes, :has).
    for (const selector of [
      '*',
      'book ~ * > title',
      '[id]:first-child',
      ':empty',
      'title:last-child',
      'book:only-of-type',
    ]) {
      const expected = selectAll(doc, selector).map(
        (e) =>
          `test/fixtures/broken.xml:${e.position!.start.line}:${e.position!.start.column}: <${(e as { name: string }).name}`,
      );
      const result = await run(['select', selector, fixture('broken.xml')]);
      expect(
        result.stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => line.replace(/[ >].*$/, '')),
        selector,
      ).toEqual(expected.map((line) => line.replace(/[ >].*$/, '')));
      expect(
        result.stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split(' ')[1]!.replace('>', '')),
      ).toEqual(expected.map((line) => line.split(' ')[1]));
    }
  });
});
