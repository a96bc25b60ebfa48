// Issue #13 (hardening), the entity items: 1 (look-ups on Object.prototype),
// 5 (runs of "&"), 6 and 7 (one output budget for expansion, nodes and
// defaults), 13 (reference errors point at the "&" and span the reference)
// and 14 (entities that are not read are reported and kept as references).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createXmlParser, parseXml, toXml, type XmlParseError } from '../src/index.ts';
import {
  defaultAmplification,
  nodeAmplification,
  plainDefaultAmplification,
} from '@forgiving/test-utils/xml-amplification';
import { codes } from './helpers.ts';

type Node = { type: string; name?: string; value?: string; attributes?: Record<string, string>; children?: Node[] };
const rootOf = (input: string): Node => parseXml(input).tree.children.find((n) => n.type === 'element') as Node;
const spans = (errors: XmlParseError[]) => errors.map((e) => [e.code, e.offset, e.endOffset]);

/** Errors of a stream fed one character at a time. */
function streamErrors(input: string): XmlParseError[] {
  const errors: XmlParseError[] = [];
  const parser = createXmlParser({ onError: (error) => errors.push(error) });
  for (const c of input) parser.write(c);
  parser.end();
  return errors;
}

/** CPU time of `run` in µs (not wall clock: other processes on the machine do not count). */
function cpu(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

/**
 * How much more one parse of `large` costs than `times` parses of `small`,
 * the same number of characters in all: about 1 when parsing is linear,
 * about `times` when it is quadratic. Best of two, interleaved, after a
 * warm-up, in CPU time: only ever a ratio of two equal-sized workloads.
 */
function scaleRatio(small: string, large: string, times: number): number {
  const smalls = () => {
    for (let k = 0; k < times; k++) parseXml(small);
  };
  const one = () => parseXml(large);
  smalls();
  let a = Number.POSITIVE_INFINITY;
  let b = Number.POSITIVE_INFINITY;
  for (let k = 0; k < 2; k++) {
    a = Math.min(a, cpu(smalls));
    b = Math.min(b, cpu(one));
  }
  return b / Math.max(a, 1);
}

describe('issue #13 item 1: entity names are never looked up on Object.prototype', () => {
  it('issue #13 item 1: &constructor;, &__proto__;, &toString; in content are undeclared entities', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const result = parseXml(`<r>&${name};</r>`);
      expect(codes(result.errors)).toEqual(['undeclared-entity']);
      expect(rootOf(`<r>&${name};</r>`).children).toEqual([{ type: 'text', value: `&${name};` }]);
      expect(() => toXml(result.tree)).not.toThrow();
    }
  });
  it('issue #13 item 1: in attribute values and ATTLIST defaults too', () => {
    const result = parseXml('<r a="&toString;" b="&__proto__;"/>');
    expect(codes(result.errors)).toEqual(['undeclared-entity', 'undeclared-entity']);
    expect(rootOf('<r a="&toString;" b="&__proto__;"/>').attributes).toEqual({ a: '&toString;', b: '&__proto__;' });
    const dtd = parseXml('<!DOCTYPE r [<!ATTLIST r a CDATA "&constructor;">]><r/>');
    expect(codes(dtd.errors)).toEqual(['undeclared-entity']);
  });
  it('issue #13 item 1: a declared entity named constructor is used', () => {
    const input =
      '<!DOCTYPE r [<!ENTITY constructor "ok"><!ENTITY __proto__ "p">]><r a="&constructor;">&constructor;&__proto__;</r>';
    const result = parseXml(input);
    expect(result.errors).toEqual([]);
    expect(rootOf(input).attributes).toEqual({ a: 'ok' });
    expect(rootOf(input).children).toEqual([{ type: 'text', value: 'okp' }]);
  });
});

