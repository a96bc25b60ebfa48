import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributeRecord, buildTree, TreeConstructor, skyTreeAdapter } from '../src/index.ts';
import type { SkyElement, SkyRoot } from '../src/index.ts';
import { close, open, text } from './tokens.ts';

const el = (name: string, children: unknown[] = [], attributes: Record<string, string> = {}) => ({
  type: 'element',
  name,
  attributes: Object.assign(Object.create(null), attributes),
  children,
});
const tpl = (content: unknown[], children: unknown[] = []) => ({
  ...el('template', children),
  content: { type: 'root', children: content },
});
const tx = (value: string) => ({ type: 'text', value });
const root = (children: unknown[]) => ({ type: 'root', children });

describe('tree construction stage', () => {
  it('step 1: the stack of open nodes starts as the document', () => {
    expect(buildTree([text('a')])).toEqual(root([tx('a')]));
    expect(buildTree([])).toEqual(root([]));
  });

  it('string token step 1 (errata S21): whitespace-only text is skipped without a t element', () => {
    expect(buildTree([text(' \n '), open('a'), text('\n'), close('a')])).toEqual(root([el('a')]));
  });

  it('string token step 1 (errata S21): whitespace-only text is kept with a t element on the stack', () => {
    const tree = buildTree([open('t'), open('b'), text(' '), close('b'), close('t'), text(' ')]);
    expect(tree).toEqual(root([el('t', [el('b', [tx(' ')])])]));
  });

  it('errata S21: only U+0020 and U+000A are whitespace (TAB, CR, NBSP text is kept)', () => {
    expect(buildTree([text('\t'), text('\r'), text('\u00a0')])).toEqual(root([tx('\t'), tx('\r'), tx('\u00a0')]));
  });

  it('errata S21: a string token with any other character is kept whole', () => {
    expect(buildTree([text('  x \n')])).toEqual(root([tx('  x \n')]));
  });

  it('string token steps 2–3: a text node is appended to the top node', () => {
    expect(buildTree([open('a'), open('b'), text('x')])).toEqual(root([el('a', [el('b', [tx('x')])])]));
  });

  it('errata S24: one text node per string token (`<a>x</b>y` gives two text nodes)', () => {
    expect(buildTree([open('a'), text('x'), close('b'), text('y')])).toEqual(root([el('a', [tx('x'), tx('y')])]));
  });

  it('start tag steps 1–2 (errata S19): the element is appended to the top node and pushed', () => {
    expect(buildTree([open('a', { id: '1' }), open('b'), text('x')])).toEqual(
      root([el('a', [el('b', [tx('x')])], { id: '1' })]),
    );
  });

  it('errata S19: a template pushes its content fragment; its children go there', () => {
    const tree = buildTree([open('template'), open('p'), text('x'), close('p'), close('template'), text('y')]);
    expect(tree).toEqual(root([tpl([el('p', [tx('x')])]), tx('y')]));
  });

  it('errata S19: every template has a content root, even when empty', () => {
    expect(buildTree([open('template'), close('template')])).toEqual(root([tpl([])]));
  });

  it('end tag step 1: an end tag with no matching open node is skipped', () => {
    expect(buildTree([open('a'), close('b'), text('x')])).toEqual(root([el('a', [tx('x')])]));
  });

  it('end tag step 1: tag names are compared exactly (case sensitive)', () => {
    expect(buildTree([open('a'), close('A'), text('x')])).toEqual(root([el('a', [tx('x')])]));
  });

  it('end tag step 1: the topmost node with the tag name is the one closed', () => {
    expect(buildTree([open('a'), open('a'), close('a'), text('x')])).toEqual(root([el('a', [el('a'), tx('x')])]));
  });

  it('end tag step 2 (errata S20): `<div><template></div>x` puts x in the template content', () => {
    expect(buildTree([open('div'), open('template'), close('div'), text('x')])).toEqual(
      root([el('div', [tpl([tx('x')])])]),
    );
  });

  it('errata S20: an end tag matching inside the template still works', () => {
    const tree = buildTree([open('template'), open('a'), open('b'), close('a'), text('x')]);
    expect(tree).toEqual(root([tpl([el('a', [el('b')]), tx('x')])]));
  });

  it('errata S20: nested templates close innermost first', () => {
    const tree = buildTree([
      open('template'),
      open('template'),
      close('template'),
      text('x'),
      close('template'),
      text('y'),
    ]);
    expect(tree).toEqual(root([tpl([tpl([]), tx('x')]), tx('y')]));
  });

  it('end tag step 3: nodes are popped until the matched node has been popped', () => {
    expect(buildTree([open('a'), open('b'), open('c'), close('a'), text('x')])).toEqual(
      root([el('a', [el('b', [el('c')])]), tx('x')]),
    );
  });

  it('errata S23: at end of input open elements stay open, already in the tree', () => {
    expect(buildTree([open('a'), open('b'), text('x')])).toEqual(root([el('a', [el('b', [tx('x')])])]));
  });

  it('end tag step 4: closing a script reports the element and its text', () => {
    const builder = new TreeConstructor(skyTreeAdapter);
    builder.startTag(open('script'));
    builder.text(text('run()'));
    expect(builder.endTag(close('b'))).toBe(false);
    expect(builder.closedScript).toBe(null);
    expect(builder.endTag(close('script'))).toBe(true);
    expect(builder.closedScriptSource).toBe('run()');
    expect(builder.closedScript).toBe((builder.root as SkyRoot).children[0]);
  });

  it('end tag step 4: a script closed by an ancestor end tag does not run', () => {
    const builder = new TreeConstructor(skyTreeAdapter);
    builder.startTag(open('a'));
    builder.startTag(open('script'));
    expect(builder.endTag(close('a'))).toBe(false);
  });

  it('end tag step 4: nested scripts keep their own text', () => {
    const builder = new TreeConstructor(skyTreeAdapter);
    builder.startTag(open('script'));
    builder.text(text('outer'));
    builder.startTag(open('script'));
    builder.text(text('inner'));
    expect(builder.endTag(close('script'))).toBe(true);
    expect(builder.closedScriptSource).toBe('inner');
    expect(builder.endTag(close('script'))).toBe(true);
    expect(builder.closedScriptSource).toBe('outer');
  });
});

