/**
 * Issue 27 item D: `unbalanced-entity` is one error per culprit, the
 * outermost reference, and spans it (`&e;`), whether the replacement text
 * closes an element opened before it, leaves one open, or both, and however
 * deep the references nest.
 */
import { describe, expect, it } from 'vitest';
import { createXmlTreeBuilder, parseXml } from '../src/index.ts';

/** [code, offset, endOffset] of the unbalanced-entity errors, the same for every chunking in two. */
function unbalanced(input: string): number[][] {
  const pick = (errors: Array<{ code: string; offset: number; endOffset: number }>) =>
    errors.filter((e) => e.code === 'unbalanced-entity').map((e) => [e.offset, e.endOffset]);
  const whole = pick(parseXml(input).errors);
  for (let cut = 0; cut <= input.length; cut++) {
    const builder = createXmlTreeBuilder();
    builder.write(input.slice(0, cut));
    builder.write(input.slice(cut));
    expect(pick(builder.end().errors)).toEqual(whole);
  }
  return whole;
}

const span = (input: string, reference: string, from = 0): number[] => {
  const at = input.indexOf(reference, from);
  return [at, at + reference.length];
};

describe('unbalanced-entity (issue 27 item D)', () => {
  it('an end tag in the replacement text closing an element opened before it: one error, spanning the reference', () => {
    const input = '<!DOCTYPE r [<!ENTITY e "</r>">]><r>&e;</r>';
    expect(unbalanced(input)).toEqual([span(input, '&e;')]);
  });
  it('an element left open by the replacement text: one error, spanning the reference (it was a point)', () => {
    const input = '<!DOCTYPE a [<!ENTITY e "<b>">]><a>&e;</b></a>';
    expect(unbalanced(input)).toEqual([span(input, '&e;')]);
  });
  it('closing one and opening another in the same text: still one error', () => {
    const input = '<!DOCTYPE r [<!ENTITY e "</x><y>">]><r><x>&e;</y></r>';
    expect(unbalanced(input)).toEqual([span(input, '&e;')]);
  });
  it('nested references: one error, spanning the outermost reference', () => {
    const input = '<!DOCTYPE r [<!ENTITY i "</r>"><!ENTITY o "x&i;y">]><r>&o;</r>';
    expect(unbalanced(input)).toEqual([span(input, '&o;')]);
  });
  it('two culprits, two errors; a balanced entity none', () => {
    const input = '<!DOCTYPE r [<!ENTITY e "<b>"><!ENTITY f "</b>"><!ENTITY ok "<c/>">]><r>&e;&ok;&f;</r>';
    expect(unbalanced(input)).toEqual([span(input, '&e;'), span(input, '&f;')]);
  });
});
