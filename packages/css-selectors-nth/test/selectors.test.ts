import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ParseSelectorsOptions,
  type Selector,
  type SelectorList,
  parseSelectors,
  parseSelectorsWithError,
  specificity,
  stringifySelectors,
} from '../src/index.ts';
import { DEFAULT_URI, NS_URI, generateSelectors } from './generate.ts';

const ANY = { kind: 'any' } as const;

function ok(text: string, options?: ParseSelectorsOptions): SelectorList {
  const result = parseSelectorsWithError(text, options);
  if (!result.ok) throw new Error(`unexpected error for ${text}: ${result.error.message}`);
  return result.selectors;
}
function first(text: string, options?: ParseSelectorsOptions): Selector {
  return ok(text, options).selectors[0]!;
}
/** A SelectorError on line 1: code, the span [offset, offset + token.length) and the token. */
function oneLine(code: string, offset: number, token: string) {
  const end = offset + token.length;
  return {
    code,
    message: expect.any(String),
    line: 1,
    column: offset + 1,
    offset,
    endOffset: end,
    endLine: 1,
    endColumn: end + 1,
    token,
  };
}

function error(text: string, options?: ParseSelectorsOptions) {
  const result = parseSelectorsWithError(text, options);
  return result.ok ? null : result.error;
}
/** Canonical text after a parse (the round trip of a text). */
function canonical(text: string, options?: ParseSelectorsOptions): string {
  return stringifySelectors(ok(text, options), options);
}

describe('the note: output model', () => {
  it('group of selectors → selectors → compound with an explicit universal', () => {
    expect(ok('.a, b')).toEqual({
      type: 'selector-list',
      selectors: [
        {
          type: 'selector',
          body: {
            type: 'compound',
            selectors: [
              { type: 'universal', namespace: ANY },
              { type: 'class', name: 'a' },
            ],
          },
          pseudoElement: null,
        },
        {
          type: 'selector',
          body: { type: 'compound', selectors: [{ type: 'type', namespace: ANY, name: 'b' }] },
          pseudoElement: null,
        },
      ],
    });
  });
  it('combined selectors are left-nested: a > b c', () => {
    const body = first('a > b c').body;
    expect(body).toMatchObject({
      type: 'complex',
      combinator: 'descendant',
      left: { type: 'complex', combinator: 'child' },
      right: { selectors: [{ name: 'c' }] },
    });
  });
  it('namespace objects: ns|E → uri, *|E → any, |E → none, E → default uri or any', () => {
    const options = { namespaces: { ns: NS_URI } };
    expect(first('ns|a', options).body).toMatchObject({ selectors: [{ namespace: { kind: 'uri', uri: NS_URI } }] });
    expect(first('*|a').body).toMatchObject({ selectors: [{ namespace: { kind: 'any' } }] });
    expect(first('|a').body).toMatchObject({ selectors: [{ namespace: { kind: 'none' } }] });
    expect(first('a', { defaultNamespace: DEFAULT_URI }).body).toMatchObject({
      selectors: [{ namespace: { kind: 'uri', uri: DEFAULT_URI } }],
    });
    expect(first('.x', { defaultNamespace: DEFAULT_URI }).body).toMatchObject({
      selectors: [{ type: 'universal', namespace: { kind: 'uri', uri: DEFAULT_URI } }, {}],
    });
    expect(first('ns|*', options).body).toMatchObject({
      selectors: [{ type: 'universal', namespace: { kind: 'uri' } }],
    });
  });
  it('an undeclared prefix is invalid', () => {
    expect(error('x|a')).toEqual(oneLine('undeclared-namespace-prefix', 0, 'x|'));
  });
  it('attribute selectors: exists = ~= |= ^= $= *=, ident or string values, namespaces', () => {
    const ops = ['exists', '=', '~=', '|=', '^=', '$=', '*='];
    const list = ok('[a],[a=b],[a~=b],[a|=b],[a^=b],[a$=b],[a*="b"]');
    expect(
      list.selectors.map((s) => (s.body as { selectors: Array<{ operator?: string }> }).selectors[1]?.operator),
    ).toEqual(ops);
    expect(first('[ a = "x y" ]').body).toMatchObject({ selectors: [{}, { name: 'a', operator: '=', value: 'x y' }] });
    expect(first('[|a]').body).toMatchObject({ selectors: [{}, { namespace: { kind: 'none' } }] });
    expect(first('[*|a]').body).toMatchObject({ selectors: [{}, { namespace: { kind: 'any' } }] });
    expect(first('[a]', { defaultNamespace: DEFAULT_URI }).body).toMatchObject({
      selectors: [{}, { namespace: { kind: 'none' } }],
    });
  });
  it('pseudo-classes (names ASCII-lowercased), pseudo-elements incl. the four legacy ones', () => {
    expect(first('a:HOVER').body).toMatchObject({ selectors: [{}, { type: 'pseudo-class', name: 'hover' }] });
    for (const name of ['before', 'after', 'first-line', 'first-letter'])
      expect(first(`p:${name}`).pseudoElement).toBe(name);
    expect(first('p::Marker').pseudoElement).toBe('marker');
    expect(first('::before').body).toEqual({ type: 'compound', selectors: [{ type: 'universal', namespace: ANY }] });
  });
  it('unknown functional pseudo-classes keep their arguments as regrouped tokens', () => {
    expect(first(':foo(a, "b" [c])').body).toMatchObject({
      selectors: [
        {},
        {
          type: 'functional-pseudo-class',
          name: 'foo',
          arguments: [
            { type: 'ident', value: 'a' },
            { type: 'comma' },
            { type: 'whitespace' },
            { type: 'string', value: 'b' },
            { type: 'whitespace' },
            { type: 'block', kind: '[', content: [{ type: 'ident', value: 'c' }] },
          ],
        },
      ],
    });
  });
});

