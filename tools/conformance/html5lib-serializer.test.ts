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
import { unexpected } from './expected-failures.ts';

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, '../../../shared/conformance/html5lib-tests/serializer');

const EXCLUDED: Record<string, string> = {
  inject_meta_charset: 'adds a <meta charset> element: a tree change, not serialization',
  strip_whitespace: 'collapses whitespace: not in the Standard',
  quote_char: 'quotes with \': the Standard always uses "',
  use_trailing_solidus: 'writes "/" in void tags: the Standard does not',
  escape_rcdata: 'escapes text in script/style: the Standard writes it raw',
};

/**
 * Tests whose output is not one of html5lib's `expected` but parses to the
 * same tree (html5lib's optional choices), by name with the reason. A listed
 * test that becomes exact, or an unlisted one that stops being exact, fails CI.
 */
const QUOTES =
  'html5lib leaves a value unquoted where it can and quotes with \' when it holds ": the Standard always quotes with "';
const DOCTYPE =
  'hast keeps no doctype name or identifiers (hast-util-from-parse5 drops them): written as <!DOCTYPE html>';
const OPTIONAL_TAGS =
  "html5lib omits optional tags by default (HTML §13.1.2.4 allows it); the Standard's serialization algorithm (§13.3) writes every start and end tag";
const EQUIVALENT = new Map<string, string>([
  ...(
    [
      ['proper attribute value escaping', QUOTES],
      ['proper attribute value non-quoting', QUOTES],
      ['proper attribute value non-quoting (with <)', QUOTES],
      ['proper attribute value quoting (with ")', QUOTES],
      ['proper attribute value non-quoting (with linetab)', QUOTES],
      ['doctype', DOCTYPE],
      ['HTML 4.01 DOCTYPE', DOCTYPE],
      ['HTML 4.01 DOCTYPE without system identifier', DOCTYPE],
      ['IBM DOCTYPE without public identifier', DOCTYPE],
    ] as const
  ).map(([test, reason]) => [`core.test: ${test}`, reason] as const),
  ...[
    'html start-tag followed by text, with attributes',
    'html start-tag followed by text',
    'html start-tag followed by start-tag',
    'html start-tag followed by end-tag',
    "html start-tag at EOF (shouldn't ever happen?!)",
    'html end-tag followed by text',
    'html end-tag followed by start-tag',
    'html end-tag followed by end-tag',
    'html end-tag at EOF',
    'head start-tag followed by start-tag',
    'empty head element',
    'head start-tag followed by empty-tag',
    'head end-tag followed by text',
    'head end-tag followed by start-tag',
    'head end-tag followed by end-tag',
    'head end-tag at EOF',
    'body start-tag followed by text',
    'body start-tag followed by start-tag',
    'body start-tag followed by end-tag',
    "body start-tag at EOF (shouldn't ever happen?!)",
    'body end-tag followed by text',
    'body end-tag followed by start-tag',
    'body end-tag followed by end-tag',
    'body end-tag at EOF',
    'li end-tag followed by li start-tag',
    'li end-tag followed by end-tag',
    'li end-tag at EOF',
    'dt end-tag followed by dt start-tag',
    'dt end-tag followed by dd start-tag',
    'dd end-tag followed by dd start-tag',
    'dd end-tag followed by dt start-tag',
    'dd end-tag followed by end-tag',
    'dd end-tag at EOF',
    'p end-tag followed by address start-tag',
    'p end-tag followed by article start-tag',
    'p end-tag followed by aside start-tag',
    'p end-tag followed by blockquote start-tag',
    'p end-tag followed by datagrid start-tag',
    'p end-tag followed by dialog start-tag',
    'p end-tag followed by dir start-tag',
    'p end-tag followed by div start-tag',
    'p end-tag followed by dl start-tag',
    'p end-tag followed by fieldset start-tag',
    'p end-tag followed by footer start-tag',
    'p end-tag followed by form start-tag',
    'p end-tag followed by h1 start-tag',
    'p end-tag followed by h2 start-tag',
    'p end-tag followed by h3 start-tag',
    'p end-tag followed by h4 start-tag',
    'p end-tag followed by h5 start-tag',
    'p end-tag followed by h6 start-tag',
    'p end-tag followed by header start-tag',
    'p end-tag followed by hr empty-tag',
    'p end-tag followed by menu start-tag',
    'p end-tag followed by nav start-tag',
    'p end-tag followed by ol start-tag',
    'p end-tag followed by p start-tag',
    'p end-tag followed by pre start-tag',
    'p end-tag followed by section start-tag',
    'p end-tag followed by table start-tag',
    'p end-tag followed by ul start-tag',
    'p end-tag followed by end-tag',
    'p end-tag at EOF',
    'optgroup end-tag followed by optgroup start-tag',
    'optgroup end-tag followed by end-tag',
    'optgroup end-tag at EOF',
    'option end-tag followed by optgroup start-tag',
    'option end-tag followed by option start-tag',
    'option end-tag followed by end-tag',
    'option end-tag at EOF',
    'first colgroup in a table with a col child',
    'colgroup with a col child, following another colgroup',
    'colgroup end-tag followed by text',
    'colgroup end-tag followed by start-tag',
    'colgroup end-tag followed by end-tag',
    'colgroup end-tag at EOF',
    'thead end-tag followed by tbody start-tag',
    'thead end-tag followed by tfoot start-tag',
    'first tbody in a table with a tr child',
    'tbody with a tr child, following another tbody',
    'tbody with a tr child, following a thead',
    'tbody with a tr child, following a tfoot',
    'tbody end-tag followed by tbody start-tag',
    'tbody end-tag followed by tfoot start-tag',
    'tbody end-tag followed by end-tag',
    'tbody end-tag at EOF',
    'tfoot end-tag followed by tbody start-tag',
    'tfoot end-tag followed by end-tag',
    'tfoot end-tag at EOF',
    'tr end-tag followed by tr start-tag',
    'tr end-tag followed by end-tag',
    'tr end-tag at EOF',
    'td end-tag followed by td start-tag',
    'td end-tag followed by th start-tag',
    'td end-tag followed by end-tag',
    'td end-tag at EOF',
    'th end-tag followed by th start-tag',
    'th end-tag followed by td start-tag',
    'th end-tag followed by end-tag',
    'th end-tag at EOF',
  ].map((test) => [`optionaltags.test: ${test}`, OPTIONAL_TAGS] as const),
  [
    'options.test: quote_attr_values=true',
    'html5lib minimizes boolean attributes (disabled); the Standard writes the empty value (disabled="")',
  ],
  [
    'options.test: minimize_boolean_attributes=false',
    'html5lib leaves the value unquoted (irrelevant=irrelevant); the Standard quotes it',
  ],
]);