describe('issue #13 item 5: a run of "&" is linear', () => {
  const cases: Array<[string, (n: number) => string]> = [
    ['attribute value', (n) => `<r a="${'&'.repeat(n)};"/>`],
    ['entity literal', (n) => `<!DOCTYPE r [<!ENTITY e "${'&'.repeat(n)};">]><r/>`],
    ['ATTLIST default', (n) => `<!DOCTYPE r [<!ATTLIST r a CDATA "${'&'.repeat(n)};">]><r/>`],
    ['parameter references in the subset', (n) => `<!DOCTYPE r [${'%'.repeat(n)};]><r/>`],
  ];
  for (const [where, build] of cases) {
    it(`issue #13 item 5: ${where}: one 800k run costs about what 32 runs of 25k cost`, () => {
      // Linear: about 1 (0.8-0.9 measured). The quadratic scan this replaced
      // (a search for ";" per "&", fast per character) measured 6 and more.
      expect(scaleRatio(build(25_000), build(800_000), 32)).toBeLessThan(2.5);
    });
  }
  it('issue #13 item 5: every "&" of the run is its own error, at its own offset', () => {
    expect(spans(parseXml('<r a="&&;"/>').errors)).toEqual([
      ['invalid-reference', 6, 7],
      ['invalid-reference', 7, 9],
    ]);
  });
});

describe('issue #13 item 6: expansion is charged by the nodes it builds', () => {
  it('issue #13 item 6: the 415-byte document stops at the budget with an error at the reference', () => {
    const input = nodeAmplification();
    expect(input.length).toBe(415);
    const result = parseXml(input);
    expect(spans(result.errors)).toEqual([['entity-expansion-limit', 367, 371]]);
    expect(result.wellFormed).toBe(false);
    expect(rootOf(input).children).toEqual([]);
  });
  it('issue #13 item 6: each "<" of a replacement text costs 64 units besides its characters', () => {
    // 10 × "<x/>": 40 characters and 10 nodes = 680 units.
    const input = `<!DOCTYPE r [<!ENTITY e "${'<x/>'.repeat(10)}">]><r>&e;<after/></r>`;
    const refused = parseXml(input, { maxExpansion: 679 });
    expect(codes(refused.errors)).toEqual(['entity-expansion-limit']);
    expect(rootOf(input).children).toHaveLength(11);
    const kept = parseXml(input, { maxExpansion: 680 });
    expect(kept.errors).toEqual([]);
    const root = refused.tree.children.find((n) => n.type === 'element') as Node;
    expect(root.children!.map((n) => n.name)).toEqual(['after']); // the rest is parsed
  });
  it('issue #13 item 6: each attribute of a replacement text costs 32 units besides its characters', () => {
    // <x a='1' b='2'/>: 16 characters, 1 node, 2 attributes = 16 + 64 + 64 = 144 units.
    const input = `<!DOCTYPE r [<!ENTITY e "<x a='1' b='2'/>">]><r>&e;</r>`;
    expect(codes(parseXml(input, { maxExpansion: 143 }).errors)).toEqual(['entity-expansion-limit']);
    expect(parseXml(input, { maxExpansion: 144 }).errors).toEqual([]);
  });
  it('issue #13 item 6: the limit stops later references, not the parse', () => {
    const input = `<!DOCTYPE r [<!ENTITY e "<x/>">]><r>&e;&e;&e;<after/>t</r>`;
    const result = parseXml(input, { maxExpansion: 2 * 68 });
    expect(spans(result.errors)).toEqual([['entity-expansion-limit', 42, 45]]);
    const root = result.tree.children.find((n) => n.type === 'element') as Node;
    expect(root.children!.map((n) => n.name ?? n.value)).toEqual(['x', 'x', 'after', 't']);
  });
});

