// `forgiving select <selector> <file>`: matching elements in document order,
// one per line as `file:line:column: <name attributes>` (the start of the
// element). XML with a selector decided at the start tag streams (bounded
// memory, select/stream.ts); other XML selectors run on a skeleton tree built
// from the streaming parser's events (skeleton.ts); Sky runs on the tree from
// the streaming tree builder.
import { createXmlParser } from '@forgiving/xml-er';
import { compileSelector, selectAll } from '../../select/match.ts';
import { createStreamMatcher } from '../../select/stream.ts';
import { type CommandContext, type Document, at, formatAttributes, notSkyMessage } from '../context.ts';
import { xmlSkeleton } from '../skeleton.ts';
import { buildTree } from './tree.ts';

export class SelectorUsageError extends Error {}

export async function selectCommand(selector: string, document: Document, cx: CommandContext): Promise<number> {
  const options = cx.options.level === undefined ? {} : { level: cx.options.level };
  const compiled = compileSelector(selector, options);
  if (!compiled.ok) {
    const { message, offset } = compiled.error;
    throw new SelectorUsageError(`invalid selector: ${message}\n  ${selector}\n  ${' '.repeat(offset)}^`);
  }
  const { out, paint } = cx;
  let count = 0;
  const print = (start: { line: number; column: number } | undefined, name: string, attributes: Record<string, string | null | undefined>) => {
    count++;
    const where = start === undefined ? document.input.name : `${document.input.name}:${at(start)}`;
    out.line(`${paint('gray', `${where}:`)} ${paint('blue', `<${name}${formatAttributes(attributes)}>`)}`);
  };
  const stream = document.language === 'xml' ? createStreamMatcher(compiled.selector.selectors, 'xml') : null;
  if (stream !== null) {
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
      return 1;
    }
    const found = selectAll({ language: document.language, tree }, compiled.selector, {
      templateContent: cx.options.templateContent,
    });
    for (const element of found) print(element.position?.start, element.name, element.attributes);
  }
  if (count === 0) cx.err.line(`no match for ${selector}`);
  await out.flush();
  return 0;
}
