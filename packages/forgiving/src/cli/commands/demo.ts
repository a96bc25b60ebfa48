// `forgiving demo`: runs every command (format --pretty included where the language's driver
// indents) on the examples folder (examples.ts) and prints what each one gives, with each
// driver's own demo step. A missing example is reported and skipped; the demo itself never fails.
import { existsSync, promises as fs, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSelectorsWithError, specificity, stringifySelectors } from '@forgiving/css-selectors-nth';
import { detectLanguage } from '../../detect.ts';
import { type ParsedDocument, parse } from '../../parse.ts';
import { compileSelectorWithError, selectAll } from '../../select/match.ts';
import type { Options } from '../args.ts';
import { type CommandContext, driverFor } from '../context.ts';
import { escapeControls } from '../escape.ts';
import { DOCUMENTS, EXAMPLE_FILES } from '../examples.ts';

/** Run with `select` on every example document (selectors.txt is a tour of the selector syntax). */
export const DEMO_SELECTORS = [
  '[id]',
  'p > em, t b, book > title',
  ':root:nth-child(2)',
  'LI.item:nth-child(odd), [type=text]',
];

/** Runs one CLI command in-process (main.ts provides it, to avoid an import cycle). */
export type RunCommand = (argv: string[], cx: CommandContext) => Promise<number>;

/** The examples folder: --examples, else the nearest `examples/` above the working directory or this script. */
export function findExamples(options: Options, cwd: string): string | null {
  if (options.examples !== undefined) return resolve(cwd, options.examples);
  const starts = [cwd, dirname(fileURLToPath(import.meta.url))];
  for (const start of starts) {
    for (let dir = resolve(start); ; dir = dirname(dir)) {
      const candidate = join(dir, 'examples');
      if (EXAMPLE_FILES.some((file) => existsSync(join(candidate, file)))) return candidate;
      if (dirname(dir) === dir) break;
    }
  }
  return null;
}

/** Selectors from selectors.txt: one per line; blank lines and `#` comments skipped. */
export function readSelectors(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('//'));
}

export async function demoCommand(cx: CommandContext, run: RunCommand, cwd: string): Promise<number> {
  const { out, paint } = cx;
  const dir = findExamples(cx.options, cwd);
  if (dir === null || !existsSync(dir) || !statSync(dir).isDirectory()) {
    out.line(
      `forgiving demo: no examples folder found${cx.options.examples === undefined ? '' : ` at ${escapeControls(cx.options.examples)}`}; nothing to show.`,
    );
    await out.flush();
    return 0;
  }
  const shown = relative(cwd, dir) || '.';
  const file = (name: string) => join(shown, name);
  const present = (name: string) => existsSync(join(dir, name));
  out.line(paint('bold', `forgiving demo: every command on ${escapeControls(shown)}/`));
  for (const name of EXAMPLE_FILES)
    if (!present(name)) out.line(paint('yellow', `  (${escapeControls(file(name))} is missing: skipped)`));
  const step = async (argv: string[]) => {
    out.line('');
    out.line(paint(['bold', 'cyan'], `$ forgiving ${escapeControls(argv.map(quote).join(' '))}`));
    await out.flush();
    const code = await run(argv, cx);
    await cx.err.flush();
    out.line(paint('gray', `(exit code ${code})`));
  };
  for (const doc of DOCUMENTS) {
    if (!present(doc)) continue;
    const bytes = await fs.readFile(join(dir, doc));
    const driver = driverFor(cx.drivers, bytes, doc, detectLanguage(bytes, doc), undefined);
    for (const command of ['tokens', 'tree', 'check', 'highlight']) await step([command, file(doc)]);
    // --pretty only where the driver indents (where whitespace is not content).
    await step(driver.capabilities.pretty ? ['format', '--pretty', file(doc)] : ['format', file(doc)]);
    await driver.demo?.(bytes, file(doc), cx);
    for (const selector of DEMO_SELECTORS) await step(['select', selector, file(doc)]);
  }
  if (present('selectors.txt')) {
    const documents = await Promise.all(
      DOCUMENTS.filter(present).map(async (name) => ({
        name,
        doc: parse(await fs.readFile(join(dir, name)), { filename: name, positions: true }),
      })),
    );
    await selectorTour(
      readSelectors(await fs.readFile(join(dir, 'selectors.txt'), 'utf8')),
      documents,
      cx,
      file('selectors.txt'),
    );
  }
  await out.flush();
  return 0;
}

/**
 * selectors.txt: each selector as parsed (normalised, with specificity) or
 * the parse error with a caret, then how many elements it matches in each
 * example document.
 */
async function selectorTour(
  selectors: readonly string[],
  documents: readonly { name: string; doc: ParsedDocument }[],
  cx: CommandContext,
  source: string,
): Promise<void> {
  const { out, paint } = cx;
  out.line('');
  out.line(
    paint(['bold', 'cyan'], `# the selectors of ${escapeControls(source)}: parsed, then matched against each example`),
  );
  for (const selector of selectors) {
    const parsed = parseSelectorsWithError(selector);
    if (!parsed.ok) {
      out.line(`${paint('red', 'invalid')}  ${escapeControls(selector)}`);
      const caret = escapeControls(selector.slice(0, parsed.error.offset)).length;
      out.line(`         ${' '.repeat(caret)}${paint('red', '^')} ${escapeControls(parsed.error.message)}`);
      continue;
    }
    const normal = stringifySelectors(parsed.selectors);
    const weights = parsed.selectors.selectors.map((s) => `(${specificity(s).join(',')})`).join(' ');
    out.line(
      `${paint('green', 'valid')}    ${escapeControls(selector)}${normal === selector ? '' : paint('gray', `  →  ${escapeControls(normal)}`)}  ${paint('gray', `specificity ${weights}`)}`,
    );
    const compiled = compileSelectorWithError(parsed.selectors);
    if (!compiled.ok) {
      out.line(`         ${paint('yellow', `not matched: ${escapeControls(compiled.error.message)}`)}`);
      continue;
    }
    const counts = documents.map(({ name, doc }) => {
      const found = selectAll(doc, compiled.selector);
      const first = found[0]?.position?.start;
      return `${name}: ${found.length}${first === undefined ? '' : ` (first at ${first.line}:${first.column})`}`;
    });
    out.line(`         ${paint('gray', escapeControls(counts.join(', ')))}`);
    await out.flush();
  }
}

function quote(arg: string): string {
  return /^[\w./:-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
