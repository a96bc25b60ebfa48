// The `forgiving` command: argument parsing, dispatch and exit codes
// (0 ok, 1 not well-formed / not the language / `select` found nothing, 2 bad
// arguments or unreadable input). Commands taking several files run on each
// in turn (as xmllint does); the exit code is the worst of them.
import packageJson from '../../package.json' with { type: 'json' };
import { colorEnabled, painter } from './ansi.ts';
import { UsageError, parseArgs, type Invocation, usage, usageHint } from './args.ts';
import { checkCommand } from './commands/check.ts';
import { demoCommand } from './commands/demo.ts';
import { formatCommand } from './commands/format.ts';
import { highlightCommand } from './commands/highlight.ts';
import { SelectorUsageError, selectCommand } from './commands/select.ts';
import { tokensCommand } from './commands/tokens.ts';
import { treeCommand } from './commands/tree.ts';
import { type CommandContext, type Document, openDocument } from './context.ts';
import type { DriverRegistry } from './driver.ts';
import { DRIVERS } from './drivers/registry.ts';
import { InputError, Output, type Streams, openInput } from './io.ts';
import { escapeControls } from './escape.ts';

/** Runs the CLI; `drivers`: the languages (a test adds its own). */
export async function main(
  argv: readonly string[],
  streams: Streams,
  cwd = process.cwd(),
  drivers: DriverRegistry = DRIVERS,
): Promise<number> {
  const err = new Output(streams.stderr);
  try {
    const parsed = parseArgs(argv, [...drivers.keys()]);
    if (parsed.kind === 'help' || parsed.kind === 'version') {
      const out = new Output(streams.stdout);
      out.line(parsed.kind === 'help' ? usage([...drivers.keys()]) : packageJson.version);
      await out.flush();
      return 0;
    }
    const out = new Output(streams.stdout);
    const options = parsed.invocation.options;
    const cx: CommandContext = {
      options,
      out,
      err,
      paint: painter(colorEnabled(options.color, streams.stdout.isTTY === true, streams.env)),
      errPaint: painter(colorEnabled(options.color, streams.stderr.isTTY === true, streams.env)),
      streams,
      drivers,
    };
    const code = await run(parsed.invocation, cx, cwd);
    await out.flush();
    await err.flush();
    return code;
  } catch (error) {
    if (error instanceof UsageError) {
      err.line(escapeControls(usageHint(error), true));
      await err.flush();
      return 2;
    }
    if (error instanceof InputError || error instanceof SelectorUsageError) {
      // Messages quote file names and selectors: escaped (escape.ts).
      err.line(`forgiving: ${escapeControls(error.message, true)}`);
      await err.flush();
      return 2;
    }
    throw error;
  }
}

async function run(invocation: Invocation, cx: CommandContext, cwd: string): Promise<number> {
  const { command, operands } = invocation;
  if (command === 'demo') {
    // Nested commands write their messages to stdout too, so they stay next to their output.
    const nested: CommandContext = { ...cx, err: cx.out, errPaint: cx.paint, display: true };
    return demoCommand(cx, (argv) => runNested(argv, nested, cwd), cwd);
  }
  if (command === 'highlight') {
    const document = await openDocument(await openInput(operands[0]!, cx.streams), cx.options, cx.drivers);
    return highlightCommand(document, cx);
  }
  const files = command === 'select' ? operands.slice(1) : operands;
  // Several documents: a `==> name <==` line before each one's output (as `head`),
  // except where every line already names its file (check, select) or --json (one JSON per line).
  const headers =
    files.length > 1 && (command === 'tokens' || command === 'format' || (command === 'tree' && !cx.options.json));
  let code = 0;
  let matched = false;
  for (const file of files) {
    try {
      const input = await openInput(file, cx.streams);
      if (headers) cx.out.line(`==> ${escapeControls(input.name)} <==`);
      const document = await openDocument(input, cx.options, cx.drivers);
      if (command === 'select') {
        if ((await selectCommand(operands[0]!, document, cx)) > 0) matched = true;
        continue;
      }
      code = Math.max(code, await runOne(command, document, cx));
    } catch (error) {
      // One unreadable (or too large) file does not stop the others (exit code 2 at the end).
      if (!(error instanceof InputError) || files.length === 1) throw error;
      await cx.out.flush();
      cx.err.line(`forgiving: ${escapeControls(error.message, true)}`);
      await cx.err.flush();
      code = 2;
    }
  }
  if (command === 'select') {
    if (!matched) cx.err.line(`forgiving: no match for ${escapeControls(operands[0] ?? '')}`);
    return Math.max(code, matched ? 0 : 1);
  }
  return code;
}

/** One document through a command that reports well-formedness (0 or 1). */
function runOne(
  command: 'tokens' | 'tree' | 'check' | 'format',
  document: Document,
  cx: CommandContext,
): Promise<number> {
  switch (command) {
    case 'tokens':
      return tokensCommand(document, cx);
    case 'tree':
      return treeCommand(document, cx);
    case 'check':
      return checkCommand(document, cx);
    case 'format':
      return formatCommand(document, cx);
  }
}

/** A command run by the demo: same outputs and colours; errors are printed, not thrown. */
async function runNested(argv: string[], cx: CommandContext, cwd: string): Promise<number> {
  try {
    const parsed = parseArgs(argv, [...cx.drivers.keys()]);
    if (parsed.kind !== 'run') return 0;
    // The commands read their options from the context: the nested command's own (`format --pretty`), the demo's colours.
    const options = { ...parsed.invocation.options, color: cx.options.color } as typeof cx.options;
    return await run({ ...parsed.invocation, options }, { ...cx, options }, cwd);
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError || error instanceof SelectorUsageError) {
      cx.out.line(`forgiving: ${escapeControls(error.message, true)}`);
      return 2;
    }
    throw error;
  }
}
