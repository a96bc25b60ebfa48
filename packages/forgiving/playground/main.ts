// The playground page: type Sky, XML or HTML and see, live, the source highlighted
// from the lossless spans, the tree (collapsible), the errors (click one to
// select its place in the source) and the elements a selector matches.
// Everything comes from the `forgiving` package sources (see vite.config.ts).
import { compileSelectorWithError, highlightSpans, parse, selectAll } from '../src/index.ts';
import type { HighlightSpan, ParsedDocument, ParseError } from '../src/index.ts';

const SAMPLE = `#!mojo mojo:sky
<div id="app" lang="en">
  <t>Hello, <b>world</b> &amp; friends</t>
  <p class="note">one</p>
  <p>two &bogus; <i>three</i></p>
</div>
`;

/** Beyond this many nodes the tree view stops (the page stays responsive on big inputs). */
const MAX_TREE_NODES = 5000;
/**
 * Beyond this many spans the highlight shows the rest of the source as plain
 * text (still every character): a 1 MB document has about 480,000 spans,
 * and as many DOM nodes made the page unresponsive.
 */
const MAX_HIGHLIGHT_SPANS = 20000;
/** The error list shows this many (a broken 1 MB document can have thousands). */
const MAX_ERRORS_SHOWN = 500;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const source = $<HTMLTextAreaElement>('source');
const highlight = $<HTMLPreElement>('highlight');
const highlightNote = $<HTMLParagraphElement>('highlight-note');
const treeView = $<HTMLDivElement>('tree');
const errorList = $<HTMLUListElement>('errors');
const selectorInput = $<HTMLInputElement>('selector');
const level4 = $<HTMLInputElement>('level4');
const selectorResult = $<HTMLParagraphElement>('selector-result');
const languageSelect = $<HTMLSelectElement>('language');
const contextSelect = $<HTMLSelectElement>('context');
const status = $<HTMLSpanElement>('status');

interface Positioned {
  type: string;
  name?: string;
  /** hast (HTML) elements: the tag name, and attributes as properties. */
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

function render(): void {
  const text = source.value;
  const chosen = languageSelect.value;
  const language = chosen === 'sky' || chosen === 'xml' || chosen === 'html' ? chosen : undefined;
  const context =
    contextSelect.value === 'application' || contextSelect.value === 'module' ? contextSelect.value : undefined;
  const doc = parse(text, {
    positions: true,
    ...(language === undefined ? {} : { language }),
    ...(context === undefined ? {} : { context }),
  });
  const { spans } = highlightSpans(text, {
    language: doc.language,
    ...(doc.language === 'sky' ? { context: doc.context } : {}),
  });
  const matched = runSelector(doc);
  renderHighlight(text, spans, matched, doc.errors);
  renderErrors(doc.errors);
  renderTree(doc, new Set(matched));
  const kind = doc.language === 'sky' ? `Sky ${doc.context}` : doc.language === 'html' ? 'HTML' : 'XML';
  status.textContent = `${kind} · ${spans.length} spans · ${doc.errors.length} error${doc.errors.length === 1 ? '' : 's'}`;
  document.body.dataset['language'] = doc.language;
}

/** Matching elements for the selector box (an empty box matches nothing). */
function runSelector(doc: ParsedDocument): Positioned[] {
  selectorResult.classList.remove('invalid');
  const text = selectorInput.value.trim();
  if (text === '') {
    selectorResult.textContent = '';
    return [];
  }
  const compiled = compileSelectorWithError(text, { level: level4.checked ? 4 : 3 });
  if (!compiled.ok) {
    selectorResult.classList.add('invalid');
    selectorResult.textContent = `invalid selector: ${compiled.error.message} (offset ${compiled.error.offset})`;
    return [];
  }
  if (doc.tree === null) {
    selectorResult.textContent = 'no tree (not a Sky document)';
    return [];
  }
  const found = selectAll(doc, compiled.selector) as Positioned[];
  selectorResult.textContent = `${found.length} match${found.length === 1 ? '' : 'es'}`;
  return found;
}

function renderHighlight(
  text: string,
  spans: readonly HighlightSpan[],
  matched: readonly Positioned[],
  errors: readonly ParseError[],
): void {
  // Coverage of the matched elements' source ranges, as a prefix sum.
  const cover = new Int32Array(text.length + 1);
  for (const node of matched) {
    if (node.position === undefined) continue;
    cover[node.position.start.offset]! += 1;
    cover[node.position.end.offset]! -= 1;
  }
  for (let i = 1; i < cover.length; i++) cover[i]! += cover[i - 1]!;
  const errorOffsets = new Set(errors.map((e) => e.offset));
  const fragment = document.createDocumentFragment();
  const shown = Math.min(spans.length, MAX_HIGHLIGHT_SPANS);
  for (let s = 0; s < shown; s++) {
    const span = spans[s]!;
    const element = document.createElement('span');
    element.className = `k-${span.kind}`;
    element.title = span.kind;
    element.dataset['start'] = String(span.start);
    element.textContent = text.slice(span.start, span.end);
    if (cover[span.start]! > 0) element.classList.add('match');
    for (let i = span.start; i < span.end; i++) if (errorOffsets.has(i)) element.classList.add('error-at');
    fragment.append(element);
  }
  // Past the cap: the rest of the source in one plain text node (lossless, one DOM node).
  const rest = shown < spans.length ? spans[shown]!.start : text.length;
  if (rest < text.length) {
    const plain = document.createElement('span');
    plain.className = 'rest';
    plain.textContent = text.slice(rest);
    fragment.append(plain);
  }
  highlightNote.textContent =
    rest < text.length
      ? `Showing the first ${shown.toLocaleString('en')} of ${spans.length.toLocaleString('en')} spans; the rest (from line ${text.slice(0, rest).split('\n').length}) as plain text.`
      : '';
  // An error at the very end (e.g. unexpected end of input) gets a visible marker.
  if (errorOffsets.has(text.length)) {
    const end = document.createElement('span');
    end.className = 'error-at';
    end.textContent = ' ';
    fragment.append(end);
  }
  highlight.replaceChildren(fragment);
}

function renderErrors(errors: readonly ParseError[]): void {
  const items = errors.slice(0, MAX_ERRORS_SHOWN).map((error) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset['offset'] = String(error.offset);
    const code = document.createElement('span');
    code.className = 'code';
    code.textContent = error.code;
    button.append(`${error.line}:${error.column} `, code, ` ${error.message}`);
    button.addEventListener('click', () => selectInSource(error.offset));
    item.append(button);
    return item;
  });
  if (errors.length > MAX_ERRORS_SHOWN) {
    const more = document.createElement('li');
    more.className = 'none';
    more.textContent = `… and ${errors.length - MAX_ERRORS_SHOWN} more`;
    items.push(more);
  }
  if (items.length === 0) {
    const none = document.createElement('li');
    none.className = 'none';
    none.textContent = 'no errors';
    items.push(none);
  }
  errorList.replaceChildren(...items);
}

