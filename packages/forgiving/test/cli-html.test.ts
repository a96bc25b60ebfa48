// The CLI on HTML: every command on examples/page.html and broken.html, and
// control characters from the document printed escaped on every path.
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../src/index.ts';
import { runCli as run } from './helpers/run-cli.ts';

const PAGE = '../../examples/page.html';
const BROKEN = '../../examples/broken.html';
const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
// C0 (not tab / line breaks), DEL and C1 controls, raw in the output: never allowed.
const RAW_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001a\u001c-\u001f\u007f-\u009f]/;

describe('html: check', () => {
  it('a page without parse errors is ok (exit 0)', async () => {
    const result = await run(['check', PAGE]);
    expect(result).toMatchObject({ code: 0, stdout: `${PAGE}: ok (HTML)\n` });
  });
  it('parse errors from the tokenizer and tree construction, with frames, exit 1', async () => {
    const result = await run(['check', BROKEN]);
    expect(result.code).toBe(1);
    const codes = [...result.stdout.matchAll(/^\S+:(\d+):(\d+): (\S+)/gm)].map((m) => `${m[1]}:${m[2]} ${m[3]}`);
    expect(codes).toEqual([
      '3:21 misnested-tag',
      '4:25 unexpected-character-in-table',
      '5:11 duplicate-attribute',
      '5:28 missing-semicolon-after-character-reference',
      '7:1 eof-in-comment',
    ]);
    expect(result.stdout).toContain('> 5 | <p id=a id=b>duplicate &notit; attribute\n    |           ^\n');
    expect(result.stdout.endsWith(`${BROKEN}: 5 parse errors (HTML)\n`)).toBe(true);
  });
  it('detects HTML by <!DOCTYPE html>, by .html / .htm, by content; --lang html forces it', async () => {
    const sniffed = await run(['check', '-'], { input: '<div><p>x</div>' });
    expect(sniffed.code).toBe(1);
    expect(sniffed.stdout).toMatch(/^<stdin>:1:1: missing-doctype .*\n[\s\S]*<stdin>: 1 parse error \(HTML\)\n$/);
    const doctype = await run(['check', '-'], { input: '<!doctype html><title>x</title>' });
    expect(doctype).toMatchObject({ code: 0, stdout: '<stdin>: ok (HTML)\n' });
    const forced = await run(['check', '--lang', 'html', '-'], {
      input: '<?xml version="1.0"?><!DOCTYPE html><title>x</title>',
    });
    // `<?xml` stays a bogus comment (whatwg/html #12118: a disallowed processing instruction target).
    expect(forced.stdout).toContain('<stdin>:1:6: disallowed-processing-instruction-target');
  });
});

