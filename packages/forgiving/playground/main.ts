// The playground page: type Sky, XML or HTML and see, live, the source highlighted
// from the lossless spans, the tree (collapsible), the errors (click one to
// select its place in the source) and the elements a selector matches.
// Everything comes from the `forgiving` package sources (see vite.config.ts).
//
// The page only renders: parsing, highlighting, matching and the tree's layout
// into capped rows run in a worker (worker.ts, view-model.ts), so a large or
// deep document never freezes typing. A request still running when the next
// one is due is abandoned (the worker is terminated and a new one started).
import { MAX_ERRORS_SHOWN, type ViewModel, type ViewRequest, type ViewRow } from './view-model.ts';

const SAMPLE = `#!mojo mojo:sky
<div id="app" lang="en">
  <t>Hello, <b>world</b> &amp; friends</t>
  <p class="note">one</p>
  <p>two &bogus; <i>three</i></p>
</div>
`;

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

let worker: Worker | undefined;
/** The request the worker is running, if any. */
let running: ViewRequest | undefined;
/** The newest request not yet sent (sent when the running one answers or is abandoned). */
let pending: ViewRequest | undefined;
let nextId = 1;

function startWorker(): Worker {
  const created = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  created.onmessage = (event: MessageEvent<ViewModel>) => {
    if (event.data.id === running?.id) running = undefined;
    show(event.data);
    sendPending();
  };
  created.onerror = (event) => {
    running = undefined;
    status.textContent = `the parser stopped: ${event.message}`;
  };
  return created;
}

function sendPending(): void {
  if (running !== undefined || pending === undefined) return;
  running = pending;
  pending = undefined;
  worker ??= startWorker();
  worker.postMessage(running);
}

/** Asks for a new view of the current inputs; a stale one still running is abandoned. */
function request(): void {
  const chosen = languageSelect.value;
  pending = {
    id: nextId++,
    text: source.value,
    language: chosen === 'sky' || chosen === 'xml' || chosen === 'html' ? chosen : undefined,
    context:
      contextSelect.value === 'application' || contextSelect.value === 'module' ? contextSelect.value : undefined,
    selector: selectorInput.value,
    level4: level4.checked,
  };
  if (running !== undefined) {
    // The running parse answers an input that is gone: stop it rather than wait for it.
    worker?.terminate();
    worker = undefined;
    running = undefined;
    status.textContent = 'parsing…';
  }
  sendPending();
}

function show(view: ViewModel): void {
  selectorResult.classList.toggle('invalid', view.selector.invalid);
  selectorResult.textContent = view.selector.text;
  renderHighlight(view);
  renderErrors(view);
  renderTree(view);
  status.textContent = view.status;
  document.body.dataset['language'] = view.language;
}

function renderHighlight(view: ViewModel): void {
  const text = source.value;
  const fragment = document.createDocumentFragment();
  for (const span of view.spans) {
    const element = document.createElement('span');
    element.className = `k-${span.kind}`;
    element.title = span.kind;
    element.dataset['start'] = String(span.start);
    element.textContent = text.slice(span.start, span.end);
    if (span.match) element.classList.add('match');
    if (span.error) element.classList.add('error-at');
    fragment.append(element);
  }
  // Past the cap: the rest of the source in one plain text node (lossless, one DOM node).
  if (view.rest < text.length) {
    const plain = document.createElement('span');
    plain.className = 'rest';
    plain.textContent = text.slice(view.rest);
    fragment.append(plain);
  }
  highlightNote.textContent =
    view.rest < text.length
      ? `Showing the first ${view.spans.length.toLocaleString('en')} of ${view.spanCount.toLocaleString('en')} spans; the rest (from line ${lineOf(text, view.rest)}) as plain text.`
      : '';
  // An error at the very end (e.g. unexpected end of input) gets a visible marker.
  if (view.errorAtEnd) {
    const end = document.createElement('span');
    end.className = 'error-at';
    end.textContent = ' ';
    fragment.append(end);
  }
  highlight.replaceChildren(fragment);
}

/** The 1-based line of `offset`, counted without building an array of lines. */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function renderErrors(view: ViewModel): void {
  const items = view.errors.map((error) => {
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
  if (view.errorCount > MAX_ERRORS_SHOWN) {
    const more = document.createElement('li');
    more.className = 'none';
    more.textContent = `… and ${view.errorCount - MAX_ERRORS_SHOWN} more`;
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
  const line = lineOf(source.value, start) - 1;
  const lineHeight = Number.parseFloat(getComputedStyle(source).lineHeight) || 18;
  source.scrollTop = Math.max(0, line * lineHeight - source.clientHeight / 2);
}

/** One row of the tree: a leaf <div>, or a <details> whose summary it is (children follow). */
function rowElement(row: ViewRow): HTMLElement {
  const position = document.createElement('span');
  position.className = 'pos';
  position.textContent = row.place;
  if (row.start >= 0) {
    // Clicking a node's position selects the node in the source.
    position.title = 'select in the source';
    position.addEventListener('click', (event) => {
      event.preventDefault();
      selectInSource(row.start, row.end);
    });
  }
  const element = document.createElement(row.leaf ? 'div' : 'details');
  element.dataset['type'] = row.type;
  element.className = row.leaf ? (row.hidden === undefined ? 'leaf' : 'leaf truncated') : 'node';
  if (row.match) element.classList.add('match');
  if (row.leaf) {
    element.append(row.label, position);
    return element;
  }
  (element as HTMLDetailsElement).open = true;
  const summary = document.createElement('summary');
  summary.append(row.label, position);
  element.append(summary);
  return element;
}

/** The rows as nested <details>: a stack of open parents by depth (view-model.ts caps the depth). */
function renderTree(view: ViewModel): void {
  if (view.rows === null) {
    const message = document.createElement('p');
    message.className = 'truncated';
    message.textContent = 'Not a Sky document: no tree (errata S4).';
    treeView.replaceChildren(message);
    return;
  }
  const top = document.createElement('div');
  const parents: HTMLElement[] = [top];
  for (const row of view.rows) {
    parents.length = Math.min(parents.length, row.depth + 1);
    const element = rowElement(row);
    parents[parents.length - 1]!.append(element);
    if (!row.leaf) parents.push(element);
  }
  if (view.truncated > 0) {
    const more = document.createElement('div');
    more.className = 'truncated';
    more.textContent = `… ${view.truncated} more nodes not shown`;
    top.append(more);
  }
  treeView.replaceChildren(...Array.from(top.childNodes));
}

let timer: ReturnType<typeof setTimeout> | undefined;
/** Re-renders after a pause in typing; longer for big inputs (each keystroke need not parse). */
function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(request, 60 + Math.min(source.value.length / 4000, 400));
}

source.value = SAMPLE;
for (const element of [source, selectorInput]) element.addEventListener('input', schedule);
for (const element of [languageSelect, contextSelect, level4]) element.addEventListener('change', request);
request();
