// `forgiving format`: parse, then write the tree back with the language's
// serializer (the driver's `format`: a normalised copy of the document that
// parses to the same tree). The output always ends with a line break (after
// the last element it changes no tree: X10, S21), so a shell prompt does not
// glue onto it. `--pretty` indents element-only content where the driver can
// (pretty.ts). Exit code 1 when the tree is a recovered one or has parse
// errors (the tree is written, the driver's notes say why), or when the
// input is not the language (nothing is written).
import type { CommandContext, Document } from '../context.ts';
import { refused } from '../driver.ts';

export async function formatCommand(document: Document, cx: CommandContext): Promise<number> {
  const formatted = await document.driver.format(document, cx);
  if (refused(formatted)) {
    cx.err.line(formatted.refusal);
    return 1;
  }
  write(withNewline(formatted.text), cx);
  for (const note of formatted.notes) cx.err.line(note);
  await cx.out.flush();
  return formatted.ok ? 0 : 1;
}

/**
 * The document is data: written as it is to a file or a pipe. On a terminal
 * (or in the demo) its control characters are escaped like every other
 * output path (issue 13, item 10); layout characters stay.
 */
function write(text: string, cx: CommandContext): void {
  if (cx.display === true || cx.streams.stdout.isTTY === true) cx.out.write(text);
  else cx.out.data(text);
}

function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}
