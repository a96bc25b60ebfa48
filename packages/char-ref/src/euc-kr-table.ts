/**
 * index EUC-KR (Encoding Standard §5: KS X 1001 with the Unified Hangul
 * Code, Windows code page 949) for the EUC-KR decoder (issues 13 item 11,
 * 29), built once, on first use, never at import. 126 lead bytes × 190
 * pointers.
 *
 * With `installEucKrIndex` (the `@forgiving/char-ref/encoding-indexes`
 * entry, 13 kB min+gzip) it is the Standard's own, from its indexes.json
 * (src/generated, scripts/generate-encodings.mjs). Without it:
 * - KS X 1001 (leads and trails 0xA1-0xFE) is read from the runtime's
 *   `TextDecoder('euc-kr')`. Node 20's table is exactly the Standard's there
 *   except two pointers it lacks (0xA2E6 €, 0xA2E7 ®, added by KS X 1001:1998),
 *   set here; its private-use mappings (the user-defined rows) are not in
 *   the Standard and stay errors.
 * - The Unified Hangul Code is computed, not read (Node has none of it: it
 *   decodes `81 41` as U+FFFD "A", the Standard as U+AC02): the 8,822 Hangul
 *   syllables of U+AC00-U+D7A3 that KS X 1001 lacks fill, in Unicode order,
 *   leads 0x81-0xC6 with trails 0x41-0x5A, 0x61-0x7A and 0x81-0xFE (0x81-0xA0
 *   from lead 0xA1 on, where KS X 1001 takes 0xA1-0xFE), the index's
 *   description ("the rest of the Hangul syllables in this index are in the
 *   Unicode order") made concrete.
 * test/encoding-index-fallback.test.ts checks both against the index.
 */
import { readRuntimeTable } from './runtime-table.ts';

const ROW = 190;

let table: Int32Array | null = null;
let exact: (() => Int32Array) | null = null;

/** Trail bytes of the Unified Hangul Code for `lead` (their pointer offset, byte − 0x41). */
function isUhcTrail(lead: number, byte: number): boolean {
  if (byte <= 0x5a) return true;
  if (byte >= 0x61 && byte <= 0x7a) return true;
  return byte >= 0x81 && (lead < 0xa1 || byte <= 0xa0);
}

/** The fallback: KS X 1001 from the runtime, the Unified Hangul Code computed. */
function build(): Int32Array {
  const index = new Int32Array(126 * ROW).fill(-1);
  const ks = readRuntimeTable('euc-kr', 94 * 94, (i) => ((0xa1 + ((i / 94) | 0)) << 8) | (0xa1 + (i % 94)));
  // Which syllables KS X 1001 has: the Unified Hangul Code holds the others.
  const inKs = new Uint8Array(0xd7a4 - 0xac00);
  for (let i = 0; i < ks.length; i++) {
    const code = ks[i]!;
    index[(0x20 + ((i / 94) | 0)) * ROW + 0x60 + (i % 94)] = code;
    if (code >= 0xac00 && code <= 0xd7a3) inKs[code - 0xac00] = 1;
  }
  index[(0xa2 - 0x81) * ROW + 0xe6 - 0x41] = 0x20ac;
  index[(0xa2 - 0x81) * ROW + 0xe7 - 0x41] = 0xae;
  let syllable = 0xac00;
  for (let lead = 0x81; lead <= 0xc6; lead++) {
    for (let byte = 0x41; byte <= 0xfe; byte++) {
      if (!isUhcTrail(lead, byte)) continue;
      while (syllable <= 0xd7a3 && inKs[syllable - 0xac00] === 1) syllable++;
      if (syllable > 0xd7a3) return index;
      index[(lead - 0x81) * ROW + byte - 0x41] = syllable++;
    }
  }
  return index;
}

/** index EUC-KR: pointer = (lead − 0x81) × 190 + (trail − 0x41); -1 where it has no code point. */
export function eucKrTable(): Int32Array {
  table ??= exact?.() ?? build();
  return table;
}

/** Installs the Standard's index (encoding-indexes.ts); a table built before is built again. */
export function setEucKrIndex(index: () => Int32Array): void {
  exact = index;
  table = null;
}