/** Tests whose output differs in meaning from html5lib's, each with its reason. */
const EXPECTED_DIFFERENT = new Map<string, string>(
  Object.entries({
    'core.test: doctype in error':
      'hast keeps no doctype name (hast-util-from-parse5 drops it), so the doctype is written as <!DOCTYPE html>',
    'options.test: quote_attr_values=true with irrelevant':
      "html5lib's default minimize_boolean_attributes writes irrelevant=irrelevant as a bare name, which parses to the empty value; the Standard writes the value",
  }),
);

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
const equivalents: string[] = [];
const differents: string[] = [];

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
        const key = `${file}: ${test.description}`;
        if (test.expected.includes(actual)) exact++;
        else if (reparsed(actual) === reparsed(test.expected[0]!)) {
          equivalent++;
          equivalents.push(key);
        } else {
          different++;
          differents.push(key);
          if (!EXPECTED_DIFFERENT.has(key)) {
            differences.push(`${key}: ${JSON.stringify(actual)} vs ${JSON.stringify(test.expected[0])}`);
          }
        }
      }
    });
  }
  it('exact, equivalent and different tests are the listed ones', () => {
    expect(unexpected(equivalents, EQUIVALENT)).toEqual([]);
    expect(unexpected(differents, EXPECTED_DIFFERENT)).toEqual([]);
  });
});

afterAll(() => {
  const total = exact + equivalent + different + excluded;
  console.log(
    `html5lib serializer: ${total} tests, ${excluded} excluded by option set; of ${total - excluded}: ${exact} exact, ${equivalent} equivalent after reparsing, ${different} different`,
  );
  for (const line of differences) console.log(`  unexpected difference: ${line}`);
});
