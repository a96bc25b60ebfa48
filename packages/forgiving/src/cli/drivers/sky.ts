// The CLI's Sky driver (cli/driver.ts). Sky is UTF-8 only (errata S1): the
// tokenizer and the tree builder take the bytes. `tokens`, `check`,
// `highlight` and `select` with a selector decided at the start tag stream
// (sky-stream.ts: the tree constructor over an adapter that keeps no tree);
// `tree`, `format` and other selectors build the tree chunk by chunk, within
// the whole-document limit. An input without the signature is not Sky
// (errata S4): every command refuses it with notSkyMessage.
import { SKY_APPLICATION_SIGNATURE, SKY_MODULE_SIGNATURE } from '@forgiving/char-ref/codes';
import { LineIndex, StreamDecoder } from '@forgiving/char-ref';
import {
  type SkyContext,
  type SkyLineState,
  type SkyToken,
  createTokenizer,
  sameLineState,
  scan,
  scanLine,
  startLineState,
} from '@forgiving/sky-tokenizer';
import {
  type SkyRoot,
  createDemoHost,
  createTreeBuilder,
  notSkyError,
  parseAsync,
  toSky,
  walk,
} from '@forgiving/sky-tree';
import { parse } from '../../parse.ts';
import { selectAll } from '../../select/match.ts';
import { createStreamMatcher } from '../../select/stream.ts';
import type { CommandContext, Document } from '../context.ts';
import { at, formatAttributes } from '../context.ts';
import type { ChunkSink, LanguageDriver, Refusal, SelectTree } from '../driver.ts';
import { escapeControls, quoted } from '../escape.ts';
import { limitedChunks } from '../limits.ts';
import { indentTree } from '../pretty.ts';
import { createSkyStreamSelect } from '../sky-stream.ts';
import type { LineScanner } from '../stream-highlight.ts';
import { wellFormedSummary } from '../summary.ts';

const INDENT = '  ';

export function notSkyMessage(document: Document): string {
  const expected = document.context === 'module' ? SKY_MODULE_SIGNATURE : SKY_APPLICATION_SIGNATURE;
  return `${escapeControls(document.input.name)}: not a Sky ${document.context} (it must start with "${expected}"; errata S4); use --lang xml or --context to choose otherwise`;
}

/** The tree built chunk by chunk within the whole-document limit; a refusal when the input is not Sky. */
async function buildSky(
  document: Document,
  cx: CommandContext,
  command: string,
  positions: boolean,
): Promise<SkyRoot | Refusal> {
  const builder = createTreeBuilder({ context: document.context, positions });
  for await (const chunk of limitedChunks(document, command, cx.streams.env)) builder.write(chunk);
  const { tree } = builder.end();
  return tree ?? { refusal: notSkyMessage(document) };
}

export const skyDriver: LanguageDriver<SkyRoot> = {
  name: 'sky',
  limits: { wholeInputBytesPerByte: 28 },
  capabilities: { pretty: true },
  tokens: skyTokens,
  async tree(document, cx, command) {
    const tree = await buildSky(document, cx, command, true);
    return 'refusal' in tree ? tree : { tree, ok: true };
  },
  check: {
    stream(document, _options, onError) {
      const tokenizer = createTokenizer({ context: document.context, onToken() {} });
      return {
        write: (chunk) => tokenizer.write(chunk),
        end() {
          const ok = tokenizer.end().isSky;
          if (!ok) onError(notSkyError(document.context));
          return { ok };
        },
      };
    },
    decoder: () => new StreamDecoder(),
    summary: (document, _options, ok, count) => wellFormedSummary(`Sky ${document.context}`, ok, count, ''),
  },
  async format(document, cx) {
    const tree = await buildSky(document, cx, 'format', false);
    if ('refusal' in tree) return tree;
    const text = cx.options.pretty ? prettySky(tree, document) : toSky(tree, { context: document.context });
    return { text, ok: true, notes: [] };
  },
  select: {
    stream(document, selector, options, onMatch) {
      // Template contents are not searched by the stream (sky-stream.ts): --template-content needs the tree.
      const matcher = options.templateContent ? null : createStreamMatcher(selector.selectors, 'sky');
      if (matcher === null) return null;
      const select = createSkyStreamSelect(document.context, matcher, (match) =>
        onMatch({ name: match.name, attributes: match.attributes, start: match }),
      );
      return {
        write: (chunk) => select.write(chunk),
        end: () => (select.end().isSky ? { ok: true } : { ok: false, refusal: notSkyMessage(document) }),
      };
    },
    async tree(document, cx) {
      const tree = await buildSky(document, cx, 'select', true);
      return 'refusal' in tree ? tree : skySelectTree(tree, document.context);
    },
  },
  highlight: { kind: 'lines', scanner: (document) => skyScanner(document.context) },
  demo: hostedRun,
};