describe('attributes', () => {
  it('are a plain-object record in source order (ARCHITECTURE.md, "Attribute records")', () => {
    const tree = buildTree([
      open('a', [
        ['z', '1'],
        ['a', '2'],
        ['m', '3'],
      ]),
    ]);
    const attributes = (tree.children[0] as SkyElement).attributes;
    expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
    expect(Object.keys(attributes)).toEqual(['z', 'a', 'm']);
    // What xast / hast users and node:assert expect of a record (issue 14).
    assert.deepStrictEqual(attributes, { z: '1', a: '2', m: '3' });
    expect(inspect(attributes)).toBe("{ z: '1', a: '2', m: '3' }");
  });

  it('__proto__ and constructor are own data properties; the prototype is untouched', () => {
    const tree = buildTree([
      open('a', [
        ['__proto__', 'x'],
        ['constructor', 'y'],
        ['toString', 'z'],
      ]),
    ]);
    const attributes = (tree.children[0] as SkyElement).attributes;
    expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
    expect(Object.keys(attributes)).toEqual(['__proto__', 'constructor', 'toString']);
    for (const name of ['__proto__', 'constructor', 'toString']) expect(Object.hasOwn(attributes, name)).toBe(true);
    expect(Object.getOwnPropertyDescriptor(attributes, 'constructor')).toEqual({
      value: 'y',
      writable: true,
      enumerable: true,
      configurable: true,
    });
    const expected = { constructor: 'y', toString: 'z' } as Record<string, string>;
    Object.defineProperty(expected, '__proto__', { value: 'x', enumerable: true, writable: true, configurable: true });
    assert.deepStrictEqual(attributes, expected);
    expect(inspect(attributes)).toBe("{ ['__proto__']: 'x', constructor: 'y', toString: 'z' }");
    expect(Object.getOwnPropertyDescriptor(attributes, '__proto__')?.value).toBe('x');
    expect(JSON.stringify(attributes)).toBe('{"__proto__":"x","constructor":"y","toString":"z"}');
  });

  it('errata S17: the first of duplicate attributes wins (token arrays that skipped cleanup)', () => {
    const tree = buildTree([
      open('a', [
        ['x', '1'],
        ['x', '2'],
      ]),
    ]);
    expect({ ...(tree.children[0] as SkyElement).attributes }).toEqual({ x: '1' });
  });
});

describe('default tree: compact but plain, mutable data', () => {
  it('records of every attribute count (one size class per count) keep order, first duplicate wins, and take new keys', () => {
    for (let count = 0; count <= 12; count++) {
      const pairs: [string, string][] = Array.from({ length: count }, (_, i) => [`n${count - i}`, `v${i}`]);
      const withDuplicate: [string, string][] = [...pairs, ['n1', 'late']];
      const record = attributeRecord(withDuplicate.map(([name, value]) => ({ name, value })));
      expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
      expect(Object.entries(record)).toEqual(count === 0 ? [['n1', 'late']] : pairs);
      record.added = 'yes';
      delete record.n1;
      expect(Object.keys(record)).toEqual([...pairs.map(([name]) => name).filter((name) => name !== 'n1'), 'added']);
      expect(JSON.parse(JSON.stringify(record))).toEqual({ ...record });
    }
  });

  it('records made with and without value sharing hold the same entries (fast-check)', () => {
    const attribute = fc.record({
      name: fc.constantFrom('a', 'b', '__proto__', 'constructor', 'x'),
      value: fc.string({ maxLength: 20 }),
    });
    fc.assert(
      fc.property(fc.array(attribute, { maxLength: 10 }), (attributes) => {
        const expected: [string, string][] = [];
        for (const { name, value } of attributes) if (!expected.some(([n]) => n === name)) expected.push([name, value]);
        const tree = buildTree([
          open(
            'a',
            attributes.map(({ name, value }): [string, string] => [name, value]),
          ),
        ]);
        expect(Object.entries((tree.children[0] as SkyElement).attributes)).toEqual(expected);
        expect(Object.entries(attributeRecord(attributes))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('shared short values are ordinary strings: equal trees, and editing one node leaves the others alone', () => {
    const tokens = [open('a', { k: 'v' }), text('x'), close('a'), open('a', { k: 'v' }), text('x'), close('a')];
    const tree = buildTree(tokens);
    expect(buildTree(tokens, { adapter: skyTreeAdapter })).toEqual(tree);
    const [first, second] = tree.children as SkyElement[];
    first!.attributes.k = 'changed';
    (first!.children[0] as { value: string }).value += '!';
    first!.children.push({ type: 'text', value: 'pushed' });
    expect(second).toEqual(el('a', [tx('x')], { k: 'v' }));
    expect(first).toEqual(el('a', [tx('x!'), tx('pushed')], { k: 'changed' }));
  });
});

describe('token arrays from other sources', () => {
  it('an end tag with an empty name never closes the document or a template content', () => {
    expect(buildTree([open('template'), close(''), text('x')])).toEqual(root([tpl([tx('x')])]));
  });
});
