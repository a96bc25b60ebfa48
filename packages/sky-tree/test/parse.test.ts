// The whole pipeline through @forgiving/sky-tokenizer: the worked cases of the
// errata file and the tree construction rules, from markup.
import { describe, expect, it } from 'vitest';
import { createTreeBuilder, notSkyError, parse, parseAsync, toSky } from '../src/index.ts';
import type { SkyContext, SkyElement, SkyHost, SkyRoot, SkyText, TreeAdapter } from '../src/index.ts';

/** The result of a failed signature (errata S4): no tree, the not-sky error. */
const notSky = (context: SkyContext) => ({ tree: null, errors: [notSkyError(context)], ok: false, isSky: false });

const APP = '#!mojo mojo:sky\n';
const tree = (body: string) => parse(APP + body, { context: 'application' }).tree!;
const el = (name: string, children: unknown[] = [], attributes: Record<string, string> = {}) => ({
  type: 'element',
  name,
  attributes: Object.assign(Object.create(null), attributes),
  children,
});
const tx = (value: string) => ({ type: 'text', value });
const root = (children: unknown[]) => ({ type: 'root', children });

describe('parse (errata S4: signature and context)', () => {
  it('errata S4: an application file starts with #!mojo mojo:sky', () => {
    expect(parse(APP + 'x', { context: 'application' })).toEqual({
      tree: root([tx('x')]),
      errors: [],
      ok: true,
      isSky: true,
    });
  });

  it('errata S4: a module starts with SKY MODULE', () => {
    expect(parse('SKY MODULE\nx', { context: 'module' })).toEqual({
      tree: root([tx('x')]),
      errors: [],
      ok: true,
      isSky: true,
    });
    expect(parse('SKY MODULE\nx', { context: 'application' })).toEqual(notSky('application'));
  });

  it('errata S4: a failed signature gives isSky: false and no tree', () => {
    expect(parse('<html>', { context: 'application' })).toEqual(notSky('application'));
    expect(parse('#!mojo mojo:sky', { context: 'application' })).toEqual(notSky('application'));
  });

  it('bytes are decoded as UTF-8 with the BOM stripped (errata S1)', () => {
    const bytes = new TextEncoder().encode('\ufeff' + APP + '<a>é</a>');
    expect(parse(bytes, { context: 'application' }).tree).toEqual(root([el('a', [tx('é')])]));
  });
});

