// The playground's view model (playground/view-model.ts), in Node: whatever the
// input, the page receives a bounded number of rows, spans and errors, and every
// node of the tree is either shown or counted in a summary row (nothing lost
// silently). The browser test (e2e.playground.test.ts) renders the same inputs.
import { describe, expect, it } from 'vitest';
import {
  MAX_ERRORS_SHOWN,
  MAX_HIGHLIGHT_SPANS,
  MAX_TREE_DEPTH,
  MAX_TREE_NODES,
  type ViewRequest,
  buildView,
} from '../playground/view-model.ts';

const request = (text: string, extra: Partial<ViewRequest> = {}): ViewRequest => ({
  id: 1,
  text,
  language: undefined,
  context: undefined,
  selector: '',
  level4: false,
  ...extra,
});

/** Rows shown plus the nodes summary rows and the truncation stand for. */
const accounted = (view: ReturnType<typeof buildView>): number =>
  view.rows!.reduce((sum, row) => sum + (row.hidden ?? 1), 0) + view.truncated;

describe('playground view model', () => {
  it('a deep HTML document (1,500 nested divs): depth capped, every node accounted for', () => {
    const view = buildView(request(`<!doctype html>${'<div>x'.repeat(1500)}`));
    expect(view.language).toBe('html');
    const rows = view.rows!;
    expect(Math.max(...rows.map((r) => r.depth))).toBe(MAX_TREE_DEPTH + 1);
    const summary = rows.filter((r) => r.hidden !== undefined);
    expect(summary).toHaveLength(1);
    expect(summary[0]!.label).toMatch(/^… \d+ nodes deeper than 64 levels not shown$/);
    // root, doctype, html, head, body, then div + text per level.
    expect(accounted(view)).toBe(5 + 1500 * 2);
  });

  it('a large XML document of unclosed tags: rows and spans capped, nothing lost silently', () => {
    const text = `<r>${'<item>text '.repeat(100_000)}`;
    const view = buildView(request(text, { selector: 'item:first-child' }));
    expect(view.language).toBe('xml');
    expect(view.rows!.length).toBeLessThanOrEqual(MAX_TREE_NODES + MAX_TREE_DEPTH);
    expect(Math.max(...view.rows!.map((r) => r.depth))).toBeLessThanOrEqual(MAX_TREE_DEPTH + 1);
    // root, r, then item + text per level.
    expect(accounted(view)).toBe(2 + 100_000 * 2);
    expect(view.spans).toHaveLength(MAX_HIGHLIGHT_SPANS);
    expect(view.rest).toBe(view.spans.at(-1)!.end);
    expect(view.errors).toHaveLength(Math.min(view.errorCount, MAX_ERRORS_SHOWN));
    expect(view.selector).toEqual({ text: '100000 matches', invalid: false });
  });

  it('a wide document: the node cap stops the walk and counts the rest', () => {
    const view = buildView(request(`<r>${'<a/>'.repeat(20_000)}</r>`));
    expect(view.rows).toHaveLength(MAX_TREE_NODES);
    expect(accounted(view)).toBe(2 + 20_000);
  });

  it('matches and errors mark the spans they fall in', () => {
    const text = '<list><item n="1">a</item><item n="2">b</wrong></list>';
    const view = buildView(request(text, { selector: 'item[n="2"]' }));
    expect(view.selector).toEqual({ text: '1 match', invalid: false });
    const marked = view.spans.filter((s) => s.match).map((s) => text.slice(s.start, s.end));
    expect(marked.join('')).toBe('<item n="2">b</wrong>');
    expect(view.spans.some((s) => s.error)).toBe(true);
    expect(view.rows!.filter((r) => r.match).map((r) => r.label)).toEqual(['<item n="2">']);
    expect(buildView(request(text, { selector: 'item[' })).selector.invalid).toBe(true);
  });
});
