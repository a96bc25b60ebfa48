// Tree construction (XML-ER §3.4): the start, main and end phases.
import { describe, expect, it } from 'vitest';
import { parseXml } from '../src/index.ts';
import { codes } from './helpers.ts';

const el = (name: string, children: unknown[] = [], attributes: Record<string, string> = {}) => ({
  type: 'element',
  name,
  attributes,
  children,
});
const text = (value: string) => ({ type: 'text', value });

describe('start phase', () => {
  it('start phase: a start tag token → the root element, main phase', () => {
    expect(parseXml('<a>x</a>').tree.children).toEqual([el('a', [text('x')])]);
  });
  it('start phase: an empty tag token → the root element, end phase', () => {
    const result = parseXml('<a/><b/>');
    expect(result.tree.children).toEqual([el('a')]);
    expect(codes(result.errors)).toEqual(['content-after-root']);
  });
  it('start phase: comment and processing instruction tokens → children of the document', () => {
    expect(parseXml('<!--c--><?p d?><a/>').tree.children).toEqual([
      { type: 'comment', value: 'c' },
      { type: 'instruction', name: 'p', value: 'd' },
      el('a'),
    ]);
  });
  it('start phase: an end-of-file token → parse error (no root element)', () => {
    const result = parseXml('<!--only a comment-->');
    expect(codes(result.errors)).toEqual(['missing-root']);
    expect(result.wellFormed).toBe(false);
  });
  it('start phase: anything else → parse error, ignored', () => {
    const result = parseXml('</x></><a/>');
    expect(result.tree.children).toEqual([el('a')]);
    expect(codes(result.errors)).toEqual(['unexpected-end-tag', 'unexpected-end-tag']);
  });
});

describe('main phase', () => {
  it('main phase: character tokens → one text node per run', () => {
    expect(parseXml('<a>x&amp;y<![CDATA[z]]>&#33;</a>').tree.children).toEqual([el('a', [text('x&yz!')])]);
  });
  it('main phase: start tag → insert an element; empty tag → append an element', () => {
    expect(parseXml('<a><b><c/></b></a>').tree.children).toEqual([el('a', [el('b', [el('c')])])]);
  });
  it('main phase: an end tag that does not match the current node is a parse error; pops to the matching one', () => {
    const result = parseXml('<a><b><c></a>');
    expect(result.tree.children).toEqual([el('a', [el('b', [el('c')])])]);
    expect(codes(result.errors)).toEqual(['mismatched-end-tag']);
  });
  it('main phase: an end tag with no element in scope is ignored', () => {
    const result = parseXml('<a><b></x>t</b></a>');
    expect(result.tree.children).toEqual([el('a', [el('b', [text('t')])])]);
    expect(codes(result.errors)).toEqual(['mismatched-end-tag']);
  });
  it('main phase: the end tag of the root → end phase', () => {
    const result = parseXml('<a></a>\n<!--after-->\n');
    expect(result.tree.children).toEqual([el('a'), { type: 'comment', value: 'after' }]);
    expect(result.wellFormed).toBe(true);
  });
  it('main phase: a short end tag pops the current element (parse error: not XML 1.0)', () => {
    const result = parseXml('<a><b>x</></a>');
    expect(result.tree.children).toEqual([el('a', [el('b', [text('x')])])]);
    expect(codes(result.errors)).toEqual(['short-end-tag']);
  });
  it('main phase: comment and processing instruction → children of the current element', () => {
    expect(parseXml('<a><!--c--><?p?></a>').tree.children).toEqual([
      el('a', [
        { type: 'comment', value: 'c' },
        { type: 'instruction', name: 'p', value: '' },
      ]),
    ]);
  });
  it('main phase: an end-of-file token → parse error, open elements closed', () => {
    const result = parseXml('<a><b>text');
    expect(result.tree.children).toEqual([el('a', [el('b', [text('text')])])]);
    expect(codes(result.errors)).toEqual(['unclosed-element']);
  });
  it('main phase: a DOCTYPE inside the root is dropped with an error', () => {
    const result = parseXml('<a><!DOCTYPE a></a>');
    expect(result.tree.children).toEqual([el('a')]);
    expect(codes(result.errors)).toEqual(['unexpected-doctype']);
  });
});

