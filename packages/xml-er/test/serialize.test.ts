// toXml: round trips, and interop with xast-util-to-xml and unist-util-visit.
import fc from 'fast-check';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { toXml as xastToXml } from 'xast-util-to-xml';
import { type Element, type Root, parseXml, toXml } from '../src/index.ts';

const documents = [
  '<?xml version="1.0"?>\n<!DOCTYPE a PUBLIC "-//X//Y" "a.dtd">\n<a x="1" y="&lt;&amp;&quot;\'>"><b>t &lt; &amp; &gt;</b><!--c--><?p d?><e/></a>',
  '<a b="&#9;&#10;&#13; x">line\r\nnext&#13;]]&gt;</a>',
  '<!DOCTYPE a SYSTEM "s\'q"><a><![CDATA[<&>]]></a>',
  '<!DOCTYPE a [<!ENTITY e "<i>x</i>"><!ATTLIST a d CDATA "v">]><a>&e;</a>',
  '<a><b><c/></b>\n  text\n</a><!--after-->',
];

describe('toXml', () => {
  for (const input of documents) {
    it(`round trip: parseXml(toXml(t)).tree equals t for ${JSON.stringify(input.slice(0, 40))}`, () => {
      const { tree } = parseXml(input);
      const again = parseXml(toXml(tree));
      expect(again.tree).toEqual(tree);
      expect(again.wellFormed).toBe(true);
    });
  }

  it('round trip with preserveCdata (a "]]>" in CDATA is split)', () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', name: 'a', attributes: {}, children: [{ type: 'cdata', value: 'x]]>y' }] }],
    };
    expect(toXml(tree)).toBe('<a><![CDATA[x]]]]><![CDATA[>y]]></a>');
    expect(parseXml(toXml(tree)).tree).toEqual({
      type: 'root',
      children: [{ type: 'element', name: 'a', attributes: {}, children: [{ type: 'text', value: 'x]]>y' }] }],
    });
  });

  it('writes what xast-util-to-xml writes for ordinary trees', () => {
    const { tree } = parseXml('<!DOCTYPE a SYSTEM "a.dtd"><a x="1" y="2"><b>text</b><c></c><!--c--><?p d?><?q?></a>');
    expect(toXml(tree)).toBe(xastToXml(tree));
  });

  it('parses what xast-util-to-xml writes to the same tree', () => {
    for (const input of documents.slice(0, 1)) {
      const { tree } = parseXml(input);
      expect(parseXml(xastToXml(tree)).tree).toEqual(tree);
    }
  });

  it('single nodes can be serialised', () => {
    expect(toXml({ type: 'text', value: 'a<b' })).toBe('a&lt;b');
    expect(toXml({ type: 'element', name: 'x', attributes: { y: 'z', n: null }, children: [] })).toBe('<x y="z"></x>');
  });

  it('deep trees are serialised without recursion', () => {
    const n = 100_000;
    const input = '<a>'.repeat(n) + '</a>'.repeat(n);
    expect(toXml(parseXml(input).tree)).toBe(input.replace(/<a><\/a>/, '<a></a>'));
  });

  it('property: round trip of parsed random documents', () => {
    const fragment = fc.constantFrom(
      '<a>',
      '</a>',
      '<b c="1&amp;2">',
      '</b>',
      'text',
      ' ',
      '&lt;',
      '<!--x-->',
      '<?p q?>',
      '\n',
      '<![CDATA[]]]>',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 20 }), (parts) => {
        const { tree } = parseXml(`<r>${parts.join('')}</r>`);
        expect(parseXml(toXml(tree)).tree).toEqual(tree);
      }),
      { numRuns: 500 },
    );
  });
});

describe('interop with unist-util-visit', () => {
  it('visits every node of a parsed tree', () => {
    const { tree } = parseXml('<a><b>x</b><!--c--><c y="1"/></a>');
    const seen: string[] = [];
    visit(tree, (node) => {
      seen.push(node.type);
    });
    expect(seen).toEqual(['root', 'element', 'element', 'text', 'comment', 'element']);
  });
});

describe('cycles (issue 27 item F)', () => {
  const element = (name: string): Element => ({ type: 'element', name, attributes: {}, children: [] });

  it('an element among its own descendants throws a clear TypeError instead of writing until memory runs out', () => {
    const a = element('a');
    a.children.push({ type: 'text', value: 'x' }, a);
    expect(() => toXml(a)).toThrow(/cycle/);
    const ring: Element[] = [];
    for (let i = 0; i < 5000; i++) ring.push(element('r'));
    for (let i = 0; i < ring.length; i++) ring[i]!.children.push(ring[(i + 1) % ring.length]!);
    expect(() => toXml({ type: 'root', children: [ring[0]!] })).toThrow(TypeError);
  });

  it('a deep tree sharing one node in many places is no cycle', () => {
    const shared = element('b');
    const root = element('d');
    let top = root;
    for (let i = 0; i < 3000; i++) {
      const next = element('d');
      top.children.push(shared, next);
      top = next;
    }
    expect(toXml(root).split('<b></b>').length).toBe(3001);
  });
});
