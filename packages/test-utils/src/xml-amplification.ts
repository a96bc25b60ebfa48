/**
 * The two amplification documents of issue #13 (items 6 and 7), shared by
 * xml-er's regression tests and tools/fuzz/amplification.test.ts. Each is
 * small and, without a budget that counts what expansion builds, makes the
 * parser build millions of nodes or attribute characters.
 */

/**
 * Item 6 (415 bytes): `l0` is `<x/>`, each of `l1`…`l6` ten references to
 * the level below; the root holds `&l6;` and ten `&l5;`: 2,000,000
 * elements when fully expanded.
 */
export function nodeAmplification(): string {
  let subset = '<!ENTITY l0 "<x/>">';
  for (let level = 1; level <= 6; level++) subset += `<!ENTITY l${level} "${`&l${level - 1};`.repeat(10)}">`;
  return `<!DOCTYPE r [${subset}]><r>&l6;${'&l5;'.repeat(10)}</r>`;
}

/**
 * Item 7: an ATTLIST default made of a 100,000-character entity, then
 * `elements` tags that take it (10^4 elements: 140 kB that would deliver
 * 10^9 attribute characters).
 */
export function defaultAmplification(elements = 10_000): string {
  return `<!DOCTYPE r [<!ENTITY a "${'x'.repeat(100_000)}"><!ATTLIST q b CDATA "&a;">]><r>${'<q/>'.repeat(elements)}</r>`;
}

/** Item 7, plain defaults: `defaults` declared defaults on `elements` tags (100 × 200k: 800 kB, 20M attributes). */
export function plainDefaultAmplification(defaults = 100, elements = 200_000): string {
  let list = '';
  for (let i = 0; i < defaults; i++) list += ` a${i} CDATA "v"`;
  return `<!DOCTYPE r [<!ATTLIST q${list}>]><r>${'<q/>'.repeat(elements)}</r>`;
}