describe('selector states (Selectors 3 §10 grammar)', () => {
  it('start of selector: whitespace skipped; a combinator or comma there is invalid', () => {
    expect(canonical('  a')).toBe('a');
    expect(error('> a')?.token).toBe('>');
    expect(error(', a')?.token).toBe(',');
  });
  it('in compound: hash, class, attribute, pseudo continue it; a type selector cannot', () => {
    expect(canonical('a#b.c[d]:e')).toBe('a#b.c[d]:e');
    expect(error('.a b|c')).not.toBeNull();
    expect(error('.a*')).toEqual(oneLine('type-selector-not-first', 2, '*'));
  });
  it('in compound: > + ~ start a combinator, whitespace may be a descendant combinator', () => {
    expect(canonical('a>b+c~d e')).toBe('a > b + c ~ d e');
  });
  it('after whitespace: a combinator, a comma, the end, or the next compound', () => {
    expect(canonical('a > b , c ')).toBe('a > b, c');
    expect(canonical('a /**/ b')).toBe('a b');
  });
  it('after a combinator: only a compound (two combinators are invalid)', () => {
    expect(error('a > > b')?.token).toBe('>');
    expect(error('a >')).toEqual(oneLine('missing-selector', 3, ''));
  });
  it('after a pseudo-element: nothing but the end of the selector', () => {
    expect(error('a::before b')?.token).toBe('b');
    expect(error('a::before.c')?.token).toBe('.');
    expect(canonical('a::before , b')).toBe('a::before, b');
  });
  it('ID selectors must be identifiers (hash of type "id")', () => {
    expect(error('#1a')?.token).toBe('#1a');
    expect(canonical('#\\31 a')).toBe('#\\31 a');
  });
  it('unclosed attribute and functions end at EOF (CSS Syntax 3 recovery)', () => {
    expect(canonical('a[b')).toBe('a[b]');
    expect(canonical(':nth-child(2n')).toBe(':nth-child(2n)');
    expect(canonical(':foo(x')).toBe(':foo(x)');
  });
  it('bad-string, bad-url, stray closers, CDO/CDC make the selector invalid (the note, "Input")', () => {
    expect(error(':foo("a\n")')?.token).toBe('"a');
    expect(error(':foo(url(a b))')?.offset).toBe(5);
    expect(error('a)')?.token).toBe(')');
    expect(error('<!-- a')?.token).toBe('<!--');
    expect(error('a ]')?.token).toBe(']');
    expect(error('a {}')?.token).toBe('{');
  });
  it('Level 3 :not(): one simple selector, no nested negation, no pseudo-element', () => {
    expect(first(':not(a)').body).toMatchObject({
      selectors: [{}, { type: 'not', argument: { type: 'type', name: 'a' } }],
    });
    expect(first(':not( .a )').body).toMatchObject({
      selectors: [{}, { type: 'not', argument: { type: 'class', name: 'a' } }],
    });
    expect(error(':not(.a.b)')?.token).toBe('.');
    expect(error(':not(:not(a))')?.offset).toBe(6);
    expect(error(':not(::after)')?.token).toBe('::after');
    expect(error(':not(:before)')?.token).toBe(':before');
    expect(error(':not()')?.token).toBe(')');
  });
});

