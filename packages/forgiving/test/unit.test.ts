import { describe, expect, it } from 'vitest';
import { createSkyTokenizer, detectLanguage, parse } from '../src/index.ts';
import type { SkyTokenSink } from '../src/index.ts';
import { parseArgs, UsageError } from '../src/cli/args.ts';
import { colorEnabled, painter } from '../src/cli/ansi.ts';
import { FrameLines, windowedCodeFrame } from '../src/cli/frame.ts';
import { jsonPieces, treeLines } from '../src/cli/print-tree.ts';
import { createProgress, PROGRESS_THRESHOLD } from '../src/cli/progress.ts';
import { deepSky, skyElement, skyRoot, skyText } from './helpers/trees.ts';

describe('detectLanguage', () => {
  it('Sky signatures name the context (errata S4)', () => {
    expect(detectLanguage('#!mojo mojo:sky\n<a>')).toEqual({
      language: 'sky',
      context: 'application',
      reason: 'signature',
    });
    expect(detectLanguage('SKY MODULE <a>')).toEqual({ language: 'sky', context: 'module', reason: 'signature' });
  });
  it('a UTF-8 BOM before the signature is skipped (errata S1)', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('SKY MODULE\n')]);
    expect(detectLanguage(bytes).language).toBe('sky');
    expect(detectLanguage('\ufeff#!mojo mojo:sky ').language).toBe('sky');
  });
  it('XML declaration, then extension, then first tag', () => {
    expect(detectLanguage('<?xml version="1.0"?><a/>', 'x.sky').reason).toBe('xml-declaration');
    expect(detectLanguage('<a/>', 'page.sky')).toEqual({
      language: 'sky',
      context: 'application',
      reason: 'extension',
    });
    expect(detectLanguage('hello', 'icon.SVG')).toEqual({ language: 'xml', reason: 'extension' });
    expect(detectLanguage('  <a/>')).toEqual({ language: 'xml', reason: 'first-tag' });
    expect(detectLanguage('plain')).toEqual({ language: 'xml', reason: 'default' });
  });
  it('UTF-16 byte order marks mean XML (Sky is UTF-8 only)', () => {
    expect(detectLanguage(new Uint8Array([0xff, 0xfe, 0x3c, 0]))).toEqual({
      language: 'xml',
      reason: 'xml-declaration',
    });
  });
});

describe('parse', () => {
  it('tags the result with its language', () => {
    const sky = parse('#!mojo mojo:sky\n<a>');
    expect(sky.language).toBe('sky');
    const xml = parse('<a/>');
    expect(xml.language).toBe('xml');
    expect(xml.tree?.type).toBe('root');
  });
  it('a failed Sky signature is a not-sky error at 1:1 with a null tree', () => {
    const result = parse('<a>', { language: 'sky' });
    expect(result).toMatchObject({ language: 'sky', isSky: false, tree: null, ok: false });
    expect(result.errors).toEqual([expect.objectContaining({ code: 'not-sky', line: 1, column: 1, offset: 0 })]);
  });
  it('--context overrides the detected context', () => {
    const result = parse('#!mojo mojo:sky\n<a>', { context: 'module' });
    expect(result).toMatchObject({ language: 'sky', context: 'module', isSky: false });
  });
});

describe('cli arguments', () => {
  it('commands, operands and options', () => {
    expect(parseArgs(['select', '--level=4', 'a > b', '-', '--lang', 'xml'])).toEqual({
      kind: 'run',
      invocation: {
        command: 'select',
        operands: ['a > b', '-'],
        options: {
          json: false,
          templateContent: false,
          pretty: false,
          checkNamespaces: false,
          format: 'text',
          text: false,
          html: false,
          level: 4,
          lang: 'xml',
        },
      },
    });
    expect(parseArgs(['check', 'a', 'b', 'c'])).toMatchObject({
      invocation: { command: 'check', operands: ['a', 'b', 'c'] },
    });
    expect(parseArgs(['format', '--pretty', 'a'])).toMatchObject({
      invocation: { command: 'format', options: { pretty: true } },
    });
    expect(parseArgs(['tree', '--json', '--', '--odd-name'])).toMatchObject({
      invocation: { operands: ['--odd-name'] },
    });
    expect(parseArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseArgs(['select', '--ns', 'a=urn:a', '--ns=b=urn:b=x', '--default-ns', 'urn:d', 's', 'f'])).toMatchObject(
      {
        invocation: { options: { namespaces: { a: 'urn:a', b: 'urn:b=x' }, defaultNamespace: 'urn:d' } },
      },
    );
  });
  it('bad arguments are usage errors', () => {
    for (const argv of [
      [],
      ['nope'],
      ['tree'],
      ['highlight', 'a', 'b'],
      ['select', 's'],
      ['format', '--pretty=1', 'a'],
      ['tree', 'a', '--lang', 'json'],
      ['tree', 'a', '--bogus'],
      ['check', 'a', '--json=1'],
      ['check', 'a', '--lang'],
      ['select', '--ns', 'nouri', 's', 'f'],
    ])
      expect(() => parseArgs(argv), argv.join(' ')).toThrow(UsageError);
  });
});

