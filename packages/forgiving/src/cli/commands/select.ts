// `forgiving select <selector> <file>`: matching elements in document order,
// one per line as `file:line:column: <name attributes>` (the start of the
// element). A selector decided at the start tag streams (bounded memory,
// select/stream.ts): XML through the parser's events, Sky through the tree
// constructor (sky-stream.ts). Other selectors need a tree: XML a skeleton
// built from the parser's events (skeleton.ts), Sky the streaming tree builder.
import { createXmlParser } from '@forgiving/xml-er';
import { type SelectorOptions, compileSelectorWithError, selectAll } from '../../select/match.ts';
import { createStreamMatcher } from '../../select/stream.ts';
import { type CommandContext, type Document, at, formatAttributes, notSkyMessage } from '../context.ts';
import { htmlSelect } from '../html.ts';
import { xmlSkeleton } from '../skeleton.ts';
import { createSkyStreamSelect } from '../sky-stream.ts';
import { buildTree } from './tree.ts';
import { escapeControls } from '../escape.ts';

export class SelectorUsageError extends Error {}

/** Prints the matches of one document; returns how many (0 when it is not Sky: main.ts sets the exit code). */
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
  if (document.language === 'html') return htmlSelect(compiled.selector, document, cx);
  const { out, paint } = cx;
  let count = 0;
  const print = (
    start: { line: number; column: number } | undefined,
    name: string,
    attributes: Record<string, string | null | undefined>,
  ) => {
    count++;
    const file = escapeControls(document.input.name);
    const where = start === undefined ? file : `${file}:${at(start)}`;
    out.line(
      `${paint('gray', `${where}:`)} ${paint('blue', `<${escapeControls(name)}${formatAttributes(attributes)}>`)}`,
    );
  };
  const stream =
    document.language === 'sky' && cx.options.templateContent
      ? null
      : createStreamMatcher(compiled.selector.selectors, document.language);
  if (stream !== null && document.language === 'sky') {
    const select = createSkyStreamSelect(document.context, stream, (match) =>
      print(match, match.name, match.attributes),
    );
    for await (const chunk of document.chunks) {
      select.write(chunk);
      await out.flush();
    }
    if (!select.end().isSky) {
      await out.flush();
      cx.err.line(notSkyMessage(document));
      return 0;
    }
  } else if (stream !== null) {
    const parser = createXmlParser({
      positions: true,
      onOpenTag(tag) {
        if (stream.open(tag)) print(tag.position?.start, tag.name, tag.attributes);
      },
      onCloseTag() {
        stream.close();
      },
    });
    for await (const chunk of document.chunks) {
      parser.write(chunk);
      await out.flush();
    }
    parser.end();
  } else {
    const tree = document.language === 'xml' ? await xmlSkeleton(document.chunks) : (await buildTree(document)).tree;
    if (tree === null) {
      cx.err.line(notSkyMessage(document));
      return 0;
    }
    const found = selectAll({ language: document.language, tree }, compiled.selector, {
      templateContent: cx.options.templateContent,
    });
    for (const element of found) print(element.position?.start, element.name, element.attributes);
  }
  await out.flush();
  return count;
}
