// A made-up language in one file, to show that a language is a driver
// (src/cli/driver.ts) and one registry line: "toy" has one element per line,
// `name key=value …`; a line starting with `!` is an error. Its files end in
// `.toy` (its `detect` hook). It has no streaming `select` (the capability
// is absent) and highlights the whole text.
import { type ParseError, StreamDecoder } from '@forgiving/char-ref';
import type { CommandContext, Document } from '../../src/cli/context.ts';
import type { ChunkSink, LanguageDriver, SelectTree, Span } from '../../src/cli/driver.ts';
import { escapeControls, quoted } from '../../src/cli/escape.ts';
import { readAll } from '../../src/cli/io.ts';
import { limitedChunks } from '../../src/cli/limits.ts';
import { selectAll } from '../../src/select/match.ts';

interface Point {
  line: number;
  column: number;
  offset: number;
}

export interface ToyElement {
  type: 'element';
  name: string;
  attributes: Record<string, string>;
  children: never[];
  position: { start: Point; end: Point };
}

export interface ToyRoot {
  type: 'root';
  children: ToyElement[];
}

/** Lines with their offsets (a line break ends each; the last may lack one). */
function* lines(text: string): Generator<{ text: string; offset: number; number: number }> {
  let offset = 0;
  let number = 1;
  while (offset < text.length) {
    const end = text.indexOf('\n', offset);
    const stop = end < 0 ? text.length : end;
    yield { text: text.slice(offset, stop), offset, number };
    offset = stop + 1;
    number++;
  }
}

export function parseToy(text: string): { tree: ToyRoot; errors: ParseError[] } {
  const tree: ToyRoot = { type: 'root', children: [] };
  const errors: ParseError[] = [];
  for (const line of lines(text)) {
    const start = { line: line.number, column: 1, offset: line.offset };
    if (line.text.startsWith('!')) {
      const end = { endLine: start.line, endColumn: 2, endOffset: start.offset + 1 };
      errors.push({ code: 'toy-bang', message: 'a line may not start with "!"', ...start, ...end });
      continue;
    }
    const [name, ...pairs] = line.text.split(' ').filter((word) => word !== '');
    if (name === undefined) continue;
    const attributes: Record<string, string> = {};
    for (const pair of pairs) {
      const eq = pair.indexOf('=');
      attributes[eq < 0 ? pair : pair.slice(0, eq)] = eq < 0 ? '' : pair.slice(eq + 1);
    }
    const end = { line: line.number, column: line.text.length + 1, offset: line.offset + line.text.length };
    tree.children.push({ type: 'element', name, attributes, children: [], position: { start, end } });
  }
  return { tree, errors };
}

function toToy(element: ToyElement): string {
  return [element.name, ...Object.entries(element.attributes).map(([k, v]) => `${k}=${v}`)].join(' ');
}

async function readToy(document: Document, cx: CommandContext, command: string): Promise<string> {
  const chunks = limitedChunks(document, command, cx.streams.env);
  return new TextDecoder().decode(await readAll({ ...document.input, chunks: () => chunks }));
}

/** Decodes the chunks and hands the whole text to `done` at the end (the toy parser is not incremental). */
function whole(done: (text: string) => boolean): ChunkSink {
  const decoder = new StreamDecoder();
  let text = '';
  return {
    write: (chunk) => void (text += decoder.write(chunk)),
    end: () => ({ ok: done(text + decoder.end()) }),
  };
}

function selectTree(tree: ToyRoot): SelectTree {
  return {
    *matches(selector, options) {
      // Toy elements have the xast shape: name, attribute record, position.
      for (const element of selectAll({ language: 'xml', tree } as never, selector, options) as ToyElement[])
        yield { name: element.name, attributes: element.attributes, start: element.position.start, node: element };
    },
    markup: (node) => toToy(node as ToyElement),
  };
}

export const toyDriver: LanguageDriver<ToyRoot> = {
  name: 'toy',
  detect: (_head, path) => path?.endsWith('.toy') === true,
  limits: { wholeInputBytesPerByte: 8 },
  capabilities: { pretty: false },
  tokens(_document, cx) {
    return whole((text) => {
      const { tree, errors } = parseToy(text);
      for (const error of errors) cx.out.line(`${error.line}:${error.column} error ${error.code}`);
      for (const element of tree.children)
        cx.out.line(`${element.position.start.line}:1 element ${escapeControls(element.name)}`);
      return errors.length === 0;
    });
  },
  async tree(document, cx, command) {
    const { tree, errors } = parseToy(await readToy(document, cx, command));
    return { tree, ok: errors.length === 0 };
  },
  check: {
    stream: (_document, _options, onError) =>
      whole((text) => {
        const { errors } = parseToy(text);
        for (const error of errors) onError(error);
        return errors.length === 0;
      }),
    decoder: () => new StreamDecoder(),
    summary: (_document, _options, ok, count) => (ok ? 'ok (toy)' : `${count} toy error(s)`),
  },
  async format(document, cx) {
    const { tree, errors } = parseToy(await readToy(document, cx, 'format'));
    const notes = errors.length === 0 ? [] : [`${quoted(document.input.name)}: dropped ${errors.length} line(s)`];
    return { text: tree.children.map(toToy).join('\n'), ok: errors.length === 0, notes };
  },
  select: {
    tree: async (document, cx) => selectTree(parseToy(await readToy(document, cx, 'select')).tree),
  },
  highlight: {
    kind: 'whole',
    spans(text) {
      const spans: Span[] = [];
      for (const line of lines(text)) {
        const space = line.text.indexOf(' ');
        const nameEnd = line.offset + (space < 0 ? line.text.length : space);
        spans.push({ kind: 'tag-name', start: line.offset, end: nameEnd });
        const end = Math.min(text.length, line.offset + line.text.length + 1);
        if (end > nameEnd) spans.push({ kind: 'text', start: nameEnd, end });
      }
      return { spans, errors: parseToy(text).errors };
    },
  },
};
