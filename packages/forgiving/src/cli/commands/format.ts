// `forgiving format`: parse, then write the tree back with the project's
// serializers (`toXml`, `toSky`): a normalised copy of the document that
// parses to the same tree. The output always ends with a line break (outside
// the root element, X10, and outside every element, S21, it changes no
// tree), so a shell prompt does not glue onto it. `--pretty` indents element-only content
// (pretty.ts). Exit code 1 when the XML is not well-formed (the recovered
// tree is written) or the input is not Sky (nothing is written).
import { createTreeBuilder, toSky } from '@forgiving/sky-tree';
import type { SkyRoot } from '@forgiving/sky-tree';
import { parseXml, toXml } from '@forgiving/xml-er';
import { type CommandContext, type Document, notSkyMessage } from '../context.ts';
import { htmlFormat } from '../html.ts';
import { readAll } from '../io.ts';
import { limitedChunks } from '../limits.ts';
import { indentTree } from '../pretty.ts';
import { escapeControls } from '../escape.ts';

const INDENT = '  ';

export async function formatCommand(document: Document, cx: CommandContext): Promise<number> {
  const out = { write: (text: string) => write(text, cx), flush: () => cx.out.flush() };
  if (document.language === 'html') return htmlFormat(document, cx, out);
  const chunks = limitedChunks(document, 'format', cx.streams.env);
  if (document.language === 'sky') {
    const builder = createTreeBuilder({ context: document.context });
    for await (const chunk of chunks) builder.write(chunk);
    const { tree } = builder.end();
    if (tree === null) {
      cx.err.line(notSkyMessage(document));
      return 1;
    }
    out.write(withNewline(cx.options.pretty ? prettySky(tree, document) : toSky(tree, { context: document.context })));
  } else {
    const bytes = await readAll({ ...document.input, chunks: () => chunks });
    const { tree, wellFormed, errors } = parseXml(bytes);
    if (cx.options.pretty) indentTree(tree, { language: 'xml', newline: '\n', indent: INDENT });
    out.write(withNewline(toXml(tree)));
    if (!wellFormed) {
      cx.err.line(
        `${escapeControls(document.input.name)}: not well-formed (${errors.length} error${errors.length === 1 ? '' : 's'}); wrote the recovered tree (forgiving check ${escapeControls(document.input.name)} shows why)`,
      );
    }
    await out.flush();
    return wellFormed ? 0 : 1;
  }
  await out.flush();
  return 0;
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

/**
 * toSky writes whitespace-only text outside `t` as `<t>…</t>` (it would be
 * dropped otherwise), so the line breaks go in as a marker character the
 * document does not contain, replaced by `\n` in the output: there the
 * parser drops them again (errata S21) and the tree stays the same.
 */
function prettySky(tree: SkyRoot, document: Document): string {
  const plain = toSky(tree, { context: document.context });
  let marker = 0xe000;
  while (plain.includes(String.fromCharCode(marker))) {
    if (++marker > 0xf8ff) return plain; // every private-use character occurs: written as it is
  }
  const newline = String.fromCharCode(marker);
  indentTree(tree, { language: 'sky', newline, indent: INDENT });
  return toSky(tree, { context: document.context }).replaceAll(newline, '\n');
}