describe('decisions', () => {
  it('N6 :lang(): Level 3 exactly one ident; Level 4 a list of idents or strings', () => {
    expect(first(':lang( en )').body).toMatchObject({ selectors: [{}, { type: 'lang', ranges: ['en'] }] });
    expect(error(':lang("en")')?.token).toBe('"en"');
    expect(error(':lang(en, fr)')?.token).toBe(',');
    expect(error(':lang()')).toEqual(oneLine('invalid-lang-argument', 6, ''));
    expect(first(':lang(en, "fr-*", "")', { level: 4 }).body).toMatchObject({
      selectors: [{}, { type: 'lang', ranges: ['en', 'fr-*', ''] }],
    });
    expect(error(':lang(en,)', { level: 4 })).not.toBeNull();
  });
  it('N7 Level 4 is an option: :is :where :has :not(list) and of S are invalid at Level 3', () => {
    for (const text of [':is(a)', ':where(a)', ':has(a)', ':not(a, b)', ':not(a b)', ':nth-child(2n of a)'])
      expect(error(text)).not.toBeNull();
    const level4 = { level: 4 as const };
    expect(first(':is(a, b)', level4).body).toMatchObject({
      selectors: [{}, { type: 'is', selectors: { selectors: [{}, {}] } }],
    });
    expect(first(':where(a)', level4).body).toMatchObject({ selectors: [{}, { type: 'where' }] });
    expect(first(':not(a b, c)', level4).body).toMatchObject({
      selectors: [{}, { type: 'not', argument: { type: 'selector-list' } }],
    });
    expect(first(':has(> a, b)', level4).body).toMatchObject({
      selectors: [{}, { type: 'has', selectors: [{ combinator: 'child' }, { combinator: 'descendant' }] }],
    });
    expect(first(':nth-last-child(2n+1 OF .a)', level4).body).toMatchObject({
      selectors: [{}, { type: 'nth', a: 2, b: 1, of: { selectors: [{}] } }],
    });
    expect(error(':nth-of-type(2n of a)', level4)).not.toBeNull();
    expect(error(':is(::before)', level4)).toBeNull(); // forgiving: the item is dropped
    expect(error(':not(::before)', level4)?.token).toBe('::before');
    expect(error(':has(:has(a))', level4)).not.toBeNull();
  });
  it('N7 :is()/:where() take a forgiving list: invalid items are dropped', () => {
    expect(canonical(':is(a, 1, b:foo(]), [c d], e)', { level: 4 })).toBe(':is(a, e)');
    // An unclosed block runs to EOF (CSS Syntax 3): `d)` is inside the `[`.
    expect(canonical(':is(a, [c, d)', { level: 4 })).toBe(':is(a)');
    expect(canonical(':where(!)', { level: 4 })).toBe(':where()');
    expect(canonical(':is(a, :has(>), b)', { level: 4 })).toBe(':is(a, b)');
  });
  it('N7 inside the lists, an implicit universal of the subject matches any namespace', () => {
    const options = { level: 4 as const, defaultNamespace: DEFAULT_URI };
    const inner = (first(':is(.a)', options).body as { selectors: Array<{ selectors?: SelectorList }> }).selectors[1]
      ?.selectors;
    expect(inner?.selectors[0]?.body).toMatchObject({
      selectors: [{ type: 'universal', namespace: { kind: 'any' } }, {}],
    });
    // A non-subject compound keeps the default namespace.
    const complex = (first(':is(.b .a)', options).body as { selectors: Array<{ selectors?: SelectorList }> })
      .selectors[1]?.selectors;
    expect(complex?.selectors[0]?.body).toMatchObject({
      left: { selectors: [{ namespace: { kind: 'uri', uri: DEFAULT_URI } }, {}] },
    });
  });
  it('N8 invalid means no tree: an error with the offset in the original string and the token', () => {
    expect(parseSelectorsWithError('a, b:nth-child(2n 1)')).toEqual({
      ok: false,
      error: oneLine('invalid-an-plus-b', 18, '1'),
    });
    expect(parseSelectorsWithError('a /* c */ !')).toEqual({ ok: false, error: oneLine('unexpected-token', 10, '!') });
    expect(parseSelectorsWithError('')).toEqual({ ok: false, error: oneLine('missing-selector', 0, '') });
    // Lines and columns count CR LF as one line break, as every parser of the project does.
    expect(parseSelectorsWithError('a\r\n$')).toEqual({
      ok: false,
      error: {
        code: 'unexpected-token',
        message: 'Unexpected token in a selector',
        line: 2,
        column: 1,
        offset: 3,
        endOffset: 4,
        endLine: 2,
        endColumn: 2,
        token: '$',
      },
    });
    expect(error('a:not(:not(b))')).toMatchObject({ code: 'nested-negation', token: 'not(' });
    expect(error(':is(a)')).toMatchObject({ code: 'level-4-pseudo-class', token: 'is(' });
    expect(error('[a=]')).toMatchObject({ code: 'missing-attribute-value', token: ']' });
  });
});

