// Issue #28 item 1: parseHtml, parseHtmlFragment and createHtmlTreeBuilder are
// typed by their adapter (parse5's TreeAdapterTypeMap is the model): hast's
// Root without one, the adapter's document (or fragment) with one. These
// assertions are checked by `tsc` (the package's typecheck) and run by vitest.
import type { Root } from 'hast';
import { type DefaultTreeAdapterMap, defaultTreeAdapter } from 'parse5';
import { adapter as htmlparser2Adapter } from 'parse5-htmlparser2-tree-adapter';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createHtmlTreeBuilder, parseHtml, parseHtmlFragment, toHtml } from '../src/index.ts';

type P5Document = DefaultTreeAdapterMap['document'];
type P5Fragment = DefaultTreeAdapterMap['documentFragment'];

describe('issue 28 item 1: result types follow the adapter', () => {
  it('without an adapter every entry point gives hast Root, which toHtml takes', () => {
    const doc = parseHtml('<p>a');
    expectTypeOf(doc.tree).toEqualTypeOf<Root>();
    const r: Root = parseHtml('<p>a').tree;
    expect(toHtml(parseHtml('<p>a').tree)).toBe('<html><head></head><body><p>a</p></body></html>');
    expect(r.type).toBe('root');
    const fragment = parseHtmlFragment('<td>x', { context: 'tr' });
    expectTypeOf(fragment.tree).toEqualTypeOf<Root>();
    expect(toHtml(fragment.tree)).toBe('<td>x</td>');
    const builder = createHtmlTreeBuilder();
    builder.write('<p>');
    const ended = builder.end('b');
    expectTypeOf(ended.tree).toEqualTypeOf<Root>();
    expect(toHtml(ended.tree)).toBe('<html><head></head><body><p>b</p></body></html>');
    const fromBytes = parseHtml(new TextEncoder().encode('<p>é'), {
      onEnd: (result) => expectTypeOf(result.tree).toEqualTypeOf<Root>(),
    });
    expect(fromBytes.encoding).toBe('windows-1252');
  });

  it("with parse5's default adapter: its Document and DocumentFragment", () => {
    const doc = parseHtml('<p>a', { adapter: defaultTreeAdapter });
    expectTypeOf(doc.tree).toEqualTypeOf<P5Document>();
    expect(doc.tree.nodeName).toBe('#document');
    const fragment = parseHtmlFragment('<p>a', { adapter: defaultTreeAdapter, context: 'div' });
    expectTypeOf(fragment.tree).toEqualTypeOf<P5Fragment>();
    expect(fragment.tree.nodeName).toBe('#document-fragment');
    const builder = createHtmlTreeBuilder({ adapter: defaultTreeAdapter, context: 'div' });
    expectTypeOf(builder.end('<b>x').tree).toEqualTypeOf<P5Fragment>();
    const docBuilder = createHtmlTreeBuilder({
      adapter: defaultTreeAdapter,
      onEnd: (result) => expectTypeOf(result.tree).toEqualTypeOf<P5Document>(),
    });
    expect(docBuilder.end('<b>x').tree.childNodes).toHaveLength(1);
  });

  it("with parse5-htmlparser2-tree-adapter: domhandler's Document", () => {
    const { tree } = parseHtml('<p>a', { adapter: htmlparser2Adapter });
    expectTypeOf(tree).toEqualTypeOf<ReturnType<typeof htmlparser2Adapter.createDocument>>();
    expect(tree.type).toBe('root');
    expect(tree.children).toHaveLength(1);
  });

  it('a hast tree is not an adapter document: a parse5 adapter result does not pass as Root', () => {
    // @ts-expect-error parse5's Document is not hast's Root
    const wrong: Root = parseHtml('<p>a', { adapter: defaultTreeAdapter }).tree;
    expect(wrong).toBeDefined();
  });
});