describe('ansi', () => {
  it('paints only when enabled; NO_COLOR and FORCE_COLOR are honoured', () => {
    expect(painter(false)('red', 'x')).toBe('x');
    expect(painter(true)(['red', 'bold'], 'x')).toBe('\x1b[31m\x1b[1mx\x1b[22m\x1b[39m');
    expect(colorEnabled(undefined, true, { NO_COLOR: '1' })).toBe(false);
    expect(colorEnabled(undefined, false, { FORCE_COLOR: '1' })).toBe(true);
    expect(colorEnabled(true, false, {})).toBe(true);
  });
});

describe('code frames', () => {
  const error = { code: 'x', message: 'm', line: 2, column: 3, offset: 0, endOffset: 0, endLine: 2, endColumn: 3 };
  it('shows the line, its neighbours and a caret, from any chunking', () => {
    const text = 'first\r\nse\tcond\nthird\nfourth';
    for (const size of [1, 4, 100]) {
      const lines = new FrameLines([error]);
      for (let i = 0; i < text.length; i += size) lines.write(text.slice(i, i + size));
      lines.end();
      expect(windowedCodeFrame(error, lines, painter(false))).toBe(
        '  1 | first\n> 2 | se cond\n    |   ^\n  3 | third',
      );
    }
  });
  it('errors that share a context line collect it once', () => {
    const errors = [
      { ...error, line: 1, column: 1 },
      { ...error, line: 3, column: 1 },
    ];
    const lines = new FrameLines(errors);
    lines.write('a\nshared\nc\n');
    lines.end();
    expect(windowedCodeFrame(errors[0]!, lines, painter(false))).toBe('> 1 | a\n    | ^\n  2 | shared');
    expect(windowedCodeFrame(errors[1]!, lines, painter(false))).toBe('  2 | shared\n> 3 | c\n    | ^\n  4 | ');
  });
  it('long lines are cut to a window around the column', () => {
    const far = { ...error, line: 1, column: 4995 };
    const lines = new FrameLines([far]);
    lines.write('x'.repeat(4990) + 'ERROR' + 'y'.repeat(10_000));
    lines.end();
    const [line, caret] = windowedCodeFrame(far, lines, painter(false)).split('\n');
    expect(line).toMatch(/^> 1 \| …x+ERRORy+…$/);
    expect(caret!.indexOf('^')).toBe(line!.indexOf('ERROR') + 4);
  });
});

describe('tree printing', () => {
  it('JSON pieces equal JSON.stringify', () => {
    const tree = skyRoot(skyElement('a', { x: '1', y: '"' }, [skyText('t\n'), skyElement('b')]));
    expect([...jsonPieces(tree)].join('')).toBe(JSON.stringify(tree));
    expect([...jsonPieces([1, null, 'x', { a: undefined, b: [] }])].join('')).toBe(
      JSON.stringify([1, null, 'x', { b: [] }]),
    );
    expect([...jsonPieces(5)].join('')).toBe('5');
  });
  it('deep trees print without recursion (JSON: 2·10^5 levels, outline: 10^6)', () => {
    // The built-in JSON.stringify overflows the stack after ~10^4 levels.
    let length = 0;
    for (const piece of jsonPieces(deepSky(200_000).root)) length += piece.length;
    expect(length).toBeGreaterThan(200_000 * 40);
    const { root } = deepSky(1_000_000);
    let lines = 0;
    let last = '';
    for (const line of treeLines(root, painter(false))) {
      lines++;
      last = line;
    }
    expect(lines).toBe(1_000_001);
    expect(last).toContain('[1000000] element a');
  });
  it('outline: elements with attributes, quoted text, template content', () => {
    const template = { ...skyElement('template'), content: skyRoot(skyText('x')) };
    expect([...treeLines(skyRoot(skyElement('a', { id: 'q' }, [skyText('hi')]), template), painter(false))]).toEqual([
      '#root',
      '  element a id="q"',
      '    text "hi"',
      '  element template',
      '    #content',
      '      text "x"',
    ]);
  });
});

