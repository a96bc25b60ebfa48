// Property tests (fast-check): the same tree and errors for any chunking,
// and no input makes the builder throw.
import { LineIndex } from '@forgiving/char-ref';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codes, tree } from './support/tree.ts';
import { drive } from './support/drive.ts';
import { adapter } from './support/tree.ts';
import { printParse5 } from '@forgiving/test-utils/print-parse5';

const PIECES = [
  '<p>',
  '</p>',
  '<b>',
  '</b>',
  '<a href=x>',
  '</a>',
  '<table>',
  '</table>',
  '<tr>',
  '<td>',
  '</td>',
  '<div>',
  '</div>',
  '<svg>',
  '</svg>',
  '<math>',
  '<mi>',
  '<foreignObject>',
  '<template>',
  '</template>',
  '<select>',
  '<option>',
  '<button>',
  '<li>',
  '<ul>',
  '<frameset>',
  '<title>',
  '</title>',
  '<textarea>',
  '<script>',
  '</script>',
  '<!--c-->',
  '<!DOCTYPE html>',
  'text',
  ' ',
  '\n',
  '\u0000',
  '&amp;',
  '<pre>\n',
  '<font color=red>',
  '\r\n',
  '\r',
  '</br>',
  '<head>',
  '<body>',
  '</html>',
  '<caption>',
  '<col>',
  '<noscript>',
  '<![CDATA[x]]>',
];
const html = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((a) => a.join(''));

function parseChunked(input: string, cuts: number[]) {
  const points = [...new Set(cuts.map((c) => c % (input.length + 1)))].sort((x, y) => x - y);
  const chunks: string[] = [];
  let last = 0;
  for (const p of points) {
    chunks.push(input.slice(last, p));
    last = p;
  }
  chunks.push(input.slice(last));
  return chunks;
}

describe('chunk-split invariance', () => {
  it('any chunking gives the same tree and the same errors', () => {
    fc.assert(
      fc.property(html, fc.array(fc.nat(), { maxLength: 6 }), fc.boolean(), (input, cuts, scripting) => {
        const whole = drive(input, { adapter, scripting });
        const chunks = parseChunked(input, cuts);
        // one chunk per write: drive with chunkSize does fixed sizes; vary sizes through the cuts.
        for (const size of [1, 3, ...chunks.map((c) => c.length || 1)]) {
          const split = drive(input, { adapter, scripting, chunkSize: size });
          expect(printParse5(split.tree)).toBe(printParse5(whole.tree));
          expect(split.errors).toEqual(whole.errors);
        }
        // Every error spans [offset, endOffset) of the input, with the points of both offsets.
        const lines = new LineIndex(input);
        for (const error of whole.errors) {
          expect(error.offset).toBeLessThanOrEqual(error.endOffset);
          expect(lines.point(error.offset)).toEqual({ line: error.line, column: error.column, offset: error.offset });
          expect(lines.point(error.endOffset)).toEqual({
            line: error.endLine,
            column: error.endColumn,
            offset: error.endOffset,
          });
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('never throws', () => {
  it('on any string, as a document and as fragments', () => {
    fc.assert(
      fc.property(fc.oneof(html, fc.string({ maxLength: 60 })), (input) => {
        expect(() => tree(input)).not.toThrow();
        expect(() => codes(input)).not.toThrow();
        for (const context of ['td', 'select', 'template', 'textarea', { tagName: 'svg', namespace: 'svg' as const }]) {
          expect(() => tree(input, { context })).not.toThrow();
        }
      }),
      { numRuns: 300 },
    );
  });
});
