// rehype's own fixtures (rehypejs/rehype `test/fixtures`, which rehype's
// api.js test runs): each folder's index.html parsed with its config.json as
// processor settings gives index.json (the hast tree, positions included),
// stringifies to result.html, and (unless `reprocess: false`) parses back to
// the same tree. The fixtures are not on npm and are another project's data,
// so they are not in this repository: point REHYPE_FIXTURES at a copy of the
// folder (from a checkout of rehypejs/rehype) to run them; without it the
// suite says it skipped. They run with scripting off, rehype-parse's
// default; `verbose` (rehype-parse's positions of tags and attributes in
// `data.position`) included. Two fixtures hold parse5's departures from the
// Standard: checked against the Standard.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeParse from '../src/rehype.ts';

const dir = process.env.REHYPE_FIXTURES ?? '';
const available = dir !== '' && existsSync(dir);
/** Fixtures whose settings ask for what the plugin does not do, with the reason (none since `verbose`). */
const NOT_SUPPORTED = new Map<string, string>();
/**
 * Fixtures whose expected tree is parse5's where parse5 8.1.1 departs from
 * the Standard (rehype-parse is parse5), with what the Standard gives; ours
 * is checked against that instead of the fixture's JSON.
 */
const PARSE5_DEPARTS = new Map<string, (tree: Root) => void>([
  [
    // `<math><ms><![CDATA[x<y]]>`: the adjusted current node is MathML `ms`, so the
    // tokenizer reads a CDATA section (text "x<y"); parse5 makes a bogus comment.
    'character-data',
    (tree) => expect(JSON.stringify(tree)).toContain('{"type":"text","value":"x<y"'),
  ],
  [
    // `foo<bar` then the end of input: the tag is dropped (eof-in-tag), the text
    // ends after "foo" (1:4); parse5 ends the text at the end of the input.
    'element-broken-close',
    (tree) => expect(tree.children[0]?.position?.end).toEqual({ line: 1, column: 4, offset: 3 }),
  ],
]);

/** Positions removed, as unist-util-remove-position does. */
function withoutPositions(tree: unknown): unknown {
  return JSON.parse(JSON.stringify(tree, (key, value) => (key === 'position' ? undefined : value)));
}

describe.skipIf(!available)('rehype fixtures (skipped: set REHYPE_FIXTURES to rehype’s test/fixtures folder)', () => {
  // Without the folder: one skipped test that says so (a file with no test at all is an error).
  const folders = available ? readdirSync(dir).filter((name) => !name.startsWith('.')) : ['(no REHYPE_FIXTURES)'];
  for (const folder of folders) {
    const base = join(dir, folder);
    const config = existsSync(join(base, 'config.json'))
      ? (JSON.parse(readFileSync(join(base, 'config.json'), 'utf8')) as Record<string, unknown>)
      : {};
    // rehype-parse parses with scripting off; this plugin's default is on (README).
    const { reprocess, ...rest } = config;
    const settings = { scripting: false, ...rest };
    const skip = Object.keys(settings).find((key) => NOT_SUPPORTED.has(key));
    it.skipIf(skip !== undefined)(`${folder}${skip === undefined ? '' : ` (${NOT_SUPPORTED.get(skip)})`}`, () => {
      const processor = unified()
        .use(rehypeParse)
        .use(rehypeStringify)
        .data('settings', settings as never);
      const input = new VFile({ basename: 'index.html', value: readFileSync(join(base, 'index.html')) });
      const tree = processor.parse(input) as Root;
      const output = processor.stringify(tree, input);
      const departs = PARSE5_DEPARTS.get(folder);
      if (departs !== undefined) departs(tree);
      else {
        expect(JSON.parse(JSON.stringify(tree))).toEqual(JSON.parse(readFileSync(join(base, 'index.json'), 'utf8')));
        expect(output).toBe(readFileSync(join(base, 'result.html'), 'utf8'));
      }
      if (reprocess !== false) {
        const again = unified()
          .use(rehypeParse)
          .data('settings', settings as never)
          .parse(output);
        expect(withoutPositions(again)).toEqual(withoutPositions(tree));
      }
    });
  }
});