describe('issue #13 item 7: ATTLIST defaults count against the same budget', () => {
  it('issue #13 item 7: a default made of a large entity stops at the budget', () => {
    const input = defaultAmplification();
    const result = parseXml(input);
    expect(codes(result.errors)).toEqual(['entity-expansion-limit']);
    const root = result.tree.children.find((n) => n.type === 'element') as Node;
    const withDefault = root.children!.filter((n) => n.attributes?.b !== undefined).length;
    expect(root.children).toHaveLength(10_000); // every element is there
    // max(8 MiB, 100 × input) units, 100,033 per default: 139 defaults, not 10^4.
    expect(withDefault).toBe(Math.floor((100 * input.length - 100_000) / 100_033));
    expect(toXml(result.tree).length).toBeLessThan(100 * input.length + input.length);
  });
  it('issue #13 item 7: plain defaults stop at the budget', () => {
    const input = plainDefaultAmplification(100, 20_000);
    const result = parseXml(input, { maxExpansion: 1_000_000 });
    expect(codes(result.errors)).toEqual(['entity-expansion-limit']);
    let attributes = 0;
    const root = result.tree.children.find((n) => n.type === 'element') as Node;
    for (const q of root.children!) attributes += Object.keys(q.attributes!).length;
    // Each costs 32 + its name and value: 35 or 36 units.
    expect(attributes).toBeLessThanOrEqual(1_000_000 / 35);
    expect(attributes).toBeGreaterThan(1_000_000 / 37);
  });
  it('issue #13 item 7: each default costs 32 units plus its name and value; the error points at the tag', () => {
    const input = '<!DOCTYPE r [<!ATTLIST q b CDATA "v">]><r><q/><q/><q b="x"/><q/></r>';
    const result = parseXml(input, { maxExpansion: 2 * 34 });
    expect(spans(result.errors)).toEqual([['entity-expansion-limit', 60, 64]]);
    const root = result.tree.children.find((n) => n.type === 'element') as Node;
    expect(root.children!.map((n) => n.attributes)).toEqual([{ b: 'v' }, { b: 'v' }, { b: 'x' }, {}]);
  });
  it('issue #13 item 7: the full-size plain-defaults document (800 kB) finishes with the limit', () => {
    const result = parseXml(plainDefaultAmplification());
    expect(codes(result.errors)).toEqual(['entity-expansion-limit']);
  });
});

describe('issue #13 item 13: reference errors point at the "&" and end where the reference ends', () => {
  const cases: Array<[string, unknown[]]> = [
    ['<r>a & b</r>', [['invalid-reference', 5, 6]]],
    ['<r>&#x;</r>', [['invalid-reference', 3, 7]]],
    ['<r>&#12a;</r>', [['missing-semicolon-after-reference', 3, 7]]],
    ['<r>&ab c</r>', [['missing-semicolon-after-reference', 3, 6]]],
    ['<r>&#0;</r>', [['invalid-character-reference', 3, 7]]],
    ['<r>&u;</r>', [['undeclared-entity', 3, 6]]],
    [
      '<r>&ab',
      [
        ['missing-semicolon-after-reference', 3, 6],
        ['unclosed-element', 6, 6],
      ],
    ],
    ['<r a="x & y"/>', [['invalid-reference', 8, 9]]],
    ["<r  a = 'x &#x; y'/>", [['invalid-reference', 11, 15]]],
    ['<r b="1" a="x\r\n &#1; y"/>', [['invalid-character-reference', 16, 20]]],
    ['<r a="&u;"/>', [['undeclared-entity', 6, 9]]],
    ['<!DOCTYPE r [<!ENTITY e "a & b">]><r/>', [['invalid-reference', 27, 28]]],
    ['<!DOCTYPE r [<!ENTITY e "&#x;">]><r/>', [['invalid-reference', 25, 29]]],
    ['<!DOCTYPE r [<!ATTLIST r a CDATA "a & b">]><r/>', [['invalid-reference', 36, 37]]],
    // Character references in an entity value are replaced when it is declared...
    ['<!DOCTYPE r [<!ENTITY e "<b a=\'&#0;\'/>">]><r>&e;</r>', [['invalid-character-reference', 31, 35]]],
    // ...and errors in the replacement text span the outermost reference.
    ['<!DOCTYPE r [<!ENTITY e "<b a=\'&#38;#0;\'/>">]><r>&e;</r>', [['invalid-character-reference', 49, 52]]],
    ['<r>&1a;</r>', [['invalid-reference', 3, 4]]],
    ['<r a="&1a;"/>', [['invalid-reference', 6, 7]]],
    ['<r a="&#12a;"/>', [['missing-semicolon-after-reference', 6, 10]]],
  ];
  for (const [input, expected] of cases) {
    it(`issue #13 item 13: ${JSON.stringify(input)}`, () => {
      const result = parseXml(input);
      expect(spans(result.errors)).toEqual(expected);
      // The same errors for every chunking.
      expect(streamErrors(input)).toEqual(result.errors);
    });
  }
});

