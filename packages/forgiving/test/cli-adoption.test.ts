// Issue 28 (adoption): what users of linters and xmllint expect from the CLI.
// In process through main() with in-memory streams (the real commands, no mock).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMain } from './helpers/main-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'forgiving-adoption-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const cli = (argv: string[]) => runMain(argv);

describe('issue 28 item 6: --help and --namespaces', () => {
  it('--help says every command reads HTML too (tokens and format are not Sky/XML only)', async () => {
    const { stdout } = await cli(['--help']);
    expect(stdout).toContain('Every command reads Sky, XML and HTML');
    expect(stdout).toMatch(/tokens <file\|->\.\.\. +print the tokens \(Sky, HTML\)/);
    expect(stdout).toContain('toXml / toSky / toHtml');
    expect(stdout).toContain('--namespaces');
  });
  it('check --namespaces reports an unbound prefix (as xmllint does); without it the document is well-formed', async () => {
    const path = file('prefix.xml', '<p:a/>');
    const plain = await cli(['check', path, '--no-color']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain(': ok (XML)');
    const checked = await cli(['check', '--namespaces', path, '--no-color']);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/prefix\.xml:1:\d+: \S+ .*p/);
    expect(checked.stdout).toContain('(XML, namespaces, not well-formed)');
    const bound = file('bound.xml', '<p:a xmlns:p="urn:x"/>');
    expect((await cli(['check', '--namespaces', bound, '--no-color'])).code).toBe(0);
  });
});

describe('issue 28 item 5: check --format json (JSON Lines, one object per file)', () => {
  it('every error with its whole position; one line per file; exit codes as in text', async () => {
    const broken = file('broken.xml', '<r>\n<a></r>');
    const ok = file('ok.xml', '<r/>');
    const page = file('page.html', '<p>x');
    const { code, stdout } = await cli(['check', '--format', 'json', broken, ok, page]);
    expect(code).toBe(1);
    const lines = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => [l.file, l.language, l.ok])).toEqual([
      [broken, 'xml', false],
      [ok, 'xml', true],
      [page, 'html', false],
    ]);
    for (const { errors } of lines)
      for (const error of errors)
        expect(Object.keys(error)).toEqual([
          'code',
          'message',
          'line',
          'column',
          'endLine',
          'endColumn',
          'offset',
          'endOffset',
        ]);
    expect(lines[1].errors).toEqual([]);
    expect(lines[2].errors.map((e: { code: string }) => e.code)).toContain('missing-doctype');
    // The text output counts the same errors.
    const text = await cli(['check', broken, '--no-color']);
    expect(text.stdout).toContain(`${lines[0].errors.length} error`);
  });
  it('--json is the same as --format json; a file name with controls is data in JSON (escaped only as JSON escapes)', async () => {
    const named = file('n\u009b.xml', '<r/>');
    const a = await cli(['check', '--json', named]);
    const b = await cli(['check', '--format=json', named]);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout).file).toBe(named);
  });
  it('a Sky document that is not Sky: one error, not-sky', async () => {
    const path = file('x.sky', 'no signature');
    const { code, stdout } = await cli(['check', '--format', 'json', path]);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({ language: 'sky', ok: false, errors: [{ line: 1, column: 1 }] });
  });
});

describe('issue 28 item 5: select prints what users ask for', () => {
  const xml = file('books.xml', '<lib><book id="1" lang="en">Fish &amp; <b>chips</b></book><book id="2"/></lib>');
  const html = file(
    'select-page.html',
    '<!DOCTYPE html><title>Fish &amp; chips</title><p class="a b">One <b>two</b></p><svg><circle r="1"/></svg>',
  );
  const sky = file('app.sky', '#!mojo mojo:sky\n<p a="1">x &amp; <b>y</b></p>');
  it('--text: the text content of each match (XML, HTML, Sky)', async () => {
    expect((await cli(['select', '--text', 'book', xml])).stdout).toBe('Fish & chips\n\n');
    expect((await cli(['select', '--text', 'title, p', html])).stdout).toBe('Fish & chips\nOne two\n');
    expect((await cli(['select', '--text', 'p', sky])).stdout).toBe('x & y\n');
  });
  it('--attr NAME: the value; matches without it print nothing but still count', async () => {
    expect((await cli(['select', '--attr', 'lang', 'book', xml])).stdout).toBe('en\n');
    expect((await cli(['select', '--attr', 'class', 'p', html])).stdout).toBe('a b\n');
    const none = await cli(['select', '--attr', 'nope', 'book', xml]);
    expect(none).toMatchObject({ code: 0, stdout: '' });
  });
  it('--html: the outer markup by the language serializer (toXml, toHtml with the foreign namespace, toSky)', async () => {
    expect((await cli(['select', '--html', 'book', xml])).stdout).toBe(
      '<book id="1" lang="en">Fish &amp; <b>chips</b></book>\n<book id="2"></book>\n',
    );
    expect((await cli(['select', '--html', 'p, circle', html])).stdout).toBe(
      '<p class="a b">One <b>two</b></p>\n<circle r="1"></circle>\n',
    );
    expect((await cli(['select', '--html', 'b', sky])).stdout).toBe('<b>y</b>\n');
  });
  it('--format json: one object per file with each match, its position and what was asked', async () => {
    const { stdout } = await cli(['select', '--format', 'json', '--text', '--attr', 'id', 'book', xml, html]);
    const [books, page] = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(books).toEqual({
      file: xml,
      language: 'xml',
      matches: [
        {
          name: 'book',
          attributes: { id: '1', lang: 'en' },
          line: 1,
          column: 6,
          offset: 5,
          text: 'Fish & chips',
          attribute: '1',
        },
        { name: 'book', attributes: { id: '2' }, line: 1, column: 59, offset: 58, text: '', attribute: '2' },
      ],
    });
    expect(page).toEqual({ file: html, language: 'html', matches: [] });
    // Streamed matching (a selector decided at the start tag) gives the same positions.
    const streamed = await cli(['select', '--format', 'json', 'book', xml]);
    expect(JSON.parse(streamed.stdout).matches.map((m: { offset: number }) => m.offset)).toEqual([5, 58]);
  });
  it('text output stays escaped; choosing two outputs without JSON is a usage error', async () => {
    const hostile = file('h.xml', '<r a="\u001b[2J">t\u001b]0;x\u0007</r>');
    expect((await cli(['select', '--text', 'r', hostile])).stdout).toBe('t\\u001b]0;x\\u0007\n');
    expect((await cli(['select', '--attr', 'a', 'r', hostile])).stdout).toBe('\\u001b[2J\n');
    const json = await cli(['select', '--format', 'json', '--text', 'r', hostile]);
    expect(JSON.parse(json.stdout).matches[0].text).toBe('t\u001b]0;x\u0007');
    const both = await cli(['select', '--text', '--html', 'r', hostile]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('choose one of --text, --attr and --html');
  });
});
