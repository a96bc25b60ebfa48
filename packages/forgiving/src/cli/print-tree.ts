// Tree printing for both tree shapes, without recursion (10^6-deep trees):
// a pretty outline and JSON, each produced piece by piece by a generator so
// the caller can write with backpressure.
import { ownString } from '@forgiving/char-ref';
import type { Paint } from './ansi.ts';
import { formatAttributes, span } from './context.ts';
import { escapeControls, quoted } from './escape.ts';

interface AnyNode {
  type: string;
  name?: string;
  value?: unknown;
  attributes?: Record<string, string | null | undefined>;
  children?: AnyNode[];
  content?: AnyNode;
  position?: { start: { line: number; column: number }; end: { line: number; column: number } };
  public?: string;
  system?: string;
}

/** Deeper nodes are not indented further (the depth is printed instead), so output stays linear. */
const MAX_INDENT = 40;

/** One line per node: `element div id="a"  1:1-1:20`, text values JSON-quoted; template content as `#content`. */
export function* treeLines(tree: object, paint: Paint): Generator<string> {
  const nodes: AnyNode[] = [tree as AnyNode];
  const depths: number[] = [0];
  const labels: (string | null)[] = [null];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    const label = labels.pop()!;
    const indent = depth <= MAX_INDENT ? '  '.repeat(depth) : '  '.repeat(MAX_INDENT) + paint('gray', `[${depth}] `);
    yield `${indent}${label ?? describeNode(node, paint)}${node.position === undefined ? '' : `  ${paint('gray', span(node.position))}`}`;
    const children = node.children ?? [];
    if (node.content !== undefined) {
      nodes.push(node.content);
      depths.push(depth + 1);
      labels.push(paint('magenta', '#content'));
    }
    for (let i = children.length - 1; i >= 0; i--) {
      nodes.push(children[i]!);
      depths.push(depth + 1);
      labels.push(null);
    }
  }
}

function describeNode(node: AnyNode, paint: Paint): string {
  switch (node.type) {
    case 'root':
      return paint('magenta', '#root');
    case 'element':
      return `${paint('blue', 'element')} ${escapeControls(node.name ?? '')}${formatAttributes(node.attributes ?? {})}`;
    case 'instruction':
      return `${paint('magenta', 'instruction')} ${escapeControls(node.name ?? '')} ${quoted(node.value)}`;
    case 'doctype':
      return `${paint('magenta', 'doctype')} ${escapeControls(node.name ?? '')}${node.public === undefined ? '' : ` PUBLIC ${quoted(node.public)}`}${node.system === undefined ? '' : ` SYSTEM ${quoted(node.system)}`}`;
    default:
      return `${paint(node.type === 'comment' ? 'gray' : 'green', escapeControls(node.type))} ${quoted(node.value)}`;
  }
}

type Frame =
  | { kind: 'object'; value: Record<string, unknown>; keys: string[]; i: number; empty: boolean }
  | { kind: 'array'; value: unknown[]; i: number; empty: boolean };

/** JSON of each object key seen (trees repeat a handful of keys millions of times). */
const keyJson = new Map<string, string>();

function quotedKey(key: string): string {
  let json = keyJson.get(key);
  if (json === undefined) {
    json = JSON.stringify(key) + ':';
    // Its own copy of the key: a key sliced from an input would hold that input.
    if (keyJson.size < 1024) keyJson.set(ownString(key), json);
  }
  return json;
}

function openValue(v: unknown): string | Frame {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return { kind: 'array', value: v, i: 0, empty: true };
  return { kind: 'object', value: v as Record<string, unknown>, keys: Object.keys(v), i: 0, empty: true };
}

/**
 * JSON.stringify with an explicit stack (the built-in recurses and overflows
 * on deep trees). Same output as JSON.stringify(value) for plain data.
 */
export function* jsonPieces(value: unknown): Generator<string> {
  const first = openValue(value);
  if (typeof first === 'string') {
    yield first;
    return;
  }
  const stack: Frame[] = [first];
  let pending = first.kind === 'array' ? '[' : '{';
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    let child: unknown;
    if (frame.kind === 'array') {
      if (frame.i >= frame.value.length) {
        stack.pop();
        pending += ']';
        continue;
      }
      if (!frame.empty) pending += ',';
      child = frame.value[frame.i++];
      // JSON.stringify writes null for undefined and functions in arrays.
      if (child === undefined || typeof child === 'function') child = null;
    } else {
      if (frame.i >= frame.keys.length) {
        stack.pop();
        pending += '}';
        continue;
      }
      const key = frame.keys[frame.i++]!;
      child = frame.value[key];
      if (child === undefined || typeof child === 'function') continue;
      pending += (frame.empty ? '' : ',') + quotedKey(key);
    }
    frame.empty = false;
    const next = openValue(child);
    if (typeof next === 'string') pending += next;
    else {
      stack.push(next);
      pending += next.kind === 'array' ? '[' : '{';
    }
    if (pending.length >= 16384) {
      yield pending;
      pending = '';
    }
  }
  if (pending !== '') yield pending;
}