function skyTokens(document: Document, cx: CommandContext): ChunkSink {
  // Offsets only grow, so lines before the current token are forgotten.
  const lines = new LineIndex();
  const { out, paint } = cx;
  const onToken = (token: SkyToken) => {
    const where = paint('gray', `${at(lines.point(token.start))}-${at(lines.point(token.end))}`);
    lines.forget(token.start);
    if (token.type === 'text') out.line(`${where} ${paint('green', 'text')} ${quoted(token.value)}`);
    else if (token.type === 'startTag')
      out.line(
        `${where} ${paint('blue', 'startTag')} ${escapeControls(token.name)}${formatAttributes(token.attributes)}`,
      );
    else out.line(`${where} ${paint('blue', 'endTag')} ${escapeControls(token.name)}`);
  };
  const tokenizer = createTokenizer({ context: document.context, onToken, onDecoded: (chunk) => lines.append(chunk) });
  return {
    write: (chunk) => tokenizer.write(chunk),
    end: () => (tokenizer.end().isSky ? { ok: true } : { ok: false, refusal: notSkyMessage(document) }),
  };
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

/** Sky elements: a name, an attribute record and a position; --html: toSky without the signature line. */
function skySelectTree(tree: SkyRoot, context: SkyContext): SelectTree {
  const signature = `${context === 'module' ? SKY_MODULE_SIGNATURE : SKY_APPLICATION_SIGNATURE}\n`;
  return {
    *matches(selector, options) {
      const found = selectAll({ language: 'sky', tree }, selector, { templateContent: options.templateContent });
      for (const element of found) {
        yield { name: element.name, attributes: element.attributes, start: element.position?.start, node: element };
      }
    },
    markup(node) {
      const text = toSky({ type: 'root', children: [node] } as SkyRoot, { context });
      return text.startsWith(signature) ? text.slice(signature.length) : text;
    },
  };
}

/** sky-tokenizer's line-resumable scanner; the fresh state is the one after the signature line. */
function skyScanner(context: SkyContext): LineScanner {
  let state: SkyLineState = startLineState(context);
  /** The first line and its break: the prefix that puts `scan` in the fresh state. */
  let first: string | null = null;
  let fresh: SkyLineState | null = null;
  return {
    scanLine(line) {
      const result = scanLine(line, state);
      state = result.state;
      return result.spans;
    },
    fresh: () => fresh !== null && sameLineState(state, fresh),
    scanHeld(text) {
      if (first === null) return scan(text, { context });
      const prefix = first;
      const spans: ReturnType<LineScanner['scanHeld']> = [];
      for (const span of scan(prefix + text, { context })) {
        if (span.end <= prefix.length) continue;
        spans.push({ kind: span.kind, start: Math.max(0, span.start - prefix.length), end: span.end - prefix.length });
      }
      return spans;
    },
    firstLine(line, lineBreak) {
      first = line + lineBreak;
      fresh = state;
    },
  };
}

/**
 * The demo's step for a Sky example: parsed with sky-tree's demo host
 * (errata S22), the hooks in the order the parser calls them. Every `import`
 * resolves to a stub module (`{}`), so the script sees its `as` names;
 * scripts are logged, never run.
 */
async function hostedRun(bytes: Uint8Array, source: string, cx: CommandContext): Promise<void> {
  const { out, paint } = cx;
  const parsed = parse(bytes, { filename: source });
  if (parsed.language !== 'sky' || parsed.tree === null) return;
  out.line('');
  out.line(
    paint(
      ['bold', 'cyan'],
      `# ${escapeControls(source)} with a demo host (errata S22): imports, scripts and load, in order`,
    ),
  );
  const host = createDemoHost({
    modules: stubModules(parsed.tree),
    log: (line) => out.line(`  ${escapeControls(line)}`),
  });
  await parseAsync(bytes, { context: parsed.context, host });
  await out.flush();
}

/** A stub module for the `src` of every import element (template content included). */
function stubModules(tree: SkyRoot): Record<string, unknown> {
  const modules: Record<string, unknown> = {};
  walk(tree, (node) => {
    if (node.type === 'element' && node.name === 'import') modules[node.attributes.src ?? ''] = {};
  });
  return modules;
}