describe('tree construction from markup', () => {
  it('errata S20 worked case: `<div><template></div>x` puts x in the template content', () => {
    expect(tree('<div><template></div>x')).toEqual(
      root([el('div', [{ ...el('template'), content: root([tx('x')]) }])]),
    );
  });

  it('errata S24 worked case: `<a>x</b>y` gives two text nodes', () => {
    expect(tree('<a>x</b>y')).toEqual(root([el('a', [tx('x'), tx('y')])]));
  });

  it('errata S17: text on both sides of a comment is one text node', () => {
    expect(tree('<a>x<!-- c -->y</a>')).toEqual(root([el('a', [tx('xy')])]));
  });

  it('errata S21: whitespace-only text is dropped outside t, kept inside, references included', () => {
    expect(tree('<a> \n </a><t> <b>&#32;</b></t>')).toEqual(root([el('a'), el('t', [tx(' '), el('b', [tx(' ')])])]));
    expect(tree('<a>&#32;</a>')).toEqual(root([el('a')]));
  });

  it('errata S24: whitespace-only script or style text is dropped like any other', () => {
    expect(tree('<script> \n</script><style> </style><t><script> </script></t>')).toEqual(
      root([el('script'), el('style'), el('t', [el('script', [tx(' ')])])]),
    );
  });

  it('errata S23: an unfinished end tag at end of input is dropped; open elements stay open', () => {
    expect(tree('<div><script>a</script ')).toEqual(root([el('div', [el('script', [tx('a')])])]));
  });

  it('errata S6: an unfinished start tag or comment at end of input is dropped (no element)', () => {
    expect(tree('<a>x<b y="1"')).toEqual(root([el('a', [tx('x')])]));
    expect(tree('<a>x<!-- y')).toEqual(root([el('a', [tx('x')])]));
  });

  it('errata S6 + S3: an element left open ends where its last child ends, not at a dropped tag', () => {
    const input = APP + '<a>x<b y';
    const a = parse(input, { context: 'application', positions: true }).tree!.children[0] as SkyElement;
    expect(a.position!.end.offset).toBe(APP.length + 4);
  });

  it('void tags are a start tag plus an end tag', () => {
    expect(tree('<p/>x<script/>y')).toEqual(root([el('p'), tx('x'), el('script'), tx('y')]));
  });

  it('attributes keep source order, first duplicate wins, __proto__ is an own key of a plain record', () => {
    const a = tree('<a z=1 __proto__=2 z=3 constructor>').children[0] as SkyElement;
    expect(Object.getPrototypeOf(a.attributes)).toBe(Object.prototype);
    expect(Object.hasOwn(a.attributes, '__proto__') && Object.hasOwn(a.attributes, 'constructor')).toBe(true);
    expect(Object.entries(a.attributes)).toEqual([
      ['z', '1'],
      ['__proto__', '2'],
      ['constructor', ''],
    ]);
  });

  it('onStartTag sees each start tag in order (errata S18)', () => {
    const names: string[] = [];
    parse(APP + '<a x=1><b/></a><c>', { context: 'application', onStartTag: (tag) => void names.push(tag.name) });
    expect(names).toEqual(['a', 'b', 'c']);
  });

  it('errata S18: onStartTag sees a start tag before tree construction creates its element', () => {
    const log: string[] = [];
    const adapter: TreeAdapter<string, string, string> = {
      createRoot: () => 'root',
      createElement: (name) => {
        log.push(`element ${name}`);
        return name;
      },
      createText: (value) => value,
      appendChild: () => {},
      createTemplateContent: () => 'content',
    };
    parse(APP + '<a><b/>', { context: 'application', adapter, onStartTag: (tag) => void log.push(`tag ${tag.name}`) });
    expect(log).toEqual(['tag a', 'element a', 'tag b', 'element b']);
  });

  it('trees are JSON-safe: a JSON round trip keeps keys, values and positions', () => {
    const parsed = parse(APP + '<a __proto__=1 x="&quot;">t<template>c</template></a>', {
      context: 'application',
      positions: true,
    }).tree!;
    const copy = JSON.parse(JSON.stringify(parsed));
    expect(copy).toEqual(parsed);
    expect(Object.keys(copy.children[0].attributes)).toEqual(['__proto__', 'x']);
    expect(copy.children[0].children[1].content.children[0].value).toBe('c');
    expect(copy.children[0].position).toEqual(parsed.children[0]!.position);
  });

  it('an adapter can be passed to parse', () => {
    const log: string[] = [];
    const adapter: TreeAdapter<string, string, string> = {
      createRoot: () => 'root',
      createElement: (name) => name,
      createText: (value) => `"${value}"`,
      appendChild: (parent, child) => void log.push(`${parent} < ${child}`),
      createTemplateContent: () => 'content',
    };
    const result = parse(APP + '<a>x</a>', { context: 'application', adapter });
    expect(result).toEqual({ tree: 'root', errors: [], ok: true, isSky: true });
    expect(log).toEqual(['root < a', 'a < "x"']);
  });
});

