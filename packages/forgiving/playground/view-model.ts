// What the playground shows, computed off the main thread (worker.ts runs it):
// the parse, the highlight spans, the selector's matches and the tree as a flat
// list of rows. Everything is capped here, so the page never receives (and
// never lays out) more than a bounded amount, whatever the input:
// - spans: the first MAX_HIGHLIGHT_SPANS, the rest of the source as plain text;
// - tree rows: MAX_TREE_NODES in all and MAX_TREE_DEPTH levels deep. A nested
//   <details> per level made Chromium's layout superlinear in depth (1,500
//   nested <div>s froze the page for over a minute), so deeper subtrees are
//   summarised by one row saying how many nodes they hold;
// - errors: the first MAX_ERRORS_SHOWN.
// Pure (no DOM): test/playground-view.test.ts runs it in Node.
import { compileSelectorWithError, highlightSpans, parse, selectAll } from '../src/index.ts';
import type { HighlightSpanKind, ParsedDocument } from '../src/index.ts';

/** Beyond this many nodes the tree view stops (the page stays responsive on big inputs). */
export const MAX_TREE_NODES = 5000;
/** Beyond this depth a subtree is one summary row (layout of nested <details> grows with depth). */
export const MAX_TREE_DEPTH = 64;
/**
 * Beyond this many spans the highlight shows the rest of the source as plain
 * text (still every character): a 1 MB document has about 480,000 spans,
 * and as many DOM nodes made the page unresponsive.
 */
export const MAX_HIGHLIGHT_SPANS = 20000;
/** The error list shows this many (a broken 1 MB document can have thousands). */
export const MAX_ERRORS_SHOWN = 500;

export interface ViewRequest {
  id: number;
  text: string;
  language: 'sky' | 'xml' | 'html' | undefined;
  context: 'application' | 'module' | undefined;
  selector: string;
  level4: boolean;
}

export interface ViewSpan {
  kind: HighlightSpanKind;
  start: number;
  end: number;
  /** Inside an element the selector matched. */
  match: boolean;
  /** An error starts inside the span. */
  error: boolean;
}

export interface ViewError {
  code: string;
  message: string;
  line: number;
  column: number;
  offset: number;
}

/** One line of the tree view: `depth` levels below the root. */
export interface ViewRow {
  depth: number;
  type: string;
  label: string;
  /** `line:column–line:column`, or '' without a position. */
  place: string;
  start: number;
  end: number;
  /** Has children shown below it (a <details>), or is a leaf (a <div>). */
  leaf: boolean;
  match: boolean;
  /** A summary row standing for `hidden` nodes not shown. */
  hidden?: number;
}

export interface ViewModel {
  id: number;
  status: string;
  language: 'sky' | 'xml' | 'html';
  /** Where the highlighted spans stop and plain text takes over (text length when all are shown). */
  rest: number;
  spanCount: number;
  spans: ViewSpan[];
  /** An error at the very end of the input (e.g. unexpected end of input). */
  errorAtEnd: boolean;
  errors: ViewError[];
  errorCount: number;
  selector: { text: string; invalid: boolean };
  /** null: no tree (a document that is not Sky). */
  rows: ViewRow[] | null;
  /** Nodes not shown because of MAX_TREE_NODES. */
  truncated: number;
}

interface Positioned {
  type: string;
  name?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  value?: unknown;
  attributes?: Record<string, string | null | undefined>;
  children?: Positioned[];
  content?: Positioned;
  position?: {
    start: { line: number; column: number; offset: number };
    end: { line: number; column: number; offset: number };
  };
}

/** Everything the page shows for one request. */
export function buildView(request: ViewRequest): ViewModel {
  const { text, language, context } = request;
  const doc = parse(text, {
    positions: true,
    ...(language === undefined ? {} : { language }),
    ...(context === undefined ? {} : { context }),
  });
  const { spans } = highlightSpans(text, {
    language: doc.language,
    ...(doc.language === 'sky' ? { context: doc.context } : {}),
  });
  const selected = runSelector(doc, request);
  const matched = new Set(selected.found);
  const shown = Math.min(spans.length, MAX_HIGHLIGHT_SPANS);
  const rest = shown < spans.length ? spans[shown]!.start : text.length;
  const viewSpans = markSpans(text.length, rest, spans.slice(0, shown), selected.found, doc.errors);
  const kind = doc.language === 'sky' ? `Sky ${doc.context}` : doc.language === 'html' ? 'HTML' : 'XML';
  const tree = doc.tree === null ? null : flattenTree(doc.tree as Positioned, matched);
  return {
    id: request.id,
    status: `${kind} · ${spans.length} spans · ${doc.errors.length} error${doc.errors.length === 1 ? '' : 's'}`,
    language: doc.language,
    rest,
    spanCount: spans.length,
    spans: viewSpans,
    errorAtEnd: doc.errors.some((e) => e.offset === text.length),
    errors: doc.errors.slice(0, MAX_ERRORS_SHOWN).map(({ code, message, line, column, offset }) => ({
      code,
      message,
      line,
      column,
      offset,
    })),
    errorCount: doc.errors.length,
    selector: selected.result,
    rows: tree === null ? null : tree.rows,
    truncated: tree === null ? 0 : tree.truncated,
  };
}

