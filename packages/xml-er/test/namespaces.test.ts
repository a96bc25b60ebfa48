// resolveNamespaces (decision X9).
import { describe, expect, it } from 'vitest';
import { type Element, createXmlTreeBuilder, parseXml, resolveNamespaces } from '../src/index.ts';
import { codes } from './helpers.ts';

const XML = 'http://www.w3.org/XML/1998/namespace';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

function setup(input: string) {
  const { tree } = parseXml(input, { positions: true });
  const resolution = resolveNamespaces(tree);
  const elements: Element[] = [];
  const stack = [...tree.children];
  while (stack.length > 0) {
    const node = stack.shift()!;
    if (node.type === 'element') {
      elements.push(node);
      stack.unshift(...node.children);
    }
  }
  return { resolution, elements };
}

describe('resolveNamespaces (decision X9)', () => {
  it('decision X9: default namespace and prefixes, innermost declaration wins', () => {
    const { resolution, elements } = setup(
      '<a xmlns="urn:d" xmlns:p="urn:p"><p:b><c xmlns="urn:e" p:x="1" y="2"/></p:b></a>',
    );
    const [a, b, c] = elements as [Element, Element, Element];
    expect(resolution.element(a)).toEqual({ uri: 'urn:d', prefix: null, local: 'a' });
    expect(resolution.element(b)).toEqual({ uri: 'urn:p', prefix: 'p', local: 'b' });
    expect(resolution.element(c)).toEqual({ uri: 'urn:e', prefix: null, local: 'c' });
    expect(resolution.attribute(c, 'p:x')).toEqual({ uri: 'urn:p', prefix: 'p', local: 'x' });
    expect(resolution.attribute(c, 'y')).toEqual({ uri: null, prefix: null, local: 'y' });
    expect(resolution.attribute(a, 'xmlns:p')).toEqual({ uri: XMLNS, prefix: 'xmlns', local: 'p' });
    expect(resolution.errors).toEqual([]);
  });
  it('decision X9: the xml prefix is always bound', () => {
    const { resolution, elements } = setup('<a xml:lang="en"/>');
    expect(resolution.attribute(elements[0]!, 'xml:lang')).toEqual({ uri: XML, prefix: 'xml', local: 'lang' });
  });
  it('decision X9: xmlns="" undeclares the default namespace', () => {
    const { resolution, elements } = setup('<a xmlns="urn:d"><b xmlns=""/></a>');
    expect(resolution.element(elements[1]!).uri).toBeNull();
  });
  it('decision X9: an unbound prefix is an error, at the element name after `<` (issue 27 item C)', () => {
    const { resolution } = setup('<a>\n <p:b q:c="1"/></a>');
    expect(codes(resolution.errors)).toEqual(['unbound-prefix', 'unbound-prefix']);
    // A tree knows no attribute positions: both span the element name.
    expect(resolution.errors[0]).toMatchObject({ line: 2, column: 3, offset: 6, endColumn: 6, endOffset: 9 });
  });
  it('decision X9: two attributes with the same expanded name are an error', () => {
    const { resolution } = setup('<a xmlns:p="urn:x" xmlns:q="urn:x"><b p:c="1" q:c="2"/></a>');
    expect(codes(resolution.errors)).toEqual(['duplicate-expanded-attribute']);
  });
  it('decision X9: reserved prefixes and namespaces cannot be rebound', () => {
    const { resolution } = setup(`<a xmlns:xml="urn:x" xmlns:xmlns="${XMLNS}" xmlns:p="${XML}"/>`);
    expect(codes(resolution.errors)).toEqual([
      'reserved-namespace-binding',
      'reserved-namespace-binding',
      'reserved-namespace-binding',
    ]);
  });
  it('decision X9: xmlns:p="" is an error in Namespaces 1.0, recovered as an unbinding', () => {
    const { resolution, elements } = setup('<a xmlns:p="urn:p"><b xmlns:p=""><p:c/></b></a>');
    expect(codes(resolution.errors)).toEqual(['empty-prefix-binding', 'unbound-prefix']);
    expect(resolution.element(elements[2]!).uri).toBeNull();
  });
  it('decision X9: malformed qualified names are errors', () => {
    const { resolution } = setup('<a:b:c d:="1"/>');
    expect(codes(resolution.errors)).toEqual(['invalid-qualified-name', 'invalid-qualified-name']);
  });
  it('decision X9: resolution is iterative (10^5 levels)', () => {
    const n = 100_000;
    const { tree } = parseXml(`${'<p:a xmlns:p="urn:p">'.repeat(n)}${'</p:a>'.repeat(n)}`);
    expect(resolveNamespaces(tree).errors).toEqual([]);
  });
});

