// toXml cannot be tricked (issue 27 item E): a tree built by code may hold
// names and text XML cannot say as they are. Each is written in its
// documented form or left out (README, "Spec notes"), and reported; parsing
// the output gives back the tree in that form, never another one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElementContent, Nodes, Root, RootContent } from 'xast';
import { parseXml, toXml } from '../src/index.ts';
import type { ToXmlIssueCode } from '../src/index.ts';

function written(tree: Root | Nodes): [string, ToXmlIssueCode[]] {
  const codes: ToXmlIssueCode[] = [];
  return [toXml(tree, { onIssue: (issue) => codes.push(issue.code) }), codes];
}

const root = (children: RootContent[]): Root => ({ type: 'root', children });
const r = (children: ElementContent[]): Root => root([{ type: 'element', name: 'r', attributes: {}, children }]);

describe('what XML cannot say as it is', () => {
  it('element and attribute names that are no XML Names are left out, reported', () => {
    const tree = r([
      { type: 'element', name: 'a b', attributes: {}, children: [{ type: 'text', value: 't' }] },
      { type: 'element', name: 'p', attributes: { 'x><y': '1', ok: '2', '': '3', '1a': '4' }, children: [] },
    ]);
    const [xml, codes] = written(tree);
    expect(xml).toBe('<r><p ok="2"></p></r>');
    expect(codes).toEqual([
      'invalid-element-name',
      'invalid-attribute-name',
      'invalid-attribute-name',
      'invalid-attribute-name',
    ]);
  });

  it('comments: a space after each dash of "--" and after a final dash', () => {
    const [xml, codes] = written(r([{ type: 'comment', value: 'a-->b-' }]));
    expect(xml).toBe('<r><!--a- ->b- --></r>');
    expect(codes).toEqual(['comment-text']);
    expect(parseXml(xml).errors).toEqual([]);
  });

  it('PIs: "?>" written "? >"; a target that is no Name left out', () => {
    const [xml, codes] = written(
      r([
        { type: 'instruction', name: 'p', value: 'a?><x/>' },
        { type: 'instruction', name: '1 x', value: 'b' },
      ]),
    );
    expect(xml).toBe('<r><?p a? ><x/>?></r>');
    expect(codes).toEqual(['instruction-text', 'invalid-instruction-target']);
  });

  it('a doctype whose name is no Name or whose literal holds both quotes is left out', () => {
    expect(written(root([{ type: 'doctype', name: 'a>b' }]))).toEqual(['', ['invalid-doctype']]);
    expect(written(root([{ type: 'doctype', name: 'a', public: null, system: `"'` } as never]))).toEqual([
      '',
      ['invalid-doctype'],
    ]);
    expect(toXml(root([{ type: 'doctype', name: 'a', public: null, system: `a"b` } as never]))).toBe(
      `<!DOCTYPE a SYSTEM 'a"b'>`,
    );
  });

  it('CDATA holding "]]>" is split over two sections (its documented form)', () => {
    const xml = toXml(r([{ type: 'cdata', value: 'a]]>b' }]));
    expect(parseXml(xml).tree.children[0]).toMatchObject({ children: [{ type: 'text', value: 'a]]>b' }] });
  });

  it('a raw node is written as is only when it is an entity reference (what parseXml makes); else as text', () => {
    expect(written(r([{ type: 'raw', value: '&e;' } as never]))).toEqual(['<r>&e;</r>', []]);
    expect(written(r([{ type: 'raw', value: '</r><x>' } as never]))).toEqual(['<r>&lt;/r>&lt;x></r>', ['raw-text']]);
  });
});

// The property: hostile names and text, parsed back, give the expected tree.
const pieces = (alphabet: string[], max: number) =>
  fc.array(fc.constantFrom(...alphabet), { maxLength: max }).map((parts) => parts.join(''));
const NAMES = ['a', 'b:c', '_x', 'a-b', 'é', '1a', 'a b', '', '<x', 'a>', 'a=b', 'x"'];
const text = pieces(['a', '<', '&', '>', ']]>', ']', '\n', ' ', '"'], 6).filter((value) => value.length > 0);
const commentValue = pieces(['a', '-', '--', '-->', '>', '<', '!', ' '], 6);
const instructionValue = pieces(['a', '?', '?>', '>', '<', ' '], 6).filter((value) => !/^\s/.test(value));
const attributeValue = pieces(['a', '"', "'", '<', '&', '\t', '\n', ' ', '>'], 5);

const { node } = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ type: fc.constant('text' as const), value: text }),
    fc.record({ type: fc.constant('comment' as const), value: commentValue }),
    fc.record({ type: fc.constant('instruction' as const), name: fc.constantFrom(...NAMES), value: instructionValue }),
    fc.record({
      type: fc.constant('element' as const),
      name: fc.constantFrom(...NAMES),
      attributes: fc.dictionary(fc.constantFrom(...NAMES), attributeValue, { maxKeys: 3 }),
      children: fc.array(tie('node'), { maxLength: 3 }),
    }),
  ),
}));

const NAME = /^[A-Za-z_:\u00c0-\uffff][A-Za-z0-9_:.\u00b7\u00c0-\uffff-]*$/;

/** The tree toXml's documented forms give back (README, Spec notes): left out, spaced, adjacent text joined. */
function expected(nodes: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const child of nodes as Array<Record<string, unknown>>) {
    if (child.type === 'text') {
      const last = out[out.length - 1] as { type: string; value: string } | undefined;
      if (last?.type === 'text') last.value += child.value as string;
      else out.push({ type: 'text', value: child.value });
    } else if (child.type === 'comment') {
      out.push({ type: 'comment', value: (child.value as string).replace(/-(?=-|$)/g, '- ') });
    } else if (child.type === 'instruction') {
      if (NAME.test(child.name as string))
        out.push({ type: 'instruction', name: child.name, value: (child.value as string).replace(/\?(?=>)/g, '? ') });
    } else if (child.type === 'element' && NAME.test(child.name as string)) {
      const attributes: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(child.attributes as Record<string, string>)) {
        if (NAME.test(name)) attributes[name] = value;
      }
      out.push({ type: 'element', name: child.name, attributes, children: expected(child.children as unknown[]) });
    }
  }
  return out;
}

function withoutPositions(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, inner) => (key === 'position' ? undefined : inner)));
}

it('property: parseXml of toXml of a hostile tree gives the tree in its documented form', () => {
  fc.assert(
    fc.property(fc.array(node, { maxLength: 4 }), (children) => {
      const tree = r(children as ElementContent[]);
      const parsed = parseXml(toXml(tree)).tree;
      expect(withoutPositions(parsed.children)).toEqual(expected(tree.children));
    }),
    { numRuns: 400 },
  );
});
