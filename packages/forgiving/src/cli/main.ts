// The `forgiving` command: argument parsing, dispatch and exit codes
// (0 ok, 1 not well-formed / not Sky, 2 bad arguments or unreadable input).
import packageJson from '../../package.json' with { type: 'json' };
import { colorEnabled, painter } from './ansi.ts';
import { UsageError, USAGE, parseArgs, type Invocation } from './args.ts';
import { checkCommand } from './commands/check.ts';
import { demoCommand } from './commands/demo.ts';
import { highlightCommand } from './commands/highlight.ts';
import { SelectorUsageError, selectCommand } from './commands/select.ts';
import { tokensCommand } from './commands/tokens.ts';
import { treeCommand } from './commands/tree.ts';
import { type CommandContext, openDocument } from './context.ts';
import { InputError, Output, type Streams, openInput } from './io.ts';
import { escapeControls } from './escape.ts';

export async function main(argv: readonly string[], streams: Streams, cwd = process.cwd()): Promise<number> {
  const err = new Output(streams.stderr);
  try {
    const parsed = parseArgs(argv);
    if (parsed.kind === 'help' || parsed.kind === 'version') {
      const out = new Output(streams.stdout);
      out.line(parsed.kind === 'help' ? USAGE : packageJson.version);
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
    };
    const code = await run(parsed.invocation, cx, cwd);
    await out.flush();
    await err.flush();
    return code;
  } catch (error) {
    if (error instanceof UsageError) {
      err.line(`forgiving: ${escapeControls(error.message)}\n\n${USAGE}`);
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
    const nested: CommandContext = { ...cx, err: cx.out, errPaint: cx.paint };
    return demoCommand(cx, (argv) => runNested(argv, nested, cwd), cwd);
  }
  const file = operands[operands.length - 1]!;
  const document = await openDocument(await openInput(file, cx.streams), cx.options);
  switch (command) {
    case 'tokens':
      return tokensCommand(document, cx);
    case 'tree':
      return treeCommand(document, cx);
    case 'check':
      return checkCommand(document, cx);
    case 'select':
      return selectCommand(operands[0]!, document, cx);
    case 'highlight':
      return highlightCommand(document, cx);
  }
}

/** A command run by the demo: same outputs and colours; errors are printed, not thrown. */
async function runNested(argv: string[], cx: CommandContext, cwd: string): Promise<number> {
  try {
    const parsed = parseArgs(argv);
    if (parsed.kind !== 'run') return 0;
    return await run({ ...parsed.invocation, options: { ...parsed.invocation.options, color: cx.options.color } as typeof cx.options }, cx, cwd);
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError || error instanceof SelectorUsageError) {
      cx.out.line(`forgiving: ${escapeControls(error.message, true)}`);
      return 2;
    }
    throw error;
  }
}