describe('parseXml option checkNamespaces', () => {
  it('the old boolean `namespaces` throws a TypeError naming the new option (a silent no-op would drop the check)', () => {
    expect(() => parseXml('<a/>', { namespaces: true } as never)).toThrow(/checkNamespaces/);
    expect(() => parseXml('<a/>', { namespaces: false } as never)).toThrow(TypeError);
  });
  it('decision X9: with checkNamespaces: true, namespace errors are added and count for wellFormed', () => {
    const plain = parseXml('<p:a><?x:y?></p:a>');
    expect(plain.wellFormed).toBe(true);
    const checked = parseXml('<p:a><?x:y?></p:a>', { checkNamespaces: true });
    expect(checked.wellFormed).toBe(false);
    expect(codes(checked.errors).sort()).toEqual(['colon-in-pi-target', 'unbound-prefix']);
  });
  it('decision X9: entity and notation names with a colon are errors with namespaces (Namespaces §7), at the name', () => {
    const input =
      '<!DOCTYPE a [\n<!ENTITY e:f "x">\n<!ENTITY % p:q "y">\n<!NOTATION n:o SYSTEM "n">\n<!ENTITY ok "z">]><a/>';
    const plain = parseXml(input);
    expect(plain.wellFormed).toBe(true);
    expect(plain.errors).toEqual([]);
    const checked = parseXml(input, { checkNamespaces: true });
    expect(checked.wellFormed).toBe(false);
    expect(checked.errors.map((e) => [e.code, e.line, e.column, e.offset])).toEqual([
      ['colon-in-entity-name', 2, 10, input.indexOf('e:f')],
      ['colon-in-entity-name', 3, 12, input.indexOf('p:q')],
      ['colon-in-notation-name', 4, 12, input.indexOf('n:o')],
    ]);
  });
  it('decision X9: a colon in an entity name declared by a parameter entity points at its reference', () => {
    const input = '<!DOCTYPE a [<!ENTITY % d "<!ENTITY e:f \'x\'>"> %d;]><a/>';
    const checked = parseXml(input, { checkNamespaces: true });
    expect(checked.errors.map((e) => [e.code, e.offset])).toEqual([['colon-in-entity-name', input.indexOf('%d;')]]);
  });
  it('decision X9: a namespace-well-formed document stays well-formed', () => {
    expect(parseXml('<a xmlns:p="urn:p"><p:b/></a>', { checkNamespaces: true }).wellFormed).toBe(true);
  });
});

describe('namespace error spans with checkNamespaces (issue 27 item C)', () => {
  /** [code, line, column, offset, endOffset] of every chunking in two and of positions on and off: all equal. */
  function spans(input: string): unknown[] {
    const seen = new Set<string>();
    let last: unknown[] = [];
    for (const positions of [false, true]) {
      for (let cut = 0; cut <= input.length; cut++) {
        const builder = createXmlTreeBuilder({ checkNamespaces: true, positions });
        builder.write(input.slice(0, cut));
        builder.write(input.slice(cut));
        last = builder.end().errors.map((e) => [e.code, e.line, e.column, e.offset, e.endOffset]);
        seen.add(JSON.stringify(last));
      }
      const whole = parseXml(input, { checkNamespaces: true, positions });
      seen.add(JSON.stringify(whole.errors.map((e) => [e.code, e.line, e.column, e.offset, e.endOffset])));
    }
    expect(seen.size).toBe(1);
    return last;
  }

  it('an unbound element prefix spans the name after `<`, with or without positions, for every chunking', () => {
    expect(spans('<r>\n  <p:a/>\n</r>')).toEqual([['unbound-prefix', 2, 4, 7, 10]]);
  });
  it('an unbound attribute prefix spans the attribute name', () => {
    const input = '<r>\n  <a\n   q:b="1"/></r>';
    expect(spans(input)).toEqual([['unbound-prefix', 3, 4, input.indexOf('q:b'), input.indexOf('q:b') + 3]]);
  });
  it('binding errors span the xmlns attribute; a PI target with a colon spans the target after `<?`', () => {
    const input = '<r xmlns:x="">\n<?p:i x?></r>';
    expect(spans(input)).toEqual([
      ['empty-prefix-binding', 1, 4, 3, 10],
      ['colon-in-pi-target', 2, 3, input.indexOf('p:i'), input.indexOf('p:i') + 3],
    ]);
  });
  it('duplicate expanded names and bad qualified names span the attribute', () => {
    const input = '<r xmlns:p="urn:x" xmlns:q="urn:x"><b p:c="1" q:c="2" d:="3"/></r>';
    const at = (name: string) => [input.indexOf(name), input.indexOf(name) + name.length];
    expect(spans(input).map((e) => [(e as unknown[])[0], ...(e as number[]).slice(3)])).toEqual([
      ['duplicate-expanded-attribute', ...at('q:c')],
      ['invalid-qualified-name', ...at('d:')],
    ]);
  });
  it('an element from an entity reference points at the reference', () => {
    const input = '<!DOCTYPE r [<!ENTITY e "<p:a/>">]><r>&e;</r>';
    expect(spans(input)).toEqual([
      ['unbound-prefix', 1, input.indexOf('&e;') + 1, input.indexOf('&e;'), input.indexOf('&e;') + 3],
    ]);
  });
});

describe('namespace errors at scale (issue 13 item 2)', () => {
  it('130 000 unbound prefixes: no stack overflow (no spread), and the error cap holds', () => {
    const result = parseXml(`<r>${'<q:a/>'.repeat(130_000)}</r>`, { checkNamespaces: true });
    expect(result.wellFormed).toBe(false);
    expect(result.errors).toHaveLength(10_001);
    expect(result.errors[0]!.code).toBe('unbound-prefix');
    expect(result.errors.at(-1)!.code).toBe('too-many-errors');
  });

  it('namespace errors after the stream reached the cap add nothing', () => {
    const result = parseXml(`<r>${'&u;'.repeat(20_000)}${'<q:a/>'.repeat(10)}</r>`, { checkNamespaces: true });
    expect(result.errors).toHaveLength(10_001);
    expect(result.errors.filter((e) => e.code === 'too-many-errors')).toHaveLength(1);
  });
});