describe('positions through the tokenizer (errata S3)', () => {
  it('errata S3: offsets, lines and columns refer to the original input (CR LF counts two)', () => {
    const input = '#!mojo mojo:sky\r\n<a>x\r\ny</a>\r\n<b>';
    const result = parse(input, { context: 'application', positions: true }).tree!;
    const a = result.children[0] as SkyElement;
    const text = a.children[0] as SkyText;
    expect(text.value).toBe('x\ny');
    expect(text.position).toEqual({
      start: { line: 2, column: 4, offset: 20 },
      end: { line: 3, column: 2, offset: 24 },
    });
    expect(a.position).toEqual({ start: { line: 2, column: 1, offset: 17 }, end: { line: 3, column: 6, offset: 28 } });
    const b = result.children[1] as SkyElement;
    expect(b.position).toEqual({ start: { line: 4, column: 1, offset: 30 }, end: { line: 4, column: 4, offset: 33 } });
    expect(result.position).toEqual({
      start: { line: 1, column: 1, offset: 0 },
      end: { line: 4, column: 4, offset: 33 },
    });
  });

  it('errata S1 + S3: offsets count from after a BOM', () => {
    const result = parse('\ufeff' + APP + '<a>', { context: 'application', positions: true }).tree!;
    expect(result.children[0]!.position!.start).toEqual({ line: 2, column: 1, offset: 16 });
  });

  it('streaming with positions gives the same tree as one chunk', () => {
    const input = '#!mojo mojo:sky\r\n<a>x\r\ny</a>\r<b>';
    const builder = createTreeBuilder({ context: 'application', positions: true });
    for (const ch of input) builder.write(ch);
    expect(builder.end()).toEqual(parse(input, { context: 'application', positions: true }));
  });

  // Issue 13, item 18: the stream contract of @forgiving/char-ref (misuse throws, input never does).
  it('stream contract: createTreeBuilder throws StreamMisuseError for null and ArrayBuffers, and after end()', () => {
    const builder = createTreeBuilder({ context: 'application' });
    expect(() => builder.write(null as unknown as string)).toThrow(
      expect.objectContaining({ name: 'StreamMisuseError', code: 'invalid-chunk' }),
    );
    expect(() => builder.write(new ArrayBuffer(2) as unknown as string)).toThrow(
      expect.objectContaining({ code: 'invalid-chunk' }),
    );
    builder.write(new TextEncoder().encode(APP + '<a>x'));
    const result = builder.end();
    expect(result).toEqual(parse(APP + '<a>x', { context: 'application' }));
    expect(() => builder.write('y')).toThrow(
      expect.objectContaining({
        code: 'write-after-end',
        message: 'createTreeBuilder: write-after-end: it has ended; start a new one',
      }),
    );
    expect(() => builder.end()).toThrow(expect.objectContaining({ code: 'end-after-end' }));
  });

  it('stream contract: parseAsync rejects with StreamMisuseError when its iterable yields a non-chunk', async () => {
    await expect(
      parseAsync([APP, null as unknown as string], { context: 'application', host: {} }),
    ).rejects.toMatchObject({ code: 'invalid-chunk' });
  });
});

describe('tree events and the end of a parse (ARCHITECTURE.md, "Callbacks and sinks", "Stream lifecycle")', () => {
  const log = () => {
    const events: string[] = [];
    let endResult: unknown = null;
    const options = {
      onOpenTag: (tag: { name: string; attributes: Record<string, string> }) =>
        void events.push(`open ${tag.name} ${JSON.stringify(tag.attributes)}`),
      onCloseTag: (name: string) => void events.push(`close ${name}`),
      onText: (value: string) => void events.push(`text ${value}`),
      onError: (error: { code: string }) => void events.push(`error ${error.code}`),
      onEnd: (result: unknown) => {
        events.push('end');
        endResult = result;
      },
    };
    return { events, options, ended: () => endResult };
  };

  it('elements open and close as tree construction makes them (recovery, template content, open at the end)', () => {
    const { events, options, ended } = log();
    const result = parse(APP + '<a x=1 x=2><b>t</a><template><i>u</template><c> <t> </t>', {
      context: 'application',
      ...options,
    });
    expect(events).toEqual([
      'open a {"x":"1"}',
      'open b {}',
      'text t',
      'close b',
      'close a',
      'open template {}',
      'open i {}',
      'text u',
      'close i',
      'close template',
      'open c {}',
      'open t {}',
      'text  ',
      'close t',
      'close c',
      'end',
    ]);
    expect(ended()).toBe(result);
  });

  it('a stream calls onEnd with the object end() returns; not Sky: onError with not-sky, then onEnd', () => {
    const { events, options, ended } = log();
    const builder = createTreeBuilder({ context: 'module', ...options });
    builder.write('<a>');
    const result = builder.end();
    expect(result).toEqual(notSky('module'));
    expect(events).toEqual(['error not-sky', 'end']);
    expect(ended()).toBe(result);
  });

  it('the same events with a user adapter (the events wrap it)', () => {
    const { events, options } = log();
    const adapter: TreeAdapter<string[], string, string> = {
      createRoot: () => [],
      createElement: (name) => name,
      createText: (value) => value,
      appendChild: () => {},
      createTemplateContent: () => [],
    };
    parse(APP + '<a><b>x', { context: 'application', adapter, ...options });
    expect(events).toEqual(['open a {}', 'open b {}', 'text x', 'close b', 'close a', 'end']);
  });

  it('parseAsync: onEnd gets the result with its hostErrors', async () => {
    const { events, options, ended } = log();
    const result = await parseAsync(APP + '<a>', { context: 'application', host: {}, ...options });
    expect(result).toEqual({ tree: expect.anything(), errors: [], ok: true, isSky: true, hostErrors: [] });
    expect(events).toEqual(['open a {}', 'close a', 'end']);
    expect(ended()).toBe(result);
  });
});

