// Fuzz targets of the Sky packages (tokenizer, tree). Contexts alternate with
// the input's length, so both signatures are exercised.
import { SkyLineHighlighter, createTokenizer, scan, tokenize } from '@forgiving/sky-tokenizer';
import { createTreeBuilder, parse, parseAsync, toSky } from '@forgiving/sky-tree';
import { FAST_PATHS } from '../../fast-paths.mjs';

const contextOf = (length) => (length % 3 === 0 ? 'module' : 'application');
const total = (chunks) => chunks.reduce((n, c) => n + c.length, 0);

function streamTokens(chunks) {
  const tokens = [];
  const stream = createTokenizer({
    context: contextOf(total(chunks)),
    fastPaths: FAST_PATHS,
    onToken: (t) => tokens.push(t),
  });
  for (const chunk of chunks) stream.write(chunk);
  const { ok, isSky } = stream.end();
  // A failed signature gives no tokens (errata S4), as tokenize does; the same shape as tokenize's result.
  return { tokens: isSky ? tokens : [], ok, isSky };
}

function buildTree(chunks) {
  const builder = createTreeBuilder({ context: contextOf(total(chunks)), positions: true, fastPaths: FAST_PATHS });
  for (const chunk of chunks) builder.write(chunk);
  return builder.end();
}

/** A host that records every hook call; imports load on a microtask. */
async function hosted(input) {
  const log = [];
  const host = {
    importModule: (src, { as }) => {
      log.push(`import ${src} ${as}`);
      return src === 'x' ? Promise.reject(new Error('no x')) : Promise.resolve({ src });
    },
    executeScript: ({ source, imports }) => void log.push(`script ${source} ${Object.keys(imports).join(',')}`),
    onLoad: () => void log.push('load'),
    onError: (_error, { phase }) => void log.push(`error ${phase}`),
  };
  const length = Array.isArray(input) ? total(input) : input.length;
  const result = await parseAsync(input, { context: contextOf(length), host, fastPaths: FAST_PATHS });
  // When a load fails depends on when chunks arrive (the tokenizer runs ahead, errata S22): hook calls
  // and the tree must not depend on chunking; failures are compared as a set.
  return {
    isSky: result.isSky,
    tree: result.tree,
    errors: result.errors.map((e) => e.phase).sort(),
    log: log.filter((line) => !line.startsWith('error')),
  };
}

export default [
  {
    name: 'sky-tokenizer tokenize / createTokenizer',
    grammar: 'sky',
    bytes: true,
    run: (input) => tokenize(input, { context: contextOf(input.length), fastPaths: FAST_PATHS }),
    chunked: streamTokens,
  },
  {
    name: 'sky-tokenizer scan',
    grammar: 'sky',
    run: (input) => scan(input, { context: contextOf(input.length), fastPaths: FAST_PATHS }).length,
  },
  {
    name: 'sky-tokenizer SkyLineHighlighter',
    grammar: 'sky',
    run: (input) => {
      const h = new SkyLineHighlighter(contextOf(input.length), input, FAST_PATHS);
      // An edit in the middle, then the spans of every line.
      h.edit(h.lineCount >> 1, Math.min(1, h.lineCount >> 1), ['<a b="', 'c">']);
      let spans = 0;
      for (let i = 0; i < h.lineCount; i++) spans += h.spans(i).length;
      return spans;
    },
  },
  {
    name: 'sky-tree parse / createTreeBuilder',
    grammar: 'sky',
    bytes: true,
    run: (input) => parse(input, { context: contextOf(input.length), positions: true, fastPaths: FAST_PATHS }),
    chunked: buildTree,
  },
  {
    name: 'sky-tree parseAsync',
    grammar: 'sky',
    bytes: true,
    run: (input) => hosted(input),
    chunked: (chunks) => hosted(chunks),
  },
  {
    name: 'sky-tree toSky',
    grammar: 'sky',
    run: (input) => {
      const context = contextOf(input.length);
      const { tree } = parse(input, { context, fastPaths: FAST_PATHS });
      return tree === null ? null : toSky(tree, { context });
    },
  },
];