describe('issue #13 item 14: entities that are not read are reported and kept as references', () => {
  const external = '<!DOCTYPE d [<!ENTITY e SYSTEM "x.txt">]><d>a&e;b</d>';
  it('issue #13 item 14: an external entity in content: a report that leaves wellFormed true, a raw node', () => {
    const result = parseXml(external);
    expect(result.wellFormed).toBe(true);
    expect(result.errors.map((e) => [e.code, e.offset, e.endOffset, e.fatal])).toEqual([
      ['external-entity-not-read', 45, 48, false],
    ]);
    expect(rootOf(external).children).toEqual([
      { type: 'text', value: 'a' },
      { type: 'raw', value: '&e;' },
      { type: 'text', value: 'b' },
    ]);
  });
  it('issue #13 item 14: the stream gets onSkippedEntity in order, with its position', () => {
    const events: unknown[] = [];
    const parser = createXmlParser({
      positions: true,
      onText: (value) => events.push(['text', value]),
      onSkippedEntity: (name, position) => events.push(['skipped', name, position?.start.offset, position?.end.offset]),
    });
    for (const c of external) parser.write(c);
    parser.end();
    expect(events).toEqual([
      ['text', 'a'],
      ['skipped', 'e', 45, 48],
      ['text', 'b'],
    ]);
  });
  it('issue #13 item 14: an external entity in an attribute value is a well-formedness error (XML 1.0 §3.1)', () => {
    const result = parseXml('<!DOCTYPE d [<!ENTITY e SYSTEM "x.txt">]><d a="&e;"/>');
    expect(spans(result.errors)).toEqual([['external-entity-in-attribute', 47, 50]]);
    expect(result.wellFormed).toBe(false);
  });
  it('issue #13 item 14: an unread external parameter entity is reported', () => {
    const result = parseXml('<!DOCTYPE d [<!ENTITY % p SYSTEM "p.ent">%p;]><d/>');
    expect(result.errors.map((e) => [e.code, e.offset, e.endOffset, e.fatal])).toEqual([
      ['external-entity-not-read', 41, 44, false],
    ]);
    expect(result.wellFormed).toBe(true);
  });
  it('issue #13 item 14: XML 1.0 §5.1: ENTITY and ATTLIST declarations after it are not processed (X13)', () => {
    const input =
      '<!DOCTYPE d [<!ENTITY a "1"><!ATTLIST d x CDATA "1"><!ENTITY % p SYSTEM "p.ent">%p;<!ENTITY b "2"><!ATTLIST d y CDATA "2"><!ENTITY a "3">]><d>&a;&b;</d>';
    const result = parseXml(input);
    expect(rootOf(input)).toEqual({
      type: 'element',
      name: 'd',
      attributes: { x: '1' },
      children: [
        { type: 'text', value: '1' },
        { type: 'raw', value: '&b;' },
      ],
    });
    expect(codes(result.errors)).toEqual([
      'external-entity-not-read',
      'declaration-not-processed',
      'declaration-not-processed',
      'declaration-not-processed',
      'undeclared-entity-not-read',
    ]);
    expect(result.errors.every((e) => e.fatal === false)).toBe(true);
    // Each unprocessed declaration is reported where it is: <!ENTITY b "2"> at 83.
    expect(spans(result.errors)[1]).toEqual(['declaration-not-processed', 83, 98]);
    expect(result.wellFormed).toBe(true);
  });
  it('issue #13 item 14: with standalone="yes", declarations after it are processed', () => {
    const input =
      '<?xml version="1.0" standalone="yes"?><!DOCTYPE d [<!ENTITY % p SYSTEM "p.ent">%p;<!ENTITY b "2"><!ATTLIST d y CDATA "2">]><d>&b;</d>';
    expect(rootOf(input)).toEqual({
      type: 'element',
      name: 'd',
      attributes: { y: '2' },
      children: [{ type: 'text', value: '2' }],
    });
  });
  it('issue #13 item 14: declarations after it are still checked for well-formedness', () => {
    expect(codes(parseXml('<!DOCTYPE d [<!ENTITY % p SYSTEM "p.ent">%p;<!ENTITY b>]><d/>').errors)).toEqual([
      'external-entity-not-read',
      'malformed-declaration',
    ]);
    // Comments, PIs, ELEMENT and NOTATION declarations are not affected by §5.1.
    expect(
      codes(parseXml('<!DOCTYPE d [<!ENTITY % p SYSTEM "p.ent">%p;<!ELEMENT d ANY><!--c-->]><d/>').errors),
    ).toEqual(['external-entity-not-read']);
  });
  it('issue #13 item 14: toXml keeps references that were not read: the document means the same', () => {
    for (const input of [external, '<!DOCTYPE d [<!ENTITY % p SYSTEM "p.ent">%p;]><d>a&u;b</d>']) {
      expect(toXml(parseXml(input).tree)).toContain(input.slice(input.indexOf('<d>')));
    }
    // With the declarations outside the document, the output parses back to the same tree.
    const input = '<!DOCTYPE d SYSTEM "d.dtd"><d>a&nbsp;b<e>&u;</e></d>';
    const { tree } = parseXml(input);
    expect(toXml(tree)).toBe(input);
    expect(parseXml(toXml(tree)).tree).toEqual(tree);
  });
  it('issue #13 item 14: an undeclared entity in an attribute after an unread parameter entity is reported, not fatal', () => {
    const result = parseXml('<!DOCTYPE d [<!ENTITY % p SYSTEM "p.ent">%p;]><d a="&u;"/>');
    expect(result.errors.map((e) => [e.code, e.fatal])).toEqual([
      ['external-entity-not-read', false],
      ['undeclared-entity-not-read', false],
    ]);
    expect(result.errors[1]!.offset).toBe(52);
    expect(result.wellFormed).toBe(true);
  });
});

