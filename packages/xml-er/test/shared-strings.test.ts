// The per-document string cache and exact-size attribute records (retained
// size, README "Short strings are shared"): they must never change what is
// parsed, for any length, line end or chunking.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createXmlParser, parseXml } from '../src/index.ts';

function streamedTree(chunks: string[]): unknown[] {
  const out: unknown[] = [];
  const parser = createXmlParser({
    onOpenTag: (tag) => out.push(['open', tag.name, { ...tag.attributes }]),
    onCloseTag: (name) => out.push(['close', name]),
    onText: (value) => out.push(['text', value]),
    onInstruction: (name, value) => out.push(['pi', name, value]),
    onError: (error) => out.push(['error', error.code, error.offset]),
  });
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return out;
}

describe('names: interned whatever their length (up to 64 characters, then sliced)', () => {
  it('names of 12, 13, 64 and 65 characters keep every character, in tags, attributes and PI targets', () => {
    for (const length of [12, 13, 40, 64, 65, 200]) {
      const name = `n${'a'.repeat(length - 2)}z`;
      const other = `n${'a'.repeat(length - 2)}y`; // same length and ends: may share a cache slot
      const { tree, wellFormed } = parseXml(`<${name} ${other}="1" ${name}="2"><?${other} d?><${other}/></${name}>`);
      expect(wellFormed).toBe(true);
      expect(tree.children[0]).toEqual({
        type: 'element',
        name,
        attributes: { [other]: '1', [name]: '2' },
        children: [
          { type: 'instruction', name: other, value: 'd' },
          { type: 'element', name: other, attributes: {}, children: [] },
        ],
      });
    }
  });

  it('names with non-ASCII characters and surrogate pairs are kept as written', () => {
    const name = 'élément-𝒳-ünïcödé-name';
    const { tree, wellFormed } = parseXml(`<${name} ${name}="v"></${name}>`);
    expect(wellFormed).toBe(true);
    expect(tree.children[0]).toMatchObject({ name, attributes: { [name]: 'v' } });
  });

  it('decision X2: names in a document with CR LF line ends are still exact', () => {
    const { tree } = parseXml('<root-element-name\r\n  attribute-name-long="a\r\nb">\r\n</root-element-name>');
    expect(tree.children[0]).toEqual({
      type: 'element',
      name: 'root-element-name',
      attributes: { 'attribute-name-long': 'a b' },
      children: [{ type: 'text', value: '\n' }],
    });
  });
});

