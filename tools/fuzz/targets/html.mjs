// Fuzz targets of the HTML packages (tokenizer, tree construction, serializer).
import { createTokenizer, tokenize } from '@forgiving/html-tokenizer';
import { scan, scanLine, splitLines, startLineState } from '@forgiving/html-tokenizer/highlight';
import { createHtmlTreeBuilder, parseHtml, parseHtmlFragment, toHtml } from '@forgiving/html-tree';

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
  const stream = createTokenizer({ sink });
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return calls;
}

function buildTree(chunks) {
  const builder = createHtmlTreeBuilder({ positions: true });
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
    const result = scanLine(line, state);
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

export default [
  {
    name: 'html-tokenizer tokenize',
    grammar: 'html',
    bytes: true,
    run: (input) => tokenize(input),
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
    run: (input) => covered(scan(input), input.length),
  },
  {
    name: 'html-tokenizer scanLine (line state)',
    grammar: 'html',
    run: (input) => scanLines(input),
  },
  {
    name: 'html-tree parseHtml / createHtmlTreeBuilder',
    grammar: 'html',
    run: (input) => parseHtml(input, { positions: true }),
    chunked: (chunks) => buildTree(chunks),
  },
  {
    name: 'html-tree parseHtml (bytes, scripting off)',
    grammar: 'html',
    bytes: true,
    run: (input) => parseHtml(input, { scripting: false }),
  },
  {
    name: 'html-tree parseHtmlFragment',
    grammar: 'html',
    run: (input) => parseHtmlFragment(input, { context: CONTEXTS[input.length % CONTEXTS.length] }),
  },
  {
    // No fixed-point check: the Standard's serializer cannot round-trip every
    // parsed tree (§13.3; `<plaintext>` content gains an end tag each time).
    name: 'html-tree toHtml',
    grammar: 'html',
    run: (input) => toHtml(parseHtml(input).tree) + toHtml(parseHtmlFragment(input, { context: 'template' }).tree),
  },
];
