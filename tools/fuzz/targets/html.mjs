// Fuzz targets of the HTML packages (tokenizer, tree construction, serializer).
import { createTokenizer, tokenize } from '@forgiving/html-tokenizer';
import { scan, scanLine, splitLines, startLineState } from '@forgiving/html-tokenizer/highlight';
import { createHtmlTreeBuilder, parseHtml, parseHtmlFragment, toHtml } from '@forgiving/html-tree';
import { FAST_PATHS } from '../../fast-paths.mjs';

/** Every target runs with fast paths on, or off under `FORGIVING_FAST_PATHS=off` (issue #31). */
const fastPaths = FAST_PATHS;

/** The sink calls of a stream, as JSON-comparable records (errors included). */
function streamTokens(chunks) {
  const calls = [];
  const sink = {
    text: (value, start, end) => calls.push(['text', value, start, end]),
    startTag: (name, id, attributes, selfClosing, start, end) =>
      calls.push(['startTag', name, id, attributes, selfClosing, start, end]),
    endTag: (name, id, start, end) => calls.push(['endTag', name, id, start, end]),
    comment: (value, start, end) => calls.push(['comment', value, start, end]),
    doctype: (...args) => calls.push(['doctype', ...args]),
    error: (error) => calls.push(['error', error.code, error.offset, error.endOffset]),
  };
  const stream = createTokenizer({ sink, fastPaths });
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return calls;
}

function buildTree(chunks) {
  const builder = createHtmlTreeBuilder({ positions: true, fastPaths });
  for (const chunk of chunks) builder.write(chunk);
  return builder.end();
}

/** Spans must cover [0, length) in order, each character once (lossless); throws otherwise. */
function covered(spans, length) {
  let at = 0;
  for (const span of spans) {
    if (span.start !== at || span.end <= span.start) throw new Error(`span gap or overlap at ${at}`);
    at = span.end;
  }
  if (at !== length) throw new Error(`spans end at ${at} of ${length}`);
  return spans.length;
}

/** Line by line from the line state, as an editor highlights (each line's spans checked too). */
function scanLines(input) {
  let state = startLineState();
  let count = 0;
  for (const line of splitLines(input)) {
    const result = scanLine(line, state, fastPaths);
    count += covered(result.spans, line.length);
    state = result.state;
  }
  return count;
}

const CONTEXTS = [
  'body',
  'table',
  'tr',
  'select',
  'template',
  'textarea',
  'script',
  { tagName: 'svg', namespace: 'svg' },
  { tagName: 'mi', namespace: 'math' },
];

/** Nodes and attributes of a hast tree, counted with a stack. */
function size(tree) {
  let count = 0;
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    count += 1 + (node.properties ? Object.keys(node.properties).length : 0);
    if (node.content) stack.push(node.content);
    for (const child of node.children ?? []) stack.push(child);
  }
  return count;
}

/**
 * parseHtml on issue #27's attack shapes: the tree stays within the
 * reconstruction budget's default (max(2^20, 16 × input) elements and
 * attributes made by reconstruction and the adoption agency) plus what the
 * tokens themselves make (at most one node or attribute per input character).
 */
function bounded(input) {
  const result = parseHtml(input, { fastPaths });
  const limit = Math.max(2 ** 20, 16 * input.length) + input.length + 8;
  const n = size(result.tree);
  if (n > limit) throw new Error(`${n} nodes and attributes from ${input.length} characters (limit ${limit})`);
  return result;
}

export default [
  {
    name: 'html-tree parseHtml on attack shapes (bounded)',
    grammar: 'html-hostile',
    run: (input) => bounded(input),
    chunked: (chunks) => {
      const builder = createHtmlTreeBuilder({ fastPaths });
      for (const chunk of chunks) builder.write(chunk);
      return builder.end();
    },
  },
  {
    name: 'html-tokenizer scanLine on attack shapes',
    grammar: 'html-hostile',
    run: (input) => scanLines(input),
  },
  {
    name: 'html-tokenizer tokenize',
    grammar: 'html',
    bytes: true,
    run: (input) => tokenize(input, { fastPaths }),
  },
  {
    name: 'html-tokenizer createTokenizer (sink)',
    grammar: 'html',
    run: (input) => streamTokens([input]),
    chunked: (chunks) => streamTokens(chunks),
  },
  {
    name: 'html-tokenizer scan (lossless spans)',
    grammar: 'html',
    run: (input) => covered(scan(input, { fastPaths }), input.length),
  },
  {
    name: 'html-tokenizer scanLine (line state)',
    grammar: 'html',
    run: (input) => scanLines(input),
  },
  {
    name: 'html-tree parseHtml / createHtmlTreeBuilder',
    grammar: 'html',
    run: (input) => parseHtml(input, { positions: true, fastPaths }),
    chunked: (chunks) => buildTree(chunks),
  },
  {
    name: 'html-tree parseHtml (bytes, scripting off)',
    grammar: 'html',
    bytes: true,
    run: (input) => parseHtml(input, { scripting: false, fastPaths }),
  },
  {
    name: 'html-tree parseHtmlFragment',
    grammar: 'html',
    run: (input) => parseHtmlFragment(input, { context: CONTEXTS[input.length % CONTEXTS.length], fastPaths }),
  },
  {
    // No fixed-point check: the Standard's serializer cannot round-trip every
    // parsed tree (§13.3; `<plaintext>` content gains an end tag each time).
    name: 'html-tree toHtml',
    grammar: 'html',
    run: (input) =>
      toHtml(parseHtml(input, { fastPaths }).tree) +
      toHtml(parseHtmlFragment(input, { context: 'template', fastPaths }).tree),
  },
];
