// `forgiving demo`: runs every command on the examples folder (hello.sky,
// app.sky, broken.xml, selectors.txt) and prints what each one gives. A
// missing example is reported and skipped; the demo itself never fails.
import { existsSync, promises as fs, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Options } from '../args.ts';
import type { CommandContext } from '../context.ts';

export const EXAMPLE_FILES = ['hello.sky', 'app.sky', 'broken.xml', 'selectors.txt'] as const;

/** Used when selectors.txt is missing, so the demo still shows `select`. */
export const DEFAULT_SELECTORS = [':root > :first-child', '[id]', 'p em, book > title'];

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
    out.line(`forgiving demo: no examples folder found${cx.options.examples === undefined ? '' : ` at ${cx.options.examples}`}; nothing to show.`);
    await out.flush();
    return 0;
  }
  const shown = relative(cwd, dir) || '.';
  const file = (name: string) => join(shown, name);
  const present = (name: string) => existsSync(join(dir, name));
  out.line(paint('bold', `forgiving demo: every command on ${shown}/`));
  for (const name of EXAMPLE_FILES) if (!present(name)) out.line(paint('yellow', `  (${file(name)} is missing: skipped)`));
  const step = async (argv: string[]) => {
    out.line('');
    out.line(paint(['bold', 'cyan'], `$ forgiving ${argv.map(quote).join(' ')}`));
    await out.flush();
    const code = await run(argv, cx);
    await cx.err.flush();
    out.line(paint('gray', `(exit code ${code})`));
  };
  const selectors = present('selectors.txt') ? readSelectors(await fs.readFile(join(dir, 'selectors.txt'), 'utf8')) : DEFAULT_SELECTORS;
  if (!present('selectors.txt')) out.line(paint('yellow', `  (using built-in selectors: ${DEFAULT_SELECTORS.join(' | ')})`));
  for (const doc of ['hello.sky', 'app.sky', 'broken.xml']) {
    if (!present(doc)) continue;
    for (const command of ['tokens', 'tree', 'check', 'highlight']) await step([command, file(doc)]);
    for (const selector of selectors) await step(['select', selector, file(doc)]);
  }
  await out.flush();
  return 0;
}

function quote(arg: string): string {
  return /^[\w./:-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
