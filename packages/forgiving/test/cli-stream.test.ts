// Issue 27 items 2 and 6: the CLI's streamed paths give exactly what the
// whole-document code gave, and the commands that need the whole document
// stop at the size limit with an error that names the streaming commands.
// In process through main() with in-memory streams, on real files.
import { readdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { LineIndex } from '@forgiving/char-ref';
import { tokenize } from '@forgiving/html-tokenizer';
import { createHtmlTreeBuilderWith, htmlTokenizer, parseHtml } from '@forgiving/html-tree';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { painter } from '../src/cli/ansi.ts';
import { DRIVERS } from '../src/cli/drivers/registry.ts';
import { main } from '../src/cli/main.ts';
import { paintSpans } from '../src/cli/paint-spans.ts';
import { createProgress } from '../src/cli/progress.ts';
import { createStreamHighlighter } from '../src/cli/stream-highlight.ts';
import { createCheckAdapter } from '../src/html/check-adapter.ts';
import { highlightSpans } from '../src/spans.ts';
import { runMain } from './helpers/main-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'forgiving-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const here = fileURLToPath(new URL('.', import.meta.url));
const treeConstruction = join(here, '../../../../shared/conformance/html5lib-tests/tree-construction');

function file(name: string, text: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const cli = (argv: string[], env: NodeJS.ProcessEnv = {}) => runMain(argv, { env });

/** The html5lib tree-construction documents (not fragments). */
function documents(): string[] {
  const out: string[] = [];
  for (const name of readdirSync(treeConstruction).filter((n) => n.endsWith('.dat'))) {
    for (let test of readFileSync(join(treeConstruction, name), 'utf8').split('\n\n#data\n')) {
      if (test.startsWith('#data\n')) test = test.slice(6);
      if (test.includes('#document-fragment')) continue;
      out.push(test.slice(0, test.indexOf('\n#errors')));
    }
  }
  return out;
}

describe("issue 27: check on HTML keeps no tree and reports parseHtml's errors", () => {
  it('html5lib tree-construction documents, both scripting modes, in 7-character chunks: the same errors', () => {
    const inputs = documents();
    expect(inputs.length).toBeGreaterThan(1000);
    for (const input of inputs) {
      for (const scripting of [true, false]) {
        const builder = createHtmlTreeBuilderWith(htmlTokenizer, { adapter: createCheckAdapter(), scripting });
        for (let i = 0; i < input.length; i += 7) builder.write(input.slice(i, i + 7));
        expect(builder.end().errors, JSON.stringify(input)).toEqual(parseHtml(input, { scripting }).errors);
      }
    }
  });
});

/** What `forgiving tokens` printed for HTML before it streamed (the whole-document tokenize, errors merged by offset). */
function tokensReference(text: string): string {
  const { tokens, errors } = tokenize(text);
  const lines = new LineIndex(text);
  const out: string[] = [];
  let e = 0;
  const flush = (before: number) => {
    for (; e < errors.length && errors[e]!.offset < before; e++)
      out.push(`${errors[e]!.line}:${errors[e]!.column} error ${errors[e]!.code} ${errors[e]!.message}`);
  };
  for (const token of tokens) {
    flush(token.end);
    const a = lines.point(token.start);
    const b = lines.point(token.end);
    out.push(
      `${a.line}:${a.column}-${b.line}:${b.column} ${token.type === 'startTag' && token.selfClosing ? 'emptyTag' : token.type === 'processingInstruction' ? 'instruction' : token.type}`,
    );
  }
  flush(Number.POSITIVE_INFINITY);
  return out.join('\n');
}

const skeleton = (output: string, name: string) =>
  `${output
    .split('\n')
    .filter((line) => line !== '')
    .map((line) =>
      line
        .split(' ')
        .slice(0, line.includes(' error ') ? undefined : 2)
        .join(' '),
    )
    .join('\n')}\n${name}`;

describe('issue 27: tokens on HTML streams', () => {
  it('the same tokens, positions and errors, in the same order, as the whole-document tokenize', async () => {
    const samples = [
      '<!DOCTYPE html><p class=a>One &amp; two<br/>\r\n<b>bold<i>x</b></i><!-- c --><script>if (a<b) x()</script>',
      '<p a=1 a=2>\u0000&nosemi x<title>a</p></title><svg><![CDATA[x]]></svg><a href="',
      documents().slice(0, 300).join('\n'),
    ];
    for (const [i, text] of samples.entries()) {
      const path = file(`tokens${i}.html`, text);
      const { stdout } = await cli(['tokens', path, '--no-color']);
      // Token kinds, positions and whole error lines compared (values are printed by the same describeToken).
      expect(skeleton(stdout, 'x')).toBe(skeleton(tokensReference(text), 'x'));
    }
  });
});

/** What `forgiving highlight` printed before it streamed: the whole document's spans painted. */
function highlightReference(text: string, language: 'sky' | 'html', colours: boolean): string {
  const { spans, errors } = highlightSpans(text, { language, context: 'application' });
  const marks = colours ? [...new Set(errors.map((error) => error.offset))].sort((a, b) => a - b) : [];
  return paintSpans(text, spans, painter(colours), marks);
}

function streamed(text: string, language: 'sky' | 'html', colours: boolean, cuts: number[]): string {
  let out = '';
  // The drivers' line scanners and error marks, as `forgiving highlight` takes them.
  const highlight = DRIVERS.get(language)!.highlight;
  if (highlight.kind !== 'lines') throw new Error(`${language} highlights the whole text`);
  const highlighter = createStreamHighlighter(
    {
      scanner: highlight.scanner({ context: 'application' }),
      paint: painter(colours),
      marks: colours ? (highlight.marks?.() ?? null) : null,
      write: (t) => (out += t),
      maxHeld: Number.POSITIVE_INFINITY,
      tooLong: () => new Error('unexpected'),
    },
    paintSpans,
  );
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    if (cut <= at || cut >= text.length) continue;
    highlighter.write(text.slice(at, cut));
    at = cut;
  }
  highlighter.write(text.slice(at));
  highlighter.end();
  return out;
}

const htmlPieces = [
  '<p>',
  '</p>',
  '<div class="a\nb">',
  '<script>',
  '</script>',
  '<style>x</style>',
  '<!--',
  '-->',
  '<svg>',
  '</svg>',
  '<![CDATA[',
  ']]>',
  '<title>',
  '</title>',
  '&amp;',
  '&notin',
  '&#x41;',
  '<a\nhref=x>',
  '\n',
  '\r\n',
  '\r',
  'text',
  '<',
  '>',
  '"',
  "'",
  '=',
  '<!DOCTYPE html>',
  '<textarea>',
  '</textarea>',
  '<math>',
  '<font color=red>',
  '\u0000',
  ' ',
];
const skyPieces = [
  '<p>',
  '</p>',
  '<t>',
  '</t>',
  '<script>',
  '</script>',
  '<style>',
  '</style>',
  '<!--',
  '-->',
  '&amp;',
  '&#65;',
  '<a\nb="1">',
  '\n',
  '\r\n',
  '\r',
  'text',
  '<',
  '>',
  '"',
  '=',
  '<template>',
  '</template>',
  '&bogus',
  ' ',
  '/',
];

describe('issue 27: highlight on HTML and Sky streams, with the whole-document output', () => {
  for (const language of ['html', 'sky'] as const) {
    it(`${language}: any text in any chunking, with and without colours (fast-check)`, () => {
      const pieces = language === 'html' ? htmlPieces : skyPieces;
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...pieces), { maxLength: 40 }),
          fc.array(fc.nat(400), { maxLength: 6 }),
          fc.boolean(),
          (parts, cuts, colours) => {
            const text = (language === 'sky' ? '#!mojo mojo:sky\n' : '') + parts.join('');
            expect(streamed(text, language, colours, cuts)).toBe(highlightReference(text, language, colours));
          },
        ),
        { numRuns: Number(process.env.FC_RUNS ?? 400) },
      );
    });
  }
  it('an error mark on the CR of a CR LF leaves the line break as it is (it showed \\u000d)', () => {
    const text = 'a<\r\nb';
    const painted = highlightReference(text, 'html', true);
    expect(painted.replace(/\x1b\[\d+m/g, '')).toBe(text);
    expect(streamed(text, 'html', true, [])).toBe(painted);
  });
  it('the html5lib documents, one per line, in 64-character chunks', () => {
    const text = documents().slice(0, 400).join('\n');
    const cuts = Array.from({ length: Math.ceil(text.length / 64) }, (_, i) => i * 64);
    expect(streamed(text, 'html', true, cuts)).toBe(highlightReference(text, 'html', true));
  });
});

