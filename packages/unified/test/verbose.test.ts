// Issue #28, rehype-parse's `verbose`: `data.position` (`opening`, `closing`,
// `properties`) on every element with a start tag, the shape
// hast-util-from-parse5 8 gives, checked against rehype-parse itself (real
// parse5 + hast-util-from-parse5) on the html5lib inputs, the bench corpus
// pages and random documents; scripting off, as rehype-parse parses.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { Element, Root } from 'hast';
import rehypeParseOriginal from 'rehype-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseDat } from '@forgiving/test-utils/dat';
import rehypeParse from '../src/rehype.ts';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const shared = process.env.FORGIVING_SHARED ?? join(repo, '../shared');
const treeConstruction = join(shared, 'conformance/html5lib-tests/tree-construction');
const corpus = join(shared, 'bench-corpus/html');

const ours = unified().use(rehypeParse, { scripting: false, verbose: true });
const theirs = unified().use(rehypeParseOriginal, { verbose: true });
const withoutVerbose = unified().use(rehypeParse, { scripting: false });

/** Plain JSON (class instances and key order aside), for comparing trees. */
function plain(tree: unknown): unknown {
  return JSON.parse(JSON.stringify(tree));
}

/** The tree without unist positions and `data.position`: what the parsers build, where they may differ. */
function shape(tree: Root): unknown {
  return JSON.parse(
    JSON.stringify(tree, (key, value) =>
      key === 'position' || (key === 'data' && value?.position !== undefined) ? undefined : value,
    ),
  );
}

/** JSON with an element's keys in one order: hast-util-from-parse5 adds `data` before `position`, this after. */
function ordered(tree: Root): string {
  return JSON.stringify(tree, (_key, value) => {
    if (value?.type !== 'element') return value;
    const { position, data, ...rest } = value as Element;
    return { ...rest, data, position };
  });
}

/** Every element's `data`, in document order. */
function verboseData(tree: Root): unknown {
  return plain(elements(tree).map((el) => el.data ?? null));
}

/** The tree without `data.position`. */
function stripped(tree: Root): unknown {
  return JSON.parse(JSON.stringify(tree, (key, value) => (key === 'data' && value?.position ? undefined : value)));
}

function elements(tree: Root): Element[] {
  const out: Element[] = [];
  const stack: (Root | Element)[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'element') {
      out.push(node);
      if (node.content) stack.push(node.content);
    }
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i]!;
      if (child.type === 'element') stack.push(child);
    }
  }
  return out;
}

/** `data.position` of every element, in document order, as offsets (for readable failures). */
function verboseOffsets(tree: Root): string[] {
  const span = (p: { start?: { offset?: number }; end?: { offset?: number } } | undefined) =>
    p ? `${p.start?.offset}-${p.end?.offset}` : '-';
  return elements(tree).map((el) => {
    const data = (el.data as { position?: Record<string, unknown> } | undefined)?.position as
      | { opening?: never; closing?: never; properties?: Record<string, never> }
      | undefined;
    if (data === undefined) return `${el.tagName} (none)`;
    const props = Object.entries(data.properties ?? {}).map(([k, v]) => `${k}=${span(v)}`);
    return `${el.tagName} <${span(data.opening)}> </${span(data.closing)}> ${props.join(' ')}`;
  });
}

