// html5lib serializer tests (serializer/*.test) against `toHtml` of
// @forgiving/html-tree, for the tests whose options leave html5lib's
// serializer closest to the Standard's algorithm (HTML §13.3).
//
// The tests feed token streams to html5lib's own serializer, whose defaults
// are not the Standard's: it omits optional tags, leaves attribute values
// unquoted when it can, uses ' when a value holds ", minimizes boolean
// attributes and prints doctype ids. The Standard always writes start and
// end tags, always quotes with ", writes `disabled=""`, and a doctype as
// `<!DOCTYPE name>` (hast keeps no name: `<!DOCTYPE html>`). So each
// included test counts as
// - exact: our output is one of `expected`;
// - equivalent: not exact, but our output and `expected[0]` parse (parse5,
//   as documents) to the same tree: only html5lib's optional choices differ;
// - different: neither (listed with the reason).
//
// Excluded option sets (not the Standard's algorithm):
// - inject_meta_charset: adds a <meta charset> to the tree before writing;
// - strip_whitespace: collapses whitespace in text;
// - quote_char "'": the Standard quotes with ";
// - use_trailing_solidus: the Standard writes no "/" in void tags;
// - escape_rcdata: the Standard writes text in script/style raw;
// - minimize_boolean_attributes false, quote_attr_values true,
//   escape_lt_in_attrs true: kept, they move html5lib towards the Standard.
// `encoding` only picks the output bytes: kept.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHastAdapter, toHtml } from '@forgiving/html-tree';
import * as parse5 from 'parse5';
import { afterAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, '../../../shared/conformance/html5lib-tests/serializer');

const EXCLUDED: Record<string, string> = {
  inject_meta_charset: 'adds a <meta charset> element: a tree change, not serialization',
  strip_whitespace: 'collapses whitespace: not in the Standard',
  quote_char: 'quotes with \': the Standard always uses "',
  use_trailing_solidus: 'writes "/" in void tags: the Standard does not',
  escape_rcdata: 'escapes text in script/style: the Standard writes it raw',
};

/** Levels reached; CI fails when a count drops below them. */
const MIN_EXACT = 96;
const MIN_EQUIVALENT = 207;

/** Tests whose output differs in meaning from html5lib's, each with its reason. */
const EXPECTED_DIFFERENT: Record<string, string> = {
  'core.test: doctype in error':
    'hast keeps no doctype name (hast-util-from-parse5 drops it), so the doctype is written as <!DOCTYPE html>',
  'options.test: quote_attr_values=true with irrelevant':
    "html5lib's default minimize_boolean_attributes writes irrelevant=irrelevant as a bare name, which parses to the empty value; the Standard writes the value",
};

type Token = [string, ...unknown[]];
interface SerializerTest {
  description: string;
  options?: Record<string, unknown>;
  input: Token[];
  expected: string[];
}

interface Attr {
  namespace: string | null;
  name: string;
  value: string;
}

const PREFIXES: Record<string, string> = {
  'http://www.w3.org/1999/xlink': 'xlink',
  'http://www.w3.org/XML/1998/namespace': 'xml',
  'http://www.w3.org/2000/xmlns/': 'xmlns',
};

const adapter = createHastAdapter();
type Element = ReturnType<typeof adapter.createElement>;

/** A token's attributes (a list, or `{}` for none) in parse5's shape. */
function attributes(raw: unknown): Array<{ name: string; value: string; prefix?: string; namespace?: string }> {
  if (!Array.isArray(raw)) return [];
  return (raw as Attr[]).map((a) =>
    a.namespace ? { name: a.name, value: a.value, prefix: PREFIXES[a.namespace] ?? '', namespace: a.namespace } : a,
  ) as Array<{ name: string; value: string }>;
}

/**
 * The token stream written with `toHtml`: each start tag is an element
 * without children (its end tag cut off), text is a text node, or the text
 * child of the innermost open element, so the raw text rule applies.
 */
function serializeTokens(tokens: Token[]): string {
  let out = '';
  const open: Element[] = [];
  for (const token of tokens) {
    const [type] = token;
    if (type === 'StartTag' || type === 'EmptyTag') {
      const [namespace, name, attrs] =
        type === 'StartTag'
          ? (token.slice(1) as [string, string, unknown])
          : ['http://www.w3.org/1999/xhtml', ...(token.slice(1) as [string, unknown])];
      const element = adapter.createElement(name as string, namespace as string, attributes(attrs) as never);
      const html = toHtml(element);
      const end = `</${element.tagName}>`;
      out += html.endsWith(end) ? html.slice(0, -end.length) : html;
      if (type === 'StartTag') open.push(element);
    } else if (type === 'EndTag') {
      const name = token[2] as string;
      const element = adapter.createElement(name, token[1] as string, []);
      const html = toHtml(element);
      const start = `<${element.tagName}>`;
      out += html.slice(start.length);
      for (let at = open.length - 1; at >= 0; at--) {
        if (open[at]!.tagName === name) {
          open.length = at;
          break;
        }
      }
    } else if (type === 'Characters' || type === 'SpaceCharacters') {
      const text = { type: 'text' as const, value: token[1] as string };
      const parent = open[open.length - 1];
      if (parent === undefined) out += toHtml(text);
      else {
        const wrapped = toHtml({ ...parent, children: [text] });
        const start = toHtml({ ...parent, children: [] }).replace(/<\/[^>]*>$/, '');
        out += wrapped.slice(start.length, wrapped.length - `</${parent.tagName}>`.length);
      }
    } else if (type === 'Comment') {
      out += toHtml({ type: 'comment', value: token[1] as string });
    } else if (type === 'Doctype') {
      out += toHtml({ type: 'doctype' });
    }
  }
  return out;
}

function reparsed(html: string): string {
  return parse5.serialize(parse5.parse(html));
}

let exact = 0;
let equivalent = 0;
let different = 0;
let excluded = 0;
const differences: string[] = [];

const files = readdirSync(dir)
  .filter((name) => name.endsWith('.test'))
  .sort();
describe('html5lib serializer', () => {
  for (const file of files) {
    const { tests } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { tests: SerializerTest[] };
    it(file, () => {
      for (const test of tests) {
        const options = Object.keys(test.options ?? {});
        if (options.some((option) => option in EXCLUDED)) {
          excluded++;
          continue;
        }
        const actual = serializeTokens(test.input);
        if (test.expected.includes(actual)) exact++;
        else if (reparsed(actual) === reparsed(test.expected[0]!)) equivalent++;
        else {
          different++;
          const key = `${file}: ${test.description}`;
          if (!(key in EXPECTED_DIFFERENT)) {
            differences.push(`${key}: ${JSON.stringify(actual)} vs ${JSON.stringify(test.expected[0])}`);
          }
        }
      }
    });
  }
  it('reaches the recorded levels', () => {
    expect(exact).toBeGreaterThanOrEqual(MIN_EXACT);
    expect(equivalent + exact).toBeGreaterThanOrEqual(MIN_EQUIVALENT);
    expect(differences).toEqual([]);
  });
});

afterAll(() => {
  const total = exact + equivalent + different + excluded;
  console.log(
    `html5lib serializer: ${total} tests, ${excluded} excluded by option set; of ${total - excluded}: ${exact} exact, ${equivalent} equivalent after reparsing, ${different} different`,
  );
  for (const line of differences) console.log(`  unexpected difference: ${line}`);
});