describe('html: tokens, tree, select, format, highlight', () => {
  it("tokens: the tokenizer's tokens with positions, errors in input order", async () => {
    const result = await run(['tokens', BROKEN]);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '1:1-1:16 doctype html',
      '1:16-2:1 text "\\n"',
      '2:1-2:8 startTag title',
      '2:8-2:19 text "Broken page"',
    ]);
    expect(result.stdout).toContain('5:11 error duplicate-attribute');
    expect(result.stdout).toContain('5:1-5:14 startTag p id="a"\n');
  });
  it('processing instructions (whatwg/html #12118): an instruction token, an instruction node in the tree', async () => {
    const tokens = await run(['tokens', '--lang', 'html', '-'], { input: '<!DOCTYPE html><?x y?>' });
    expect(tokens.stdout).toContain('1:16-1:23 instruction x "y"');
    const tree = await run(['tree', '--lang', 'html', '-'], { input: '<!DOCTYPE html><?x y?>' });
    expect(tree.stdout).toContain('instruction x "y"');
  });
  it('tree: the hast tree with attribute names and positions; --json is hast', async () => {
    const result = await run(['tree', PAGE]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('  element html lang="en"  2:1-20:8\n');
    expect(result.stdout).toContain('element label for="note"');
    expect(result.stdout).toContain('element svg viewBox="0 0 10 10"');
    const json = await run(['tree', '--json', PAGE]);
    const tree = JSON.parse(json.stdout);
    expect(tree.type).toBe('root');
    expect(tree.children[1].tagName).toBe('html');
  });
  it("select: HTML's rules (case-insensitive names, the type attribute's values), exit 1 without a match", async () => {
    const result = await run(['select', 'LI.item:nth-child(odd), [type=text]', PAGE]);
    expect(result).toMatchObject({
      code: 0,
      stdout: `${PAGE}:11:5: <li class="item">\n${PAGE}:13:5: <li class="item">\n${PAGE}:16:9: <input type="TEXT" name="note">\n`,
    });
    const svg = await run(['select', 'svg > rect[width]', PAGE]);
    expect(svg.stdout).toBe(`${PAGE}:17:28: <rect width="10" height="10">\n`);
    const none = await run(['select', 'template li', PAGE]);
    expect(none).toMatchObject({ code: 1, stdout: '', stderr: 'forgiving: no match for template li\n' });
    const inside = await run(['select', '--template-content', 'li', PAGE]);
    expect(inside.stdout.split('\n').filter(Boolean)).toHaveLength(4);
  });
  it('format: toHtml of the tree, which parses to the same tree; exit 1 with a note when there are parse errors', async () => {
    const page = await run(['format', PAGE]);
    expect(page.code).toBe(0);
    const strip = (value: unknown) => JSON.stringify(value, (key, v) => (key === 'position' ? undefined : v));
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { packageDir } = await import('./build-cli.ts');
    const original = parseHtml(readFileSync(join(packageDir, PAGE), 'utf8')).tree;
    expect(strip(parseHtml(page.stdout.replace(/\n$/, '')).tree)).toBe(strip(original));
    const broken = await run(['format', BROKEN]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('<p>One<b>bold<i>both</i></b><i>italic</i>');
    expect(broken.stderr).toContain('5 parse errors; wrote the tree the HTML Standard gives');
  });
  it('highlight: the exact source without colours; tags and references coloured with them', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { packageDir } = await import('./build-cli.ts');
    const plain = await run(['highlight', PAGE]);
    expect(plain.stdout).toBe(readFileSync(join(packageDir, PAGE), 'utf8'));
    const colored = await run(['highlight', '--color', BROKEN]);
    expect(stripAnsi(colored.stdout)).toBe(readFileSync(join(packageDir, BROKEN), 'utf8'));
    expect(colored.stdout).toContain('\x1b[34m\x1b[1mtitle\x1b[22m\x1b[39m');
  });
});

describe('html: control characters are printed escaped on every path', () => {
  const HOSTILE =
    '<!DOCTYPE html><p\u0001x=1 t\u0085="a\u009bb" id=z>\u001b[31mred\u0007<!--\u009b--><a\u007f></a\u007f>';
  for (const args of [['tokens'], ['tree'], ['tree', '--json'], ['check'], ['select', 'p, [id]'], ['format']]) {
    it(args.join(' '), async () => {
      const result = await run([...args, '-'], { input: HOSTILE });
      expect(result.stdout.length).toBeGreaterThan(0);
      // format writes the document back (its text is the user's own): only the other commands escape.
      if (args[0] === 'format') return;
      expect(RAW_CONTROL.test(result.stdout), result.stdout).toBe(false);
      expect(RAW_CONTROL.test(result.stderr), result.stderr).toBe(false);
    });
  }
});

describe('html: demo', () => {
  it('runs every command on page.html and broken.html; nested commands get their own options', async () => {
    const result = await run(['demo', '--examples', '../../examples']);
    expect(result.code).toBe(0);
    const dir = '../../examples';
    expect(result.stdout).toContain(`$ forgiving check ${dir}/page.html\n${dir}/page.html: ok (HTML)\n(exit code 0)`);
    expect(result.stdout).toContain(`$ forgiving check ${dir}/broken.html\n${dir}/broken.html:3:21: misnested-tag`);
    expect(result.stdout).toContain(`$ forgiving format ${dir}/page.html\n<!DOCTYPE html><html lang="en"><head>`);
    expect(result.stdout).toContain(
      `$ forgiving select 'LI.item:nth-child(odd), [type=text]' ${dir}/page.html\n${dir}/page.html:11:5: <li class="item">`,
    );
    // format --pretty inside the demo indents (the nested command's own --pretty).
    expect(result.stdout).toMatch(
      /\$ forgiving format --pretty \.\.\/\.\.\/examples\/broken\.xml\n<\?xml[^\n]*\n<!DOCTYPE catalog>\n<catalog>\n {2}<book/,
    );
    expect(result.stdout).toMatch(/page\.html: 2 \(first at 11:5\)/);
  });
});