/** Matching elements for the selector box (an empty box matches nothing). */
function runSelector(
  doc: ParsedDocument,
  request: ViewRequest,
): { found: Positioned[]; result: { text: string; invalid: boolean } } {
  const text = request.selector.trim();
  if (text === '') return { found: [], result: { text: '', invalid: false } };
  const compiled = compileSelectorWithError(text, { level: request.level4 ? 4 : 3 });
  if (!compiled.ok) {
    const message = `invalid selector: ${compiled.error.message} (offset ${compiled.error.offset})`;
    return { found: [], result: { text: message, invalid: true } };
  }
  if (doc.tree === null) return { found: [], result: { text: 'no tree (not a Sky document)', invalid: false } };
  const found = selectAll(doc, compiled.selector) as Positioned[];
  return { found, result: { text: `${found.length} match${found.length === 1 ? '' : 'es'}`, invalid: false } };
}

/** The shown spans with their match and error marks: linear in the text and the spans. */
function markSpans(
  length: number,
  rest: number,
  spans: readonly { kind: HighlightSpanKind; start: number; end: number }[],
  matched: readonly Positioned[],
  errors: readonly { offset: number }[],
): ViewSpan[] {
  // Coverage of the matched elements' source ranges, as a prefix sum; errors as a sorted walk.
  const cover = new Int32Array(length + 1);
  for (const node of matched) {
    if (node.position === undefined) continue;
    cover[node.position.start.offset]! += 1;
    cover[node.position.end.offset]! -= 1;
  }
  for (let i = 1; i <= rest; i++) cover[i]! += cover[i - 1]!;
  const errorOffsets = Int32Array.from(errors, (e) => e.offset).sort();
  let e = 0;
  return spans.map((span) => {
    while (e < errorOffsets.length && errorOffsets[e]! < span.start) e++;
    const error = e < errorOffsets.length && errorOffsets[e]! < span.end;
    return { kind: span.kind, start: span.start, end: span.end, match: cover[span.start]! > 0, error };
  });
}

function label(node: Positioned): string {
  switch (node.type) {
    case 'root':
      return '#root';
    case 'element': {
      let out = `<${node.tagName ?? node.name ?? ''}`;
      for (const [name, value] of Object.entries(node.attributes ?? {}))
        out += value == null ? ` ${name}` : ` ${name}=${JSON.stringify(value)}`;
      // hast: properties as hast holds them (`className: ["a"]`), so the tree shows what code sees.
      for (const [name, value] of Object.entries(node.properties ?? {})) out += ` ${name}=${JSON.stringify(value)}`;
      return `${out}>`;
    }
    case 'instruction':
      return `<?${node.name ?? ''} ${String(node.value)}?>`;
    case 'doctype':
      return `<!DOCTYPE ${node.name ?? 'html'}>`;
    default:
      return `${node.type} ${JSON.stringify(node.value)}`;
  }
}

/** The nodes of a subtree, counted with an explicit stack (no recursion on input depth). */
function countNodes(root: Positioned): number {
  let count = 0;
  const stack: Positioned[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    count++;
    if (node.content !== undefined) stack.push(node.content);
    for (const child of node.children ?? []) stack.push(child);
  }
  return count;
}

/**
 * The tree in document order as rows, with an explicit stack (deep trees must not
 * overflow). Each node is visited at most twice: the descendants of a node at
 * MAX_TREE_DEPTH are counted once and summarised in one row; the walk stops after about MAX_TREE_NODES rows.
 */
function flattenTree(root: Positioned, matched: ReadonlySet<Positioned>): { rows: ViewRow[]; truncated: number } {
  const rows: ViewRow[] = [];
  const stack: { node: Positioned; depth: number; title?: string }[] = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    if (rows.length >= MAX_TREE_NODES) {
      let truncated = 0;
      for (const entry of stack) truncated += countNodes(entry.node);
      return { rows, truncated };
    }
    const { node, depth, title } = stack.pop()!;
    const children = node.children ?? [];
    const p = node.position;
    rows.push({
      depth,
      type: node.type,
      label: title ?? label(node),
      place: p === undefined ? '' : `${p.start.line}:${p.start.column}–${p.end.line}:${p.end.column}`,
      start: p === undefined ? -1 : p.start.offset,
      end: p === undefined ? -1 : p.end.offset,
      leaf: children.length === 0 && node.content === undefined,
      match: matched.has(node),
    });
    if (depth === MAX_TREE_DEPTH && (children.length > 0 || node.content !== undefined)) {
      // Its descendants, counted once, stand in one row under it.
      const hidden = countNodes(node) - 1;
      rows.push({
        depth: depth + 1,
        type: 'hidden',
        label: `… ${hidden} node${hidden === 1 ? '' : 's'} deeper than ${MAX_TREE_DEPTH} levels not shown`,
        place: '',
        start: -1,
        end: -1,
        leaf: true,
        match: false,
        hidden,
      });
      continue;
    }
    // The template's contents after its children (popped last).
    if (node.content !== undefined) stack.push({ node: node.content, depth: depth + 1, title: '#content' });
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, depth: depth + 1 });
  }
  return { rows, truncated: 0 };
}