describe('issue 28: verbose', () => {
  it('gives hast-util-from-parse5’s data.position: opening, closing when an end tag closed it, properties', () => {
    const html = '<a href="x" b=y c data-foo=1 b=2 CLASS="q">t</a><svg viewbox=1 xlink:href=a><g></G></svg>';
    const tree = ours.parse(html);
    const a = elements(tree).find((el) => el.tagName === 'a')!;
    expect(a.data).toEqual({
      position: {
        opening: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 44, offset: 43 } },
        closing: { start: { line: 1, column: 45, offset: 44 }, end: { line: 1, column: 49, offset: 48 } },
        properties: {
          // The first of duplicates, the one the element keeps; name to the value's end, quotes included.
          href: { start: { line: 1, column: 4, offset: 3 }, end: { line: 1, column: 12, offset: 11 } },
          b: { start: { line: 1, column: 13, offset: 12 }, end: { line: 1, column: 16, offset: 15 } },
          c: { start: { line: 1, column: 17, offset: 16 }, end: { line: 1, column: 18, offset: 17 } },
          dataFoo: { start: { line: 1, column: 19, offset: 18 }, end: { line: 1, column: 29, offset: 28 } },
          className: { start: { line: 1, column: 34, offset: 33 }, end: { line: 1, column: 43, offset: 42 } },
        },
      },
    });
    expect(plain(tree)).toEqual(plain(theirs.parse(html)));
  });

  it('implied elements get nothing; an element closed without its end tag has no closing', () => {
    const tree = ours.parse('<div><div></div>');
    expect(verboseOffsets(tree)).toEqual([
      'html (none)',
      'head (none)',
      'body (none)',
      // Both divs end where `</div>` ends; only the inner one was closed by it.
      'div <0-5> </-> ',
      'div <5-10> </10-16> ',
    ]);
  });

  it('a reconstructed formatting element has its original start tag and attributes, as parse5’s location', () => {
    const html = '<p><b id=x>1<p>2</b>';
    expect(verboseOffsets(ours.parse(html))).toEqual(verboseOffsets(theirs.parse(html)));
    expect(verboseOffsets(ours.parse(html)).filter((line) => line.startsWith('b '))).toEqual([
      'b <3-11> </-> id=6-10',
      'b <3-11> </16-20> id=6-10',
    ]);
  });

  it('a start tag the highlighting scan reads as text (its content-model guess differs from the tree builder’s)', () => {
    // In a frameset `<textarea>` is ignored, so the tokenizer stays in the data
    // state; the scan guessed RCDATA. The tag is read on its own then.
    const html = '<frameset><textarea><frameset a=1 A=2\nb>';
    expect(verboseOffsets(ours.parse(html))).toContain('frameset <20-40> </-> a=30-33 b=38-39');
    expect(plain(ours.parse(html))).toEqual(plain(theirs.parse(html)));
  });

  it('SVG elements whose names have upper case: closed by their (lower-cased) end tags, as in parse5', () => {
    const html = '<svg><foreignObject></foreignObject><clipPath></clippath></svg>';
    expect(verboseOffsets(ours.parse(html)).slice(3)).toEqual([
      'svg <0-5> </57-63> ',
      'foreignObject <5-20> </20-36> ',
      'clipPath <36-46> </46-57> ',
    ]);
    expect(plain(ours.parse(html))).toEqual(plain(theirs.parse(html)));
  });

  it('an attribute named __proto__ or constructor: an own key of data.position.properties, never the prototype (Spec notes)', () => {
    const p = elements(ours.parse('<p __proto__=1 constructor=2>'))[3]!;
    const properties = (p.data as { position: { properties: Record<string, unknown> } }).position.properties;
    expect(Object.keys(properties)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
  });

  it('line breaks (LF, CR LF, CR) inside tags; attributes without values or with `=` and no value', () => {
    const html = '<p\r\n  a="1"\rb = \'2\'\n c= d=>x</p\n>';
    expect(plain(ours.parse(html))).toEqual(plain(theirs.parse(html)));
  });

  it('fragment, positions: false (data.position only), and no data without verbose', () => {
    const html = '<td a=1>x</td><template><b>y</b></template>';
    expect(plain(unified().use(rehypeParse, { fragment: true, verbose: true }).parse(html))).toEqual(
      plain(unified().use(rehypeParseOriginal, { fragment: true, verbose: true }).parse(html)),
    );
    const bare = unified().use(rehypeParse, { verbose: true, positions: false }).parse('<p a=1>x</p>');
    expect(JSON.stringify(bare)).not.toContain('"position":{"start"');
    expect(verboseOffsets(bare)).toContain('p <0-7> </8-12> a=3-6');
    expect(JSON.stringify(unified().use(rehypeParse).parse('<p a=1>x</p>'))).not.toContain('"data":{"position"');
  });

  it('random documents: the tree rehype-parse gives with verbose, data.position included', () => {
    const piece = fc.constantFrom(
      '<p>',
      '</p>',
      '<b class=x>',
      '</b>',
      '<i>',
      '</i>',
      '<div id="a" id=b>',
      '</div>',
      '<table>',
      '<td>',
      '</tr>',
      '<svg viewBox="0 0 1 1">',
      '<path D=1/>',
      '</svg>',
      '<math>',
      '<mi>',
      '</math>',
      '<template>',
      '</template>',
      "<a href='x'>",
      '</a>',
      '<br/>',
      '</br>',
      '<select>',
      '<option selected>',
      '<textarea>',
      '</textarea>',
      '<li>',
      '<ul>',
      '</ul>',
      '<h1>',
      '</h2>',
      '<!--c-->',
      'text',
      ' ',
      '\n',
      '\r\n',
      '&amp;',
      '<x\ny = "1"\r\nz>',
      '</x>',
      '<body a=1>',
      '<html b=2>',
      '</body>',
      '</html>',
      '<foreignObject>',
      '</foreignObject>',
      '<P A= B=x\'"/>',
      '<p =x a=b/>',
      '<s\0 \0A=1 DUP dup=2>',
      '<head x>',
      '</head>',
      '<frameset>',
      '<noscript>',
      '<title>',
      '</title>',
      '<caption>',
      '</table>',
    );
    let compared = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const html = pieces.join('');
        const a = ours.parse(html);
        const b = theirs.parse(html);
        // Where parse5 8.1.1 departs from the Standard (customizable <select>, ...) the trees differ anyway.
        if (JSON.stringify(shape(a)) !== JSON.stringify(shape(b))) return;
        compared++;
        expect(verboseOffsets(a), html).toEqual(verboseOffsets(b));
        expect(verboseData(a), html).toEqual(verboseData(b));
        // The rest is the tree without verbose (whose positions rehype.test.ts compares with parse5's).
        expect(plain(stripped(a)), html).toEqual(plain(withoutVerbose.parse(html)));
      }),
      { numRuns: Number(process.env.VERBOSE_RUNS ?? 400) },
    );
    expect(compared).toBeGreaterThan(200);
  });
});