describe('issue #13 entity items: properties', () => {
  const SUBSETS = [
    '<!DOCTYPE r [<!ENTITY x SYSTEM "x.txt"><!ENTITY e "<i a=\'&#38;#0;\'>&x;</i>"><!ATTLIST q d CDATA "&e2;">]>',
    '<!DOCTYPE r [<!ENTITY % p SYSTEM "p.ent">%p;<!ENTITY e "x"><!ATTLIST q d CDATA "v">]>',
    '<!DOCTYPE r SYSTEM "r.dtd">',
    '<!DOCTYPE r [<!ENTITY e "&#x; & &#12a;"><!ENTITY constructor "c"><!ATTLIST q d CDATA "a & b">]>',
    '',
  ];
  const FRAGMENTS = [
    '<r>',
    '</r>',
    '<q/>',
    '<q d="&e;"/>',
    '<q a="&x; & &#x;"/>',
    '&e;',
    '&x;',
    '&u;',
    '&constructor;',
    '&',
    '&#x;',
    '&#12a;',
    'a & b',
    '&&;',
    't',
    '\r\n',
  ];
  const documents = fc
    .tuple(fc.constantFrom(...SUBSETS), fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 16 }))
    .map(([subset, parts]) => subset + parts.join(''));

  function events(chunks: string[]): unknown[] {
    const out: unknown[] = [];
    const parser = createXmlParser({
      positions: true,
      onOpenTag: (tag) => out.push(['open', tag.name, { ...tag.attributes }, tag.position]),
      onCloseTag: (name, position) => out.push(['close', name, position]),
      onText: (value, position) => out.push(['text', value, position]),
      onSkippedEntity: (name, position) => out.push(['skipped', name, position]),
      onError: (error) => out.push(['error', error]),
      onEnd: (result) => out.push(['end', result.wellFormed]),
    });
    for (const chunk of chunks) parser.write(chunk);
    parser.end();
    return out;
  }

  it('property: every chunking gives the same events and errors (spans included)', () => {
    fc.assert(
      fc.property(documents, fc.array(fc.nat(), { maxLength: 6 }), (input, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (input.length + 1)))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let last = 0;
        for (const point of [...points, input.length]) {
          chunks.push(input.slice(last, point));
          last = point;
        }
        expect(events(chunks)).toEqual(events([input]));
      }),
      { numRuns: 300 },
    );
  });

  it('property: never throws; wellFormed agrees with the fatal errors; spans lie in the input; toXml keeps references', () => {
    fc.assert(
      fc.property(documents, (input) => {
        const result = parseXml(input);
        expect(result.wellFormed).toBe(result.errors.every((error) => error.fatal === false));
        for (const error of result.errors) {
          expect(error.offset).toBeLessThanOrEqual(error.endOffset);
          expect(error.endOffset).toBeLessThanOrEqual(input.length);
        }
        const xml = toXml(result.tree);
        for (const node of JSON.stringify(result.tree).match(/"type":"raw","value":"[^"]*"/g) ?? []) {
          expect(xml).toContain(node.slice(node.lastIndexOf(':') + 2, -1));
        }
      }),
      { numRuns: 300 },
    );
  });
});
