// `forgiving select <selector> <file>`: matching elements in document order,
// one per line as `file:line:column: <name attributes>` (the start of the
// element), or what select-output.ts prints for --text, --attr, --html and
// --format json. A selector the driver can decide at the start tag streams
// (its `select.stream`: bounded memory, select/stream.ts); other selectors,
// and --text / --html (they read the match's contents), match in the tree
// the driver's `select.tree` builds.
import { compileSelectorWithError, type SelectorOptions } from '../../select/match.ts';
import type { CommandContext, Document } from '../context.ts';
import { type SelectTree, type Verdict, refused } from '../driver.ts';
import { escapeControls } from '../escape.ts';
import { type MatchPrinter, createMatchPrinter, needsContent } from '../select-output.ts';
import { feed } from './tokens.ts';

export class SelectorUsageError extends Error {}

/** Prints the matches of one document; returns how many (0 when it is not the language: main.ts sets the exit code). */
export async function selectCommand(selector: string, document: Document, cx: CommandContext): Promise<number> {
  const options: SelectorOptions = {};
  if (cx.options.level !== undefined) options.level = cx.options.level;
  if (cx.options.namespaces !== undefined) options.namespaces = cx.options.namespaces;
  if (cx.options.defaultNamespace !== undefined) options.defaultNamespace = cx.options.defaultNamespace;
  const compiled = compileSelectorWithError(selector, options);
  if (!compiled.ok) {
    const { message, offset } = compiled.error;
    const before = escapeControls(selector.slice(0, offset)).length;
    throw new SelectorUsageError(
      `invalid selector: ${escapeControls(message)}\n  ${escapeControls(selector)}\n  ${' '.repeat(before)}^`,
    );
  }
  const { select } = document.driver;
  let printer: MatchPrinter | undefined;
  const stream = needsContent(cx)
    ? null
    : (select.stream?.(document, compiled.selector, cx.options, (match) => printer!.match(match)) ?? null);
  // The tree first: a document over the whole-document limit stops before any output.
  const tree = stream === null ? await select.tree(document, cx, needsContent(cx)) : undefined;
  printer = createMatchPrinter(document, cx, tree === undefined || refused(tree) ? undefined : tree);
  let verdict: Verdict = { ok: true };
  if (tree === undefined) verdict = await feed(stream!, document.chunks, cx);
  else if (refused(tree)) verdict = { ok: false, refusal: tree.refusal };
  else printTree(tree, compiled.selector, cx, printer);
  const count = await printer.end();
  if (verdict.refusal !== undefined) {
    cx.err.line(verdict.refusal);
    return 0;
  }
  return count;
}

function printTree(
  tree: SelectTree,
  selector: Parameters<SelectTree['matches']>[0],
  cx: CommandContext,
  printer: MatchPrinter,
): void {
  for (const match of tree.matches(selector, cx.options)) printer.match(match);
}