/** Selects `offset` .. `until` (default: one character) in the textarea and scrolls it into view. */
function selectInSource(offset: number, until = offset + 1): void {
  const start = Math.min(offset, source.value.length);
  const end = Math.min(Math.max(until, start), source.value.length);
  source.focus();
  source.setSelectionRange(start, end);
  // Scroll roughly to the line: textareas do not always scroll to the selection.
  const line = source.value.slice(0, start).split('\n').length - 1;
  const lineHeight = Number.parseFloat(getComputedStyle(source).lineHeight) || 18;
  source.scrollTop = Math.max(0, line * lineHeight - source.clientHeight / 2);
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

/** The tree as nested <details>, built with an explicit stack (deep trees must not overflow). */
function renderTree(doc: ParsedDocument, matched: ReadonlySet<Positioned>): void {
  if (doc.tree === null) {
    const message = document.createElement('p');
    message.className = 'truncated';
    message.textContent = 'Not a Sky document: no tree (errata S4).';
    treeView.replaceChildren(message);
    return;
  }
  const top = document.createElement('div');
  const stack: { node: Positioned; parent: HTMLElement; title?: string }[] = [
    { node: doc.tree as Positioned, parent: top },
  ];
  let count = 0;
  while (stack.length > 0) {
    const { node, parent, title } = stack.pop()!;
    if (++count > MAX_TREE_NODES) {
      const more = document.createElement('div');
      more.className = 'truncated';
      more.textContent = `… ${stack.length + 1} more nodes not shown`;
      top.append(more);
      break;
    }
    const children = node.children ?? [];
    const position = document.createElement('span');
    position.className = 'pos';
    const p = node.position;
    position.textContent = p === undefined ? '' : `${p.start.line}:${p.start.column}–${p.end.line}:${p.end.column}`;
    if (p !== undefined) {
      // Clicking a node's position selects the node in the source.
      position.title = 'select in the source';
      position.addEventListener('click', (event) => {
        event.preventDefault();
        selectInSource(p.start.offset, p.end.offset);
      });
    }
    if (children.length === 0 && node.content === undefined) {
      const leaf = document.createElement('div');
      leaf.className = 'leaf';
      leaf.dataset['type'] = node.type;
      if (matched.has(node)) leaf.classList.add('match');
      leaf.append(title ?? label(node), position);
      parent.append(leaf);
      continue;
    }
    const details = document.createElement('details');
    details.open = true;
    details.className = 'node';
    details.dataset['type'] = node.type;
    if (matched.has(node)) details.classList.add('match');
    const summary = document.createElement('summary');
    summary.append(title ?? label(node), position);
    details.append(summary);
    parent.append(details);
    if (node.content !== undefined) stack.push({ node: node.content, parent: details, title: '#content' });
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, parent: details });
  }
  treeView.replaceChildren(...Array.from(top.childNodes));
}

let timer: ReturnType<typeof setTimeout> | undefined;
/** Re-renders after a pause in typing; longer for big inputs (a 1 MB parse takes a while). */
function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(render, 60 + Math.min(source.value.length / 4000, 400));
}

source.value = SAMPLE;
for (const element of [source, selectorInput]) element.addEventListener('input', schedule);
for (const element of [languageSelect, contextSelect, level4]) element.addEventListener('change', render);
render();