describe.skipIf(!existsSync(corpus))('issue 28: verbose against rehype-parse on real pages', () => {
  it('every bench corpus page (first 100,000 characters): the same tree, data.position included', () => {
    for (const page of readdirSync(corpus).filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(join(corpus, page), 'utf8').slice(0, 100_000);
      const a = ours.parse(html);
      const b = theirs.parse(html);
      expect(verboseOffsets(a), page).toEqual(verboseOffsets(b));
      expect(ordered(a) === ordered(b), page).toBe(true);
    }
  });
});

describe.skipIf(!existsSync(treeConstruction))('issue 28: verbose on the html5lib inputs', () => {
  it('every html5lib tree-construction document where rehype-parse gives our tree: the same data.position', () => {
    let compared = 0;
    for (const file of readdirSync(treeConstruction).filter((f) => f.endsWith('.dat'))) {
      for (const test of parseDat(readFileSync(join(treeConstruction, file), 'utf8'), file)) {
        const id = `${test.file} #${test.index + 1}`;
        if (test.fragment !== null || test.scripting === true || test.data.includes('<?')) continue;
        const a = ours.parse(test.data);
        const b = theirs.parse(test.data);
        // Where parse5 departs from the Standard the trees differ anyway (rehype.test.ts).
        if (JSON.stringify(shape(a)) !== JSON.stringify(shape(b))) continue;
        compared++;
        expect(verboseOffsets(a), id).toEqual(verboseOffsets(b));
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