describe('end phase', () => {
  it('end phase: comment and processing instruction → children of the document', () => {
    expect(parseXml('<a/><!--c--><?p?>').tree.children).toEqual([
      el('a'),
      { type: 'comment', value: 'c' },
      { type: 'instruction', name: 'p', value: '' },
    ]);
  });
  it('end phase: anything else → parse error, ignored (with its content)', () => {
    const result = parseXml('<a/><b>text</b>');
    expect(result.tree.children).toEqual([el('a')]);
    expect(codes(result.errors)).toEqual(['content-after-root', 'text-outside-root', 'unexpected-end-tag']);
  });
  it('end phase: an end-of-file token → stop parsing', () => {
    const result = parseXml('<a/>');
    expect(result.errors).toEqual([]);
    expect(result.wellFormed).toBe(true);
  });
});

describe('positions (opt-in)', () => {
  it('every node carries a unist position in the original input', () => {
    const { tree } = parseXml('<a x="1">\r\n  <b/>t</a>', { positions: true });
    const a = tree.children[0] as { position: unknown; children: Array<{ position: unknown }> };
    expect(tree.position).toEqual({
      start: { line: 1, column: 1, offset: 0 },
      end: { line: 2, column: 12, offset: 22 },
    });
    expect(a.position).toEqual({ start: { line: 1, column: 1, offset: 0 }, end: { line: 2, column: 12, offset: 22 } });
    expect(a.children[0]!.position).toEqual({
      start: { line: 1, column: 10, offset: 9 },
      end: { line: 2, column: 3, offset: 13 },
    });
    expect(a.children[1]!.position).toEqual({
      start: { line: 2, column: 3, offset: 13 },
      end: { line: 2, column: 7, offset: 17 },
    });
    expect(a.children[2]!.position).toEqual({
      start: { line: 2, column: 7, offset: 17 },
      end: { line: 2, column: 8, offset: 18 },
    });
  });
  it('without the option, nodes have no position', () => {
    expect(JSON.stringify(parseXml('<a>x</a>').tree)).not.toContain('position');
  });
  it('errors have { code, message, line, column, offset, endOffset, endLine, endColumn } in the original input', () => {
    const { errors } = parseXml('<a>\r\n\r\n  &bad;</a>');
    expect(errors).toEqual([
      {
        code: 'undeclared-entity',
        message: expect.any(String),
        line: 3,
        column: 3,
        offset: 9,
        endOffset: 14,
        endLine: 3,
        endColumn: 8,
      },
    ]);
  });
  it('nodes from an entity expansion carry the position of the reference (X5)', () => {
    const { tree } = parseXml('<!DOCTYPE a [<!ENTITY e "<b/>">]><a>&e;</a>', { positions: true });
    const a = tree.children[1] as {
      children: Array<{ position: { start: { offset: number }; end: { offset: number } } }>;
    };
    expect(a.children[0]!.position.start.offset).toBe(36);
    expect(a.children[0]!.position.end.offset).toBe(39);
  });
});

describe('codeFrame', () => {
  it('shows the line of an error with a caret under its column', async () => {
    const { codeFrame } = await import('../src/index.ts');
    const source = '<a>\n  <b x=1/>\n</a>';
    const [error] = parseXml(source).errors;
    expect(codeFrame(source, error!)).toBe(
      ['  1 | <a>', '> 2 |   <b x=1/>', '    |        ^ Attribute value without quotes', '  3 | </a>'].join('\n'),
    );
  });
});

describe('option preserveCdata', () => {
  it('preserveCdata: CDATA sections become cdata nodes instead of merging into text', () => {
    expect(parseXml('<a>x<![CDATA[<y>]]>z</a>', { preserveCdata: true }).tree.children).toEqual([
      el('a', [text('x'), { type: 'cdata', value: '<y>' }, text('z')]),
    ]);
    expect(parseXml('<a>x<![CDATA[<y>]]>z</a>').tree.children).toEqual([el('a', [text('x<y>z')])]);
  });
  it('CDATA outside the root element is dropped with an error', () => {
    expect(codes(parseXml('<![CDATA[x]]><a/>').errors)).toEqual(['cdata-outside-root']);
  });
});