describe('issue 27 item 2: the whole-document limit (FORGIVING_WHOLE_INPUT_LIMIT, used by the tests)', () => {
  const big =
    '<!DOCTYPE html><title>t</title>\n' +
    '<div class="a"><p>Fish &amp; chips <a href="/x">link</a></p></div>\n'.repeat(60_000);
  const path = file('big.html', big); // about 4 MB
  const env = { FORGIVING_WHOLE_INPUT_LIMIT: String(1024 * 1024) };
  it('tree, format, select (HTML) and highlight (XML) stop with an error naming the limit and the streaming commands', async () => {
    const xml = file('big.xml', `<r>${'<a>x</a>\n'.repeat(200_000)}</r>`);
    for (const argv of [
      ['tree', path],
      ['format', path],
      ['select', 'p', path],
      ['highlight', xml],
      ['tree', xml],
      ['select', 'a', xml, '--text'],
    ]) {
      const { code, stdout, stderr } = await cli(argv, env);
      expect(code, argv.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(new RegExp(`file too large for \`${argv[0]}\` \\(\\d+ bytes; the limit is 1048576 bytes`));
      expect(stderr).toContain('use `check`, `tokens` or `highlight`, which stream');
      // The divisor is the language's memory per input byte (limits.ts), not a stringified Map.
      expect(stderr).toMatch(/or the heap divided by \d+, the memory per input byte/);
      expect(stderr).not.toContain('[object');
    }
  });
  it('check, tokens and highlight (HTML, a few MB) stream past the limit: the real streamed path', async () => {
    const check = await cli(['check', path, '--no-color'], env);
    expect(check.stderr).toBe('');
    expect(check.stdout).toContain('big.html: ok (HTML)');
    const tokens = await cli(['tokens', path, '--no-color'], env);
    expect(tokens.code).toBe(0);
    expect(tokens.stdout.split('\n').length).toBeGreaterThan(60_000 * 8);
    const highlight = await cli(['highlight', path, '--no-color'], env);
    expect(highlight.stdout).toBe(big);
    // A selector decided at the start tag streams XML too.
    const xml = file('stream.xml', `<r>${'<a k="v">x</a>\n'.repeat(100_000)}</r>`);
    const select = await cli(['select', '--attr', 'k', 'a', xml], env);
    expect(select.stdout.length).toBe(2 * 100_000);
  });
  it('highlight: a line longer than the limit (a minified page) is an error naming check and tokens, not a V8 failure', async () => {
    const minified = file('minified.html', '<p>x</p>'.repeat(300_000));
    const { code, stderr } = await cli(['highlight', minified, '--no-color'], env);
    expect(code).toBe(2);
    expect(stderr).toContain('characters without a line break where `highlight` can resume');
    expect(stderr).toContain('`check` and `tokens` stream any line');
  });
  it('a pipe (no size known) is stopped when the bytes read pass the limit; one file too large does not stop the others', async () => {
    const small = file('small.html', '<!DOCTYPE html><title>x</title>');
    const { code, stdout, stderr } = await cli(['tree', path, small], env);
    expect(code).toBe(2);
    expect(stderr).toContain('big.html: file too large for `tree`');
    expect(stdout).toContain('==> ');
    expect(stdout).toContain('element title');
    const stdin = new PassThrough();
    const out = new PassThrough();
    const err = new PassThrough();
    let text = '';
    err.on('data', (d) => (text += d));
    stdin.end(big);
    const piped = await main(['format', '-'], { stdin, stdout: out, stderr: err, env });
    expect(piped).toBe(2);
    expect(text).toContain('file too large for `format` (over 1048576 bytes');
  });
});

describe('issue 27 item 6: the progress bar moves while a streamed command reads', () => {
  it('through the progress module: a fake TTY sees several percentages, then the line is cleared', async () => {
    let shown = '';
    const tty = { isTTY: true, write: (text: string) => void (shown += text) };
    const progress = createProgress(200 * 1024 * 1024, tty, 'big.html');
    for (let i = 0; i < 20; i++) {
      progress.advance(10 * 1024 * 1024);
      await new Promise((resolve) => setTimeout(resolve, 110));
    }
    progress.done();
    const percents = new Set([...shown.matchAll(/(\d+)%/g)].map((m) => Number(m[1])));
    expect(percents.size).toBeGreaterThan(3);
    expect(Math.max(...percents)).toBeGreaterThan(50);
    expect(shown.endsWith('\r\x1b[2K')).toBe(true);
  });
  it('check on HTML advances it as tree construction consumes the input (FORGIVING_PROGRESS_THRESHOLD lowers the 50 MB threshold)', async () => {
    const path = file('progress.html', '<p>x</p>\n'.repeat(600_000));
    const stderr = Object.assign(new PassThrough(), { isTTY: true });
    let shown = '';
    stderr.on('data', (d) => (shown += d));
    await main(['check', path], {
      stdin: new PassThrough(),
      stdout: new PassThrough(),
      stderr,
      env: { FORGIVING_PROGRESS_THRESHOLD: '1000' },
    });
    const percents = new Set([...shown.matchAll(/(\d+)%/g)].map((m) => Number(m[1])));
    expect(percents.size).toBeGreaterThan(1);
    expect([...percents].some((p) => p > 0 && p < 100)).toBe(true);
  });
});