describe('text: indentation is interned, other text is not changed', () => {
  it('decision X2: indentation longer than 12 characters after CR LF is normalised, not taken from the cache', () => {
    const indent = `\n${' '.repeat(20)}`;
    const { tree } = parseXml(`<a>${indent}<b/>\r${' '.repeat(20)}<b/>\r\n${' '.repeat(20)}<b/>${indent}</a>`);
    const values = (tree.children[0] as { children: { type: string; value?: string }[] }).children
      .filter((node) => node.type === 'text')
      .map((node) => node.value);
    expect(values).toEqual([indent, indent, indent, indent]);
  });

  it('whitespace runs of 13 to 64 characters with tabs, and longer ones, keep every character', () => {
    for (const run of [
      '\n\t\t\t\t\t\t\t\t\t\t\t\t\t',
      `\n${' \t'.repeat(31)}`,
      `\n${' '.repeat(100)}`,
      `  x${' '.repeat(20)}`,
    ]) {
      const { tree } = parseXml(`<a><b/>${run}<b/></a>`);
      expect((tree.children[0] as { children: unknown[] }).children[1]).toEqual({ type: 'text', value: run });
    }
  });

  it('property: every chunking of documents with long names and indentation gives the same events', () => {
    const parts = fc.constantFrom(
      '<a-very-long-element-name-here attribute-name-that-is-long="value that is long enough">',
      '</a-very-long-element-name-here>',
      '<a-very-long-element-name-hers/>',
      `\n${' '.repeat(16)}`,
      `\r\n${' '.repeat(16)}`,
      '\n\t\t\t\t\t\t\t\t\t\t\t\t\t\t',
      'text',
      '<?processing-target-name data?>',
    );
    fc.assert(
      fc.property(fc.array(parts, { maxLength: 20 }), fc.array(fc.nat(), { maxLength: 8 }), (pieces, cuts) => {
        const input = `<r>${pieces.join('')}</r>`;
        const points = [...new Set(cuts.map((c) => c % (input.length + 1)))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let last = 0;
        for (const point of [...points, input.length]) {
          chunks.push(input.slice(last, point));
          last = point;
        }
        expect(streamedTree(chunks)).toEqual(streamedTree([input]));
      }),
      { numRuns: 300 },
    );
  });
});

describe('indentation table: a line end then only spaces or only tabs (issue 13 item 17)', () => {
  const textOf = (input: string): unknown[] =>
    (parseXml(input).tree.children[0] as { children: { type: string; value?: string }[] }).children
      .filter((node) => node.type === 'text')
      .map((node) => node.value);

  it('runs of 0 to 70 spaces or tabs after LF, CR LF or CR are the normalised text, in parseXml and the stream', () => {
    for (const unit of [' ', '\t']) {
      for (let n = 0; n <= 70; n++) {
        const indent = unit.repeat(n);
        const input = `<a><b/>\n${indent}<b/>\r\n${indent}<b/>\r${indent}<b/></a>`;
        expect(textOf(input)).toEqual([`\n${indent}`, `\n${indent}`, `\n${indent}`]);
        const streamed = streamedTree([input]).filter((event) => (event as unknown[])[0] === 'text');
        expect(streamed).toEqual([0, 1, 2].map(() => ['text', `\n${indent}`]));
      }
    }
  });

  it('mixed or interrupted runs are not indentation and keep every character', () => {
    for (const run of ['\n  \t ', '\n\t  ', '\r\r\n  ', '\n\n  ', '  \n  ', '\n  x']) {
      expect(textOf(`<a><b/>${run}<b/></a>`)).toEqual([run.replace(/\r\n?/g, '\n')]);
    }
  });

  it('decision X5: a CR from a character reference in entity text stays (only the input is normalised)', () => {
    const { tree } = parseXml('<!DOCTYPE a [<!ENTITY e "&#13;&#10;  ">]><a>&e;</a>');
    expect((tree.children[1] as { children: unknown[] }).children).toEqual([{ type: 'text', value: '\r\n  ' }]);
  });

  it('every chunking of CR LF indentation gives the same events', () => {
    const input = `<r>\r\n${'  '.repeat(5)}<a/>\r\n${'\t'.repeat(3)}<a/>\n<a/>\r\n</r>`;
    const whole = streamedTree([input]);
    for (let cut = 0; cut <= input.length; cut++) {
      expect(streamedTree([input.slice(0, cut), input.slice(cut)])).toEqual(whole);
    }
  });
});

describe('the whole-input cache compares runs of the input (issue 13 item 17)', () => {
  it('strings cached before the buffer was trimmed still match only equal text (EOF in a tag, bytes with a held sequence)', () => {
    const item = (value: string) => `<item kind="${value}" id="${value}x"/>`;
    // Pairs of the same length and the same first, middle and last characters share a cache slot.
    const values = ['some value of size', 'sXme value of size', 'short', 'sHort'];
    const body = values.map(item).join('\n') + values.map(item).join('');
    const open = '<item kind="some value of size" id="shortx';
    const { tree } = parseXml(`<r>${body}${open}`);
    const items = (tree.children[0] as { children: Visited[] }).children.filter((n) => n.type === 'element');
    expect(items.map((n) => n.attributes)).toEqual([
      ...values.map((v) => ({ kind: v, id: `${v}x` })),
      ...values.map((v) => ({ kind: v, id: `${v}x` })),
      { kind: 'some value of size', id: 'shortx' },
    ]);
    // A trailing incomplete UTF-8 sequence reaches the tokenizer as a second write after the first was trimmed.
    const bytes = new TextEncoder().encode(`<r>${body}</r>short<!---->`);
    const held = new Uint8Array([...bytes, 0xe2, 0x82]);
    const fromBytes = parseXml(held);
    const fromText = parseXml(`<r>${body}</r>short<!---->\ufffd`);
    expect(fromBytes.tree).toEqual(fromText.tree);
  });
});

type Visited = { type: string; name?: string; attributes?: object; value?: string; children?: unknown[] };

describe('parseXml (whole input): values and text up to 64 characters are interned too', () => {
  it('decision X2: values and text of 13 to 64 characters with CR LF are normalised', () => {
    const value = 'value\r\nwith a line end';
    const { tree } = parseXml(
      `<a v="${value}" w="${value}">text of some length\r\nand more<b/>text of some length\r\nand more</a>`,
    );
    expect(tree.children[0]).toEqual({
      type: 'element',
      name: 'a',
      attributes: { v: 'value with a line end', w: 'value with a line end' },
      children: [
        { type: 'text', value: 'text of some length\nand more' },
        { type: 'element', name: 'b', attributes: {}, children: [] },
        { type: 'text', value: 'text of some length\nand more' },
      ],
    });
  });

  it('property: parseXml gives the events of the stream written in pieces', () => {
    const parts = fc.constantFrom(
      '<item kind="a repeated value of medium size" id="1">',
      '<item kind="a repeated value of medium sizf" id="2">',
      '</item>',
      'a repeated run of text, medium size',
      'a repeated run of text, medium sizf',
      '\r\n',
      '&amp;',
      `\n${' '.repeat(30)}`,
      '<![CDATA[a repeated run of text, medium size]]>',
      '<!--a repeated comment of medium size-->',
    );
    fc.assert(
      fc.property(fc.array(parts, { maxLength: 24 }), (pieces) => {
        const input = `<r>${pieces.join('')}</r>`;
        const fromTree: unknown[] = [];
        // Flatten the tree into the stream's event list (explicit stack, no recursion).
        const visit: unknown[] = [parseXml(input).tree];
        while (visit.length > 0) {
          const node = visit.pop() as Visited | ['close', string];
          if (Array.isArray(node)) {
            fromTree.push(node);
            continue;
          }
          if (node.type === 'element') {
            fromTree.push(['open', node.name, { ...node.attributes }]);
            visit.push(['close', node.name!]);
          } else if (node.type === 'text') fromTree.push(['text', node.value]);
          if (node.children) for (let i = node.children.length - 1; i >= 0; i--) visit.push(node.children[i]);
        }
        const streamed = streamedTree(input.split('')).filter((event) => (event as string[])[0] !== 'error');
        expect(fromTree).toEqual(streamed);
      }),
      { numRuns: 200 },
    );
  });
});

describe('attribute records: exact-size plain objects (X6, xast)', () => {
  it('records with 0 to 12 attributes are plain, mutable, JSON-safe objects in source order', () => {
    for (let count = 0; count <= 12; count++) {
      const names = Array.from({ length: count }, (_, i) => `a${i}`);
      const { tree } = parseXml(`<e ${names.map((name, i) => `${name}="${i}"`).join(' ')}/>`);
      const attributes = (tree.children[0] as { attributes: Record<string, string> }).attributes;
      expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
      expect(attributes.constructor).toBe(Object);
      expect(Object.keys(attributes)).toEqual(names);
      expect(JSON.parse(JSON.stringify(attributes))).toEqual(
        Object.fromEntries(names.map((name, i) => [name, String(i)])),
      );
      attributes.added = 'yes';
      delete attributes.a0;
      expect(attributes.added).toBe('yes');
      expect('a0' in attributes).toBe(false);
    }
  });

  it('decision X6: duplicates dropped and defaults added keep the record exact', () => {
    const { tree, errors } = parseXml('<!DOCTYPE e [<!ATTLIST e d CDATA "def" x CDATA "dx">]><e x="1" y="2" x="3"/>');
    expect(errors.map((error) => error.code)).toEqual(['duplicate-attribute']);
    const attributes = (tree.children[1] as { attributes: Record<string, string> }).attributes;
    expect(Object.entries(attributes)).toEqual([
      ['x', '1'],
      ['y', '2'],
      ['d', 'def'],
    ]);
    expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
  });

  it('an attribute named __proto__ is an own property and leaves the prototype alone', () => {
    const { tree } = parseXml('<e __proto__="p" b="1"/>');
    const attributes = (tree.children[0] as { attributes: Record<string, string> }).attributes;
    expect(Object.keys(attributes)).toEqual(['__proto__', 'b']);
    expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).b).toBeUndefined();
  });

  it('a tag whose record is started on the fast path and found to need checks midway gets the checked record', () => {
    const { tree, errors } = parseXml(
      '<r><e a="1" b="2" a="3" c="&amp;"/><e a="1" __proto__="p"/><e a="1" b="x&#10;y"/></r>',
    );
    expect(errors.map((error) => error.code)).toEqual(['duplicate-attribute']);
    const records = (tree.children[0] as { children: Array<{ attributes: Record<string, string> }> }).children.map(
      (e) => e.attributes,
    );
    expect(records.map((record) => Object.entries(record))).toEqual([
      [
        ['a', '1'],
        ['b', '2'],
        ['c', '&'],
      ],
      [
        ['a', '1'],
        ['__proto__', 'p'],
      ],
      [
        ['a', '1'],
        ['b', 'x\ny'],
      ],
    ]);
    expect(records.map((record) => Object.getPrototypeOf(record))).toEqual([
      Object.prototype,
      Object.prototype,
      Object.prototype,
    ]);
  });
});

describe('indentation text in parseXml (shared through the string cache up to 64 characters)', () => {
  it('LF then spaces or tabs, of every length, keeps every character', () => {
    for (const pad of [' ', '\t']) {
      for (const length of [0, 1, 12, 13, 64, 127, 128, 200]) {
        const indent = `\n${pad.repeat(length)}`;
        const { tree } = parseXml(`<r>${indent}<a/>${indent}<b/>${indent}</r>`);
        const root = tree.children[0];
        const texts = root?.type === 'element' ? root.children.filter((n) => n.type === 'text') : [];
        expect(texts.map((n) => (n.type === 'text' ? n.value : ''))).toEqual([indent, indent, indent]);
      }
    }
  });

  it('runs that are not of that form (mixed padding, CR, text after) are taken as they are', () => {
    for (const text of ['\n \t', '\n\n  ', '\r\n  ', '\n  x', ' \n', '\n\r']) {
      const { tree } = parseXml(`<r>${text}<a/></r>`);
      const root = tree.children[0];
      const first = root?.type === 'element' ? root.children[0] : undefined;
      expect(first).toEqual({ type: 'text', value: text.replace(/\r\n?/g, '\n') });
    }
  });
});