describe('stringifySelectors', () => {
  it('canonical text: An+B canonical, strings quoted, identifiers escaped', () => {
    expect(canonical(':nth-child( +2N + 1 ):nth-child(-n+3):nth-child(5):nth-child(n):nth-child(0n+0)')).toBe(
      ':nth-child(2n+1):nth-child(-n+3):nth-child(5):nth-child(n):nth-child(0)',
    );
    expect(canonical("[a='b\"c']")).toBe('[a="b\\"c"]');
    expect(canonical('.\\31 x.a\\.b')).toBe('.\\31 x.a\\.b');
    expect(canonical('|a [*|b]')).toBe('|a [*|b]');
  });
  it('namespaces come back through the prefix map and the default namespace', () => {
    const options = { namespaces: { ns: NS_URI }, defaultNamespace: DEFAULT_URI };
    expect(canonical('ns|a *|b |c d *.e *|*.f', options)).toBe('ns|a *|b |c d .e *|*.f');
  });
  it('a URI without a declared prefix is written as its own (escaped) prefix', () => {
    const list = ok('ns|a', { namespaces: { ns: 'u' } });
    expect(stringifySelectors(list)).toBe('u|a');
  });
});

describe('specificity (Selectors 3 §9, Level 4 rules with the option)', () => {
  const spec = (text: string, level: 3 | 4 = 3) => specificity(first(text, { level }));
  it('Selectors 3 examples', () => {
    expect(spec('*')).toEqual([0, 0, 0]);
    expect(spec('LI')).toEqual([0, 0, 1]);
    expect(spec('UL LI')).toEqual([0, 0, 2]);
    expect(spec('UL OL+LI')).toEqual([0, 0, 3]);
    expect(spec('H1 + *[REL=up]')).toEqual([0, 1, 1]);
    expect(spec('UL OL LI.red')).toEqual([0, 1, 3]);
    expect(spec('LI.red.level')).toEqual([0, 2, 1]);
    expect(spec('#x34y')).toEqual([1, 0, 0]);
    expect(spec('#s12:not(FOO)')).toEqual([1, 0, 1]);
    expect(spec('a::before')).toEqual([0, 0, 2]);
    expect(spec(':nth-child(2n):lang(en):foo(x)')).toEqual([0, 3, 0]);
  });
  it('Level 4: :is/:not/:has take the most specific argument, :where counts zero, of S adds to the pseudo-class', () => {
    expect(spec(':is(#a, .b)', 4)).toEqual([1, 0, 0]);
    expect(spec(':not(a, .b c)', 4)).toEqual([0, 1, 1]);
    expect(spec(':has(> #a)', 4)).toEqual([1, 0, 0]);
    expect(spec(':where(#a)', 4)).toEqual([0, 0, 0]);
    expect(spec(':nth-child(2n of #a, .b)', 4)).toEqual([1, 1, 0]);
  });
});

