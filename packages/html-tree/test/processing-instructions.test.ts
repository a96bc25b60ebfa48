// Processing instructions (whatwg/html #12118, 2026-06-25): every insertion
// mode inserts "a comment token or a processing instruction token" alike, the
// tree adapter's `createProcessingInstruction` makes the node (a comment for
// an adapter without it), hast gets xast's `instruction` node, and `toHtml`
// writes it back as the Standard serializes one (whatwg/html #12654). WPT's
// processing-instructions.dat runs in tools/conformance/wpt-tree.test.ts.
import { ProcessingInstruction } from 'domhandler';
import { defaultTreeAdapter } from 'parse5';
import { adapter as htmlparser2Adapter } from 'parse5-htmlparser2-tree-adapter';
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import type { TreeAdapter } from '../src/adapter.ts';
import { parseHtml, parseHtmlFragment, toHtml } from '../src/index.ts';
import { drive } from './support/drive.ts';
import { printParse5 } from '@forgiving/test-utils/print-parse5';

const withHook = {
  ...defaultTreeAdapter,
  createProcessingInstruction: (target: string, data: string) => ({
    nodeName: '#processing-instruction',
    target,
    data,
    parentNode: null,
  }),
} as unknown as TreeAdapter;

/** The html5lib-format tree through parse5's adapter given the hook, without the "| ". */
function tree(input: string): string {
  return printParse5(drive(input, { adapter: withHook }).tree)
    .split('\n')
    .map((l) => l.slice(2))
    .join('\n');
}

describe('tree construction inserts a processing instruction where a comment goes', () => {
  it.each([
    ['initial: as the last child of the Document', '<?x a><!DOCTYPE html>', '<?x a?>\n<!DOCTYPE html>'],
    ['before html: the Document', '<!DOCTYPE html><?x a><p>', '<!DOCTYPE html>\n<?x a?>\n<html>'],
    ['before head: the current node (html)', '<html><?x a>', '<html>\n  <?x a?>'],
    ['in head', '<head><?x a>', '<html>\n  <head>\n    <?x a?>'],
    ['after head', '<head></head><?x a>', '<html>\n  <head>\n  <?x a?>'],
    ['in body', '<p><?x a>', '<html>\n  <head>\n  <body>\n    <p>\n      <?x a?>'],
    ['in table (not foster-parented)', '<table><?x a>', '<html>\n  <head>\n  <body>\n    <table>\n      <?x a?>'],
    [
      'in table text: after the pending characters',
      '<table>  <?x a>',
      '<html>\n  <head>\n  <body>\n    <table>\n      "  "\n      <?x a?>',
    ],
    ['in select', '<select><?x a>', '<html>\n  <head>\n  <body>\n    <select>\n      <?x a?>'],
    ['in foreign content', '<svg><?x a?>', '<html>\n  <head>\n  <body>\n    <svg svg>\n      <?x a?>'],
    ['after body: the html element', '<body></body><?x a>', '<html>\n  <head>\n  <body>\n  <?x a?>'],
    ['after after body: the Document', '</html><?x a>', '<html>\n  <head>\n  <body>\n<?x a?>'],
    ['in frameset', '<frameset><?x a>', '<html>\n  <head>\n  <frameset>\n    <?x a?>'],
  ])('%s', (_mode, input, expected) => {
    expect(tree(input).split('\n').slice(0, expected.split('\n').length).join('\n')).toBe(expected);
  });

  it('in template: the template contents', () => {
    expect(tree('<template><?x a></template>')).toContain('      content\n        <?x a?>');
  });

  it('in a fragment', () => {
    const root = parseHtmlFragment('<?x a>b', { context: { tagName: 'div', namespace: 'html' } }).tree as Root;
    expect(root.children[0]).toEqual({ type: 'instruction', name: 'x', value: 'a' });
  });

  it('<?xml …> and invalid targets stay bogus comments; an unfinished `<?x` at the end gives nothing', () => {
    expect(tree('<body><?xml v?><?a$b><?x y')).toBe(
      '<html>\n  <head>\n  <body>\n    <!-- ?xml v? -->\n    <!-- ?a$b -->',
    );
  });
});

describe('tree adapters', () => {
  it("hast: xast's instruction node { type, name, value }, with a position", () => {
    const root = parseHtml('<body><?x y?>', { positions: true }).tree as Root;
    const html = root.children[0];
    const body = html?.type === 'element' ? html.children[1] : undefined;
    const pi = body?.type === 'element' ? body.children[0] : undefined;
    expect(pi).toMatchObject({ type: 'instruction', name: 'x', value: 'y' });
    expect(pi?.position).toMatchObject({ start: { offset: 6 }, end: { offset: 13 } });
  });

  it("an adapter without createProcessingInstruction (parse5's default) gets a comment `?target data?`", () => {
    const doc = drive('<body><?x y><?z>', { adapter: defaultTreeAdapter as unknown as TreeAdapter }).tree as never;
    expect(printParse5(doc)).toContain('|     <!-- ?x y? -->\n|     <!-- ?z ? -->');
  });

  it('domhandler (parse5-htmlparser2-tree-adapter) given the hook: htmlparser2-style ProcessingInstruction nodes', () => {
    const adapter = {
      ...htmlparser2Adapter,
      createProcessingInstruction: (target: string, data: string) =>
        new ProcessingInstruction(`?${target}`, `?${target} ${data}?`),
    } as unknown as TreeAdapter;
    // biome-ignore lint/suspicious/noExplicitAny: domhandler document
    const doc = drive('<body><?x y>', { adapter }).tree as any;
    const pi = doc.children[0].children[1].children[0];
    expect(pi).toBeInstanceOf(ProcessingInstruction);
    expect([pi.name, pi.data]).toEqual(['?x', '?x y?']);
  });
});

describe('copies', () => {
  it("an option's processing instruction is copied into <selectedcontent> (hast)", () => {
    const root = parseHtmlFragment('<select><option><?x y?>A</option><selectedcontent>', {
      context: { tagName: 'div', namespace: 'html' },
    }).tree as Root;
    expect(toHtml(root)).toBe('<select><option><?x y?>A</option><selectedcontent><?x y?>A</selectedcontent></select>');
  });

  it("through parse5's adapter (no hooks) it is a comment, copied as one", () => {
    const doc = drive('<select><option><?x y?>A</option><selectedcontent>', {
      adapter: defaultTreeAdapter as unknown as TreeAdapter,
    }).tree as never;
    expect(printParse5(doc)).toContain('<selectedcontent>\n|         <!-- ?x y? -->\n|         "A"');
  });
});

describe('toHtml', () => {
  it('writes `<?`, target, a space, data, `?>` (whatwg/html #12654)', () => {
    const root = parseHtmlFragment('<?x y><?z><?q a??>', { context: { tagName: 'div', namespace: 'html' } })
      .tree as Root;
    expect(toHtml(root)).toBe('<?x y?><?z ?><?q a??>');
  });

  it('round-trips: the written instruction parses back to the same node', () => {
    for (const data of ['', 'a', 'a?', '?', 'a ? b', ' x']) {
      const node = { type: 'instruction' as const, name: 't', value: data };
      const html = toHtml({ type: 'root', children: [node] });
      const back = parseHtmlFragment(html, { context: { tagName: 'div', namespace: 'html' } }).tree as Root;
      // Leading whitespace of the data is the separator after the target: not data.
      expect(back.children[0]).toEqual({ ...node, value: data.trimStart() });
    }
  });
});