describe('progress bar', () => {
  it('only for inputs over 50 MB on a TTY', () => {
    const writes: string[] = [];
    const tty = { isTTY: true, write: (text: string) => writes.push(text) };
    createProgress(PROGRESS_THRESHOLD, tty, 'f').advance(10);
    createProgress(PROGRESS_THRESHOLD * 2, { ...tty, isTTY: false }, 'f').advance(10);
    expect(writes).toEqual([]);
    const progress = createProgress(PROGRESS_THRESHOLD * 2, tty, 'big.xml');
    progress.advance(PROGRESS_THRESHOLD);
    progress.done();
    expect(writes[0]).toMatch(/^\rbig\.xml \[#{15}-{15}\] {2}50% 50 MB\/100 MB$/);
    expect(writes[1]).toBe('\r\x1b[2K');
  });
});

describe('re-exports', () => {
  it('createSkyTokenizer takes a SkyTokenSink: tokens as calls, no token objects', () => {
    const calls: string[] = [];
    const sink: SkyTokenSink = {
      text: (value) => calls.push(`text ${value}`),
      startTag: (name, attributes) =>
        calls.push(`<${name} ${attributes.map((a) => `${a.name}=${a.value}`).join(' ')}>`),
      endTag: (name) => calls.push(`</${name}>`),
    };
    const stream = createSkyTokenizer({ context: 'application', sink });
    stream.write('#!mojo mojo:sky\n<p class=x>Hi</p>');
    expect(stream.end()).toEqual({ ok: true, isSky: true });
    expect(calls).toEqual(['<p class=x>', 'text Hi', '</p>']);
  });
});

describe('detectLanguage: HTML (after the Sky signature and the XML declaration)', () => {
  it('doctype: <!DOCTYPE html> in any case, after whitespace and a BOM', () => {
    expect(detectLanguage('<!DOCTYPE html><p>')).toEqual({ language: 'html', reason: 'doctype' });
    expect(detectLanguage('\ufeff \n<!doctype HTML>')).toEqual({ language: 'html', reason: 'doctype' });
    expect(detectLanguage('<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">').reason).toBe('doctype');
    expect(detectLanguage('<!DOCTYPE htmlx>').language).toBe('xml');
    expect(detectLanguage('<!DOCTYPE svg>').language).toBe('xml');
  });
  it('extension: .html and .htm (not .xhtml, which is XML)', () => {
    expect(detectLanguage('<p>x</p>', 'index.HTML')).toEqual({ language: 'html', reason: 'extension' });
    expect(detectLanguage('x', 'a/b.htm')).toEqual({ language: 'html', reason: 'extension' });
    expect(detectLanguage('<p>x</p>', 'page.xhtml')).toEqual({ language: 'xml', reason: 'extension' });
  });
  it('content: the MIME Sniffing Standard HTML tag patterns (but a, b, p) followed by a space or >', () => {
    for (const head of [
      '<html>',
      '<HEAD>',
      ' <script src=x>',
      '<iframe>',
      '<h1>',
      '<DIV class=x>',
      '<font>',
      '<table>',
      '<style>',
      '<title>',
      '<body>',
      '<br>',
    ])
      expect(detectLanguage(head), head).toEqual({ language: 'html', reason: 'content' });
    // One-letter names (MIME Sniffing's <a, <b, <p) and <!-- stay XML: see src/html/sniff.ts.
    for (const head of ['<html', '<p/>', '<pre>', '<abbr>', '<!-- c -->', '<root><p>', '<a href=x>', '<b>', '<p>'])
      expect(detectLanguage(head).language, head).toBe('xml');
  });
  it('a Sky signature or an XML declaration wins over everything HTML', () => {
    expect(detectLanguage('#!mojo mojo:sky\n<!DOCTYPE html>', 'a.html').language).toBe('sky');
    expect(detectLanguage('<?xml version="1.0"?><!DOCTYPE html><html>', 'a.html').language).toBe('xml');
    expect(detectLanguage('<!DOCTYPE html>', 'a.sky').language).toBe('html');
  });
});

describe('parse: HTML', () => {
  it('gives a hast tree, the parse errors and ok', () => {
    const doc = parse('<!DOCTYPE html><title>x</title><p>a &amp b');
    expect(doc).toMatchObject({ language: 'html', ok: false, tree: { type: 'root' } });
    if (doc.language !== 'html') throw new Error('not html');
    expect(doc.errors.map((e) => e.code)).toEqual(['missing-semicolon-after-character-reference']);
    expect(doc.tree.children.map((c) => c.type)).toEqual(['doctype', 'element']);
    expect(parse('<!DOCTYPE html><title>x</title>')).toMatchObject({ language: 'html', ok: true, errors: [] });
  });
  it('positions, fragments, byte input with its encoding', () => {
    const doc = parse('<td>x</td>', { language: 'html', positions: true, html: { fragment: 'tr' } });
    if (doc.language !== 'html') throw new Error('not html');
    expect(doc.tree.children[0]).toMatchObject({
      type: 'element',
      tagName: 'td',
      position: { start: { line: 1, column: 1, offset: 0 } },
    });
    const bytes = parse(new Uint8Array([0x3c, 0x70, 0x3e, 0xe9]), {
      filename: 'a.htm',
      html: { defaultEncoding: 'windows-1252' },
    });
    expect(bytes).toMatchObject({ language: 'html', encoding: 'windows-1252' });
  });
});