describe('parseAsync through the tokenizer (errata S22)', () => {
  it('errata S4: not Sky: no tree, no hooks, no load', async () => {
    let calls = 0;
    const host: SkyHost = { importModule: () => void calls++, onLoad: () => void calls++ };
    expect(await parseAsync('<import src=x>', { context: 'application', host })).toEqual({
      tree: null,
      errors: [notSkyError('application')],
      ok: false,
      isSky: false,
      hostErrors: [],
    });
    expect(calls).toBe(0);
  });

  it('imports, a script that waits for them, and load, from an async iterable of chunks', async () => {
    const log: string[] = [];
    async function* chunks() {
      yield APP + '<import src="a.sky" as=a />';
      yield '<script>use(a)</scr';
      yield 'ipt><p>after</p>';
    }
    const result = await parseAsync(chunks(), {
      context: 'application',
      host: {
        importModule: async (src, { as }) => {
          log.push(`import ${src} as ${as}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          log.push(`loaded ${src}`);
          return { name: src };
        },
        executeScript: ({ source, imports }) => void log.push(`script ${source} ${JSON.stringify(imports)}`),
        onLoad: () => void log.push('load'),
      },
    });
    expect(log).toEqual(['import a.sky as a', 'loaded a.sky', 'script use(a) {"a":{"name":"a.sky"}}', 'load']);
    expect(result.tree!.children.map((c) => (c as SkyElement).name)).toEqual(['import', 'script', 'p']);
  });

  it('a long input is tokenized in slices: same tree as parse, scripts see the tree so far', async () => {
    const body = '<p class=x>caf\u00e9 \ud83d\ude00 &amp;</p>\r\n'.repeat(4_000);
    const input = APP + body + '<script>s</script>' + body;
    const counts: number[] = [];
    for (const source of [input, new TextEncoder().encode(input)]) {
      const result = await parseAsync(source, {
        context: 'application',
        positions: true,
        host: { executeScript: ({ element }) => void counts.push(element.position!.start.line) },
      });
      expect(result.tree).toEqual(parse(input, { context: 'application', positions: true }).tree);
    }
    expect(counts).toEqual([4_002, 4_002]);
  });

  it('parseAsync with positions matches parse', async () => {
    const input = APP + '<a>x\r\n</a><script>s</script>';
    const result = await parseAsync(new TextEncoder().encode(input), {
      context: 'application',
      positions: true,
      host: {},
    });
    expect(result.tree).toEqual(parse(input, { context: 'application', positions: true }).tree);
  });
});

describe('toSky on parsed markup', () => {
  it('round-trips the worked cases', () => {
    for (const body of [
      '<div><template></div>x',
      '<a>x</b>y</a>',
      '<t> <b>&amp;&lt;</b>\n</t>',
      '<script>a<b</script>',
    ]) {
      const parsed = tree(body) as SkyRoot;
      expect(parse(toSky(parsed, { context: 'module' }), { context: 'module' }).tree).toEqual(parsed);
    }
  });

  it('the README example', () => {
    expect(toSky(tree('<a>x</b>y<t> </t></a>'), { context: 'application' })).toBe(
      '#!mojo mojo:sky\n<a>x</_>y<t> </t></a>',
    );
  });
});