describe('scale: no recursion on input depth', () => {
  // 2·10^5 levels: far beyond any call stack (recursion dies near 10^4) and quick
  // in CI; 10^6 works too (a few seconds, mostly allocation of the 10^7 nodes).
  it('2·10^5 nested :is() at Level 4 parse, stringify and get a specificity', () => {
    const depth = 200_000;
    const text = `${':is('.repeat(depth)}.x${')'.repeat(depth)}`;
    const list = ok(text, { level: 4 });
    expect(specificity(list.selectors[0]!)).toEqual([0, 1, 0]);
    expect(stringifySelectors(list)).toBe(text);
  });
  it('10^6 nested blocks in an unknown functional pseudo-class', () => {
    const depth = 1_000_000;
    const text = `:foo(${'['.repeat(depth)}${']'.repeat(depth)})`;
    expect(stringifySelectors(ok(text))).toBe(text);
  });
  it('10^6 nested :not() at Level 3 is invalid at once', () => {
    expect(error(':not('.repeat(1_000_000))?.offset).toBe(6);
  });
});

describe('property tests', () => {
  const configs: Array<{ level: 3 | 4; defaultNamespace: string | undefined }> = [
    { level: 3, defaultNamespace: undefined },
    { level: 3, defaultNamespace: DEFAULT_URI },
    { level: 4, defaultNamespace: undefined },
    { level: 4, defaultNamespace: DEFAULT_URI },
  ];
  for (const config of configs) {
    it(`parseSelectors(stringifySelectors(t)) equals t on generated trees (level ${config.level}, default namespace ${config.defaultNamespace ?? 'none'})`, () => {
      const options: ParseSelectorsOptions = { level: config.level, namespaces: { ns: NS_URI } };
      if (config.defaultNamespace !== undefined) options.defaultNamespace = config.defaultNamespace;
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const tree = generateSelectors(seed, config);
          const text = stringifySelectors(tree, options);
          const back = parseSelectorsWithError(text, options);
          expect(back).toEqual({ ok: true, selectors: tree });
        }),
        { numRuns: 400 },
      );
    });
  }
  it('arguments of unknown functions round-trip token by token (numbers, units, escapes, blocks)', () => {
    const piece = fc.constantFrom(
      '1',
      '1e2',
      '+.5',
      '-0',
      '1\\65 2',
      'e',
      'x',
      '-',
      '--',
      '\\31 ',
      '%',
      '#a',
      '#1',
      '@b',
      '"s"',
      'url(u)',
      '(',
      ')',
      '[',
      ']',
      '{',
      '}',
      ' ',
      ',',
      ':',
      ';',
      '.',
      '~=',
      '~',
      '=',
      '|',
      '*',
      '/**/',
      '\\\n',
      'f(',
      'é',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const result = parseSelectorsWithError(`:foo(${parts.join('')})`);
        if (!result.ok) return;
        const text = stringifySelectors(result.selectors);
        expect(parseSelectorsWithError(text)).toEqual(result);
      }),
      { numRuns: 3000 },
    );
  });
  it('two whitespace tokens parted by a comment stay two (regression: found by the property below)', () => {
    expect(canonical(':foo(\\\n/**/ )')).toBe(':foo(\\\n /**/ )');
    expect(parseSelectorsWithError(canonical(':foo(a /**/ b)'))).toEqual(parseSelectorsWithError(':foo(a /**/ b)'));
  });
  it('consecutive calls share no state (an error or a deep parse does not leak into the next call)', () => {
    expect(parseSelectorsWithError(':is(:is(a', { level: 4 }).ok).toBe(true);
    expect(error('[a')).toBeNull();
    expect(error(':not(:not(a')?.offset).toBe(6);
    expect(canonical('b')).toBe('b');
    expect(error('x|a', { namespaces: { y: 'u' } })?.offset).toBe(0);
    expect(first('a', { defaultNamespace: DEFAULT_URI }).body).toMatchObject({
      selectors: [{ namespace: { kind: 'uri' } }],
    });
    expect(first('a').body).toMatchObject({ selectors: [{ namespace: { kind: 'any' } }] });
  });
  it('parseSelectors is parseSelectorsWithError as SelectorList | null (the small-argument rule)', () => {
    for (const text of ['a, b > c', 'a /* c */ !', '', ':nth-child(2n+1)', 'svg|a']) {
      const result = parseSelectorsWithError(text);
      expect(parseSelectors(text)).toEqual(result.ok ? result.selectors : null);
    }
    expect(parseSelectors('a')).toMatchObject({ type: 'selector-list' });
  });

  it('parseSelectors never throws on random input, at both levels', () => {
    const piece = fc.constantFrom(
      'a',
      '.b',
      '#c',
      '[d',
      '=',
      '"e"',
      ']',
      ':',
      '::',
      'not(',
      'is(',
      'has(',
      'nth-child(',
      'of',
      '2n+1',
      ')',
      ',',
      ' ',
      '>',
      '+',
      '~',
      '*',
      '|',
      'ns|',
      '\\',
      '/*',
      '(',
      '!',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), fc.constantFrom(3 as const, 4 as const), (parts, level) => {
        const result = parseSelectorsWithError(parts.join(''), { level, namespaces: { ns: NS_URI } });
        if (result.ok) {
          const text = stringifySelectors(result.selectors, { namespaces: { ns: NS_URI } });
          expect(parseSelectorsWithError(text, { level, namespaces: { ns: NS_URI } })).toEqual(result);
        } else expect(result.error.offset).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('Selectors 4 §6.3: attribute case-sensitivity flags (level 4)', () => {
  const attribute = (text: string, level: 3 | 4 = 4) => {
    const list = parseSelectors(text, { level });
    if (list === null) return null;
    const body = list.selectors[0]!.body;
    return body.type === 'compound' ? body.selectors.find((s) => s.type === 'attribute') : null;
  };
  it('[a=b i], [a="b" S], [a|=b  i ] carry caseFlag; no flag: none', () => {
    expect(attribute('[a=b i]')).toEqual({
      type: 'attribute',
      namespace: { kind: 'none' },
      name: 'a',
      operator: '=',
      value: 'b',
      caseFlag: 'i',
    });
    expect(attribute('[a="b" S]')).toMatchObject({ caseFlag: 's' });
    expect(attribute('[a|=b  i ]')).toMatchObject({ operator: '|=', caseFlag: 'i' });
    expect(attribute('[a=b]')).not.toHaveProperty('caseFlag');
  });
  it('invalid: another ident, two flags, a flag without a value, level 3', () => {
    expect(attribute('[a=b x]')).toBeNull();
    expect(attribute('[a=b i i]')).toBeNull();
    expect(attribute('[a i]')).toBeNull();
    expect(attribute('[a=b i]', 3)).toBeNull();
  });
  it('stringify round-trips the flag', () => {
    const list = parseSelectors('[a="B" i]', { level: 4 })!;
    expect(stringifySelectors(list)).toBe('[a="B" i]');
    expect(parseSelectors(stringifySelectors(list), { level: 4 })).toEqual(list);
  });
});
