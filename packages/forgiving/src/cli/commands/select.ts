// `forgiving select <selector> <file>`: matching elements in document order,
// one per line as `file:line:column: <name attributes>` (the start of the
// element), or what select-output.ts prints for --text, --attr, --html and
// --format json. A selector decided at the start tag streams (bounded
// memory, select/stream.ts): XML through the parser's events, Sky through the
// tree constructor (sky-stream.ts). Other selectors, and --text / --html
// (they read the match's contents), need a tree: XML a skeleton built from
// the parser's events (skeleton.ts) or, for contents, the whole tree; Sky the
// streaming tree builder.
import { SKY_APPLICATION_SIGNATURE, SKY_MODULE_SIGNATURE } from '@forgiving/char-ref/codes';
import { type SkyRoot, toSky } from '@forgiving/sky-tree';
import { createXmlParser, type Nodes as XmlNodes, toXml } from '@forgiving/xml-er';
import {
  type CompiledSelector,
  type SelectorOptions,
  compileSelectorWithError,
  selectAll,
} from '../../select/match.ts';
import { createStreamMatcher } from '../../select/stream.ts';
import { type CommandContext, type Document, notSkyMessage } from '../context.ts';
import { escapeControls } from '../escape.ts';
import { htmlSelect } from '../html.ts';
import {
  type Match,
  type MatchContent,
  type MatchPrinter,
  createMatchPrinter,
  needsContent,
} from '../select-output.ts';
import { xmlSkeleton } from '../skeleton.ts';
import { createSkyStreamSelect } from '../sky-stream.ts';
import { buildTree } from './tree.ts';

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
  const stream =
    (document.language === 'sky' && cx.options.templateContent) || needsContent(cx)
      ? null
      : createStreamMatcher(compiled.selector.selectors, document.language);
  // The tree first: a document over the whole-document limit stops before any output.
  const tree = stream === null ? await treeOf(document, cx) : undefined;
  const printer = createMatchPrinter(document, cx, markupOf(document));
  let isSky = true;
  if (tree === null) isSky = false;
  else if (tree !== undefined) selectInTree(tree, compiled.selector, document, cx, printer);
  else if (document.language === 'sky') {
    const select = createSkyStreamSelect(document.context, stream!, (match) =>
      printer.match({ name: match.name, attributes: match.attributes, start: match }),
    );
    for await (const chunk of document.chunks) {
      select.write(chunk);
      await cx.out.flush();
    }
    isSky = select.end().isSky;
  } else {
    const parser = createXmlParser({
      positions: true,
      onOpenTag(tag) {
        if (stream!.open(tag))
          printer.match({ name: tag.name, attributes: tag.attributes, start: tag.position?.start });
      },
      onCloseTag() {
        stream!.close();
      },
    });
    for await (const chunk of document.chunks) {
      parser.write(chunk);
      await cx.out.flush();
    }
    parser.end();
  }
  const count = await printer.end();
  if (!isSky) {
    cx.err.line(notSkyMessage(document));
    return 0;
  }
  return count;
}

/** The tree to match in: XML's skeleton keeps elements only, so --text and --html need the whole tree; null: not Sky. */
async function treeOf(document: Document, cx: CommandContext) {
  if (document.language === 'xml' && !needsContent(cx)) return xmlSkeleton(document.chunks);
  return (await buildTree(document, cx, 'select')).tree;
}

function selectInTree(
  tree: NonNullable<Awaited<ReturnType<typeof treeOf>>>,
  selector: CompiledSelector,
  document: Document,
  cx: CommandContext,
  printer: MatchPrinter,
): void {
  // Sky and xast elements: a name, an attribute record and a position.
  const found = selectAll({ language: document.language, tree } as Parameters<typeof selectAll>[0], selector, {
    templateContent: cx.options.templateContent,
  }) as unknown as { name: string; attributes: Record<string, string>; position?: { start: Match['start'] } }[];
  for (const element of found) {
    printer.match({
      name: element.name,
      attributes: element.attributes,
      start: element.position?.start,
      node: element,
    });
  }
}

/** --html: the language's serializer on one element (Sky's without the signature line it starts every document with). */
function markupOf(document: Document): MatchContent {
  if (document.language === 'xml') return { markup: (node) => toXml(node as XmlNodes) };
  const context = document.context;
  const signature = `${context === 'module' ? SKY_MODULE_SIGNATURE : SKY_APPLICATION_SIGNATURE}\n`;
  return {
    markup(node) {
      const text = toSky({ type: 'root', children: [node] } as SkyRoot, { context });
      return text.startsWith(signature) ? text.slice(signature.length) : text;
    },
  };
}
