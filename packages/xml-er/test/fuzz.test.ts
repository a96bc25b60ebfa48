// Fuzz: parseXml never throws, on random and on mutated documents, and
// wellFormed always agrees with the error list (its fatal errors).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineIndex } from '@forgiving/char-ref';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseXml, resolveNamespaces, toXml } from '../src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const seed = readFileSync(join(here, '../../../examples/broken.xml'), 'utf8');
const valid = `<?xml version="1.0"?>
<!DOCTYPE r [<!ENTITY e "<i a='1'>&amp;</i>"><!ATTLIST r d CDATA "x"><!ENTITY % p "<!ENTITY f 'g'>">%p;]>
<r xmlns:n="urn:n" n:a="1"><n:b>text &e; &f; &#x41;</n:b><![CDATA[c]]><!--c--><?pi d?></r>`;

function check(input: string | Uint8Array): void {
  const result = parseXml(input, { positions: true });
  // Reports with fatal: false (entities not read, XML 1.0 §4.4.3) leave wellFormed true.
  expect(result.wellFormed).toBe(result.errors.every((error) => error.fatal === false));
  if (typeof input === 'string') {
    // Every error spans [offset, endOffset) of the input, and its points are those offsets' points.
    const lines = new LineIndex(input);
    for (const error of result.errors) {
      expect(error.offset).toBeLessThanOrEqual(error.endOffset);
      expect(error.endOffset).toBeLessThanOrEqual(input.length);
      expect(lines.point(error.offset)).toEqual({ line: error.line, column: error.column, offset: error.offset });
      expect(lines.point(error.endOffset)).toEqual({
        line: error.endLine,
        column: error.endColumn,
        offset: error.endOffset,
      });
    }
  }
  resolveNamespaces(result.tree);
  toXml(result.tree);
}

describe('fuzz', () => {
  it('random strings never throw', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), check), { numRuns: 1000 });
  });

  it('random markup-heavy strings never throw', () => {
    const alphabet = fc.constantFrom(...'<>/?!-[]&#;="\'xab: \n\rDOCTYPEENTITYATTLIST%CDATA'.split(''));
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 300 }).map((a) => a.join('')),
        check,
      ),
      { numRuns: 1000 },
    );
  });

  it('mutated documents never throw', () => {
    const mutation = fc.tuple(fc.nat(), fc.nat({ max: 5 }), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(fc.constantFrom(seed, valid), fc.array(mutation, { maxLength: 6 }), (base, mutations) => {
        let text = base;
        for (const [at, remove, insert] of mutations) {
          const i = at % (text.length + 1);
          text = text.slice(0, i) + insert + text.slice(i + remove);
        }
        check(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('random bytes never throw', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), check), { numRuns: 500 });
  });
});
