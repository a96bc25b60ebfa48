// The CLI's XML-ER driver (cli/driver.ts). `tokens` prints the streaming
// parser's events and `check` streams the parser (the tree builder with
// --namespaces: Namespaces 1.0 needs the tree, xml-er's resolveNamespaces,
// X9); `select` streams a selector decided at the start tag through the
// parser's events and matches other selectors in a skeleton of the elements
// (skeleton.ts), or in the whole tree when --text / --html read the
// contents. `tree`, `format` and `highlight` (scanXml's spans come from the
// parser's positions) hold the whole document, within the whole-document
// limit. Not well-formed means exit code 1, with the recovered tree.
import { StreamDecoder } from '@forgiving/char-ref';
import {
  type Nodes as XmlNodes,
  type Position,
  type Root as XmlRoot,
  createXmlParser,
  createXmlTreeBuilder,
  parseXml,
  scanXml,
  toXml,
} from '@forgiving/xml-er';
import { selectAll } from '../../select/match.ts';
import { createStreamMatcher } from '../../select/stream.ts';
import type { CommandContext, Document } from '../context.ts';
import { at, formatAttributes, span } from '../context.ts';
import type { ChunkSink, LanguageDriver, SelectTree } from '../driver.ts';
import { escapeControls, quoted } from '../escape.ts';
import { readAll } from '../io.ts';
import { limitedChunks } from '../limits.ts';
import { indentTree } from '../pretty.ts';
import { xmlSkeleton } from '../skeleton.ts';
import { wellFormedSummary } from '../summary.ts';

const INDENT = '  ';

/** The document's bytes, within the whole-document limit (`command` names who reads, for the message). */
async function readXml(document: Document, cx: CommandContext, command: string): Promise<Uint8Array> {
  const chunks = limitedChunks(document, command, cx.streams.env);
  return readAll({ ...document.input, chunks: () => chunks });
}

export const xmlDriver: LanguageDriver<XmlRoot> = {
  name: 'xml',
  limits: { wholeInputBytesPerByte: 38 },
  capabilities: { pretty: true },
  tokens: xmlEvents,
  async tree(document, cx, command) {
    const { tree, wellFormed } = parseXml(await readXml(document, cx, command), { positions: true });
    return { tree, ok: wellFormed };
  },
  check: {
    stream(_document, options, onError) {
      const parser = options.checkNamespaces
        ? createXmlTreeBuilder({ checkNamespaces: true, onError })
        : createXmlParser({ onError });
      return { write: (chunk) => parser.write(chunk), end: () => ({ ok: parser.end().ok }) };
    },
    decoder: () => new StreamDecoder(),
    summary: (_document, options, ok, count) =>
      wellFormedSummary(options.checkNamespaces ? 'XML, namespaces' : 'XML', ok, count, ', not well-formed'),
  },
  async format(document, cx) {
    const { tree, wellFormed, errors } = parseXml(await readXml(document, cx, 'format'));
    if (cx.options.pretty) indentTree(tree, { language: 'xml', newline: '\n', indent: INDENT });
    const notes: string[] = [];
    if (!wellFormed) {
      const name = escapeControls(document.input.name);
      notes.push(
        `${name}: not well-formed (${errors.length} error${errors.length === 1 ? '' : 's'}); wrote the recovered tree (forgiving check ${name} shows why)`,
      );
    }
    return { text: toXml(tree), ok: wellFormed, notes };
  },
  select: {
    stream(_document, selector, _options, onMatch) {
      const matcher = createStreamMatcher(selector.selectors, 'xml');
      if (matcher === null) return null;
      const parser = createXmlParser({
        positions: true,
        onOpenTag(tag) {
          if (matcher.open(tag)) onMatch({ name: tag.name, attributes: tag.attributes, start: tag.position?.start });
        },
        onCloseTag() {
          matcher.close();
        },
      });
      return {
        write: (chunk) => parser.write(chunk),
        end() {
          parser.end();
          return { ok: true };
        },
      };
    },
    async tree(document, cx, content) {
      // The skeleton keeps elements only (memory follows their number): --text and --html need the whole tree.
      if (!content) return xmlSelectTree(await xmlSkeleton(document.chunks));
      return xmlSelectTree(parseXml(await readXml(document, cx, 'select'), { positions: true }).tree);
    },
  },
  highlight: { kind: 'whole', spans: (text) => scanXml(text) },
};

/** Parser events; not ok when the document is not well-formed (its errors are among the events). */
function xmlEvents(_document: Document, cx: CommandContext): ChunkSink {
  const { out, paint } = cx;
  const where = (position: Position | undefined) => paint('gray', span(position));
  const parser = createXmlParser({
    positions: true,
    onOpenTag: (tag) =>
      out.line(
        `${where(tag.position)} ${paint('blue', tag.selfClosing ? 'emptyTag' : 'openTag')} ${escapeControls(tag.name)}${formatAttributes(tag.attributes)}`,
      ),
    onCloseTag: (name, position) => out.line(`${where(position)} ${paint('blue', 'closeTag')} ${escapeControls(name)}`),
    onText: (value, position) => out.line(`${where(position)} ${paint('green', 'text')} ${quoted(value)}`),
    onCdata: (value, position) => out.line(`${where(position)} ${paint('green', 'cdata')} ${quoted(value)}`),
    onComment: (value, position) => out.line(`${where(position)} ${paint('gray', 'comment')} ${quoted(value)}`),
    onInstruction: (name, value, position) =>
      out.line(`${where(position)} ${paint('magenta', 'instruction')} ${escapeControls(name)} ${quoted(value)}`),
    onDoctype: (doctype) =>
      out.line(
        `${where(doctype.position)} ${paint('magenta', 'doctype')} ${escapeControls(doctype.name)}${doctype.public === undefined ? '' : ` PUBLIC ${quoted(doctype.public)}`}${doctype.system === undefined ? '' : ` SYSTEM ${quoted(doctype.system)}`}`,
      ),
    onError: (error) =>
      out.line(
        `${paint('gray', at(error))} ${paint('red', 'error')} ${escapeControls(error.code)} ${escapeControls(error.message)}`,
      ),
  });
  return { write: (chunk) => parser.write(chunk), end: () => ({ ok: parser.end().ok }) };
}

/** xast elements: a name, an attribute record and a position; --html: toXml of the element. */
function xmlSelectTree(tree: XmlRoot): SelectTree {
  return {
    *matches(selector, options) {
      const found = selectAll({ language: 'xml', tree }, selector, { templateContent: options.templateContent });
      for (const element of found) {
        yield { name: element.name, attributes: element.attributes, start: element.position?.start, node: element };
      }
    },
    markup: (node) => toXml(node as XmlNodes),
  };
}
